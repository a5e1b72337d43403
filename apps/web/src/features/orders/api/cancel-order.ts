import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '@/lib/api-client';
import { type OrderDetails, orderDetailsQueryKey } from './get-order-details';
import { ORDERS_QUERY_KEY, viewer } from './order-url';

/** POST /api/store/v1/customer/estore/order/cancel (spec §4: returns message and order_status). */
export function cancelOrder(body: BodyOf<'post', '/api/store/v1/customer/estore/order/cancel'>) {
  return api.post('/api/store/v1/customer/estore/order/cancel', { body });
}

/**
 * Cancels, shows the new status at once (the cached order takes the returned order_status), then
 * refetches the order and both lists: the order moves from Upcoming to Past.
 */
export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (result, body) => {
      client.setQueryData<OrderDetails>(orderDetailsQueryKey(viewer(), body.order_uuid), (order) =>
        order ? { ...order, order_status: result.order_status, cancellable: false } : order,
      );
      void client.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    },
  });
}
