/**
 * Payment windows (issue 23, ADR 0027) with a fake clock: checkout sets the due time per method (30
 * minutes, 60 for Paynamics and UnionBank, the merchant's own; none for cash); nothing expires before
 * it; after it the sweep asks the provider first (a payment already taken pays the order), withdraws
 * what is still pending and expires the order — its stock, scheduled slot, promo code use, points and
 * wallet credits given back exactly once, however many sweeps and expiries race (and, on PostgreSQL,
 * two server instances); the customer sees it expired and cannot pay it; an SC/PWD order waiting for
 * the store's check never expires while it waits, its window opening at the decision; the operator's
 * close; the every-minute job on the embedded runner. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { PAYMENT_MESSAGES } from '@storefront/contracts/payment';
import { SPECIAL_DISCOUNT_CART_MESSAGES } from '@storefront/contracts/special-discount';
import { and, eq, isNull, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../src/app';
import {
  EXPIRE_PAYMENT_WINDOWS_CRON,
  EXPIRE_PAYMENT_WINDOWS_JOB,
  expirePaymentWindows,
  UNREACHABLE_GRACE_MS,
} from '../src/flows/expire-payment-windows';
import type { RateLimiter } from '../src/lib/rate-limiter';
import { stableUuid } from '../src/lib/uuid';
import { productInventory } from '../src/modules/catalog/tables';
import { promoCodes, promoCodeUses } from '../src/modules/discounts/tables';
import { pointsMovements } from '../src/modules/loyalty/tables';
import { ORDER_VIEW_MESSAGES } from '../src/modules/orders/order-messages';
import { PAYMENT_EXPIRED_REASON } from '../src/modules/orders/payment-window';
import { subOrders } from '../src/modules/orders/tables';
import { walletCredits, walletOrderDebits } from '../src/modules/wallets/tables';
import { branch, hours, merchantConfig, product, schedule } from './factories';
import { loadMerchant, signUp, type TestApp, testApp, tokenOf } from './helpers';
import { PAYNAMICS, stored } from './support/payments-shop';
import { startServerJobs } from './support/server-jobs';
import { shopperOf } from './support/shopper';

const ADMIN_KEY = 'payment-windows-admin-key';
const MAKATI = stableUuid('windowshop/branch/makati');
const LECHON = stableUuid('windowshop/product/lechon'); // ₱150, 50 in stock, SC/PWD eligible
const STOCK = 50;
const MINUTE = 60_000;

const ORDER = '/api/store/v4/customer/estore/order/transaction/details';
const PUBLIC_ORDER = '/api/store/v4/public/customer/estore/order/transaction/details';
const CARD = '/api/store/v1/customer/estore/payment/paymongo/add';
const PUBLIC_CARD = '/api/store/v1/public/customer/estore/payment/paymongo/add';
const VOUCHER_SAVE = '/api/store/v1/customer/estore/cart/voucher/save';
const REDEEM = '/api/store/v1/customer/pay-with-points/redeem';
const WALLET_SAVE = '/api/store/v1/customer/estore/cart/med-padala/save';
const ID_UPLOAD = '/api/customer/customer/special_discount/upload';
const SD_APPLY = '/api/store/v1/customer/cart/special_discount/apply';
const CANCEL = '/api/store/v1/customer/estore/order/cancel';

/** Many sign-ups from one address: nothing here is about rate limits. */
const noLimits: RateLimiter = { hit: async () => 0, forgive: async () => {}, close: async () => {} };

/** The fake clock every service of the app reads (checkout, the operator's decision, the sweep). */
let clock = new Date('2026-11-23T10:00:00+08:00');
const now = () => clock;
const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * MINUTE);
};
/** Tomorrow by the fake clock (Manila): the scheduled slot's day (the branch takes one order a day). */
const slotDate = () => new Date(clock.getTime() + (8 + 24) * 60 * MINUTE).toISOString().slice(0, 10);
const slot = (day = slotDate()) => ({
  branchuuid: MAKATI,
  delivery_type: 'scheduled_delivery',
  delivery_datetime: `${day} 12:00:00`,
});

