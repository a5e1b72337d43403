/**
 * The catalogue import's SQL: set-based writes, many rows per statement. Values travel as whole
 * columns, one array parameter each, unnested in the database (no limit on parameters, little SQL to
 * build). Every upsert writes only the rows whose values differ, so importing an unchanged file again
 * writes (almost) nothing. Used by ./import.ts inside the import transaction.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client';

/** One array parameter, cast to its column type (`int[]`, `text[]` …). */
const column = (values: unknown[], type: string): SQL => sql`${sql.param(values)}::${sql.raw(type)}`;

export type CategoryColumns = {
  uuid: string[];
  key: string[];
  name: string[];
  image: (string | null)[];
  sort: number[];
};

export type ProductColumns = {
  uuid: string[];
  brandId: number[];
  categoryId: number[];
  key: string[];
  name: string[];
  description: string[];
  type: string[];
  /** JSON text. */
  images: string[];
  /** JSON text. */
  attributes: string[];
  enableSpecialDiscount: boolean[];
  sort: number[];
};

export type AddOnCategoryColumns = {
  productId: number[];
  key: string[];
  name: string[];
  limit: number[];
  sort: number[];
};

export type AddOnColumns = {
  uuid: string[];
  categoryId: number[];
  key: string[];
  name: string[];
  price: number[];
  isFree: boolean[];
  sort: number[];
};

/** What one chunk of products sells: one row per (product, branch, variation). */
export type InventoryColumns = {
  productId: number[];
  branchId: number[];
  variationCode: string[];
  /** null: unlimited. */
  stock: (number | null)[];
};

/** The prices of one chunk of products: one row per (product, variation). */
export type PriceColumns = {
  productId: number[];
  variationCode: string[];
  regularPrice: number[];
  salePrice: (number | null)[];
  /** ISO timestamps. */
  saleUntil: (string | null)[];
};

/**
 * A PostgreSQL array literal, built here rather than by the driver (node-postgres escapes element by
 * element, which for millions of values costs more than the database's own work). Sent as text and
 * cast, so both drivers pass it through unchanged.
 */
function arrayLiteral(values: readonly (string | number | null)[], type: string, quote = false): SQL {
  const items = values.map((v) =>
    v === null ? 'NULL' : quote ? `"${String(v).replace(/[\\"]/g, '\\$&')}"` : String(v),
  );
  return sql`${`{${items.join(',')}}`}::text::${sql.raw(type)}`;
}

