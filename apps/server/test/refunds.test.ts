/**
 * Refunds (issue 24, ADR 0028): a cancel of a paid order owes its money back (one refund row per set of
 * parts released, however many cancels race), sent to the provider at once and by the 'submit-refunds'
 * job; the order screen says what happens to the money; deposit slips and Paynamics are flagged for the
 * operator, who marks them done; a payment not owed is refunded whole; points spent come back and points
 * earned are taken back. On the sandbox, then against the local PayMongo and Xendit servers (submission
 * lost and retried after its backoff on a moved clock, a refund the provider refuses, Xendit's callback
 * settling a pending one). PGlite or PostgreSQL (TEST_DATABASE_URL).
 */
import { REFUND_MESSAGES } from '@storefront/contracts/order';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMIT_REFUNDS_CRON, SUBMIT_REFUNDS_JOB } from '../src/jobs/server-jobs';
import type { RateLimiter } from '../src/lib/rate-limiter';
import { stableUuid } from '../src/lib/uuid';
import { pointsMovements } from '../src/modules/loyalty/tables';
import { ORDER_VIEW_MESSAGES } from '../src/modules/orders/order-messages';
import { orders, subOrders } from '../src/modules/orders/tables';
import { MAX_ATTEMPTS } from '../src/modules/payments/refunds/service';
import { payments, refunds } from '../src/modules/payments/tables';
import { walletCredits } from '../src/modules/wallets/tables';
import { branch, merchantConfig, product } from './factories';
import { loadMerchant, signUp, type TestApp, testApp, tokenOf } from './helpers';
import { type FakePaymongo, startFakePaymongo } from './support/fake-paymongo';
import { type FakeXendit, startFakeXendit, type XenditDelivery } from './support/fake-xendit';
import { PAYNAMICS, shopperOf as payerOf } from './support/payments-shop';
import { startServerJobs } from './support/server-jobs';
import { shopperOf } from './support/shopper';

const SUBDOMAIN = 'refundshop';
const MAKATI = stableUuid(`${SUBDOMAIN}/branch/makati`);
const TAGUIG = stableUuid(`${SUBDOMAIN}/branch/taguig`);
const GIFT = stableUuid(`${SUBDOMAIN}/product/gift`); // ₱500 at both branches
const ADMIN_KEY = 'refunds-test-admin-key';
const ORDER = '/api/store/v4/customer/estore/order/transaction/details';
const CANCEL = '/api/store/v1/customer/estore/order/cancel';
const REDEEM = '/api/store/v1/customer/pay-with-points/redeem';
const WALLET_SAVE = '/api/store/v1/customer/estore/cart/med-padala/save';

const noLimits: RateLimiter = { hit: async () => 0, forgive: async () => {}, close: async () => {} };

const shop = () =>
  merchantConfig({
    subdomain: SUBDOMAIN,
    name: 'Refund Shop',
    settings: { topups: [], enable_points_view: false, customizations: { estore_wallets: [{ type: 'med-padala' }] } },
    store_details: {
      cancellation_reasons: ['Changed my mind'],
      payment_methods: ['COD', 'CC_PAYMONGO', 'GCASH_XENDIT', 'CC_PAYNAMICS', 'DEPOSIT_SLIP'],
      pay_with_points_estore_enabled: true,
      points_value: 1,
      points_earning_enabled: true,
      points_earning_rate: { points: 1, per_amount: 100 },
    } as never,
    branches: [
      branch('makati', { delivery_fee: { base: 49, per_km: 0 } }),
      branch('taguig', { name: 'Taguig', lat: 14.5176, long: 121.0509, delivery_fee: { base: 30, per_km: 0 } }),
    ],
    products: [
      product('gift', {
        name: 'Gift box',
        price: 500,
        inventory: [
          { branch: 'makati', stock: 'unlimited' },
          { branch: 'taguig', stock: 'unlimited' },
        ],
      }),
    ],
  });

