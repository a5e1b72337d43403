import { MOVEMENT_TYPES } from '@storefront/domain/points';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * What a movement answers to: an order that earned or paid, the survey, a reward redeemed, an
 * operator's grant, a printed e-code.
 */
export const POINTS_SOURCES = ['order', 'survey', 'reward', 'operator', 'ecode'] as const;
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
    /** Why, in the operator's words (a grant's reason); null for movements the system makes. */
    note: text('note'),
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

/** What a discount reward's promo code takes off (centavos, as promo codes keep them). */
export type RewardDiscountRule = {
  kind: 'free_delivery' | 'delivery_discount' | 'percentage' | 'fixed_amount';
  /** Percent for percentage; centavos for fixed_amount and delivery_discount; 0 for free_delivery. */
  value: number;
  maxDiscount: number | null;
  minSubtotal: number;
  validDays: number;
};

/**
 * A reward as the merchant file describes it (docs/adr/0023-rewards-and-ecodes.md), with `redeemed`:
 * how many were redeemed, which a redeem raises in one guarded statement (never past `stock`).
 * Importing again updates it and keeps `redeemed`; one the file no longer lists is switched off.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    /** Stable from the merchant and the reward's key. */
    uuid: uuid('uuid').notNull().unique(),
    merchantId: integer('merchant_id').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** A media URL, or null. */
    image: text('image'),
    pointsCost: integer('points_cost').notNull(),
    /** How many can be redeemed in all; null: unlimited. */
    stock: integer('stock'),
    redeemed: integer('redeemed').notNull().default(0),
    perCustomerLimit: integer('per_customer_limit'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    terms: text('terms').notNull(),
    /** Null for an item reward. */
    discount: jsonb('discount').$type<RewardDiscountRule | null>(),
    active: boolean('active').notNull().default(true),
    /** Position in the merchant file: the list's order. */
    sort: integer('sort').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rewards_merchant_key').on(t.merchantId, t.key),
    index('rewards_merchant_list').on(t.merchantId, t.sort).where(sql`${t.active}`),
    check('rewards_redeemed_check', sql`${t.stock} is null or ${t.redeemed} <= ${t.stock}`),
  ],
);

/**
 * A reward a customer redeemed: the points it cost (the 'Redeem Reward' movement keyed by this row's
 * uuid), the claim code shown to the store, and for a discount reward the promo code issued to them.
 * The client's key makes a retried redeem find this row instead of redeeming twice.
 */
export const rewardRedemptions = pgTable(
  'reward_redemptions',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    merchantId: integer('merchant_id').notNull(),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => rewards.id),
    /** The customer's id in the customers module. */
    customerId: integer('customer_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    points: integer('points').notNull(),
    claimCode: text('claim_code').notNull(),
    /** The promo code issued (the discounts module's code), for a discount reward. */
    promoCode: text('promo_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_redemptions_attempt').on(t.merchantId, t.customerId, t.idempotencyKey),
    // A claim code names one redemption at the store: two redeems drawing the same code cannot both land.
    uniqueIndex('reward_redemptions_claim_code').on(t.merchantId, t.claimCode),
    index('reward_redemptions_customer').on(t.merchantId, t.customerId, t.rewardId),
  ],
);

/**
 * A printed e-code that earns points once (docs/adr/0023-rewards-and-ecodes.md). Only the code's
 * SHA-256 is kept (the CSV the operator printed holds the codes), so the table gives none away; a use
 * is one guarded UPDATE, so a code earns once whatever runs at once.
 */
export const ecodes = pgTable(
  'ecodes',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    /** SHA-256 (hex) of the normalised code. */
    codeHash: text('code_hash').notNull(),
    points: integer('points').notNull(),
    /** Which generated batch it came from (the operator's label). */
    batch: text('batch').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The customer who earned with it, and when; null while unused. */
    usedByCustomerId: integer('used_by_customer_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ecodes_merchant_code').on(t.merchantId, t.codeHash),
    check('ecodes_points_check', sql`${t.points} > 0`),
  ],
);
