/**
 * The bulk catalogue import (modules/catalog/import.ts): what a re-import of a changed file stores,
 * what it deactivates and brings back, and that a failing import leaves everything as it was.
 */
import type { MerchantConfigInput } from '@storefront/contracts/merchant-config';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../src/db/client';
import { stableUuid } from '../src/lib/uuid';
import { branch, merchantConfig, product } from './factories';
import { loadMerchant, type TestApp, testApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const SUB = 'bulky';
const uuid = (name: string) => stableUuid(`${SUB}/${name}`);

type Product = MerchantConfigInput['products'][number];

function config(changes: { burger?: Partial<Product>; tea?: Partial<Product>; withFries?: boolean } = {}) {
  return merchantConfig({
    subdomain: SUB,
    branches: [branch('makati'), branch('cubao')],
    products: [
      product('burger', {
        price: 100,
        sale_price: 90,
        inventory: [
          { branch: 'makati', stock: 5 },
          { branch: 'cubao', stock: 'unlimited' },
        ],
        add_on_categories: [
          {
            key: 'extras',
            name: 'Extras',
            limit: 2,
            add_ons: [
              { key: 'cheese', name: 'Cheese', price: 15 },
              { key: 'bacon', name: 'Bacon', price: 30.5 },
            ],
          },
        ],
        ...changes.burger,
      }),
      product('tea', {
        type: 'variable',
        price: undefined,
        attributes: [{ name: 'Size', values: ['S', 'L'] }],
        variations: [
          { values: ['S'], price: 50 },
          { values: ['L'], price: 70.25, sale_price: 65 },
        ],
        sale_until: '2030-01-01T00:00:00+08:00',
        inventory: [
          { branch: 'makati', stock: 2, variation: 'L' },
          { branch: 'makati', stock: 10 },
          { branch: 'cubao', stock: 'unlimited' },
        ],
        ...changes.tea,
      }),
      ...(changes.withFries === false ? [] : [product('fries', { inventory: [{ branch: 'cubao', stock: 7 }] })]),
    ],
  });
}

type InventoryState = {
  id: number;
  product: string;
  branch: string;
  code: string;
  regular: number;
  sale: number | null;
  until: string | null;
  stock: number | null;
  active: boolean;
};

/** The merchant's inventory rows by product, branch and variation (`inv`). */
async function inventory(): Promise<Map<string, InventoryState>> {
  const rows = await rowsOf<InventoryState>(
    t.database.db.execute(sql`
      select i.id, p.key as product, b.key as branch, i.variation_code as code, i.regular_price_centavos as regular,
        i.sale_price_centavos as sale, to_char(i.sale_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as until,
        i.stock, i.active
      from product_inventory i
      join products p on p.id = i.product_id
      join branches b on b.id = i.branch_id
      join merchants m on m.id = p.merchant_id
      where m.subdomain = ${SUB}`),
  );
  return new Map(rows.map((r) => [inv(r.product, r.branch, r.code), r]));
}

async function activeOf(table: 'products' | 'add_ons' | 'add_on_categories', uuidOrKey: string): Promise<boolean> {
  const query =
    table === 'add_on_categories'
      ? sql`select c.active from add_on_categories c join products p on p.id = c.product_id
          where p.uuid = ${uuid('product/burger')} and c.key = ${uuidOrKey}`
      : sql`select active from ${sql.identifier(table)} where uuid = ${uuidOrKey}`;
  const [row] = await rowsOf<{ active: boolean }>(t.database.db.execute(query));
  if (!row) throw new Error(`no ${table} row ${uuidOrKey}`);
  return row.active;
}

/** Everything the import writes for the merchant, to compare before and after a failed import. */
async function snapshot(): Promise<string> {
  const tables = ['brands', 'branches', 'categories', 'products', 'product_inventory', 'add_on_categories', 'add_ons'];
  const out: unknown[] = [];
  for (const table of tables)
    out.push(
      await rowsOf(t.database.db.execute(sql`select * from ${sql.identifier(table)} order by id`)).then((rows) =>
        JSON.stringify(rows),
      ),
    );
  return out.join('\n');
}

/** The database's message for a refused statement (Drizzle wraps it as the cause). */
const refusal = (query: Promise<unknown>): Promise<string> =>
  query.then(
    () => 'not refused',
    (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
  );

const inv = (productKey: string, branchKey: string, code = '') => `${productKey}/${branchKey}/${code}`;

describe('the bulk catalogue import', () => {
  it('stores one row per branch and variation, with the variation-specific entry winning', async () => {
    await loadMerchant(t, config());
    const rows = await inventory();
    expect(rows.size).toBe(7);
    expect(rows.get(inv('burger', 'makati'))).toMatchObject({ code: '', regular: 10000, sale: 9000, stock: 5 });
    expect(rows.get(inv('burger', 'cubao'))).toMatchObject({ stock: null, until: null, active: true });
    expect(rows.get(inv('tea', 'makati', 'L'))).toMatchObject({
      regular: 7025,
      sale: 6500,
      stock: 2,
      until: '2029-12-31T16:00',
    });
    expect(rows.get(inv('tea', 'makati', 'S'))).toMatchObject({ regular: 5000, sale: null, stock: 10 });
    expect(rows.get(inv('tea', 'cubao', 'L'))).toMatchObject({ stock: null });
    expect(rows.get(inv('fries', 'cubao'))).toMatchObject({ stock: 7 });
    expect(await activeOf('add_ons', uuid('add-on/burger/bacon'))).toBe(true);
  });

  it('re-imports a changed file: new prices and stock, removed records deactivated, then back when listed again', async () => {
    const before = await inventory();
    const changed = config({
      burger: {
        price: 120,
        sale_price: undefined,
        inventory: [{ branch: 'makati', stock: 'unlimited' }],
        add_on_categories: [
          { key: 'extras', name: 'Extras', limit: 1, add_ons: [{ key: 'cheese', name: 'Cheese', price: 20 }] },
        ],
      },
      tea: {
        inventory: [
          { branch: 'makati', stock: 3 },
          { branch: 'cubao', stock: 4, variation: 'S' },
        ],
      },
      withFries: false,
    });
    await loadMerchant(t, changed);
    const rows = await inventory();
    expect(rows.size).toBe(7); // nothing deleted
    expect(rows.get(inv('burger', 'makati'))).toMatchObject({ regular: 12000, sale: null, stock: null, active: true });
    expect(rows.get(inv('burger', 'cubao'))?.active).toBe(false);
    expect(rows.get(inv('tea', 'makati', 'L'))).toMatchObject({ stock: 3, active: true });
    expect(rows.get(inv('tea', 'cubao', 'S'))).toMatchObject({ stock: 4, active: true });
    expect(rows.get(inv('tea', 'cubao', 'L'))?.active).toBe(false);
    // Same rows (each keeps its id): updated in place.
    expect([...rows.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [key, row] of rows) expect(row.id).toBe(before.get(key)?.id);
    expect(await activeOf('products', uuid('product/fries'))).toBe(false);
    expect(await activeOf('add_ons', uuid('add-on/burger/bacon'))).toBe(false);
    expect(await activeOf('add_ons', uuid('add-on/burger/cheese'))).toBe(true);
    const [cheese] = await rowsOf<{ price_centavos: number }>(
      t.database.db.execute(sql`select price_centavos from add_ons where uuid = ${uuid('add-on/burger/cheese')}`),
    );
    expect(cheese?.price_centavos).toBe(2000);

    // Listed again: active again, with the file's values.
    await loadMerchant(t, config());
    const again = await inventory();
    expect([...again.values()].every((r) => r.active)).toBe(true);
    expect(again.get(inv('burger', 'cubao'))).toMatchObject({ regular: 10000, sale: 9000, stock: null });
    expect(again.get(inv('tea', 'cubao', 'S'))).toMatchObject({ stock: null });
    expect(await activeOf('products', uuid('product/fries'))).toBe(true);
    expect(await activeOf('add_ons', uuid('add-on/burger/bacon'))).toBe(true);
    expect(await activeOf('add_on_categories', 'extras')).toBe(true);
  });

  it('writes nothing when the file has not changed', async () => {
    const xmins = async () =>
      rowsOf<{ id: number; xmin: string }>(
        t.database.db.execute(sql`select id, xmin::text from product_inventory order by id`),
      );
    const before = await xmins();
    await loadMerchant(t, config());
    expect(await xmins()).toEqual(before);
  });

  it('keeps every inventory row naming a product, without a foreign key (migration 0024)', async () => {
    const [row] = await rowsOf<{ id: number; product_id: number; branch_id: number }>(
      // A product with no add-ons, whose own foreign keys would refuse the delete first.
      t.database.db.execute(sql`
        select i.id, i.product_id, i.branch_id from product_inventory i
        where not exists (select 1 from add_on_categories c where c.product_id = i.product_id)
        order by i.id limit 1`),
    );
    const [{ none } = { none: 0 }] = await rowsOf<{ none: number }>(
      t.database.db.execute(sql`select coalesce(max(id), 0) + 1 as none from products`),
    );
    const insert = (productId: number) =>
      t.database.db.execute(sql`
        insert into product_inventory (product_id, branch_id, variation_code, regular_price_centavos)
        values (${productId}, ${row?.branch_id}, 'XL', 100), (${row?.product_id}, ${row?.branch_id}, 'XXL', 100)`);
    await expect(refusal(insert(none))).resolves.toMatch(/names a product that does not exist/);
    await expect(
      refusal(t.database.db.execute(sql`update product_inventory set product_id = ${none} where id = ${row?.id}`)),
    ).resolves.toMatch(/names a product that does not exist/);
    await expect(
      refusal(t.database.db.execute(sql`delete from products where id = ${row?.product_id}`)),
    ).resolves.toMatch(/cannot be deleted/);
    // Nothing of the refused statements was kept.
    const [{ count } = { count: -1 }] = await rowsOf<{ count: number }>(
      t.database.db.execute(
        sql`select count(*)::int as count from product_inventory where variation_code in ('XL', 'XXL')`,
      ),
    );
    expect(count).toBe(0);
    expect((await inventory()).size).toBe(7);
  });

  it('leaves everything as it was when a later step of the import fails', async () => {
    const before = await snapshot();
    const spy = vi.spyOn(t.services.rewards, 'syncFromConfig').mockRejectedValueOnce(new Error('rewards step failed'));
    const changed = config({ burger: { price: 999, inventory: [{ branch: 'cubao', stock: 1 }] }, withFries: false });
    await expect(loadMerchant(t, changed)).rejects.toThrow('rewards step failed');
    spy.mockRestore();
    expect(await snapshot()).toBe(before);
    // And the import works again afterwards (the stage table went with the failed transaction).
    await loadMerchant(t, changed);
    expect((await inventory()).get(inv('burger', 'cubao'))).toMatchObject({ regular: 99900, stock: 1, active: true });
  });
});
