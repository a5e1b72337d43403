/**
 * The Senior Citizen / PWD discount, by the law's arithmetic (RA 9994 for seniors, RA 10754 for persons
 * with disability, BIR RR 7-2010 for the VAT treatment): on eligible items bought for the holder's own
 * use, 20% off the price without VAT, and no VAT at all when the merchant is VAT-registered.
 *
 * - VAT-registered merchant: ₱112.00 (VAT-inclusive) → ₱100.00 without VAT → the customer pays ₱80.00;
 *   the discount line is ₱32.00 (₱12.00 VAT exemption + ₱20.00, the 20%).
 * - Not VAT-registered: 20% of the price (₱112.00 → pays ₱89.60; discount ₱22.40).
 * - An item on sale gets the sale or the discount, whichever costs the customer less, never both.
 * - Add-ons follow their item (their price is part of the unit price); delivery fees are never discounted.
 * - "For their own use": a merchant may cap the quantity each ID covers, per product and per category
 *   (a restaurant: one meal set; a pharmacy: a prescription's quantity). The units covered go to the
 *   lines where the discount is largest first, so the cap never costs the customer more than it must.
 * - Rounding: per line (unit price × units covered), the price without VAT and the price paid are each
 *   rounded half up to the centavo; the discount is what the line cost minus what it costs now, so the
 *   parts always add up to the line exactly.
 *
 * Grocers' 5% on basic necessities (for seniors, under DTI–DA JAO 17-02) is out of scope (ADR).
 * Amounts are integer centavos. The server prices with this; the browser shows what the server answered.
 */
import { paymentFlow } from './payment-methods';

export const SPECIAL_DISCOUNT_PERCENT = 20;
export const VAT_PERCENT = 12;

export type SpecialDiscountPolicy = {
  /** The merchant is VAT-registered: eligible items are also VAT-exempt. */
  vatRegistered: boolean;
  /** Units of one product each ID covers; null: no cap. */
  maxUnitsPerProduct: number | null;
  /** Units of one category's products each ID covers, by category id; a category not named has no cap. */
  maxUnitsPerCategory: Readonly<Record<number, number>>;
};

export type SpecialDiscountLine = {
  /** The cart line's own key (so the answer can be matched back). */
  key: string;
  productUuid: string;
  categoryId: number;
  /** The product takes the discount (enable_special_discount). */
  eligible: boolean;
  quantity: number;
  /** One unit at its regular price, add-ons included (VAT-inclusive, centavos). */
  unitRegular: number;
  /** One unit at its sale price, add-ons included, when on sale; else null. */
  unitSale: number | null;
};

export type DiscountedLine = {
  key: string;
  /** Units the discount covers (capped by the policy). */
  units: number;
  /** What those units cost before the discount (at the sale price when on sale). */
  before: number;
  /** What those units cost now. */
  after: number;
  /** before − after. */
  discount: number;
  /** Of the discount: the VAT no longer charged (0 when not VAT-registered, or the sale was better). */
  vatExemption: number;
  /** The units' price without VAT: the invoice's VAT-exempt sale (0 when not VAT-exempt). */
  vatExemptSale: number;
};

export type SpecialDiscountResult = {
  lines: DiscountedLine[];
  /** Everything taken off: the cart's special_discount_computed_amount. */
  total: number;
  vatExemption: number;
  vatExemptSale: number;
};

/** a / b rounded half up, for non-negative integers. */
const roundDiv = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

/** One unit's price with the discount, and the parts of it, from its regular price. */
function discountedUnits(regularTotal: number, vatRegistered: boolean) {
  const withoutVat = vatRegistered ? roundDiv(regularTotal * 100, 100 + VAT_PERCENT) : regularTotal;
  const after = roundDiv(withoutVat * (100 - SPECIAL_DISCOUNT_PERCENT), 100);
  return { withoutVat, after };
}

/** What the discount takes off `units` of a line, or nothing when the sale is as good. */
function priceLine(line: SpecialDiscountLine, units: number, vatRegistered: boolean): DiscountedLine {
  const before = (line.unitSale ?? line.unitRegular) * units;
  const { withoutVat, after } = discountedUnits(line.unitRegular * units, vatRegistered);
  if (after >= before)
    return { key: line.key, units: 0, before: 0, after: 0, discount: 0, vatExemption: 0, vatExemptSale: 0 };
  return {
    key: line.key,
    units,
    before,
    after,
    discount: before - after,
    vatExemption: vatRegistered ? line.unitRegular * units - withoutVat : 0,
    vatExemptSale: vatRegistered ? withoutVat : 0,
  };
}

