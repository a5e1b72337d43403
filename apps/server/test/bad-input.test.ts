/**
 * Input that answered 500 under fuzzing (issue 11). Text PostgreSQL cannot store — NUL bytes, and
 * lone UTF-16 surrogates, which are no character at all — is refused at the edge with a 422 naming
 * the field (plugins/unsafe-text), whatever the call; odd page paths get the not-found page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableUuid } from '../src/lib/uuid';
import { UNSAFE_TEXT_MESSAGE } from '../src/plugins/unsafe-text';
import { branch, merchantConfig, product } from './factories';
import { loadMerchant, signUp, type TestApp, testApp, tokenOf } from './helpers';
import { shopperOf } from './support/shopper';

const MAKATI = stableUuid('unsafe/branch/makati');
const RICE = stableUuid('unsafe/product/rice');
const C = '/api/customer/customer';

let t: TestApp;
let token: string;
let session: string;
let orderUuid: string;

beforeAll(async () => {
  t = await testApp();
  await loadMerchant(
    t,
    merchantConfig({
      subdomain: 'unsafe',
      branches: [branch('makati')],
      products: [product('rice', { price: 150 })],
      store_details: { payment_methods: ['COD', 'CC_PAYMONGO'] } as never,
    }),
  );
  token = await tokenOf(t, 'unsafe');
  session = await signUp(t, token, '09171230001');
  const shopper = shopperOf(t.app, token, { session, branch: MAKATI });
  await shopper.add(RICE);
  orderUuid = await shopper.placeOrder({ payment_method: 'CC_PAYMONGO' });
}, 60_000);
afterAll(() => t?.close());

const signedIn = () => ({ 'x-merchant-token': token, authorization: `Bearer ${session}` });
const post = (url: string, payload: object, headers: Record<string, string> = signedIn()) =>
  t.app.inject({ method: 'POST', url, headers, payload });

function expectRefused(res: { statusCode: number; json: () => unknown }, field: string) {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({ message: UNSAFE_TEXT_MESSAGE, errors: { [field]: [UNSAFE_TEXT_MESSAGE] } });
}

describe('NUL bytes and lone surrogates', () => {
  it('refuses them in the merchant token call', async () => {
    expectRefused(await post('/api/merchant/token/customer-portal', { subdomain: '\u0000' }, {}), 'subdomain');
    expectRefused(await post('/api/merchant/token/customer-portal', { subdomain: 'a\udc00' }, {}), 'subdomain');
  });

  it('refuses them in names: registration, name update, billing info, billing details', async () => {
    const headers = { 'x-merchant-token': token };
    const register = { firstname: 'Ana', lastname: 'Reyes', mobile_number: '09171230002' };
    expectRefused(
      await post('/api/customer/api/v3/customer/register', { ...register, firstname: '\ud800' }, headers),
      'firstname',
    );
    expectRefused(await post(`${C}/name/update`, { firstname: 'Ana', lastname: 'x\u0000' }), 'lastname');
    const info = { name: '\ud800', address: '1 Ayala Ave', province_code: '13', city_code: '1', zip_code: '1226' };
    expectRefused(await post(`${C}/billing-info/save`, info), 'name');
    const billing = {
      order_uuid: orderUuid,
      name: '\ud800',
      email: 'ana@example.com',
      phone: '09171110001',
      line1: '1 Ayala Avenue',
      city: 'Makati',
      province: 'Metro Manila',
      postal_code: '1226',
    };
    expectRefused(await post('/api/store/v1/customer/estore/address/billing/add', billing), 'name');
  });

  it('refuses them in cart lines, naming the nested field', async () => {
    const line = { branch_uuid: MAKATI, product_uuid: RICE, quantity: 1 };
    const add = '/api/store/v5/customer/estore/cart/item/add';
    expectRefused(await post(add, { ...line, variation_code: '\u0000' }), 'variation_code');
    expectRefused(await post(add, { ...line, remarks: 'no\u0000onions' }), 'remarks');
    const checkout = '/api/store/v7/customer/estore/cart/checkout';
    expectRefused(await post(checkout, { contact: { name: 'Ana\u0000' } }), 'contact.name');
    expectRefused(await post(checkout, { products: [{ remarks: '\udfff' }] }), 'products.0.remarks');
  });

  it('refuses them in path parameters and query strings', async () => {
    const res = await t.app.inject({
      url: `/api/organization/public/branch/view/${encodeURIComponent('\u0000')}`,
      headers: { 'x-merchant-token': token },
    });
    expectRefused(res, 'branch_uuid');
    const search = await t.app.inject({
      url: '/api/store/v1/public/customer/estore/address/search?q=Makati%00',
      headers: { 'x-merchant-token': token },
    });
    expectRefused(search, 'q');
  });

  it('answers 401, not 500, for a merchant token or session with a NUL byte', async () => {
    const badMerchant = await t.app.inject({
      url: '/api/merchant/settings',
      headers: { 'x-merchant-token': 'a\u0000' },
    });
    expect(badMerchant.statusCode).toBe(401);
    const badSession = await t.app.inject({
      url: `${C}/profile`,
      headers: { 'x-merchant-token': token, authorization: 'Bearer a\u0000b' },
    });
    expect(badSession.statusCode).toBe(401);
  });

  it('answers a page path with a NUL byte with the not-found page', async () => {
    for (const url of ['/%00/', '/%00', '/unsafe%00/']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
    }
    // A lone surrogate in a URL is not even valid percent-encoding (no UTF-8 form): Fastify's 400.
    expect((await t.app.inject({ url: '/%ED%A0%80/' })).statusCode).toBe(400);
  });

  it('answers a page path starting with two slashes with the not-found page', async () => {
    for (const url of ['//', '///', '//unsafe/']) expect((await t.app.inject({ url })).statusCode, url).toBe(404);
  });

  it('still takes ordinary text outside the BMP (a pair of surrogates)', async () => {
    const res = await post(`${C}/name/update`, { firstname: 'Ana 🍚', lastname: 'Reyes' });
    expect(res.statusCode).toBe(200);
  });
});
