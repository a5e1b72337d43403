/**
 * How the cart reads on screen (spec §2 "Cart screen", "Navbar"; §4 "Cart"), as plain functions of the
 * server's cart: the numbers are the server's, only their wording is decided here.
 */
import type { Cart, CartBranchEntry, CartItem } from '@storefront/contracts/cart';
import { branchLabel as brandBranchLabel } from '@storefront/domain/branch-label';
import { sumToCentavos } from '@storefront/domain/money';

/**
 * 'Brand · Branch' (domain `branchLabel`: the brand once when the branch name repeats it): a group's
 * heading, the schedule modal's subtitle, and the mini cart's subtitle for a single branch.
 */
export const branchLabel = (entry: Pick<CartBranchEntry, 'brand_name' | 'branch_name'>) =>
  brandBranchLabel(entry.brand_name, entry.branch_name);

/** One 'attribute - value' per line, for variable products only. */
export const attributeLines = (item: CartItem): string[] =>
  item.product_inventory.product_details.type === 'variable'
    ? item.product_inventory.decoded_variation_code.map((d) => `${d.attribute} - ${d.value}`)
    : [];

/** Add-ons joined by ' + '; empty when none. */
export const addOnText = (item: CartItem): string => item.add_ons.map((a) => a.name).join(' + ');

/**
 * The mini cart's subtitle: the number of branches, or the branch's label when there is one (spec §2
 * "brand (branch) when single": the same 'Brand · Branch' as the Cart screen's heading, so the customer
 * reads one name for one place).
 */
export function miniCartSubtitle(cart: Pick<Cart, 'list'>): string {
  const [only] = cart.list;
  if (cart.list.length === 1 && only) return branchLabel(only);
  return `${cart.list.length} branches`;
}

/** The fee a branch that delivers charges (the server's name; a free_delivery promo code waives it). */
export const DELIVERY_FEE = 'Delivery Fee';

/** One line of the summary's fees: the fee's name and its amount over every branch, in centavos. */
export type FeeLine = { name: string; centavos: number | null };

/**
 * The summary's fees, one line per fee name in the order the branches list them (spec §2: 'Delivery
 * Fee' when a branch delivers). A line's amount is the sum over the branches that charge it, added in
 * centavos so no float dust can show; null when none has a calculated amount (shown as FREE, domain
 * `deliveryFeeLabel`).
 */
export function feeLines(cart: Pick<Cart, 'list'>): FeeLine[] {
  const amounts = new Map<string, number[]>();
  for (const fee of cart.list.flatMap((e) => e.fees)) {
    const seen = amounts.get(fee.name) ?? [];
    if (fee.calculated_amount !== null) seen.push(fee.calculated_amount);
    amounts.set(fee.name, seen);
  }
  return [...amounts].map(([name, list]) => ({ name, centavos: list.length ? sumToCentavos(list) : null }));
}

/** Spec §2: a free_delivery promo code strikes the Delivery Fee through (the server's total leaves it out). */
export const deliveryWaived = (voucher: Cart['voucher_info']) => voucher?.promo_code_type === 'free_delivery';

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

/** Where a cart group is shown: the Cart screen, the navbar's dropdown, or Checkout. */
export type CartVariant = 'page' | 'dropdown' | 'checkout';

/**
 * The id of a part's minimum-order notice (ADR 0034), by where it shows: the screen's Checkout or Place
 * Order names the notices it waits on (aria-describedby). One per variant, so the dropdown open over the
 * Cart screen never repeats an id.
 */
export const minimumNoticeId = (variant: CartVariant, branchUuid: string) => `minimum-order-${variant}-${branchUuid}`;

/**
 * The ids of the notices of every delivery part short of its branch's minimum, as the server flagged them:
 * while there is one, the cart cannot be checked out (the server would refuse it).
 */
export const shortPartNoticeIds = (cart: Pick<Cart, 'list'>, variant: CartVariant): string[] =>
  cart.list.filter((e) => e.minimum_order_shortfall !== null).map((e) => minimumNoticeId(variant, e.branch_uuid));
