import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableUuid } from '../src/lib/uuid';
import { merchantConfig } from './factories';
import { loadMerchant, signUp, type TestApp, testApp, tokenOf } from './helpers';

/**
 * The signed-in variant of every catalogue call: same shape as the public one, but it needs the
 * customer's session.
 */
const branch = stableUuid('testmerchant/branch/makati');
const product = stableUuid('testmerchant/product/burger');
const CALLS: [string, string, object?][] = [
  ['GET', `/api/organization/v2/customer/branch/view/details/${branch}`],
  ['GET', `/api/organization/customer/branch/view/${branch}`],
  ['GET', `/api/organization/customer/branch/view/details/${branch}`],
  ['POST', '/api/store/v2/customer/estore/branch/nearby', {}],
  ['GET', '/api/store/v3/customer/estore/settings/store/details'],
  ['POST', '/api/store/v7/customer/estore/products/1', { branch_uuid: branch }],
  ['POST', '/api/store/v5/customer/estore/product/list/categories/1/pages/1', {}],
  ['POST', '/api/store/v1/customer/estore/product/inventory', { product_uuid: product, branch_uuid: branch }],
  ['GET', '/api/store/v1/customer/estore/category/brand/list'],
];

let t: TestApp;
let token: string;
let session: string;

beforeAll(async () => {
  t = await testApp();
  await loadMerchant(t, merchantConfig());
  token = await tokenOf(t, 'testmerchant');
  session = await signUp(t, token, '09181234567');
});
afterAll(() => t.close());

describe.each(CALLS)('%s %s', (method, url, payload) => {
  const call = (headers: Record<string, string>) =>
    t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: { 'x-merchant-token': token, ...headers },
      payload,
    });

  it('answers 401 without a customer session', async () => {
    const res = await call({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 401 for an unknown bearer token', async () => {
    expect((await call({ authorization: 'Bearer made-up-token' })).statusCode).toBe(401);
  });

  it('answers a signed-in customer', async () => {
    const res = await call({ authorization: `Bearer ${session}` });
    expect(res.statusCode).toBe(200);
  });

  it('still checks the merchant token first', async () => {
    const res = await t.app.inject({ method: method as 'GET' | 'POST', url, payload });
    expect(res.json()).toEqual({ message: 'The merchant token is missing.' });
  });
});
