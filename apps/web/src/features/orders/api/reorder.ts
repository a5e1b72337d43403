import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ResponseOf } from '@/lib/api-client';
import { getCartId, saveCartId } from '@/lib/cart-id';
import { isSignedIn } from '@/lib/stored-user';

export type ReorderResult = ResponseOf<'post', '/api/store/v1/customer/estore/order/reorder'>;

/**
 * The cart's query key (the cart feature's CART_QUERY_KEY, spelled out: features do not import each other;
 * a test holds the two together).
 */
export const CART_KEY = ['cart'] as const;

/**
 * POST /api/store/v1/(public/)customer/estore/order/reorder (ours, ADR 0032): the order's lines back into
 * the caller's cart. A guest's cart id goes along and comes back (a new cart when theirs expired).
 */
export function reorder(orderUuid: string): Promise<ReorderResult> {
  if (isSignedIn()) return api.post('/api/store/v1/customer/estore/order/reorder', { body: { order_uuid: orderUuid } });
  const cartUuid = getCartId();
  return api
    .post('/api/store/v1/public/customer/estore/order/reorder', {
      body: { order_uuid: orderUuid, ...(cartUuid ? { cart_uuid: cartUuid } : {}) },
    })
    .then((result) => {
      saveCartId(result.data.cart_uuid);
      return result;
    });
}

/** Order again; the cart is fetched again afterwards, wherever it shows. */
export function useReorder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    onSuccess: () => client.invalidateQueries({ queryKey: CART_KEY }),
  });
}
