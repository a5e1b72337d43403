import { isSignedIn } from '@/lib/stored-user';

/** A store call's path in the signed-in or the guest family; the api client checks both are documented. */
export type StorePath<V extends string, C extends string> = `/api/store/${V}/${'' | 'public/'}customer/estore/${C}`;

/**
 * Spec §4 "Cart": signed-in versus guest decides which endpoint family every cart call uses.
 * `cartUrl('v5', 'cart/item/add')` → /api/store/v5/customer/estore/cart/item/add, or
 * /api/store/v5/public/customer/estore/cart/item/add for a guest.
 */
export const cartUrl = <V extends string, C extends string>(version: V, call: C): StorePath<V, C> =>
  `/api/store/${version}/${isSignedIn() ? '' : 'public/'}customer/estore/${call}` as StorePath<V, C>;
