/**
 * Pay with points on a customer's cart (issue 21; spec §2 'Points Redeemed', §3 Cart points_used /
 * points_value; docs/adr/0024-pay-with-points.md). The cart stores the points the customer chose
 * (`carts.points_used`); what it uses is worked out each time it is priced: as many of them as still fit
 * what is due after the discounts and the balance the customer holds now (domain deductions.ts), so a
 * cart that shrank or a balance that dropped shows fewer — never an error. Checkout spends what the cart
 * uses. The balance and the merchant's offer come through a port (filled by flows/loyalty-ports.ts).
 */
import { applyDeductions, type Deductions, mostUsablePoints } from '@storefront/domain/deductions';

/** The loyalty ledger and the merchant's settings as the cart needs them. */
export type PointsTender = {
  /** What one point pays (centavos) at this merchant; null while it does not take points at checkout. */
  centavosPerPoint(merchantId: number): Promise<number | null>;
  /** The customer's points now. */
  balance(merchantId: number, customerId: number): Promise<number>;
};

/** What this cart's owner may pay with; null: nothing (a guest, or a merchant not taking points). */
export type PointsOffer = { centavosPerPoint: number; balance: number } | null;

/** The cart's amounts before any tender (centavos). */
export type Discounted = { computedTotal: number; voucherDiscount: number; specialDiscount: number };

/** The points on a priced cart, and the deductions with them. */
export type CartPoints = {
  offer: PointsOffer;
  /** The amounts the points were priced on: another choice is priced on the same (redeem's answer). */
  discounted: Discounted;
  /** The most points this cart can take now. */
  max: number;
  /** The points it uses: the customer's choice, lowered to `max`. */
  used: number;
  /** What they pay (centavos). */
  value: number;
  deductions: Deductions;
};

/** The chosen points priced on the cart's amounts (the one order of deductions: domain applyDeductions). */
export function pointsOnCart(discounted: Discounted, offer: PointsOffer, chosen: number): CartPoints {
  const { dueAfterDiscounts } = applyDeductions(discounted);
  const max = offer ? mostUsablePoints({ dueAfterDiscounts, ...offer }) : 0;
  const used = Math.min(Math.max(0, chosen), max);
  const value = offer ? used * offer.centavosPerPoint : 0;
  return { offer, discounted, max, used, value, deductions: applyDeductions({ ...discounted, pointsValue: value }) };
}

/** The offer for a cart's owner: read only for a signed-in customer at a merchant taking points. */
export async function pointsOfferFor(
  tender: PointsTender | undefined,
  merchantId: number,
  customerId: number | null,
): Promise<PointsOffer> {
  if (!tender || customerId === null) return null;
  const centavosPerPoint = await tender.centavosPerPoint(merchantId);
  if (centavosPerPoint === null) return null;
  return { centavosPerPoint, balance: await tender.balance(merchantId, customerId) };
}
