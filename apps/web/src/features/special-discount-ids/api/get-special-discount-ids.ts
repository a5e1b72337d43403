import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/customer/customer/special_discount/list/{customer_uuid} (spec §7): the signed-in customer's
 * saved IDs, oldest first, numbers masked.
 */
export function getSpecialDiscountIds(customerUuid: string, signal?: AbortSignal) {
  return api
    .get('/api/customer/customer/special_discount/list/{customer_uuid}', {
      path: { customer_uuid: customerUuid },
      signal,
    })
    .then((r) => r.list);
}

export type SavedSpecialDiscountIds = Awaited<ReturnType<typeof getSpecialDiscountIds>>;

export const specialDiscountIdsQueryKey = (customerUuid: string) => ['special-discount-ids', customerUuid] as const;

export const specialDiscountIdsQueryOptions = (customerUuid: string) =>
  queryOptions({
    queryKey: specialDiscountIdsQueryKey(customerUuid),
    queryFn: ({ signal }) => getSpecialDiscountIds(customerUuid, signal),
    // Whether an ID is still valid follows the merchant's settings: asked again each time a screen shows it.
    staleTime: 30_000,
  });

export const useSpecialDiscountIds = (customerUuid: string) => useQuery(specialDiscountIdsQueryOptions(customerUuid));
