/**
 * Card and e-wallet payments through the built-in sandbox provider (the default), the billing call and
 * the Paynamics calls: every call of ADR 0010 through HTTP, on PGlite or PostgreSQL (TEST_DATABASE_URL).
 */
import { PAYMENT_MESSAGES } from '@storefront/contracts/payment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, subOrders } from '../src/modules/orders/tables';
import { signPaynamics } from '../src/modules/payments/providers/paynamics-signature';
import { signUp, type TestApp, testApp } from './helpers';
import { loadPayShop, PAYNAMICS, press, type Shopper, shopperOf, stored } from './support/payments-shop';

let t: TestApp;
let guest: Shopper;
let ana: Shopper;
let ben: Shopper;

beforeAll(async () => {
  t = await testApp({ payments: { sandbox: true, paynamics: PAYNAMICS } });
  const token = await loadPayShop(t);
  guest = shopperOf(t, token);
  ana = shopperOf(t, token, await signUp(t, token, '09171110001'));
  ben = shopperOf(t, token, await signUp(t, token, '09171110002'));
});
afterAll(() => t.close());

describe('card through the sandbox', () => {
  it("pays a guest's card order on the hosted page: the order is paid and its sub-orders pending", async () => {
    const orderUuid = await guest.order('CC_PAYMONGO');
    expect((await stored(t, orderUuid)).subStatuses).toEqual(['payment_pending']);

    const started = await guest.card({ order_uuid: orderUuid });
    expect(started.statusCode, started.body).toBe(200);
    const payment = started.json().data;
    expect(payment).toMatchObject({
      order_uuid: orderUuid,
      provider: 'sandbox',
      payment_method: 'CC_PAYMONGO',
      amount: 199,
      status: 'pending',
      order_payment_status: 'pending',
    });
    expect(payment.redirect_url).toMatch(/^\/api\/payments\/sandbox\/pi_sbx_[0-9a-f]{24}$/);

    const page = await guest.page(payment.redirect_url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('PHP 199.00');
    expect(page.body).toMatch(/<button type="submit" class="pay">Pay<\/button>/);
    expect(page.body).toMatch(/<button type="submit" class="fail">Fail<\/button>/);

    // Nothing is paid until the customer presses Pay.
    expect((await guest.status(payment.transaction_number)).json().data.status).toBe('pending');

    const paid = await guest.press(payment.redirect_url, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://localhost:80/payshop/checkout/card/payment?order=${orderUuid}&transaction=${payment.transaction_number}`,
    );
    const status = await guest.status(payment.transaction_number);
    expect(status.statusCode).toBe(200);
    expect(status.json().data).toMatchObject({ status: 'paid', order_payment_status: 'paid' });
    const after = await stored(t, orderUuid);
    expect(after.order.paymentStatus).toBe('paid');
    expect(after.subStatuses).toEqual(['pending']);

    // The page now only reports; a late Fail changes nothing.
    expect((await guest.press(payment.redirect_url, 'fail')).statusCode).toBe(303);
    expect((await stored(t, orderUuid)).order.paymentStatus).toBe('paid');
    const again = await guest.card({ order_uuid: orderUuid });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.order_uuid).toEqual([PAYMENT_MESSAGES.alreadyPaid]);
  });

  it('ignores an amount in the body: the attempt is for the order total', async () => {
    const orderUuid = await ana.order('CC_PAYMONGO', 2);
    const started = await ana.card({ order_uuid: orderUuid, amount: 1, total: 1 });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.amount).toBe(349);
    expect((await stored(t, orderUuid)).attempts.map((a) => a.amount)).toEqual([34900]);
  });

  it('answers the payment screens: amount, method, provider, whether it can be paid', async () => {
    const orderUuid = await ana.order('CC_PAYMONGO');
    const res = await ana.summary(orderUuid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      order_uuid: orderUuid,
      guest: false,
      amount: 199,
      payment_method: 'CC_PAYMONGO',
      payment_method_label: 'Local Debit/Credit Cards',
      payment_status: 'pending',
      route: 'card',
      provider: 'sandbox',
      paymongo: null,
      can_pay: true,
      reason: null,
      last_payment: null,
    });
    expect((await ben.summary(orderUuid)).statusCode).toBe(404);
    expect((await guest.summary(orderUuid)).statusCode).toBe(404);
  });
});

