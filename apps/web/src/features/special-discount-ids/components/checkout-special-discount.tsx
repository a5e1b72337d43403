/**
 * What Checkout loads, lazily, of this feature: the ID list for the Discount modal's slot and the
 * dialogs. The route imports this module only with import(), so neither Checkout's first load nor the
 * entry's list of route dependencies (every page's first load) grows with it.
 */
import {
  type CartForSpecialDiscount,
  cartTakesSpecialDiscount,
  offeredDiscountTypes,
  type SpecialDiscountSetting,
} from '../special-discount-view';
import { SpecialDiscountDialogs, type SpecialDiscountDialogsProps } from './special-discount-dialogs';
import { SpecialDiscountIds, type SpecialDiscountIdsProps } from './special-discount-ids';

type Settings = { settings: readonly SpecialDiscountSetting[] | undefined };

/**
 * Spec §2: the Senior Citizen / PWD ID section of the Discount modal, shown only when the merchant offers
 * the discount on the e-store, the cart has an eligible item and the cart is from one branch.
 */
export function CheckoutSpecialDiscountIds({
  settings,
  cart,
  ...list
}: Settings & { cart: CartForSpecialDiscount } & Omit<SpecialDiscountIdsProps, 'title' | 'level'>) {
  if (offeredDiscountTypes(settings).length === 0 || !cartTakesSpecialDiscount(cart)) return null;
  return <SpecialDiscountIds title="Senior Citizen / PWD ID" level={3} {...list} />;
}

/** The Upload modal or the Delete dialog, over Checkout while the Discount modal steps aside. */
export function CheckoutSpecialDiscountDialogs({
  settings,
  ...props
}: Settings & Omit<SpecialDiscountDialogsProps, 'offered'>) {
  return <SpecialDiscountDialogs offered={offeredDiscountTypes(settings)} {...props} />;
}
