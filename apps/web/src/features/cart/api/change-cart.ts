/**
 * The cart's changes: add, update, remove, delivery type (spec §7 "Cart"). Each one refetches the
 * cart afterwards, so every screen shows the server's numbers.
 */
import type { CartChangeResponse, CartItemAddBody, DeliveryTypeUpdateBody } from '@storefront/contracts/cart';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getCartId, saveCartId } from '@/lib/cart-id';
import { type CustomerPosition, positionParams } from '@/lib/position';
import { isSignedIn } from '@/lib/stored-user';
import { cartUrl } from './cart-url';
import { CART_QUERY_KEY } from './get-cart';

/** The guest's cart id for a payload; signed-in calls carry none. */
const guestCart = () => {
  const id = !isSignedIn() && getCartId();
  return id ? { cart_uuid: id } : {};
};

const remember = (response: CartChangeResponse) => {
  if (!isSignedIn() && response.cart_uuid) saveCartId(response.cart_uuid);
  return response;
};

const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: CART_QUERY_KEY });

export type LineChoice = { variation_code: string; add_ons: string[]; remarks: string; quantity: number };

/** POST /api/store/v5/(public/)customer/estore/cart/item/add. Response: cart_uuid for guests. */
export function addCartItem(
  line: LineChoice & Pick<CartItemAddBody, 'branch_uuid' | 'product_uuid'>,
  position: CustomerPosition,
) {
  return apiClient
    .post<CartChangeResponse>(cartUrl('v5', 'cart/item/add'), { ...line, ...positionParams(position), ...guestCart() })
    .then(remember);
}

/** POST /v3/customer/estore/cart/item/update/{uuid} or /v3/public/customer/estore/cart/item/update. */
export function updateCartItem(itemUuid: string, line: LineChoice, position: CustomerPosition) {
  const body = { ...line, ...positionParams(position) };
  return isSignedIn()
    ? apiClient.post<CartChangeResponse>(`/api/store/v3/customer/estore/cart/item/update/${itemUuid}`, body)
    : apiClient
        .post<CartChangeResponse>('/api/store/v3/public/customer/estore/cart/item/update', {
          ...body,
          cart_item_uuid: itemUuid,
          ...guestCart(),
        })
        .then(remember);
}

/** POST /api/store/v4/(public/)customer/estore/cart/item/delete: count and total for customers, cart id for guests (spec §6). */
export function removeCartItems(itemUuids: string[], current: { count: number; total: number }) {
  const body = isSignedIn()
    ? { cart_items: itemUuids, cart_count: current.count, cart_total_amount: current.total }
    : { cart_items: itemUuids, ...guestCart() };
  return apiClient.post<CartChangeResponse>(cartUrl('v4', 'cart/item/delete'), body).then(remember);
}

/** POST /api/store/v5/(public/)customer/estore/cart/delivery_type/update. */
export function updateDeliveryType(body: Omit<DeliveryTypeUpdateBody, 'cart_uuid'>) {
  return apiClient.post<{ message: string }>(cartUrl('v5', 'cart/delivery_type/update'), { ...body, ...guestCart() });
}

/** A cart change as a mutation that refetches the cart when it succeeds. */
export function useCartChange<Args extends unknown[], Result>(change: (...args: Args) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => change(...args),
    onSuccess: () => refresh(client),
  });
}
