import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StatusDesigns } from '../order-view';

/** GET /api/design/v2/api/customer/order-status-design/web: the merchant's order-status designs. */
export function getOrderStatusDesigns(signal?: AbortSignal): Promise<StatusDesigns> {
  return api.get('/api/design/v2/api/customer/order-status-design/web', { signal }).then((r) => r.data);
}

export const orderStatusDesignsQueryOptions = () =>
  queryOptions({
    queryKey: ['order-status-designs'],
    queryFn: ({ signal }) => getOrderStatusDesigns(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Null while loading or when the call fails: the screens then use our plain labels. */
export const useOrderStatusDesigns = () => useQuery(orderStatusDesignsQueryOptions()).data ?? null;
