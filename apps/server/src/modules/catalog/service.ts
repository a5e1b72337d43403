/**
 * Catalog: categories, products with their variations and add-ons, and what each branch sells of
 * them at what price and stock.
 */
import { createHash } from 'node:crypto';
import type {
  Category,
  CategoryProductsResponse,
  InventoryEntry,
  InventoryResponse,
  ProductCard,
} from '@storefront/contracts/store';
import type { Position } from '@storefront/domain/geo';
import { pageLinks, pageWindow } from '@storefront/domain/paging';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { TtlCache } from '../../lib/ttl-cache';
import { turnBatch } from '../../lib/turn-batch';
import type { Branch, BranchesService } from '../branches/service';
import type { ImportsWatch } from '../merchants/service';
import { BranchCardPrices, type CardPrice } from './branch-card-prices';
import { importCatalog } from './import';
import { branchMembers, cardJson, categoriesJson, categoryOf, productMembers, productsPageJson } from './page-json';
import {
  type AddOnCategoryRow,
  type AddOnRow,
  type CardPrices,
  type CardRow,
  type InventoryRow,
  type ProductRow,
  catalogRepository as repo,
} from './repository';
import { WHOLE_BRANCH } from './tables';

export const PRODUCTS_PER_PAGE = 20;

/**
 * What a cart line refers to, read fresh (never from the listing cache: stock decides what may be
 * added). Prices in centavos.
 */
export type Offer = {
  inventoryId: number;
  inventory: InventoryEntry;
  branchId: number;
  stock: number | null;
  regularPrice: number;
  salePrice: number | null;
  saleUntil: Date | null;
  product: Pick<
    ProductRow,
    'id' | 'uuid' | 'name' | 'description' | 'type' | 'categoryId' | 'images' | 'enableSpecialDiscount'
  >;
  addOnCategories: {
    id: number;
    name: string;
    limit: number;
    add_ons: { uuid: string; name: string; price: number; isFree: boolean }[];
  }[];
};

const pesos = (centavos: number) => centavos / 100;

function card(row: CardRow, branch: Pick<Branch, 'uuid' | 'name' | 'brandUuid' | 'brandName'>): ProductCard {
  const onSale = row.lowestPrice < row.regularPrice;
  return {
    uuid: row.uuid,
    name: row.name,
    description: row.description,
    type: row.type,
    category_id: row.categoryId,
    image: row.images[0] ?? null,
    regular_price: pesos(row.regularPrice),
    sale_price: onSale ? pesos(row.lowestPrice) : null,
    on_sale: onSale,
    in_stock: row.inStock,
    branch_uuid: branch.uuid,
    branch_name: branch.name,
    brand_uuid: branch.brandUuid,
    brand_name: branch.brandName,
  };
}

function inventoryEntry(row: InventoryRow, attributes: ProductRow['attributes'], at: Date): InventoryEntry {
  const values = row.variationCode ? row.variationCode.split('_') : [];
  const onSale = row.salePrice !== null && (!row.saleUntil || row.saleUntil > at);
  return {
    variation_code: row.variationCode,
    decoded_variation_code: values.map((value, i) => ({ attribute: attributes[i]?.name ?? '', value })),
    stock: row.stock,
    is_limited_stock: row.stock !== null,
    regular_price: pesos(row.regularPrice),
    sale_price: onSale && row.salePrice !== null ? pesos(row.salePrice) : null,
    on_sale: onSale,
    on_sale_to: onSale && row.saleUntil ? row.saleUntil.toISOString() : null,
  };
}

