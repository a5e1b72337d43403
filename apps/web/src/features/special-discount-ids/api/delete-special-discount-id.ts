import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type SavedSpecialDiscountIds, specialDiscountIdsQueryKey } from './get-special-discount-ids';

/** POST /api/store/v1/customer/special_discount/delete {uuid} (spec §7); the photo goes with it. */
export function deleteSpecialDiscountId(uuid: string) {
  return api.post('/api/store/v1/customer/special_discount/delete', { body: { uuid } });
}

/**
 * Spec §4: after a delete the list and the cart refresh (a cart discount that used the ID is cleared by
 * the server; the cart shows it). Both are refetched before the mutation settles, so the dialog closes
 * on screens that are already up to date.
 */
export function useDeleteSpecialDiscountId(customerUuid: string, refreshCart: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  const key = specialDiscountIdsQueryKey(customerUuid);
  return useMutation({
    mutationFn: deleteSpecialDiscountId,
    onSuccess: async (_result, uuid) => {
      queryClient.setQueryData<SavedSpecialDiscountIds>(key, (list) => list?.filter((id) => id.uuid !== uuid));
      await Promise.all([queryClient.invalidateQueries({ queryKey: key }), refreshCart().catch(() => undefined)]);
    },
  });
}