/** An app with the shop loaded, and the helpers each describe uses. */
async function setUp(t: TestApp) {
  await loadMerchant(t, shop());
  const token = await tokenOf(t, SUBDOMAIN);
  const merchantId = (await t.services.merchants.findBySubdomain(SUBDOMAIN))?.id ?? 0;
  let mobiles = 0;
  const prefix = String(Math.floor(Math.random() * 900) + 100);

  async function customer(points = 0) {
    mobiles += 1;
    const session = await signUp(t, token, `0917${prefix}${String(mobiles).padStart(4, '0')}`);
    const headers = { 'x-merchant-token': token, authorization: `Bearer ${session}` };
    const { id: customerId } = await t.services.customers.authenticate(merchantId, session);
    if (points > 0)
      await t.services.loyalty.credit({
        merchantId,
        customerId,
        type: 'Give Points',
        points,
        source: 'operator',
        sourceKey: `start-${customerId}`,
      });
    const payer = payerOf(t, token, session);
    return {
      customerId,
      payer,
      /** Places an order of one gift from each branch named (Makati by default), paid by `method`. */
      async order(
        method: string,
        branches = [MAKATI],
        redeem = 0,
        credit?: { code: string; pin: string; amount: number },
      ) {
        const cart = shopperOf(t.app, token, { session, branch: MAKATI });
        for (const b of branches) await cart.add(GIFT, 1, b);
        if (redeem) {
          const res = await t.app.inject({ method: 'POST', url: REDEEM, headers, payload: { points: redeem } });
          expect(res.statusCode, res.body).toBe(200);
        }
        if (credit) {
          const res = await t.app.inject({ method: 'POST', url: WALLET_SAVE, headers, payload: credit });
          expect(res.statusCode, res.body).toBe(200);
        }
        return cart.placeOrder({ payment_method: method });
      },
      cancel: (orderUuid: string) =>
        t.app.inject({
          method: 'POST',
          url: CANCEL,
          headers,
          payload: { order_uuid: orderUuid, reason: 'Changed my mind' },
        }),
      async view(orderUuid: string) {
        const res = await t.app.inject({ method: 'GET', url: `${ORDER}/${orderUuid}`, headers });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data;
      },
      balance: () => t.services.loyalty.balance(merchantId, customerId),
    };
  }

  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { 'x-admin-key': ADMIN_KEY }, ...(payload ? { payload } : {}) });

  async function rowsOf(orderUuid: string) {
    const [order] = await t.database.db.select().from(orders).where(eq(orders.uuid, orderUuid));
    if (!order) throw new Error(`no order ${orderUuid}`);
    const owed = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, order.id))
      .orderBy(asc(refunds.id));
    const subs = await t.database.db
      .select()
      .from(subOrders)
      .where(eq(subOrders.orderId, order.id))
      .orderBy(asc(subOrders.id));
    const attempts = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(asc(payments.id));
    return { order, refunds: owed, subs, attempts };
  }

  return { token, merchantId, customer, admin, rowsOf };
}

type Shop = Awaited<ReturnType<typeof setUp>>;
type Customer = Awaited<ReturnType<Shop['customer']>>;

const message = (status: keyof typeof REFUND_MESSAGES, amount: string, method: string) =>
  REFUND_MESSAGES[status].replace('{amount}', amount).replace('{method}', method);

