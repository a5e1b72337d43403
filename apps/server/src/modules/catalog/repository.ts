import { and, asc, eq, ilike, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Executor, preparedOn, preparedRows, rowsOf } from '../../db/client';
import type { BranchPriceFacts } from './branch-card-prices';
import {
  addOnCategories,
  addOns,
  branchListings,
  categories,
  productInventory,
  products,
  WHOLE_BRANCH,
} from './tables';

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type InventoryRow = typeof productInventory.$inferSelect;
export type AddOnCategoryRow = typeof addOnCategories.$inferSelect;
export type AddOnRow = typeof addOns.$inferSelect;

/** A sale price counts while its end date is ahead (or it has none). */
const liveSalePrice = sql<number | null>`case when ${productInventory.salePrice} is not null
  and (${productInventory.saleUntil} is null or ${productInventory.saleUntil} > now())
  then ${productInventory.salePrice} end`;

/** What a card shows of the product itself: only an import changes it. */
const cardFactFields = {
  id: products.id,
  uuid: products.uuid,
  name: products.name,
  description: products.description,
  type: products.type,
  categoryId: products.categoryId,
  images: products.images,
};
/** A card's prices and stock at one branch: lowest prices over the product's variations, any stock left. */
const cardPriceAggregates = {
  regularPrice: sql<number>`min(${productInventory.regularPrice})`.mapWith(Number),
  lowestPrice: sql<number>`min(coalesce(${liveSalePrice}, ${productInventory.regularPrice}))`.mapWith(Number),
  inStock: sql<boolean>`bool_or(${productInventory.stock} is null or ${productInventory.stock} > 0)`,
};
/** One product at one branch, as a grid shows it. */
const cardFields = { ...cardFactFields, branchId: productInventory.branchId, ...cardPriceAggregates };
export type CardPrices = {
  branchId: number;
  productId: number;
  regularPrice: number;
  lowestPrice: number;
  inStock: boolean;
};
export type CardFacts = Pick<CardRow, 'id' | 'uuid' | 'name' | 'description' | 'type' | 'categoryId' | 'images'>;
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

/**
 * The listed products of one branch listing (the whole branch, or one category there) as a FROM item
 * `listed(product_id, n)`, n counting from 1 in the listing's order.
 */
const listed = () => sql`unnest(${branchListings.productIds}) with ordinality as listed(product_id, n)`;

/**
 * Cards of a branch listing whose names hold a search, in the listing's order, with prices and stock
 * aggregated per product and the search's total.
 */
