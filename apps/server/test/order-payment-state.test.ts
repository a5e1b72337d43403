/**
 * What an order says of its payment after a failed or expired attempt (issue 26): the list tells the
 * client enough for Pay Now (method, whether an ID check holds the payment), the invoice says 'Payment
 * Failed' / 'Payment Expired' with Pay Now while the order can be paid, and the store is not asked to
 * follow up an online order nobody has paid for. Through HTTP with the sandbox provider, on PGlite or
 * PostgreSQL (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_VIEW_MESSAGES as M } from '../src/modules/orders/order-messages';
import { signUp, type TestApp, testApp } from './helpers';
import { loadPayShop, PAYNAMICS, type Shopper, SUBDOMAIN, shopperOf, stored } from './support/payments-shop';

const STORE = '/api/store';
const DETAILS = `${STORE}/v4/customer/estore/order/transaction/details`;
const LIST = `${STORE}/v2/customer/estore/order`;
const FOLLOW_UP = `${STORE}/v1/customer/estore/order/send/follow_up`;

let t: TestApp;
let token: string;
let ana: Shopper;
let ben: Shopper;

beforeAll(async () => {
  t = await testApp({ payments: { sandbox: true, paynamics: PAYNAMICS } });
  token = await loadPayShop(t);
  ana = shopperOf(t, token, await signUp(t, token, '09171120001'));
  ben = shopperOf(t, token, await signUp(t, token, '09171120002'));
}, 60_000);
afterAll(() => t.close());

const call = (who: Shopper, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { 'x-merchant-token': token, ...(who.session ? { authorization: `Bearer ${who.session}` } : {}) },
    ...(payload ? { payload } : {}),
  });

async function details(who: Shopper, uuid: string) {
  const res = await call(who, 'GET', `${DETAILS}/${uuid}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The order as My Orders lists it (first page of the tab). */
async function listed(who: Shopper, status: 'upcoming' | 'past', uuid: string) {
  const res = await call(who, 'POST', LIST, { status, page: 1 });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().list.find((o: { uuid: string }) => o.uuid === uuid);
}

const followUp = async (who: Shopper, uuid: string) =>
  call(who, 'GET', `${FOLLOW_UP}/${(await details(ana, uuid)).orders[0].uuid}`);

/** The invoice page from the order's signed link (no headers, as a browser opens it). */
async function invoice(uuid: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: (await details(ana, uuid)).invoice_url });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

/** A GCash order of Ana's whose first attempt failed on the sandbox's page. */
async function failedGcashOrder(): Promise<string> {
  const uuid = await ana.order('GCASH_PAYMONGO');
  const attempt = (await ana.source({ order_uuid: uuid })).json().data;
  expect((await ana.press(attempt.checkout_url, 'fail')).statusCode).toBe(303);
  expect((await stored(t, uuid)).order.paymentStatus).toBe('failed');
  return uuid;
}

describe('an online order whose payment failed', () => {
  it('is listed with what Pay Now needs: the method, the failed status, no ID check holding it', async () => {
    const uuid = await failedGcashOrder();
    expect(await listed(ana, 'upcoming', uuid)).toMatchObject({
      order_status: 'pending',
      payment_method: 'GCASH_PAYMONGO',
      payment_method_label: 'GCash',
      payment_status: 'failed',
      payment_expired: false,
      awaiting_special_discount_validation: false,
    });
    expect(await listed(ben, 'upcoming', uuid)).toBeUndefined();
  });

  it("has an invoice that says 'Payment Failed', with Pay Now to the order's payment screen", async () => {
    const uuid = await failedGcashOrder();
    const html = await invoice(uuid);
    expect(html).toContain('(Manila) · <strong class="problem">Payment Failed</strong></p>');
    expect(html).not.toContain('· Pending</p>');
    expect(html).toContain('<strong>Payment:</strong> GCash (Payment failed)');
    expect(html).toContain(`<a class="pay-now" href="/${SUBDOMAIN}/checkout/gcash/details/?order=${uuid}">Pay Now</a>`);
  });

  it('refuses a follow-up (422, saying why) and keeps it unsent; another customer gets 404', async () => {
    const uuid = await failedGcashOrder();
    const refused = await followUp(ana, uuid);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(M.followUpUnpaid);
    expect((await details(ana, uuid)).orders[0].follow_up_sent).toBe(false);
    expect((await followUp(ben, uuid)).statusCode).toBe(404);
  });
});

describe('follow-ups and the invoice by payment', () => {
  it('refuses a follow-up for an online order not paid yet; allows it once paid, with no Pay Now on the invoice', async () => {
    const uuid = await ana.order('CC_PAYMONGO');
    expect((await followUp(ana, uuid)).statusCode).toBe(422);
    expect(await invoice(uuid)).toContain(`href="/${SUBDOMAIN}/checkout/card/details/?order=${uuid}">Pay Now</a>`);

    const attempt = (await ana.card({ order_uuid: uuid })).json().data;
    await ana.press(attempt.redirect_url, 'pay');
    const html = await invoice(uuid);
    expect(html).toContain('<strong>Payment:</strong> Local Debit/Credit Cards (Paid)');
    expect(html).not.toContain('Pay Now');
    const sent = await followUp(ana, uuid);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: M.followUpSent, follow_up_sent: true });
  });

  it('allows a follow-up on a cash on delivery order (nothing is paid online)', async () => {
    const uuid = await ana.order('COD');
    expect((await followUp(ana, uuid)).statusCode).toBe(200);
    expect(await invoice(uuid)).not.toContain('Pay Now');
  });
});

describe('an online order whose payment window closed unpaid', () => {
  it("is listed in Past as expired; its invoice says 'Payment Expired', without Pay Now", async () => {
    const uuid = await failedGcashOrder();
    const { order } = await stored(t, uuid);
    expect(order.paymentDueAt).not.toBeNull();
    expect(await t.services.orders.expireUnpaid(order.id, new Date(Date.now() + 365 * 24 * 3600_000))).toBe(true);

    expect(await listed(ana, 'past', uuid)).toMatchObject({
      order_status: 'payment_failed',
      payment_status: 'failed',
      payment_expired: true,
    });
    const html = await invoice(uuid);
    expect(html).toContain('(Manila) · <strong class="problem">Payment Expired</strong></p>');
    expect(html).toContain('<strong>Payment:</strong> GCash (Not paid in time)');
    expect(html).not.toContain('Pay Now');
    expect((await followUp(ana, uuid)).json().message).toBe(M.followUpFinished);
  });
});
