import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '@/lib/api-client';
import { clearCartId, getCartId } from '@/lib/cart-id';
import { isSignedIn } from '@/lib/stored-user';
import { cartUrl } from './cart-url';
import { CART_QUERY_KEY } from './get-cart';

/**
 * POST /api/store/v7/(public/)customer/estore/cart/checkout (spec §4 "Checkout": the guest checkout
 * when cart_uuid is in the payload). The server prices the cart; nothing here sends an amount.
 */
export function placeOrder(
  body: Omit<BodyOf<'post', '/api/store/v7/public/customer/estore/cart/checkout'>, 'cart_uuid'>,
) {
  const guestCart = !isSignedIn() && getCartId();
  return api.post(cartUrl('v7', 'cart/checkout'), {
    body: { ...body, ...(guestCart ? { cart_uuid: guestCart } : {}) },
  });
}

/**
 * Placing the order; once it exists the cart is spent, so the guest's cart id goes and the cart refetches.
 * A customer's points put on the cart are spent with it: the loyalty queries (the navbar badge; the key
 * spelled out, features/loyalty README) are asked again.
 */
export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    // Named so the merchant's analytics can record an order placed (features/analytics).
    mutationKey: ['place-order'],
    mutationFn: placeOrder,
    onSuccess: () => {
      if (!isSignedIn()) clearCartId();
      else void client.invalidateQueries({ queryKey: ['loyalty'] });
      return client.invalidateQueries({ queryKey: CART_QUERY_KEY });
    },
  });
}
