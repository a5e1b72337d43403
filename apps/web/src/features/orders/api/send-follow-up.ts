import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ORDERS_QUERY_KEY } from './order-url';

/** GET /api/store/v1/customer/estore/order/send/follow_up/{uuid}, with a sub-order's uuid. */
export function sendFollowUp(subOrderUuid: string) {
  return api.get('/api/store/v1/customer/estore/order/send/follow_up/{uuid}', { path: { uuid: subOrderUuid } });
}

/** Asks the branch about a sub-order; the order is refetched so its follow_up_sent shows. */
export function useSendFollowUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendFollowUp,
    onSuccess: () => void client.invalidateQueries({ queryKey: [...ORDERS_QUERY_KEY, 'details'] }),
  });
}