describe('e-wallet through the sandbox', () => {
  it('fails, then a new attempt pays', async () => {
    const orderUuid = await ana.order('GCASH_PAYMONGO');
    const first = (await ana.source({ order_uuid: orderUuid })).json().data;
    expect(first).toMatchObject({ provider: 'sandbox', status: 'pending', payment_method: 'GCASH_PAYMONGO' });
    expect(first.checkout_url).toMatch(/^\/api\/payments\/sandbox\/src_sbx_/);
    expect(first.checkout_url).toBe(first.redirect_url);
    expect((await ana.page(first.checkout_url)).body).toContain('GCash');

    const failed = await ana.press(first.checkout_url, 'fail');
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toContain(`/payshop/checkout/gcash/payment?order=${orderUuid}`);
    expect((await ana.status(first.transaction_number)).json().data).toMatchObject({
      status: 'failed',
      order_payment_status: 'failed',
    });
    let now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('failed');
    expect(now.subStatuses).toEqual(['payment_pending']);
    expect((await ana.summary(orderUuid)).json().data).toMatchObject({
      can_pay: true,
      last_payment: { transaction_number: first.transaction_number, status: 'failed' },
    });

    const second = (await ana.source({ order_uuid: orderUuid, type: 'gcash' })).json().data;
    expect(second.transaction_number).not.toBe(first.transaction_number);
    expect(second.order_payment_status).toBe('pending');
    await ana.press(second.checkout_url, 'pay');
    expect((await ana.status(second.transaction_number)).json().data.status).toBe('paid');
    now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('paid');
    expect(now.subStatuses).toEqual(['pending']);
    expect(now.attempts.map((a) => a.status)).toEqual(['failed', 'paid']);
  });

  it('takes the e-wallet from the order, and refuses a type that disagrees', async () => {
    const orderUuid = await guest.order('GRAB_PAY_PAYMONGO');
    const wrong = await guest.source({ order_uuid: orderUuid, type: 'gcash' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.type).toEqual([PAYMENT_MESSAGES.notProviderMethod]);
    const page = (await guest.source({ order_uuid: orderUuid })).json().data.checkout_url;
    expect((await guest.page(page)).body).toContain('GrabPay');
    expect((await stored(t, orderUuid)).attempts).toHaveLength(1);
  });

  it('cancels a pending attempt on request, and a new one replaces a pending one', async () => {
    const orderUuid = await ana.order('GCASH_PAYMONGO');
    const first = (await ana.source({ order_uuid: orderUuid })).json().data;
    expect((await ben.cancel(first.transaction_number)).statusCode).toBe(404);
    const cancelled = await ana.cancel(first.transaction_number);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    const twice = await ana.cancel(first.transaction_number);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.transaction_number).toEqual([PAYMENT_MESSAGES.notPending]);

    const second = (await ana.source({ order_uuid: orderUuid })).json().data;
    const third = (await ana.source({ order_uuid: orderUuid })).json().data;
    expect((await stored(t, orderUuid)).attempts.map((a) => a.status)).toEqual(['cancelled', 'cancelled', 'pending']);
    // A replaced attempt is withdrawn at the provider too: its page pays nothing any more.
    await ana.press(second.checkout_url, 'pay');
    expect((await ana.page(second.checkout_url)).body).toContain('This payment was cancelled.');
    expect((await stored(t, orderUuid)).order.paymentStatus).toBe('pending');
    await ana.press(third.checkout_url, 'pay');
    expect((await ana.status(third.transaction_number)).json().data.order_payment_status).toBe('paid');
    expect((await stored(t, orderUuid)).attempts.map((a) => a.status)).toEqual(['cancelled', 'cancelled', 'paid']);
  });
});

