import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '@/lib/api-client';
import { type SavedSpecialDiscountIds, specialDiscountIdsQueryKey } from './get-special-discount-ids';

const PATH = '/api/customer/customer/special_discount/upload';
export type SpecialDiscountUploadInput = BodyOf<'post', typeof PATH>;

/**
 * POST /api/customer/customer/special_discount/upload (spec §7): JSON, the photo as base64 in
 * customer_id_image_front. 422 gives field → message (spec §8), merged into the form.
 */
export function uploadSpecialDiscountId(body: SpecialDiscountUploadInput) {
  return api.post(PATH, { body });
}

/** The new ID joins the cached list at once; the list is then asked for again (spec §4: it refreshes). */
export function useUploadSpecialDiscountId(customerUuid: string) {
  const queryClient = useQueryClient();
  const key = specialDiscountIdsQueryKey(customerUuid);
  return useMutation({
    mutationFn: uploadSpecialDiscountId,
    onSuccess: async ({ special_discount }) => {
      queryClient.setQueryData<SavedSpecialDiscountIds>(key, (list) => [
        ...(list ?? []).filter((id) => id.uuid !== special_discount.uuid),
        special_discount,
      ]);
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
