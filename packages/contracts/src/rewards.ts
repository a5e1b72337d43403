/**
 * Rewards and e-codes (spec §2 /my-points, /rewards/{id}; §3 Rewards list; §4 Rewards paging; §7 tag F;
 * §8 e-code errors; issue 20). Rewards come from the merchant's file; redeeming one spends points and,
 * for a discount reward, issues a promo code for that customer alone. E-codes are printed codes that
 * earn points once. Server side: docs/adr/0023-rewards-and-ecodes.md.
 */
import { z } from 'zod';
import { PromoCodeType } from './cart';

/** Rewards one list page holds (the client learns it from the first page's size, spec §4). */
export const REWARDS_PAGE_SIZE = 10;

/** Longest e-code a customer may type (codes are 12 characters; spaces and dashes are ignored). */
export const ECODE_MAX_LENGTH = 40;

export const REWARD_MESSAGES = {
  redeemed: (name: string) => `You redeemed ${name}.`,
  notFound: 'Reward not found.',
  notAvailable: 'This reward is not available right now.',
  outOfStock: 'This reward is out of stock.',
  limitReached: 'You have redeemed this reward as many times as allowed.',
  /** Every rewards call of a merchant without loyalty (`store_details.enable_loyalty` off): 404. */
  noRewards: 'This store does not offer rewards.',
  /** A redeem whose idempotency key already redeemed another reward (a client bug, never a retry). */
  keyReused: 'This request was already used to redeem another reward.',
} as const;

/**
 * What the promo code a discount reward issues begins with ('RWD-7KQ2MX'). A merchant file's own codes
 * may not, so an issued code can never meet one of the file's.
 */
export const REWARD_PROMO_CODE_PREFIX = 'RWD-';

export const ECODE_MESSAGES = {
  /** `unit`: how the merchant names its points ('U-COINs' for the coin merchant; 'point' for one). */
  earned: (points: number, unit = 'points') => `You earned ${points.toLocaleString('en-US')} ${unit} with this code.`,
  invalid: 'This code is not valid.',
  used: 'This code has already been used.',
  expired: 'This code has expired.',
  tooManyTries: 'Too many tries. Please wait a while before entering another code.',
} as const;

const PageParam = z.coerce
  .number({ message: 'The page must be a whole number from 1.' })
  .int('The page must be a whole number from 1.')
  .min(1, 'The page must be a whole number from 1.')
  .max(100_000, 'The page must be a whole number from 1.');

/** POST /api/rewards/rewards/customer/all/{page} with `{ platform: 'web' }` (spec §7). */
export const RewardsPageParams = z.object({ page: PageParam });
export const RewardsListBody = z.object({ platform: z.literal('web') });

/** What a discount reward's promo code takes off (the voucher calls' kinds, pesos). */
export const RewardDiscount = z.object({
  promo_code_type: PromoCodeType,
  /** Percent for percentage; pesos for fixed_amount and delivery_discount; 0 for free_delivery. */
  value: z.number(),
  max_discount: z.number().nullable(),
  min_subtotal: z.number(),
  /** Days the issued code stays usable after redeeming. */
  valid_days: z.number().int(),
});
export type RewardDiscount = z.infer<typeof RewardDiscount>;

export const RewardSummary = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  /** A media URL, or null without an image. */
  image: z.string().nullable(),
  points_cost: z.number().int().positive(),
  /** 'item': something the store hands over on showing the claim code; 'discount': a promo code. */
  kind: z.enum(['item', 'discount']),
  /** Left to redeem; null when unlimited. */
  stock_left: z.number().int().nonnegative().nullable(),
  /** ISO times of the redeeming window; null when open-ended. */
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  /** In its window, in stock and active — whether or not the caller has the points. */
  available: z.boolean(),
});
export type RewardSummary = z.infer<typeof RewardSummary>;

export const RewardsListResponse = z.object({
  list: z.array(RewardSummary),
  current_page: z.number().int(),
  max_page: z.number().int(),
  prev_page: z.number().int().nullable(),
  next_page: z.number().int().nullable(),
});
export type RewardsListResponse = z.infer<typeof RewardsListResponse>;

/** A reward the caller redeemed: the claim code to show the store, or the promo code it issued. */
export const RewardRedemption = z.object({
  uuid: z.string(),
  reward_uuid: z.string(),
  reward_name: z.string(),
  points: z.number().int(),
  /** Shown to the store to claim an item reward (also kept for a discount reward). */
  claim_code: z.string(),
  /** The customer's own promo code, for a discount reward; null for an item. */
  promo_code: z.string().nullable(),
  created_at: z.string(),
  /** When the promo code stops working; null for an item. */
  expires_at: z.string().nullable(),
});
export type RewardRedemption = z.infer<typeof RewardRedemption>;

/** GET /api/rewards/rewards/customer/view/{id}. */
export const RewardIdParams = z.object({ id: z.uuid({ message: REWARD_MESSAGES.notFound }) });
export const RewardDetails = RewardSummary.extend({
  terms: z.string(),
  discount: RewardDiscount.nullable(),
  /** How many times one customer may redeem it; null when unlimited. */
  per_customer_limit: z.number().int().nullable(),
  /** The caller's own redemptions of it, newest first. */
  redemptions: z.array(RewardRedemption),
});
export type RewardDetails = z.infer<typeof RewardDetails>;
export const RewardDetailsResponse = z.object({ data: RewardDetails });
export type RewardDetailsResponse = z.infer<typeof RewardDetailsResponse>;

/**
 * POST /api/rewards/rewards/customer/redeem. `idempotency_key`: the client's key for this attempt, so a
 * retried request redeems once.
 */
export const RedeemRewardBody = z.object({
  reward_uuid: z.uuid({ message: REWARD_MESSAGES.notFound }),
  idempotency_key: z.string().min(8).max(100),
});
export type RedeemRewardBody = z.infer<typeof RedeemRewardBody>;
export const RedeemRewardResponse = z.object({
  message: z.string(),
  data: z.object({ redemption: RewardRedemption, balance: z.number().int().nonnegative() }),
});
export type RedeemRewardResponse = z.infer<typeof RedeemRewardResponse>;

/**
 * POST /api/rewards/rewards/customer/redeem/instant-grat/points: earn points with a printed e-code. A
 * refusal answers 422 with `errors.message` (spec §8), which the screen shows.
 */
export const EarnByEcodeBody = z.object({
  code: z.string().trim().min(1, ECODE_MESSAGES.invalid).max(ECODE_MAX_LENGTH, ECODE_MESSAGES.invalid),
});
export type EarnByEcodeBody = z.infer<typeof EarnByEcodeBody>;
export const EarnByEcodeResponse = z.object({
  message: z.string(),
  data: z.object({ points: z.number().int().positive(), balance: z.number().int().nonnegative() }),
});
export type EarnByEcodeResponse = z.infer<typeof EarnByEcodeResponse>;
