/**
 * Promo codes (spec §7 "Voucher", "Promo codes"; tag E): verify, save and remove on the signed-in
 * customer's cart, and the Available Promo Codes list. Server side: docs/adr/0016-promo-codes.md.
 */
import { z } from 'zod';
import { VoucherInfo } from './cart';
import { Pesos } from './common';
import { FIELD_LIMITS } from './limits';

/** What the voucher calls say (the first two are the spec's, §5 and §8). */
export const VOUCHER_MESSAGES = {
  empty: 'Please enter promo code.',
  invalid: 'Promo Code is invalid.',
  /** A code saved on a cart that the merchant has since taken out of its file. */
  gone: 'This promo code is no longer available.',
  noCart: 'Add items to your cart to use a promo code.',
  verified: 'Promo code is valid.',
  saved: 'Promo code applied.',
  removed: 'Promo code removed.',
} as const;

/** POST /v1/customer/estore/cart/voucher/verify and …/voucher/save. */
export const VoucherBody = z.object({
  voucher_code: z
    .string({ message: VOUCHER_MESSAGES.empty })
    .trim()
    .min(1, { message: VOUCHER_MESSAGES.empty })
    .max(FIELD_LIMITS.promoCode, { message: VOUCHER_MESSAGES.invalid }),
  /** Where the customer is, as on the cart list: a free_delivery code's amount is the fee from there. */
  customer_lat: z.coerce.number().min(-90).max(90).optional(),
  customer_lng: z.coerce.number().min(-180).max(180).optional(),
});
export type VoucherBody = z.input<typeof VoucherBody>;

/**
 * Verify and save answer what the code would take off (verify) or took off (save) the cart as it is now.
 * A code that does not exist (or is another merchant's, or unlisted and unknown) is 422 'Promo Code is
 * invalid.' on voucher_code; one that exists but does not apply is 422 with the reason the customer can
 * act on ('Add PHP 12.50 more to use this promo code (minimum PHP 500.00).').
 */
export const VoucherResponse = z.object({
  message: z.string(),
  voucher_info: VoucherInfo,
  voucher_amount: Pesos,
});
export type VoucherResponse = z.infer<typeof VoucherResponse>;

/** GET …/voucher/remove. */
export const VoucherRemoveResponse = z.object({ message: z.string() });
export type VoucherRemoveResponse = z.infer<typeof VoucherRemoveResponse>;

/** POST /v1/customer/estore/promo-codes/list/{page}: the listed codes that cover these branches or categories. */
export const PromoCodesListBody = z.object({
  branch_uuids: z
    .array(z.uuid({ message: 'expected a branch uuid' }))
    .max(50)
    .default([]),
  category_ids: z.array(z.number().int().nonnegative()).max(200).default([]),
  platform: z.literal('web').default('web'),
});
export type PromoCodesListBody = z.input<typeof PromoCodesListBody>;

export const AvailablePromoCode = z.object({
  code: z.string(),
  terms_and_conditions: z.string(),
});
export type AvailablePromoCode = z.infer<typeof AvailablePromoCode>;

export const PromoCodesListResponse = z.object({
  data: z.array(AvailablePromoCode),
  max_page: z.number().int(),
});
export type PromoCodesListResponse = z.infer<typeof PromoCodesListResponse>;
