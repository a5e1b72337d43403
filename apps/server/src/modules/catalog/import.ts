/**
 * Writes a merchant file's catalogue — categories, products, add-ons and what each branch sells at
 * what price and stock — in bulk: many rows per statement, the inventory staged in a temporary table
 * and applied with one upsert and one deactivation. Part of the import transaction.
 *
 * Records are matched by their keys and keep stable uuids; records a re-import no longer lists are
 * deactivated, not deleted (orders may name them), and active again once listed again.
 */
import type { MerchantConfig } from '@storefront/contracts/merchant-config';
import type { Executor } from '../../db/client';
import { stableUuid } from '../../lib/uuid';
import {
  type AddOnCategoryColumns,
  type AddOnColumns,
  type InventoryColumns,
  type PriceColumns,
  type ProductColumns,
  catalogImportRepository as repo,
} from './import-repository';

/** Products (and their add-ons) per statement. */
const PRODUCT_CHUNK = 1_000;
/** Inventory rows per staging statement. */
const INVENTORY_CHUNK = 50_000;

const centavos = (pesos: number) => Math.round(pesos * 100);

export async function importCatalog(
  tx: Executor,
  merchant: { id: number; subdomain: string },
  config: Pick<MerchantConfig, 'categories' | 'products'>,
  ids: { brandIds: Map<string, number>; branchIds: Map<string, number> },
  image: (ref: string) => string,
): Promise<{ categoryIds: Map<string, number> }> {
  const uuid = (name: string) => stableUuid(`${merchant.subdomain}/${name}`);

  await repo.upsertCategories(tx, merchant.id, {
    uuid: config.categories.map((c) => uuid(`category/${c.key}`)),
    key: config.categories.map((c) => c.key),
    name: config.categories.map((c) => c.name),
    image: config.categories.map((c) => (c.image ? image(c.image) : null)),
    sort: config.categories.map((_, sort) => sort),
  });
  const allCategoryIds = await repo.categoryIds(tx, merchant.id);
  const categoryIds = new Map(config.categories.map((c) => [c.key, allCategoryIds.get(c.key) as number]));

  for (let start = 0; start < config.products.length; start += PRODUCT_CHUNK) {
    const chunk = config.products.slice(start, start + PRODUCT_CHUNK);
    const columns: ProductColumns = {
      uuid: [],
      brandId: [],
      categoryId: [],
      key: [],
      name: [],
      description: [],
      type: [],
      images: [],
      attributes: [],
      enableSpecialDiscount: [],
      sort: [],
    };
    chunk.forEach((p, i) => {
      columns.uuid.push(uuid(`product/${p.key}`));
      columns.brandId.push(ids.brandIds.get(p.brand) as number);
      columns.categoryId.push(categoryIds.get(p.category) as number);
      columns.key.push(p.key);
      columns.name.push(p.name);
      columns.description.push(p.description);
      columns.type.push(p.type);
      columns.images.push(JSON.stringify(p.images.map(image)));
      columns.attributes.push(JSON.stringify(p.attributes));
      columns.enableSpecialDiscount.push(p.enable_special_discount);
      columns.sort.push(start + i);
    });
    await repo.upsertProducts(tx, merchant.id, columns);
  }
  const allProductIds = await repo.productIds(tx, merchant.id);
  const productId = (key: string) => allProductIds.get(key) as number;
  const listedProductIds = config.products.map((p) => productId(p.key));

  await importAddOns(tx, config.products, productId, uuid);
  // A first import (no inventory for these products yet) writes its rows straight into the table:
  // nothing to compare or deactivate. Otherwise they are staged and applied as differences.
  const first = !(await repo.hasInventory(tx, listedProductIds));
  await importInventory(tx, config.products, productId, ids.branchIds, first ? 'inventory' : 'stage');
  if (!first) await repo.applyInventoryStage(tx, listedProductIds);

  await repo.deactivateProductsExcept(
    tx,
    merchant.id,
    config.products.map((p) => p.key),
  );
  await repo.deactivateCategoriesExcept(
    tx,
    merchant.id,
    config.categories.map((c) => c.key),
  );
  return { categoryIds };
}

type Products = Pick<MerchantConfig, 'products'>['products'];

