import { sql } from 'drizzle-orm';
import {
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
 * A cart: a guest's (customer_id null, found by its uuid, which the guest keeps in a cookie) or a
 * signed-in customer's (one active cart per customer). A guest cart joined into a customer's cart at
 * sign-in becomes 'merged', a cart checked out becomes 'ordered'; neither is served again.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    merchantId: integer('merchant_id').notNull(),
    /** The customer's id in the customers module; null for a guest cart. */
    customerId: integer('customer_id'),
    status: text('status', { enum: ['active', 'merged', 'ordered'] })
      .notNull()
      .default('active'),
    /** The promo code saved on the cart (its id in the discounts module); signed-in carts only. */
    promoCodeId: integer('promo_code_id'),
    /**
     * The Senior Citizen / PWD discount types selected on the cart (each names the customer's ID of that
     * type, discounts module); null or empty: none. Signed-in carts only; never together with a promo code.
     */
    specialDiscountTypes: text('special_discount_types').array(),
    /**
     * Points the customer chose to pay with (ADR 0024); signed-in carts only. The cart uses as many of
     * them as still fit what is due and the balance; checkout spends what it used.
     */
    pointsUsed: integer('points_used').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_one_active_per_customer')
      .on(t.merchantId, t.customerId)
      .where(sql`${t.customerId} is not null and ${t.status} = 'active'`),
  ],
);

/** How one branch's part of a cart is fulfilled. Exists while the cart holds items of that branch. */
export const cartBranches = pgTable(
  'cart_branches',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** The branch's id in the branches module. */
    branchId: integer('branch_id').notNull(),
    deliveryType: text('delivery_type').notNull(),
    /** Manila wall clock 'YYYY-MM-DD HH:mm:ss' for a scheduled type; null otherwise. */
    deliveryDatetime: text('delivery_datetime'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.branchId] })],
);

/** One line: a product variation at a branch, with add-ons and notes. Prices are read fresh, never stored. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').notNull(),
    /** The product_inventory row's id in the catalog module (product + branch + variation). */
    inventoryId: integer('inventory_id').notNull(),
    quantity: integer('quantity').notNull(),
    remarks: text('remarks').notNull().default(''),
    /** Chosen add-on uuids, sorted (so equal choices compare equal). */
    addOns: jsonb('add_ons').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_items_cart_idx').on(t.cartId)],
);