describe('refunds on the sandbox', () => {
  let t: TestApp;
  let s: Shop;
  let ahead = 0;
  const now = () => new Date(Date.now() + ahead);

  beforeAll(async () => {
    t = await testApp({
      adminKey: ADMIN_KEY,
      limiter: noLimits,
      now,
      payments: { sandbox: true, paynamics: PAYNAMICS },
    });
    s = await setUp(t);
  }, 60_000);
  afterAll(() => t?.close());

  /** Pays the order on the sandbox's card page (a PAYMONGO method runs on the sandbox here). */
  async function payByCard(who: Customer, orderUuid: string) {
    const started = await who.payer.card({ order_uuid: orderUuid });
    expect(started.statusCode, started.body).toBe(200);
    const attempt = started.json().data;
    expect((await who.payer.press(attempt.redirect_url, 'pay')).statusCode).toBe(303);
    expect((await who.payer.status(attempt.transaction_number)).json().data.order_payment_status).toBe('paid');
    return attempt;
  }

  it('refunds a paid order the customer cancels at once, says so on the order, and gives the points spent back', async () => {
    const ana = await s.customer(300);
    const uuid = await ana.order('CC_PAYMONGO', [MAKATI], 100); // ₱500 + ₱49 − ₱100 of points = ₱449
    expect(await ana.balance()).toBe(200);
    await payByCard(ana, uuid);

    const cancelled = await ana.cancel(uuid);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toBe(ORDER_VIEW_MESSAGES.cancelledPaid);
    expect(ORDER_VIEW_MESSAGES.cancelledPaid).toBe('Your order has been cancelled. We are refunding your payment.');

    const { refunds: owed, attempts } = await s.rowsOf(uuid);
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({
      provider: 'sandbox',
      paymentId: attempts[0]?.id,
      amount: 44_900,
      status: 'succeeded',
      attempts: 1,
      reason: 'cancelled by the customer: Changed my mind',
    });
    expect(owed[0]?.key).toMatch(/^order:\d+:parts:\d+$/);
    expect(owed[0]?.providerRef).toMatch(/^rf_sbx_/);
    expect(owed[0]?.settledAt).not.toBeNull();

    const view = await ana.view(uuid);
    expect(view.refunds).toEqual([
      {
        amount: 449,
        status: 'succeeded',
        message: message('succeeded', 'PHP 449.00', view.payment_method_label),
        created_at: expect.any(String),
      },
    ]);
    // The points it was paid with came back; nothing is flagged for the operator.
    expect(await ana.balance()).toBe(300);
    expect((await s.rowsOf(uuid)).order.refundReason).toBeNull();
    const show = (await s.admin('GET', `/api/admin/orders/${uuid}`)).json();
    expect(show.refunds).toMatchObject([{ amount: 449, provider: 'sandbox', status: 'succeeded' }]);
  });

  it('gives the wallet credits and points an order was paid with back, and refunds the money paid', async () => {
    const { code, pin } = await t.services.wallets.issue(s.merchantId, 20_000);
    const balanceOf = async () =>
      (await t.database.db.select().from(walletCredits).where(eq(walletCredits.code, code)))[0]?.balance;
    const ana = await s.customer(100);
    // ₱500 + ₱49 − ₱50 of points − ₱150 of credits = ₱349 by card.
    const uuid = await ana.order('CC_PAYMONGO', [MAKATI], 50, { code, pin, amount: 150 });
    expect(await balanceOf()).toBe(5_000);
    expect(await ana.balance()).toBe(50);
    await payByCard(ana, uuid);
    expect((await ana.cancel(uuid)).statusCode).toBe(200);
    expect((await s.rowsOf(uuid)).refunds).toMatchObject([{ amount: 34_900, status: 'succeeded' }]);
    expect(await balanceOf()).toBe(20_000);
    expect(await ana.balance()).toBe(100);
    const view = await ana.view(uuid);
    expect(view).toMatchObject({ wallet_credits_amount: 150, points_used: 50 });
    expect(view.refunds[0].message).toBe(message('succeeded', 'PHP 349.00', view.payment_method_label));
  });

  it('refunds one part of a paid two-branch order the operator cancels, then the rest with the other part', async () => {
    const ana = await s.customer();
    const uuid = await ana.order('CC_PAYMONGO', [MAKATI, TAGUIG]);
    await payByCard(ana, uuid);
    const { subs, attempts } = await s.rowsOf(uuid);
    const paid = attempts[0]?.amount ?? 0;
    const [makati, taguig] = subs;
    if (!makati || !taguig) throw new Error('two parts expected');
    const share = makati.subtotal + (makati.deliveryFee ?? 0) - makati.voucherAmount - makati.specialDiscountAmount;

    const first = await s.admin('POST', `/api/admin/orders/${uuid}/status`, {
      status: 'cancelled',
      sub_order_uuid: makati.uuid,
    });
    expect(first.statusCode, first.body).toBe(200);
    let owed = (await s.rowsOf(uuid)).refunds;
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({
      amount: share,
      status: 'succeeded',
      key: `order:${makati.orderId}:parts:${makati.id}`,
    });
    expect(first.json().order.refunds).toMatchObject([{ amount: share / 100, status: 'succeeded' }]);

    const second = await s.admin('POST', `/api/admin/orders/${uuid}/status`, { status: 'cancelled' });
    expect(second.statusCode, second.body).toBe(200);
    owed = (await s.rowsOf(uuid)).refunds;
    expect(owed.map((r) => r.amount)).toEqual([share, paid - share]);
    expect(owed[1]).toMatchObject({ key: `order:${taguig.orderId}:parts:${taguig.id}`, status: 'succeeded' });
    expect((await ana.view(uuid)).refunds.map((r: { amount: number }) => r.amount)).toEqual([
      share / 100,
      (paid - share) / 100,
    ]);
  });

  it('flags a deposit-slip order for a refund by hand, which the operator marks done', async () => {
    const ana = await s.customer();
    const uuid = await ana.order('DEPOSIT_SLIP');
    const { order } = await s.rowsOf(uuid);
    // The operator accepted the slip: the order is paid (as deposit-slips' review records it).
    await t.database.db.transaction((tx) => t.services.orders.recordPayment(tx, order.id, 'paid'));
    expect((await ana.cancel(uuid)).statusCode).toBe(200);

    const after = await s.rowsOf(uuid);
    expect(after.refunds).toMatchObject([
      { provider: 'deposit_slip', paymentId: null, amount: 54_900, status: 'manual' },
    ]);
    expect(after.order.refundReason).toContain('to refund by hand (bank deposit)');
    const view = await ana.view(uuid);
    expect(view.refunds[0]).toMatchObject({
      status: 'manual',
      message: message('manual', 'PHP 549.00', 'Bank Deposit'),
    });

    const refund = after.refunds[0]?.uuid as string;
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/refunds/${refund}/done` })).statusCode).toBe(401);
    expect((await s.admin('POST', '/api/admin/refunds/00000000-0000-0000-0000-000000000000/done')).statusCode).toBe(
      404,
    );
    const done = await s.admin('POST', `/api/admin/refunds/${refund}/done`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ uuid: refund, status: 'succeeded', settled_at: expect.any(String) });
    expect((await ana.view(uuid)).refunds[0].status).toBe('succeeded');
  });

  it('makes a Paynamics refund manual, and nothing for cash on delivery or an unpaid order', async () => {
    const ana = await s.customer();
    const uuid = await ana.order('CC_PAYNAMICS');
    const started = await ana.payer.paynamics(uuid);
    expect(started.statusCode, started.body).toBe(200);
    await ana.payer.press(started.json().data.redirect_url, 'pay');
    await ana.payer.status(started.json().data.transaction_number);
    expect((await s.rowsOf(uuid)).order.paymentStatus).toBe('paid');
    expect((await ana.cancel(uuid)).statusCode).toBe(200);
    const after = await s.rowsOf(uuid);
    expect(after.refunds).toMatchObject([{ provider: 'paynamics', status: 'manual', amount: 54_900 }]);
    expect(after.order.refundReason).toContain('to refund by hand (Paynamics)');

    for (const method of ['COD', 'CC_PAYMONGO']) {
      const unpaid = await ana.order(method);
      expect((await ana.cancel(unpaid)).json().message).toBe(ORDER_VIEW_MESSAGES.cancelled);
      expect((await s.rowsOf(unpaid)).refunds).toEqual([]);
      expect((await ana.view(unpaid)).refunds).toEqual([]);
    }
  });

  it('refunds a payment made after the order was cancelled, in full, through the job', async () => {
    const ana = await s.customer();
    const uuid = await ana.order('CC_PAYMONGO');
    const started = (await ana.payer.card({ order_uuid: uuid })).json().data;
    expect((await ana.cancel(uuid)).json().message).toBe(ORDER_VIEW_MESSAGES.cancelled);
    // Paid on the page the customer still had open.
    await ana.payer.press(started.redirect_url, 'pay');
    await ana.payer.status(started.transaction_number);
    const after = await s.rowsOf(uuid);
    expect(after.order.refundReason).toContain('paid after the order was cancelled');
    expect(after.refunds).toMatchObject([
      { key: `payment:${after.attempts[0]?.id}`, amount: 54_900, status: 'pending', submittedAt: null },
    ]);
    expect((await ana.view(uuid)).refunds[0]).toMatchObject({
      status: 'pending',
      message: message('pending', 'PHP 549.00', (await ana.view(uuid)).payment_method_label),
    });

    const { runner, lines, cronsOf } = await startServerJobs(t, now);
    try {
      ahead += 61_000;
      await runner.runDue();
    } finally {
      await runner.stop();
    }
    expect((await s.rowsOf(uuid)).refunds[0]).toMatchObject({ status: 'succeeded' });
    expect(lines.find((l) => l.startsWith(`info job ${SUBMIT_REFUNDS_JOB} done`))).toContain('"succeeded":1');
    expect(await cronsOf(SUBMIT_REFUNDS_JOB)).toEqual([{ cron: SUBMIT_REFUNDS_CRON }]);
  });

  it('owes one refund however many cancels race', async () => {
    const ana = await s.customer();
    const uuid = await ana.order('CC_PAYMONGO');
    await payByCard(ana, uuid);
    const answers = await Promise.all(Array.from({ length: 30 }, () => ana.cancel(uuid)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const { refunds: owed } = await s.rowsOf(uuid);
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({ status: 'succeeded', amount: 54_900 });
  });

  it('takes back the points a completed order earned when the operator cancels and refunds it', async () => {
    const ana = await s.customer();
    const uuid = await ana.order('CC_PAYMONGO');
    await payByCard(ana, uuid);
    for (const status of ['processing', 'dispatched', 'delivered'])
      expect((await s.admin('POST', `/api/admin/orders/${uuid}/status`, { status })).statusCode).toBe(200);
    const earned = await ana.balance();
    expect(earned).toBeGreaterThan(0);
    const cancelled = await s.admin('POST', `/api/admin/orders/${uuid}/status`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await ana.balance()).toBe(0);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
    const reversals = await t.database.db
      .select()
      .from(pointsMovements)
      .where(and(eq(pointsMovements.customerId, ana.customerId), eq(pointsMovements.type, 'Reverse Points')));
    expect(reversals.map((r) => r.points)).toEqual([-earned]);
    expect((await s.rowsOf(uuid)).refunds).toMatchObject([{ status: 'succeeded', amount: order?.total }]);
  });
});

describe('refunds through PayMongo and Xendit (local servers)', () => {
  const PM = { secretKey: 'sk_test_refund0001', publicKey: 'pk_test_refund0001', webhookSecret: 'whsk_refund0001' };
  const XD = {
    secretKey: 'xnd_development_refund0001',
    publicKey: 'xnd_public_development_refund0001',
    callbackToken: 'xendit-callback-token-refund0001',
  };
  let t: TestApp;
  let s: Shop;
  let paymongo: FakePaymongo;
  let xendit: FakeXendit;

  beforeAll(async () => {
    paymongo = await startFakePaymongo(PM);
    xendit = await startFakeXendit(XD);
    t = await testApp({
      adminKey: ADMIN_KEY,
      limiter: noLimits,
      payments: {
        sandbox: true,
        paynamics: PAYNAMICS,
        paymongo: { ...PM, apiUrl: paymongo.url },
        xendit: { ...XD, apiUrl: xendit.url, jsUrl: 'https://js.xendit.co/v1/xendit.min.js' },
      },
    });
    s = await setUp(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await paymongo?.close();
    await xendit?.close();
  });

  const callback = (delivery: XenditDelivery) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/v1/xendit/callback',
      payload: delivery.body,
      headers: delivery.headers,
    });

  async function paidByCard(who: Customer) {
    const uuid = await who.order('CC_PAYMONGO');
    const paid = await who.payer.card({
      order_uuid: uuid,
      payment_method_id: await paymongo.createCardMethod('4343434343434345'),
    });
    expect(paid.json().data, paid.body).toMatchObject({ status: 'paid', order_payment_status: 'paid' });
    return uuid;
  }

  async function paidByGcash(who: Customer) {
    const uuid = await who.order('GCASH_XENDIT');
    const started = await who.payer.xendit(uuid);
    expect(started.statusCode, started.body).toBe(200);
    expect((await callback(xendit.pay(started.json().data.payment_intent_id))).statusCode).toBe(200);
    expect((await s.rowsOf(uuid)).order.paymentStatus).toBe('paid');
    return uuid;
  }

  it('refunds a PayMongo card payment in full', async () => {
    const ana = await s.customer();
    const uuid = await paidByCard(ana);
    expect((await ana.cancel(uuid)).statusCode).toBe(200);
    const owed = (await s.rowsOf(uuid)).refunds;
    expect(owed).toMatchObject([{ provider: 'paymongo', amount: 54_900, status: 'succeeded' }]);
    expect(owed[0]?.providerRef).toMatch(/^ref_/);
    expect([...paymongo.refunds.values()].filter((r) => r.id === owed[0]?.providerRef)).toHaveLength(1);
  });

  it('retries a refund whose answer was lost, after its backoff on a moved clock, without refunding twice', async () => {
    const ana = await s.customer();
    const uuid = await paidByGcash(ana);
    // Xendit makes the refund, but neither the create nor the adapter's second send is answered.
    xendit.failNext('POST', '/refunds', 'lose', 2);
    expect((await ana.cancel(uuid)).statusCode).toBe(200);
    let [row] = (await s.rowsOf(uuid)).refunds;
    expect(row).toMatchObject({ status: 'pending', attempts: 1, submittedAt: null });
    const retryAt = row?.nextAttemptAt as Date;
    expect(retryAt.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect((await ana.view(uuid)).refunds[0].status).toBe('pending');

    const submitDue = t.services.payments.refunds.submitDue;
    // Not before its time.
    expect(await submitDue(new Date(retryAt.getTime() - 1_000))).toMatchObject({ submitted: 0 });
    expect(await submitDue(new Date(retryAt.getTime() + 1_000))).toMatchObject({ submitted: 1 });
    [row] = (await s.rowsOf(uuid)).refunds;
    expect(row).toMatchObject({ status: 'pending', attempts: 2, submittedAt: expect.any(Date) });
    // Xendit made one refund: the retry was answered the first, by our key.
    expect([...xendit.refunds.values()].filter((r) => r.reference_id === row?.uuid)).toHaveLength(1);
    const settled = xendit.settleRefund(row?.providerRef as string, 'SUCCEEDED') as XenditDelivery;
    expect((await callback(settled)).statusCode).toBe(200);
    expect((await ana.view(uuid)).refunds[0].status).toBe('succeeded');
  });

  it('gives up after the last try and flags the order', async () => {
    const ana = await s.customer();
    const uuid = await paidByGcash(ana);
    // Every try fails (the adapter sends a create twice when Xendit answers 5xx).
    xendit.failNext('POST', '/refunds', 503, 2 * MAX_ATTEMPTS);
    expect((await ana.cancel(uuid)).statusCode).toBe(200);
    let at = Date.now();
    for (let n = 1; n < MAX_ATTEMPTS; n += 1) {
      const [row] = (await s.rowsOf(uuid)).refunds;
      expect(row).toMatchObject({ status: 'pending', attempts: n });
      at = (row?.nextAttemptAt ?? new Date()).getTime() + 1_000;
      await t.services.payments.refunds.submitDue(new Date(at));
    }
    const after = await s.rowsOf(uuid);
    expect(after.refunds[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(after.order.refundReason).toContain(`after ${MAX_ATTEMPTS} tries`);
    expect((await ana.view(uuid)).refunds[0].status).toBe('failed');
  });

  it('marks a refund PayMongo refuses failed, and flags the order', async () => {
    const ana = await s.customer();
    const uuid = await paidByCard(ana);
    paymongo.nextRefund('failed');
    expect((await ana.cancel(uuid)).statusCode).toBe(200);
    const after = await s.rowsOf(uuid);
    expect(after.refunds[0]).toMatchObject({ status: 'failed', provider: 'paymongo' });
    expect(after.order.refundReason).toContain('failed at PayMongo');
    const view = await ana.view(uuid);
    expect(view.refunds[0]).toMatchObject({
      status: 'failed',
      message: message('failed', 'PHP 549.00', view.payment_method_label),
    });
  });

  it('settles a pending PayMongo refund from its webhook, once', async () => {
    const ana = await s.customer();
    const uuid = await paidByCard(ana);
    paymongo.nextRefund('pending');
    expect((await ana.cancel(uuid)).statusCode).toBe(200);
    const [row] = (await s.rowsOf(uuid)).refunds;
    expect(row).toMatchObject({ status: 'pending', submittedAt: expect.any(Date) });
    const delivery = paymongo.settleRefund(row?.providerRef as string, 'succeeded');
    const deliver = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/v1/paymongo/webhook',
        payload: delivery.payload,
        headers: delivery.headers,
      });
    expect((await deliver()).statusCode).toBe(200);
    expect((await deliver()).statusCode).toBe(200);
    expect((await s.rowsOf(uuid)).refunds[0]).toMatchObject({ status: 'succeeded', settledAt: expect.any(Date) });
  });

  it('settles a pending Xendit refund from its callback, and a failed one flags the order', async () => {
    const ana = await s.customer();
    const uuid = await paidByGcash(ana);
    expect((await ana.cancel(uuid)).statusCode).toBe(200);
    let [row] = (await s.rowsOf(uuid)).refunds;
    expect(row).toMatchObject({ provider: 'xendit', status: 'pending', amount: 54_900, submittedAt: expect.any(Date) });
    expect((await ana.view(uuid)).refunds[0].status).toBe('pending');
    const settled = xendit.settleRefund(row?.providerRef as string, 'SUCCEEDED') as XenditDelivery;
    expect((await callback(settled)).statusCode).toBe(200);
    [row] = (await s.rowsOf(uuid)).refunds;
    expect(row).toMatchObject({ status: 'succeeded' });
    expect((await ana.view(uuid)).refunds[0].status).toBe('succeeded');

    const ben = await s.customer();
    const other = await paidByGcash(ben);
    expect((await ben.cancel(other)).statusCode).toBe(200);
    const [pending] = (await s.rowsOf(other)).refunds;
    const refused = xendit.settleRefund(pending?.providerRef as string, 'FAILED', { failureCode: 'ACCOUNT_CLOSED' });
    expect((await callback(refused as XenditDelivery)).statusCode).toBe(200);
    const after = await s.rowsOf(other);
    expect(after.refunds[0]).toMatchObject({ status: 'failed', failureReason: 'ACCOUNT_CLOSED' });
    expect(after.order.refundReason).toContain('failed at Xendit');
  });

  it('owes one refund when 30 callbacks of a payment made after the cancel race', async () => {
    const ana = await s.customer();
    const uuid = await ana.order('GCASH_XENDIT');
    const attempt = (await ana.payer.xendit(uuid)).json().data;
    expect((await ana.cancel(uuid)).json().message).toBe(ORDER_VIEW_MESSAGES.cancelled);
    const paid = xendit.pay(attempt.payment_intent_id);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        callback(
          xendit.delivery('payment.succeeded', paid.body.data as Record<string, unknown>, {
            webhookId: `race-${uuid}-${n}`,
          }),
        ),
      ),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const after = await s.rowsOf(uuid);
    expect(after.refunds).toMatchObject([
      { key: `payment:${after.attempts[0]?.id}`, amount: 54_900, status: 'pending' },
    ]);
  });

  it('sends a due refund once however many sweeps run at once (the lease)', async () => {
    const ana = await s.customer();
    const uuid = await paidByGcash(ana);
    xendit.failNext('POST', '/refunds', 503, 2);
    expect((await ana.cancel(uuid)).statusCode).toBe(200);
    const [row] = (await s.rowsOf(uuid)).refunds;
    expect(row).toMatchObject({ attempts: 1, submittedAt: null });
    const later = new Date((row?.nextAttemptAt ?? new Date()).getTime() + 1_000);
    // Two instances on PostgreSQL; on PGlite one process, the sweeps interleaved.
    const other = (await t.anotherInstance())?.services ?? t.services;
    const sweeps = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        (n % 2 ? other : t.services).payments.refunds.submitDue(later, { orderId: row?.orderId }),
      ),
    );
    expect(sweeps.reduce((sum, r) => sum + r.submitted, 0)).toBe(1);
    expect((await s.rowsOf(uuid)).refunds[0]).toMatchObject({ attempts: 2, submittedAt: expect.any(Date) });
    expect([...xendit.refunds.values()].filter((r) => r.reference_id === row?.uuid)).toHaveLength(1);
  });

  it('looks a pending refund up when no callback comes', async () => {
    const ana = await s.customer();
    const uuid = await paidByGcash(ana);
    expect((await ana.cancel(uuid)).statusCode).toBe(200);
    const [row] = (await s.rowsOf(uuid)).refunds;
    xendit.settleRefund(row?.providerRef as string, 'SUCCEEDED'); // the callback is never delivered
    const later = new Date((row?.nextAttemptAt ?? new Date()).getTime() + 1_000);
    expect(await t.services.payments.refunds.submitDue(later)).toMatchObject({ settled: 1 });
    expect((await s.rowsOf(uuid)).refunds[0]).toMatchObject({ status: 'succeeded' });
  });
});
