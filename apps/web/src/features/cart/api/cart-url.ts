import { isSignedIn } from '@/lib/stored-user';

/**
 * Spec §4 "Cart": signed-in versus guest decides which endpoint family every cart call uses.
 * `cartUrl('v5', 'cart/item/add')` → /api/store/v5/customer/estore/cart/item/add, or
 * /api/store/v5/public/customer/estore/cart/item/add for a guest.
 */
export const cartUrl = (version: string, call: string): string =>
  `/api/store/${version}/${isSignedIn() ? '' : 'public/'}customer/estore/${call}`;
