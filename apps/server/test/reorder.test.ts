import { randomUUID } from 'node:crypto';
import { REORDER_MESSAGES, REORDER_REASONS } from '@storefront/contracts/reorder';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableUuid } from '../src/lib/uuid';
import { productInventory, products } from '../src/modules/catalog/tables';
import { branch, merchantConfig, product } from './factories';
import { loadMerchant, signUp, type TestApp, testApp, tokenOf } from './helpers';
import { MAKATI_ADDRESS } from './support/shopper';

/** Monday 23 November 2026, 10:00 in Manila. */
const clock = new Date('2026-11-23T10:00:00+08:00');
const STORE = '/api/store';
const id = (name: string) => stableUuid(`reordershop/${name}`);
const MAKATI = id('branch/makati');
const BGC = id('branch/bgc');
const BURGER = id('product/burger');
const MEAL = id('product/meal');
const HALO = id('product/halo');
const LUMPIA = id('product/lumpia');
const FRIES = id('add-on/burger/fries');

type Changes = { burgerPrice?: number; withHalo?: boolean; largeStock?: number };
function shopConfig(changes: Changes = {}) {
  return merchantConfig({
    subdomain: 'reordershop',
    name: 'Reorder Shop',
    branches: [
      branch('makati', { name: 'Makati', max_order: 5 }),
      branch('bgc', {
        name: 'BGC',
        lat: 14.5507,
        long: 121.0495,
        logistic_types: { deliver_now: true, pickup_now: true, scheduled_delivery: false, scheduled_pickup: false },
      }),
    ],
    products: [
      product('burger', {
        name: 'Burger',
        price: changes.burgerPrice ?? 100,
        inventory: [
          { branch: 'makati', stock: 'unlimited' },
          { branch: 'bgc', stock: 'unlimited' },
        ],
        add_on_categories: [
          { key: 'sides', name: 'Sides', limit: 1, add_ons: [{ key: 'fries', name: 'Fries', price: 40 }] },
        ],
      }),
      product('meal', {
        name: 'Adobo Meal',
        type: 'variable',
        price: undefined,
        attributes: [{ name: 'Size', values: ['Regular', 'Large'] }],
        variations: [
          { values: ['Regular'], price: 150 },
          { values: ['Large'], price: 200 },
        ],
        inventory: [
          { branch: 'makati', variation: 'Regular', stock: 50 },
          { branch: 'makati', variation: 'Large', stock: changes.largeStock ?? 50 },
        ],
      }),
      ...(changes.withHalo === false
        ? []
        : [product('halo', { name: 'Halo-halo', inventory: [{ branch: 'makati', stock: 20 }] })]),
      product('lumpia', { name: 'Lumpia', inventory: [{ branch: 'bgc', stock: 12 }] }),
    ],
  });
}

let t: TestApp;
let token: string;
let ana: string;
let ben: string;

beforeAll(async () => {
  t = await testApp({ now: () => clock });
  await loadMerchant(t, shopConfig());
  token = await tokenOf(t, 'reordershop');
  ana = await signUp(t, token, '09181240001');
  ben = await signUp(t, token, '09181240002');
}, 60_000);
afterAll(() => t.close());

