/**
 * Payments that succeed after the order's payment window closed (issue 23, ADR 0027): the money is
 * recorded, and the order takes its stock (and slot) back when it can — or, sold out or full meanwhile,
 * or placed with a promo code, is flagged for the operator to refund, with nothing half-taken. Through
 * the sandbox's hosted page and status polls, and Xendit's callbacks (support/fake-xendit.ts), delivered
 * once or many times at once. PGlite or PostgreSQL (TEST_DATABASE_URL).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInventory, products } from '../src/modules/catalog/tables';
import { promoCodes, promoCodeUses } from '../src/modules/discounts/tables';
import { orderStatusEvents, orders, subOrders } from '../src/modules/orders/tables';
import { refunds } from '../src/modules/payments/tables';
import { branch, merchantConfig, product, schedule } from './factories';
import { loadMerchant, signUp, type TestApp, testApp, tokenOf } from './helpers';
import { type FakeXendit, startFakeXendit, type XenditDelivery } from './support/fake-xendit';
import {
  payShopProduct as item,
  MAKATI,
  PAYNAMICS,
  type Shopper,
  SUBDOMAIN,
  shopperOf,
  stored,
} from './support/payments-shop';
import { shopperOf as cartShopperOf } from './support/shopper';

const KEYS = {
  secretKey: 'xnd_development_late0001',
  publicKey: 'xnd_public_development_late0001',
  callbackToken: 'xendit-callback-token-late0001',
};
const CALLBACK = '/api/payments/v1/xendit/callback';
const ADMIN_KEY = 'late-payment-test-admin-key';
const DETAILS = '/api/store/v4/customer/estore/order/transaction/details';

/** A product of `stock` units at Makati, ₱150 (free delivery: the order total is the products'). */
const limited = (key: string, name: string, stock: number) =>
  product(key, { name, price: 150, inventory: [{ branch: 'makati', stock }] });

/** A day `days` ahead in Manila, as the schedule names it. */
let clockAhead = 0;
const manilaDay = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

let t: TestApp;
let fake: FakeXendit;
let token: string;
let ana: Shopper;
let ben: Shopper;
let anaSession: string;