describe('who may pay what', () => {
  it("refuses someone else's order with 404, and a guest cannot reach a customer's order", async () => {
    const anas = await ana.order('CC_PAYMONGO');
    expect((await ben.card({ order_uuid: anas })).statusCode).toBe(404);
    expect((await guest.card({ order_uuid: anas })).statusCode).toBe(404);
    expect((await ben.billing({ order_uuid: anas, ...billing })).statusCode).toBe(404);
    const guests = await guest.order('GCASH_PAYMONGO');
    expect((await ana.source({ order_uuid: guests })).statusCode).toBe(404);
    const started = (await guest.source({ order_uuid: guests })).json().data;
    // The status call without a session serves guest orders only; with one, only that customer's.
    expect((await ana.status(started.transaction_number)).statusCode).toBe(404);
    expect((await guest.status(started.transaction_number)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/payments/v1/customer/paymongo/payment/intents/x' })).statusCode,
    ).toBe(401);
    expect((await guest.status('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await guest.card({ order_uuid: 'not-a-uuid' })).statusCode).toBe(422);
    expect((await ana.card({ order_uuid: anas })).statusCode).toBe(200);
  });

  it('refuses a method that is not the call’s, cash orders, cancelled orders and amounts out of range', async () => {
    const cod = await ana.order('COD');
    const codRes = await ana.card({ order_uuid: cod });
    expect(codRes.statusCode).toBe(422);
    expect(codRes.json().errors.payment_method).toEqual([PAYMENT_MESSAGES.notProviderMethod]);
    const gcash = await ana.order('GCASH_PAYMONGO');
    expect((await ana.card({ order_uuid: gcash })).json().errors.payment_method).toEqual([
      PAYMENT_MESSAGES.notProviderMethod,
    ]);
    const card = await ana.order('CC_PAYMONGO');
    expect((await ana.source({ order_uuid: card })).statusCode).toBe(422);
    expect((await ana.paynamics(card)).statusCode).toBe(422);

    // An order whose total is below PayMongo's ₱100 (as one placed before a price change could be).
    const small = await ana.order('CC_PAYMONGO');
    await t.database.db.update(orders).set({ total: 9_999 }).where(eq(orders.uuid, small));
    const below = await ana.card({ order_uuid: small });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors.amount).toEqual([PAYMENT_MESSAGES.belowMinimum]);
    await t.database.db.update(orders).set({ total: 5_000_001 }).where(eq(orders.uuid, small));
    expect((await ana.card({ order_uuid: small })).json().errors.amount).toEqual([PAYMENT_MESSAGES.aboveMaximum]);

    const cancelled = await ana.order('CC_PAYMONGO');
    const { order } = await stored(t, cancelled);
    await t.database.db.update(subOrders).set({ status: 'cancelled' }).where(eq(subOrders.orderId, order.id));
    const res = await ana.card({ order_uuid: cancelled });
    expect(res.json().errors.order_uuid).toEqual([PAYMENT_MESSAGES.cancelled]);
    expect((await ana.summary(cancelled)).json().data).toMatchObject({
      can_pay: false,
      reason: PAYMENT_MESSAGES.cancelled,
    });
    for (const uuid of [cod, small, cancelled]) expect((await stored(t, uuid)).attempts).toHaveLength(0);
  });

  it('lets only the browser that started a sandbox payment open its page or press Pay or Fail', async () => {
    const orderUuid = await ana.order('CC_PAYMONGO');
    const started = await ana.card({ order_uuid: orderUuid });
    const page = started.json().data.redirect_url as string;
    // The key rides on the start call's answer, for this page and its buttons only, out of scripts' reach.
    const cookie = String(started.headers['set-cookie']);
    expect(cookie).toMatch(/^sandbox_key=[\w-]{43}; /);
    expect(cookie).toContain(`; Path=${page}; HttpOnly; SameSite=Strict`);
    expect(cookie).not.toContain('Secure');

    // Someone else who learned the address: no key, another customer's key, a guest's, a made-up one.
    const otherOrder = await ben.order('CC_PAYMONGO');
    await ben.card({ order_uuid: otherOrder });
    await guest.card({ order_uuid: await guest.order('CC_PAYMONGO') });
    const strangers = ['', ben.cookies(), guest.cookies(), `sandbox_key=${'A'.repeat(43)}`];
    for (const stranger of strangers) {
      const opened = await t.app.inject({ method: 'GET', url: page, headers: stranger ? { cookie: stranger } : {} });
      expect(opened.statusCode).toBe(403);
      expect(opened.body).toContain('Only the browser that started this payment');
      expect(opened.body).not.toContain('PHP 199.00');
      for (const choice of ['pay', 'fail'] as const)
        expect((await press(t, page, choice, stranger)).statusCode).toBe(403);
    }
    expect((await ben.press(page, 'pay')).statusCode).toBe(403);
    const still = await stored(t, orderUuid);
    expect(still.order.paymentStatus).toBe('pending');
    expect(still.attempts.map((a) => a.status)).toEqual(['pending']);
    expect((await ana.page(page)).body).toMatch(/class="pay">Pay</);

    // The owner still can.
    expect((await ana.press(page, 'pay')).statusCode).toBe(303);
    expect((await stored(t, orderUuid)).order.paymentStatus).toBe('paid');
  });

  it('serves the hosted page only for a sandbox payment that exists', async () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/api/payments/sandbox/:id' })).toBe(true);
    const missing = await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/pi_sbx_${'0'.repeat(24)}` });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/bogus' })).statusCode).toBe(422);
    expect((await press(t, `/api/payments/sandbox/src_sbx_${'0'.repeat(24)}`, 'pay')).statusCode).toBe(404);
  });
});

const billing = {
  name: 'Ana Reyes',
  email: 'ana@example.com',
  phone: '09171110001',
  line1: '1 Ayala Avenue',
  city: 'Makati',
  province: 'Metro Manila',
  postal_code: '1226',
};

describe('billing details', () => {
  it('saves billing details on an unpaid order, validating every field', async () => {
    const orderUuid = await ana.order('CC_PAYMONGO');
    const saved = await ana.billing({ order_uuid: orderUuid, ...billing });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: PAYMENT_MESSAGES.billingSaved, data: billing });
    expect((await stored(t, orderUuid)).order.billing).toEqual(billing);

    const bad = await ana.billing({ order_uuid: orderUuid, ...billing, postal_code: '12', email: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      postal_code: ['Enter a 4-digit ZIP code.'],
      email: ['Enter a valid e-mail address.'],
    });
    expect((await stored(t, orderUuid)).order.billing).toEqual(billing);

    const guestOrder = await guest.order('CC_PAYMONGO');
    expect((await guest.billing({ order_uuid: guestOrder, ...billing })).statusCode).toBe(200);
  });
});

describe('Paynamics', () => {
  const notification = (requestId: string, code: string, responseId = `resp-${requestId}`) => {
    const n = {
      merchant_id: PAYNAMICS.merchantId,
      request_id: requestId,
      response_id: responseId,
      response_code: code,
      response_message: code === 'GR001' ? 'Transaction Successful' : 'Transaction Failed',
      timestamp: '2026-11-23T10:00:00+08:00',
    };
    return { ...n, signature: signPaynamics(n, PAYNAMICS.merchantKey) };
  };
  const notify = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/payments/transact/paynamics/response', payload });

  it('starts a card payment on the hosted page and records a signed notification once', async () => {
    const orderUuid = await ana.order('CC_PAYNAMICS');
    const started = await ana.paynamics(orderUuid);
    expect(started.statusCode, started.body).toBe(200);
    const payment = started.json().data;
    expect(payment).toMatchObject({ provider: 'paynamics', status: 'pending', amount: 199 });
    expect(payment.redirect_url).toMatch(/^\/api\/payments\/sandbox\/pi_sbx_/);

    const forged = { ...notification(payment.transaction_number, 'GR001'), signature: 'ab'.repeat(64) };
    expect((await notify(forged)).statusCode).toBe(401);
    const tampered = { ...notification(payment.transaction_number, 'GR009'), response_code: 'GR001' };
    expect((await notify(tampered)).statusCode).toBe(401);
    expect((await stored(t, orderUuid)).order.paymentStatus).toBe('pending');

    const ok = await notify(notification(payment.transaction_number, 'GR001'));
    expect(ok.statusCode, ok.body).toBe(200);
    const now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('paid');
    expect(now.subStatuses).toEqual(['pending']);
    // A redelivery is acknowledged and changes nothing.
    expect((await notify(notification(payment.transaction_number, 'GR001'))).statusCode).toBe(200);
  });

  it('pays GCash through /gcash on the hosted page, and a failure notification fails the attempt', async () => {
    const orderUuid = await guest.order('GCASH_PAYNAMICS');
    const card = await guest.paynamics(orderUuid);
    expect(card.statusCode).toBe(422);
    const payment = (await guest.paynamics(orderUuid, true)).json().data;
    expect(payment.redirect_url).toMatch(/^\/api\/payments\/sandbox\/src_sbx_/);
    expect((await notify(notification(payment.transaction_number, 'GR003'))).statusCode).toBe(200);
    expect((await stored(t, orderUuid)).order.paymentStatus).toBe('failed');

    const retry = (await guest.paynamics(orderUuid, true)).json().data;
    await guest.press(retry.redirect_url, 'pay');
    expect((await guest.status(retry.transaction_number)).json().data.status).toBe('paid');
  });
});
