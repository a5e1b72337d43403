import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Medicine wallet credits (docs/adr/0025-medicine-wallet.md): issued by the operator with a code and a
 * 6-digit PIN (kept only as an argon2id hash). `balance` is what is left to spend, in centavos; the CHECK
 * is the last word when two checkouts race for it (the debit's guarded update is the first).
 */
export const walletCredits = pgTable(
  'wallet_credits',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    /** The wallet type code the merchant lists in settings.customizations.estore_wallets. */
    type: text('type').notNull(),
    /** Upper case, 12 characters from an alphabet without look-alikes. */
    code: text('code').notNull(),
    pinHash: text('pin_hash').notNull(),
    issuedAmount: integer('issued_centavos').notNull(),
    balance: integer('balance_centavos').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_credits_merchant_code_idx').on(t.merchantId, t.code),
    check('wallet_credits_balance_check', sql`${t.balance} >= 0`),
    check('wallet_credits_issued_check', sql`${t.issuedAmount} > 0`),
  ],
);

/**
 * What the customer chose to put on a cart from each credit (centavos). The cart shows as much of it as
 * still fits; checkout debits that. An ordered cart keeps its rows (a new cart starts without any).
 */
export const walletCartCredits = pgTable(
  'wallet_cart_credits',
  {
    /** The cart's id in the cart module. */
    cartId: integer('cart_id').notNull(),
    creditId: integer('credit_id')
      .notNull()
      .references(() => walletCredits.id),
    amount: integer('amount_centavos').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.creditId] }),
    check('wallet_cart_credits_amount_check', sql`${t.amount} > 0`),
  ],
);

/** What an order took from each credit; `returnedAt` is set once when the released order gives it back. */
export const walletOrderDebits = pgTable(
  'wallet_order_debits',
  {
    /** The order's uuid in the orders module (what checkout knows of it inside its transaction). */
    orderUuid: uuid('order_uuid').notNull(),
    creditId: integer('credit_id')
      .notNull()
      .references(() => walletCredits.id),
    amount: integer('amount_centavos').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.orderUuid, t.creditId] }),
    index('wallet_order_debits_credit_idx').on(t.creditId),
    check('wallet_order_debits_amount_check', sql`${t.amount} > 0`),
  ],
);

export type WalletCreditRow = typeof walletCredits.$inferSelect;
