/**
 * Points (spec §3 "Points balance"; §7 Points service, tag F). Server side:
 * docs/adr/0021-points-ledger.md.
 */
import { z } from 'zod';

/** GET /api/points/customer/balance: the signed-in customer's whole points with this merchant (0 before any). */
export const PointsBalanceResponse = z.object({ balance: z.number().int().nonnegative() });
export type PointsBalanceResponse = z.infer<typeof PointsBalanceResponse>;

/** How many movements one history page holds. */
export const HISTORY_PAGE_SIZE = 20;

/** GET /api/transactions/transaction/customer/history/{currentPage}: pages are numbered from 1. */
export const TransactionHistoryParams = z.object({
  currentPage: z.coerce
    .number({ message: 'The page must be a whole number from 1.' })
    .int('The page must be a whole number from 1.')
    .min(1, 'The page must be a whole number from 1.')
    .max(100_000, 'The page must be a whole number from 1.'),
});

/** One movement of the customer's points (spec §3 "Transaction history item"). */
export const TransactionHistoryItem = z.object({
  uuid: z.string(),
  /** ISO time; the screen groups by its Manila day. */
  created_at: z.string(),
  /** The movement's type (domain MOVEMENT_TYPES): 'Earn Points', 'Achievement Unlock', … */
  transaction_type: z.string(),
  /** Manila time, short: 'Nov 24, 3:05 PM'. */
  transaction_short_date: z.string(),
  /** Signed: credits > 0, debits < 0. */
  points: z.number().int(),
  balance_after: z.number().int().nonnegative(),
  /** What it was for: 'Order A1B2C3D4', 'Registration survey'. */
  description: z.string(),
});
export type TransactionHistoryItem = z.infer<typeof TransactionHistoryItem>;

export const TransactionHistoryResponse = z.object({
  list: z.array(TransactionHistoryItem),
  current_page: z.number().int(),
  /** 1 when there is nothing yet. */
  max_page: z.number().int(),
  next_page: z.number().int().nullable(),
});
export type TransactionHistoryResponse = z.infer<typeof TransactionHistoryResponse>;
