import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    merchantId: integer('merchant_id').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    image: text('image'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [unique('categories_merchant_key').on(t.merchantId, t.key)],
);

export type ProductAttribute = { name: string; values: string[] };

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    merchantId: integer('merchant_id').notNull(),
    /** The brand's id in the branches module; a plain column, not a foreign key across modules. */
    brandId: integer('brand_id').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    type: text('type', { enum: ['simple', 'variable'] }).notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    attributes: jsonb('attributes').$type<ProductAttribute[]>().notNull(),
    enableSpecialDiscount: boolean('enable_special_discount').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [unique('products_merchant_key').on(t.merchantId, t.key), index('products_category_idx').on(t.categoryId)],
);

/**
 * What a branch sells of a product: one row per variation ('' for a simple product), with its price
 * and stock there. `stock` null means unlimited.
 */
export const productInventory = pgTable(
  'product_inventory',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    branchId: integer('branch_id').notNull(),
    variationCode: text('variation_code').notNull(),
    regularPrice: integer('regular_price_centavos').notNull(),
    salePrice: integer('sale_price_centavos'),
    saleUntil: timestamp('sale_until', { withTimezone: true }),
    stock: integer('stock'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    unique('inventory_product_branch_variation').on(t.productId, t.branchId, t.variationCode),
    index('inventory_branch_idx').on(t.branchId, t.productId),
  ],
);

export const addOnCategories = pgTable(
  'add_on_categories',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    limit: integer('limit').notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [unique('add_on_categories_product_key').on(t.productId, t.key)],
);

export const addOns = pgTable(
  'add_ons',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => addOnCategories.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    price: integer('price_centavos').notNull(),
    isFree: boolean('is_free').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [unique('add_ons_category_key').on(t.categoryId, t.key)],
);

/**
 * What each branch sells, in the order its products pages list it, numbered 1…n per branch
 * (`position`) and per branch and category (`category_position`): a page is a range of positions read
 * from the index, and the last position is the page count's total, whatever the catalogue's size.
 * Derived from products and inventory, and rebuilt by the import — the only writer of what is sold
 * where and in which order (stock and prices, which do change between imports, are read per page).
 */
export const branchAssortment = pgTable(
  'branch_assortment',
  {
    merchantId: integer('merchant_id').notNull(),
    branchId: integer('branch_id').notNull(),
    position: integer('position').notNull(),
    categoryId: integer('category_id').notNull(),
    categoryPosition: integer('category_position').notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'branch_assortment_pkey', columns: [t.branchId, t.position] }),
    index('branch_assortment_category_idx').on(t.branchId, t.categoryId, t.categoryPosition),
    index('branch_assortment_merchant_idx').on(t.merchantId),
  ],
);