let t: TestApp;
let token: string;
let merchantId: number;
let mobiles = 0;
let photo: Buffer;

beforeAll(async () => {
  t = await testApp({ now, adminKey: ADMIN_KEY, limiter: noLimits, payments: { sandbox: true, paynamics: PAYNAMICS } });
  await loadMerchant(
    t,
    merchantConfig({
      subdomain: 'windowshop',
      settings: { topups: [], enable_points_view: false, customizations: { estore_wallets: [{ type: 'med-padala' }] } },
      store_details: {
        cancellation_reasons: ['Changed my mind'],
        payment_methods: [
          'COD',
          'CC_PAYMONGO',
          'GCASH_PAYMONGO',
          'GRAB_PAY_PAYMONGO',
          'CC_PAYNAMICS',
          'UNIONBANK_XENDIT',
        ],
        // The merchant's own window for GrabPay; the others keep the defaults.
        payment_window_minutes: { GRAB_PAY_PAYMONGO: 10 },
        pay_with_points_estore_enabled: true,
        points_value: 1,
        special_discount: [
          { is_enabled: true, channels: ['estore'], discount_types: ['senior', 'pwd'], vat_registered: true },
        ],
      },
      branches: [
        branch('makati', {
          name: 'Makati',
          store_hours: hours('08:00', '22:00'),
          delivery_fee: { base: 49, per_km: 0 },
          delivery_settings: schedule({ orders_per_day: 1 }),
        }),
      ],
      products: [
        product('lechon', {
          name: 'Lechon',
          price: 150,
          enable_special_discount: true,
          inventory: [{ branch: 'makati', stock: STOCK }],
        }),
      ],
      promo_codes: [{ code: 'TENOFF', promo_code_type: 'fixed_amount', value: 10 }],
    }),
  );
  token = await tokenOf(t, 'windowshop');
  merchantId = (await t.services.merchants.findBySubdomain('windowshop'))?.id ?? 0;
  photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer();
}, 60_000);
afterAll(() => t?.close());

const ok = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A guest's order of `quantity` lechon paid by `method`; returns its uuid. */
async function guestOrder(method: string, quantity = 1): Promise<string> {
  const guest = shopperOf(t.app, token, { branch: MAKATI });
  await guest.add(LECHON, quantity);
  return guest.placeOrder({ payment_method: method });
}

/** A new signed-in customer holding `points`, with the calls this file makes. */
async function customer(points = 0) {
  mobiles += 1;
  const session = await signUp(t, token, `0918555${String(mobiles).padStart(4, '0')}`);
  const headers = { 'x-merchant-token': token, authorization: `Bearer ${session}` };
  const post = (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers, payload });
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
  return {
    customerId,
    post,
    shopper: shopperOf(t.app, token, { session, branch: MAKATI }),
    order: async (uuid: string) => ok(await t.app.inject({ method: 'GET', url: `${ORDER}/${uuid}`, headers })).data,
    balance: () => t.services.loyalty.balance(merchantId, customerId),
  };
}

/** The sweep, as the job runs it, on `services` (this instance's unless given), at the fake clock's now. */
const sweep = (services: Pick<Services, 'orders' | 'payments'> = t.services) =>
  expirePaymentWindows(services, { now: clock });

/** Every window open so far closed and swept: the tests that count what a sweep did start from nothing due. */
async function sweepAllDue() {
  advance(24 * 60);
  await sweep();
}

const stockLeft = async () =>
  (await t.database.db.select({ stock: productInventory.stock }).from(productInventory))[0]?.stock;

/** Scheduled deliveries counted on `day` (what the next customer's cart is offered from). */
const slotsBooked = async (day: string) =>
  (
    await t.services.orders.countScheduled(t.database.db, {
      branchId: await branchId(),
      kind: 'delivery',
      dates: [day],
    })
  ).get(day) ?? 0;
const branchId = async () =>
  (await t.database.db.select({ id: subOrders.branchId }).from(subOrders).limit(1))[0]?.id as number;

