import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Image links in the answer stay good for 15 minutes; fetched again well before that. */
const REFRESH_MS = 5 * 60_000;

/** GET /api/store/v1/customer/estore/order/deposit_slips/{order_uuid} (ours; ADR 0011). */
export function getDepositSlips(orderUuid: string, signal?: AbortSignal) {
  return api.get('/api/store/v1/customer/estore/order/deposit_slips/{order_uuid}', {
    path: { order_uuid: orderUuid },
    signal,
  });
}

export const depositSlipsQueryKey = (orderUuid: string) => ['deposit-slips', orderUuid] as const;

export const depositSlipsQueryOptions = (orderUuid: string) =>
  queryOptions({
    queryKey: depositSlipsQueryKey(orderUuid),
    queryFn: ({ signal }) => getDepositSlips(orderUuid, signal),
    retry: false,
    // An operator's review shows without a reload, like the order's own status.
    refetchInterval: (query) => (query.state.data?.slips.some((s) => s.status === 'P') ? 10_000 : REFRESH_MS),
  });

export const useDepositSlips = (orderUuid: string) => useQuery(depositSlipsQueryOptions(orderUuid));
