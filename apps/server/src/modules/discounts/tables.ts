import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A promo code as the merchant file describes it (docs/adr/0016-promo-codes.md), with `uses`: the
 * orders that hold a use of it now (a cancelled order gives its use back). Importing again updates the
 * rule and keeps `uses`; a code the file no longer lists is switched off (`active` false), never deleted,
 * so its history stays.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    /** Upper case, trimmed (domain normalizePromoCode): what customers type is matched the same way. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['free_delivery', 'delivery_discount', 'percentage', 'fixed_amount'] }).notNull(),
    /** Percent for percentage; centavos for fixed_amount and delivery_discount; 0 for free_delivery. */
    value: integer('value').notNull(),
    maxDiscount: integer('max_discount_centavos'),
    minSubtotal: integer('min_subtotal_centavos').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Null: unlimited. */
    totalUses: integer('total_uses'),
    usesPerCustomer: integer('uses_per_customer'),
    /** Branch uuids (branches module) it covers; null: every branch. */
    branchUuids: uuid('branch_uuids').array(),
    /** Category ids (catalog module) whose items it covers; null: every category. */
    categoryIds: integer('category_ids').array(),
    listed: boolean('listed').notNull(),
    terms: text('terms_and_conditions').notNull().default(''),
    active: boolean('active').notNull().default(true),
    /** Position in the merchant file: the order of the Available Promo Codes list. */
    sort: integer('sort').notNull().default(0),
    uses: integer('uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_codes_merchant_code').on(t.merchantId, t.code)],
);

/**
 * One use of a code: the order a customer placed with it. Released (a time set, once) when the order is
 * cancelled or its payment failed in every part; the per-customer limit counts the unreleased rows.
 */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    /** The customer's id in the customers module. */
    customerId: integer('customer_id').notNull(),
    /** The order's id in the orders module (an order holds at most one code). */
    orderId: integer('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promo_code_uses_order').on(t.orderId),
    index('promo_code_uses_customer').on(t.promoCodeId, t.customerId).where(sql`${t.releasedAt} is null`),
  ],
);
