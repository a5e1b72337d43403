/**
 * What the operator's loyalty calls take (POST /api/admin/loyalty/…, and `npm run loyalty`, which
 * checks its arguments with these same schemas when it opens the database itself). Operator calls, not
 * customers': they are not in the OpenAPI document.
 */
import { ECODE_MAX_LENGTH } from '@storefront/contracts/rewards';
import { manilaInstant } from '@storefront/domain/manila-time';
import { normalizeMobileNumber } from '@storefront/domain/mobile-number';
import { z } from 'zod';
import { UUID_PATTERN as UUID } from '../../../lib/uuid';

/** Most points one code or one grant carries: a typo of a few extra zeros is refused, not credited. */
export const MAX_OPERATOR_POINTS = 1_000_000;
export const MAX_ECODE_BATCH = 10_000;

const Merchant = z
  .string({ message: 'Give the merchant (its subdomain).' })
  .trim()
  .min(1, 'Give the merchant (its subdomain).')
  .max(40, 'Give the merchant (its subdomain).');

const Customer = z
  .string({ message: "Give the customer's uuid or mobile number." })
  .trim()
  .max(60, "Give the customer's uuid or mobile number.")
  .refine((v) => UUID.test(v) || normalizeMobileNumber(v) !== null, "Give the customer's uuid or mobile number.");

const wholeFrom1 = (what: string, max: number) => {
  const message = `${what} must be a whole number from 1 to ${max.toLocaleString('en-US')}.`;
  return z.number({ message }).int(message).min(1, message).max(max, message);
};

/**
 * When codes stop earning, as Manila wall-clock time: a date alone means through that whole day (the
 * code expires at the next Manila midnight), as a printed "valid until 30 June 2027" is read.
 */
export function ecodeExpiry(wallClock: string): Date | undefined {
  const at = manilaInstant(wallClock);
  if (!at) return undefined;
  return /^\d{4}-\d{2}-\d{2}$/.test(wallClock) ? new Date(at.getTime() + 86_400_000) : at;
}

export const GenerateEcodesRequest = z.object({
  merchant: Merchant,
  points: wholeFrom1('points', MAX_OPERATOR_POINTS),
  count: wholeFrom1('count', MAX_ECODE_BATCH),
  /** Manila time ('2027-06-30' or '2027-06-30 18:00'); a year from now without it. */
  expires_at: z
    .string()
    .trim()
    .refine(
      (v) => ecodeExpiry(v) !== undefined,
      "expires_at must be a Manila time like '2027-06-30' or '2027-06-30 18:00'.",
    )
    .optional(),
  /** The operator's label of the batch (also the CSV's name); one is made up without it. */
  batch: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,59}$/, 'batch must be 1–60 letters, digits, dots, dashes or underscores.')
    .optional(),
});
export type GenerateEcodesRequest = z.infer<typeof GenerateEcodesRequest>;

export const VoidEcodeRequest = z.object({
  merchant: Merchant,
  code: z.string({ message: 'Give the code.' }).trim().min(1, 'Give the code.').max(ECODE_MAX_LENGTH, 'Give the code.'),
});
export type VoidEcodeRequest = z.infer<typeof VoidEcodeRequest>;

export const GivePointsRequest = z.object({
  merchant: Merchant,
  customer: Customer,
  points: wholeFrom1('points', MAX_OPERATOR_POINTS),
  /** Why (kept in the operator's log line). */
  reason: z
    .string({ message: 'Give the reason.' })
    .trim()
    .min(1, 'Give the reason.')
    .max(200, 'The reason is too long.'),
  /** The operator's reference (a ticket, a receipt): the same reference gives once. */
  reference: z
    .string()
    .trim()
    .min(1, 'reference must be 1–100 characters.')
    .max(100, 'reference must be 1–100 characters.')
    .optional(),
});
export type GivePointsRequest = z.infer<typeof GivePointsRequest>;

export const LedgerQuery = z.object({
  merchant: Merchant,
  customer: Customer,
  page: z.coerce
    .number({ message: 'page must be a whole number from 1.' })
    .int('page must be a whole number from 1.')
    .min(1, 'page must be a whole number from 1.')
    .max(100_000, 'page must be a whole number from 1.')
    .default(1),
});
export type LedgerQuery = z.infer<typeof LedgerQuery>;

/** Most pesos one medicine wallet credit carries: a typo of a few extra zeros is refused, not issued. */
export const MAX_WALLET_PESOS = 100_000;

/** A medicine wallet credit (ADR 0025): `amount` in pesos, at most two decimals. */
export const IssueWalletRequest = z.object({
  merchant: Merchant,
  amount: z
    .number({ message: `amount must be pesos from 0.01 to ${MAX_WALLET_PESOS.toLocaleString('en-US')}.` })
    .positive(`amount must be pesos from 0.01 to ${MAX_WALLET_PESOS.toLocaleString('en-US')}.`)
    .max(MAX_WALLET_PESOS, `amount must be pesos from 0.01 to ${MAX_WALLET_PESOS.toLocaleString('en-US')}.`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'amount may have at most two decimals.'),
});
export type IssueWalletRequest = z.infer<typeof IssueWalletRequest>;