/** The promo code's uses still held (not released). */
async function heldUses(code: string) {
  const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return t.database.db
    .select()
    .from(promoCodeUses)
    .where(and(eq(promoCodeUses.promoCodeId, (row as { id: number }).id), isNull(promoCodeUses.releasedAt)));
}

const walletBalance = async (code: string) =>
  (await t.database.db.select().from(walletCredits).where(eq(walletCredits.code, code)))[0]?.balance;

/** The ledger's 'Pay with Points' movements of an order (its spend and its return). */
const paidMovementsOf = (orderUuid: string) =>
  t.database.db
    .select()
    .from(pointsMovements)
    .where(and(eq(pointsMovements.type, 'Pay with Points'), like(pointsMovements.sourceKey, `${orderUuid}%`)));

/** A card attempt started on the sandbox for a guest's order: its provider ref. */
async function guestCardAttempt(orderUuid: string): Promise<string> {
  return ok(
    await t.app.inject({
      method: 'POST',
      url: PUBLIC_CARD,
      headers: { 'x-merchant-token': token },
      payload: { order_uuid: orderUuid },
    }),
  ).data.payment_intent_id;
}

/**
 * A customer's card order holding everything a window gives back: 2 lechon (₱300 + ₱49) on tomorrow's
 * slot, TENOFF (₱10), 100 points and ₱50 of a wallet credit — ₱189 left for the card.
 */
async function fullOrder() {
  const ana = await customer(1000);
  const day = slotDate();
  const credit = await t.services.wallets.issue(merchantId, 10_000);
  await ana.shopper.add(LECHON, 2);
  ok(await ana.shopper.deliveryType(slot(day)));
  ok(await ana.post(VOUCHER_SAVE, { voucher_code: 'TENOFF' }));
  ok(await ana.post(REDEEM, { points: 100 }));
  ok(await ana.post(WALLET_SAVE, { code: credit.code, pin: credit.pin, amount: 50 }));
  const uuid = await ana.shopper.placeOrder({ payment_method: 'CC_PAYMONGO' });
  return { ana, credit, uuid, day };
}

describe('the due time at checkout', () => {
  it('is 30 minutes for cards and e-wallets, 60 for Paynamics and UnionBank, the merchant’s own, none for cash', async () => {
    const placedAt = clock.getTime();
    const due = async (method: string) => {
      const uuid = await guestOrder(method);
      const { order } = await stored(t, uuid);
      const view = ok(
        await t.app.inject({ method: 'GET', url: `${PUBLIC_ORDER}/${uuid}`, headers: { 'x-merchant-token': token } }),
      ).data;
      expect(view.payment_due_at).toBe(order.paymentDueAt?.toISOString() ?? null);
      expect(view.payment_expired).toBe(false);
      return {
        minutes: order.paymentDueAt ? (order.paymentDueAt.getTime() - placedAt) / MINUTE : null,
        kept: order.paymentWindowMinutes,
      };
    };
    expect(await due('CC_PAYMONGO')).toEqual({ minutes: 30, kept: 30 });
    expect(await due('GCASH_PAYMONGO')).toEqual({ minutes: 30, kept: 30 });
    expect(await due('CC_PAYNAMICS')).toEqual({ minutes: 60, kept: 60 });
    expect(await due('UNIONBANK_XENDIT')).toEqual({ minutes: 60, kept: 60 });
    expect(await due('GRAB_PAY_PAYMONGO')).toEqual({ minutes: 10, kept: 10 });
    expect(await due('COD')).toEqual({ minutes: null, kept: null });
    await sweepAllDue();
  });

  it('none for an order points and credits paid in full (placed paid)', async () => {
    const ben = await customer(1000);
    await ben.shopper.add(LECHON, 1);
    ok(await ben.post(REDEEM, { points: 199 }));
    const uuid = await ben.shopper.placeOrder({ payment_method: 'CC_PAYMONGO' });
    const { order } = await stored(t, uuid);
    expect(order).toMatchObject({ paymentStatus: 'paid', paymentDueAt: null, paymentWindowMinutes: null });
  });
});

