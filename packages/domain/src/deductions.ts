/**
 * The order of deductions from a cart's or an order's total (issue 21; spec §9 "Cart total"), the one
 * definition the cart, checkout and orders use, in centavos:
 *
 *   subtotal + fees                         the computed total
 *   − the promo code's discount             (off items or off fees, by the code's kind)
 *   − the Senior Citizen / PWD discount     (computed on the item prices, before any tender)
 *   = due after discounts
 *   − points redeemed (their peso value)    a tender: at most what is still due
 *   − medicine wallet credits               a tender: at most what is still due after points
 *   = the total to pay, never below 0.
 *
 * Discounts reduce the price; points and wallet credits only pay part of it, so they never change the
 * base a discount is computed on, and a tender is never used beyond what it pays for.
 */
export type DeductionsInput = {
  /** Subtotal and fees. */
  computedTotal: number;
  voucherDiscount?: number | null;
  specialDiscount?: number | null;
  /** The peso value (centavos) of the points the customer chose to redeem. */
  pointsValue?: number | null;
  /** The medicine wallet credits the customer applied. */
  walletCredits?: number | null;
};

export type Deductions = {
  /** What is owed once the discounts are taken: what the tenders may pay. */
  dueAfterDiscounts: number;
  /** The part of the points' value used (≤ what was redeemed). */
  pointsApplied: number;
  /** The part of the wallet credits used (≤ what was applied). */
  walletApplied: number;
  /** What remains to pay by the chosen payment method. */
  total: number;
};

const amount = (value: number | null | undefined, name: string): number => {
  const centavos = value ?? 0;
  if (!Number.isInteger(centavos) || centavos < 0)
    throw new RangeError(`${name} must be non-negative integer centavos: ${centavos}`);
  return centavos;
};

export function applyDeductions(input: DeductionsInput): Deductions {
  const computed = amount(input.computedTotal, 'computedTotal');
  const voucher = amount(input.voucherDiscount, 'voucherDiscount');
  const special = amount(input.specialDiscount, 'specialDiscount');
  const dueAfterDiscounts = Math.max(0, computed - voucher - special);
  const pointsApplied = Math.min(amount(input.pointsValue, 'pointsValue'), dueAfterDiscounts);
  const walletApplied = Math.min(amount(input.walletCredits, 'walletCredits'), dueAfterDiscounts - pointsApplied);
  return {
    dueAfterDiscounts,
    pointsApplied,
    walletApplied,
    total: dueAfterDiscounts - pointsApplied - walletApplied,
  };
}

/**
 * The most points a cart can take: as many whole points as fit what is due after the discounts (points
 * pay before wallet credits, so credits already applied do not lower it), and no more than the customer
 * holds. `centavosPerPoint`: what one point pays (100 for ₱1).
 */
export function mostUsablePoints(input: {
  dueAfterDiscounts: number;
  balance: number;
  centavosPerPoint: number;
}): number {
  const due = amount(input.dueAfterDiscounts, 'dueAfterDiscounts');
  if (!Number.isInteger(input.centavosPerPoint) || input.centavosPerPoint <= 0)
    throw new RangeError(`not a point value: ${input.centavosPerPoint}`);
  if (!Number.isInteger(input.balance) || input.balance < 0) throw new RangeError(`not a balance: ${input.balance}`);
  return Math.min(input.balance, Math.floor(due / input.centavosPerPoint));
}
