/**
 * The cart's changes: add, update, remove, delivery type (spec §7 "Cart"). Each one refetches the
 * cart afterwards, so every screen shows the server's numbers.
 */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf, type ResponseOf } from '@/lib/api-client';
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

type CartChangeResponse = ResponseOf<'post', '/api/store/v5/public/customer/estore/cart/item/add'>;

const remember = <R extends Pick<CartChangeResponse, 'cart_uuid'>>(response: R) => {
  if (!isSignedIn() && response.cart_uuid) saveCartId(response.cart_uuid);
  return response;
};

const refresh = (client: QueryClient) => client.invalidateQueries({ queryKey: CART_QUERY_KEY });

type AddBody = BodyOf<'post', '/api/store/v5/public/customer/estore/cart/item/add'>;

export type LineChoice = Pick<AddBody, 'variation_code' | 'add_ons' | 'remarks' | 'quantity'>;

/** POST /api/store/v5/(public/)customer/estore/cart/item/add. Response: cart_uuid for guests. */
export function addCartItem(
  line: LineChoice & Pick<AddBody, 'branch_uuid' | 'product_uuid'>,
  position: CustomerPosition,
) {
  return api
    .post(cartUrl('v5', 'cart/item/add'), { body: { ...line, ...positionParams(position), ...guestCart() } })
    .then(remember);
}

/** POST /v3/customer/estore/cart/item/update/{uuid} or /v3/public/customer/estore/cart/item/update. */
export function updateCartItem(itemUuid: string, line: LineChoice, position: CustomerPosition) {
  const body = { ...line, ...positionParams(position) };
  return isSignedIn()
    ? api.post('/api/store/v3/customer/estore/cart/item/update/{cart_item_uuid}', {
        path: { cart_item_uuid: itemUuid },
        body,
      })
    : api
        .post('/api/store/v3/public/customer/estore/cart/item/update', {
          // A guest with a line to update has a cart id; the server answers 422 if it went missing.
          body: { ...body, cart_item_uuid: itemUuid, cart_uuid: getCartId() ?? '' },
        })
        .then(remember);
}

/** POST /api/store/v4/(public/)customer/estore/cart/item/delete: count and total for customers, cart id for guests (spec §6). */
export function removeCartItems(itemUuids: string[], current: { count: number; total: number }) {
  const body = isSignedIn()
    ? { cart_items: itemUuids, cart_count: current.count, cart_total_amount: current.total }
    : { cart_items: itemUuids, ...guestCart() };
  return api.post(cartUrl('v4', 'cart/item/delete'), { body }).then(remember);
}

/** POST /api/store/v5/(public/)customer/estore/cart/delivery_type/update. */
export function updateDeliveryType(
  body: Omit<BodyOf<'post', '/api/store/v5/public/customer/estore/cart/delivery_type/update'>, 'cart_uuid'>,
) {
  return api.post(cartUrl('v5', 'cart/delivery_type/update'), { body: { ...body, ...guestCart() } });
}

/** A cart change as a mutation that refetches the cart when it succeeds. */
export function useCartChange<Args extends unknown[], Result>(change: (...args: Args) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => change(...args),
    onSuccess: () => refresh(client),
  });
}
