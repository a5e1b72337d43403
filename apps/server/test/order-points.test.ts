/**
 * Points earned on orders (issue 19 part 2): checkout stores the merchant's rate on a signed-in
 * customer's order; the order shows its points pending; the operator's move that completes it credits
 * them once (30 racing moves included); an items promo code lowers them, a delivery code does not;
 * guests and a merchant not earning get none; the operator cancelling a completed order, or a part of
 * it, takes back what it no longer earns — never more than the balance holds; nobody sees another
 * customer's points. Through HTTP, on PGlite, and on PostgreSQL with TEST_DATABASE_URL (where the
 * racing moves are shared between two server instances).
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimiter } from '../src/lib/rate-limiter';
import { stableUuid } from '../src/lib/uuid';
import { pointsMovements } from '../src/modules/loyalty/tables';
import { orders } from '../src/modules/orders/tables';
import { branch, merchantConfig, product } from './factories';
import { loadMerchant, signUp, type TestApp, testApp, tokenOf } from './helpers';
import { shopperOf } from './support/shopper';

const ADMIN_KEY = 'order-points-admin-key';
const id = (name: string) => stableUuid(`earnshop/${name}`);
const MAKATI = id('branch/makati');
const TAGUIG = id('branch/taguig');
const GIFT = id('product/gift'); // ₱1,999.99 at both branches: 19 points at 1 per ₱100
const PLAIN_MAKATI = stableUuid('plainshop/branch/makati');
const PLAIN_GIFT = stableUuid('plainshop/product/gift');
const DETAILS = '/api/store/v4/customer/estore/order/transaction/details';
const PUBLIC_DETAILS = '/api/store/v4/public/customer/estore/order/transaction/details';
const BALANCE = '/api/points/customer/balance';
const HISTORY = '/api/transactions/transaction/customer/history/1';
const VOUCHER_SAVE = '/api/store/v1/customer/estore/cart/voucher/save';

/** Many sign-ups from one address: nothing here is about rate limits. */
const noLimits: RateLimiter = { hit: async () => 0, forgive: async () => {}, close: async () => {} };

const shop = (subdomain: string, earning: boolean) =>
  merchantConfig({
    subdomain,
    store_details: { cancellation_reasons: ['Changed my mind'], points_earning_enabled: earning },
    // The history lists 'Reverse Points' with the points view.
    settings: { enable_points_view: true },
    branches: [
      branch('makati', { delivery_fee: { base: 49, per_km: 0 } }),
      branch('taguig', { name: 'Taguig', lat: 14.5176, long: 121.0509 }),
    ],
    products: [
      product('gift', {
        name: 'Gift box',
        price: 1999.99,
        inventory: [
          { branch: 'makati', stock: 'unlimited' },
          { branch: 'taguig', stock: 'unlimited' },
        ],
      }),
    ],
    promo_codes: [
      { code: 'ITEMS100', promo_code_type: 'fixed_amount', value: 100 },
      { code: 'FREESHIP', promo_code_type: 'free_delivery' },
    ],
  });

let t: TestApp;
let token: string;
let plainToken: string;
let merchantId: number;
let mobiles = 0;

beforeAll(async () => {
  t = await testApp({ adminKey: ADMIN_KEY, limiter: noLimits });
  await loadMerchant(t, shop('earnshop', true));
  await loadMerchant(t, shop('plainshop', false));
  token = await tokenOf(t, 'earnshop');
  plainToken = await tokenOf(t, 'plainshop');
  merchantId = (await t.services.merchants.findBySubdomain('earnshop'))?.id ?? 0;
}, 60_000);
afterAll(() => t?.close());

