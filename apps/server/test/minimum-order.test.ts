/**
 * A branch's delivery time estimate and minimum order (ADR 0034): stored by the import, stated by the
 * branch details, flagged on the cart's delivery parts that are short, and enforced by checkout.
 */
import { ORDER_MESSAGES } from '@storefront/contracts/order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableUuid } from '../src/lib/uuid';
import { orders } from '../src/modules/orders/tables';
import { branch, merchantConfig, product, schedule } from './factories';
import { client, loadMerchant, signUp, storedStock, type TestApp, testApp, tokenOf } from './helpers';
import { shopperOf } from './support/shopper';

const clock = new Date('2026-11-23T10:00:00+08:00');
const id = (name: string) => stableUuid(`minshop/${name}`);
const AYALA = id('branch/ayala');
const CUBAO = id('branch/cubao');
const ADOBO = id('product/adobo');
const RICE = id('product/rice');
const ISAW = id('product/isaw');
const TAHO = id('product/taho');
const DETAILS = '/api/organization/v2/public/customer/branch/view/details/';
const SHORT_45 = 'Add PHP 45.00 more from Lutong Bahay · Ayala Makati to reach its PHP 300.00 minimum for delivery.';
/** A slot the schedule factory offers the next day (lead 1 hour, 09:00–20:00). */
const TOMORROW_NOON = '2026-11-24 12:00:00';

const config = (ayala: object = {}) =>
  merchantConfig({
    subdomain: 'minshop',
    brands: [{ key: 'grill', name: 'Lutong Bahay', logo: 'images/grill.svg' }],
    branches: [
      branch('ayala', {
        name: 'Lutong Bahay - Ayala Makati',
        logistic_types: { deliver_now: true, pickup_now: true, scheduled_delivery: true, scheduled_pickup: false },
        delivery_settings: schedule(),
        delivery_fee: { base: 49 },
        delivery_time: { min_minutes: 25, max_minutes: 40 },
        minimum_order: 300,
        ...ayala,
      }),
      branch('cubao', { name: 'Cubao', delivery_fee: { base: 49 } }),
    ],
    products: [
      product('adobo', { name: 'Chicken Adobo', price: 255, inventory: [{ branch: 'ayala', stock: 'unlimited' }] }),
      product('rice', { name: 'Garlic Rice', price: 45, inventory: [{ branch: 'ayala', stock: 'unlimited' }] }),
      product('isaw', { name: 'Isaw', price: 120, inventory: [{ branch: 'ayala', stock: 10 }] }),
      product('taho', { name: 'Taho', price: 35, inventory: [{ branch: 'cubao', stock: 'unlimited' }] }),
    ],
    promo_codes: [{ code: 'TENOFF', promo_code_type: 'percentage', value: 10 }],
  });

let t: TestApp;
let token: string;
let merchantId: number;

beforeAll(async () => {
  t = await testApp({ now: () => clock });
  await loadMerchant(t, config());
  token = await tokenOf(t, 'minshop');
  merchantId = (await t.services.merchants.findBySubdomain('minshop'))?.id ?? 0;
}, 60_000);
afterAll(() => t?.close());

const shopper = (session?: string) => shopperOf(t.app, token, { ...(session ? { session } : {}), branch: AYALA });
type Shopper = ReturnType<typeof shopper>;

/** The cart's part for a branch, as the list answers it. */
async function partOf(s: Shopper, branchUuid = AYALA) {
  const res = await s.list();
  expect(res.statusCode, res.body).toBe(200);
  return res.json().list.find((e: { branch_uuid: string }) => e.branch_uuid === branchUuid);
}

const ordersPlaced = async () =>
  (await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.merchantId, merchantId))).length;

const stockOfIsaw = () => storedStock(t, ISAW);

