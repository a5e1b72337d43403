import type { BranchConfig } from '@storefront/contracts/merchant-config';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    merchantId: integer('merchant_id').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    logo: text('logo').notNull(),
    sort: integer('sort').notNull().default(0),
    /** False once a re-import no longer lists it: kept for the orders that name it. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [unique('brands_merchant_key').on(t.merchantId, t.key)],
);

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    merchantId: integer('merchant_id').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    contactNumber: text('contact_number'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    visibility: boolean('visibility').notNull(),
    brandVisibility: boolean('brand_visibility').notNull(),
    logisticTypes: jsonb('logistic_types').$type<BranchConfig['logistic_types']>().notNull(),
    storeHours: jsonb('store_hours').$type<BranchConfig['store_hours']>().notNull(),
    deliverySettings: jsonb('delivery_settings').$type<BranchConfig['delivery_settings'] | null>(),
    pickupSettings: jsonb('pickup_settings').$type<BranchConfig['pickup_settings'] | null>(),
    maxOrder: integer('max_order').notNull(),
    deliveryFee: jsonb('delivery_fee').$type<BranchConfig['delivery_fee'] | null>(),
    /** The delivery time estimate for delivering now, minutes (ADR 0034). */
    deliveryTime: jsonb('delivery_time').$type<BranchConfig['delivery_time'] | null>(),
    /** The smallest items' subtotal a delivery takes, centavos; null without one (ADR 0034). */
    minimumOrder: integer('minimum_order_centavos'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [unique('branches_merchant_key').on(t.merchantId, t.key), index('branches_brand_idx').on(t.brandId)],
);
