/**
 * Pay with points (issue 21 part 2, docs/adr/0024-pay-with-points.md) through HTTP: the details and
 * redeem calls, good and bad; the cart's 'Points Redeemed' after the promo code (the order of
 * deductions); fewer points shown when the balance drops; checkout spending them in its transaction
 * ('Pay with Points'), a balance that dropped meanwhile refusing it with nothing written, and 30 spends
 * racing a checkout never taking the balance below 0; an order paid in full with points; the points
 * coming back once when the order is released (30 racing cancels, a rejected special discount with
 * cancel); earning leaving out what points paid. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { PAY_WITH_POINTS_MESSAGES as PWP } from '@storefront/contracts/pay-with-points';
import { and, eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckout } from '../src/flows/checkout';
import { checkoutPointsSpender } from '../src/flows/loyalty-ports';
import type { RateLimiter } from '../src/lib/rate-limiter';
import { stableUuid } from '../src/lib/uuid';
import { orderSpecialDiscountCopies } from '../src/modules/discounts/special-discount-ids/order-copy';
import { NOT_ENOUGH_POINTS } from '../src/modules/loyalty/service';
import { pointsMovements } from '../src/modules/loyalty/tables';
import { orders } from '../src/modules/orders/tables';
import { branch, merchantConfig, product } from './factories';
import { loadMerchant, signUp, type TestApp, testApp, tokenOf } from './helpers';
import { MAKATI_ADDRESS, shopperOf } from './support/shopper';

const ADMIN_KEY = 'pay-with-points-admin-key';
const MAKATI = stableUuid('coinshop/branch/makati');
const TAGUIG = stableUuid('coinshop/branch/taguig');
const GIFT = stableUuid('coinshop/product/gift'); // ₱500, eligible for the SC/PWD discount
const PLAIN_MAKATI = stableUuid('plainshop/branch/makati');
const PLAIN_GIFT = stableUuid('plainshop/product/gift');

const DETAILS = '/api/store/v1/customer/pay-with-points/details';
const REDEEM = '/api/store/v1/customer/pay-with-points/redeem';
const ORDER = '/api/store/v4/customer/estore/order/transaction/details';
const CANCEL = '/api/store/v1/customer/estore/order/cancel';
const VOUCHER_SAVE = '/api/store/v1/customer/estore/cart/voucher/save';
const ID_UPLOAD = '/api/customer/customer/special_discount/upload';
const SD_APPLY = '/api/store/v1/customer/cart/special_discount/apply';

/** Many sign-ups from one address: nothing here is about rate limits. */
const noLimits: RateLimiter = { hit: async () => 0, forgive: async () => {}, close: async () => {} };

const shop = (subdomain: string, payWithPoints: boolean) =>
  merchantConfig({
    subdomain,
    store_details: {
      cancellation_reasons: ['Changed my mind'],
      payment_methods: ['COD', 'CC_PAYMONGO'],
      pay_with_points_estore_enabled: payWithPoints,
      points_value: 1,
      points_earning_enabled: true,
      points_earning_rate: { points: 1, per_amount: 100 },
      special_discount: [
        { is_enabled: true, channels: ['estore'], discount_types: ['senior', 'pwd'], vat_registered: true },
      ],
    },
    branches: [
      branch('makati', { delivery_fee: { base: 49, per_km: 0 } }),
      branch('taguig', { name: 'Taguig', lat: 14.5176, long: 121.0509 }),
    ],
    products: [
      product('gift', {
        name: 'Gift box',
        price: 500,
        enable_special_discount: true,
        inventory: [
          { branch: 'makati', stock: 'unlimited' },
          { branch: 'taguig', stock: 'unlimited' },
        ],
      }),
    ],
    promo_codes: [{ code: 'ITEMS100', promo_code_type: 'fixed_amount', value: 100 }],
  });

let t: TestApp;
let token: string;
let plainToken: string;
let merchantId: number;
let mobiles = 0;
let photo: Buffer;

