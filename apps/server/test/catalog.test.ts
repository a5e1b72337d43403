import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableUuid } from '../src/lib/uuid';
import { branch, merchantConfig, product } from './factories';
import { client, loadMerchant, type TestApp, testApp, tokenOf } from './helpers';

const uuid = (name: string) => stableUuid(`shop/${name}`);
const MAKATI = uuid('branch/makati');
const PRODUCTS = (page: number | string) => `/api/store/v7/public/customer/estore/products/${page}`;
const CATEGORY = (id: number | string, page: number | string) =>
  `/api/store/v5/public/customer/estore/product/list/categories/${id}/pages/${page}`;
const INVENTORY = '/api/store/v1/public/customer/estore/product/inventory';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await testApp();
  const many = Array.from({ length: 23 }, (_, i) =>
    product(`meal-${String(i).padStart(2, '0')}`, { name: `Meal ${i}`, price: 100 + i }),
  );
  await loadMerchant(
    t,
    merchantConfig({
      subdomain: 'shop',
      brands: [
        { key: 'grill', name: 'The Grill', logo: 'images/grill.svg' },
        { key: 'tea', name: 'Tea House', logo: 'images/tea.svg' },
      ],
      branches: [
        branch('makati'),
        branch('cubao', { lat: 14.6197, long: 121.0537 }),
        branch('hidden', { visibility: false }),
        branch('bgc', { brand: 'tea', lat: 14.5509, long: 121.0503 }),
      ],
      products: [
        ...many,
        product('milk-tea', {
          brand: 'tea',
          category: 'drinks',
          name: 'Milk Tea',
          type: 'variable',
          price: undefined,
          attributes: [
            { name: 'Size', values: ['Regular', 'Large'] },
            { name: 'Temperature', values: ['Hot', 'Iced'] },
          ],
          variations: [
            { values: ['Regular', 'Hot'], price: 95 },
            { values: ['Regular', 'Iced'], price: 100, sale_price: 89.5 },
            { values: ['Large', 'Hot'], price: 1250 },
            { values: ['Large', 'Iced'], price: 1300 },
          ],
          add_on_categories: [
            {
              key: 'sinkers',
              name: 'Sinkers',
              limit: 2,
              add_ons: [
                { key: 'pearls', name: 'Pearls', price: 15 },
                { key: 'nata', name: 'Nata', price: 0, is_free: true },
              ],
            },
          ],
          inventory: [
            { branch: 'bgc', stock: 'unlimited' },
            { branch: 'bgc', stock: 0, variation: 'Large_Iced' },
          ],
        }),
        product('sold-out', { category: 'drinks', name: 'Sold Out Soda', inventory: [{ branch: 'makati', stock: 0 }] }),
        product('limited', {
          category: 'drinks',
          name: 'Limited Juice',
          price: 60,
          sale_price: 55,
          inventory: [{ branch: 'cubao', stock: 3 }],
        }),
      ],
    }),
  );
  api = client(t, await tokenOf(t, 'shop'));
});

afterAll(() => t.close());

