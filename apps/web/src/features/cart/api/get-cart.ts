import { EMPTY_CART } from '@storefront/contracts/empty-cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError, type ResponseOf } from '@/lib/api-client';
import { clearCartId, getCartId } from '@/lib/cart-id';
import { type CustomerPosition, positionParams } from '@/lib/position';
import { getStoredUser, isSignedIn, type StoredUser, useStoredUser } from '@/lib/stored-user';
import { cartUrl } from './cart-url';

export { EMPTY_CART };

export type Cart = ResponseOf<'post', '/api/store/v5/public/customer/estore/cart/item/list'>;

/**
 * POST /api/store/v5/(public/)customer/estore/cart/item/list. A guest without a cart id has an empty
 * cart; an id the server no longer knows is dropped. A signed-in customer still holding a guest cart
 * id sends it once: the server joins that cart into theirs, and the cookie goes.
 */
export async function getCart(position: CustomerPosition, signal?: AbortSignal): Promise<Cart> {
  const guestCart = getCartId();
  if (!isSignedIn() && !guestCart) return EMPTY_CART;
  const body = { ...positionParams(position), ...(guestCart ? { cart_uuid: guestCart } : {}) };
  try {
    const cart = await api.post(cartUrl('v5', 'cart/item/list'), { body, signal });
    if (isSignedIn() && guestCart) clearCartId();
    return cart;
  } catch (error) {
    if (isApiError(error) && error.kind === 'not-found' && guestCart) {
      clearCartId();
      return isSignedIn() ? getCart(position, signal) : EMPTY_CART;
    }
    throw error;
  }
}

export const CART_QUERY_KEY = ['cart'] as const;

export const cartQueryOptions = (who: string, position: CustomerPosition) =>
  queryOptions({
    queryKey: [...CART_QUERY_KEY, who, position],
    queryFn: ({ signal }) => getCart(position, signal),
    staleTime: 15_000,
    // A new position is a new query: the same customer's cart stays on screen while it loads, so
    // Checkout is not swapped for a skeleton (which unmounted its form and lost what was typed, issue 26).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === who ? previous : undefined),
  });

/** Whose cart the query holds: the signed-in customer's uuid, or 'guest'. */
const ownerOf = (user: StoredUser | null) => user?.customer.uuid ?? 'guest';
export const cartOwner = () => ownerOf(getStoredUser());

/** The cart of whoever is browsing: refetched when they sign in or out and when their position changes. */
export function useCart(position: CustomerPosition) {
  return useQuery(cartQueryOptions(ownerOf(useStoredUser()), position));
}
