import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type BodyOf } from '@/lib/api-client';
import { useStoredUser } from '@/lib/stored-user';
import { ORDERS_QUERY_KEY } from './order-url';

export type OrdersTab = BodyOf<'post', '/api/store/v2/customer/estore/order'>['status'];

/** POST /api/store/v2/customer/estore/order {status, page}: the signed-in customer's orders, 10 a page. */
export function getOrders(status: OrdersTab, page: number, signal?: AbortSignal) {
  return api.post('/api/store/v2/customer/estore/order', { body: { status, page }, signal });
}

export const ordersQueryOptions = (who: string, status: OrdersTab) =>
  infiniteQueryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'list', who, status],
    queryFn: ({ pageParam, signal }) => getOrders(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next_page ?? undefined,
    staleTime: 10_000,
    retry: false,
  });

export function useOrders(status: OrdersTab) {
  const user = useStoredUser();
  return useInfiniteQuery(ordersQueryOptions(user?.customer.uuid ?? 'guest', status));
}