/** A signed-in customer (or a guest, keeping the cart id as the cookie would) calling the store. */
function shopper(session?: string) {
  let cartUuid: string | undefined;
  const family = session ? '' : 'public/';
  const post = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `${STORE}${url}`,
      headers: { 'x-merchant-token': token, ...(session ? { authorization: `Bearer ${session}` } : {}) },
      payload: session || !cartUuid ? payload : { ...payload, cart_uuid: cartUuid },
    });
  return {
    async add(line: object) {
      const res = await post(`/v5/${family}customer/estore/cart/item/add`, line);
      expect(res.statusCode, res.body).toBe(200);
      cartUuid ??= res.json().cart_uuid;
    },
    async slot(payload: object) {
      const res = await post(`/v5/${family}customer/estore/cart/delivery_type/update`, payload);
      expect(res.statusCode, res.body).toBe(200);
    },
    async placeOrder(): Promise<string> {
      const res = await post(`/v7/${family}customer/estore/cart/checkout`, {
        idempotency_key: randomUUID(),
        payment_method: 'COD',
        contact: { name: 'Juan Dela Cruz', mobile_number: '09171234567' },
        address: MAKATI_ADDRESS,
      });
      expect(res.statusCode, res.body).toBe(200);
      cartUuid = undefined;
      return res.json().data.order_uuid;
    },
    reorder(orderUuid: string) {
      return post(`/v1/${family}customer/estore/order/reorder`, { order_uuid: orderUuid });
    },
    async cart() {
      const res = await post(`/v5/${family}customer/estore/cart/item/list`, {});
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    useCart(uuid: string) {
      cartUuid = uuid;
    },
  };
}

type Entry = {
  branch_uuid: string;
  delivery_type: string;
  pickup_datetime: string | null;
  items: { quantity: number; total_amount: number; product_inventory: { product_details: { name: string } } }[];
};
const linesOf = (cart: { list: Entry[] }) =>
  cart.list.flatMap((e) =>
    e.items.map((i) => [e.branch_uuid, i.product_inventory.product_details.name, i.quantity, i.total_amount]),
  );

