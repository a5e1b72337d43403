/**
 * The product modal's rules, as plain functions of the inventory response: which variation the
 * chosen attribute values name, what is sold out, how many may be ordered, and the line amount in
 * integer centavos (never summed in floating point).
 */
import type { InventoryEntry, ProductDetails } from '@storefront/contracts/store';
import { quantityLimit } from '@storefront/domain/cart-rules';
import { toCentavos } from '@storefront/domain/money';

export type Selection = Record<string, string>;
export type AddOnSelection = Record<number, string[]>;

/** Stock left, or null when unlimited. */
export const stockOf = (entry: InventoryEntry): number | null => (entry.is_limited_stock ? (entry.stock ?? 0) : null);

export const isAvailable = (entry: InventoryEntry | undefined): boolean => {
  if (!entry) return false;
  const stock = stockOf(entry);
  return stock === null || stock > 0;
};

/** The inventory entry the selection names: the only one for a simple product. */
export function findEntry(product: ProductDetails, inventory: InventoryEntry[], selection: Selection) {
  if (product.type === 'simple' || product.attributes.length === 0) return inventory[0];
  return inventory.find((entry) =>
    product.attributes.every((attribute) =>
      entry.decoded_variation_code.some((d) => d.attribute === attribute.name && d.value === selection[attribute.name]),
    ),
  );
}

/** The first in-stock variation's values, else the first value of each attribute. */
export function initialSelection(product: ProductDetails, inventory: InventoryEntry[]): Selection {
  const firstAvailable = inventory.find(isAvailable);
  const selection: Selection = {};
  for (const attribute of product.attributes) {
    const fromEntry = firstAvailable?.decoded_variation_code.find((d) => d.attribute === attribute.name)?.value;
    const value = fromEntry ?? attribute.variations[0]?.name;
    if (value !== undefined) selection[attribute.name] = value;
  }
  return selection;
}

export type OptionState = 'available' | 'sold-out' | 'unavailable';

/** Whether choosing `value` for `attribute`, keeping the other choices, names an orderable variation. */
export function optionState(
  product: ProductDetails,
  inventory: InventoryEntry[],
  selection: Selection,
  attribute: string,
  value: string,
): OptionState {
  const candidate = findEntry(product, inventory, { ...selection, [attribute]: value });
  if (candidate) return isAvailable(candidate) ? 'available' : 'sold-out';
  // No such combination with the other choices: judge the value on its own.
  const withValue = inventory.filter((e) =>
    e.decoded_variation_code.some((d) => d.attribute === attribute && d.value === value),
  );
  if (!withValue.length) return 'unavailable';
  return withValue.some(isAvailable) ? 'available' : 'sold-out';
}

/**
 * Choosing `value` for `attribute`: when the other choices no longer name an in-stock variation,
 * move them to the first in-stock variation that has this value.
 */
export function choose(
  product: ProductDetails,
  inventory: InventoryEntry[],
  selection: Selection,
  attribute: string,
  value: string,
): Selection {
  const next = { ...selection, [attribute]: value };
  if (isAvailable(findEntry(product, inventory, next))) return next;
  const fallback = inventory.find(
    (e) => isAvailable(e) && e.decoded_variation_code.some((d) => d.attribute === attribute && d.value === value),
  );
  if (!fallback) return next;
  for (const d of fallback.decoded_variation_code) next[d.attribute] = d.value;
  return next;
}

/** Spec §5 (see quantityLimit in the domain): min(stock, max order) with limited stock, the line cap otherwise. */
export function maxQuantity(entry: InventoryEntry | undefined, maxOrder: number): number {
  if (!entry) return 0;
  const stock = stockOf(entry);
  return quantityLimit({ maxOrder, stock: stock ?? 0, isLimitedStock: stock !== null }).max;
}

/** True when the stock, not the max order, is what stops the stepper: going past it shows the stock modal. */
export function isStockBound(entry: InventoryEntry | undefined, maxOrder: number): boolean {
  if (!entry) return false;
  const stock = stockOf(entry);
  return stock !== null && quantityLimit({ maxOrder, stock, isLimitedStock: true }).bound === 'stock';
}

export const clampQuantity = (quantity: number, max: number) =>
  Math.max(1, Math.min(Math.max(1, max), Math.floor(quantity) || 1));

export function unitPriceCentavos(entry: InventoryEntry): number {
  return toCentavos(entry.on_sale && entry.sale_price !== null ? entry.sale_price : entry.regular_price);
}

type AddOnCategory = ProductDetails['add_on_category'][number];

export const addOnPriceCentavos = (addOn: AddOnCategory['add_ons'][number]) =>
  addOn.is_free ? 0 : toCentavos(addOn.price);

/** Toggles an add-on within its category's limit; a toggle beyond the limit is ignored. */
export function toggleAddOn(selected: AddOnSelection, category: AddOnCategory, addOnUuid: string): AddOnSelection {
  const current = selected[category.id] ?? [];
  if (current.includes(addOnUuid)) return { ...selected, [category.id]: current.filter((u) => u !== addOnUuid) };
  if (current.length >= category.limit) return selected;
  return { ...selected, [category.id]: [...current, addOnUuid] };
}

/** Spec §2: 'name (selected/limit)'. */
export const addOnLegend = (category: AddOnCategory, selectedCount: number) =>
  `${category.name} (${selectedCount}/${category.limit})`;

/** (unit price + chosen add-ons) × quantity, in centavos. */
export function lineTotalCentavos(
  entry: InventoryEntry | undefined,
  product: ProductDetails,
  addOns: AddOnSelection,
  quantity: number,
): number {
  if (!entry) return 0;
  let unit = unitPriceCentavos(entry);
  for (const category of product.add_on_category) {
    for (const uuid of addOns[category.id] ?? []) {
      const addOn = category.add_ons.find((a) => a.uuid === uuid);
      if (addOn) unit += addOnPriceCentavos(addOn);
    }
  }
  return unit * quantity;
}

/** The attribute values a variation code names ('Large_Hot' → { Size: 'Large', Temp: 'Hot' }), for editing a cart line. */
export function selectionOf(product: ProductDetails, variationCode: string): Selection {
  const values = variationCode ? variationCode.split('_') : [];
  const selection: Selection = {};
  product.attributes.forEach((attribute, i) => {
    const value = values[i];
    if (value !== undefined) selection[attribute.name] = value;
  });
  return selection;
}

/** Chosen add-on uuids grouped by their category, for editing a cart line. */
export function addOnsByCategory(product: ProductDetails, uuids: readonly string[]): AddOnSelection {
  const selection: AddOnSelection = {};
  for (const category of product.add_on_category) {
    const chosen = category.add_ons.filter((a) => uuids.includes(a.uuid)).map((a) => a.uuid);
    if (chosen.length) selection[category.id] = chosen;
  }
  return selection;
}
