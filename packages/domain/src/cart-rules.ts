/**
 * Cart rules: quantity, notes, add-ons, line and cart totals, variation codes (spec §3 "Cart", "Cart item",
 * "Product details"; §5 "Cart and quantity"; §9). Money is integer centavos throughout (see money.ts).
 *
 * Readings of the spec chosen here:
 * - §5 "Maximum is the branch's max order, unless stock is unlimited (0)": `is_limited_stock` 0 means
 *   unlimited stock. With limited stock a line may hold at most min(stock, the branch's `max_order`);
 *   when the two are equal the stock is named as the bound (the stock modal is shown). With unlimited
 *   stock there is no max order (the cart issue: "no max when stock is unlimited"); a line is still
 *   capped at UNLIMITED_LINE_MAX units so a typo cannot make a runaway order.
 * - Notes are counted in Unicode code points (what a Postgres varchar(149) counts), not UTF-16 units and
 *   not grapheme clusters: '😀' counts 1, a ZWJ family emoji counts as its several code points.
 * - Add-ons: a uuid that appears in several categories of the product counts toward the first one; a
 *   duplicated uuid is reported once and counted once toward its category's limit.
 * - A sale price applies while `now` is before `saleUntil` (the end instant itself is no longer on sale);
 *   no end means the sale is open-ended; a sale price above the regular price is still used as given.
 * - Variation codes join the variation values with '_'; a value containing '_' cannot be encoded.
 */

import { applyDeductions } from './deductions';

/** Most characters a cart item's notes (remarks) may hold (§3, §5, §9). */
export const NOTES_MAX_LENGTH = 149;

/** Fewest units one cart line may have (§5). */
export const QUANTITY_MINIMUM = 1;

/** Shown in the stock modal when a quantity exceeds the current stock (§2 "Other cart modals"). */
export const STOCK_MESSAGE = 'Quantity should not be more than the current stock.';

/** Most units of one line when stock is unlimited (the largest max order a branch may set). */
export const UNLIMITED_LINE_MAX = 999;

/** What bounds a line's quantity: the stock, the branch's max order, or the line cap with unlimited stock. */
export type QuantityBound = 'stock' | 'max_order' | 'line_cap';

/** The most units one cart line may have, and what sets that number. */
export type QuantityLimit = { max: number; bound: QuantityBound };

/** Why a quantity is refused. */
export type QuantityProblem = 'not_integer' | 'below_minimum' | 'above_stock' | 'above_max_order';

/** The most units one cart line may have: min(stock, maxOrder) with limited stock, the line cap otherwise. */
export function quantityLimit(input: { maxOrder: number; stock: number; isLimitedStock: boolean }): QuantityLimit {
  if (!input.isLimitedStock) return { max: UNLIMITED_LINE_MAX, bound: 'line_cap' };
  const maxOrder = Math.max(0, Math.floor(input.maxOrder));
  const stock = Number.isFinite(input.stock) ? Math.max(0, Math.floor(input.stock)) : 0;
  return stock <= maxOrder ? { max: stock, bound: 'stock' } : { max: maxOrder, bound: 'max_order' };
}

/** Null when `quantity` is a whole number from 1 to the limit, else why not. */
export function validateQuantity(quantity: number, limit: QuantityLimit): QuantityProblem | null {
  if (!Number.isInteger(quantity)) return 'not_integer';
  if (quantity < QUANTITY_MINIMUM) return 'below_minimum';
  if (quantity > limit.max) return limit.bound === 'stock' ? 'above_stock' : 'above_max_order';
  return null;
}

/** Length in Unicode code points (an astral character such as '😀' counts 1). */
export const codePointLength = (text: string): number => Array.from(text).length;

/** Null when the notes fit in NOTES_MAX_LENGTH code points, else 'too_long'. */
export function validateNotes(notes: string): 'too_long' | null {
  return codePointLength(notes) > NOTES_MAX_LENGTH ? 'too_long' : null;
}

/** One add-on category of a product, as in product_details.add_on_category. */
export type AddOnCategoryRule = {
  id: string | number;
  limit: number;
  add_ons: readonly { uuid: string }[];
};

