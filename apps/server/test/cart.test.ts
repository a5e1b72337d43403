import { randomBytes } from 'node:crypto';
import { CART_MESSAGES } from '@storefront/contracts/cart';
import { CUT_OFF_MESSAGE } from '@storefront/domain/schedule';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableUuid } from '../src/lib/uuid';
import { createCartService, FULL_MESSAGE, UNAVAILABLE_SLOT_MESSAGE } from '../src/modules/cart/service';
import { branch, hours, merchantConfig, product, schedule } from './factories';
import { loadMerchant, signUp, type TestApp, testApp, tokenOf } from './helpers';

/** Monday 23 November 2026, 10:00 in Manila; the machine's zone is New York (vitest config). */
let clock = new Date('2026-11-23T10:00:00+08:00');
const STORE = '/api/store';
const id = (name: string) => stableUuid(`cartshop/${name}`);
const MAKATI = id('branch/makati');
const BGC = id('branch/bgc');
const BURGER = id('product/burger');
const MEAL = id('product/meal');
const SOLD_OUT = id('product/soldout');
const GRAVY = id('add-on/meal/gravy');
const KETCHUP = id('add-on/meal/ketchup');
const RICE = id('add-on/meal/rice');
const FRIES = id('add-on/burger/fries');

const mealProduct = product('meal', {
  name: 'Adobo Meal',
  type: 'variable',
  price: undefined,
  attributes: [{ name: 'Size', values: ['Regular', 'Large'] }],
  variations: [
    { values: ['Regular'], price: 150 },
    { values: ['Large'], price: 200, sale_price: 180 },
  ],
  inventory: [{ branch: 'makati', stock: 5 }],
  add_on_categories: [
    {
      key: 'sauce',
      name: 'Sawsawan',
      limit: 1,
      add_ons: [
        { key: 'gravy', name: 'Gravy', price: 10 },
        { key: 'ketchup', name: 'Ketchup', price: 5, is_free: true },
      ],
    },
    { key: 'extras', name: 'Extras', limit: 2, add_ons: [{ key: 'rice', name: 'Extra Rice', price: 25 }] },
  ],
});

function shopConfig(overrides: { meal?: typeof mealProduct; makati?: Partial<ReturnType<typeof branch>> } = {}) {
  return merchantConfig({
    subdomain: 'cartshop',
    name: 'Cart Shop',
    branches: [
      branch('makati', {
        name: 'Makati',
        max_order: 10,
        delivery_fee: { base: 49, per_km: 10 },
        store_hours: hours('08:00', '22:00', { cut_off_time: '21:00' }),
        ...overrides.makati,
      }),
      branch('bgc', { name: 'BGC', lat: 14.5507, long: 121.0495 }),
    ],
    products: [
      product('burger', {
        name: 'Burger',
        price: 100,
        inventory: [
          { branch: 'makati', stock: 'unlimited' },
          { branch: 'bgc', stock: 'unlimited' },
        ],
        add_on_categories: [
          { key: 'sides', name: 'Sides', limit: 1, add_ons: [{ key: 'fries', name: 'Fries', price: 40 }] },
        ],
      }),
      overrides.meal ?? mealProduct,
      product('soldout', { name: 'Halo-halo', inventory: [{ branch: 'makati', stock: 0 }] }),
      product('lumpia', { name: 'Lumpia', inventory: [{ branch: 'makati', stock: 50 }] }),
    ],
  });
}

let t: TestApp;
let token: string;
let singleToken: string;

beforeAll(async () => {
  t = await testApp({ now: () => clock });
  await loadMerchant(t, shopConfig());
  await loadMerchant(
    t,
    merchantConfig({
      subdomain: 'single',
      store_details: { cancellation_reasons: [], allow_purchase_multiple: false },
      branches: [branch('makati'), branch('bgc')],
      products: [
        product('burger', {
          inventory: [
            { branch: 'makati', stock: 'unlimited' },
            { branch: 'bgc', stock: 'unlimited' },
          ],
        }),
      ],
    }),
  );
  token = await tokenOf(t, 'cartshop');
  singleToken = await tokenOf(t, 'single');
});
afterAll(() => t.close());

