/**
 * The Paynamics adapter against a local server speaking Paynamics' PayGate API
 * (support/fake-paynamics.ts): the signed web payment request our page posts, the signed notification
 * Paynamics posts back, and the SOAP status query — on PGlite or PostgreSQL (TEST_DATABASE_URL).
 * Also the pure signing and reading, with vectors computed independently from the documented scheme.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encodeRequest,
  type PaynamicsRequestFields,
  pesos,
  queryEnvelope,
  requestXml,
  signQuery,
  signRequest,
} from '../src/modules/payments/providers/paynamics-request';
import {
  type PaynamicsResponse,
  readNotification,
  readQueryResult,
  responseXml,
  signResponse,
  verifyResponse,
} from '../src/modules/payments/providers/paynamics-response';
import { xmlText } from '../src/modules/payments/providers/paynamics-xml';
import { signUp, type TestApp, testApp } from './helpers';
import { type FakePaynamics, startFakePaynamics } from './support/fake-paynamics';
import { loadPayShop, PAYNAMICS, type Shopper, shopperOf, stored } from './support/payments-shop';

const RESPONSE_PATH = '/api/payments/transact/paynamics/response';

describe('Paynamics signing and reading (pure)', () => {
  const fields: PaynamicsRequestFields = {
    mid: 'M1',
    request_id: 'R1',
    ip_address: '10.0.0.1',
    notification_url: 'https://shop.example/n',
    response_url: 'https://shop.example/r',
    cancel_url: 'https://shop.example/r',
    mtac_url: '',
    descriptor_note: '',
    fname: 'Juan',
    lname: 'Dela Cruz',
    mname: '',
    address1: '1 Ayala Ave',
    address2: '',
    city: 'Makati',
    state: 'Metro Manila',
    country: 'PH',
    zip: '1226',
    secure3d: 'try3d',
    trxtype: 'sale',
    email: 'juan@example.com',
    phone: '09171234567',
    mobile: '09171234567',
    client_ip: '203.0.113.9',
    amount: '199.00',
    currency: 'PHP',
    mlogo_url: '',
    pmethod: '',
  };

  it('signs the payment request: SHA-512 of the documented fields in order, merchant key last', () => {
    expect(signRequest(fields, 'KEY')).toBe(
      '008941dccfb8d3fae21e5083924de01477e15558175ef68e804ca350645ae0774b076db6f630dd34e187eb7f9071345177c78f71c4f8e88dd136c290ef4c970c',
    );
    // Fields outside the signature (cancel_url, pmethod, …) do not change it; a signed one does.
    expect(signRequest({ ...fields, pmethod: 'CC', cancel_url: 'x' }, 'KEY')).toBe(signRequest(fields, 'KEY'));
    expect(signRequest({ ...fields, amount: '1.00' }, 'KEY')).not.toBe(signRequest(fields, 'KEY'));
  });

  it('writes the <Request> escaped, with the signature of the raw values, and base64-encodes it', () => {
    const xml = requestXml(
      { ...fields, address1: 'Unit 5 <B> & "C"' },
      [{ itemname: 'Order A&B', quantity: 1, amount: '199.00' }],
      'KEY',
    );
    expect(xml).toContain('<address1>Unit 5 &lt;B&gt; &amp; &quot;C&quot;</address1>');
    expect(xml).toContain(
      '<orders><items><Items><itemname>Order A&amp;B</itemname><quantity>1</quantity><amount>199.00</amount></Items></items></orders>',
    );
    expect(xmlText(xml, ['Request', 'address1'])).toBe('Unit 5 <B> & "C"');
    expect(xmlText(xml, ['Request', 'signature'])).toBe(
      signRequest({ ...fields, address1: 'Unit 5 <B> & "C"' }, 'KEY'),
    );
    expect(Buffer.from(encodeRequest(xml), 'base64').toString()).toBe(xml);
  });

  it('formats centavos as pesos with two decimals', () => {
    expect([pesos(19_900), pesos(5), pesos(123_456_78), pesos(0)]).toEqual(['199.00', '0.05', '123456.78', '0.00']);
    expect(() => pesos(1.5)).toThrow();
  });

  it('verifies a notification signature and reads its base64 XML, even with + turned into spaces', () => {
    const unsigned = {
      merchantid: 'M1',
      request_id: 'R1',
      response_id: 'RESP1',
      response_code: 'GR001',
      response_message: 'Transaction Successful',
      response_advise: 'Approved',
      timestamp: '2026-01-02T03:04:05Z',
      rebill_id: '',
    };
    const signature = signResponse(unsigned, 'KEY');
    expect(signature).toBe(
      '251f8531e364c89451b9c0aaf71f86284ec36d04507d1a6ec636974715d39d7da43b8a762d862fd3db44e5b9ac8543046b1dec4aa08d2313f1b92f600b5c8399',
    );
    const encoded = Buffer.from(responseXml({ ...unsigned, signature })).toString('base64');
    const read = readNotification(encoded.replace(/\+/g, ' ')) as PaynamicsResponse;
    expect(read).toEqual({ ...unsigned, signature });
    expect(verifyResponse(read, 'KEY')).toBe(true);
    expect(verifyResponse({ ...read, response_code: 'GR003' }, 'KEY')).toBe(false);
    expect(verifyResponse(read, '')).toBe(false);
    expect(readNotification('not base64!')).toBeUndefined();
    const dtd = Buffer.from('<!DOCTYPE x [<!ENTITY a "b">]><ServiceResponseWPF/>').toString('base64');
    expect(readNotification(dtd)).toBeUndefined();
  });

  it('signs the status query and reads its SOAP answer', () => {
    const q = { merchantid: 'M1', request_id: 'Q1', org_trxid: '', org_trxid2: 'R1' };
    expect(signQuery(q, 'KEY')).toBe(
      'bf4da8a52fdab666e1929868f64d78e82f7bfef83d47fd1c2a1c76653861cbd5110b2d01c927c48ab0173436ffe88371034e8bfca345fe255c1a3e6dad34bb86',
    );
    expect(xmlText(queryEnvelope(q, 'KEY'), ['Envelope', 'Body', 'query', 'org_trxid2'])).toBe('R1');
    const answer = (code: string, txn: string) =>
      `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><queryResponse><queryResult><responseStatus><response_code>${code}</response_code></responseStatus>${txn}</queryResult></queryResponse></soap:Body></soap:Envelope>`;
    const txn =
      '<txns><ServiceResponse><responseStatus><response_code>GR001</response_code><response_message>OK</response_message></responseStatus></ServiceResponse></txns>';
    expect(readQueryResult(answer('QM001', txn))).toEqual({ code: 'GR001', message: 'OK' });
    expect(readQueryResult(answer('QM002', ''))).toBeNull();
  });
});

let t: TestApp;
let fake: FakePaynamics;
let forwarder: http.Server;
let notifyBase: string;
let guest: Shopper;
let ana: Shopper;

beforeAll(async () => {
  fake = await startFakePaynamics(PAYNAMICS);
  // Paynamics posts notifications over HTTP: this local server hands them to the app under test.
  forwarder = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = await t.app.inject({
      method: 'POST',
      url: req.url ?? '/',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      payload: Buffer.concat(chunks),
    });
    res.writeHead(answer.statusCode, { 'content-type': 'application/json' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => forwarder.listen(0, '127.0.0.1', resolve));
  notifyBase = `http://127.0.0.1:${(forwarder.address() as AddressInfo).port}`;
  t = await testApp({
    payments: {
      sandbox: true,
      paynamics: { ...PAYNAMICS, gatewayUrl: fake.gatewayUrl, queryUrl: fake.queryUrl, notificationBase: notifyBase },
    },
  });
  const token = await loadPayShop(t);
  guest = shopperOf(t, token);
  ana = shopperOf(t, token, await signUp(t, token, '09173330001'));
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await new Promise<void>((resolve) => forwarder.close(() => resolve()));
});

/** Opens our page as the browser does, and returns the signed request its form carries. */
async function openPage(redirectUrl: string) {
  const page = await t.app.inject({ method: 'GET', url: redirectUrl });
  expect(page.statusCode, page.body).toBe(200);
  const paymentrequest = /name="paymentrequest" value="([^"]+)"/.exec(page.body)?.[1] as string;
  return { page, paymentrequest };
}