export const catalogImportRepository = {
  async upsertCategories(tx: Executor, merchantId: number, c: CategoryColumns): Promise<void> {
    if (!c.key.length) return;
    await tx.execute(sql`
      insert into categories as t (uuid, merchant_id, key, name, image, sort, active)
      select v.uuid, ${merchantId}, v.key, v.name, v.image, v.sort, true
      from unnest(${column(c.uuid, 'uuid[]')}, ${column(c.key, 'text[]')}, ${column(c.name, 'text[]')},
        ${column(c.image, 'text[]')}, ${column(c.sort, 'int[]')}) as v(uuid, key, name, image, sort)
      on conflict (merchant_id, key) do update
        set name = excluded.name, image = excluded.image, sort = excluded.sort, active = true
        where (t.name, t.image, t.sort, t.active) is distinct from (excluded.name, excluded.image, excluded.sort, true)`);
  },

  /** Every category of the merchant by key (active or not). */
  async categoryIds(tx: Executor, merchantId: number): Promise<Map<string, number>> {
    const rows = await rowsOf<{ id: number; key: string }>(
      tx.execute(sql`select id, key from categories where merchant_id = ${merchantId}`),
    );
    return new Map(rows.map((r) => [r.key, Number(r.id)]));
  },

  async upsertProducts(tx: Executor, merchantId: number, p: ProductColumns): Promise<void> {
    if (!p.key.length) return;
    await tx.execute(sql`
      insert into products as t (uuid, merchant_id, brand_id, category_id, key, name, description, type, images,
        attributes, enable_special_discount, sort, active)
      select v.uuid, ${merchantId}, v.brand_id, v.category_id, v.key, v.name, v.description, v.type, v.images::jsonb,
        v.attributes::jsonb, v.enable_special_discount, v.sort, true
      from unnest(${column(p.uuid, 'uuid[]')}, ${column(p.brandId, 'int[]')}, ${column(p.categoryId, 'int[]')},
        ${column(p.key, 'text[]')}, ${column(p.name, 'text[]')}, ${column(p.description, 'text[]')},
        ${column(p.type, 'text[]')}, ${column(p.images, 'text[]')}, ${column(p.attributes, 'text[]')},
        ${column(p.enableSpecialDiscount, 'boolean[]')}, ${column(p.sort, 'int[]')})
        as v(uuid, brand_id, category_id, key, name, description, type, images, attributes, enable_special_discount, sort)
      on conflict (merchant_id, key) do update
        set brand_id = excluded.brand_id, category_id = excluded.category_id, name = excluded.name,
          description = excluded.description, type = excluded.type, images = excluded.images,
          attributes = excluded.attributes, enable_special_discount = excluded.enable_special_discount,
          sort = excluded.sort, active = true
        where (t.brand_id, t.category_id, t.name, t.description, t.type, t.images, t.attributes,
            t.enable_special_discount, t.sort, t.active)
          is distinct from (excluded.brand_id, excluded.category_id, excluded.name, excluded.description, excluded.type,
            excluded.images, excluded.attributes, excluded.enable_special_discount, excluded.sort, true)`);
  },

  /** Every product of the merchant by key (active or not). */
  async productIds(tx: Executor, merchantId: number): Promise<Map<string, number>> {
    const rows = await rowsOf<{ id: number; key: string }>(
      tx.execute(sql`select id, key from products where merchant_id = ${merchantId}`),
    );
    return new Map(rows.map((r) => [r.key, Number(r.id)]));
  },

  async upsertAddOnCategories(tx: Executor, c: AddOnCategoryColumns): Promise<void> {
    if (!c.key.length) return;
    await tx.execute(sql`
      insert into add_on_categories as t (product_id, key, name, "limit", sort, active)
      select v.product_id, v.key, v.name, v."limit", v.sort, true
      from unnest(${column(c.productId, 'int[]')}, ${column(c.key, 'text[]')}, ${column(c.name, 'text[]')},
        ${column(c.limit, 'int[]')}, ${column(c.sort, 'int[]')}) as v(product_id, key, name, "limit", sort)
      on conflict (product_id, key) do update
        set name = excluded.name, "limit" = excluded."limit", sort = excluded.sort, active = true
        where (t.name, t."limit", t.sort, t.active) is distinct from (excluded.name, excluded."limit", excluded.sort, true)`);
  },

  /** The add-on categories of the given products, by `${productId}/${key}`. */
  async addOnCategoryIds(tx: Executor, productIds: number[]): Promise<Map<string, number>> {
    if (!productIds.length) return new Map();
    const rows = await rowsOf<{ id: number; product_id: number; key: string }>(
      tx.execute(sql`
        select c.id, c.product_id, c.key from add_on_categories c
        join unnest(${column(productIds, 'int[]')}) as l(id) on l.id = c.product_id`),
    );
    return new Map(rows.map((r) => [`${r.product_id}/${r.key}`, Number(r.id)]));
  },

  async upsertAddOns(tx: Executor, a: AddOnColumns): Promise<void> {
    if (!a.key.length) return;
    await tx.execute(sql`
      insert into add_ons as t (uuid, category_id, key, name, price_centavos, is_free, sort, active)
      select v.uuid, v.category_id, v.key, v.name, v.price, v.is_free, v.sort, true
      from unnest(${column(a.uuid, 'uuid[]')}, ${column(a.categoryId, 'int[]')}, ${column(a.key, 'text[]')},
        ${column(a.name, 'text[]')}, ${column(a.price, 'int[]')}, ${column(a.isFree, 'boolean[]')},
        ${column(a.sort, 'int[]')}) as v(uuid, category_id, key, name, price, is_free, sort)
      on conflict (category_id, key) do update
        set name = excluded.name, price_centavos = excluded.price_centavos, is_free = excluded.is_free,
          sort = excluded.sort, active = true
        where (t.name, t.price_centavos, t.is_free, t.sort, t.active)
          is distinct from (excluded.name, excluded.price_centavos, excluded.is_free, excluded.sort, true)`);
  },

  /**
   * Of the listed products, the add-on categories the file no longer names, and in the categories it
   * names, the add-ons it no longer names (by uuid): deactivated.
   */
  async deactivateAddOnsExcept(
    tx: Executor,
    productIds: number[],
    keptCategoryIds: number[],
    keptAddOnUuids: string[],
  ): Promise<void> {
    if (!productIds.length) return;
    await tx.execute(sql`
      update add_on_categories c set active = false
      where c.active
        and c.product_id in (select id from unnest(${column(productIds, 'int[]')}) as l(id))
        and c.id not in (select id from unnest(${column(keptCategoryIds, 'int[]')}) as k(id))`);
    if (!keptCategoryIds.length) return;
    await tx.execute(sql`
      update add_ons a set active = false
      where a.active
        and a.category_id in (select id from unnest(${column(keptCategoryIds, 'int[]')}) as k(id))
        and a.uuid not in (select id from unnest(${column(keptAddOnUuids, 'uuid[]')}) as u(id))`);
  },

  /** The stage the file's inventory rows are loaded into; dropped when the transaction ends. */
  async createInventoryStage(tx: Executor): Promise<void> {
    await tx.execute(sql`
      create temp table import_inventory (
        product_id int not null,
        branch_id int not null,
        variation_code text not null,
        regular_price int not null,
        sale_price int,
        sale_until timestamptz,
        stock int
      ) on commit drop`);
  },

  /**
   * The statement staging one chunk of inventory rows, joined to their prices. Built apart from
   * running it, so the next chunk's arrays are built while the database runs the last one.
   */
  stageInventorySql(r: InventoryColumns, p: PriceColumns, into: 'stage' | 'inventory' = 'stage'): SQL | undefined {
    if (!r.productId.length) return undefined;
    // Straight into product_inventory (a first import) or into the stage; the columns in the same order.
    const target =
      into === 'stage'
        ? sql`import_inventory`
        : sql`product_inventory (product_id, branch_id, variation_code, regular_price_centavos, sale_price_centavos,
            sale_until, stock)`;
    return sql`
      insert into ${target}
      select r.product_id, r.branch_id, r.variation_code, p.regular_price, p.sale_price, p.sale_until, r.stock
      from unnest(${arrayLiteral(r.productId, 'int[]')}, ${arrayLiteral(r.branchId, 'int[]')},
        ${arrayLiteral(r.variationCode, 'text[]', true)}, ${arrayLiteral(r.stock, 'int[]')})
        as r(product_id, branch_id, variation_code, stock)
      join unnest(${arrayLiteral(p.productId, 'int[]')}, ${arrayLiteral(p.variationCode, 'text[]', true)},
        ${arrayLiteral(p.regularPrice, 'int[]')}, ${arrayLiteral(p.salePrice, 'int[]')},
        ${arrayLiteral(p.saleUntil, 'timestamptz[]', true)}) as p(product_id, variation_code, regular_price, sale_price,
        sale_until)
        on p.product_id = r.product_id and p.variation_code = r.variation_code`;
  },

  /** Whether any of these products has inventory rows (active or not). */
  async hasInventory(tx: Executor, productIds: number[]): Promise<boolean> {
    if (!productIds.length) return false;
    const rows = await rowsOf(
      tx.execute(sql`
        select 1 from product_inventory
        where product_id in (select id from unnest(${column(productIds, 'int[]')}) as l(id)) limit 1`),
    );
    return rows.length > 0;
  },

  async run(tx: Executor, statement: SQL | undefined): Promise<void> {
    if (statement) await tx.execute(statement);
  },

  /**
   * The stage into product_inventory, set-based: rows whose price, sale or stock differ (or that were
   * inactive) updated and active again, unchanged rows left alone (not even locked), new rows
   * inserted; then the listed products' rows the stage doesn't hold deactivated (an anti-join).
   */
  async applyInventoryStage(tx: Executor, productIds: number[]): Promise<void> {
    await tx.execute(sql`analyze import_inventory`);
    await tx.execute(sql`
      update product_inventory t
      set regular_price_centavos = s.regular_price, sale_price_centavos = s.sale_price, sale_until = s.sale_until,
        stock = s.stock, active = true
      from import_inventory s
      where t.product_id = s.product_id and t.branch_id = s.branch_id and t.variation_code = s.variation_code
        and (t.regular_price_centavos, t.sale_price_centavos, t.sale_until, t.stock, t.active)
          is distinct from (s.regular_price, s.sale_price, s.sale_until, s.stock, true)`);
    // Only rows not there yet; the conflict clause covers one inserted meanwhile by a concurrent import.
    await tx.execute(sql`
      insert into product_inventory as t (product_id, branch_id, variation_code, regular_price_centavos,
        sale_price_centavos, sale_until, stock, active)
      select s.product_id, s.branch_id, s.variation_code, s.regular_price, s.sale_price, s.sale_until, s.stock,
        true
      from import_inventory s
      where not exists (
        select 1 from product_inventory e
        where e.product_id = s.product_id and e.branch_id = s.branch_id and e.variation_code = s.variation_code
      )
      on conflict (product_id, branch_id, variation_code) do update
        set regular_price_centavos = excluded.regular_price_centavos, sale_price_centavos = excluded.sale_price_centavos,
          sale_until = excluded.sale_until, stock = excluded.stock, active = true
        where (t.regular_price_centavos, t.sale_price_centavos, t.sale_until, t.stock, t.active)
          is distinct from (excluded.regular_price_centavos, excluded.sale_price_centavos, excluded.sale_until,
            excluded.stock, true)`);
    if (!productIds.length) return;
    await tx.execute(sql`
      update product_inventory i set active = false
      where i.active
        and i.product_id in (select id from unnest(${column(productIds, 'int[]')}) as l(id))
        and not exists (
          select 1 from import_inventory s
          where s.product_id = i.product_id and s.branch_id = i.branch_id and s.variation_code = i.variation_code
        )`);
  },

  async deactivateProductsExcept(tx: Executor, merchantId: number, keys: string[]): Promise<void> {
    await tx.execute(sql`
      update products set active = false
      where merchant_id = ${merchantId} and active
        and key not in (select key from unnest(${column(keys, 'text[]')}) as k(key))`);
  },

  async deactivateCategoriesExcept(tx: Executor, merchantId: number, keys: string[]): Promise<void> {
    await tx.execute(sql`
      update categories set active = false
      where merchant_id = ${merchantId} and active
        and key not in (select key from unnest(${column(keys, 'text[]')}) as k(key))`);
  },
};
