/**
 * What Checkout loads, lazily, of this feature: the ID section for the Discount modal's slot (the IDs as
 * choices for the cart, the terms, Confirm) and the dialogs. The route imports this module only with
 * import(), so neither Checkout's first load nor the entry's list of route dependencies (every page's
 * first load) grows with it.
 */
import type { Cart } from '@storefront/contracts/cart';
import {
  cartSelection,
  offeredDiscountTypes,
  type SpecialDiscountSetting,
  selectionKey,
} from '../special-discount-view';
import { CartSpecialDiscount, type CartSpecialDiscountProps } from './cart-special-discount';
import { SpecialDiscountDialogs, type SpecialDiscountDialogsProps } from './special-discount-dialogs';

type Settings = { settings: readonly SpecialDiscountSetting[] | undefined };

/**
 * Spec §2: the Senior Citizen / PWD ID section of the Discount modal, shown only when the server says the
 * cart takes the discount (`special_discount_available`: offered on the e-store, an eligible item, one
 * branch). The merchant's terms come from store details special_discount[0].
 */
export function CheckoutSpecialDiscountIds({
  settings,
  cart,
  ...props
}: Settings &
  Omit<CartSpecialDiscountProps, 'terms' | 'cart'> & {
    cart: Pick<Cart, 'special_discount' | 'special_discount_available'>;
  }) {
  if (!cart.special_discount_available) return null;
  // A new selection on the cart (a promo code cleared it, an ID was deleted) starts the choice again.
  const key = selectionKey(cartSelection(cart.special_discount));
  return <CartSpecialDiscount key={key} cart={cart} terms={settings?.[0]} {...props} />;
}

/** The Upload modal or the Delete dialog, over Checkout while the Discount modal steps aside. */
export function CheckoutSpecialDiscountDialogs({
  settings,
  ...props
}: Settings & Omit<SpecialDiscountDialogsProps, 'offered'>) {
  return <SpecialDiscountDialogs offered={offeredDiscountTypes(settings)} {...props} />;
}