describe('branch details', () => {
  it('state the delivery time estimate and the minimum order the merchant file sets', async () => {
    const res = await client(t, token).get(`${DETAILS}${AYALA}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      delivery_time: { min_minutes: 25, max_minutes: 40 },
      minimum_order: 300,
    });
  });

  it('say null for a branch that sets neither', async () => {
    const res = await client(t, token).get(`${DETAILS}${CUBAO}`);
    expect(res.json().data).toMatchObject({ delivery_time: null, minimum_order: null });
  });
});

describe('the cart', () => {
  it("flags a delivery part short of its branch's minimum, by how much, counting the items only", async () => {
    const guest = shopper();
    await guest.add(ADOBO);
    const part = await partOf(guest);
    // PHP 255.00 of items; the PHP 49.00 fee does not count towards the minimum.
    expect(part.subtotal).toBe(255);
    expect(part.fees[0].calculated_amount).toBe(49);
    expect(part.minimum_order_shortfall).toEqual({ minimum_order: 300, short_by: 45, message: SHORT_45 });
  });

  it('clears the flag at exactly the minimum', async () => {
    const guest = shopper();
    await guest.add(ADOBO);
    await guest.add(RICE);
    expect((await partOf(guest)).minimum_order_shortfall).toBeNull();
  });

  it('clears it when the part is picked up and flags it again for a scheduled delivery', async () => {
    const guest = shopper();
    await guest.add(RICE);
    await guest.add(TAHO, 1, CUBAO);
    expect((await partOf(guest)).minimum_order_shortfall).toMatchObject({ short_by: 255 });
    // The other branch sets no minimum: its part is never flagged.
    expect((await partOf(guest, CUBAO)).minimum_order_shortfall).toBeNull();

    const pickup = await guest.deliveryType({ branchuuid: AYALA, delivery_type: 'pickup_now' });
    expect(pickup.statusCode, pickup.body).toBe(200);
    expect((await partOf(guest)).minimum_order_shortfall).toBeNull();

    const scheduled = await guest.deliveryType({
      branchuuid: AYALA,
      delivery_type: 'scheduled_delivery',
      delivery_datetime: TOMORROW_NOON,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect((await partOf(guest)).minimum_order_shortfall).toMatchObject({ minimum_order: 300, short_by: 255 });
  });
});

describe('checkout', () => {
  it('refuses a delivery below the minimum with 422 naming the branch and the amount short, writing nothing', async () => {
    const guest = shopper();
    await guest.add(ADOBO);
    const stock = await stockOfIsaw();
    const before = await ordersPlaced();
    // PHP 120.00 of isaw and PHP 45.00 of rice: PHP 135.00 short.
    const refused = shopper();
    await refused.add(ISAW);
    await refused.add(RICE);
    const res = await refused.checkout();
    expect(res.statusCode, res.body).toBe(422);
    const short = 'Add PHP 135.00 more from Lutong Bahay · Ayala Makati to reach its PHP 300.00 minimum for delivery.';
    expect(res.json()).toEqual({ message: short, errors: { cart: [short] } });
    // Nothing written: no order, the stock untouched, the cart still open with its items.
    expect(await ordersPlaced()).toBe(before);
    expect(await stockOfIsaw()).toBe(stock);
    expect((await refused.list()).json().cart_count).toBe(2);

    const first = await guest.checkout();
    expect(first.json().errors.cart).toEqual([SHORT_45]);
  });

  it('accepts a delivery at exactly the minimum', async () => {
    const guest = shopper();
    await guest.add(ADOBO);
    await guest.add(RICE);
    const orderUuid = await guest.placeOrder();
    expect(orderUuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('accepts the same short cart picked up: the minimum is for delivery only', async () => {
    const guest = shopper();
    await guest.add(RICE);
    expect((await guest.checkout()).statusCode).toBe(422);
    await guest.deliveryType({ branchuuid: AYALA, delivery_type: 'pickup_now' });
    await guest.placeOrder({ address: null });
  });

  it('refuses a scheduled delivery below the minimum, and names the short part of a cart of two branches', async () => {
    const guest = shopper();
    await guest.add(TAHO, 1, CUBAO);
    await guest.add(ADOBO);
    await guest.deliveryType({
      branchuuid: AYALA,
      delivery_type: 'scheduled_delivery',
      delivery_datetime: TOMORROW_NOON,
    });
    const res = await guest.checkout();
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.cart).toEqual([SHORT_45]);
    await guest.add(RICE);
    await guest.placeOrder();
  });

  it('counts the items before a promo code: a cart at the minimum less 10% still goes', async () => {
    const session = await signUp(t, token, '09185550101');
    const customer = shopper(session);
    await customer.add(ADOBO);
    await customer.add(RICE);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/store/v1/customer/estore/cart/voucher/save',
      headers: { 'x-merchant-token': token, authorization: `Bearer ${session}` },
      payload: { voucher_code: 'TENOFF' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const cart = (await customer.list()).json();
    expect(cart.voucher_amount).toBe(30);
    expect(cart.list[0].minimum_order_shortfall).toBeNull();
    const res = await customer.checkout();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ORDER_MESSAGES.placed);
  });
});

describe('import', () => {
  it('updates and removes the estimate and the minimum on a re-import', async () => {
    await loadMerchant(t, config({ delivery_time: { min_minutes: 30, max_minutes: 30 }, minimum_order: 199.5 }));
    // Branch lists are cached for a few seconds (checked against the import's stamp): wait for the new one.
    const read = async () => (await client(t, token).get(`${DETAILS}${AYALA}`)).json().data;
    await expect.poll(async () => (await read()).minimum_order, { timeout: 10_000 }).toBe(199.5);
    expect((await read()).delivery_time).toEqual({ min_minutes: 30, max_minutes: 30 });

    await loadMerchant(t, config({ delivery_time: undefined, minimum_order: undefined }));
    await expect.poll(async () => (await read()).minimum_order, { timeout: 10_000 }).toBeNull();
    expect((await read()).delivery_time).toBeNull();
  });
});
