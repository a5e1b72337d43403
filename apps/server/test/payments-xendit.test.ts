/**
 * The Xendit adapter against a local server speaking Xendit's API (support/fake-xendit.ts): cards
 * charged with xendit.js' token, e-wallets and UnionBank through their AUTH page, QR Ph codes, all
 * settled by Xendit's callbacks (token checked, redeliveries once, out-of-order ones moving nothing
 * back) or by the status look-up; each method's §9 range at checkout and at start; and, without Xendit
 * settings, the sandbox standing in for QR Ph, ShopeePay and UnionBank. PGlite or PostgreSQL
 * (TEST_DATABASE_URL).
 */
import { PAYMENT_MESSAGES } from '@storefront/contracts/payment';
import { formatCentavos } from '@storefront/domain/money';
import { paymentMethodLabel } from '@storefront/domain/payment-methods';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/modules/orders/tables';
import { paymentWebhookEvents } from '../src/modules/payments/tables';
import { product } from './factories';
import { signUp, type TestApp, testApp, tokenOf } from './helpers';
import { type FakeXendit, startFakeXendit, type XenditDelivery } from './support/fake-xendit';
import {
  loadPayShop,
  MAKATI,
  PAYNAMICS,
  type PayShopOptions,
  payShopProduct,
  type Shopper,
  SUBDOMAIN,
  shopperOf,
  stored,
} from './support/payments-shop';
import { shopperOf as cartShopperOf } from './support/shopper';

const KEYS = {
  secretKey: 'xnd_development_fake0001',
  publicKey: 'xnd_public_development_fake0001',
  callbackToken: 'xendit-callback-token-fake0001',
};
const JS_URL = 'https://js.xendit.co/v1/xendit.min.js';
const CALLBACK = '/api/payments/v1/xendit/callback';
const ADMIN_KEY = 'xendit-test-admin-key';
const XENDIT_METHODS = [
  'CC_XENDIT',
  'GCASH_XENDIT',
  'GRAB_PAY_XENDIT',
  'PAYMAYA_XENDIT',
  'SHOPEEPAY_XENDIT',
  'QRPH_XENDIT',
  'UNIONBANK_XENDIT',
];
/** Free delivery, so that a product's price is the order's total; products priced at each method's bounds. */
const SHOP: PayShopOptions = {
  paymentMethods: ['COD', ...XENDIT_METHODS],
  deliveryFee: 0,
  extraProducts: [
    product('peso', { name: 'Candy', price: 1 }),
    product('under20', { name: 'Gum', price: 19.99 }),
    product('twenty', { name: 'Water', price: 20 }),
    product('max50k', { name: 'Oven', price: 50_000 }),
    product('over50k', { name: 'Big oven', price: 50_000.01 }),
    product('max100k', { name: 'Fridge', price: 100_000 }),
    product('over100k', { name: 'Big fridge', price: 100_000.01 }),
  ],
};
const item = (key: string) => payShopProduct(key);

let t: TestApp;
let fake: FakeXendit;
let token: string;
let guest: Shopper;
let ana: Shopper;
let ben: Shopper;