/** Add-on categories, then their add-ons, a chunk of products at a time; then what the file no longer names. */
async function importAddOns(
  tx: Executor,
  products: Products,
  productId: (key: string) => number,
  uuid: (name: string) => string,
): Promise<void> {
  const keptCategoryIds: number[] = [];
  const keptAddOnUuids: string[] = [];
  const withAddOns = products.filter((p) => p.add_on_categories.length);
  for (let start = 0; start < withAddOns.length; start += PRODUCT_CHUNK) {
    const chunk = withAddOns.slice(start, start + PRODUCT_CHUNK);
    const categories: AddOnCategoryColumns = { productId: [], key: [], name: [], limit: [], sort: [] };
    for (const p of chunk)
      for (const [sort, cat] of p.add_on_categories.entries()) {
        categories.productId.push(productId(p.key));
        categories.key.push(cat.key);
        categories.name.push(cat.name);
        categories.limit.push(cat.limit);
        categories.sort.push(sort);
      }
    await repo.upsertAddOnCategories(tx, categories);
    const categoryIds = await repo.addOnCategoryIds(
      tx,
      chunk.map((p) => productId(p.key)),
    );

    const addOns: AddOnColumns = { uuid: [], categoryId: [], key: [], name: [], price: [], isFree: [], sort: [] };
    for (const p of chunk)
      for (const cat of p.add_on_categories) {
        const categoryId = categoryIds.get(`${productId(p.key)}/${cat.key}`) as number;
        keptCategoryIds.push(categoryId);
        for (const [sort, a] of cat.add_ons.entries()) {
          const addOnUuid = uuid(`add-on/${p.key}/${a.key}`);
          addOns.uuid.push(addOnUuid);
          addOns.categoryId.push(categoryId);
          addOns.key.push(a.key);
          addOns.name.push(a.name);
          addOns.price.push(centavos(a.price));
          addOns.isFree.push(a.is_free);
          addOns.sort.push(sort);
          keptAddOnUuids.push(addOnUuid);
        }
      }
    await repo.upsertAddOns(tx, addOns);
  }
  await repo.deactivateAddOnsExcept(
    tx,
    products.map((p) => productId(p.key)),
    keptCategoryIds,
    keptAddOnUuids,
  );
}

/**
 * One inventory row per (product, branch, variation) — an entry naming a variation overrides one that
 * doesn't; a simple product's variation code is '' — staged a chunk of products at a time, each chunk
 * sent while the next is built.
 */
async function importInventory(
  tx: Executor,
  products: Products,
  productId: (key: string) => number,
  branchIds: Map<string, number>,
  into: 'stage' | 'inventory',
): Promise<void> {
  if (into === 'stage') await repo.createInventoryStage(tx);
  const emptyRows = (): InventoryColumns => ({ productId: [], branchId: [], variationCode: [], stock: [] });
  const emptyPrices = (): PriceColumns => ({
    productId: [],
    variationCode: [],
    regularPrice: [],
    salePrice: [],
    saleUntil: [],
  });
  let rows = emptyRows();
  let prices = emptyPrices();
  let sending: Promise<void> = Promise.resolve();
  const send = async () => {
    const statement = repo.stageInventorySql(rows, prices, into);
    rows = emptyRows();
    prices = emptyPrices();
    await sending;
    sending = repo.run(tx, statement);
  };

  for (const p of products) {
    const id = productId(p.key);
    const variations =
      p.type === 'simple'
        ? [{ code: '', price: p.price ?? 0, sale: p.sale_price }]
        : p.variations.map((v) => ({ code: v.values.join('_'), price: v.price, sale: v.sale_price }));
    const saleUntil = p.sale_until ? new Date(p.sale_until).toISOString() : null;
    for (const v of variations) {
      prices.productId.push(id);
      prices.variationCode.push(v.code);
      prices.regularPrice.push(centavos(v.price));
      prices.salePrice.push(v.sale !== undefined ? centavos(v.sale) : null);
      prices.saleUntil.push(saleUntil);
    }
    // The row of each (branch, variation) of this product, by index.
    const at = new Map<string, number>();
    const ordered = [...p.inventory].sort(
      (a, b) => Number(a.variation !== undefined) - Number(b.variation !== undefined),
    );
    for (const entry of ordered) {
      const branchId = branchIds.get(entry.branch) as number;
      const stock = entry.stock === 'unlimited' ? null : entry.stock;
      for (const v of variations) {
        if (entry.variation !== undefined && entry.variation !== v.code) continue;
        const slot = `${branchId}/${v.code}`;
        const existing = at.get(slot);
        if (existing !== undefined) {
          rows.stock[existing] = stock; // the later entry wins
          continue;
        }
        at.set(slot, rows.productId.length);
        rows.productId.push(id);
        rows.branchId.push(branchId);
        rows.variationCode.push(v.code);
        rows.stock.push(stock);
      }
    }
    if (rows.productId.length >= INVENTORY_CHUNK) await send();
  }
  await send();
  await sending;
}