/** A guest or a signed-in customer calling the cart, keeping the guest cart id as the cookie would. */
function shopper(merchantToken = () => token) {
  let session: string | undefined;
  let cartUuid: string | undefined;
  const family = () => (session ? '' : 'public/');
  const post = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `${STORE}${url}`,
      remoteAddress: `10.${randomBytes(3).join('.')}`,
      headers: { 'x-merchant-token': merchantToken(), ...(session ? { authorization: `Bearer ${session}` } : {}) },
      payload,
    });
  const withCart = (payload: object) => (session || !cartUuid ? payload : { ...payload, cart_uuid: cartUuid });
  const self = {
    get cartUuid() {
      return cartUuid;
    },
    signIn(s: string) {
      session = s;
    },
    async add(payload: object) {
      const res = await post(`/v5/${family()}customer/estore/cart/item/add`, withCart(payload));
      if (res.statusCode === 200 && !session) cartUuid = res.json().cart_uuid;
      return res;
    },
    list: (payload: object = {}) => post(`/v5/${family()}customer/estore/cart/item/list`, withCart(payload)),
    update: (itemUuid: string, payload: object) =>
      session
        ? post(`/v3/customer/estore/cart/item/update/${itemUuid}`, payload)
        : post('/v3/public/customer/estore/cart/item/update', {
            ...payload,
            cart_item_uuid: itemUuid,
            cart_uuid: cartUuid,
          }),
    remove: (items: string[]) =>
      post(`/v4/${family()}customer/estore/cart/item/delete`, withCart({ cart_items: items })),
    deliveryType: (payload: object) =>
      post(`/v5/${family()}customer/estore/cart/delivery_type/update`, withCart(payload)),
    checkLocation: (payload: object) => post(`/v3/${family()}customer/estore/cart/check/location`, withCart(payload)),
    async cart() {
      const res = await self.list();
      expect(res.statusCode).toBe(200);
      return res.json();
    },
  };
  return self;
}

const burger = (extra: object = {}) => ({ branch_uuid: MAKATI, product_uuid: BURGER, quantity: 1, ...extra });
const lumpia = (extra: object = {}) => ({
  branch_uuid: MAKATI,
  product_uuid: id('product/lumpia'),
  quantity: 1,
  ...extra,
});
const largeMeal = (extra: object = {}) => ({
  branch_uuid: MAKATI,
  product_uuid: MEAL,
  variation_code: 'Large',
  quantity: 1,
  ...extra,
});