beforeAll(async () => {
  fake = await startFakeXendit(KEYS);
  t = await testApp({
    adminKey: ADMIN_KEY,
    payments: { sandbox: true, paynamics: PAYNAMICS, xendit: { ...KEYS, apiUrl: fake.url, jsUrl: JS_URL } },
  });
  token = await loadPayShop(t, t.services, SHOP);
  guest = shopperOf(t, token);
  ana = shopperOf(t, token, await signUp(t, token, '09173330001'));
  ben = shopperOf(t, token, await signUp(t, token, '09173330002'));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const deliver = (delivery: XenditDelivery, app: TestApp = t) =>
  app.app.inject({ method: 'POST', url: CALLBACK, payload: delivery.body, headers: delivery.headers });

const callsTo = (method: string, path: string) => fake.calls.filter((c) => c.method === method && c.path === path);
/** The one create call made for an attempt (its idempotency key is our transaction number). */
const createdFor = (path: string, header: string, transactionNumber: string) =>
  callsTo('POST', path).filter((c) => c.headers[header] === transactionNumber);

const backUrl = (route: string, orderUuid: string, transactionNumber: string) =>
  `http://localhost:80/payshop/checkout/${route}/payment?order=${orderUuid}&transaction=${transactionNumber}`;

const operatorView = (orderUuid: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderUuid}`, headers: { 'x-admin-key': ADMIN_KEY } });

/** A started GCash attempt of a fresh order (₱150). */
async function startedGcash(shopper: Shopper = ana) {
  const orderUuid = await shopper.order('GCASH_XENDIT');
  const res = await shopper.xendit(orderUuid);
  expect(res.statusCode, res.body).toBe(200);
  return { orderUuid, payment: res.json().data as { transaction_number: string; payment_intent_id: string } };
}

describe('the fake Xendit keeps Xendit’s rules', () => {
  const post = (path: string, body: object, headers: Record<string, string> = {}, key = KEYS.secretKey) =>
    fetch(`${fake.url}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}`,
        'content-type': 'application/json',
        ...headers,
      },
      body: JSON.stringify(body),
    });
  const valid = {
    reference_id: 'ref-fake-rules',
    amount: 150,
    currency: 'PHP',
    country: 'PH',
    payment_method: {
      type: 'EWALLET',
      reusability: 'ONE_TIME_USE',
      ewallet: { channel_code: 'GCASH', channel_properties: { success_return_url: 'https://shop.example/back' } },
    },
  };

  it('refuses another key, and a body Xendit would refuse', async () => {
    const wrongKey = await post('/payment_requests', valid, {}, KEYS.publicKey);
    expect(wrongKey.status).toBe(401);
    expect(await wrongKey.json()).toMatchObject({ error_code: 'INVALID_API_KEY' });
    for (const bad of [
      { ...valid, currency: 'IDR' },
      { ...valid, country: 'ID' },
      { ...valid, amount: 0.5 },
      { ...valid, reference_id: undefined },
      { ...valid, payment_method: { ...valid.payment_method, reusability: undefined } },
      { ...valid, payment_method: { ...valid.payment_method, type: 'CARD' } },
      { ...valid, payment_method: { ...valid.payment_method, ewallet: { channel_code: 'GCASH_PH' } } },
    ]) {
      const res = await post('/payment_requests', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(await res.json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR' });
    }
  });

  it('answers the first create again for the same idempotency key', async () => {
    const create = async () =>
      (await (await post('/payment_requests', valid, { 'idempotency-key': 'key-fake-rules' })).json()) as {
        id: string;
      };
    const first = await create();
    const again = await create();
    expect(again.id).toBe(first.id);
    expect([...fake.requests.values()].filter((r) => r.reference_id === 'ref-fake-rules')).toHaveLength(1);
  });
});

describe('cards through Xendit', () => {
  it('tells the payment screens to make a token with xendit.js and the public key', async () => {
    const orderUuid = await ana.order('CC_XENDIT');
    const res = await ana.summary(orderUuid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      amount: 150,
      payment_method: 'CC_XENDIT',
      route: 'card',
      provider: 'xendit',
      paymongo: null,
      xendit: { public_key: KEYS.publicKey, js_url: JS_URL },
      can_pay: true,
      last_payment: null,
    });
    // Only the secret key's holder learns nothing more: the secret is never in the answer.
    expect(res.body).not.toContain(KEYS.secretKey);
  });

  it('refuses a card payment without a token (or with a malformed one), asking Xendit nothing', async () => {
    const orderUuid = await ana.order('CC_XENDIT');
    const before = callsTo('POST', '/credit_card_charges').length;
    for (const extra of [{}, { token_id: 'not a token!' }]) {
      const res = await ana.xendit(orderUuid, extra);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.token_id).toEqual([PAYMENT_MESSAGES.cardRequired]);
    }
    expect(callsTo('POST', '/credit_card_charges')).toHaveLength(before);
    expect((await stored(t, orderUuid)).attempts).toHaveLength(0);
  });

  it('charges the token: paid at once, with the peso amount, our transaction number and its idempotency key', async () => {
    const orderUuid = await ana.order('CC_XENDIT');
    const res = await ana.xendit(orderUuid, { token_id: 'tok_ok_0001', authentication_id: 'auth_0001' });
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json().data;
    expect(payment).toMatchObject({
      order_uuid: orderUuid,
      provider: 'xendit',
      payment_method: 'CC_XENDIT',
      amount: 150,
      status: 'paid',
      redirect_url: null,
      checkout_url: null,
      qr_code: null,
      order_payment_status: 'paid',
    });
    const charge = fake.charges.get(payment.payment_intent_id);
    expect(charge).toMatchObject({ status: 'CAPTURED', external_id: payment.transaction_number });

    const calls = createdFor('/credit_card_charges', 'x-idempotency-key', payment.transaction_number);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      key: KEYS.secretKey,
      body: {
        token_id: 'tok_ok_0001',
        authentication_id: 'auth_0001',
        external_id: payment.transaction_number,
        amount: 150,
        currency: 'PHP',
      },
    });

    const now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('paid');
    expect(now.subStatuses).toEqual(['pending']);
    expect(now.attempts).toMatchObject([
      { provider: 'xendit', method: 'CC_XENDIT', providerRef: charge?.id, amount: 15_000, status: 'paid' },
    ]);
    const again = await ana.xendit(orderUuid, { token_id: 'tok_ok_0002' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.order_uuid).toEqual([PAYMENT_MESSAGES.alreadyPaid]);
  });

  it('fails a declined card, and another card then pays', async () => {
    const orderUuid = await guest.order('CC_XENDIT');
    const declined = await guest.xendit(orderUuid, { token_id: 'tok_card_declined' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'failed', order_payment_status: 'failed' });
    expect((await stored(t, orderUuid)).order.paymentStatus).toBe('failed');
    // The status look-up asks Xendit about the charge, which is still FAILED.
    expect((await guest.status(declined.json().data.transaction_number)).json().data.status).toBe('failed');

    const retry = await guest.xendit(orderUuid, { token_id: 'tok_ok_0003' });
    expect(retry.json().data).toMatchObject({ status: 'paid', order_payment_status: 'paid' });
    const now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('paid');
    expect(now.attempts.map((a) => a.status)).toEqual(['failed', 'paid']);
  });
});

describe('when Xendit’s answer is lost', () => {
  it('sends a card charge again with the same idempotency key: charged once, recorded paid', async () => {
    const orderUuid = await ana.order('CC_XENDIT');
    fake.failNext('POST', '/credit_card_charges', 'lose');
    const res = await ana.xendit(orderUuid, { token_id: 'tok_ok_lost1' });
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json().data;
    expect(payment).toMatchObject({ status: 'paid', order_payment_status: 'paid' });
    expect(createdFor('/credit_card_charges', 'x-idempotency-key', payment.transaction_number)).toHaveLength(2);
    const taken = [...fake.charges.values()].filter((c) => c.external_id === payment.transaction_number);
    expect(taken.map((c) => c.id)).toEqual([payment.payment_intent_id]);
    expect((await stored(t, orderUuid)).attempts).toMatchObject([{ providerRef: taken[0]?.id, status: 'paid' }]);
  });

  it('sends a payment request again after a 5xx, and gives up (502, nothing stored) after a second', async () => {
    const orderUuid = await ana.order('GRAB_PAY_XENDIT');
    fake.failNext('POST', '/payment_requests', 503);
    const res = await ana.xendit(orderUuid);
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json().data;
    expect(createdFor('/payment_requests', 'idempotency-key', payment.transaction_number)).toHaveLength(2);
    expect([...fake.requests.values()].filter((r) => r.reference_id === payment.transaction_number)).toHaveLength(1);

    const other = await ana.order('GRAB_PAY_XENDIT');
    const before = callsTo('POST', '/payment_requests').length;
    fake.failNext('POST', '/payment_requests', 500, 2);
    const failed = await ana.xendit(other);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(PAYMENT_MESSAGES.providerFailed);
    expect(callsTo('POST', '/payment_requests').length).toBe(before + 2);
    expect((await stored(t, other)).attempts).toHaveLength(0);
  });

  it('does not send again what Xendit refused (4xx): 502, nothing stored', async () => {
    const orderUuid = await ana.order('CC_XENDIT');
    const before = callsTo('POST', '/credit_card_charges').length;
    const res = await ana.xendit(orderUuid, { token_id: 'tok_used_invalid' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.providerFailed);
    expect(callsTo('POST', '/credit_card_charges').length).toBe(before + 1);
    expect((await stored(t, orderUuid)).attempts).toHaveLength(0);
  });
});

describe('e-wallets and UnionBank through Xendit', () => {
  const PAGES = [
    { method: 'GCASH_XENDIT', route: 'gcash', type: 'EWALLET', channel: 'GCASH' },
    { method: 'GRAB_PAY_XENDIT', route: 'grab_pay', type: 'EWALLET', channel: 'GRABPAY' },
    { method: 'PAYMAYA_XENDIT', route: 'paymaya', type: 'EWALLET', channel: 'PAYMAYA' },
    { method: 'SHOPEEPAY_XENDIT', route: 'shopeepay', type: 'EWALLET', channel: 'SHOPEEPAY' },
    { method: 'UNIONBANK_XENDIT', route: 'unionbank', type: 'DIRECT_DEBIT', channel: 'UBP' },
  ];

  it.each(PAGES)(
    '$method: a payment request for $channel, its AUTH page, then payment.succeeded pays the order',
    async ({ method, route, type, channel }) => {
      const orderUuid = await ana.order(method);
      const res = await ana.xendit(orderUuid);
      expect(res.statusCode, res.body).toBe(200);
      const payment = res.json().data;
      expect(payment).toMatchObject({
        provider: 'xendit',
        payment_method: method,
        amount: 150,
        status: 'pending',
        qr_code: null,
        order_payment_status: 'pending',
      });
      expect(payment.payment_intent_id).toMatch(/^pr-/);
      expect(payment.redirect_url).toBe(`${fake.url}/test/authorize/${payment.payment_intent_id}`);

      const back = backUrl(route, orderUuid, payment.transaction_number);
      const calls = createdFor('/payment_requests', 'idempotency-key', payment.transaction_number);
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({
        key: KEYS.secretKey,
        body: {
          reference_id: payment.transaction_number,
          amount: 150,
          currency: 'PHP',
          country: 'PH',
          payment_method: {
            type,
            reusability: 'ONE_TIME_USE',
            [type.toLowerCase()]: {
              channel_code: channel,
              channel_properties: { success_return_url: back, failure_return_url: back },
            },
          },
        },
      });

      // Nothing is paid until Xendit says so.
      expect((await ana.status(payment.transaction_number)).json().data.status).toBe('pending');
      const callback = await deliver(fake.pay(payment.payment_intent_id));
      expect(callback.statusCode, callback.body).toBe(200);
      expect(callback.json()).toEqual({ received: true });

      const now = await stored(t, orderUuid);
      expect(now.order.paymentStatus).toBe('paid');
      expect(now.subStatuses).toEqual(['pending']);
      expect(now.attempts).toMatchObject([
        { provider: 'xendit', providerRef: payment.payment_intent_id, status: 'paid' },
      ]);
      expect((await ana.status(payment.transaction_number)).json().data).toMatchObject({
        status: 'paid',
        order_payment_status: 'paid',
      });
    },
  );

  it('reads the outcome from Xendit on the status look-up when the callback is late', async () => {
    const { orderUuid, payment } = await startedGcash(guest);
    const lookUps = () => callsTo('GET', `/payment_requests/${payment.payment_intent_id}`).length;
    const before = lookUps();
    fake.pay(payment.payment_intent_id); // paid at Xendit; its callback never delivered
    const status = await guest.status(payment.transaction_number);
    expect(status.json().data).toMatchObject({ status: 'paid', order_payment_status: 'paid' });
    expect(lookUps()).toBe(before + 1);
    expect((await stored(t, orderUuid)).order.paymentStatus).toBe('paid');
  });

  it('fails the order on payment.failed, keeping Xendit’s failure code, and a new attempt may start', async () => {
    const { orderUuid, payment } = await startedGcash();
    expect((await deliver(fake.fail(payment.payment_intent_id, 'INSUFFICIENT_BALANCE'))).statusCode).toBe(200);
    const now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('failed');
    expect(now.attempts).toMatchObject([{ status: 'failed', failureReason: 'INSUFFICIENT_BALANCE' }]);
    const retry = await ana.xendit(orderUuid);
    expect(retry.json().data).toMatchObject({ status: 'pending', order_payment_status: 'pending' });
  });
});

describe('QR Ph through Xendit', () => {
  it('shows the code while it waits (no page to visit), and the callback pays it', async () => {
    const orderUuid = await guest.order('QRPH_XENDIT');
    const res = await guest.xendit(orderUuid);
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json().data;
    const request = fake.requests.get(payment.payment_intent_id);
    const qrString = request?.payment_method.qr_code?.channel_properties.qr_string;
    expect(qrString).toMatch(/^000201/);
    expect(payment).toMatchObject({
      provider: 'xendit',
      payment_method: 'QRPH_XENDIT',
      status: 'pending',
      redirect_url: null,
      checkout_url: null,
      qr_code: qrString,
    });
    expect(createdFor('/payment_requests', 'idempotency-key', payment.transaction_number)[0]?.body).toMatchObject({
      reference_id: payment.transaction_number,
      amount: 150,
      currency: 'PHP',
      country: 'PH',
      payment_method: { type: 'QR_CODE', reusability: 'ONE_TIME_USE', qr_code: { channel_code: 'QRPH' } },
    });
    expect((await stored(t, orderUuid)).attempts).toMatchObject([{ qrCode: qrString, redirectUrl: null }]);

    const waiting = await guest.status(payment.transaction_number);
    expect(waiting.json().data).toMatchObject({ status: 'pending', qr_code: qrString, redirect_url: null });
    expect((await guest.summary(orderUuid)).json().data).toMatchObject({
      route: 'qrph',
      provider: 'xendit',
      last_payment: { transaction_number: payment.transaction_number, status: 'pending' },
    });

    expect((await deliver(fake.pay(payment.payment_intent_id))).statusCode).toBe(200);
    const paid = await guest.status(payment.transaction_number);
    expect(paid.json().data).toMatchObject({ status: 'paid', order_payment_status: 'paid', qr_code: null });
    expect((await stored(t, orderUuid)).order.paymentStatus).toBe('paid');
  });
});

describe('Xendit callbacks', () => {
  it('changes nothing for a forged, missing or empty token, and refuses a body that is no callback', async () => {
    const { orderUuid, payment } = await startedGcash();
    const paid = fake.pay(payment.payment_intent_id);
    for (const token of ['not-the-token', `${KEYS.callbackToken}x`, '', null]) {
      const forged = fake.delivery(paid.body.event as string, paid.body.data as Record<string, unknown>, { token });
      const res = await deliver(forged);
      expect(res.statusCode, `token ${token}`).toBe(401);
    }
    // The token is checked before the body is read, whatever the body is.
    const notAnObject = await deliver({
      body: ['payment.succeeded'] as never,
      headers: { 'x-callback-token': 'forged' },
    });
    expect(notAnObject.statusCode).toBe(401);
    const noData = await deliver({ body: { event: 'payment.succeeded' }, headers: paid.headers });
    expect(noData.statusCode).toBe(400);
    const noRequest = fake.delivery('payment.succeeded', { id: 'py-orphan', status: 'SUCCEEDED' });
    expect((await deliver(noRequest)).statusCode).toBe(400);

    const now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('pending');
    expect(now.attempts.map((a) => a.status)).toEqual(['pending']);
    expect(now.subStatuses).toEqual(['payment_pending']);
    const seen = await t.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(
        and(
          eq(paymentWebhookEvents.provider, 'xendit'),
          eq(paymentWebhookEvents.eventId, paid.headers['webhook-id'] ?? ''),
        ),
      );
    expect(seen).toHaveLength(0);

    // The genuine delivery still works afterwards.
    expect((await deliver(paid)).statusCode).toBe(200);
    expect((await stored(t, orderUuid)).order.paymentStatus).toBe('paid');
  });

  it('handles a redelivered callback (same webhook-id) once: a late payment.failed leaves the new attempt alone', async () => {
    const { orderUuid, payment: first } = await startedGcash();
    const failed = fake.fail(first.payment_intent_id);
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await stored(t, orderUuid)).order.paymentStatus).toBe('failed');

    const second = (await ana.xendit(orderUuid)).json().data;
    expect(second.status).toBe('pending');
    // Xendit redelivers the first failure: acknowledged, nothing moves.
    const again = await deliver(failed);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true });
    let now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('pending');
    expect(now.attempts.map((a) => a.status)).toEqual(['failed', 'pending']);

    // A delivery whose webhook-id was already handled is not handled again, whatever it says.
    const reused = fake.pay(second.payment_intent_id, { webhookId: failed.headers['webhook-id'] });
    expect((await deliver(reused)).statusCode).toBe(200);
    now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('pending');
    expect(now.attempts.map((a) => a.status)).toEqual(['failed', 'pending']);
    // Its genuine delivery (its own id) pays; redelivered, it is recorded once.
    const genuine = fake.delivery('payment.succeeded', reused.body.data as Record<string, unknown>);
    expect((await deliver(genuine)).statusCode).toBe(200);
    expect((await deliver(genuine)).statusCode).toBe(200);
    now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('paid');
    expect(now.attempts.map((a) => a.status)).toEqual(['failed', 'paid']);
    const events = await t.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(
        and(
          eq(paymentWebhookEvents.provider, 'xendit'),
          eq(paymentWebhookEvents.eventId, genuine.headers['webhook-id'] ?? ''),
        ),
      );
    expect(events).toMatchObject([{ type: 'payment.succeeded' }]);
    expect((await operatorView(orderUuid)).json().refund).toBeNull();
  });

  it('without a webhook-id, dedupes on the event and the payment’s id', async () => {
    const { orderUuid, payment } = await startedGcash();
    const paid = fake.pay(payment.payment_intent_id, { webhookId: null });
    expect(paid.headers['webhook-id']).toBeUndefined();
    expect((await deliver(paid)).statusCode).toBe(200);
    expect((await deliver(paid)).statusCode).toBe(200);
    const dataId = (paid.body.data as { id: string }).id;
    const events = await t.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, `payment.succeeded:${dataId}`));
    expect(events).toHaveLength(1);
    expect((await stored(t, orderUuid)).order.paymentStatus).toBe('paid');
  });

  it('moves nothing back when payment.failed or the expiry arrives after payment.succeeded', async () => {
    const { orderUuid, payment } = await startedGcash();
    const paid = fake.pay(payment.payment_intent_id);
    const failedData = { ...(paid.body.data as Record<string, unknown>), status: 'FAILED', failure_code: 'LATE' };
    const lateFailure = fake.delivery('payment.failed', failedData);
    const lateExpiry = fake.delivery('payment_request.expiry', {
      ...fake.requests.get(payment.payment_intent_id),
      status: 'FAILED',
    });
    expect((await deliver(paid)).statusCode).toBe(200);
    expect((await deliver(lateFailure)).statusCode).toBe(200);
    expect((await deliver(lateExpiry)).statusCode).toBe(200);
    const now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('paid');
    expect(now.attempts).toMatchObject([{ status: 'paid', failureReason: null }]);
  });

  it('records payment.succeeded after the expiry: money was taken, so the order is paid', async () => {
    const { orderUuid, payment } = await startedGcash();
    const expiry = fake.expire(payment.payment_intent_id);
    expect((expiry.body.data as { id: string }).id).toBe(payment.payment_intent_id);
    expect((await deliver(expiry)).statusCode).toBe(200);
    let now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('failed');
    expect(now.attempts).toMatchObject([{ status: 'failed', failureReason: 'PAYMENT_REQUEST_EXPIRED' }]);

    expect((await deliver(fake.pay(payment.payment_intent_id))).statusCode).toBe(200);
    now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('paid');
    expect(now.subStatuses).toEqual(['pending']);
    expect(now.attempts.map((a) => a.status)).toEqual(['paid']);
    expect((await operatorView(orderUuid)).json().refund).toBeNull();
  });

  it('records payment.succeeded after the customer cancelled the expired order, and flags it for refund', async () => {
    const { orderUuid, payment } = await startedGcash();
    expect((await deliver(fake.expire(payment.payment_intent_id))).statusCode).toBe(200);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/store/v1/customer/estore/order/cancel',
      headers: { 'x-merchant-token': await tokenOf(t, SUBDOMAIN), authorization: `Bearer ${ana.session}` },
      payload: { order_uuid: orderUuid, reason: 'Changed my mind' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    expect((await deliver(fake.pay(payment.payment_intent_id))).statusCode).toBe(200);
    const now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('paid');
    expect(now.subStatuses).toEqual(['cancelled']);
    const view = await operatorView(orderUuid);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      payment_status: 'paid',
      order_status: 'cancelled',
      refund: { reason: `paid after the order was cancelled (transaction ${payment.transaction_number})` },
    });
  });

  it('acknowledges a callback for a payment request that is not ours, and events it does not handle', async () => {
    const unknown = fake.delivery('payment.succeeded', {
      id: 'py-00000000-0000-4000-8000-000000000000',
      payment_request_id: 'pr-00000000-0000-4000-8000-000000000000',
      status: 'SUCCEEDED',
    });
    const res = await deliver(unknown);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const other = await deliver(fake.delivery('payment_method.activated', { id: 'pm-1' }));
    expect(other.statusCode).toBe(200);
    const events = await t.database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, unknown.headers['webhook-id'] ?? ''));
    expect(events).toHaveLength(0);
  });
});

describe('who may pay what through Xendit', () => {
  it("refuses someone else's order or attempt with 404", async () => {
    const anas = await ana.order('GCASH_XENDIT');
    for (const stranger of [ben, guest]) {
      const res = await stranger.xendit(anas);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(PAYMENT_MESSAGES.orderNotFound);
    }
    const started = (await ana.xendit(anas)).json().data;
    expect((await ben.status(started.transaction_number)).statusCode).toBe(404);
    expect((await guest.status(started.transaction_number)).statusCode).toBe(404);
    expect((await ben.summary(anas)).statusCode).toBe(404);
    expect((await ben.cancel(started.transaction_number)).statusCode).toBe(404);
    // A guest's order is not a customer's either.
    const guests = await guest.order('QRPH_XENDIT');
    expect((await ana.xendit(guests)).statusCode).toBe(404);
    // Only the owner's own attempt was made.
    expect((await stored(t, anas)).attempts).toHaveLength(1);
    expect((await stored(t, guests)).attempts).toHaveLength(0);
  });

  it('refuses a method that is not Xendit’s, and a Xendit order on another provider’s call', async () => {
    const cod = await ana.order('COD');
    const res = await ana.xendit(cod);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.payment_method).toEqual([PAYMENT_MESSAGES.notProviderMethod]);
    const card = await ana.order('CC_XENDIT');
    expect((await ana.card({ order_uuid: card })).json().errors.payment_method).toEqual([
      PAYMENT_MESSAGES.notProviderMethod,
    ]);
    const gcash = await ana.order('GCASH_XENDIT');
    expect((await ana.source({ order_uuid: gcash })).json().errors.payment_method).toEqual([
      PAYMENT_MESSAGES.notProviderMethod,
    ]);
    for (const uuid of [cod, card, gcash]) expect((await stored(t, uuid)).attempts).toHaveLength(0);
  });
});

describe('each Xendit method’s range (§9)', () => {
  /**
   * A checkout of one `productKey` paid by `method`, as a guest with a fresh cart (a signed-in
   * customer's cart would keep a refused checkout's lines for the next one).
   */
  async function checkout(method: string, productKey: string) {
    const cart = cartShopperOf(t.app, token, { branch: MAKATI });
    await cart.add(item(productKey));
    return cart.checkout({ payment_method: method });
  }
  const refusedAtCheckout = async (
    method: string,
    productKey: string,
    bound: 'at least' | 'at most',
    limit: number,
  ) => {
    const res = await checkout(method, productKey);
    expect(res.statusCode, `${method} ${productKey}`).toBe(422);
    expect(res.json().errors.payment_method).toEqual([
      `${paymentMethodLabel(method)} takes orders of ${bound} ${formatCentavos(limit)}.`,
    ]);
  };
  /** Checks out and starts (a card with a token); returns the amount Xendit was asked for. */
  async function paidUpTo(method: string, productKey: string) {
    const res = await checkout(method, productKey);
    expect(res.statusCode, `${method} ${productKey}: ${res.body}`).toBe(200);
    const orderUuid = res.json().data.order_uuid as string;
    const started = await guest.xendit(orderUuid, method === 'CC_XENDIT' ? { token_id: 'tok_ok_range' } : {});
    expect(started.statusCode, `${method} ${productKey}: ${started.body}`).toBe(200);
    const tn = started.json().data.transaction_number as string;
    const [call] = [
      ...createdFor('/payment_requests', 'idempotency-key', tn),
      ...createdFor('/credit_card_charges', 'x-idempotency-key', tn),
    ];
    return call?.body?.amount;
  }

  it('CC_XENDIT takes ₱20 but not ₱19.99; the other Xendit methods take ₱1', async () => {
    await refusedAtCheckout('CC_XENDIT', 'under20', 'at least', 2_000);
    expect(await paidUpTo('CC_XENDIT', 'twenty')).toBe(20);
    for (const method of XENDIT_METHODS.filter((m) => m !== 'CC_XENDIT'))
      expect(await paidUpTo(method, 'peso'), method).toBe(1);
  });

  it('Maya and UnionBank take ₱100,000 but not more; the others ₱50,000 but not more', async () => {
    for (const method of ['PAYMAYA_XENDIT', 'UNIONBANK_XENDIT']) {
      expect(await paidUpTo(method, 'max100k'), method).toBe(100_000);
      await refusedAtCheckout(method, 'over100k', 'at most', 10_000_000);
    }
    for (const method of ['CC_XENDIT', 'GCASH_XENDIT', 'GRAB_PAY_XENDIT', 'SHOPEEPAY_XENDIT', 'QRPH_XENDIT']) {
      expect(await paidUpTo(method, 'max50k'), method).toBe(50_000);
      await refusedAtCheckout(method, 'over50k', 'at most', 5_000_000);
    }
  });

  it('refuses at start an order whose total left the range since checkout, asking Xendit nothing', async () => {
    const cases: [method: string, below: number | null, above: number][] = [
      ['CC_XENDIT', 1_999, 5_000_001],
      ['GCASH_XENDIT', 99, 5_000_001],
      ['QRPH_XENDIT', 99, 5_000_001],
      ['PAYMAYA_XENDIT', 99, 10_000_001],
      ['UNIONBANK_XENDIT', 99, 10_000_001],
      ['SHOPEEPAY_XENDIT', null, 5_000_001],
    ];
    const before = fake.calls.length;
    for (const [method, below, above] of cases) {
      const orderUuid = await ana.order(method);
      const body = method === 'CC_XENDIT' ? { token_id: 'tok_ok_range' } : {};
      if (below !== null) {
        await t.database.db.update(orders).set({ total: below }).where(eq(orders.uuid, orderUuid));
        const res = await ana.xendit(orderUuid, body);
        expect(res.statusCode, method).toBe(422);
        expect(res.json().errors.amount).toEqual([PAYMENT_MESSAGES.belowMinimum]);
      }
      await t.database.db.update(orders).set({ total: above }).where(eq(orders.uuid, orderUuid));
      const res = await ana.xendit(orderUuid, body);
      expect(res.statusCode, method).toBe(422);
      expect(res.json().errors.amount).toEqual([PAYMENT_MESSAGES.aboveMaximum]);
      expect((await ana.summary(orderUuid)).json().data).toMatchObject({
        can_pay: false,
        reason: PAYMENT_MESSAGES.aboveMaximum,
      });
      expect((await stored(t, orderUuid)).attempts).toHaveLength(0);
    }
    expect(fake.calls.length).toBe(before);

    // At the bounds themselves, it starts.
    const edge = await ana.order('CC_XENDIT');
    await t.database.db.update(orders).set({ total: 2_000 }).where(eq(orders.uuid, edge));
    expect((await ana.xendit(edge, { token_id: 'tok_ok_edge' })).json().data).toMatchObject({ amount: 20 });
    const maya = await ana.order('PAYMAYA_XENDIT');
    await t.database.db.update(orders).set({ total: 10_000_000 }).where(eq(orders.uuid, maya));
    expect((await ana.xendit(maya)).json().data).toMatchObject({ amount: 100_000, status: 'pending' });
  });
});

describe('without Xendit settings: the sandbox stands in', () => {
  let s: TestApp;
  let shopper: Shopper;

  beforeAll(async () => {
    s = await testApp({ payments: { sandbox: true, paynamics: PAYNAMICS } });
    const sToken = await loadPayShop(s, s.services, SHOP);
    shopper = shopperOf(s, sToken, await signUp(s, sToken, '09173330009'));
  });
  afterAll(() => s?.close());

  it('gives QR Ph a SANDBOX-QRPH code and the sandbox page standing in for the phone app', async () => {
    const orderUuid = await shopper.order('QRPH_XENDIT');
    expect((await shopper.summary(orderUuid)).json().data).toMatchObject({ provider: 'sandbox', xendit: null });
    const res = await shopper.xendit(orderUuid);
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json().data;
    expect(payment).toMatchObject({ provider: 'sandbox', payment_method: 'QRPH_XENDIT', status: 'pending' });
    expect(payment.redirect_url).toMatch(/^\/api\/payments\/sandbox\/src_sbx_[0-9a-f]{24}$/);
    const ref = payment.redirect_url.split('/').at(-1);
    expect(payment.payment_intent_id).toBe(ref);
    expect(payment.qr_code).toBe(`SANDBOX-QRPH|${ref}|PHP|150.00`);
    expect((await shopper.status(payment.transaction_number)).json().data.qr_code).toBe(payment.qr_code);

    const page = await shopper.page(payment.redirect_url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('QR Ph (your banking app)');
    expect(page.body).toContain('PHP 150.00');
    expect(page.body).toMatch(/class="pay">Pay</);

    const pressed = await shopper.press(payment.redirect_url, 'pay');
    expect(pressed.statusCode).toBe(303);
    // No way back to the store from a phone app: the page itself shows the outcome.
    expect(pressed.headers.location).toBe(payment.redirect_url);
    const after = await shopper.page(payment.redirect_url);
    expect(after.body).toContain('This payment was made.');
    expect(after.body).not.toContain('Return to the store');
    expect(after.body).not.toMatch(/class="pay">Pay</);

    expect((await shopper.status(payment.transaction_number)).json().data).toMatchObject({
      status: 'paid',
      order_payment_status: 'paid',
      qr_code: null,
    });
    expect((await stored(s, orderUuid)).order.paymentStatus).toBe('paid');
  });

  it.each([
    ['SHOPEEPAY_XENDIT', 'shopeepay', 'ShopeePay'],
    ['UNIONBANK_XENDIT', 'unionbank', 'UnionBank - Direct Debit'],
    ['CC_XENDIT', 'card', 'Card payment'],
  ])('takes %s through its page and back to the store', async (method, route, label) => {
    const orderUuid = await shopper.order(method);
    const res = await shopper.xendit(orderUuid);
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json().data;
    expect(payment).toMatchObject({ provider: 'sandbox', status: 'pending', qr_code: null });
    expect(payment.redirect_url).toMatch(/^\/api\/payments\/sandbox\/(src|pi)_sbx_[0-9a-f]{24}$/);
    expect((await shopper.page(payment.redirect_url)).body).toContain(label);
    const pressed = await shopper.press(payment.redirect_url, 'pay');
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(
      `http://localhost:80/payshop/checkout/${route}/payment?order=${orderUuid}&transaction=${payment.transaction_number}`,
    );
    expect((await shopper.status(payment.transaction_number)).json().data.status).toBe('paid');
    expect((await stored(s, orderUuid)).order.paymentStatus).toBe('paid');
  });

  it('has no Xendit callback to call', async () => {
    const res = await deliver(fake.delivery('payment.succeeded', { id: 'py-1', payment_request_id: 'pr-1' }), s);
    expect(res.statusCode).toBe(404);
  });
});
