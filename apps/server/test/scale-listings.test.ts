/**
 * Listings that no longer grow with the merchant (issue 25): products pages read from each branch's
 * precomputed listing, and nearby looks only at the branches around the customer. These tests check
 * that what customers see stays right when stock, prices, visibility and the catalogue change.
 */
import type { MerchantConfigInput } from '@storefront/contracts/merchant-config';
import { NearbyResponse, ProductsResponse } from '@storefront/contracts/store';
import { distanceKm } from '@storefront/domain/geo';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../src/db/client';
import { stableUuid } from '../src/lib/uuid';
import { branches } from '../src/modules/branches/tables';
import { catalogRepository } from '../src/modules/catalog/repository';
import { productInventory, products } from '../src/modules/catalog/tables';
import { ALWAYS_CLOSED, branch, merchantConfig, product } from './factories';
import { client, loadMerchant, type TestApp, testApp, tokenOf } from './helpers';

const PRODUCTS = (page: number) => `/api/store/v7/public/customer/estore/products/${page}`;
const NEARBY = '/api/store/v2/public/customer/estore/branch/nearby';
const uuid = (name: string) => stableUuid(`big/${name}`);
const MAKATI = uuid('branch/makati');
const CUBAO = uuid('branch/cubao');

type Card = { name: string; regular_price: number; sale_price: number | null; in_stock: boolean };
const names = (body: { list: Card[] }) => body.list.map((p) => p.name);

let t: TestApp;
let api: ReturnType<typeof client>;

/** 45 mains and 25 drinks; every other drink is also sold at Cubao. */
function catalogue(overrides: Partial<MerchantConfigInput> = {}): MerchantConfigInput {
  const mains = Array.from({ length: 45 }, (_, i) =>
    product(`main-${String(i).padStart(2, '0')}`, { name: `Main ${i}`, price: 100 + i }),
  );
  const drinks = Array.from({ length: 25 }, (_, i) =>
    product(`drink-${String(i).padStart(2, '0')}`, {
      name: `Drink ${i}`,
      category: 'drinks',
      price: 50,
      inventory: [
        { branch: 'makati', stock: 5 },
        ...(i % 2 === 0 ? [{ branch: 'cubao', stock: 'unlimited' as const }] : []),
      ],
    }),
  );
  return merchantConfig({
    subdomain: 'big',
    branches: [branch('makati'), branch('cubao', { lat: 14.6197, long: 121.0537 })],
    products: [...mains, ...drinks],
    ...overrides,
  });
}