describe('a guest cart', () => {
  it('adds a variable product with add-ons, prices it on the server and lists it by branch', async () => {
    const guest = shopper();
    const added = await guest.add(largeMeal({ quantity: 2, add_ons: [GRAVY, RICE], remarks: 'No onions' }));
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ message: 'Successfully added to cart.', cart_count: 2 });
    expect(guest.cartUuid).toMatch(/^[0-9a-f-]{36}$/);

    await guest.add(burger({ branch_uuid: BGC }));
    const cart = await guest.cart();
    expect(cart.message).toBe('Successfully retrieved cart.');
    expect(cart.list.map((b: { branch_name: string }) => b.branch_name)).toEqual(['Makati', 'BGC']);
    const [makati, bgc] = cart.list;
    expect(makati).toMatchObject({
      brand_name: 'The Grill',
      delivery_type: 'deliver_now',
      pickup_datetime: null,
      logistic_types: ['deliver_now', 'pickup_now', 'scheduled_delivery'],
      subtotal: 430, // (180 sale + 10 gravy + 25 rice) × 2
    });
    const [item] = makati.items;
    expect(item).toMatchObject({
      quantity: 2,
      total_amount: 430,
      remarks: 'No onions',
      max_quantity: 5,
      add_ons: [
        { name: 'Gravy', price: 10 },
        { name: 'Extra Rice', price: 25 },
      ],
    });
    expect(item.product_inventory).toMatchObject({
      variation_code: 'Large',
      decoded_variation_code: [{ attribute: 'Size', value: 'Large' }],
      stock: 5,
      is_limited_stock: true,
      sale_price: 180,
      product_details: { name: 'Adobo Meal', type: 'variable' },
    });
    // Makati has a fee rule (base 49 + 10/km); BGC has none: FREE (null).
    expect(makati.fees[0]).toMatchObject({ name: 'Delivery Fee', calculated_amount: 49 });
    expect(bgc.fees).toEqual([{ name: 'Delivery Fee', orig_value: null, calculated_amount: null }]);
    expect(cart).toMatchObject({ cart_count: 3, subtotal: 530, computed_total: 579, cart_total_amount: 579 });
  });

  it('charges per kilometre of the estimated road distance from the customer', async () => {
    const guest = shopper();
    await guest.add(burger());
    // About 2.8 km straight from the Makati branch → 3.7 km by road → 4 km × 10 + 49.
    const cart = (await guest.list({ customer_lat: 14.5794, customer_lng: 121.0359 })).json();
    expect(cart.list[0].fees[0].calculated_amount).toBe(89);
  });

  it('joins an identical line instead of adding another', async () => {
    const guest = shopper();
    await guest.add(burger({ add_ons: [FRIES] }));
    await guest.add(burger({ add_ons: [FRIES], quantity: 2 }));
    await guest.add(burger({ remarks: 'well done' }));
    const items = (await guest.cart()).list[0].items;
    expect(items.map((i: { quantity: number; remarks: string }) => [i.quantity, i.remarks])).toEqual([
      [3, ''],
      [1, 'well done'],
    ]);
  });

  it('refuses bad quantities, notes and add-ons with a clear 422 and leaves the cart as it was', async () => {
    const guest = shopper();
    await guest.add(largeMeal({ quantity: 4 }));
    const cases: [object, string, string][] = [
      [burger({ quantity: 0 }), 'quantity', CART_MESSAGES.quantityMinimum],
      [burger({ quantity: -2 }), 'quantity', CART_MESSAGES.quantityMinimum],
      [burger({ quantity: 1.5 }), 'quantity', CART_MESSAGES.quantityWhole],
      [burger({ quantity: '2' }), 'quantity', CART_MESSAGES.quantityWhole],
      [lumpia({ quantity: 11 }), 'quantity', 'You can order at most 10 of this item.'],
      [burger({ quantity: 1000 }), 'quantity', 'You can order at most 999 of this item.'],
      [largeMeal({ quantity: 2 }), 'quantity', 'Quantity should not be more than the current stock.'],
      [burger({ remarks: 'x'.repeat(150) }), 'remarks', CART_MESSAGES.notesTooLong],
      [largeMeal({ add_ons: [GRAVY, KETCHUP] }), 'add_ons', 'Choose at most 1 from Sawsawan.'],
      [largeMeal({ add_ons: [FRIES] }), 'add_ons', 'This add-on is not offered with this product.'],
      [largeMeal({ variation_code: 'Huge' }), 'variation_code', 'This option is not available at this branch.'],
      [
        { branch_uuid: BGC, product_uuid: MEAL, variation_code: 'Large', quantity: 1 },
        'variation_code',
        'This option is not available at this branch.',
      ],
      [{ ...burger(), product_uuid: SOLD_OUT }, 'quantity', 'Quantity should not be more than the current stock.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await guest.add(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(payload)).toEqual([message]);
    }
    const cart = await guest.cart();
    expect(cart.cart_count).toBe(4);
    expect(cart.list[0].items).toHaveLength(1);
  });

  it('counts notes as characters: 149 with emoji fit, 150 do not', async () => {
    const guest = shopper();
    expect((await guest.add(burger({ remarks: '😀'.repeat(149) }))).statusCode).toBe(200);
    expect((await guest.add(burger({ remarks: '😀'.repeat(150) }))).statusCode).toBe(422);
  });

  it('updates quantity and notes, and checks stock across lines of the same variation', async () => {
    const guest = shopper();
    const first = (await guest.add(largeMeal({ quantity: 2 }))).json().cart_item_uuid;
    await guest.add(largeMeal({ quantity: 2, remarks: 'spicy' }));
    const ok = await guest.update(first, { quantity: 3, remarks: 'extra sauce' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: 'Successfully updated cart item.', cart_count: 5 });
    const tooMany = await guest.update(first, { quantity: 4 });
    expect(tooMany.json().errors.quantity).toEqual(['Quantity should not be more than the current stock.']);
    const changed = await guest.update(first, { quantity: 1, variation_code: 'Regular', add_ons: [KETCHUP] });
    expect(changed.statusCode).toBe(200);
    const lines = (await guest.cart()).list[0].items;
    expect(lines[0]).toMatchObject({ quantity: 1, remarks: '', total_amount: 150 });
    expect(lines[0].product_inventory.variation_code).toBe('Regular');
    expect(lines[0].add_ons[0]).toMatchObject({ name: 'Ketchup', is_free: true });
  });

  it('removes items, all or none, and clears the cart', async () => {
    const guest = shopper();
    const a = (await guest.add(burger())).json().cart_item_uuid;
    const b = (await guest.add(burger({ branch_uuid: BGC }))).json().cart_item_uuid;
    const stranger = shopper();
    const theirs = (await stranger.add(burger())).json().cart_item_uuid;

    const refused = await guest.remove([a, theirs]);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(CART_MESSAGES.itemNotFound);
    expect((await guest.cart()).cart_count).toBe(2);
    expect((await stranger.cart()).cart_count).toBe(1);

    const removed = await guest.remove([a]);
    expect(removed.json()).toMatchObject({ message: 'Successfully removed from cart.', cart_count: 1 });
    expect((await guest.cart()).list.map((e: { branch_name: string }) => e.branch_name)).toEqual(['BGC']);
    await guest.remove([b]);
    expect(await guest.cart()).toMatchObject({ cart_count: 0, list: [] });
  });

  it('answers 404 for a cart id that is not a live guest cart, and 422 for one that is not an id', async () => {
    const guest = shopper();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `${STORE}${url}`, headers: { 'x-merchant-token': token }, payload });
    expect((await post('/v5/public/customer/estore/cart/item/list', { cart_uuid: unknown })).statusCode).toBe(404);
    expect((await post('/v5/public/customer/estore/cart/item/list', { cart_uuid: 'nope' })).statusCode).toBe(422);
    const item = (await guest.add(burger())).json().cart_item_uuid;
    const foreign = await post('/v3/public/customer/estore/cart/item/update', {
      cart_uuid: unknown,
      cart_item_uuid: item,
      quantity: 5,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await guest.cart()).cart_count).toBe(1);
    // Another merchant never sees this merchant's cart.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `${STORE}/v5/public/customer/estore/cart/item/list`,
      headers: { 'x-merchant-token': singleToken },
      payload: { cart_uuid: guest.cartUuid },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('forgets a guest cart left alone for 2 days; adding then starts a new one', async () => {
    const guest = shopper();
    await guest.add(burger());
    const old = guest.cartUuid;
    clock = new Date(clock.getTime() + 2 * 86_400_000 + 1000);
    try {
      expect((await guest.list()).statusCode).toBe(404);
      await guest.add(burger());
      expect(guest.cartUuid).not.toBe(old);
      expect((await guest.cart()).cart_count).toBe(1);
    } finally {
      clock = new Date('2026-11-23T10:00:00+08:00');
    }
  });

  it('keeps one branch per cart when the merchant does not allow buying from several', async () => {
    const guest = shopper(() => singleToken);
    const sub = (name: string) => stableUuid(`single/${name}`);
    const at = (b: string) => ({ branch_uuid: sub(`branch/${b}`), product_uuid: sub('product/burger'), quantity: 1 });
    expect((await guest.add(at('makati'))).statusCode).toBe(200);
    const refused = await guest.add(at('bgc'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.branch_uuid[0]).toMatch(/^Your cart has items from The Grill \(Grill makati\)\./);
    expect((await guest.cart()).cart_count).toBe(1);
  });
});

