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
 * and stock there. `stock` null means unlimited. A row is named by its product, branch and variation
 * (nothing outside addresses it by a uuid: carts and orders keep its id).
 *
 * `product_id` names a product, but not through a foreign key: the key's check is a query per row,
 * over a third of the time a chain's 1.7 million inventory rows take to insert. Statement-level
 * triggers check a whole insert at once (migration 0024; ADR 0029); products are deactivated, never
 * deleted (ADR 0002).
 */
export const productInventory = pgTable(
  'product_inventory',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
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
    // A branch's products with what a products page shows of them (prices, stock), so the page reads
    // them from the index alone (ADR 0029). Updates to stock are then not HOT: measured, checkout did
    // not slow down.
    index('inventory_branch_page_idx').on(
      t.branchId,
      t.productId,
      t.active,
      t.regularPrice,
      t.salePrice,
      t.saleUntil,
      t.stock,
    ),
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
 * What each branch sells, in the order its products pages list it: the product ids of the whole branch
 * (`category_id` 0, categories in the merchant's order) and of each category there, as arrays. A page
 * is a slice of one array and the array's length is the total, so a page costs the same whether the
 * merchant has 50 products or 10,000, and the whole table is a few rows per branch.
 * Derived from products and inventory, and rebuilt by the import — the only writer of what is sold
 * where and in which order (stock and prices, which do change between imports, are read per page).
 */
export const branchListings = pgTable(
  'branch_listings',
  {
    merchantId: integer('merchant_id').notNull(),
    branchId: integer('branch_id').notNull(),
    /** 0: the whole branch. */
    categoryId: integer('category_id').notNull(),
    productIds: integer('product_ids').array().notNull(),
  },
  (t) => [
    primaryKey({ name: 'branch_listings_pkey', columns: [t.branchId, t.categoryId] }),
    index('branch_listings_merchant_idx').on(t.merchantId),
  ],
);

/** The listing of a whole branch in branch_listings. */
export const WHOLE_BRANCH = 0;
