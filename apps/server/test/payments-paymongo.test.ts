/**
 * The PayMongo adapter against a local server speaking PayMongo's API (support/fake-paymongo.ts):
 * card intents with the browser's payment method, 3-D Secure redirects and status look-ups; e-wallet
 * sources charged on their signed `source.chargeable` webhook; webhooks with a bad signature or a stale
 * timestamp change nothing; a redelivered event changes nothing twice; a payment that arrives after a
 * failed try on the same intent is recorded, and flagged for refund when the order is gone by then.
 */
import { PAYMENT_MESSAGES } from '@storefront/contracts/payment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestApp, testApp, tokenOf } from './helpers';
import { type FakePaymongo, startFakePaymongo } from './support/fake-paymongo';
import { loadPayShop, PAYNAMICS, type Shopper, SUBDOMAIN, shopperOf, stored } from './support/payments-shop';

const KEYS = { secretKey: 'sk_test_fake0001', publicKey: 'pk_test_fake0001', webhookSecret: 'whsk_fake0001' };
const WEBHOOK = '/api/payments/v1/paymongo/webhook';
const ADMIN_KEY = 'paymongo-test-admin-key';

let t: TestApp;
let fake: FakePaymongo;
let guest: Shopper;
let ana: Shopper;
let ben: Shopper;