describe('fulfilment', () => {
  it('offers the enabled types and switches to a now type, clearing the schedule', async () => {
    const guest = shopper();
    await guest.add(burger());
    const pickup = await guest.deliveryType({ branchuuid: MAKATI, delivery_type: 'pickup_now' });
    expect(pickup.json()).toEqual({
      message: 'Successfully updated delivery type.',
      data: { branch_uuid: MAKATI, delivery_type: 'pickup_now', delivery_datetime: null },
    });
    const cart = await guest.cart();
    expect(cart.list[0]).toMatchObject({ delivery_type: 'pickup_now', fees: [] });
    const disabled = await guest.deliveryType({ branchuuid: MAKATI, delivery_type: 'scheduled_pickup' });
    expect(disabled.json().errors.delivery_type).toEqual(['Scheduled Pickup is not available at The Grill (Makati).']);
  });

  it('books a slot only when it is offered: not past, not cut off, not closed', async () => {
    const guest = shopper();
    await guest.add(burger());
    const set = (datetime: string | undefined) =>
      guest.deliveryType({ branchuuid: MAKATI, delivery_type: 'scheduled_delivery', delivery_datetime: datetime });
    expect((await set(undefined)).json().errors.delivery_datetime).toEqual([CART_MESSAGES.scheduleRequired]);
    expect((await set('2026-11-23 10:30')).json().errors.delivery_datetime).toEqual([CART_MESSAGES.scheduleFormat]);
    // Now 10:00 + 1 hour lead: 11:00 is the first slot today; 10:30 is too soon, 09:00 passed.
    expect((await set('2026-11-23 10:30:00')).json().errors.delivery_datetime).toEqual([UNAVAILABLE_SLOT_MESSAGE]);
    expect((await set('2026-11-22 12:00:00')).json().errors.delivery_datetime).toEqual([UNAVAILABLE_SLOT_MESSAGE]);
    expect((await set('2026-11-23 11:15:00')).json().errors.delivery_datetime).toEqual([UNAVAILABLE_SLOT_MESSAGE]);
    // Pre-order hours end at 20:00.
    expect((await set('2026-11-24 20:00:00')).json().errors.delivery_datetime).toEqual([UNAVAILABLE_SLOT_MESSAGE]);
    expect((await set('2026-11-23 11:00:00')).statusCode).toBe(200);
    const cart = await guest.cart();
    expect(cart.list[0]).toMatchObject({ delivery_type: 'scheduled_delivery', pickup_datetime: '2026-11-23 11:00:00' });
    const dates = cart.list[0].delivery_settings.initial_dates;
    expect(dates[0]).toEqual({ date: '2026-11-23', remaining_orders_accepted: null, closed: false });
    expect(dates).toHaveLength(7);

    // After the 21:00 cut-off, today is gone; the slot chosen earlier is cleared with a message.
    clock = new Date('2026-11-23T21:05:00+08:00');
    try {
      expect((await set('2026-11-23 20:30:00')).json().errors.delivery_datetime).toEqual([CUT_OFF_MESSAGE]);
      const later = await guest.cart();
      expect(later.list[0].pickup_datetime).toBeNull();
      expect(later.message).toMatch(/schedule for The Grill \(Makati\) is no longer available/);
    } finally {
      clock = new Date('2026-11-23T10:00:00+08:00');
    }
  });

  it('counts remaining capacity from orders and refuses a full date', async () => {
    const limited = shopConfig({
      makati: {
        delivery_settings: schedule({ duration_lead_time_value: 4, orders_per_day: 2, closed_dates: ['2026-11-26'] }),
      },
    });
    await loadMerchant(t, limited);
    try {
      const booked = new Map([
        ['2026-11-24', 2],
        ['2026-11-25', 1],
      ]);
      const cart = createCartService({
        db: t.database.db,
        catalog: t.services.catalog,
        branches: t.services.branches,
        now: () => clock,
        countScheduledOrders: async () => booked,
      });
      const merchant = {
        id: ((await t.services.merchants.findBySubdomain('cartshop')) as { id: number }).id,
        allowPurchaseMultiple: true,
      };
      const owner = { guestCartUuid: undefined };
      const added = await cart.add(merchant, owner, {
        branchUuid: MAKATI,
        productUuid: BURGER,
        variationCode: '',
        quantity: 1,
        remarks: '',
        addOns: [],
      });
      const guest = { guestCartUuid: added.cart_uuid as string };
      const view = await cart.list(merchant, guest, null);
      expect(view.list[0]?.delivery_settings?.initial_dates).toEqual([
        { date: '2026-11-23', remaining_orders_accepted: 2, closed: false },
        { date: '2026-11-24', remaining_orders_accepted: 0, closed: false },
        { date: '2026-11-25', remaining_orders_accepted: 1, closed: false },
        { date: '2026-11-26', remaining_orders_accepted: 2, closed: true },
      ]);
      const pick = (value: string) =>
        cart.setDeliveryType(merchant, guest, {
          branchUuid: MAKATI,
          deliveryType: 'scheduled_delivery',
          deliveryDatetime: value,
        });
      await expect(pick('2026-11-24 12:00:00')).rejects.toMatchObject({ message: FULL_MESSAGE });
      await expect(pick('2026-11-26 12:00:00')).rejects.toMatchObject({ message: UNAVAILABLE_SLOT_MESSAGE });
      await expect(pick('2026-11-25 12:00:00')).resolves.toMatchObject({
        data: { delivery_type: 'scheduled_delivery' },
      });
    } finally {
      await loadMerchant(t, shopConfig());
    }
  });
});

