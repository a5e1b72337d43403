import { and, asc, eq, ilike, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { type Executor, preparedOn } from '../../db/client';
import { addOnCategories, addOns, categories, productInventory, products } from './tables';

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type InventoryRow = typeof productInventory.$inferSelect;
export type AddOnCategoryRow = typeof addOnCategories.$inferSelect;
export type AddOnRow = typeof addOns.$inferSelect;

/** A sale price counts while its end date is ahead (or it has none). */
const liveSalePrice = sql<number | null>`case when ${productInventory.salePrice} is not null
  and (${productInventory.saleUntil} is null or ${productInventory.saleUntil} > now())
  then ${productInventory.salePrice} end`;

/** One product at one branch, as a grid shows it: lowest prices over its variations, any stock left. */
const cardFields = {
  id: products.id,
  uuid: products.uuid,
  name: products.name,
  description: products.description,
  type: products.type,
  categoryId: products.categoryId,
  images: products.images,
  branchId: productInventory.branchId,
  regularPrice: sql<number>`min(${productInventory.regularPrice})`.mapWith(Number),
  lowestPrice: sql<number>`min(coalesce(${liveSalePrice}, ${productInventory.regularPrice}))`.mapWith(Number),
  inStock: sql<boolean>`bool_or(${productInventory.stock} is null or ${productInventory.stock} > 0)`,
};
export type CardRow = {
  id: number;
  uuid: string;
  name: string;
  description: string;
  type: 'simple' | 'variable';
  categoryId: number;
  images: string[];
  branchId: number;
  regularPrice: number;
  lowestPrice: number;
  inStock: boolean;
};

type BranchFilter = {
  merchantId: number;
  branchId: number;
  categoryId?: number | undefined;
  search?: string | undefined;
};

/** What a branch sells: the inventory rows that join a product to that branch. */
const soldAt = (branchId: number) =>
  and(
    eq(productInventory.productId, products.id),
    eq(productInventory.branchId, branchId),
    eq(productInventory.active, true),
  );

/** A name search, with LIKE's wildcards in what the customer typed taken literally. */
const nameContains = (search: string) => ilike(products.name, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

const branchFilter = (q: BranchFilter) =>
  and(
    eq(products.merchantId, q.merchantId),
    eq(products.active, true),
    q.categoryId ? eq(products.categoryId, q.categoryId) : undefined,
    q.search ? nameContains(q.search) : undefined,
  );

export const catalogRepository = {
  /** A page of the products a branch sells, in the merchant's category and product order. */
  async branchProducts(
    db: Executor,
    q: BranchFilter & { offset: number; limit: number },
  ): Promise<{ rows: CardRow[]; total: number }> {
    const rows = await db
      .select({ ...cardFields, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(products)
      .innerJoin(productInventory, soldAt(q.branchId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(branchFilter(q))
      .groupBy(products.id, productInventory.branchId, categories.sort)
      .orderBy(asc(categories.sort), asc(products.sort), asc(products.id))
      .limit(q.limit)
      .offset(q.offset);
    // A page past the end has no row to carry the total: count separately then.
    const total = rows[0]?.total ?? (q.offset > 0 ? await this.countBranchProducts(db, q) : 0);
    return { rows: rows as CardRow[], total };
  },

  async countBranchProducts(db: Executor, q: BranchFilter): Promise<number> {
    const rows = await db
      .selectDistinct({ id: products.id })
      .from(products)
      .innerJoin(productInventory, soldAt(q.branchId))
      .where(branchFilter(q));
    return rows.length;
  },

  /** The categories a branch sells something of, in the merchant's order. */
  async branchCategories(db: Executor, merchantId: number, branchId: number): Promise<CategoryRow[]> {
    const rows = await db
      .selectDistinct({ category: categories })
      .from(categories)
      .innerJoin(products, and(eq(products.categoryId, categories.id), eq(products.active, true)))
      .innerJoin(
        productInventory,
        and(
          eq(productInventory.productId, products.id),
          eq(productInventory.branchId, branchId),
          eq(productInventory.active, true),
        ),
      )
      .where(and(eq(categories.merchantId, merchantId), eq(categories.active, true)));
    return rows.map((r) => r.category).sort((a, b) => a.sort - b.sort || a.id - b.id);
  },

  /** Every (product, branch) pair of one category at the given branches. */
  async categoryCards(db: Executor, merchantId: number, categoryId: number, branchIds: number[]): Promise<CardRow[]> {
    if (!branchIds.length) return [];
    const rows = await db
      .select(cardFields)
      .from(products)
      .innerJoin(
        productInventory,
        and(
          eq(productInventory.productId, products.id),
          inArray(productInventory.branchId, branchIds),
          eq(productInventory.active, true),
        ),
      )
      .where(and(eq(products.merchantId, merchantId), eq(products.active, true), eq(products.categoryId, categoryId)))
      .groupBy(products.id, productInventory.branchId)
      .orderBy(asc(products.sort), asc(products.id));
    return rows as CardRow[];
  },

  async category(db: Executor, merchantId: number, id: number): Promise<CategoryRow | undefined> {
    const [row] = await db
      .select()
      .from(categories)
      .where(and(eq(categories.merchantId, merchantId), eq(categories.id, id), eq(categories.active, true)))
      .limit(1);
    return row;
  },

  /** Every category of the merchant by its key in the merchant file (active or not). */
  async categoryKeys(db: Executor, merchantId: number): Promise<{ id: number; key: string }[]> {
    return db
      .select({ id: categories.id, key: categories.key })
      .from(categories)
      .where(eq(categories.merchantId, merchantId));
  },

  /** Active categories that have at least one active product, with the brands selling them. */
  async categoriesWithBrands(db: Executor, merchantId: number) {
    return db
      .selectDistinct({ category: categories, brandId: products.brandId })
      .from(categories)
      .innerJoin(products, and(eq(products.categoryId, categories.id), eq(products.active, true)))
      .where(and(eq(categories.merchantId, merchantId), eq(categories.active, true)))
      .orderBy(asc(categories.sort));
  },

  async product(db: Executor, merchantId: number, uuid: string): Promise<ProductRow | undefined> {
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.merchantId, merchantId), eq(products.uuid, uuid), eq(products.active, true)))
      .limit(1);
    return row;
  },

  async inventoryAt(db: Executor, productId: number, branchId: number): Promise<InventoryRow[]> {
    return db
      .select()
      .from(productInventory)
      .where(
        and(
          eq(productInventory.productId, productId),
          eq(productInventory.branchId, branchId),
          eq(productInventory.active, true),
        ),
      )
      .orderBy(asc(productInventory.id));
  },

  async addOnsOf(db: Executor, productId: number) {
    return db
      .select({ category: addOnCategories, addOn: addOns })
      .from(addOnCategories)
      .innerJoin(addOns, and(eq(addOns.categoryId, addOnCategories.id), eq(addOns.active, true)))
      .where(and(eq(addOnCategories.productId, productId), eq(addOnCategories.active, true)))
      .orderBy(asc(addOnCategories.sort), asc(addOns.sort));
  },

  /** Active inventory rows by id (the cart's lines). */
  async inventoryByIds(db: Executor, ids: number[]): Promise<InventoryRow[]> {
    if (!ids.length) return [];
    // Prepared: every cart read and checkout prices its lines with it.
    const prepared = preparedOn(db, 'inventory_by_ids', (root, name) =>
      root
        .select()
        .from(productInventory)
        .where(and(sql`${productInventory.id} = any(${sql.placeholder('ids')})`, eq(productInventory.active, true)))
        .prepare(name),
    );
    if (prepared) return prepared.execute({ ids });
    return db
      .select()
      .from(productInventory)
      .where(and(inArray(productInventory.id, ids), eq(productInventory.active, true)));
  },

  /** The active inventory row of one product variation at one branch. */
  async inventoryOf(db: Executor, q: { productId: number; branchId: number; variationCode: string }) {
    const [row] = await db
      .select()
      .from(productInventory)
      .where(
        and(
          eq(productInventory.productId, q.productId),
          eq(productInventory.branchId, q.branchId),
          eq(productInventory.variationCode, q.variationCode),
          eq(productInventory.active, true),
        ),
      )
      .limit(1);
    return row;
  },

  async productById(db: Executor, id: number): Promise<ProductRow | undefined> {
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.id, id), eq(products.active, true)))
      .limit(1);
    return row;
  },

  /**
   * Taking each line's units from its limited stock where enough remain, as named parts of a larger
   * statement (the checkout writes in one): `stock_wanted`, `stock_locked` (the rows locked in id order,
   * so two checkouts never wait on each other's rows crosswise) and `stock_taken`. `short` is true when
   * a stock had too few units; the statement must then fail (checkout's guard).
   */
  stockTakeSql(lines: { inventoryId: number; quantity: number }[]): { ctes: SQL; short: SQL } {
    const wanted = JSON.stringify(lines.map((l) => ({ id: l.inventoryId, q: l.quantity })));
    return {
      ctes: sql`stock_wanted as (select * from jsonb_to_recordset(${wanted}::jsonb) as w(id int, q int)),
        stock_locked as (
          select p.id from ${productInventory} p join stock_wanted w on w.id = p.id order by p.id for update of p
        ),
        stock_taken as (
          update ${productInventory} p set stock = p.stock - w.q
          from stock_wanted w join stock_locked l on l.id = w.id
          where p.id = w.id and p.stock is not null and p.stock >= w.q
          returning p.id
        )`,
      short: sql`(select count(*) from stock_taken) < (select count(*) from stock_wanted)`,
    };
  },

  /** The stocks of the given inventory rows, locked in id order until the transaction ends (null: unlimited). */
  async lockStocks(tx: Executor, inventoryIds: number[]): Promise<{ id: number; stock: number | null }[]> {
    if (!inventoryIds.length) return [];
    return tx
      .select({ id: productInventory.id, stock: productInventory.stock })
      .from(productInventory)
      .where(inArray(productInventory.id, inventoryIds))
      .orderBy(asc(productInventory.id))
      .for('update');
  },

  /** Takes `quantity` units from a limited stock that has them (never below 0); answers whether it did. */
  async takeStock(tx: Executor, inventoryId: number, quantity: number): Promise<boolean> {
    const taken = await tx
      .update(productInventory)
      .set({ stock: sql`${productInventory.stock} - ${quantity}` })
      .where(
        and(
          eq(productInventory.id, inventoryId),
          sql`${productInventory.stock} is not null`,
          sql`${productInventory.stock} >= ${quantity}`,
        ),
      )
      .returning({ id: productInventory.id });
    return taken.length > 0;
  },

  /** Gives `quantity` units back to a limited stock (a cancelled order's); an unlimited one stays unlimited. */
  async returnStock(db: Executor, inventoryId: number, quantity: number): Promise<void> {
    await db
      .update(productInventory)
      .set({ stock: sql`${productInventory.stock} + ${quantity}` })
      .where(and(eq(productInventory.id, inventoryId), sql`${productInventory.stock} is not null`));
  },

  async addOnsOfProducts(db: Executor, productIds: number[]) {
    if (!productIds.length) return [];
    return db
      .select({ category: addOnCategories, addOn: addOns })
      .from(addOnCategories)
      .innerJoin(addOns, and(eq(addOns.categoryId, addOnCategories.id), eq(addOns.active, true)))
      .where(and(inArray(addOnCategories.productId, productIds), eq(addOnCategories.active, true)))
      .orderBy(asc(addOnCategories.sort), asc(addOns.sort));
  },

  // ——— writes, used by the import ———

  async upsertCategory(db: Executor, values: typeof categories.$inferInsert): Promise<CategoryRow> {
    const [row] = await db
      .insert(categories)
      .values(values)
      .onConflictDoUpdate({
        target: [categories.merchantId, categories.key],
        set: { name: values.name, image: values.image, sort: values.sort, active: true },
      })
      .returning();
    if (!row) throw new Error('category upsert returned nothing');
    return row;
  },

  async upsertProduct(db: Executor, values: typeof products.$inferInsert): Promise<ProductRow> {
    const { id: _id, uuid: _uuid, merchantId: _m, key: _k, ...changes } = values;
    const [row] = await db
      .insert(products)
      .values(values)
      .onConflictDoUpdate({ target: [products.merchantId, products.key], set: { ...changes, active: true } })
      .returning();
    if (!row) throw new Error('product upsert returned nothing');
    return row;
  },

  async upsertInventory(db: Executor, values: (typeof productInventory.$inferInsert)[]): Promise<void> {
    if (!values.length) return;
    await db
      .insert(productInventory)
      .values(values)
      .onConflictDoUpdate({
        target: [productInventory.productId, productInventory.branchId, productInventory.variationCode],
        set: {
          regularPrice: sql`excluded.regular_price_centavos`,
          salePrice: sql`excluded.sale_price_centavos`,
          saleUntil: sql`excluded.sale_until`,
          stock: sql`excluded.stock`,
          active: true,
        },
      });
  },

  async deactivateInventoryExcept(db: Executor, productId: number, uuids: string[]): Promise<void> {
    await db
      .update(productInventory)
      .set({ active: false })
      .where(
        and(
          eq(productInventory.productId, productId),
          uuids.length ? notInArray(productInventory.uuid, uuids) : undefined,
        ),
      );
  },

  async upsertAddOnCategory(db: Executor, values: typeof addOnCategories.$inferInsert) {
    const [row] = await db
      .insert(addOnCategories)
      .values(values)
      .onConflictDoUpdate({
        target: [addOnCategories.productId, addOnCategories.key],
        set: { name: values.name, limit: values.limit, sort: values.sort, active: true },
      })
      .returning();
    if (!row) throw new Error('add-on category upsert returned nothing');
    return row;
  },

  async upsertAddOn(db: Executor, values: typeof addOns.$inferInsert) {
    await db
      .insert(addOns)
      .values(values)
      .onConflictDoUpdate({
        target: [addOns.categoryId, addOns.key],
        set: { name: values.name, price: values.price, isFree: values.isFree, sort: values.sort, active: true },
      });
  },

  async deactivateAddOnsExcept(db: Executor, productId: number, categoryIds: number[], addOnUuids: string[]) {
    await db
      .update(addOnCategories)
      .set({ active: false })
      .where(
        and(
          eq(addOnCategories.productId, productId),
          categoryIds.length ? notInArray(addOnCategories.id, categoryIds) : undefined,
        ),
      );
    if (categoryIds.length)
      await db
        .update(addOns)
        .set({ active: false })
        .where(
          and(
            inArray(addOns.categoryId, categoryIds),
            addOnUuids.length ? notInArray(addOns.uuid, addOnUuids) : undefined,
          ),
        );
  },

  async deactivateProductsExcept(db: Executor, merchantId: number, keys: string[]) {
    await db
      .update(products)
      .set({ active: false })
      .where(and(eq(products.merchantId, merchantId), keys.length ? notInArray(products.key, keys) : undefined));
  },

  async deactivateCategoriesExcept(db: Executor, merchantId: number, keys: string[]) {
    await db
      .update(categories)
      .set({ active: false })
      .where(and(eq(categories.merchantId, merchantId), keys.length ? notInArray(categories.key, keys) : undefined));
  },
};