function toOffer(
  { inventory, product }: { inventory: InventoryRow; product: ProductRow },
  addOnRows: { category: AddOnCategoryRow; addOn: AddOnRow }[],
  at: Date,
): Offer {
  const categories = new Map<number, Offer['addOnCategories'][number]>();
  for (const { category, addOn } of addOnRows) {
    if (category.productId !== product.id) continue;
    let entry = categories.get(category.id);
    if (!entry) {
      entry = { id: category.id, name: category.name, limit: category.limit, add_ons: [] };
      categories.set(category.id, entry);
    }
    entry.add_ons.push({ uuid: addOn.uuid, name: addOn.name, price: addOn.price, isFree: addOn.isFree });
  }
  return {
    inventoryId: inventory.id,
    inventory: inventoryEntry(inventory, product.attributes, at),
    branchId: inventory.branchId,
    stock: inventory.stock,
    regularPrice: inventory.regularPrice,
    salePrice: inventory.salePrice,
    saleUntil: inventory.saleUntil,
    product: {
      id: product.id,
      uuid: product.uuid,
      name: product.name,
      description: product.description,
      type: product.type,
      categoryId: product.categoryId,
      images: product.images,
      enableSpecialDiscount: product.enableSpecialDiscount,
    },
    addOnCategories: [...categories.values()],
  };
}

/** A short stable id for an attribute value, as the spec's attributes[].variations[].hash. */
const valueHash = (attribute: string, value: string) =>
  createHash('sha1').update(`${attribute}\u0000${value}`).digest('hex').slice(0, 12);

/**
 * What only an import changes (products, add-ons, which categories a branch sells) is kept until an
 * import: this instance's clears it at once, another instance's is noticed by the merchants' imports
 * watch (one small background query every few seconds, not a re-read of what is cached).
 */
const IMPORTED_CACHE_MS = 10 * 60_000;
/** Listings (products pages, category pages, a product at a branch) show stock, a few seconds late at most. */
const LISTING_CACHE_MS = 5_000;
/**
 * A listing read this long after it was loaded is still answered from memory while one background
 * load replaces it (TtlCache's refreshAfterMs): a page read all the time never makes a request wait for
 * the database, yet what it shows is never older than LISTING_CACHE_MS, as before.
 */
const LISTING_REFRESH_SHARE = 0.8;