describe('location', () => {
  it('is free to change while the cart is empty and locked once it has items', async () => {
    const guest = shopper();
    const at = { customer_lat: 14.5794, customer_lng: 121.0359 };
    const empty = (await guest.checkLocation(at)).json();
    expect(empty).toMatchObject({
      locked: false,
      cart_count: 0,
      coordinates: { lat: 14.5794, long: 121.0359, distance: null },
    });
    await guest.add(burger({ quantity: 2 }));
    const locked = (await guest.checkLocation(at)).json();
    expect(locked).toMatchObject({ locked: true, cart_count: 2, message: CART_MESSAGES.locationLocked });
    expect(locked.coordinates.distance).toBeCloseTo(2.8, 0);
    expect((await guest.checkLocation({ customer_lat: 200, customer_lng: 0 })).statusCode).toBe(422);
  });
});

describe('the catalogue changes under a cart', () => {
  it('drops what is gone, shrinks to the stock left and moves off a logistic type no longer offered', async () => {
    const guest = shopper();
    await guest.add(largeMeal({ quantity: 4 }));
    await guest.add(burger());
    await guest.add({ ...burger(), branch_uuid: BGC });
    await loadMerchant(
      t,
      shopConfig({
        meal: { ...mealProduct, inventory: [{ branch: 'makati', stock: 3 }] },
        makati: {
          logistic_types: { deliver_now: false, pickup_now: true, scheduled_delivery: false, scheduled_pickup: false },
        },
      }),
    );
    try {
      const cart = await guest.cart();
      expect(cart.message).toContain('The quantity of Adobo Meal was reduced to 3');
      expect(cart.message).toContain(
        'The selected logistic type is not available for The Grill (Makati). Pickup was chosen instead.',
      );
      expect(cart.list[0]).toMatchObject({ delivery_type: 'pickup_now', logistic_types: ['pickup_now'] });
      expect(cart.list[0].items[0].quantity).toBe(3);

      const config = shopConfig();
      await loadMerchant(t, { ...config, products: config.products.filter((p) => p.key !== 'meal') });
      const after = await guest.cart();
      expect(after.message).toContain('was removed from cart because it is no longer available.');
      expect(
        after.list[0].items.map(
          (i: { product_inventory: { product_details: { name: string } } }) => i.product_inventory.product_details.name,
        ),
      ).toEqual(['Burger']);
    } finally {
      await loadMerchant(t, shopConfig());
    }
  });
});