describe('a window closing unpaid', () => {
  it('expires nothing before the due time; after it gives back stock, slot, promo use, points and credits, once', async () => {
    await sweepAllDue();
    const stockBefore = (await stockLeft()) as number;
    const { ana, credit, uuid, day } = await fullOrder();
    expect(await stockLeft()).toBe(stockBefore - 2);
    expect(await slotsBooked(day)).toBe(1);
    expect(await heldUses('TENOFF')).toHaveLength(1);
    expect(await ana.balance()).toBe(900);
    expect(await walletBalance(credit.code)).toBe(5_000);
    // A card attempt started and left on the provider's page.
    const started = ok(await ana.post(CARD, { order_uuid: uuid })).data;
    expect(started.status).toBe('pending');

    advance(29);
    expect(await sweep()).toEqual({ expired: 0, paid: 0, unreachable: 0, gone: 0 });
    expect((await stored(t, uuid)).order.paymentExpiredAt).toBeNull();
    expect(await stockLeft()).toBe(stockBefore - 2);

    advance(2);
    expect(await sweep()).toEqual({ expired: 1, paid: 0, unreachable: 0, gone: 0 });
    // Twice: nothing more.
    expect(await sweep()).toEqual({ expired: 0, paid: 0, unreachable: 0, gone: 0 });
    expect(await t.services.orders.expireUnpaid((await stored(t, uuid)).order.id, clock)).toBe(false);

    const after = await stored(t, uuid);
    expect(after.order.paymentExpiredAt).toEqual(clock);
    expect(after.order.paymentStatus).toBe('failed');
    expect(after.subStatuses).toEqual(['payment_failed']);
    expect(after.attempts.map((a) => [a.status, a.failureReason])).toEqual([['cancelled', 'payment window closed']]);
    expect(await stockLeft()).toBe(stockBefore);
    expect(await slotsBooked(day)).toBe(0);
    expect(await heldUses('TENOFF')).toHaveLength(0);
    expect(await ana.balance()).toBe(1000);
    expect((await paidMovementsOf(uuid)).map((m) => m.points).sort((a, b) => a - b)).toEqual([-100, 100]);
    expect(await walletBalance(credit.code)).toBe(10_000);
    const debits = await t.database.db.select().from(walletOrderDebits).where(eq(walletOrderDebits.orderUuid, uuid));
    expect(debits.map((d) => [d.amount, d.returnedAt !== null])).toEqual([[5_000, true]]);

    // What the customer sees, and a new attempt refused.
    const view = await ana.order(uuid);
    expect(view.payment_expired).toBe(true);
    expect(view.orders.map((s: { status: string; cancel_reason: string }) => [s.status, s.cancel_reason])).toEqual([
      ['payment_failed', PAYMENT_EXPIRED_REASON],
    ]);
    const retry = await ana.post(CARD, { order_uuid: uuid });
    expect(retry.statusCode, retry.body).toBe(422);
    expect(retry.json().errors.order_uuid).toEqual([PAYMENT_MESSAGES.expired]);
    // The slot is free again: the customer can order again, on the same day.
    const again = await customer();
    await again.shopper.add(LECHON, 1);
    ok(await again.shopper.deliveryType(slot(day)));
    await again.shopper.placeOrder({ payment_method: 'COD' });
    expect(await slotsBooked(day)).toBe(1);
  });

  it('30 expiries and sweeps at once release everything once', async () => {
    await sweepAllDue();
    const stockBefore = (await stockLeft()) as number;
    const { ana, credit, uuid } = await fullOrder();
    const orderId = (await stored(t, uuid)).order.id;
    advance(31);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        n % 2 ? t.services.orders.expireUnpaid(orderId, clock) : sweep().then((s) => s.expired === 1),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await stored(t, uuid)).subStatuses).toEqual(['payment_failed']);
    expect(await stockLeft()).toBe(stockBefore);
    expect(await ana.balance()).toBe(1000);
    expect(await paidMovementsOf(uuid)).toHaveLength(2);
    expect(await walletBalance(credit.code)).toBe(10_000);
    expect(await heldUses('TENOFF')).toHaveLength(0);
  });

  it('a payment the provider already took is found first: the order is paid, not expired', async () => {
    await sweepAllDue();
    const stockBefore = (await stockLeft()) as number;
    const uuid = await guestOrder('CC_PAYMONGO', 1);
    const ref = await guestCardAttempt(uuid);
    // The sandbox's page answered Pay; nothing asked the provider since.
    await t.services.payments.sandbox?.decide(ref, 'pay');
    expect((await stored(t, uuid)).order.paymentStatus).toBe('pending');
    advance(31);
    expect(await sweep()).toEqual({ expired: 0, paid: 1, unreachable: 0, gone: 0 });
    const after = await stored(t, uuid);
    expect(after.order).toMatchObject({ paymentStatus: 'paid', paymentExpiredAt: null });
    expect(after.subStatuses).toEqual(['pending']);
    expect(after.attempts.map((a) => a.status)).toEqual(['paid']);
    expect(await stockLeft()).toBe(stockBefore - 1);
    expect(await sweep()).toEqual({ expired: 0, paid: 0, unreachable: 0, gone: 0 });
  });

  it('an order the customer cancelled meanwhile does not expire: its window is dropped', async () => {
    await sweepAllDue();
    const stockBefore = (await stockLeft()) as number;
    const ana = await customer();
    await ana.shopper.add(LECHON, 1);
    const uuid = await ana.shopper.placeOrder({ payment_method: 'GCASH_PAYMONGO' });
    ok(await ana.post(CANCEL, { order_uuid: uuid, reason: 'Changed my mind' }));
    expect(await stockLeft()).toBe(stockBefore);
    advance(31);
    expect(await sweep()).toEqual({ expired: 0, paid: 0, unreachable: 0, gone: 1 });
    expect(await sweep()).toEqual({ expired: 0, paid: 0, unreachable: 0, gone: 0 });
    const after = await stored(t, uuid);
    expect(after.order).toMatchObject({ paymentDueAt: null, paymentExpiredAt: null, paymentStatus: 'pending' });
    expect(after.subStatuses).toEqual(['cancelled']);
    expect(await stockLeft()).toBe(stockBefore);
    expect((await ana.order(uuid)).payment_expired).toBe(false);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('two server instances sweeping at once release each order once', async () => {
    await sweepAllDue();
    const second = await t.anotherInstance();
    if (!second) throw new Error('a second instance needs PostgreSQL');
    const stockBefore = (await stockLeft()) as number;
    const { ana, credit, uuid } = await fullOrder();
    const guests = [await guestOrder('GCASH_PAYMONGO', 1), await guestOrder('CC_PAYMONGO', 1)];
    expect(await stockLeft()).toBe(stockBefore - 4);
    advance(31);
    const [one, two] = await Promise.all([sweep(t.services), sweep(second.services)]);
    expect((one?.expired ?? 0) + (two?.expired ?? 0)).toBe(3);
    for (const order of [uuid, ...guests]) expect((await stored(t, order)).subStatuses).toEqual(['payment_failed']);
    expect(await stockLeft()).toBe(stockBefore);
    expect(await ana.balance()).toBe(1000);
    expect(await paidMovementsOf(uuid)).toHaveLength(2);
    expect(await walletBalance(credit.code)).toBe(10_000);
    expect(await heldUses('TENOFF')).toHaveLength(0);
  });
});