describe('order again', () => {
  it('puts every line back from both branches at today’s prices, re-slotted: the type kept, never the old slot', async () => {
    const customer = shopper(ana);
    await customer.add({
      branch_uuid: MAKATI,
      product_uuid: BURGER,
      quantity: 2,
      add_ons: [FRIES],
      remarks: 'No salt',
    });
    await customer.add({ branch_uuid: MAKATI, product_uuid: MEAL, variation_code: 'Large', quantity: 1 });
    await customer.add({ branch_uuid: BGC, product_uuid: LUMPIA, quantity: 3 });
    await customer.slot({
      branchuuid: MAKATI,
      delivery_type: 'scheduled_delivery',
      delivery_datetime: '2026-11-24 12:00:00',
    });
    await customer.slot({ branchuuid: BGC, delivery_type: 'pickup_now' });
    const order = await customer.placeOrder();

    await loadMerchant(t, shopConfig({ burgerPrice: 120 }));
    try {
      const res = await customer.reorder(order);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: REORDER_MESSAGES.allAdded,
        data: { cart_count: 6, added_count: 6, not_added: [] },
      });
      const cart = await customer.cart();
      expect(linesOf(cart)).toEqual([
        [MAKATI, 'Burger', 2, 320], // (120 today + 40 fries) × 2, not the 100 it was
        [MAKATI, 'Adobo Meal', 1, 200],
        [BGC, 'Lumpia', 3, 300],
      ]);
      expect(cart.list[0]).toMatchObject({ delivery_type: 'scheduled_delivery', pickup_datetime: null });
      expect(cart.list[0].items[0]).toMatchObject({ remarks: 'No salt', add_ons: [{ name: 'Fries' }] });
      expect(cart.list[1]).toMatchObject({ delivery_type: 'pickup_now', pickup_datetime: null });

      // A second 'Order again' adds to what is in the cart, like adding the products one by one.
      const again = await customer.reorder(order);
      expect(again.json().data).toMatchObject({ cart_count: 12, not_added: [] });
      expect(linesOf(await customer.cart()).map((l) => l[2])).toEqual([4, 2, 6]);
    } finally {
      await loadMerchant(t, shopConfig());
    }
  });

  it('calls out a product a re-import deactivated and a sold-out variation, and adds the rest', async () => {
    const customer = shopper(ben);
    await customer.add({ branch_uuid: MAKATI, product_uuid: HALO, quantity: 1 });
    await customer.add({ branch_uuid: MAKATI, product_uuid: MEAL, variation_code: 'Large', quantity: 2 });
    await customer.add({ branch_uuid: MAKATI, product_uuid: BURGER, quantity: 1 });
    const order = await customer.placeOrder();

    await loadMerchant(t, shopConfig({ withHalo: false, largeStock: 0 }));
    try {
      const res = await customer.reorder(order);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        message: REORDER_MESSAGES.someAdded,
        data: {
          cart_uuid: expect.any(String),
          cart_count: 1,
          added_count: 1,
          not_added: [
            { name: 'Halo-halo', variation: '', quantity: 1, added_quantity: 0, reason: REORDER_REASONS.unavailable },
            { name: 'Adobo Meal', variation: 'Large', quantity: 2, added_quantity: 0, reason: REORDER_REASONS.soldOut },
          ],
        },
      });
      expect(linesOf(await customer.cart())).toEqual([[MAKATI, 'Burger', 1, 100]]);
    } finally {
      await loadMerchant(t, shopConfig());
    }
  });

  it('answers 404 for another customer’s order and leaves their cart alone; 401 for a guest; 422 for a bad id', async () => {
    const owner = shopper(await signUp(t, token, '09181240003'));
    await owner.add({ branch_uuid: MAKATI, product_uuid: BURGER, quantity: 1 });
    const order = await owner.placeOrder();

    const other = shopper(await signUp(t, token, '09181240004'));
    const res = await other.reorder(order);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Order not found.' });
    expect((await other.cart()).cart_count).toBe(0);

    const guest = await shopper().reorder(order);
    expect(guest.statusCode).toBe(401);
    expect((await shopper(ana).reorder(randomUUID())).statusCode).toBe(404);
    const bad = await shopper(ana).reorder('not-an-order');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.order_uuid).toEqual(['Order not found.']);
  });

  it('lets a guest order again from their own order’s link, into their guest cart', async () => {
    const guest = shopper();
    await guest.add({ branch_uuid: BGC, product_uuid: LUMPIA, quantity: 2 });
    const order = await guest.placeOrder();
    const res = await guest.reorder(order);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ cart_count: 2, not_added: [] });
    guest.useCart(res.json().data.cart_uuid);
    expect(linesOf(await guest.cart())).toEqual([[BGC, 'Lumpia', 2, 200]]);
  });

  it('30 reorders of one order at once stop at the branch’s max order and the stock left', async () => {
    const customer = shopper(await signUp(t, token, '09181240005'));
    await customer.add({ branch_uuid: MAKATI, product_uuid: MEAL, variation_code: 'Regular', quantity: 2 });
    await customer.add({ branch_uuid: BGC, product_uuid: LUMPIA, quantity: 3 });
    const order = await customer.placeOrder();
    // 12 less what the orders placed so far took.
    const [lumpia] = await t.database.db
      .select({ stock: productInventory.stock })
      .from(productInventory)
      .innerJoin(products, eq(products.id, productInventory.productId))
      .where(eq(products.uuid, LUMPIA));
    const lumpiaLeft = lumpia?.stock as number;
    expect(lumpiaLeft).toBeGreaterThan(0);

    const answers = await Promise.all(Array.from({ length: 30 }, () => customer.reorder(order)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
    const added = answers.reduce((n, a) => n + a.json().data.added_count, 0);
    expect(added).toBe(5 + lumpiaLeft);
    const reasons = new Set(answers.flatMap((a) => a.json().data.not_added.map((n: { reason: string }) => n.reason)));
    expect(reasons).toEqual(new Set([REORDER_REASONS.maxOrder(5), REORDER_REASONS.onlyLeft(lumpiaLeft)]));
    const cart = await customer.cart();
    expect(linesOf(cart).map((l) => [l[1], l[2]])).toEqual([
      ['Adobo Meal', 5],
      ['Lumpia', lumpiaLeft],
    ]);
  });
});