/** A problem with an add-on selection. */
export type AddOnProblem =
  | { code: 'unknown_add_on'; uuid: string }
  | { code: 'duplicate_add_on'; uuid: string }
  | { code: 'over_limit'; categoryId: string | number; limit: number; selected: number };

/** Problems with a selection of add-on uuids for one product (empty when valid). */
export function validateAddOns(selection: readonly string[], categories: readonly AddOnCategoryRule[]): AddOnProblem[] {
  const problems: AddOnProblem[] = [];
  const categoryOf = new Map<string, AddOnCategoryRule>();
  for (const category of categories) {
    for (const addOn of category.add_ons) if (!categoryOf.has(addOn.uuid)) categoryOf.set(addOn.uuid, category);
  }
  const seen = new Set<string>();
  const reportedDuplicates = new Set<string>();
  const counts = new Map<AddOnCategoryRule, number>();
  for (const uuid of selection) {
    if (seen.has(uuid)) {
      if (!reportedDuplicates.has(uuid)) problems.push({ code: 'duplicate_add_on', uuid });
      reportedDuplicates.add(uuid);
      continue;
    }
    seen.add(uuid);
    const category = categoryOf.get(uuid);
    if (!category) {
      problems.push({ code: 'unknown_add_on', uuid });
      continue;
    }
    counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  for (const category of categories) {
    const selected = counts.get(category) ?? 0;
    if (selected > category.limit) {
      problems.push({ code: 'over_limit', categoryId: category.id, limit: category.limit, selected });
    }
  }
  return problems;
}

/** An add-on's price in centavos; a free add-on costs 0 whatever its price. */
export type AddOnPrice = { price: number; isFree?: boolean };

function assertCentavos(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0)
    throw new RangeError(`${what} must be non-negative integer centavos: ${value}`);
}

/** (unit price + add-on prices) × quantity, in centavos. */
export function lineTotal(input: { unitPrice: number; addOnPrices: readonly AddOnPrice[]; quantity: number }): number {
  assertCentavos(input.unitPrice, 'unitPrice');
  if (!Number.isInteger(input.quantity) || input.quantity < 0) {
    throw new RangeError(`quantity must be a non-negative integer: ${input.quantity}`);
  }
  let unit = input.unitPrice;
  for (const addOn of input.addOnPrices) {
    if (addOn.isFree) continue;
    assertCentavos(addOn.price, 'add-on price');
    unit += addOn.price;
  }
  return unit * input.quantity;
}

/** The unit price in centavos at `now`: the sale price while the sale runs, else the regular price. */
export function effectiveUnitPrice(
  input: { regularPrice: number; salePrice?: number | null; saleUntil?: Date | null },
  now: Date,
): number {
  const { regularPrice, salePrice, saleUntil } = input;
  if (salePrice === null || salePrice === undefined) return regularPrice;
  if (saleUntil && now.getTime() >= saleUntil.getTime()) return regularPrice;
  return salePrice;
}

/**
 * Cart total in centavos: computed total minus the special discount and the promo code's, floored at 0
 * (§9) — the order of deductions (domain deductions.ts) without tenders.
 */
export function cartTotal(input: {
  computedTotal: number;
  specialDiscount?: number | null;
  voucherDiscount?: number | null;
}): number {
  return applyDeductions(input).total;
}

/** Separator between the parts of a variation code (§3 "Cart item"). */
export const VARIATION_SEPARATOR = '_';

/** The variation values joined by '_'; refuses empty values and values containing '_'. */
export function variationCode(values: readonly string[]): string {
  for (const value of values) {
    if (value === '' || value.includes(VARIATION_SEPARATOR)) throw new RangeError(`not a variation value: '${value}'`);
  }
  return values.join(VARIATION_SEPARATOR);
}

/** One attribute/value pair of a decoded variation code. */
export type DecodedVariation = { attribute: string; value: string };

/** A variation code split into attribute/value pairs in attribute order; null when the part count differs. */
export function decodeVariationCode(code: string, attributeNames: readonly string[]): DecodedVariation[] | null {
  const parts = code === '' ? [] : code.split(VARIATION_SEPARATOR);
  if (parts.length !== attributeNames.length || parts.some((part) => part === '')) return null;
  return attributeNames.map((attribute, i) => ({ attribute, value: parts[i] as string }));
}