beforeAll(async () => {
  fake = await startFakeXendit(KEYS);
  t = await testApp({
    // The real clock, moved on by a test that needs a booked time to have gone by.
    now: () => new Date(Date.now() + clockAhead),
    adminKey: ADMIN_KEY,
    payments: {
      sandbox: true,
      paynamics: PAYNAMICS,
      xendit: { ...KEYS, apiUrl: fake.url, jsUrl: 'https://js.xendit.co/v1/xendit.min.js' },
    },
  });
  // The payments shop's subdomain and branch key: its shoppers (support/payments-shop.ts) order here.
  await loadMerchant(
    t,
    merchantConfig({
      subdomain: SUBDOMAIN,
      name: 'Late Shop',
      store_details: {
        cancellation_reasons: ['Changed my mind'],
        payment_methods: ['COD', 'CC_PAYMONGO', 'GCASH_XENDIT'],
      } as never,
      branches: [
        branch('makati', {
          name: 'Makati',
          delivery_fee: { base: 0, per_km: 0 },
          delivery_settings: schedule({ orders_per_day: 1 }),
        }),
      ],
      products: [
        product('burger', { name: 'Burger', price: 150 }),
        limited('plenty', 'Pancit', 50),
        limited('again', 'Lechon', 5),
        limited('scarce', 'Leche flan', 2),
        limited('promo', 'Halo-halo', 5),
        limited('twice', 'Bibingka', 3),
        limited('gone', 'Puto', 1),
        limited('polled', 'Kakanin', 4),
      ],
      promo_codes: [{ code: 'LESS10', promo_code_type: 'fixed_amount', value: 10, listed: true }],
    }),
  );
  token = await tokenOf(t, SUBDOMAIN);
  anaSession = await signUp(t, token, '09174440001');
  ana = shopperOf(t, token, anaSession);
  ben = shopperOf(t, token, await signUp(t, token, '09174440002'));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const deliver = (delivery: XenditDelivery) =>
  t.app.inject({ method: 'POST', url: CALLBACK, payload: delivery.body, headers: delivery.headers });

const operatorView = async (orderUuid: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderUuid}`,
    headers: { 'x-admin-key': ADMIN_KEY },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Ana's view of her order, as her order screen reads it. */
const customerView = async (orderUuid: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${DETAILS}/${orderUuid}`,
    headers: { 'x-merchant-token': token, authorization: `Bearer ${anaSession}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** The stock of a product at Makati, as stored. */
async function stockOf(key: string): Promise<number | null> {
  const [row] = await t.database.db
    .select({ stock: productInventory.stock })
    .from(productInventory)
    .innerJoin(products, eq(products.id, productInventory.productId))
    .where(eq(products.uuid, item(key)));
  return row?.stock ?? null;
}

/** Its window closes: due a minute ago, and the expiry runs (parts released, stock and promo use back). */
async function expire(orderUuid: string) {
  const { order } = await stored(t, orderUuid);
  await t.database.db
    .update(orders)
    .set({ paymentDueAt: new Date(Date.now() - 60_000) })
    .where(eq(orders.id, order.id));
  expect(await t.services.orders.expireUnpaid(order.id, new Date())).toBe(true);
  const after = await stored(t, orderUuid);
  expect(after.order.paymentExpiredAt).not.toBeNull();
  expect(after.subStatuses.every((s) => s === 'payment_failed')).toBe(true);
}

/** A started GCash attempt (Xendit) of an order already placed. */
async function startXendit(shopper: Shopper, orderUuid: string) {
  const res = await shopper.xendit(orderUuid);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { transaction_number: string; payment_intent_id: string };
}

/** A started card attempt on the sandbox's hosted page. */
async function startSandboxCard(shopper: Shopper, orderUuid: string) {
  const res = await shopper.card({ order_uuid: orderUuid });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { transaction_number: string; redirect_url: string };
}

/** The timeline events of the order's sub-orders (status and actor), oldest first. */
async function eventsOf(orderUuid: string) {
  const { order } = await stored(t, orderUuid);
  const subs = await t.database.db.select({ id: subOrders.id }).from(subOrders).where(eq(subOrders.orderId, order.id));
  return t.database.db
    .select({ status: orderStatusEvents.status, actor: orderStatusEvents.actor })
    .from(orderStatusEvents)
    .where(
      inArray(
        orderStatusEvents.subOrderId,
        subs.map((s) => s.id),
      ),
    )
    .orderBy(asc(orderStatusEvents.id));
}

const lateReason = (why: string, transactionNumber: string) =>
  `paid after the payment window closed: ${why} (transaction ${transactionNumber})`;

describe('a payment after the window closed, with the stock still there', () => {
  it('revives the order through the sandbox: paid, parts pending, stock taken again once, nothing to refund', async () => {
    const orderUuid = await ana.order('CC_PAYMONGO', 2, item('again'));
    expect(await stockOf('again')).toBe(3);
    const attempt = await startSandboxCard(ana, orderUuid);
    await expire(orderUuid);
    expect(await stockOf('again')).toBe(5);
    expect((await customerView(orderUuid)).payment_expired).toBe(true);

    // The customer still had the provider's page open, and pays.
    expect((await ana.press(attempt.redirect_url, 'pay')).statusCode).toBe(303);
    const status = await ana.status(attempt.transaction_number);
    expect(status.json().data).toMatchObject({ status: 'paid', order_payment_status: 'paid' });

    const now = await stored(t, orderUuid);
    expect(now.order).toMatchObject({ paymentStatus: 'paid', paymentExpiredAt: null, refundReason: null });
    expect(now.subStatuses).toEqual(['pending']);
    expect(await stockOf('again')).toBe(3);
    const [sub] = await t.database.db.select().from(subOrders).where(eq(subOrders.orderId, now.order.id));
    expect(sub?.cancelReason).toBeNull();
    expect(await eventsOf(orderUuid)).toEqual([
      { status: 'payment_failed', actor: 'payment window' },
      { status: 'pending', actor: 'payment' },
    ]);
    expect((await operatorView(orderUuid)).refund).toBeNull();
    expect(await customerView(orderUuid)).toMatchObject({
      payment_status: 'paid',
      payment_expired: false,
      order_status: 'pending',
    });

    // Polled again, nothing moves twice.
    await ana.status(attempt.transaction_number);
    expect(await stockOf('again')).toBe(3);
    expect(await eventsOf(orderUuid)).toHaveLength(2);
  });

  it('revives a scheduled order whose day still has room: its slot is held again', async () => {
    const day = manilaDay(3);
    const { orderUuid, attempt } = await scheduledXenditOrder(day);
    const { subs } = await subOrdersOf(orderUuid);
    const makatiId = subs[0]?.branchId as number;
    const count = () =>
      t.services.orders.countScheduled(t.database.db, { branchId: makatiId, kind: 'delivery', dates: [day] });
    expect((await count()).get(day)).toBe(1);
    await expire(orderUuid);
    expect((await count()).get(day)).toBeUndefined();

    expect((await deliver(fake.pay(attempt.payment_intent_id))).statusCode).toBe(200);
    const now = await stored(t, orderUuid);
    expect(now.order).toMatchObject({ paymentStatus: 'paid', paymentExpiredAt: null, refundReason: null });
    expect(now.subStatuses).toEqual(['pending']);
    expect((await count()).get(day)).toBe(1);
  });
});

/** Ana's burger for delivery at noon of `day` (Manila), paid with GCash through Xendit: started, not paid. */
async function scheduledXenditOrder(day: string) {
  const cart = cartShopperOf(t.app, token, { session: anaSession, branch: MAKATI });
  await cart.add(item('burger'), 1);
  const slot = { branchuuid: MAKATI, delivery_type: 'scheduled_delivery', delivery_datetime: `${day} 12:00:00` };
  expect((await cart.deliveryType(slot)).statusCode).toBe(200);
  const orderUuid = await cart.placeOrder({ payment_method: 'GCASH_XENDIT' });
  return { orderUuid, attempt: await startXendit(ana, orderUuid) };
}

async function subOrdersOf(orderUuid: string) {
  const { order } = await stored(t, orderUuid);
  return { order, subs: await t.database.db.select().from(subOrders).where(eq(subOrders.orderId, order.id)) };
}

describe('a payment after the window closed that cannot revive the order: paid, and flagged for refund', () => {
  it('when another order bought the last units meanwhile: nothing is taken, not even what was there', async () => {
    // Two products: Pancit has plenty, Leche flan is short after Ben's order. All or nothing: neither is taken.
    const cart = cartShopperOf(t.app, token, { session: anaSession, branch: MAKATI });
    await cart.add(item('plenty'), 1);
    await cart.add(item('scarce'), 2);
    const orderUuid = await cart.placeOrder({ payment_method: 'GCASH_XENDIT' });
    expect([await stockOf('plenty'), await stockOf('scarce')]).toEqual([49, 0]);
    const attempt = await startXendit(ana, orderUuid);
    await expire(orderUuid);
    expect([await stockOf('plenty'), await stockOf('scarce')]).toEqual([50, 2]);
    await ben.order('COD', 1, item('scarce'));
    expect(await stockOf('scarce')).toBe(1);

    expect((await deliver(fake.pay(attempt.payment_intent_id))).statusCode).toBe(200);
    const now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('paid');
    expect(now.order.paymentExpiredAt).not.toBeNull();
    expect(now.subStatuses).toEqual(['payment_failed']);
    expect([await stockOf('plenty'), await stockOf('scarce')]).toEqual([50, 1]);
    expect((await operatorView(orderUuid)).refund).toMatchObject({
      reason: lateReason('Leche flan sold out meanwhile', attempt.transaction_number),
    });
    expect(await customerView(orderUuid)).toMatchObject({ payment_status: 'paid', payment_expired: true });
    expect((await eventsOf(orderUuid)).map((e) => e.status)).toEqual(['payment_failed']);
    // The money is owed back through Xendit's refund API (ADR 0028): one refund of the whole payment.
    const owed = await t.database.db.select().from(refunds).where(eq(refunds.orderId, now.order.id));
    expect(owed.map((r) => ({ provider: r.provider, amount: r.amount, key: r.key }))).toEqual([
      { provider: 'xendit', amount: now.order.total, key: expect.stringMatching(/^payment:\d+$/) },
    ]);
  });

  it('when it was placed with a promo code: its use was given back, so it is not taken again', async () => {
    // Cy of her own: a saved code stays with the customer's cart.
    const cySession = await signUp(t, token, '09174440003');
    const cy = shopperOf(t, token, cySession);
    const cart = cartShopperOf(t.app, token, { session: cySession, branch: MAKATI });
    await cart.add(item('promo'), 1);
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/store/v1/customer/estore/cart/voucher/save',
      headers: { 'x-merchant-token': token, authorization: `Bearer ${cySession}` },
      payload: { voucher_code: 'LESS10' },
    });
    expect(save.statusCode, save.body).toBe(200);
    const orderUuid = await cart.placeOrder({ payment_method: 'CC_PAYMONGO' });
    const placed = await stored(t, orderUuid);
    expect(placed.order.voucherCode).toBe('LESS10');
    const [code] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, 'LESS10'));
    const heldUses = async () =>
      (
        await t.database.db
          .select()
          .from(promoCodeUses)
          .where(eq(promoCodeUses.promoCodeId, code?.id as number))
      ).filter((u) => u.releasedAt === null).length;
    expect(await heldUses()).toBe(1);
    const attempt = await startSandboxCard(cy, orderUuid);
    await expire(orderUuid);
    expect(await heldUses()).toBe(0);
    expect(await stockOf('promo')).toBe(5);

    expect((await cy.press(attempt.redirect_url, 'pay')).statusCode).toBe(303);
    const now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('paid');
    expect(now.subStatuses).toEqual(['payment_failed']);
    expect(await stockOf('promo')).toBe(5);
    expect(await heldUses()).toBe(0);
    expect((await operatorView(orderUuid)).refund).toMatchObject({
      reason: lateReason(
        'its promo code, points or credits were given back when the payment window closed',
        attempt.transaction_number,
      ),
    });
  });

  it('when the time it was booked for has gone by', async () => {
    const day = manilaDay(1);
    const { orderUuid, attempt } = await scheduledXenditOrder(day);
    await expire(orderUuid);

    clockAhead = 3 * 86_400_000; // paid three days later: the day has room, but noon of it is gone
    try {
      expect((await deliver(fake.pay(attempt.payment_intent_id))).statusCode).toBe(200);
    } finally {
      clockAhead = 0;
    }
    const now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('paid');
    expect(now.order.refundReason).toContain(`its delivery time, ${day} 12:00, has passed`);
    expect(now.subStatuses).toEqual(['payment_failed']);
  });

  it('when its scheduled day filled up meanwhile', async () => {
    const day = manilaDay(2);
    const { orderUuid, attempt } = await scheduledXenditOrder(day);
    await expire(orderUuid);
    const slot = { branchuuid: MAKATI, delivery_type: 'scheduled_delivery', delivery_datetime: `${day} 12:00:00` };
    // The day's only slot is free again: a guest takes it (cash on delivery).
    const other = cartShopperOf(t.app, token, { branch: MAKATI });
    await other.add(item('burger'), 1);
    expect((await other.deliveryType(slot)).statusCode).toBe(200);
    await other.placeOrder({ payment_method: 'COD' });

    expect((await deliver(fake.pay(attempt.payment_intent_id))).statusCode).toBe(200);
    const now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('paid');
    expect(now.subStatuses).toEqual(['payment_failed']);
    expect((await operatorView(orderUuid)).refund).toMatchObject({
      reason: lateReason(`its delivery slot on ${day} at Makati is full`, attempt.transaction_number),
    });
    const { subs } = await subOrdersOf(orderUuid);
    const booked = await t.services.orders.countScheduled(t.database.db, {
      branchId: subs[0]?.branchId as number,
      kind: 'delivery',
      dates: [day],
    });
    expect(booked.get(day)).toBe(1);
  });
});

describe('the same late payment heard many times at once', () => {
  it('revives once: the callback twice, another delivery of it and 30 status polls take the stock once', async () => {
    const orderUuid = await ana.order('GCASH_XENDIT', 2, item('twice'));
    const attempt = await startXendit(ana, orderUuid);
    await expire(orderUuid);
    expect(await stockOf('twice')).toBe(3);

    const paid = fake.pay(attempt.payment_intent_id);
    const redelivered = fake.delivery('payment.succeeded', paid.body.data as Record<string, unknown>);
    const results = await Promise.all([
      deliver(paid),
      deliver(paid),
      deliver(redelivered),
      ...Array.from({ length: 30 }, () => ana.status(attempt.transaction_number)),
    ]);
    for (const r of results) expect(r.statusCode, r.body).toBe(200);

    const now = await stored(t, orderUuid);
    expect(now.order).toMatchObject({ paymentStatus: 'paid', paymentExpiredAt: null, refundReason: null });
    expect(now.subStatuses).toEqual(['pending']);
    expect(now.attempts.map((a) => a.status)).toEqual(['paid']);
    expect(await stockOf('twice')).toBe(1);
    expect((await eventsOf(orderUuid)).filter((e) => e.actor === 'payment')).toHaveLength(1);
  });

  it('flags once when it cannot revive: the refund reason is written once, the stock never below 0', async () => {
    const orderUuid = await ana.order('GCASH_XENDIT', 1, item('gone'));
    const attempt = await startXendit(ana, orderUuid);
    await expire(orderUuid);
    await ben.order('COD', 1, item('gone'));
    expect(await stockOf('gone')).toBe(0);

    const paid = fake.pay(attempt.payment_intent_id);
    const results = await Promise.all([
      deliver(paid),
      deliver(paid),
      deliver(fake.delivery('payment.succeeded', paid.body.data as Record<string, unknown>)),
      ...Array.from({ length: 30 }, () => ana.status(attempt.transaction_number)),
    ]);
    for (const r of results) expect(r.statusCode, r.body).toBe(200);

    const now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('paid');
    expect(now.order.refundReason).toBe(lateReason('Puto sold out meanwhile', attempt.transaction_number));
    expect(now.subStatuses).toEqual(['payment_failed']);
    expect(await stockOf('gone')).toBe(0);
  });

  it('through the sandbox: Pay pressed while 30 status polls run revives once', async () => {
    const orderUuid = await ana.order('CC_PAYMONGO', 1, item('polled'));
    const attempt = await startSandboxCard(ana, orderUuid);
    await expire(orderUuid);
    expect(await stockOf('polled')).toBe(4);
    const results = await Promise.all([
      ana.press(attempt.redirect_url, 'pay'),
      ...Array.from({ length: 30 }, () => ana.status(attempt.transaction_number)),
    ]);
    expect(results[0]?.statusCode).toBe(303);
    for (const r of results.slice(1)) expect(r.statusCode, r.body).toBe(200);
    // A poll that ran before Pay saw it pending; one more after settles nothing new.
    await ana.status(attempt.transaction_number);
    const now = await stored(t, orderUuid);
    expect(now.order).toMatchObject({ paymentStatus: 'paid', paymentExpiredAt: null, refundReason: null });
    expect(now.subStatuses).toEqual(['pending']);
    expect(await stockOf('polled')).toBe(3);
    expect((await eventsOf(orderUuid)).filter((e) => e.actor === 'payment')).toHaveLength(1);
  });
});
