/**
 * How the cart reads on screen (spec §2 "Cart screen", "Navbar"; §4 "Cart"), as plain functions of the
 * server's cart: the numbers are the server's, only their wording is decided here.
 */
import type { Cart, CartBranchEntry, CartItem } from '@storefront/contracts/cart';
import { sumToCentavos } from '@storefront/domain/money';

/** 'Brand (Branch)': a group's heading, and the mini cart's subtitle for a single branch. */
export const branchLabel = (entry: Pick<CartBranchEntry, 'brand_name' | 'branch_name'>) =>
  `${entry.brand_name} (${entry.branch_name})`;

/** One 'attribute - value' per line, for variable products only. */
export const attributeLines = (item: CartItem): string[] =>
  item.product_inventory.product_details.type === 'variable'
    ? item.product_inventory.decoded_variation_code.map((d) => `${d.attribute} - ${d.value}`)
    : [];

/** Add-ons joined by ' + '; empty when none. */
export const addOnText = (item: CartItem): string => item.add_ons.map((a) => a.name).join(' + ');

/** The mini cart's subtitle: the number of branches, or 'Brand (Branch)' when there is one. */
export function miniCartSubtitle(cart: Pick<Cart, 'list'>): string {
  const [only] = cart.list;
  if (cart.list.length === 1 && only) return branchLabel(only);
  return `${cart.list.length} branches`;
}

/**
 * The cart's delivery fees in integer centavos: null when no branch has a calculated amount (shown as
 * FREE, domain `deliveryFeeLabel`), else their sum, added in centavos so no float dust can show.
 */
export function deliveryFeeTotal(cart: Pick<Cart, 'list'>): number | null {
  const amounts = cart.list
    .flatMap((e) => e.fees.filter((f) => f.name === 'Delivery Fee'))
    .map((f) => f.calculated_amount)
    .filter((a): a is number => a !== null);
  return amounts.length ? sumToCentavos(amounts) : null;
}

/** Spec §2: a free_delivery promo code strikes the Delivery Fee through (the server's total leaves it out). */
export const deliveryWaived = (voucher: Cart['voucher_info']) => voucher?.promo_code_type === 'free_delivery';

/** Whether any line of the cart is delivered (the Delivery Fee line shows only then). */
export const hasDelivery = (cart: Pick<Cart, 'list'>) =>
  cart.list.some((e) => e.delivery_type === 'deliver_now' || e.delivery_type === 'scheduled_delivery');

/**
 * Spec §4: a cart message containing 'removed from cart' opens the prompt; on Checkout so does one
 * containing 'logistic type is not available' (but not 'retrieved cart').
 */
export function cartPromptMessage(message: string, screen: 'cart' | 'checkout'): string | null {
  if (message.includes('removed from cart')) return message;
  if (
    screen === 'checkout' &&
    message.includes('logistic type is not available') &&
    !message.includes('retrieved cart')
  ) {
    return message;
  }
  return null;
}
