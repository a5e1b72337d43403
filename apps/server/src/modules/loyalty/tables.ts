import { MOVEMENT_TYPES } from '@storefront/domain/points';
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

/** What a movement answers to: an order that earned or paid, the survey, a reward, an operator's grant. */
export const POINTS_SOURCES = ['order', 'survey', 'reward', 'operator'] as const;
export type PointsSource = (typeof POINTS_SOURCES)[number];

/**
 * The ledger (docs/adr/0021-points-ledger.md): every change of a customer's points with a merchant, one
 * row each, never updated or deleted. `points` is signed (credit > 0, debit < 0). The unique key says
 * what a movement is for, so the same order, survey or reward never credits or spends twice.
 */
export const pointsMovements = pgTable(
  'points_movements',
  {
    id: serial('id').primaryKey(),
    /** How the history names it to the customer (the serial id stays inside). */
    uuid: uuid('uuid').notNull().defaultRandom(),
    merchantId: integer('merchant_id').notNull(),
    /** The customer's id in the customers module. */
    customerId: integer('customer_id').notNull(),
    type: text('type', { enum: MOVEMENT_TYPES }).notNull(),
    points: integer('points').notNull(),
    source: text('source', { enum: POINTS_SOURCES }).notNull(),
    /** Which one of its source (an order's uuid, a reward's uuid, an operator's reference). */
    sourceKey: text('source_key').notNull(),
    /** The customer's balance right after this movement. */
    balanceAfter: integer('balance_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('points_movements_source').on(t.merchantId, t.customerId, t.type, t.source, t.sourceKey),
    // The history call: a customer's movements, newest first.
    index('points_movements_customer').on(t.merchantId, t.customerId, t.createdAt.desc(), t.id.desc()),
    check('points_movements_points_check', sql`${t.points} <> 0`),
    check('points_movements_balance_after_check', sql`${t.balanceAfter} >= 0`),
  ],
);

/**
 * The balance kept beside the ledger: what the badge reads in one row, and what a spend changes in one
 * conditional UPDATE. The CHECK holds whatever instance or statement writes it. The counts change in
 * the same statement, so they agree with the ledger as the balance does.
 */
export const pointsBalances = pgTable(
  'points_balances',
  {
    merchantId: integer('merchant_id').notNull(),
    customerId: integer('customer_id').notNull(),
    balance: integer('balance').notNull(),
    /**
     * How many movements the ledger holds for the customer, and how many of them are of a type outside
     * the spec's seven: the history's page count without counting the ledger on every page.
     */
    movementCount: integer('movement_count').notNull().default(0),
    unlistedCount: integer('unlisted_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.customerId] }),
    check('points_balances_balance_check', sql`${t.balance} >= 0`),
  ],
);