async function page(n: number, body: object = {}) {
  t.services.catalog.invalidate();
  const res = await api.post(PRODUCTS(n), { branch_uuid: MAKATI, ...body });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function drinksId(): Promise<number> {
  const all = (await api.post('/api/store/v4/public/customer/estore/product/categories/all')).json().data;
  return all.find((c: { name: string }) => c.name === 'Drinks').id;
}

beforeAll(async () => {
  t = await testApp();
  await loadMerchant(t, catalogue());
  api = client(t, await tokenOf(t, 'big'));
});

afterAll(() => t.close());

describe('products pages from the precomputed listings', () => {
  it('pages through every product once, in category then product order, with the right totals', async () => {
    const seen: string[] = [];
    for (let n = 1; n <= 4; n++) {
      const body = await page(n);
      expect(body).toMatchObject({ current_page: n, max_page: 4, next_page: n < 4 ? n + 1 : null });
      seen.push(...names(body));
    }
    expect(seen).toEqual([
      ...Array.from({ length: 45 }, (_, i) => `Main ${i}`),
      ...Array.from({ length: 25 }, (_, i) => `Drink ${i}`),
    ]);
    expect(await page(5)).toMatchObject({ list: [], max_page: 4, next_page: null });
  });

  it('pages within a category by its own numbering', async () => {
    const category_id = await drinksId();
    const second = await page(2, { category_id });
    expect(names(second)).toEqual(['Drink 20', 'Drink 21', 'Drink 22', 'Drink 23', 'Drink 24']);
    expect(second).toMatchObject({ max_page: 2, next_page: null });
    const atCubao = await api.post(PRODUCTS(1), { branch_uuid: CUBAO, category_id });
    expect(names(atCubao.json())).toEqual(Array.from({ length: 13 }, (_, i) => `Drink ${i * 2}`));
    expect(await page(3, { category_id })).toMatchObject({ list: [], max_page: 2 });
  });

  it('searches within the branch, with a total for a page past the end', async () => {
    const body = await page(1, { search: 'drink 1' });
    expect(names(body)).toEqual(['Drink 1', ...Array.from({ length: 10 }, (_, i) => `Drink 1${i}`)]);
    expect(await page(2, { search: 'drink 1' })).toMatchObject({ list: [], max_page: 1 });
  });

  it('shows stock as it is now: a product sold out after the import is not in stock', async () => {
    const [drink] = await t.database.db.select().from(products).where(eq(products.key, 'drink-03'));
    await t.database.db
      .update(productInventory)
      .set({ stock: 0 })
      .where(eq(productInventory.productId, drink?.id as number));
    const body = await page(3);
    expect(body.list.find((p: Card) => p.name === 'Drink 3')).toMatchObject({ in_stock: false });
    expect(body.list.find((p: Card) => p.name === 'Drink 4')).toMatchObject({ in_stock: true });
  });

  it('shows the regular price once a sale ends, though the branch’s prices are kept until an import', async () => {
    const [main] = await t.database.db.select().from(products).where(eq(products.key, 'main-00'));
    const setSale = (salePrice: number | null, until: SQL | null) =>
      t.database.db
        .update(productInventory)
        .set({ salePrice, saleUntil: until })
        .where(eq(productInventory.productId, main?.id as number));
    const mainZero = async () => {
      const res = await api.post(PRODUCTS(1), { branch_uuid: MAKATI });
      return res.json().list.find((p: Card) => p.name === 'Main 0') as Card;
    };
    await setSale(9000, sql`now() + interval '1500 milliseconds'`);
    try {
      t.services.catalog.invalidate();
      expect(await mainZero()).toMatchObject({ regular_price: 100, sale_price: 90 });
      await new Promise((resolve) => setTimeout(resolve, 1600));
      // Past the 5 s the page itself is kept, not the 10 minutes the branch's prices are.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 6_000);
      expect(await mainZero()).toMatchObject({ regular_price: 100, sale_price: null, on_sale: false });
    } finally {
      vi.useRealTimers();
      await setSale(null, null);
      t.services.catalog.invalidate();
    }
  });

  it('reads pages’ prices and stock the same in a transaction as through the prepared query', async () => {
    const branchIds = [
      ...new Set(
        (await t.database.db.select({ branchId: productInventory.branchId }).from(productInventory)).map(
          (r) => r.branchId,
        ),
      ),
    ];
    const ids = (await t.database.db.select({ id: products.id }).from(products)).map((p) => p.id);
    const wanted = branchIds.map((branchId) => ({ branchId, productIds: ids }));
    const prepared = await catalogRepository.cardPrices(t.database.db, wanted);
    const inTransaction = await t.database.db.transaction((tx) => catalogRepository.cardPrices(tx, wanted));
    // Makati sells all 70, Cubao its 45 mains and 13 drinks.
    expect(prepared.filter((p) => p.branchId === branchIds[0]).length + prepared.length).toBeGreaterThan(100);
    const ordered = (list: typeof prepared) =>
      [...list].sort((a, b) => a.branchId - b.branchId || a.productId - b.productId);
    expect(ordered(inTransaction)).toEqual(ordered(prepared));
  });

  it('shows each branch its own stock when pages of several branches are asked at the same moment', async () => {
    const [drink] = await t.database.db.select().from(products).where(eq(products.key, 'drink-02'));
    const branchId = async (uuid: string) =>
      (await t.database.db.select().from(branches).where(eq(branches.uuid, uuid)))[0]?.id as number;
    await t.database.db
      .update(productInventory)
      .set({ stock: 0 })
      .where(
        and(eq(productInventory.productId, drink?.id as number), eq(productInventory.branchId, await branchId(MAKATI))),
      );
    // Cubao's drinks limited too, so its pages read their stock (unlimited ones come from memory).
    await t.database.db
      .update(productInventory)
      .set({ stock: 7 })
      .where(
        and(
          eq(productInventory.branchId, await branchId(CUBAO)),
          sql`${productInventory.productId} in (select id from products where key like 'drink-%')`,
        ),
      );
    const category_id = await drinksId();
    const asks = [
      ...[1, 2, 3, 4].map((n) => ({ n, body: { branch_uuid: MAKATI } })),
      ...[1, 2, 3].map((n) => ({ n, body: { branch_uuid: CUBAO } })),
      { n: 1, body: { branch_uuid: MAKATI, category_id } },
      { n: 1, body: { branch_uuid: CUBAO, category_id } },
    ];
    const ask = (a: (typeof asks)[number]) => api.post(PRODUCTS(a.n), a.body).then((res) => res.json());
    const oneByOne = [];
    for (const a of asks) {
      t.services.catalog.invalidate();
      oneByOne.push(await ask(a));
    }
    // Both branches' kept prices loaded, then the pages themselves past their 5 s in memory, as under load.
    t.services.catalog.invalidate();
    for (const a of asks) await ask(a);
    const queries = vi.spyOn(catalogRepository, 'cardPrices');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 6_000);
      const atOnce = await Promise.all(asks.map(ask));
      expect(atOnce).toEqual(oneByOne);
    } finally {
      vi.useRealTimers();
    }
    // Pages of both branches went out in one query (the point of asking them at once).
    expect(queries.mock.calls.some(([, wanted]) => new Set(wanted.map((w) => w.branchId)).size === 2)).toBe(true);
    expect(queries.mock.calls.length).toBeLessThan(asks.length);
    queries.mockRestore();
    const drinkTwo = (list: Card[]) => list.find((c) => c.name === 'Drink 2');
    expect(drinkTwo(oneByOne[7].list)).toMatchObject({ in_stock: false });
    expect(drinkTwo(oneByOne[8].list)).toMatchObject({ in_stock: true });
  });

  it('writes each page as the contract’s JSON: every field, no other, as the object-built category page', async () => {
    const asks = [
      { n: 1, body: { branch_uuid: MAKATI } },
      { n: 1, body: { branch_uuid: CUBAO, category_id: await drinksId() } },
      { n: 1, body: { branch_uuid: MAKATI, search: 'main 1' } },
      { n: 9, body: { branch_uuid: MAKATI } },
    ];
    for (const a of asks) {
      t.services.catalog.invalidate();
      const res = await api.post(PRODUCTS(a.n), a.body);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json()).toStrictEqual(ProductsResponse.parse(res.json()));
    }
    const first = (await page(1)).list[0];
    const category = await api.post(
      `/api/store/v5/public/customer/estore/product/list/categories/${first.category_id}/pages/1`,
    );
    expect(category.json().list.find((c: Card) => c.name === first.name)).toStrictEqual(first);
  });

  it('answers a page read all the time from memory while it reloads, and shows stock within 5 s', async () => {
    const [drink] = await t.database.db.select().from(products).where(eq(products.key, 'drink-05'));
    const setStock = (stock: number) =>
      t.database.db
        .update(productInventory)
        .set({ stock })
        .where(eq(productInventory.productId, drink?.id as number));
    const inStock = async () => {
      const res = await api.post(PRODUCTS(3), { branch_uuid: MAKATI });
      expect(res.statusCode).toBe(200);
      return res.json().list.find((p: Card) => p.name === 'Drink 5').in_stock as boolean;
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    await setStock(5);
    t.services.catalog.invalidate();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      expect(await inStock()).toBe(true);
      await setStock(0);
      vi.setSystemTime(start + 3_900);
      expect(await inStock()).toBe(true); // within its time: from memory, not reloaded
      vi.setSystemTime(start + 4_000);
      // Past four fifths of it: still answered from memory, while one reload runs behind it.
      expect(await inStock()).toBe(true);
      await settle();
      expect(await inStock()).toBe(false);
      // A page nobody read for longer than 5 s is not served from memory: its caller waits for it.
      await setStock(5);
      vi.setSystemTime(start + 9_000);
      expect(await inStock()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows a re-import: prices, products gone or moved, branches hidden', async () => {
    const config = catalogue();
    const moved = config.products.find((p) => p.key === 'main-44');
    if (moved) moved.category = 'drinks';
    const cheaper = config.products.find((p) => p.key === 'main-00');
    if (cheaper) Object.assign(cheaper, { price: 80, sale_price: 70 });
    config.products = config.products.filter((p) => p.key !== 'main-01' && p.key !== 'drink-02');
    await loadMerchant(t, config);

    const first = await page(1);
    expect(first.list[0]).toMatchObject({ name: 'Main 0', regular_price: 80, sale_price: 70 });
    expect(names(first).slice(0, 3)).toEqual(['Main 0', 'Main 2', 'Main 3']);
    const all: string[] = [];
    for (let n = 1; n <= 4; n++) all.push(...names(await page(n)));
    expect(all).toHaveLength(68);
    expect(all.indexOf('Main 44')).toBe(43); // now the first drink
    expect(all).not.toContain('Drink 2');
    expect((await page(4)).max_page).toBe(4);
    const cubao = (await api.post(PRODUCTS(1), { branch_uuid: CUBAO })).json();
    expect(names(cubao)).not.toContain('Drink 2');

    config.branches = [branch('makati', { visibility: false }), branch('cubao', { lat: 14.6197, long: 121.0537 })];
    await loadMerchant(t, config);
    expect((await api.post(PRODUCTS(1), { branch_uuid: MAKATI })).statusCode).toBe(404);

    // Listed again: back in its place.
    await loadMerchant(t, catalogue());
    expect(names(await page(1)).slice(0, 3)).toEqual(['Main 0', 'Main 1', 'Main 2']);
  });

  it('keeps, per branch, one listing of the whole branch and one per category, each product once', async () => {
    const rows = await rowsOf<{ branch_id: number; category_id: number; product_ids: number[] }>(
      t.database.db.execute(sql`select branch_id, category_id, product_ids from branch_listings`),
    );
    const byBranch = new Map<number, typeof rows>();
    for (const r of rows) byBranch.set(r.branch_id, [...(byBranch.get(r.branch_id) ?? []), r]);
    expect(byBranch.size).toBeGreaterThanOrEqual(2);
    for (const listings of byBranch.values()) {
      const whole = listings.find((l) => l.category_id === 0)?.product_ids ?? [];
      const perCategory = listings.filter((l) => l.category_id !== 0).flatMap((l) => l.product_ids);
      expect(new Set(whole).size).toBe(whole.length);
      expect([...whole].sort()).toEqual([...perCategory].sort());
    }
  });
});