/**
 * The special discount on a cart's lines for `idCount` IDs (one per discount type selected). Each ID
 * covers up to the policy's caps; lines not eligible, and lines where the sale is better, get nothing.
 */
export function computeSpecialDiscount(
  lines: readonly SpecialDiscountLine[],
  policy: SpecialDiscountPolicy,
  idCount: number,
): SpecialDiscountResult {
  const result: SpecialDiscountResult = { lines: [], total: 0, vatExemption: 0, vatExemptSale: 0 };
  if (idCount < 1) return result;
  assertLines(lines);

  // Largest discount per unit first, so caps leave out the cheapest savings.
  const perUnit = (line: SpecialDiscountLine) => priceLine(line, 1, policy.vatRegistered).discount;
  const candidates = lines
    .filter((line) => line.eligible && line.quantity > 0)
    .map((line, index) => ({ line, index, saving: perUnit(line) }))
    .sort((a, b) => b.saving - a.saving || a.index - b.index);

  const productLeft = new Map<string, number>();
  const categoryLeft = new Map<number, number>();
  const covered = new Map<string, DiscountedLine>();
  for (const { line, saving } of candidates) {
    if (saving === 0) continue;
    const byProduct = productLeft.get(line.productUuid) ?? capFor(policy.maxUnitsPerProduct, idCount);
    const byCategory =
      categoryLeft.get(line.categoryId) ?? capFor(policy.maxUnitsPerCategory[line.categoryId], idCount);
    const units = Math.min(line.quantity, byProduct, byCategory);
    if (units <= 0) continue;
    productLeft.set(line.productUuid, byProduct - units);
    categoryLeft.set(line.categoryId, byCategory - units);
    covered.set(line.key, priceLine(line, units, policy.vatRegistered));
  }

  for (const line of lines) {
    const priced = covered.get(line.key);
    if (!priced || priced.discount === 0) continue;
    result.lines.push(priced);
    result.total += priced.discount;
    result.vatExemption += priced.vatExemption;
    result.vatExemptSale += priced.vatExemptSale;
  }
  return result;
}

const capFor = (perId: number | null | undefined, idCount: number) =>
  perId === null || perId === undefined ? Number.POSITIVE_INFINITY : perId * idCount;

function assertLines(lines: readonly SpecialDiscountLine[]) {
  for (const line of lines) {
    for (const [name, value] of [
      ['quantity', line.quantity],
      ['unitRegular', line.unitRegular],
      ['unitSale', line.unitSale ?? 0],
    ] as const) {
      if (!Number.isInteger(value) || value < 0)
        throw new RangeError(`${name} must be a non-negative integer: ${value}`);
    }
  }
}

// ——— The discount on an order (ADR 0020) ———

export type RejectedAction = 'proceed' | 'cancel';

/**
 * What happens to an order if the store rejects its ID (spec §4): the customer's choice, except that
 * 'proceed' — the order at the full price — is not offered once points paid part of it (the points
 * would have been taken off a total that no longer holds), so it becomes 'cancel'. With several IDs on
 * one order, any 'cancel' wins: the customer did not want the order without that discount.
 */
export function effectiveRejectedAction(
  chosen: RejectedAction | readonly RejectedAction[],
  pointsUsed: number,
): RejectedAction {
  const choices: readonly RejectedAction[] = typeof chosen === 'string' ? [chosen] : chosen;
  if (pointsUsed > 0 || choices.includes('cancel')) return 'cancel';
  return 'proceed';
}

/**
 * Whether an order's payment waits for the store to check its ID: an online method (card, e-wallet,
 * Paynamics, bank deposit — everything but cash on delivery) is charged only once the discount is
 * decided, so no money ever needs returning (a rejection) or topping up (a rejection with 'proceed').
 * Cash is collected at the door, at whatever the total is by then.
 */
export function paymentWaitsForValidation(order: {
  specialDiscountTypes: readonly string[];
  specialDiscountApproved: number | null;
  paymentMethod: string;
}): boolean {
  return (
    order.specialDiscountTypes.length > 0 &&
    order.specialDiscountApproved === null &&
    paymentFlow(order.paymentMethod).kind !== 'cash'
  );
}