const admin = (order: string, payload?: object) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api/admin/orders/${order}${payload ? '/status' : ''}`,
    headers: { 'x-admin-key': ADMIN_KEY },
    ...(payload ? { payload } : {}),
  });

/** Moves the order (or one part of it) as the operator; 200 expected. */
async function move(order: string, status: string, sub?: string) {
  const res = await admin(order, { status, ...(sub ? { sub_order_uuid: sub } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** processing → dispatched → delivered (or claimed, for a pickup). */
async function deliver(order: string, sub?: string) {
  for (const status of ['processing', 'dispatched', 'delivered']) await move(order, status, sub);
}

/** A new signed-in customer of `merchantToken`'s store, with the calls this file makes. */
async function customer(merchantToken = token) {
  mobiles += 1;
  const session = await signUp(t, merchantToken, `0918555${String(mobiles).padStart(4, '0')}`);
  const headers = { 'x-merchant-token': merchantToken, authorization: `Bearer ${session}` };
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
  const shopIn = merchantToken === token ? MAKATI : PLAIN_MAKATI;
  const { id: customerId } = await t.services.customers.authenticate(
    (await t.services.merchants.findBySubdomain(merchantToken === token ? 'earnshop' : 'plainshop'))?.id ?? 0,
    session,
  );
  return {
    customerId,
    get,
    shopper: shopperOf(t.app, merchantToken, { session, branch: shopIn }),
    saveCode: async (code: string) => {
      const res = await t.app.inject({ method: 'POST', url: VOUCHER_SAVE, headers, payload: { voucher_code: code } });
      expect(res.statusCode, res.body).toBe(200);
    },
    async details(uuid: string) {
      const res = await get(`${DETAILS}/${uuid}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
    async points(uuid: string) {
      return (await this.details(uuid)).points;
    },
    async balance(): Promise<number> {
      const res = await get(BALANCE);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().balance;
    },
    async history(): Promise<{ transaction_type: string; points: number; description: string }[]> {
      const res = await get(HISTORY);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().list;
    },
  };
}
type Customer = Awaited<ReturnType<typeof customer>>;

/** One gift box (or `quantity`) delivered to Makati from the Makati branch: the order's uuid. */
async function giftOrder(who: Customer, quantity = 1) {
  await who.shopper.add(GIFT, quantity);
  return who.shopper.placeOrder();
}

/** A gift box from each branch, the Taguig one picked up: the order and its parts' uuids. */
async function twoBranchOrder(who: Customer) {
  await who.shopper.add(GIFT, 1, MAKATI);
  await who.shopper.add(GIFT, 1, TAGUIG);
  const pickup = await who.shopper.deliveryType({ branchuuid: TAGUIG, delivery_type: 'pickup_now' });
  expect(pickup.statusCode, pickup.body).toBe(200);
  const uuid = await who.shopper.placeOrder();
  const parts = (await who.details(uuid)).orders as { uuid: string; branch_name: string }[];
  const taguig = parts.find((p) => p.branch_name === 'Taguig')?.uuid as string;
  const makati = parts.find((p) => p.branch_name !== 'Taguig')?.uuid as string;
  return { uuid, makati, taguig };
}

/** The ledger's movements for an order (its credit and its reversals). */
const movementsOf = (orderUuid: string) =>
  t.database.db
    .select()
    .from(pointsMovements)
    .where(and(eq(pointsMovements.source, 'order'), like(pointsMovements.sourceKey, `${orderUuid}%`)));

const reference = (uuid: string) => uuid.slice(0, 8).toUpperCase();