describe('products of a branch', () => {
  it('pages 20 at a time with max_page and next_page', async () => {
    const first = (await api.post(PRODUCTS(1), { branch_uuid: MAKATI })).json();
    expect(first.list).toHaveLength(20);
    expect(first).toMatchObject({ current_page: 1, max_page: 2, next_page: 2 });
    expect(first.list[0]).toMatchObject({
      name: 'Meal 0',
      regular_price: 100,
      sale_price: null,
      on_sale: false,
      in_stock: true,
      branch_uuid: MAKATI,
      brand_name: 'The Grill',
    });
    const second = (await api.post(PRODUCTS(2), { branch_uuid: MAKATI })).json();
    // 23 meals + the sold-out soda at Makati; drinks come after mains.
    expect(second.list.map((p: { name: string }) => p.name)).toEqual([
      'Meal 20',
      'Meal 21',
      'Meal 22',
      'Sold Out Soda',
    ]);
    expect(second).toMatchObject({ max_page: 2, next_page: null });
  });

  it('names the categories the branch sells, whatever the filter', async () => {
    const names = (body: { categories: { name: string }[] }) => body.categories.map((c) => c.name);
    expect(names((await api.post(PRODUCTS(1), { branch_uuid: MAKATI })).json())).toEqual(['Mains', 'Drinks']);
    expect(names((await api.post(PRODUCTS(1), { branch_uuid: uuid('branch/bgc') })).json())).toEqual(['Drinks']);
    const drinksId = (await api.post('/api/store/v4/public/customer/estore/product/categories/all')).json().data[1].id;
    const filtered = (await api.post(PRODUCTS(1), { branch_uuid: MAKATI, category_id: drinksId })).json();
    expect(names(filtered)).toEqual(['Mains', 'Drinks']);
  });

  it('marks a product with no stock left as not in stock', async () => {
    const second = (await api.post(PRODUCTS(2), { branch_uuid: MAKATI })).json();
    expect(second.list.at(-1)).toMatchObject({ name: 'Sold Out Soda', in_stock: false });
  });

  it('answers an empty page past the end, with the real max_page', async () => {
    const res = await api.post(PRODUCTS(9), { branch_uuid: MAKATI });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ list: [], current_page: 9, max_page: 2, next_page: null });
  });

  it('refuses page 0, negative and non-numeric pages with 422', async () => {
    for (const page of [0, -1, 'abc', 1.5]) {
      const res = await api.post(PRODUCTS(page), { branch_uuid: MAKATI });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.page).toHaveLength(1);
    }
  });

  it('filters by category and by name', async () => {
    const drinksId = (await api.post('/api/store/v4/public/customer/estore/product/categories/all')).json().data[1].id;
    const drinks = (await api.post(PRODUCTS(1), { branch_uuid: MAKATI, category_id: drinksId })).json();
    expect(drinks.list.map((p: { name: string }) => p.name)).toEqual(['Sold Out Soda']);
    const search = (await api.post(PRODUCTS(1), { branch_uuid: MAKATI, search: 'meal 1' })).json();
    expect(search.list.map((p: { name: string }) => p.name)).toEqual([
      'Meal 1',
      ...Array.from({ length: 10 }, (_, i) => `Meal 1${i}`),
    ]);
    const wild = (await api.post(PRODUCTS(1), { branch_uuid: MAKATI, search: '%' })).json();
    expect(wild.list).toEqual([]);
  });

  it('shows the lowest live price of a variable product and its sale', async () => {
    const res = (await api.post(PRODUCTS(1), { branch_uuid: uuid('branch/bgc') })).json();
    expect(res.list).toEqual([
      expect.objectContaining({
        name: 'Milk Tea',
        type: 'variable',
        regular_price: 95,
        sale_price: 89.5,
        on_sale: true,
        in_stock: true,
      }),
    ]);
  });

  it('does not list the products of a hidden branch, or of an unknown one', async () => {
    expect((await api.post(PRODUCTS(1), { branch_uuid: uuid('branch/hidden') })).statusCode).toBe(404);
    expect((await api.post(PRODUCTS(1), { branch_uuid: stableUuid('x') })).statusCode).toBe(404);
  });

  it('refuses a malformed branch id and a wrong channel', async () => {
    const res = await api.post(PRODUCTS(1), { branch_uuid: 'abc' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ branch_uuid: ['expected a branch uuid'] });
    expect((await api.post(PRODUCTS(1), { branch_uuid: MAKATI, customer_channel: 'pos' })).statusCode).toBe(422);
  });

  it('refuses a category id past the database integer with 422 (it answered 500 under fuzzing)', async () => {
    const res = await api.post(PRODUCTS(1), { branch_uuid: MAKATI, category_id: 2 ** 31 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['category_id']);
  });
});

