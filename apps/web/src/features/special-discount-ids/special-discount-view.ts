/**
 * The Senior Citizen / PWD ID rules the screens follow (spec §2 Discount modal, §3 Store details, §4
 * "Special discount in the cart", §5 "Special discount IDs" and "upload form", §9), as plain functions
 * tested on their own. Whether the cart takes the discount at all is the server's word
 * (`Cart.special_discount_available`).
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
  /** The merchant's terms (spec §3 special discount settings): shown with the IDs, sent with the selection. */
  discount_terms?: string;
  discount_terms_item?: string;
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
 * ID') cannot be selected.
 */
export const isSelectable = (id: Pick<SpecialDiscountId, 'is_enabled'>): boolean => id.is_enabled;

/** The IDs chosen for the cart: at most one per discount type (spec §4), by its uuid. */
export type IdSelection = Readonly<Partial<Record<DiscountType, string>>>;

/** The selection the cart holds (its special_discount's ids); nothing without a discount. */
export function cartSelection(
  special: { ids: readonly { uuid: string; discount_type: DiscountType }[] } | null | undefined,
): IdSelection {
  const selection: Partial<Record<DiscountType, string>> = {};
  for (const id of special?.ids ?? []) selection[id.discount_type] ??= id.uuid;
  return selection;
}

/** A stable name for a selection, to tell when the cart's has changed. */
export const selectionKey = (selection: IdSelection): string =>
  DISCOUNT_TYPES.map((type) => selection[type] ?? '').join('|');

/**
 * Spec §4: choosing an ID toggles it, one per discount type — choosing another ID of the same type takes
 * that type's place. An ID that cannot be selected (`isSelectable`) changes nothing.
 */
export function toggleSelection(
  selection: IdSelection,
  id: Pick<SpecialDiscountId, 'uuid' | 'discount_type' | 'is_enabled'>,
): IdSelection {
  if (!isSelectable(id)) return selection;
  const next: Partial<Record<DiscountType, string>> = { ...selection };
  if (next[id.discount_type] === id.uuid) delete next[id.discount_type];
  else next[id.discount_type] = id.uuid;
  return next;
}

/** Whether an ID shows as chosen: in the selection, and still selectable. */
export const isSelected = (
  selection: IdSelection,
  id: Pick<SpecialDiscountId, 'uuid' | 'discount_type' | 'is_enabled'>,
): boolean => isSelectable(id) && selection[id.discount_type] === id.uuid;

/**
 * What Confirm sends: the discount types of the chosen IDs, Senior Citizen first. Once the saved IDs are
 * known, a choice that is no longer among them, or no longer selectable, is left out.
 */
export function selectedTypes(
  selection: IdSelection,
  saved: readonly Pick<SpecialDiscountId, 'uuid' | 'discount_type' | 'is_enabled'>[] | undefined,
): DiscountType[] {
  return DISCOUNT_TYPES.filter((type) => {
    const uuid = selection[type];
    if (!uuid) return false;
    return saved ? saved.some((id) => id.uuid === uuid && isSelected(selection, id)) : true;
  });
}

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