const searchedCards = (db: Executor, p: { branch: number; category: number; search: string }) =>
  db
    .select({ ...cardFields, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(branchListings)
    .innerJoin(listed(), sql`true`)
    .innerJoin(products, sql`${products.id} = listed.product_id`)
    .innerJoin(productInventory, soldAt(p.branch))
    .where(
      and(eq(branchListings.branchId, p.branch), eq(branchListings.categoryId, p.category), nameContains(p.search)),
    )
    .groupBy(sql`listed.n`, products.id, productInventory.branchId)
    .orderBy(sql`listed.n`)
    .$dynamic();

/**
 * Prices and stock of products at branches, one row per branch and product (CardPrices, by its column
 * names): the pairs as two int arrays, position by position, each looked up in the branch's page index.
 */
const cardPricesStatement = (branches: SQLWrapper, products: SQLWrapper) => sql`select
    ${productInventory.branchId} as "branchId",
    ${productInventory.productId} as "productId",
    ${cardPriceAggregates.regularPrice} as "regularPrice",
    ${cardPriceAggregates.lowestPrice} as "lowestPrice",
    ${cardPriceAggregates.inStock} as "inStock"
  from unnest(${branches}::int[], ${products}::int[]) as wanted(branch_id, product_id)
  join ${productInventory} on ${productInventory.branchId} = wanted.branch_id
    and ${productInventory.productId} = wanted.product_id and ${productInventory.active}
  group by ${productInventory.branchId}, ${productInventory.productId}`;

/** `{1,2,3}`: an int array parameter as PostgreSQL reads it, built without the driver's escaping. */
const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

export const catalogRepository = {
  /**
   * A page of a branch's search: the products of the branch's listing (the whole branch, or one
   * category there) whose name holds the words, in the listing's order, with the search's total. It
   * reads the branch's listing (at most its size), not the merchant's catalogue.
   */
  async searchBranchProducts(
    db: Executor,
    q: { branchId: number; categoryId: number; search: string; offset: number; limit: number },
  ): Promise<{ rows: CardRow[]; total: number }> {
    const rows = await searchedCards(db, { branch: q.branchId, category: q.categoryId, search: q.search })
      .limit(q.limit)
      .offset(q.offset);
    // A page past the end has no row to carry the total.
    const total = rows[0]?.total ?? (q.offset > 0 ? await this.countBranchProducts(db, q) : 0);
    return { rows: rows as CardRow[], total };
  },

  /**
   * Every listing of one branch, by category (WHOLE_BRANCH for the whole branch): the product ids in
   * the order its pages list them. Only an import changes them.
   */
  async branchListings(db: Executor, branchId: number): Promise<Map<number, Int32Array>> {
    const rows = await db
      .select({ categoryId: branchListings.categoryId, productIds: branchListings.productIds })
      .from(branchListings)
      .where(eq(branchListings.branchId, branchId));
    // Typed arrays: a chain's 2 million listed ids in 8 MB, a third of what arrays of numbers take.
    return new Map(rows.map((r) => [r.categoryId, Int32Array.from(r.productIds)]));
  },

  /** What a product card shows that only an import changes, for the given products of the merchant. */
  async cardFacts(db: Executor, merchantId: number, productIds: number[]): Promise<CardFacts[]> {
    return db
      .select(cardFactFields)
      .from(products)
      .where(and(eq(products.merchantId, merchantId), inArray(products.id, productIds)));
  },

  /**
   * Prices and stock of products at branches, as a card shows them (lowest prices over the product's
   * variations, any stock left): read from the branches' page index alone, never cached. One query for
   * any number of branches, so concurrent products pages can share it.
   */
  async cardPrices(db: Executor, wanted: { branchId: number; productIds: number[] }[]): Promise<CardPrices[]> {
    const branches = wanted.flatMap((w) => w.productIds.map(() => w.branchId));
    if (!branches.length) return [];
    const products = intArray(wanted.flatMap((w) => w.productIds));
    // Prepared, its rows as they come: every products page that is not in the listing cache asks it (a
    // transaction gets the same statement with its values in place).
    const prepared = preparedRows<CardPrices>(db, 'card_prices', () =>
      cardPricesStatement(sql.placeholder('branches'), sql.placeholder('products')),
    );
    return prepared
      ? prepared({ branches: intArray(branches), products })
      : rowsOf<CardPrices>(db.execute(cardPricesStatement(sql.param(intArray(branches)), sql.param(products))));
  },

  /**
   * Every product a branch sells with its card prices as they stand now and when the first sale in them
   * ends, and whether some variation's stock is unlimited (BranchCardPrices keeps them until an import).
   */
  async branchPriceFacts(db: Executor, branchId: number): Promise<BranchPriceFacts[]> {
    return db
      .select({
        productId: productInventory.productId,
        regularPrice: cardPriceAggregates.regularPrice,
        lowestPrice: cardPriceAggregates.lowestPrice,
        pricesUntil: sql<number | null>`(extract(epoch from min(${productInventory.saleUntil})
          filter (where ${liveSalePrice} is not null)) * 1000)::float8`.mapWith((v) => (v === null ? null : Number(v))),
        alwaysInStock: sql<boolean>`bool_or(${productInventory.stock} is null)`,
      })
      .from(productInventory)
      .where(and(eq(productInventory.branchId, branchId), eq(productInventory.active, true)))
      .groupBy(productInventory.productId);
  },

  /** How many products a branch's search finds (a page past the end has no row to carry the total). */
  async countBranchProducts(db: Executor, q: BranchFilter & { search: string }): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(branchListings)
      .innerJoin(listed(), sql`true`)
      .innerJoin(products, sql`${products.id} = listed.product_id`)
      .where(
        and(
          eq(branchListings.branchId, q.branchId),
          eq(branchListings.categoryId, q.categoryId ?? WHOLE_BRANCH),
          nameContains(q.search),
        ),
      );
    return row?.n ?? 0;
  },

  /**
   * Lists again what each branch of the merchant sells (branch_listings), from its active products and
   * inventory, in the import's transaction.
   */
  async rebuildListings(db: Executor, merchantId: number): Promise<void> {
    await db.delete(branchListings).where(eq(branchListings.merchantId, merchantId));
    // Each category's list, then the whole branch's as its categories' lists one after another (their
    // sorts differ: a listed product's category is in the file, in the file's order). Sorting the sold
    // pairs once, not once per kind of list: a chain's rebuild (1 million pairs) in 2.1 s, not 2.8–4.4 s.
    await db.execute(sql`insert into ${branchListings} (merchant_id, branch_id, category_id, product_ids)
      with sold as (
        select s.branch_id, p.id, p.category_id, c.sort as category_sort, p.sort
        from (
          select distinct i.branch_id, i.product_id
          from ${productInventory} i join ${products} p0 on p0.id = i.product_id
          where p0.merchant_id = ${merchantId} and p0.active and i.active
        ) s
        join ${products} p on p.id = s.product_id
        join ${categories} c on c.id = p.category_id
      ),
      per_category as (
        select branch_id, category_id, min(category_sort) as category_sort, array_agg(id order by sort, id) as ids
        from sold group by branch_id, category_id
      )
      select ${merchantId}::int, branch_id, category_id, ids from per_category
      union all
      select ${merchantId}::int, branch_id, ${sql.raw(String(WHOLE_BRANCH))},
          array_agg(u.id order by category_sort, category_id, u.n)
        from per_category, unnest(ids) with ordinality as u(id, n) group by branch_id`);
  },

  /**
   * Fresh statistics for the planner after an import changed many rows, and the visibility map that
   * lets a products page read prices and stock from the index alone. After the import has committed
   * (VACUUM cannot run in a transaction).
   */
  async tidy(db: Executor): Promise<void> {
    await db.execute(sql`vacuum (analyze) ${products}, ${productInventory}, ${branchListings}, ${categories}`);
  },

  /** The categories a branch sells something of, in the merchant's order. */
  async branchCategories(db: Executor, merchantId: number, branchId: number): Promise<CategoryRow[]> {
    const rows = await db
      .select({ category: categories })
      .from(branchListings)
      .innerJoin(categories, eq(categories.id, branchListings.categoryId))
      .where(
        and(eq(branchListings.branchId, branchId), eq(categories.merchantId, merchantId), eq(categories.active, true)),
      );
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
};