describe('earning on a completed order', () => {
  it('shows the points pending, rounded down (₱1,999.99 at 1 per ₱100 is 19), on the order and to the operator', async () => {
    const ana = await customer();
    const uuid = await giftOrder(ana);
    expect(await ana.points(uuid)).toEqual({ status: 'pending', points: 19 });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
    expect(row).toMatchObject({ pointsRatePoints: 1, pointsRateCentavos: 10_000, pointsEarned: null });
    expect((await admin(uuid)).json().points).toEqual({ status: 'pending', points: 19 });
  });

  it('credits a two-branch order once every part arrived: history and balance show it', async () => {
    const ana = await customer();
    const { uuid, makati, taguig } = await twoBranchOrder(ana);
    expect(await ana.points(uuid)).toEqual({ status: 'pending', points: 39 });
    await deliver(uuid, makati);
    expect(await ana.points(uuid)).toEqual({ status: 'pending', points: 39 });
    expect(await ana.balance()).toBe(0);
    await deliver(uuid, taguig); // claimed
    const data = await ana.details(uuid);
    expect(data.order_status).toBe('completed');
    expect(data.points).toEqual({ status: 'earned', points: 39 });
    expect(await ana.balance()).toBe(39);
    expect(await ana.history()).toEqual([
      expect.objectContaining({ transaction_type: 'Earn Points', points: 39, description: `Order ${reference(uuid)}` }),
    ]);
    expect((await admin(uuid)).json().points).toEqual({ status: 'earned', points: 39 });
  });

  it('credits once when 30 "delivered" moves race (shared by two instances on PostgreSQL)', async () => {
    const ana = await customer();
    const uuid = await giftOrder(ana, 2); // ₱3,999.98: 39 points
    await move(uuid, 'processing');
    await move(uuid, 'dispatched');
    const second = await t.anotherInstance();
    const apps = second ? [t.app, second.app] : [t.app];
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        (apps[n % apps.length] as TestApp['app']).inject({
          method: 'POST',
          url: `/api/admin/orders/${uuid}/status`,
          headers: { 'x-admin-key': ADMIN_KEY },
          payload: { status: 'delivered' },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(29);
    expect(await ana.balance()).toBe(39);
    expect(await movementsOf(uuid)).toHaveLength(1);
    expect(await ana.points(uuid)).toEqual({ status: 'earned', points: 39 });
    expect((await t.services.loyalty.reconcile(merchantId, ana.customerId)).consistent).toBe(true);
  }, 60_000);

  it('completes and credits when the operator cancels the last part still waiting', async () => {
    const ana = await customer();
    const { uuid, makati, taguig } = await twoBranchOrder(ana);
    await move(uuid, 'processing', taguig);
    await move(uuid, 'cancelled', taguig);
    // The cancelled part no longer counts, even before the order completes.
    expect(await ana.points(uuid)).toEqual({ status: 'pending', points: 19 });
    await deliver(uuid, makati);
    expect(await ana.points(uuid)).toEqual({ status: 'earned', points: 19 });
    expect(await ana.balance()).toBe(19);
  });

  it('earns on the items after an items promo code; a delivery code takes nothing off them', async () => {
    const ana = await customer();
    await ana.shopper.add(GIFT);
    await ana.saveCode('ITEMS100');
    const coded = await ana.shopper.placeOrder(); // ₱1,899.99: 18
    expect(await ana.points(coded)).toEqual({ status: 'pending', points: 18 });
    await ana.shopper.add(GIFT);
    await ana.saveCode('FREESHIP');
    const freeDelivery = await ana.shopper.placeOrder();
    expect((await ana.details(freeDelivery)).total).toBe(1999.99);
    expect(await ana.points(freeDelivery)).toEqual({ status: 'pending', points: 19 });
    await deliver(coded);
    await deliver(freeDelivery);
    expect(await ana.balance()).toBe(37);
  });

  it("gives a guest's order no points, and credits nothing when it completes", async () => {
    const guest = shopperOf(t.app, token, { branch: MAKATI });
    await guest.add(GIFT);
    const uuid = await guest.placeOrder();
    const view = async () =>
      (
        await t.app.inject({ method: 'GET', url: `${PUBLIC_DETAILS}/${uuid}`, headers: { 'x-merchant-token': token } })
      ).json().data;
    expect((await view()).points).toBeNull();
    await deliver(uuid);
    expect(await view()).toMatchObject({ order_status: 'completed', points: null });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
    expect(row).toMatchObject({ pointsRatePoints: null, pointsRateCentavos: null, pointsEarned: null });
    expect(await movementsOf(uuid)).toHaveLength(0);
  });

  it('gives none on a merchant not earning on orders', async () => {
    const cora = await customer(plainToken);
    await cora.shopper.add(PLAIN_GIFT);
    const uuid = await cora.shopper.placeOrder();
    expect(await cora.points(uuid)).toBeNull();
    await deliver(uuid);
    expect(await cora.points(uuid)).toBeNull();
    expect(await cora.balance()).toBe(0);
    expect(await movementsOf(uuid)).toHaveLength(0);
  });

  it("shows a second customer none of the first one's points", async () => {
    const ana = await customer();
    const uuid = await giftOrder(ana);
    await deliver(uuid);
    expect(await ana.balance()).toBe(19);
    const ben = await customer();
    expect(await ben.balance()).toBe(0);
    expect(await ben.history()).toEqual([]);
    expect((await ben.get(`${DETAILS}/${uuid}`)).statusCode).toBe(404);
  });
});

describe('taking points back when the operator cancels a completed order', () => {
  it('takes back what a cancelled completed order earned: taken_back, balance down, a Reverse Points movement', async () => {
    const ana = await customer();
    const uuid = await giftOrder(ana);
    await deliver(uuid);
    expect(await ana.balance()).toBe(19);
    const cancelled = await move(uuid, 'cancelled');
    expect(cancelled.order.points).toEqual({ status: 'taken_back', points: 19 });
    const data = await ana.details(uuid);
    expect(data).toMatchObject({ order_status: 'cancelled', points: { status: 'taken_back', points: 19 } });
    expect(data.orders[0].cancel_reason).toBe('Cancelled by the store');
    expect(await ana.balance()).toBe(0);
    const history = await ana.history();
    expect(history.map((h) => [h.transaction_type, h.points, h.description])).toEqual([
      ['Reverse Points', -19, `Order ${reference(uuid)}`],
      ['Earn Points', 19, `Order ${reference(uuid)}`],
    ]);
    expect((await t.services.loyalty.reconcile(merchantId, ana.customerId)).consistent).toBe(true);
  });

  it('takes back each returned part on its own, in its own movement', async () => {
    const ana = await customer();
    const { uuid, makati, taguig } = await twoBranchOrder(ana);
    await deliver(uuid);
    expect(await ana.balance()).toBe(39);
    await move(uuid, 'cancelled', taguig);
    // The Makati part still earns 19: 20 of the 39 come back.
    expect(await ana.points(uuid)).toEqual({ status: 'earned', points: 19 });
    expect(await ana.balance()).toBe(19);
    await move(uuid, 'cancelled', makati);
    expect(await ana.points(uuid)).toEqual({ status: 'taken_back', points: 39 });
    expect(await ana.balance()).toBe(0);
    const reversals = (await ana.history()).filter((h) => h.transaction_type === 'Reverse Points');
    expect(reversals.map((h) => h.points)).toEqual([-19, -20]);
  });

  it('takes back only what the balance holds when the customer spent some: never below 0', async () => {
    const ana = await customer();
    const uuid = await giftOrder(ana);
    await deliver(uuid);
    await t.services.loyalty.spend({
      merchantId,
      customerId: ana.customerId,
      type: 'Redeem Reward',
      points: 15,
      source: 'reward',
      sourceKey: `reward-for-${uuid}`,
    });
    expect(await ana.balance()).toBe(4);
    await move(uuid, 'cancelled');
    expect(await ana.balance()).toBe(0);
    expect(await ana.points(uuid)).toEqual({ status: 'taken_back', points: 4 });
    expect((await ana.history())[0]).toMatchObject({ transaction_type: 'Reverse Points', points: -4 });
  });

  it('takes back once when 30 cancels of a completed order race', async () => {
    const ana = await customer();
    const uuid = await giftOrder(ana);
    await deliver(uuid);
    const second = await t.anotherInstance();
    const apps = second ? [t.app, second.app] : [t.app];
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        (apps[n % apps.length] as TestApp['app']).inject({
          method: 'POST',
          url: `/api/admin/orders/${uuid}/status`,
          headers: { 'x-admin-key': ADMIN_KEY },
          payload: { status: 'cancelled' },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(29);
    expect(await ana.balance()).toBe(0);
    expect(await movementsOf(uuid)).toHaveLength(2);
    expect((await t.services.loyalty.reconcile(merchantId, ana.customerId)).consistent).toBe(true);
  }, 60_000);

  it('shows no points for an order cancelled before it completed', async () => {
    const ana = await customer();
    const uuid = await giftOrder(ana);
    await move(uuid, 'cancelled');
    expect(await ana.points(uuid)).toBeNull();
    expect(await movementsOf(uuid)).toHaveLength(0);
  });
});