export function createCatalogService(
  db: Db,
  branches: BranchesService,
  options: {
    /** Tells when any merchant was imported (the merchants service's). */
    imports: ImportsWatch;
    now?: (() => Date) | undefined;
    /** How long listings are served from memory (0: not at all, to measure them). */
    listingCacheMs?: number | undefined;
  },
) {
  const now = options.now ?? (() => new Date());
  // biome-ignore lint/suspicious/noExplicitAny: one cache for several read shapes, each keyed by its call
  const imported = new TtlCache<string, Promise<any>>(IMPORTED_CACHE_MS, 20_000);
  const listingMs = options.listingCacheMs ?? LISTING_CACHE_MS;
  // biome-ignore lint/suspicious/noExplicitAny: likewise, for the listings' shapes
  const listings = new TtlCache<string, Promise<any>>(listingMs, 2_000, undefined, listingMs * LISTING_REFRESH_SHARE);
  const { imports } = options;
  // An import elsewhere drops the listings too: they were read from the catalogue it replaced.
  imports.onChange(() => {
    imported.clear();
    listings.clear();
  });
  /** What only an import changes, from memory while no merchant has been imported since. */
  const reads = {
    memo<T>(key: string, load: () => Promise<T>): Promise<T> {
      imports.check();
      return imported.memo(key, load);
    },
  };
  /** A listing (it shows stock), from memory for LISTING_CACHE_MS at most and until an import. */
  const listed = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    imports.check();
    return listings.memo(key, load);
  };

  /**
   * Add-ons of products, from the read cache: they change only on import, which clears it. (Stock and
   * prices, which the cart needs fresh, are read every time.)
   */
  async function addOnsOf(db: Executor, productIds: number[]) {
    const perProduct = await Promise.all(
      productIds.map((id) => reads.memo(`add-ons|${id}`, () => repo.addOnsOfProducts(db, [id]))),
    );
    return perProduct.flat();
  }

  /** Which brands sell in which categories: it changes only on import, which clears the cache. */
  const categoriesWithBrands = (merchantId: number): ReturnType<typeof repo.categoriesWithBrands> =>
    reads.memo(`categories-with-brands|${merchantId}`, () => repo.categoriesWithBrands(db, merchantId));

  /** A branch's listings by category: only an import changes them. */
  const branchListings = (branchId: number) =>
    reads.memo(`branch-listings|${branchId}`, () => repo.branchListings(db, branchId));

  /**
   * What the cards of these products show that only an import changes, as checked JSON members, from
   * memory: one map per merchant, filled as its products are first shown (one query for a page's missing
   * ones). An import replaces the map, so a load still running for the old one never fills the new one.
   */
  async function cardProducts(merchantId: number, productIds: number[]): Promise<Map<number, string>> {
    const known = await reads.memo(`card-products|${merchantId}`, async () => new Map<number, string>());
    const missing = productIds.filter((id) => !known.has(id));
    if (missing.length)
      for (const facts of await repo.cardFacts(db, merchantId, missing)) known.set(facts.id, productMembers(facts));
    return known;
  }

  /** A branch's card prices as its import left them (ADR 0029), from memory until the next import. */
  const branchCardPrices = (branchId: number): Promise<BranchCardPrices> =>
    reads.memo(
      `branch-card-prices|${branchId}`,
      async () => new BranchCardPrices(await repo.branchPriceFacts(db, branchId)),
    );

  /**
   * Prices and stock at a branch of the page's products its kept prices cannot tell (limited stock, a
   * sale ended since), by product id. The pages asked in one turn of
   * the event loop share one query (ADR 0029): under load, a statement per page was a third of the
   * server's CPU per page and half of the database's.
   */
  const pagePrices = turnBatch(async (pages: { branchId: number; productIds: number[] }[]) => {
    const byBranch = new Map<number, Map<number, CardPrices>>();
    for (const row of await repo.cardPrices(db, pages)) {
      const prices = byBranch.get(row.branchId) ?? new Map<number, CardPrices>();
      byBranch.set(row.branchId, prices.set(row.productId, row));
    }
    return pages.map((page) => byBranch.get(page.branchId) ?? new Map<number, CardPrices>());
  });

  /**
   * A products page, as JSON text (page-json.ts). Without a search it is a slice of the branch's
   * precomputed listing (ADR 0029), so its cost follows the page, not the catalogue: the listing and the
   * cards' products come from memory, and only the page's prices and stock are read, from the branch's
   * page index.
   */
  async function loadBranchProducts(
    merchantId: number,
    q: { branchUuid: string; page: number; categoryId?: number | undefined; search?: string | undefined },
  ): Promise<string> {
    const branch = await branches.publicBranch(merchantId, q.branchUuid);
    const window = pageWindow(q.page, PRODUCTS_PER_PAGE);
    const categoryId = q.categoryId ?? WHOLE_BRANCH;
    const branchJson = branchMembers(branch);
    const [{ cards, total }, categories] = await Promise.all([
      q.search
        ? searchPage({ branchId: branch.id, categoryId, search: q.search, ...window }, branchJson)
        : listingPage(merchantId, branch.id, categoryId, window, branchJson),
      reads.memo(`branch-categories|${merchantId}|${branch.id}`, async () =>
        categoriesJson(await repo.branchCategories(db, merchantId, branch.id)),
      ),
    ]);
    return productsPageJson(cards, pageLinks(q.page, PRODUCTS_PER_PAGE, total), categories);
  }

  /** One page of a branch's search, its cards as JSON. */
  async function searchPage(
    q: Parameters<typeof repo.searchBranchProducts>[1],
    branchJson: string,
  ): Promise<{ cards: string[]; total: number }> {
    const { rows, total } = await repo.searchBranchProducts(db, q);
    return { cards: rows.map((row) => cardJson(productMembers(row), row, branchJson)), total };
  }

  /**
   * One page of a branch listing, in its order, its cards as JSON; a product with no active variation
   * there is left out.
   */
  async function listingPage(
    merchantId: number,
    branchId: number,
    categoryId: number,
    window: { offset: number; limit: number },
    branchJson: string,
  ): Promise<{ cards: string[]; total: number }> {
    const listing = (await branchListings(branchId)).get(categoryId) ?? new Int32Array();
    const ids = Array.from(listing.subarray(window.offset, window.offset + window.limit));
    if (!ids.length) return { cards: [], total: listing.length };
    const [known, products] = await Promise.all([branchCardPrices(branchId), cardProducts(merchantId, ids)]);
    // The sales' ends are compared with the clock the database compares them with.
    const nowMs = Date.now();
    const prices: (CardPrice | undefined)[] = ids.map((id) => known.at(id, nowMs));
    const unknown = ids.filter((_, i) => !prices[i]);
    if (unknown.length) {
      const read = await pagePrices({ branchId, productIds: unknown });
      ids.forEach((id, i) => {
        prices[i] ??= read.get(id);
      });
    }
    const cards: string[] = [];
    ids.forEach((id, i) => {
      const price = prices[i];
      const product = products.get(id);
      if (price && product) cards.push(cardJson(product, price, branchJson));
    });
    return { cards, total: listing.length };
  }

  async function loadCategoryProducts(
    merchant: { id: number; searchRadiusKm: number },
    q: { categoryId: number; page: number; position: Position | null },
  ): Promise<CategoryProductsResponse> {
    const category = await repo.category(db, merchant.id, q.categoryId);
    if (!category) throw AppError.notFound('Category not found');
    const candidates = (await branches.publicBranches(merchant.id, q.position))
      .filter((b) => !q.position || b.distance <= merchant.searchRadiusKm)
      .sort((a, b) => Number(b.isOpen) - Number(a.isOpen) || a.distance - b.distance);
    const rank = new Map(candidates.map((b, i) => [b.id, i]));
    const best = new Map<number, CardRow>();
    for (const row of await repo.categoryCards(
      db,
      merchant.id,
      category.id,
      candidates.map((b) => b.id),
    )) {
      const current = best.get(row.id);
      if (!current || (rank.get(row.branchId) ?? 0) < (rank.get(current.branchId) ?? 0)) best.set(row.id, row);
    }
    const all = [...best.values()];
    const { offset, limit } = pageWindow(q.page, PRODUCTS_PER_PAGE);
    const byId = new Map(candidates.map((b) => [b.id, b]));
    return {
      category: categoryOf(category),
      list: all.slice(offset, offset + limit).map((r) => card(r, byId.get(r.branchId) as Branch)),
      ...pageLinks(q.page, PRODUCTS_PER_PAGE, all.length),
    };
  }

  async function loadInventory(
    merchantId: number,
    productUuid: string,
    branchUuid: string,
  ): Promise<InventoryResponse['data']> {
    const branch = await branches.publicBranch(merchantId, branchUuid);
    const product = await repo.product(db, merchantId, productUuid);
    const rows = product && product.brandId === branch.brandId ? await repo.inventoryAt(db, product.id, branch.id) : [];
    if (!product || !rows.length) throw AppError.notFound('Product not found');

    const at = now();
    const inventory = rows.map((row) => inventoryEntry(row, product.attributes, at));

    const addOnCategories = new Map<number, InventoryResponse['data']['product_details']['add_on_category'][number]>();
    for (const { category, addOn } of await repo.addOnsOf(db, product.id)) {
      let entry = addOnCategories.get(category.id);
      if (!entry) {
        entry = { id: category.id, name: category.name, limit: category.limit, add_ons: [] };
        addOnCategories.set(category.id, entry);
      }
      entry.add_ons.push({
        uuid: addOn.uuid,
        name: addOn.name,
        price: pesos(addOn.price),
        currency: 'PHP',
        is_free: addOn.isFree,
      });
    }

    return {
      product_details: {
        uuid: product.uuid,
        name: product.name,
        description: product.description,
        type: product.type,
        category_id: product.categoryId,
        images: product.images.map((image_name) => ({ image_name })),
        attributes: product.attributes.map((a) => ({
          name: a.name,
          variations: a.values.map((name) => ({ name, hash: valueHash(a.name, name) })),
        })),
        enable_special_discount: product.enableSpecialDiscount,
        add_on_category: [...addOnCategories.values()],
      },
      inventory,
      branch_uuid: branch.uuid,
      branch_name: branch.name,
      brand_uuid: branch.brandUuid,
      brand_name: branch.brandName,
      max_order: branch.maxOrder,
    };
  }

  return {
    invalidate: () => {
      imported.clear();
      listings.clear();
    },

    /** Lists again what each branch sells for its products pages; in the import's transaction, after the sync. */
    rebuildListings: (tx: Executor, merchantId: number) => repo.rebuildListings(tx, merchantId),

    /** Planner statistics and the visibility map, once an import has committed. */
    tidy: () => repo.tidy(db),

    /** One product variation at one branch, fresh; undefined when the branch does not sell it. */
    async offer(
      db: Executor,
      q: { merchantId: number; productUuid: string; branchId: number; variationCode: string },
    ): Promise<Offer | undefined> {
      const product = await reads.memo(`product|${q.merchantId}|${q.productUuid}`, () =>
        repo.product(db, q.merchantId, q.productUuid),
      );
      if (!product) return undefined;
      const inventory = await repo.inventoryOf(db, { ...q, productId: product.id });
      if (!inventory) return undefined;
      return toOffer({ inventory, product }, await addOnsOf(db, [product.id]), now());
    },

    /**
     * The part of checkout's statement that takes the units an order needs from limited stocks (null
     * when no line has a limited stock); see the repository's stockTakeSql.
     */
    stockTakeStep(lines: { inventoryId: number; quantity: number; limited: boolean }[]) {
      const needed = new Map<number, number>();
      for (const l of lines) if (l.limited) needed.set(l.inventoryId, (needed.get(l.inventoryId) ?? 0) + l.quantity);
      if (!needed.size) return null;
      return repo.stockTakeSql([...needed].map(([inventoryId, quantity]) => ({ inventoryId, quantity })));
    },

    /**
     * The inverse of takeStock, in the caller's transaction: a cancelled order's units go back to the
     * stocks that are still limited (an order line does not remember whether its stock was limited, so
     * a stock made unlimited since stays unlimited).
     */
    async returnStock(tx: Executor, lines: { inventoryId: number; quantity: number }[]) {
      const back = new Map<number, number>();
      for (const l of lines) back.set(l.inventoryId, (back.get(l.inventoryId) ?? 0) + l.quantity);
      // The same row order as takeStock, so a cancel and a checkout never wait on each other crosswise.
      for (const [inventoryId, quantity] of [...back].sort((a, b) => a[0] - b[0])) {
        await repo.returnStock(tx, inventoryId, quantity);
      }
    },

    /**
     * Takes an order's units again from the stocks that are limited now, in the caller's transaction
     * (a late payment revives an expired order, orders/late-payment.ts): all or nothing, never below 0.
     * Answers the inventory ids that are short (nothing is taken then; the caller runs it in a savepoint
     * all the same), or [] once every unit is taken.
     * An unlimited stock (or a row gone) gives nothing and needs nothing, as returnStock gave it nothing.
     */
    async takeStock(tx: Executor, lines: { inventoryId: number; quantity: number }[]): Promise<number[]> {
      const needed = new Map<number, number>();
      for (const l of lines) needed.set(l.inventoryId, (needed.get(l.inventoryId) ?? 0) + l.quantity);
      // Locked in id order first (as checkout and returnStock take them), then checked, then taken.
      const rows = (await repo.lockStocks(tx, [...needed.keys()])).filter((r) => r.stock !== null);
      const short = rows.filter((r) => (r.stock as number) < (needed.get(r.id) ?? 0)).map((r) => r.id);
      if (short.length) return short;
      for (const r of rows) {
        if (!(await repo.takeStock(tx, r.id, needed.get(r.id) ?? 0))) return [r.id];
      }
      return [];
    },

    /** The offers behind cart lines, fresh, by inventory id; a line whose offer is gone has no entry. */
    async offers(db: Executor, merchantId: number, inventoryIds: number[]): Promise<Map<number, Offer>> {
      if (!inventoryIds.length) return new Map();
      const rows = await repo.inventoryByIds(db, [...new Set(inventoryIds)]);
      const productIds = [...new Set(rows.map((r) => r.productId))];
      const productRows = await Promise.all(
        productIds.map((id) => reads.memo(`product-by-id|${id}`, () => repo.productById(db, id))),
      );
      const productsById = new Map(
        productRows.filter((p): p is ProductRow => p?.merchantId === merchantId).map((p) => [p.id, p]),
      );
      const addOnRows = await addOnsOf(db, [...productsById.keys()]);
      const at = now();
      const offers = new Map<number, Offer>();
      for (const inventory of rows) {
        const product = productsById.get(inventory.productId);
        if (product) offers.set(inventory.id, toOffer({ inventory, product }, addOnRows, at));
      }
      return offers;
    },

    /** A products page (ProductsResponse) as JSON text. */
    branchProductsJson(
      merchantId: number,
      q: { branchUuid: string; page: number; categoryId?: number | undefined; search?: string | undefined },
    ): Promise<string> {
      const key = `products|${merchantId}|${q.branchUuid}|${q.page}|${q.categoryId ?? ''}|${q.search ?? ''}`;
      return listed(key, () => loadBranchProducts(merchantId, q));
    },

    /**
     * Products of one category from public branches: within the merchant's radius when the customer's
     * position is known. Each product appears once, at its best branch: open before closed, then nearest.
     */
    categoryProducts(
      merchant: { id: number; searchRadiusKm: number },
      q: { categoryId: number; page: number; position: Position | null },
    ): Promise<CategoryProductsResponse> {
      const at = q.position ? `${q.position.lat},${q.position.lng}` : '';
      return listed(`category|${merchant.id}|${q.categoryId}|${q.page}|${at}`, () => loadCategoryProducts(merchant, q));
    },

    async categories(merchantId: number): Promise<Category[]> {
      const seen = new Map<number, Category>();
      for (const { category } of await categoriesWithBrands(merchantId))
        if (!seen.has(category.id)) seen.set(category.id, categoryOf(category));
      return [...seen.values()];
    },

    /** The merchant's category ids by the merchant file's keys (from the read cache: they change on import). */
    categoryIdsByKey(merchantId: number): Promise<Map<string, number>> {
      return reads.memo(`category-keys|${merchantId}`, async () => {
        const rows = await repo.categoryKeys(db, merchantId);
        return new Map(rows.map((r) => [r.key, r.id]));
      });
    },

    async brandsWithCategories(merchantId: number) {
      const rows = await categoriesWithBrands(merchantId);
      return (await branches.brands(merchantId)).map(({ id, ...brand }) => ({
        brand,
        categories: rows.filter((r) => r.brandId === id).map((r) => categoryOf(r.category)),
      }));
    },

    /** A product's details and what one branch has of it. 404 unless that branch sells it. */
    inventory(merchantId: number, productUuid: string, branchUuid: string): Promise<InventoryResponse['data']> {
      return listed(`inventory|${merchantId}|${productUuid}|${branchUuid}`, () =>
        loadInventory(merchantId, productUuid, branchUuid),
      );
    },

    /** Writes categories, products, inventory and add-ons from a merchant file. Part of the import transaction. */
    syncFromConfig: importCatalog,
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
