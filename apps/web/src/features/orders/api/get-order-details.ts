import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ResponseOf } from '@/lib/api-client';
import { isSignedIn, useStoredUser } from '@/lib/stored-user';
import { isFinished } from '../order-view';
import { ORDERS_QUERY_KEY, viewer } from './order-url';

/** How often an open, unfinished order is fetched again, so an operator's change shows without a reload. */
export const LIVE_REFRESH_MS = 5_000;

export type OrderDetails = ResponseOf<'get', '/api/store/v4/customer/estore/order/transaction/details/{id}'>['data'];

/** GET /api/store/v4/(public/)customer/estore/order/transaction/details/{id}. */
export function getOrderDetails(orderUuid: string, signal?: AbortSignal): Promise<OrderDetails> {
  const options = { path: { id: orderUuid }, signal };
  return (
    isSignedIn()
      ? api.get('/api/store/v4/customer/estore/order/transaction/details/{id}', options)
      : api.get('/api/store/v4/public/customer/estore/order/transaction/details/{id}', options)
  ).then((r) => r.data);
}

export const orderDetailsQueryKey = (who: string, orderUuid: string) =>
  [...ORDERS_QUERY_KEY, 'details', who, orderUuid] as const;

export const orderDetailsQueryOptions = (orderUuid: string, who = viewer()) =>
  queryOptions({
    queryKey: orderDetailsQueryKey(who, orderUuid),
    queryFn: ({ signal }) => getOrderDetails(orderUuid, signal),
    retry: false,
    staleTime: 2_000,
    // Live updates while the tab is visible (TanStack pauses intervals in the background by default).
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data) ? false : LIVE_REFRESH_MS),
  });

export function useOrderDetails(orderUuid: string) {
  const user = useStoredUser();
  return useQuery(orderDetailsQueryOptions(orderUuid, user?.customer.uuid ?? 'guest'));
}