beforeAll(async () => {
  fake = await startFakePaymongo(KEYS);
  t = await testApp({
    adminKey: ADMIN_KEY,
    payments: { sandbox: true, paynamics: PAYNAMICS, paymongo: { ...KEYS, apiUrl: fake.url } },
  });
  const token = await loadPayShop(t);
  guest = shopperOf(t, token);
  ana = shopperOf(t, token, await signUp(t, token, '09172220001'));
  ben = shopperOf(t, token, await signUp(t, token, '09172220002'));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const deliver = (delivery: { payload: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: WEBHOOK, payload: delivery.payload, headers: delivery.headers });

const callsTo = (method: string, path: string) => fake.calls.filter((c) => c.method === method && c.path === path);

describe('cards through PayMongo', () => {
  it('tells the payment screens to take card details with the public key', async () => {
    const orderUuid = await ana.order('CC_PAYMONGO');
    expect((await ana.summary(orderUuid)).json().data).toMatchObject({
      provider: 'paymongo',
      paymongo: { public_key: KEYS.publicKey, api_url: fake.url },
      can_pay: true,
    });
  });

  it('creates an intent, attaches the browser’s payment method, sends the customer to 3-D Secure, then reads the outcome', async () => {
    const orderUuid = await ana.order('CC_PAYMONGO');
    const missing = await ana.card({ order_uuid: orderUuid });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.payment_method_id).toEqual([PAYMENT_MESSAGES.cardRequired]);

    const method = await fake.createCardMethod('4120000000000007');
    const started = await ana.card({ order_uuid: orderUuid, payment_method_id: method, amount: 1 });
    expect(started.statusCode, started.body).toBe(200);
    const payment = started.json().data;
    expect(payment).toMatchObject({ provider: 'paymongo', status: 'pending', amount: 199 });
    expect(payment.payment_intent_id).toMatch(/^pi_/);
    expect(payment.redirect_url).toBe(`${fake.url}/test/authorize/${payment.payment_intent_id}`);

    // What PayMongo was asked: the order's amount in centavos with our secret key, and the return address.
    const [created] = callsTo('POST', '/v1/payment_intents').slice(-1);
    expect(created).toMatchObject({
      key: KEYS.secretKey,
      body: { amount: 19_900, currency: 'PHP', payment_method_allowed: ['card'] },
    });
    const [attached] = callsTo('POST', `/v1/payment_intents/${payment.payment_intent_id}/attach`);
    expect(attached?.body).toMatchObject({
      payment_method: method,
      return_url: `http://localhost:80/payshop/checkout/card/payment?order=${orderUuid}&transaction=${payment.transaction_number}`,
    });

    expect((await ana.status(payment.transaction_number)).json().data.status).toBe('pending');
    fake.authorize(payment.payment_intent_id, 'succeed');
    const status = await ana.status(payment.transaction_number);
    expect(status.json().data).toMatchObject({ status: 'paid', order_payment_status: 'paid' });
    const now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('paid');
    expect(now.subStatuses).toEqual(['pending']);
    expect((await ben.status(payment.transaction_number)).statusCode).toBe(404);
  });

  it('is paid at once when the card needs no 3-D Secure, and fails when it is declined', async () => {
    const paidOrder = await guest.order('CC_PAYMONGO');
    const paid = await guest.card({
      order_uuid: paidOrder,
      payment_method_id: await fake.createCardMethod('4343434343434345'),
    });
    expect(paid.json().data).toMatchObject({ status: 'paid', redirect_url: null, order_payment_status: 'paid' });

    const declinedOrder = await guest.order('CC_PAYMONGO');
    const declined = await guest.card({
      order_uuid: declinedOrder,
      payment_method_id: await fake.createCardMethod('4000000000000002'),
    });
    expect(declined.json().data).toMatchObject({ status: 'failed', order_payment_status: 'failed' });
    // Another card then works.
    const retry = await guest.card({
      order_uuid: declinedOrder,
      payment_method_id: await fake.createCardMethod('4343434343434345'),
    });
    expect(retry.json().data.order_payment_status).toBe('paid');
  });

  it('answers 502 with nothing written when PayMongo refuses', async () => {
    const orderUuid = await ana.order('CC_PAYMONGO');
    const res = await ana.card({ order_uuid: orderUuid, payment_method_id: 'pm_doesnotexist01' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.providerFailed);
    expect((await stored(t, orderUuid)).attempts).toHaveLength(0);
  });

  it('records payment.failed from a signed webhook', async () => {
    const orderUuid = await ana.order('CC_PAYMONGO');
    const payment = (
      await ana.card({ order_uuid: orderUuid, payment_method_id: await fake.createCardMethod('4120000000000007') })
    ).json().data;
    const failedPayment = {
      id: 'pay_failed0001',
      type: 'payment',
      attributes: { status: 'failed', payment_intent_id: payment.payment_intent_id, source: null },
    };
    expect((await deliver(fake.event('payment.failed', failedPayment))).statusCode).toBe(200);
    expect((await stored(t, orderUuid)).order.paymentStatus).toBe('failed');
  });
});

describe('e-wallets through PayMongo', () => {
  it('creates a source, charges it on source.chargeable, and the order is paid', async () => {
    const orderUuid = await ana.order('GCASH_PAYMONGO');
    const started = await ana.source({ order_uuid: orderUuid });
    expect(started.statusCode, started.body).toBe(200);
    const payment = started.json().data;
    expect(payment.payment_intent_id).toMatch(/^src_/);
    expect(payment.checkout_url).toBe(`${fake.url}/test/checkout/${payment.payment_intent_id}`);
    const back = `http://localhost:80/payshop/checkout/gcash/payment?order=${orderUuid}&transaction=${payment.transaction_number}`;
    expect(callsTo('POST', '/v1/sources').at(-1)?.body).toMatchObject({
      amount: 19_900,
      type: 'gcash',
      redirect: { success: back, failed: back },
    });

    const source = fake.authorize(payment.payment_intent_id, 'succeed');
    const event = fake.event('source.chargeable', source);
    const res = await deliver(event);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      callsTo('POST', '/v1/payments').filter((c) => (c.body?.source as { id?: string } | undefined)?.id === source.id),
    ).toHaveLength(1);
    const now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('paid');
    expect(now.subStatuses).toEqual(['pending']);
    expect((await ana.status(payment.transaction_number)).json().data.status).toBe('paid');

    // Redelivered: acknowledged, nothing charged or changed twice.
    expect((await deliver(event)).statusCode).toBe(200);
    expect(
      callsTo('POST', '/v1/payments').filter((c) => (c.body?.source as { id?: string } | undefined)?.id === source.id),
    ).toHaveLength(1);
  });

  it('changes nothing for a webhook with a bad signature or a stale timestamp', async () => {
    const orderUuid = await guest.order('GRAB_PAY_PAYMONGO');
    const payment = (await guest.source({ order_uuid: orderUuid })).json().data;
    const source = fake.authorize(payment.payment_intent_id, 'succeed');
    const paymentsBefore = callsTo('POST', '/v1/payments').length;

    const forged = fake.event('source.chargeable', source, { secret: 'not-the-secret' });
    expect((await deliver(forged)).statusCode).toBe(401);
    const stale = fake.event('source.chargeable', source, { t: Math.floor(Date.now() / 1000) - 3600 });
    expect((await deliver(stale)).statusCode).toBe(401);
    const good = fake.event('source.chargeable', source);
    const altered = { ...good, payload: good.payload.replace('"livemode":false', '"livemode":true') };
    expect((await deliver(altered)).statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload: good.payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);

    expect(callsTo('POST', '/v1/payments').length).toBe(paymentsBefore);
    const now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('pending');
    expect(now.attempts.map((a) => a.status)).toEqual(['pending']);
    expect(now.subStatuses).toEqual(['payment_pending']);
  });

  it('charges a chargeable source on the status look-up when its webhook is late', async () => {
    const orderUuid = await guest.order('GCASH_PAYMONGO');
    const payment = (await guest.source({ order_uuid: orderUuid })).json().data;
    fake.authorize(payment.payment_intent_id, 'succeed');
    expect((await guest.status(payment.transaction_number)).json().data.status).toBe('paid');
    expect((await stored(t, orderUuid)).order.paymentStatus).toBe('paid');
  });

  it('fails when the customer declines on the e-wallet page', async () => {
    const orderUuid = await ana.order('GCASH_PAYMONGO');
    const payment = (await ana.source({ order_uuid: orderUuid })).json().data;
    fake.authorize(payment.payment_intent_id, 'fail');
    expect((await ana.status(payment.transaction_number)).json().data).toMatchObject({
      status: 'failed',
      order_payment_status: 'failed',
    });
  });
});

describe('a payment after a failed try on the same intent', () => {
  /** A card order whose first try failed on 3-D Secure (payment.failed delivered): the order is failed. */
  async function failedCardOrder(shopper: Shopper) {
    const orderUuid = await shopper.order('CC_PAYMONGO');
    const payment = (
      await shopper.card({ order_uuid: orderUuid, payment_method_id: await fake.createCardMethod('4120000000000007') })
    ).json().data;
    const failedTry = {
      id: `pay_failed_${payment.payment_intent_id}`,
      type: 'payment',
      attributes: { status: 'failed', payment_intent_id: payment.payment_intent_id, source: null },
    };
    expect((await deliver(fake.event('payment.failed', failedTry))).statusCode).toBe(200);
    expect((await stored(t, orderUuid)).order.paymentStatus).toBe('failed');
    return { orderUuid, intent: payment.payment_intent_id as string };
  }

  const operatorView = (orderUuid: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderUuid}`, headers: { 'x-admin-key': ADMIN_KEY } });

  it('records payment.paid after payment.failed (the customer retried): the order is paid', async () => {
    const { orderUuid, intent } = await failedCardOrder(ana);
    // The customer tried again on PayMongo's page, on the same intent, and it went through.
    const paid = fake.authorize(intent, 'succeed');
    expect((await deliver(fake.event('payment.paid', paid))).statusCode).toBe(200);

    const now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('paid');
    expect(now.subStatuses).toEqual(['pending']);
    expect(now.attempts.map((a) => a.status)).toEqual(['paid']);
    expect((await operatorView(orderUuid)).json().refund).toBeNull();
  });

  it('records a payment after the customer cancelled, and flags the order for refund', async () => {
    const { orderUuid, intent } = await failedCardOrder(ana);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/store/v1/customer/estore/order/cancel',
      headers: { 'x-merchant-token': await tokenOf(t, SUBDOMAIN), authorization: `Bearer ${ana.session}` },
      payload: { order_uuid: orderUuid, reason: 'Changed my mind' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const paid = fake.authorize(intent, 'succeed');
    expect((await deliver(fake.event('payment.paid', paid))).statusCode).toBe(200);

    const now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('paid');
    expect(now.subStatuses).toEqual(['cancelled']);
    const attempt = now.attempts[0];
    const view = await operatorView(orderUuid);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      payment_status: 'paid',
      order_status: 'cancelled',
      refund: { reason: `paid after the order was cancelled (transaction ${attempt?.uuid})` },
    });
    expect(Date.parse(view.json().refund.flagged_at)).not.toBeNaN();
  });

  it('flags an order paid twice (a replaced attempt was paid after all)', async () => {
    const orderUuid = await guest.order('CC_PAYMONGO');
    const first = (
      await guest.card({ order_uuid: orderUuid, payment_method_id: await fake.createCardMethod('4120000000000007') })
    ).json().data;
    // A second attempt replaces the first, and is paid at once.
    const second = await guest.card({
      order_uuid: orderUuid,
      payment_method_id: await fake.createCardMethod('4343434343434345'),
    });
    expect(second.json().data.order_payment_status).toBe('paid');
    // Then the first one's 3-D Secure completes too: the customer paid twice.
    expect(
      (await deliver(fake.event('payment.paid', fake.authorize(first.payment_intent_id, 'succeed')))).statusCode,
    ).toBe(200);
    expect((await stored(t, orderUuid)).attempts.map((a) => a.status)).toEqual(['paid', 'paid']);
    expect((await operatorView(orderUuid)).json().refund).toMatchObject({
      reason: `paid twice (transaction ${first.transaction_number})`,
    });
  });
});
