/**
 * Which Senior Citizen / PWD IDs a customer may register (spec §5, §9; ADR 0017): only a discount type
 * the merchant offers on the e-store now, one ID per type, two at most. One function, used both before
 * the image is re-encoded (no work for an upload that will be refused) and again under the customer's
 * lock (so uploads sent at once cannot all pass). And which selection of IDs a cart may take (ADR 0019):
 * each type offered now, each naming an ID of the customer's; the merchant's policy for the arithmetic.
 */
import {
  DISCOUNT_TYPES,
  type DiscountType,
  MAX_SPECIAL_DISCOUNT_IDS,
  SPECIAL_DISCOUNT_CART_MESSAGES,
  SPECIAL_DISCOUNT_MESSAGES,
} from '@storefront/contracts/special-discount';
import type { SpecialDiscountPolicy } from '@storefront/domain/special-discount';

/** The merchant file's `store_details.special_discount` (spec §3): only the first entry counts. */
export type SpecialDiscountSetting = {
  is_enabled: boolean;
  channels: readonly string[];
  discount_types: readonly string[];
  /** Absent on a profile stored before the setting existed: VAT-registered, as the file's default. */
  vat_registered?: boolean | undefined;
  max_units_per_product?: number | undefined;
  /** By category key (the merchant file's). */
  max_units_per_category?: Readonly<Record<string, number>> | undefined;
};

/** The channel this storefront is (spec §3: channels includes 'estore'). */
const CHANNEL = 'estore';

/** The discount types the merchant offers here now; none when special discounts are off. */
export function offeredDiscountTypes(settings: readonly SpecialDiscountSetting[]): DiscountType[] {
  const [setting] = settings;
  if (!setting?.is_enabled || !setting.channels.includes(CHANNEL)) return [];
  return DISCOUNT_TYPES.filter((type) => setting.discount_types.includes(type));
}

/** Why registering an ID of `type` is refused (on discount_type, where the form shows it), or null. */
export function uploadRefusal(
  type: DiscountType,
  offered: readonly DiscountType[],
  saved: readonly { discountType: DiscountType }[],
): string | null {
  if (!offered.includes(type)) return SPECIAL_DISCOUNT_MESSAGES.typeNotOffered;
  if (saved.length >= MAX_SPECIAL_DISCOUNT_IDS) return SPECIAL_DISCOUNT_MESSAGES.tooMany;
  if (saved.some((id) => id.discountType === type)) return SPECIAL_DISCOUNT_MESSAGES.typeTaken;
  return null;
}

/**
 * The merchant's policy for the arithmetic (domain special-discount), its category caps keyed by the
 * catalogue's category ids; a key the catalogue does not know caps nothing.
 */
export function policyOf(
  setting: SpecialDiscountSetting | undefined,
  categoryIds: ReadonlyMap<string, number>,
): SpecialDiscountPolicy {
  const maxUnitsPerCategory: Record<number, number> = {};
  for (const [key, units] of Object.entries(setting?.max_units_per_category ?? {})) {
    const id = categoryIds.get(key);
    if (id !== undefined) maxUnitsPerCategory[id] = units;
  }
  return {
    vatRegistered: setting?.vat_registered ?? true,
    maxUnitsPerProduct: setting?.max_units_per_product ?? null,
    maxUnitsPerCategory,
  };
}

/** Whether the policy caps units by category (only then are the catalogue's category ids needed). */
export const capsByCategory = (setting: SpecialDiscountSetting | undefined) =>
  Object.keys(setting?.max_units_per_category ?? {}).length > 0;

/**
 * Why a selection of discount types cannot be priced (on special_discount_types), or null: each type
 * must be offered now ('Invalid ID' otherwise, whether or not the customer has one) and name one of the
 * customer's own IDs.
 */
export function selectionRefusal(
  types: readonly DiscountType[],
  offered: readonly DiscountType[],
  ids: readonly { discountType: DiscountType }[],
): string | null {
  if (types.some((type) => !offered.includes(type))) return SPECIAL_DISCOUNT_CART_MESSAGES.invalidId;
  if (types.some((type) => !ids.some((id) => id.discountType === type))) return SPECIAL_DISCOUNT_CART_MESSAGES.noId;
  return null;
}

/** The types in one order (senior, then PWD), each once: how a selection is stored and compared. */
export const normalizeTypes = (types: readonly string[]): DiscountType[] =>
  DISCOUNT_TYPES.filter((type) => types.includes(type));
