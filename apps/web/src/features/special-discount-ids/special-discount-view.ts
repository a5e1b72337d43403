/**
 * The Senior Citizen / PWD ID rules the screens follow (spec §2 Discount modal, §3 Store details, §5
 * "Special discount IDs" and "upload form", §9), as plain functions tested on their own.
 */
import {
  DISCOUNT_TYPE_LABELS,
  DISCOUNT_TYPES,
  type DiscountType,
  idTypeLabel,
  MAX_SPECIAL_DISCOUNT_IDS,
  SPECIAL_DISCOUNT_MESSAGES,
  type SpecialDiscountId,
} from '@storefront/contracts/special-discount';

/** Store details' special_discount (spec §3): only the first entry counts. */
export type SpecialDiscountSetting = {
  is_enabled: boolean;
  channels: readonly string[];
  discount_types: readonly string[];
};

/**
 * The discount types the merchant offers on the e-store: special_discount[0] enabled, with 'estore'
 * among its channels. Empty when it offers none.
 */
export function offeredDiscountTypes(settings: readonly SpecialDiscountSetting[] | undefined): DiscountType[] {
  const first = settings?.[0];
  if (!first?.is_enabled || !first.channels.includes('estore')) return [];
  return DISCOUNT_TYPES.filter((type) => first.discount_types.includes(type));
}

/** The parts of the cart the rule reads (a cart entry per branch, its items' products). */
export type CartForSpecialDiscount = {
  list: readonly {
    items: readonly { product_inventory: { product_details: { enable_special_discount: boolean } } }[];
  }[];
};

/** Spec §2: the section needs an eligible item (enable_special_discount) in a cart from a single branch. */
export function cartTakesSpecialDiscount(cart: CartForSpecialDiscount): boolean {
  return (
    cart.list.length === 1 &&
    cart.list.some((branch) =>
      branch.items.some((item) => item.product_inventory.product_details.enable_special_discount),
    )
  );
}

/** Spec §2, §9: 'Register new ID' only while fewer than 2 IDs are saved. */
export const canRegisterAnother = (ids: readonly unknown[]): boolean => ids.length < MAX_SPECIAL_DISCOUNT_IDS;

/** An ID's heading: its discount type ('Senior Citizen', 'PWD'). */
export const idHeading = (id: Pick<SpecialDiscountId, 'discount_type'>): string =>
  DISCOUNT_TYPE_LABELS[id.discount_type];

/** Spec §2: the ID type shows for a senior ID only (a PWD ID's type is always PWD). */
export const idTypeText = (id: Pick<SpecialDiscountId, 'discount_type' | 'customer_id_type'>): string | null =>
  id.discount_type === 'pwd' ? null : idTypeLabel(id.customer_id_type);

/** The visible part of a masked number ('••••••5678' → '5678'), for screen readers. */
export const idNumberEnding = (masked: string): string => masked.replace(/^•+/, '');

/**
 * Spec §5: an ID whose type the merchant no longer offers (the server's is_enabled, shown as 'Invalid
 * ID') cannot be selected. Selection itself comes with applying the discount to the cart.
 */
export const isSelectable = (id: Pick<SpecialDiscountId, 'is_enabled'>): boolean => id.is_enabled;

export type DiscountTypeChoice = {
  value: DiscountType;
  label: string;
  /** Why it cannot be chosen, or null when it can. */
  unavailable: string | null;
};

/**
 * Spec §5: the upload form's discount types, Senior Citizen then PWD; one is disabled when the merchant
 * does not offer it or the customer already has an ID of that type.
 */
export function discountTypeChoices(
  offered: readonly DiscountType[],
  saved: readonly Pick<SpecialDiscountId, 'discount_type'>[],
): DiscountTypeChoice[] {
  return DISCOUNT_TYPES.map((value) => ({
    value,
    label: DISCOUNT_TYPE_LABELS[value],
    unavailable: !offered.includes(value)
      ? SPECIAL_DISCOUNT_MESSAGES.typeNotOffered
      : saved.some((id) => id.discount_type === value)
        ? SPECIAL_DISCOUNT_MESSAGES.typeTaken
        : null,
  }));
}
