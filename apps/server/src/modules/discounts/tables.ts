import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/columns';

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
    /**
     * The customer a code was issued to (a discount reward, ADR 0023): only they may use it, and it
     * never comes from — or is switched off by — the merchant file. Null: the file's code, for anyone.
     */
    ownerCustomerId: integer('owner_customer_id'),
    terms: text('terms_and_conditions').notNull().default(''),
    active: boolean('active').notNull().default(true),
    /** Position in the merchant file: the order of the Available Promo Codes list. */
    sort: integer('sort').notNull().default(0),
    uses: integer('uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_merchant_code').on(t.merchantId, t.code),
    // A customer's own codes (rewards) for their Available Promo Codes, however many others hold.
    index('promo_codes_owner').on(t.merchantId, t.ownerCustomerId).where(sql`${t.ownerCustomerId} is not null`),
  ],
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

/**
 * A customer's saved Senior Citizen / PWD ID (docs/adr/0017-special-discount-ids.md): one per discount
 * type, so at most two (spec §5, §9). The photo lives beside it in `special_discount_id_images`; deleting
 * the ID deletes the row and the bytes with it.
 */
export const specialDiscountIds = pgTable(
  'special_discount_ids',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    merchantId: integer('merchant_id').notNull(),
    /** The customer's id in the customers module. */
    customerId: integer('customer_id').notNull(),
    discountType: text('discount_type', { enum: ['senior', 'pwd'] }).notNull(),
    /** One of the 15 senior ID types, or 'PWD'. */
    idType: text('id_type').notNull(),
    fullName: text('full_name').notNull(),
    /** Whole; every answer but the invoice masks it. */
    idNumber: text('id_number').notNull(),
    rejectedAction: text('rejected_action', { enum: ['proceed', 'cancel'] }).notNull(),
    notes: text('notes'),
    /** When the customer agreed the store may use the ID to check the discount, and the words agreed to. */
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    consentText: text('consent_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('special_discount_ids_customer_type').on(t.customerId, t.discountType)],
);

/** The re-encoded photo of an ID's front (JPEG, metadata stripped). Goes when its ID goes. */
export const specialDiscountIdImages = pgTable('special_discount_id_images', {
  specialDiscountId: integer('special_discount_id')
    .primaryKey()
    .references(() => specialDiscountIds.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
});

/**
 * The ID an order was placed with, copied at checkout (issue 18 writes these) so the store can check it
 * even if the customer deletes the saved ID. The photo is kept until the order's discount is validated
 * and the retention period has passed (setting SC_PWD_IMAGE_RETENTION_DAYS); the purge job then drops
 * the bytes (`image` null, `image_purged_at` set) and keeps the rest as the order's record.
 */
export const orderSpecialDiscountIds = pgTable(
  'order_special_discount_ids',
  {
    id: serial('id').primaryKey(),
    /** The order's id in the orders module. */
    orderId: integer('order_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    customerId: integer('customer_id').notNull(),
    discountType: text('discount_type', { enum: ['senior', 'pwd'] }).notNull(),
    idType: text('id_type').notNull(),
    fullName: text('full_name').notNull(),
    idNumber: text('id_number').notNull(),
    rejectedAction: text('rejected_action', { enum: ['proceed', 'cancel'] }).notNull(),
    imageContentType: text('image_content_type'),
    image: bytea('image'),
    /** When the store approved or rejected the discount (special_discount_approved set). */
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    imagePurgedAt: timestamp('image_purged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_special_discount_ids_order_type').on(t.orderId, t.discountType),
    // What the purge looks for: validated, photo still held.
    index('order_special_discount_ids_purge').on(t.validatedAt).where(sql`${t.image} is not null`),
  ],
);