describe('a signed-in customer', () => {
  it('keeps their own cart: another customer can neither see nor change it', async () => {
    const ana = shopper();
    ana.signIn(await signUp(t, token, '09181110001'));
    const ben = shopper();
    ben.signIn(await signUp(t, token, '09181110002'));
    const item = (await ana.add(burger({ quantity: 2 }))).json().cart_item_uuid;

    expect((await ben.cart()).cart_count).toBe(0);
    expect((await ben.update(item, { quantity: 1 })).statusCode).toBe(404);
    expect((await ben.remove([item])).statusCode).toBe(404);
    expect((await ben.deliveryType({ branchuuid: MAKATI, delivery_type: 'pickup_now' })).statusCode).toBe(404);
    const anaCart = await ana.cart();
    expect(anaCart).toMatchObject({ cart_count: 2 });
    // A customer's cart is not a guest cart: its id opens nothing on the public calls.
    const viaPublic = await shopper().list({ cart_uuid: anaCart.cart_uuid });
    expect(viaPublic.statusCode).toBe(404);

    const at = { customer_lat: 14.5794, customer_lng: 121.0359 };
    expect((await ana.checkLocation(at)).json()).toMatchObject({ locked: true, cart_count: 2 });
    expect((await ben.checkLocation(at)).json()).toMatchObject({ locked: false, cart_count: 0 });

    expect((await ana.update(item, { quantity: 4, remarks: 'for the office' })).statusCode).toBe(200);
    expect((await ana.cart()).list[0].items[0]).toMatchObject({ quantity: 4, remarks: 'for the office' });
  });

  it('needs the session on the signed-in calls', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${STORE}/v5/customer/estore/cart/item/list`,
      headers: { 'x-merchant-token': token },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });

  it('joins the guest cart at sign-in, adding up identical lines, and retires the guest id', async () => {
    const guest = shopper();
    await guest.add(burger({ quantity: 2 }));
    await guest.add(largeMeal({ add_ons: [GRAVY] }));
    await guest.deliveryType({ branchuuid: MAKATI, delivery_type: 'pickup_now' });
    const guestCart = guest.cartUuid as string;

    const customer = shopper();
    customer.signIn(await signUp(t, token, '09181110003'));
    await customer.add(burger({ quantity: 1 }));
    const joined = (await customer.list({ cart_uuid: guestCart })).json();
    expect(joined.cart_count).toBe(4);
    const lines = joined.list[0].items.map(
      (i: { quantity: number; product_inventory: { product_details: { name: string } } }) => [
        i.product_inventory.product_details.name,
        i.quantity,
      ],
    );
    expect(lines).toEqual([
      ['Adobo Meal', 1],
      ['Burger', 3],
    ]);
    // The customer's own choice for the branch wins; the guest id is spent.
    expect(joined.list[0].delivery_type).toBe('deliver_now');
    expect((await guest.list()).statusCode).toBe(404);
    // Joining again changes nothing.
    expect((await customer.list({ cart_uuid: guestCart })).json().cart_count).toBe(4);
  });
});