beforeAll(async () => {
  t = await testApp({ adminKey: ADMIN_KEY, limiter: noLimits });
  await loadMerchant(t, shop('coinshop', true));
  await loadMerchant(t, shop('plainshop', false));
  token = await tokenOf(t, 'coinshop');
  plainToken = await tokenOf(t, 'plainshop');
  merchantId = (await t.services.merchants.findBySubdomain('coinshop'))?.id ?? 0;
  photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer();
}, 60_000);
afterAll(() => t?.close());

const errorsOf = (res: LightMyRequestResponse) => res.json().errors as Record<string, string[]> | undefined;
function expectRefusal(res: LightMyRequestResponse, field: string, message: string) {
  expect(res.statusCode, res.body).toBe(422);
  expect(errorsOf(res)?.[field]).toEqual([message]);
}

/** A new signed-in customer of `merchantToken`'s store holding `points`, with the calls this file makes. */
async function customer(points = 0, merchantToken = token) {
  mobiles += 1;
  const session = await signUp(t, merchantToken, `0918777${String(mobiles).padStart(4, '0')}`);
  const headers = { 'x-merchant-token': merchantToken, authorization: `Bearer ${session}` };
  const post = (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
  const own =
    merchantToken === token ? merchantId : ((await t.services.merchants.findBySubdomain('plainshop'))?.id ?? 0);
  const { id: customerId, uuid: customerUuid } = await t.services.customers.authenticate(own, session);
  if (points > 0) await give(customerId, points, `start-${customerId}`);
  const shopper = shopperOf(t.app, merchantToken, { session, branch: merchantToken === token ? MAKATI : PLAIN_MAKATI });
  return {
    customerId,
    customerUuid,
    post,
    shopper,
    details: () => post(DETAILS),
    redeem: (payload: unknown) => t.app.inject({ method: 'POST', url: REDEEM, headers, payload: payload as object }),
    async cart() {
      const res = await shopper.list();
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    async order(uuid: string) {
      const res = await get(`${ORDER}/${uuid}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
    balance: () => t.services.loyalty.balance(merchantId, customerId),
  };
}
type Customer = Awaited<ReturnType<typeof customer>>;

const give = (customerId: number, points: number, key: string) =>
  t.services.loyalty.credit({
    merchantId,
    customerId,
    type: 'Give Points',
    points,
    source: 'operator',
    sourceKey: key,
  });

/** The points spent elsewhere (a reward, say), racing what the test does. */
const spendElsewhere = (customerId: number, points: number, key = randomUUID()) =>
  t.services.loyalty.spend({ merchantId, customerId, type: 'Redeem Reward', points, source: 'reward', sourceKey: key });

/** The ledger's 'Pay with Points' movements for an order (its spend and its return). */
const paidMovementsOf = (orderUuid: string) =>
  t.database.db
    .select()
    .from(pointsMovements)
    .where(
      and(
        eq(pointsMovements.type, 'Pay with Points'),
        eq(pointsMovements.source, 'order'),
        like(pointsMovements.sourceKey, `${orderUuid}%`),
      ),
    );

async function redeemed(who: Customer, points: number) {
  const res = await who.redeem({ points });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the pay-with-points calls', () => {
  it('are for signed-in customers only (401 for a guest)', async () => {
    for (const url of [DETAILS, REDEEM]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'x-merchant-token': token },
        payload: { points: 1 },
      });
      expect(res.statusCode, res.body).toBe(401);
    }
  });

  it('answer 404 with the reason where the merchant does not take points', async () => {
    const ben = await customer(0, plainToken);
    await ben.shopper.add(PLAIN_GIFT);
    for (const res of [await ben.details(), await ben.redeem({ points: 1 })]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe(PWP.notOffered);
    }
    expect((await ben.cart()).points_used).toBe(0);
  });

  it('details without a cart: the balance and what a point pays, nothing usable', async () => {
    const ana = await customer(300);
    const res = await ana.details();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: { balance: 300, value_per_point: 1, max_points: 0, points_used: 0, points_value: 0 },
    });
  });

  it('refuses points on an empty cart (0 still takes them off), and malformed points', async () => {
    const ana = await customer(300);
    expectRefusal(await ana.redeem({ points: 10 }), 'points', PWP.emptyCart);
    expect((await redeemed(ana, 0)).points_used).toBe(0);
    for (const points of [-1, 1.5, '10', null, 100_000_001]) {
      const res = await ana.redeem({ points });
      expect(res.statusCode, `${points}: ${res.body}`).toBe(422);
      expect(errorsOf(res)?.points, String(points)).toBeDefined();
    }
    expect((await ana.redeem({})).statusCode).toBe(422);
  });

  it('prices points after the promo code: at most what is left, never more than the balance', async () => {
    const ana = await customer(1000);
    await ana.shopper.add(GIFT); // ₱500 + ₱49 delivery
    const saved = await ana.post(VOUCHER_SAVE, { voucher_code: 'ITEMS100' });
    expect(saved.statusCode, saved.body).toBe(200);
    const details = (await ana.details()).json().data;
    expect(details).toEqual({ balance: 1000, value_per_point: 1, max_points: 449, points_used: 0, points_value: 0 });
    expectRefusal(await ana.redeem({ points: 450 }), 'points', PWP.tooMany(449));
    expect(await redeemed(ana, 400)).toEqual({
      message: PWP.applied,
      points_used: 400,
      points_value: 400,
      cart_total_amount: 49,
    });
    const cart = await ana.cart();
    expect(cart).toMatchObject({
      computed_total: 549,
      voucher_amount: 100,
      points_used: 400,
      points_value: 400,
      cart_total_amount: 49,
    });
    expect((await ana.details()).json().data).toMatchObject({ max_points: 449, points_used: 400, points_value: 400 });
    expect(await redeemed(ana, 0)).toMatchObject({ message: PWP.removed, points_used: 0, cart_total_amount: 449 });
  });

  it('the cart shows fewer points when the balance drops, or the cart shrinks — never an error', async () => {
    const ana = await customer(1000);
    await ana.shopper.add(GIFT, 2); // ₱1,049
    await redeemed(ana, 900);
    await spendElsewhere(ana.customerId, 700); // 300 left
    expect(await ana.cart()).toMatchObject({ points_used: 300, points_value: 300, cart_total_amount: 749 });
    await give(ana.customerId, 1000, `more-${ana.customerId}`); // 1,300: the 900 chosen fit again
    expect(await ana.cart()).toMatchObject({ points_used: 900, cart_total_amount: 149 });
    const line = (await ana.cart()).list[0].items[0].uuid;
    const shrink = await ana.post(`/api/store/v3/customer/estore/cart/item/update/${line}`, {
      quantity: 1,
      remarks: '',
    });
    expect(shrink.statusCode, shrink.body).toBe(200);
    expect(await ana.cart()).toMatchObject({ points_used: 549, points_value: 549, cart_total_amount: 0 });
  });
});

describe('checkout with points', () => {
  it('spends them with the order: a Pay with Points movement, the order total is what is left', async () => {
    const ana = await customer(1000);
    await ana.shopper.add(GIFT);
    await redeemed(ana, 200);
    const uuid = await ana.shopper.placeOrder();
    expect(await ana.balance()).toBe(800);
    const data = await ana.order(uuid);
    expect(data).toMatchObject({ total: 349, points_used: 200, points_value: 200, payment_status: 'unpaid' });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
    expect(row).toMatchObject({ total: 34_900, pointsUsed: 200, pointsPaid: 20_000 });
    expect((await paidMovementsOf(uuid)).map((m) => [m.points, m.sourceKey])).toEqual([[-200, uuid]]);
    expect(await t.services.loyalty.reconcile(merchantId, ana.customerId)).toMatchObject({ consistent: true });
    // The new cart starts without points.
    await ana.shopper.add(GIFT);
    expect((await ana.cart()).points_used).toBe(0);
  });

  it('places an order points pay in full, by card too: paid, pending, nothing for the card to take', async () => {
    const ana = await customer(1000);
    await ana.shopper.add(GIFT);
    await redeemed(ana, 549);
    const uuid = await ana.shopper.placeOrder({ payment_method: 'CC_PAYMONGO' });
    const data = await ana.order(uuid);
    expect(data).toMatchObject({ total: 0, points_used: 549, points_value: 549, payment_status: 'paid' });
    expect(data.orders[0].status).toBe('pending');
    expect(data.orders[0].timeline.map((s: { order_status: string }) => s.order_status)).toEqual(['pending']);
    expect(await ana.balance()).toBe(451);
  });

  /**
   * Checkout as the route runs it, for `who`, with `afterPricing` run once the cart was priced (its
   * points decided) and before the order is written: what another device or a reward does meanwhile.
   */
  function checkoutRacing(who: Customer, afterPricing: () => Promise<void>) {
    const cart = t.services.cart;
    const checkout = createCheckout({
      ...t.services,
      specialDiscountIds: orderSpecialDiscountCopies,
      cart: {
        ...cart,
        snapshot: async (...args: Parameters<typeof cart.snapshot>) => {
          const taken = await cart.snapshot(...args);
          await afterPricing();
          return taken;
        },
      },
      spendPoints: checkoutPointsSpender(t.services.loyalty),
    });
    const key = randomUUID();
    const attempt = checkout(
      { id: merchantId, allowPurchaseMultiple: true, paymentMethods: ['COD'], pointsRate: null },
      { customerId: who.customerId },
      {
        idempotency_key: key,
        payment_method: 'COD',
        contact: { name: 'Ana Reyes', mobile_number: '09171234567' },
        address: { ...MAKATI_ADDRESS, notes: '123 Ayala Ave' },
      } as Parameters<typeof checkout>[2],
      who.customerUuid,
    );
    return { key, attempt };
  }

  it('a balance that dropped after the cart was priced refuses the checkout, nothing written', async () => {
    const ana = await customer(500);
    await ana.shopper.add(GIFT);
    await redeemed(ana, 400);
    const { key, attempt } = checkoutRacing(ana, async () => {
      await spendElsewhere(ana.customerId, 200);
    });
    await expect(attempt).rejects.toMatchObject({ details: { errors: { points: [NOT_ENOUGH_POINTS] } } });
    expect(await t.services.orders.byIdempotencyKey(merchantId, key)).toBeUndefined();
    expect(await ana.balance()).toBe(300);
    // The cart is still open, now using what the balance holds.
    expect(await ana.cart()).toMatchObject({ cart_count: 1, points_used: 300 });
  });

  it("30 spends racing the checkout's own spend never take the balance below 0", async () => {
    const ana = await customer(1000);
    await ana.shopper.add(GIFT);
    await redeemed(ana, 500);
    // The cart was priced with 500 points; then 30 spends of 60 start, racing the order's transaction:
    // the balance covers the order and 8 of them, or 16 without the order — never all.
    let spends: Promise<PromiseSettledResult<unknown>>[] = [];
    const { key, attempt } = checkoutRacing(ana, async () => {
      // Settled as they end (not awaited here): they run on while the order is written.
      spends = Array.from({ length: 30 }, () =>
        spendElsewhere(ana.customerId, 60).then(
          (value) => ({ status: 'fulfilled' as const, value }),
          (reason) => ({ status: 'rejected' as const, reason }),
        ),
      );
    });
    const [placed] = await Promise.allSettled([attempt]);
    const others = await Promise.all(spends);
    expect(others).toHaveLength(30);
    const spent = others.filter((s) => s.status === 'fulfilled').length;
    for (const s of others)
      if (s.status === 'rejected')
        expect(s.reason).toMatchObject({ details: { errors: { points: [NOT_ENOUGH_POINTS] } } });
    const balance = await ana.balance();
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(await t.services.loyalty.reconcile(merchantId, ana.customerId)).toMatchObject({ consistent: true });
    const order = await t.services.orders.byIdempotencyKey(merchantId, key);
    if (placed?.status === 'fulfilled') {
      expect(order).toMatchObject({ pointsUsed: 500, pointsPaid: 50_000, total: 4_900 });
      expect((await paidMovementsOf(order?.uuid as string)).map((m) => m.points)).toEqual([-500]);
      expect(spent).toBe(8);
      expect(balance).toBe(1000 - 500 - 60 * spent);
    } else {
      // The points the cart was priced with were gone by the time the order was written: nothing placed.
      expect(placed?.status === 'rejected' && placed.reason).toMatchObject({
        details: { errors: { points: [NOT_ENOUGH_POINTS] } },
      });
      expect(order).toBeUndefined();
      expect(spent).toBe(16);
      expect(balance).toBe(1000 - 60 * spent);
      expect((await ana.cart()).cart_count).toBe(1);
    }
  });
});

describe('the points come back when the order is released', () => {
  it('once, however many cancels race (30 at once)', async () => {
    const ana = await customer(1000);
    await ana.shopper.add(GIFT);
    await redeemed(ana, 300);
    const uuid = await ana.shopper.placeOrder();
    expect(await ana.balance()).toBe(700);
    const cancels = await Promise.all(
      Array.from({ length: 30 }, () => ana.post(CANCEL, { order_uuid: uuid, reason: 'Changed my mind' })),
    );
    expect(cancels.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await ana.balance()).toBe(1000);
    const moves = await paidMovementsOf(uuid);
    expect(moves.map((m) => [m.points, m.sourceKey]).sort()).toEqual(
      [
        [-300, uuid],
        [300, `${uuid}/returned`],
      ].sort(),
    );
    expect(await t.services.loyalty.reconcile(merchantId, ana.customerId)).toMatchObject({ consistent: true });
  });

  it('by the operator cancelling every part; a part cancelled alone keeps them spent', async () => {
    const ana = await customer(1000);
    await ana.shopper.add(GIFT, 1, MAKATI);
    await ana.shopper.add(GIFT, 1, TAGUIG);
    await redeemed(ana, 600);
    const uuid = await ana.shopper.placeOrder();
    const parts = (await ana.order(uuid)).orders as { uuid: string }[];
    const admin = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${uuid}/status`,
        headers: { 'x-admin-key': ADMIN_KEY },
        payload,
      });
    expect((await admin({ status: 'cancelled', sub_order_uuid: parts[0]?.uuid })).statusCode).toBe(200);
    expect(await ana.balance()).toBe(400);
    expect((await admin({ status: 'cancelled' })).statusCode).toBe(200);
    expect(await ana.balance()).toBe(1000);
  });

  it("by a rejected special discount: the ID's 'proceed' becomes cancel once points paid", async () => {
    const ana = await customer(1000);
    const uploaded = await ana.post(ID_UPLOAD, {
      discount_type: 'senior',
      customer_id_type: 'SENIOR',
      customer_id_full_name: 'Lola Basyang',
      customer_id_number: 'SC 2024 ZX81726354',
      customer_id_image_front: `data:image/jpeg;base64,${photo.toString('base64')}`,
      rejected_action: 'proceed',
      consent: true,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    await ana.shopper.add(GIFT);
    const applied = await ana.post(SD_APPLY, { special_discount_types: ['senior'] });
    expect(applied.statusCode, applied.body).toBe(200);
    const due = applied.json().cart_total_amount as number;
    expect((await ana.details()).json().data.max_points).toBe(Math.floor(due));
    await redeemed(ana, 100);
    expect((await ana.cart()).cart_total_amount).toBeCloseTo(due - 100, 2);
    const uuid = await ana.shopper.placeOrder();
    expect(await ana.order(uuid)).toMatchObject({ special_discount_rejected_action: 'cancel', points_used: 100 });
    expect(await ana.balance()).toBe(900);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${uuid}/special-discount`,
      headers: { 'x-admin-key': ADMIN_KEY },
      payload: { decision: 'reject' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().cancelled).toBe(1);
    expect(await ana.balance()).toBe(1000);
  });
});

describe('earning on an order paid partly with points', () => {
  it('leaves out what the points paid: ₱500 less ₱200 earns 3 at 1 per ₱100', async () => {
    const ana = await customer(1000);
    await ana.shopper.add(GIFT);
    await redeemed(ana, 200);
    const uuid = await ana.shopper.placeOrder();
    expect((await ana.order(uuid)).points).toEqual({ status: 'pending', points: 3 });
  });
});
