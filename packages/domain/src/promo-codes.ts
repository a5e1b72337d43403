/**
 * Promo codes (spec §2 "Discount modal", §3 voucher_info / voucher_amount, §5 "Promo code"): whether a
 * code applies to a cart and what it takes off, in integer centavos. The server prices with this; the
 * browser only shows what the server answered.
 *
 * Kinds (`promo_code_type` on the wire, docs/adr/0016-promo-codes.md): the spec's `free_delivery` (the
 * delivery fees of the branches it covers are waived) and `delivery_discount` (a fixed amount off each
 * covered branch's delivery fee, down to zero), plus `percentage` (a percent of the covered items'
 * subtotal, optionally capped) and `fixed_amount` (a fixed amount off the covered items' subtotal,
 * down to zero).
 */
import { formatCentavos } from './money';

export const PROMO_KINDS = ['free_delivery', 'delivery_discount', 'percentage', 'fixed_amount'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** Whether a code of this kind takes off items (percentage, fixed amount) rather than delivery fees. */
export const promoTakesOffItems = (kind: string | null): boolean => kind === 'percentage' || kind === 'fixed_amount';

/** Spec §9: the applied-discount label shows at most 11 characters of the code. */
export const PROMO_LABEL_MAX_CHARS = 11;

export type PromoRule = {
  code: string;
  kind: PromoKind;
  /** Percent (1–100) for `percentage`; centavos for `fixed_amount` and `delivery_discount`; unused for `free_delivery`. */
  value: number;
  /** Largest discount in centavos (`percentage` only); null = no cap. */
  capCentavos: number | null;
  /** The covered items' subtotal must reach this (centavos; 0 = none). */
  minSubtotalCentavos: number;
  /** Validity window; null ends are open. */
  startsAt: Date | null;
  endsAt: Date | null;
  /** Branch uuids it covers; null = every branch. */
  branchUuids: readonly string[] | null;
  /** Category ids it covers; null = every category. */
  categoryIds: readonly number[] | null;
  /** Uses allowed in all (null = unlimited) and per customer (null = unlimited). */
  totalLimit: number | null;
  perCustomerLimit: number | null;
};

/** Uses counted so far: by everyone, and by the customer asking. */
export type PromoUsage = { total: number; byCustomer: number };

export type PromoCartBranch = {
  branchUuid: string;
  /** This branch's delivery fee in centavos when it delivers (null = no fee, shown FREE); undefined for pickup. */
  deliveryFeeCentavos?: number | null;
  lines: readonly { categoryId: number; amountCentavos: number }[];
};

export type PromoDiscount = {
  /** Off the items, per branch uuid (centavos). */
  itemsOff: Record<string, number>;
  /** Off the delivery fee, per branch uuid (centavos). */
  feeOff: Record<string, number>;
  /** Everything taken off: the cart's voucher_amount (centavos). */
  total: number;
  /** The branches whose fee is waived (free_delivery): the fee is struck through on screen. */
  freeDeliveryBranches: string[];
};

export type PromoRefusal =
  | { reason: 'not_started'; startsAt: Date }
  | { reason: 'expired' }
  | { reason: 'used_up' }
  | { reason: 'used_by_customer' }
  | { reason: 'other_branches' }
  | { reason: 'other_items' }
  | { reason: 'delivery_only' }
  | { reason: 'minimum'; minSubtotalCentavos: number; shortCentavos: number };

export type PromoResult = { applies: true; discount: PromoDiscount } | ({ applies: false } & PromoRefusal);

/**
 * Whether `rule` applies to the cart at `now` given the uses so far, and if so what it takes off.
 * Checks in the order a customer can act on: the window and limits first (nothing to do about them),
 * then what the cart holds.
 */
export function evaluatePromo(
  rule: PromoRule,
  cart: readonly PromoCartBranch[],
  usage: PromoUsage,
  now: Date,
): PromoResult {
  if (rule.startsAt && now < rule.startsAt) return { applies: false, reason: 'not_started', startsAt: rule.startsAt };
  if (rule.endsAt && now >= rule.endsAt) return { applies: false, reason: 'expired' };
  if (rule.totalLimit !== null && usage.total >= rule.totalLimit) return { applies: false, reason: 'used_up' };
  if (rule.perCustomerLimit !== null && usage.byCustomer >= rule.perCustomerLimit)
    return { applies: false, reason: 'used_by_customer' };

  const branches = cart.filter((b) => rule.branchUuids === null || rule.branchUuids.includes(b.branchUuid));
  if (branches.length === 0) return { applies: false, reason: 'other_branches' };
  const covered = branches
    .map((b) => ({
      branch: b,
      subtotal: b.lines
        .filter((l) => rule.categoryIds === null || rule.categoryIds.includes(l.categoryId))
        .reduce((sum, l) => sum + l.amountCentavos, 0),
      hasLines: b.lines.some((l) => rule.categoryIds === null || rule.categoryIds.includes(l.categoryId)),
    }))
    .filter((c) => c.hasLines);
  if (covered.length === 0) return { applies: false, reason: 'other_items' };

  const subtotal = covered.reduce((sum, c) => sum + c.subtotal, 0);
  if (subtotal < rule.minSubtotalCentavos)
    return {
      applies: false,
      reason: 'minimum',
      minSubtotalCentavos: rule.minSubtotalCentavos,
      shortCentavos: rule.minSubtotalCentavos - subtotal,
    };

  const itemsOff: Record<string, number> = {};
  const feeOff: Record<string, number> = {};
  const freeDeliveryBranches: string[] = [];

  if (rule.kind === 'free_delivery' || rule.kind === 'delivery_discount') {
    const delivering = covered.filter((c) => c.branch.deliveryFeeCentavos !== undefined);
    if (delivering.length === 0) return { applies: false, reason: 'delivery_only' };
    for (const { branch } of delivering) {
      const fee = branch.deliveryFeeCentavos ?? 0;
      if (rule.kind === 'free_delivery') {
        feeOff[branch.branchUuid] = fee;
        freeDeliveryBranches.push(branch.branchUuid);
      } else {
        feeOff[branch.branchUuid] = Math.min(fee, rule.value);
      }
    }
  } else {
    const wanted =
      rule.kind === 'percentage'
        ? Math.min(percentOf(subtotal, rule.value), rule.capCentavos ?? Number.POSITIVE_INFINITY)
        : rule.value;
    Object.assign(
      itemsOff,
      spread(
        Math.min(wanted, subtotal),
        covered.map((c) => [c.branch.branchUuid, c.subtotal]),
      ),
    );
  }

  const total = [...Object.values(itemsOff), ...Object.values(feeOff)].reduce((sum, v) => sum + v, 0);
  return { applies: true, discount: { itemsOff, feeOff, total, freeDeliveryBranches } };
}

/** `percent` of `centavos`, to the nearest centavo (half up). */
export function percentOf(centavos: number, percent: number): number {
  return Math.round((centavos * percent) / 100);
}

/**
 * Splits `amount` (at most the weights' sum) over branches in proportion to their subtotals (each
 * branch becomes its own order), flooring each share and giving the centavos left to the largest
 * subtotals first, so the shares add up to `amount` exactly and none exceeds its branch's subtotal.
 */
export function spread(amount: number, weights: readonly (readonly [string, number])[]): Record<string, number> {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  if (amount > total) throw new RangeError(`cannot spread ${amount} over weights summing to ${total}`);
  const shares: Record<string, number> = {};
  if (total === 0) return shares;
  let left = amount;
  for (const [key, w] of weights) {
    shares[key] = Math.floor((amount * w) / total);
    left -= shares[key];
  }
  const byWeight = [...weights].sort((a, b) => b[1] - a[1]);
  for (let i = 0; left > 0; i = (i + 1) % byWeight.length) {
    const [key, w] = byWeight[i] as readonly [string, number];
    if ((shares[key] ?? 0) < w) {
      shares[key] = (shares[key] ?? 0) + 1;
      left--;
    }
  }
  return shares;
}

/** What a customer reads when a code that exists does not apply, worded so they can act on it. */
export function promoRefusalMessage(refusal: PromoRefusal): string {
  switch (refusal.reason) {
    case 'not_started':
      return 'This promo code is not active yet.';
    case 'expired':
      return 'This promo code has expired.';
    case 'used_up':
      return 'This promo code has been fully used.';
    case 'used_by_customer':
      return 'You have already used this promo code.';
    case 'other_branches':
      return 'This promo code does not apply to the stores in your cart.';
    case 'other_items':
      return 'This promo code does not apply to the items in your cart.';
    case 'delivery_only':
      return 'This promo code applies to delivery orders only.';
    case 'minimum':
      return `Add ${formatCentavos(refusal.shortCentavos)} more to use this promo code (minimum ${formatCentavos(refusal.minSubtotalCentavos)}).`;
  }
}

/** Spec §9: 'SUMMERSALE2026' → 'SUMMERSALE2…' is not asked for; the label shows the first 11 characters. */
export function promoLabel(code: string): string {
  return [...code].slice(0, PROMO_LABEL_MAX_CHARS).join('');
}

/** Codes are matched without regard to case or surrounding spaces: 'summer50 ' is SUMMER50. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}