describe('nearby at a chain’s size', () => {
  /** 130 branches on a grid around Metro Manila, every `closedEvery`-th one closed. */
  const gridOf = (closedEvery: number) =>
    Array.from({ length: 130 }, (_, i) => ({
      key: `b${String(i).padStart(3, '0')}`,
      lat: 14.3 + (i % 13) * 0.05,
      long: 120.8 + Math.floor(i / 13) * 0.05,
      closed: i % closedEvery === 0,
    }));
  type Grid = ReturnType<typeof gridOf>;
  // By day, most are open; by night, most are closed (fewer than 20 open ones near the customer).
  const day = gridOf(5);
  const night = gridOf(1).map((g, i) => ({ ...g, closed: i % 7 !== 0 }));
  const RADIUS = 30;
  const api: Record<string, ReturnType<typeof client>> = {};

  async function loadChain(subdomain: string, grid: Grid) {
    await loadMerchant(
      t,
      merchantConfig({
        subdomain,
        search_radius_km: RADIUS,
        branches: grid.map((g) =>
          branch(g.key, { lat: g.lat, long: g.long, ...(g.closed ? { store_hours: ALWAYS_CLOSED } : {}) }),
        ),
        products: [product('rice', { inventory: grid.map((g) => ({ branch: g.key, stock: 'unlimited' as const })) })],
      }),
    );
    api[subdomain] = client(t, await tokenOf(t, subdomain));
  }

  beforeAll(async () => {
    await loadChain('chain', day);
    await loadChain('nightchain', night);
  });

  /** What nearby must answer, worked out over every branch: open first, nearest first, 20 of them. */
  function expectNearby(
    grid: Grid,
    at: { lat: number; lng: number },
    got: { name: string; distance: number; is_open: boolean }[],
  ) {
    const expected = grid
      .map((g) => ({ ...g, distance: distanceKm(at, { lat: g.lat, lng: g.long }) }))
      .filter((g) => g.distance <= RADIUS)
      .sort((a, b) => Number(a.closed) - Number(b.closed) || a.distance - b.distance)
      .slice(0, 20);
    expect(got.map((b) => [b.is_open, b.distance])).toEqual(expected.map((g) => [!g.closed, g.distance]));
    // Ties in distance may come in either order; otherwise the same branches are listed.
    const last = expected.at(-1)?.distance ?? 0;
    const sure = <T extends { distance: number }>(list: T[]) => list.filter((b) => b.distance < last);
    expect(
      sure(got)
        .map((b) => b.name)
        .sort(),
    ).toEqual(
      sure(expected)
        .map((g) => `Grill ${g.key}`)
        .sort(),
    );
  }

  for (const [subdomain, grid] of [
    ['chain', day],
    ['nightchain', night],
  ] as const)
    it(`lists the 20 first within the radius, open ones first, nearest first (${subdomain})`, async () => {
      for (const at of [
        { lat: 14.5547, lng: 121.0244 },
        { lat: 14.3, lng: 120.8 },
        { lat: 14.9, lng: 121.4 },
        { lat: 16.4, lng: 120.6 },
      ]) {
        const res = await api[subdomain]?.post(NEARBY, { customer_lat: at.lat, customer_lng: at.lng });
        expect(res?.statusCode).toBe(200);
        expectNearby(grid, at, res?.json().nearby);
      }
    });

  it('answers JSON written once per branch that is the contract’s summary, field for field', async () => {
    // At night: open and closed branches in one answer.
    const merchant = await t.services.merchants.findBySubdomain('nightchain');
    if (!merchant) throw new Error('no nightchain merchant');
    const brandUuid = (await t.services.branches.brands(merchant.id))[0]?.uuid;
    for (const [position, brand] of [
      [{ lat: 14.5547, lng: 121.0244 }, undefined],
      [null, undefined],
      [{ lat: 14.5547, lng: 121.0244 }, brandUuid],
      [null, brandUuid],
    ] as const) {
      const res = await api.nightchain?.post(NEARBY, {
        ...(position ? { customer_lat: position.lat, customer_lng: position.lng } : {}),
        ...(brand ? { brand_uuid: brand } : {}),
      });
      expect(res?.headers['content-type']).toBe('application/json; charset=utf-8');
      const objects = await t.services.branches.nearby(merchant, position, brand);
      expect(objects).toHaveLength(20);
      expect(new Set(objects.map((b) => b.is_open))).toEqual(new Set([true, false]));
      // Every field of the contract, no other, with the same values as the summaries built as objects.
      expect(res?.json()).toStrictEqual(NearbyResponse.parse({ nearby: objects }));
    }
  });

  it('without a position, lists 20 branches, open ones first, in the merchant’s order (ADR 0029)', async () => {
    const got = (await api.chain?.post(NEARBY, {}))?.json().nearby as { name: string; distance: null }[];
    expect(got.map((b) => b.name)).toEqual(
      day
        .filter((g) => !g.closed)
        .slice(0, 20)
        .map((g) => `Grill ${g.key}`),
    );
    expect(got.every((b) => b.distance === null)).toBe(true);
  });
});