describe('an SC/PWD order waiting for the store’s check', () => {
  /** A customer's card order with a senior discount, waiting for the store's check. */
  async function seniorOrder(rejectedAction: 'proceed' | 'cancel') {
    const lola = await customer();
    ok(
      await lola.post(ID_UPLOAD, {
        discount_type: 'senior',
        customer_id_type: 'SENIOR',
        customer_id_full_name: 'Lola Basyang',
        customer_id_number: `SC 2024 ZX${String(mobiles).padStart(8, '0')}`,
        customer_id_image_front: `data:image/jpeg;base64,${photo.toString('base64')}`,
        rejected_action: rejectedAction,
        consent: true,
      }),
    );
    await lola.shopper.add(LECHON, 2);
    ok(await lola.post(SD_APPLY, { special_discount_types: ['senior'] }));
    const uuid = await lola.shopper.placeOrder({ payment_method: 'CC_PAYMONGO' });
    return { lola, uuid };
  }

  const decide = (uuid: string, decision: 'approve' | 'reject') =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${uuid}/special-discount`,
      headers: { 'x-admin-key': ADMIN_KEY },
      payload: { decision },
    });

  it('never expires while it waits; its window opens when the store approves', async () => {
    await sweepAllDue();
    const { lola, uuid } = await seniorOrder('cancel');
    expect((await stored(t, uuid)).order).toMatchObject({ paymentDueAt: null, paymentWindowMinutes: 30 });
    const waiting = await lola.post(CARD, { order_uuid: uuid });
    expect(waiting.json().errors?.order_uuid).toEqual([SPECIAL_DISCOUNT_CART_MESSAGES.awaitingValidation]);

    advance(24 * 60);
    expect(await sweep()).toEqual({ expired: 0, paid: 0, unreachable: 0, gone: 0 });
    expect((await stored(t, uuid)).order.paymentExpiredAt).toBeNull();

    const decidedAt = clock.getTime();
    ok(await decide(uuid, 'approve'));
    expect((await stored(t, uuid)).order.paymentDueAt?.getTime()).toBe(decidedAt + 30 * MINUTE);

    advance(29);
    expect((await sweep()).expired).toBe(0);
    advance(2);
    expect(await sweep()).toEqual({ expired: 1, paid: 0, unreachable: 0, gone: 0 });
    expect((await stored(t, uuid)).subStatuses).toEqual(['payment_failed']);
  });

  it('opens at a rejection the customer chose to proceed with', async () => {
    const { uuid } = await seniorOrder('proceed');
    advance(90);
    const decidedAt = clock.getTime();
    ok(await decide(uuid, 'reject'));
    const { order, subStatuses } = await stored(t, uuid);
    expect(order.paymentDueAt?.getTime()).toBe(decidedAt + 30 * MINUTE);
    expect(subStatuses).toEqual(['payment_pending']);
  });
});

describe('the operator closing a window', () => {
  const close = (ref: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${ref}/payment-window/close`,
      headers: { 'x-admin-key': ADMIN_KEY },
    });

  it('expires an unpaid order now, by uuid or reference; refuses one without an open window', async () => {
    await sweepAllDue();
    const stockBefore = (await stockLeft()) as number;
    const uuid = await guestOrder('GCASH_PAYMONGO', 1);
    advance(5);
    expect(ok(await close(uuid.slice(0, 8).toUpperCase()))).toEqual({
      message: 'Payment window closed.',
      data: { expired: true },
    });
    const after = await stored(t, uuid);
    expect(after.order.paymentDueAt).toEqual(clock);
    expect(after.order.paymentExpiredAt).toEqual(clock);
    expect(after.subStatuses).toEqual(['payment_failed']);
    expect(await stockLeft()).toBe(stockBefore);

    const refused = async (ref: string, message: string) => {
      const res = await close(ref);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.order).toEqual([message]);
    };
    await refused(uuid, ORDER_VIEW_MESSAGES.windowExpired);
    await refused(await guestOrder('COD'), ORDER_VIEW_MESSAGES.noWindow);
    const paid = await guestOrder('CC_PAYMONGO');
    await t.services.payments.sandbox?.decide(await guestCardAttempt(paid), 'pay');
    // Paid at the provider, not recorded yet: the close finds it, and nothing expires.
    expect(ok(await close(paid))).toEqual({ message: 'Payment window closed.', data: { expired: false } });
    expect((await stored(t, paid)).order).toMatchObject({ paymentStatus: 'paid', paymentExpiredAt: null });
    await refused(paid, ORDER_VIEW_MESSAGES.windowPaid);
    expect((await close(uuid)).statusCode).toBe(422);
    const noKey = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${uuid}/payment-window/close` });
    expect(noKey.statusCode).toBe(401);
  });
});

describe('the expire-payment-windows job', () => {
  it('is scheduled every minute and expires what is due on the embedded runner, by the fake clock', async () => {
    await sweepAllDue();
    const { runner, lines, cronsOf } = await startServerJobs(t, now);
    try {
      const uuid = await guestOrder('CC_PAYMONGO', 1);
      advance(29);
      await runner.runDue();
      expect((await stored(t, uuid)).order.paymentExpiredAt).toBeNull();
      advance(2);
      await runner.runDue();
      expect((await stored(t, uuid)).subStatuses).toEqual(['payment_failed']);
      expect(lines.find((l) => l.startsWith(`info job ${EXPIRE_PAYMENT_WINDOWS_JOB} done`))).toContain(
        '"result":{"expired":1,"paid":0,"unreachable":0,"gone":0}',
      );
    } finally {
      await runner.stop();
    }
    expect(await cronsOf(EXPIRE_PAYMENT_WINDOWS_JOB)).toEqual([{ cron: EXPIRE_PAYMENT_WINDOWS_CRON }]);
  });
});

describe('the sweep, in batches (stand-in services)', () => {
  /** `count` orders due, of which `unreachable` ids' providers cannot be asked; records every call. */
  function standIns(count: number, unreachable: number[] = [], dueAt: Date = clock) {
    const due = new Set(Array.from({ length: count }, (_, n) => n + 1));
    const asked: number[] = [];
    const limits: number[] = [];
    const deps = {
      orders: {
        dueForExpiry: async (_now: Date, limit: number) => {
          limits.push(limit);
          return [...due].slice(0, limit).map((id) => ({ id, dueAt }));
        },
        expireUnpaid: async (id: number) => due.delete(id),
      },
      payments: {
        settleBeforeExpiry: async (id: number) => {
          asked.push(id);
          return unreachable.includes(id) ? ('unreachable' as const) : ('open' as const);
        },
      },
    } as unknown as Parameters<typeof expirePaymentWindows>[0];
    return { deps, due, asked, limits };
  }

  it('works through a backlog batch by batch; an unreachable provider leaves its order for the next run', async () => {
    const { deps, due, asked, limits } = standIns(250, [3, 150]);
    expect(await expirePaymentWindows(deps, { now: clock, batchSize: 100 })).toEqual({
      expired: 248,
      paid: 0,
      unreachable: 2,
      gone: 0,
    });
    expect([...due]).toEqual([3, 150]);
    // Each order asked once in the run: the ones left are passed over in the batches after theirs.
    expect(asked).toHaveLength(250);
    expect(new Set(asked).size).toBe(250);
    expect(limits).toEqual([100, 101, 102, 102]);
  });

  it('expires an order whose provider stays unreachable once it is 6 hours past due (a late payment is still recorded)', async () => {
    const longAgo = new Date(clock.getTime() - UNREACHABLE_GRACE_MS);
    const { deps, due } = standIns(2, [1, 2], longAgo);
    expect(await expirePaymentWindows(deps, { now: clock })).toEqual({ expired: 2, paid: 0, unreachable: 0, gone: 0 });
    expect(due.size).toBe(0);
    const recent = standIns(1, [1], new Date(clock.getTime() - UNREACHABLE_GRACE_MS + 60_000));
    expect(await expirePaymentWindows(recent.deps, { now: clock })).toEqual({
      expired: 0,
      paid: 0,
      unreachable: 1,
      gone: 0,
    });
  });

  it('stops between orders when aborted: what is left is the next run’s', async () => {
    const { deps, due } = standIns(5);
    const stop = new AbortController();
    stop.abort();
    expect(await expirePaymentWindows(deps, { now: clock, signal: stop.signal })).toEqual({
      expired: 0,
      paid: 0,
      unreachable: 0,
      gone: 0,
    });
    expect(due.size).toBe(5);
  });
});