describe('products of a category', () => {
  it('lists each product once, at the nearest open branch that sells it', async () => {
    const drinks = (await api.post('/api/store/v4/public/customer/estore/product/categories/all')).json().data[1];
    const res = await api.post(CATEGORY(drinks.id, 1), { customer_lat: 14.5547, customer_lng: 121.0244 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.category).toMatchObject({ name: 'Drinks', uuid: uuid('category/drinks') });
    expect(body.list.map((p: { name: string; branch_name: string }) => `${p.name} @ ${p.branch_name}`)).toEqual([
      'Milk Tea @ Grill bgc',
      'Sold Out Soda @ Grill makati',
      'Limited Juice @ Grill cubao',
    ]);
    expect(body).toMatchObject({ max_page: 1, next_page: null });
  });

  it('leaves out branches beyond the merchant radius', async () => {
    const drinks = (await api.post('/api/store/v4/public/customer/estore/product/categories/all')).json().data[1];
    const farAway = { customer_lat: 10.3157, customer_lng: 123.8854 }; // Cebu
    expect((await api.post(CATEGORY(drinks.id, 1), farAway)).json().list).toEqual([]);
  });

  it('answers 404 for an unknown category and 422 for a malformed one', async () => {
    expect((await api.post(CATEGORY(999999, 1))).statusCode).toBe(404);
    expect((await api.post(CATEGORY('drinks', 1))).statusCode).toBe(422);
  });
});

describe('categories', () => {
  it('lists the categories that have products, in the merchant order', async () => {
    const res = await api.post('/api/store/v4/public/customer/estore/product/categories/all');
    expect(res.json().data.map((c: { name: string }) => c.name)).toEqual(['Mains', 'Drinks']);
  });

  it('needs a session for the brand list', async () => {
    expect((await api.get('/api/store/v1/customer/estore/category/brand/list')).statusCode).toBe(401);
  });
});

describe('product inventory', () => {
  it('gives the product details, variations with their prices and stock, and add-ons', async () => {
    const res = await api.post(INVENTORY, { product_uuid: uuid('product/milk-tea'), branch_uuid: uuid('branch/bgc') });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.product_details).toMatchObject({
      name: 'Milk Tea',
      type: 'variable',
      attributes: [
        { name: 'Size', variations: [{ name: 'Regular' }, { name: 'Large' }] },
        { name: 'Temperature', variations: [{ name: 'Hot' }, { name: 'Iced' }] },
      ],
      add_on_category: [
        {
          name: 'Sinkers',
          limit: 2,
          add_ons: [
            { name: 'Pearls', price: 15, currency: 'PHP', is_free: false },
            { name: 'Nata', price: 0, currency: 'PHP', is_free: true },
          ],
        },
      ],
    });
    expect(data.product_details.images[0].image_name).toMatch(/^\/media\//);
    expect(data).toMatchObject({ branch_name: 'Grill bgc', brand_name: 'Tea House', max_order: 20 });
    const byCode = Object.fromEntries(data.inventory.map((i: { variation_code: string }) => [i.variation_code, i]));
    expect(Object.keys(byCode)).toEqual(['Regular_Hot', 'Regular_Iced', 'Large_Hot', 'Large_Iced']);
    expect(byCode.Regular_Iced).toMatchObject({
      regular_price: 100,
      sale_price: 89.5,
      on_sale: true,
      stock: null,
      is_limited_stock: false,
    });
    expect(byCode.Large_Iced).toMatchObject({ stock: 0, is_limited_stock: true, regular_price: 1300 });
    expect(byCode.Large_Hot.decoded_variation_code).toEqual([
      { attribute: 'Size', value: 'Large' },
      { attribute: 'Temperature', value: 'Hot' },
    ]);
  });

  it('gives limited stock of a simple product', async () => {
    const res = await api.post(INVENTORY, { product_uuid: uuid('product/limited'), branch_uuid: uuid('branch/cubao') });
    expect(res.json().data.inventory).toEqual([
      expect.objectContaining({
        variation_code: '',
        stock: 3,
        is_limited_stock: true,
        regular_price: 60,
        sale_price: 55,
      }),
    ]);
  });

  it('answers 404 when the branch does not sell the product', async () => {
    const res = await api.post(INVENTORY, { product_uuid: uuid('product/milk-tea'), branch_uuid: MAKATI });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Product not found' });
  });

  it('refuses malformed ids with a message per field', async () => {
    const res = await api.post(INVENTORY, { product_uuid: 'x' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['branch_uuid', 'product_uuid']);
  });
});

describe('store details', () => {
  it('gives the merchant store settings to guests', async () => {
    const res = await api.get('/api/store/v1/public/customer/estore/settings/store/details');
    expect(res.json().details).toMatchObject({
      name: 'Test Merchant',
      allow_purchase_multiple: true,
      cancellation_reasons: ['Changed my mind'],
      enable_estore: true,
    });
  });
});
