/**
 * Which Senior Citizen / PWD IDs a customer may register (spec §5, §9; ADR 0017): only a discount type
 * the merchant offers on the e-store now, one ID per type, two at most. One function, used both before
 * the image is re-encoded (no work for an upload that will be refused) and again under the customer's
 * lock (so uploads sent at once cannot all pass).
 */
import {
  DISCOUNT_TYPES,
  type DiscountType,
  MAX_SPECIAL_DISCOUNT_IDS,
  SPECIAL_DISCOUNT_MESSAGES,
} from '@storefront/contracts/special-discount';

/** The merchant file's `store_details.special_discount` (spec §3): only the first entry counts. */
export type SpecialDiscountSetting = {
  is_enabled: boolean;
  channels: readonly string[];
  discount_types: readonly string[];
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