const notify = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: RESPONSE_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });

describe('Paynamics payments', () => {
  it('sends the customer through our page to Paynamics with a signed request, and the notification pays the order', async () => {
    const orderUuid = await ana.order('CC_PAYNAMICS');
    const started = await ana.paynamics(orderUuid);
    expect(started.statusCode, started.body).toBe(200);
    const payment = started.json().data;
    expect(payment).toMatchObject({ provider: 'paynamics', status: 'pending', amount: 199 });
    expect(payment.payment_intent_id).toBe(payment.transaction_number);
    expect(payment.redirect_url).toMatch(new RegExp(`^/api/payments/paynamics/${payment.transaction_number}\\?back=`));

    const { page, paymentrequest } = await openPage(payment.redirect_url);
    expect(page.headers['content-security-policy']).toContain(`form-action ${fake.url}`);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'sha256-[^']+'/);
    expect(page.body).toContain(`action="${fake.gatewayUrl}"`);
    expect(page.body).toContain('<button type="submit">Continue to Paynamics</button>');

    expect((await fake.submit(paymentrequest)).status).toBe(200);
    const back = `http://localhost:80/payshop/checkout/card/payment?order=${orderUuid}&transaction=${payment.transaction_number}`;
    expect(fake.transactions.get(payment.transaction_number)?.request).toMatchObject({
      mid: PAYNAMICS.merchantId,
      amount: '199.00',
      itemamount: '199.00',
      currency: 'PHP',
      response_url: back,
      cancel_url: back,
      notification_url: `${notifyBase}${RESPONSE_PATH}`,
      fname: 'Juan Dela',
      lname: 'Cruz',
      phone: '+639171234567',
      trxtype: 'sale',
    });
    expect((await stored(t, orderUuid)).order.paymentStatus).toBe('pending');

    await fake.decide(payment.transaction_number, 'pay');
    expect(fake.calls.at(-1)).toMatchObject({ path: `notify ${notifyBase}${RESPONSE_PATH}`, status: 200 });
    const now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('paid');
    expect(now.subStatuses).toEqual(['pending']);
    expect((await ana.status(payment.transaction_number)).json().data.status).toBe('paid');
    // The page of a settled attempt sends the customer back to the payment screen.
    const again = await t.app.inject({ method: 'GET', url: payment.redirect_url });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(back);
  });

  it('fails on Paynamics, then a new attempt is paid, learned through the status query', async () => {
    const orderUuid = await guest.order('GCASH_PAYNAMICS');
    const first = (await guest.paynamics(orderUuid, true)).json().data;
    await fake.submit((await openPage(first.redirect_url)).paymentrequest);
    await fake.decide(first.transaction_number, 'fail');
    expect((await stored(t, orderUuid)).order.paymentStatus).toBe('failed');
    expect((await guest.status(first.transaction_number)).json().data).toMatchObject({
      status: 'failed',
      order_payment_status: 'failed',
    });

    const second = (await guest.paynamics(orderUuid, true)).json().data;
    expect(second.order_payment_status).toBe('pending');
    const { paymentrequest } = await openPage(second.redirect_url);
    expect(fake.transactions.has(second.transaction_number)).toBe(false);
    // Not submitted yet: the query finds nothing, the attempt waits.
    expect((await guest.status(second.transaction_number)).json().data.status).toBe('pending');
    await fake.submit(paymentrequest);
    await fake.decide(second.transaction_number, 'pay', { notify: false });
    expect((await guest.status(second.transaction_number)).json().data).toMatchObject({
      status: 'paid',
      order_payment_status: 'paid',
    });
    expect((await stored(t, orderUuid)).attempts.map((a) => a.status)).toEqual(['failed', 'paid']);
  });

  it('refuses forged, tampered and malformed notifications (nothing changes), and a redelivery changes nothing', async () => {
    const orderUuid = await ana.order('CC_PAYNAMICS');
    const payment = (await ana.paynamics(orderUuid)).json().data;
    await fake.submit((await openPage(payment.redirect_url)).paymentrequest);
    const { body, response } = await fake.decide(payment.transaction_number, 'fail', { notify: false });

    const forgedResponse = { ...response, response_code: 'GR001', response_id: 'RESPFORGED' };
    const forged = fake.notification({ ...forgedResponse, signature: signResponse(forgedResponse, 'not-the-key') });
    expect((await notify(forged)).statusCode).toBe(401);
    const tampered = fake.notification({ ...response, response_code: 'GR001' });
    expect((await notify(tampered)).statusCode).toBe(401);
    const otherMerchant = { ...response, merchantid: 'SOMEONE' };
    expect(
      (
        await notify(
          fake.notification({ ...otherMerchant, signature: signResponse(otherMerchant, PAYNAMICS.merchantKey) }),
        )
      ).statusCode,
    ).toBe(401);
    expect((await notify('paymentresponse=%%%')).statusCode).toBe(400);
    expect((await notify('nothing=here')).statusCode).toBeLessThan(500);
    expect((await notify('nothing=here')).statusCode).toBeGreaterThanOrEqual(400);
    let now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('pending');
    expect(now.attempts.map((a) => a.status)).toEqual(['pending']);

    expect((await notify(body)).statusCode).toBe(200);
    now = await stored(t, orderUuid);
    expect(now.order.paymentStatus).toBe('failed');
    const updatedAt = now.order.updatedAt.getTime();
    expect((await notify(body)).statusCode).toBe(200);
    now = await stored(t, orderUuid);
    expect(now.attempts.map((a) => a.status)).toEqual(['failed']);
    expect(now.order.updatedAt.getTime()).toBe(updatedAt);
  });

  it('Paynamics rejects a request whose signed fields were changed, and our page rejects a changed link', async () => {
    const orderUuid = await guest.order('CC_PAYNAMICS');
    const payment = (await guest.paynamics(orderUuid)).json().data;
    const { paymentrequest } = await openPage(payment.redirect_url);
    const xml = Buffer.from(paymentrequest, 'base64').toString();
    const cheaper = Buffer.from(
      xml.replace('<amount>199.00</amount><currency>', '<amount>1.00</amount><currency>'),
    ).toString('base64');
    expect(cheaper).not.toBe(paymentrequest);
    const refused = await fake.submit(cheaper);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Invalid signature.');
    expect(fake.transactions.has(payment.transaction_number)).toBe(false);

    const url = new URL(payment.redirect_url, 'http://localhost');
    url.searchParams.set('back', 'https://evil.example/steal');
    expect((await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(404);
    expect((await fake.submit(paymentrequest)).status).toBe(200);
  });
});
