/** Branch details state the branch's delivery fee rule from the merchant file (the store page's chips). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableUuid } from '../src/lib/uuid';
import { branch, merchantConfig, product } from './factories';
import { client, loadMerchant, type TestApp, testApp, tokenOf } from './helpers';

const uuidOf = (key: string) => stableUuid(`feeshop/branch/${key}`);
const DETAILS = '/api/organization/v2/public/customer/branch/view/details/';

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await testApp();
  await loadMerchant(
    t,
    merchantConfig({
      subdomain: 'feeshop',
      brands: [{ key: 'grill', name: 'The Grill', logo: 'images/grill.svg' }],
      branches: [
        branch('makati', { delivery_fee: { base: 49, per_km: 10, free_from_subtotal: 999 } }),
        branch('flat', { delivery_fee: { base: 59 } }),
        branch('nofee'),
      ],
      products: [product('burger')],
    }),
  );
  api = client(t, await tokenOf(t, 'feeshop'));
});

afterAll(() => t.close());

describe('branch details: delivery fee', () => {
  it('gives the base, per-kilometre fee and free-delivery threshold the merchant file sets', async () => {
    const res = await api.get(`${DETAILS}${uuidOf('makati')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.delivery_fee).toEqual({ base: 49, per_km: 10, free_from_subtotal: 999 });
  });

  it('fills the defaults of a rule with only a base: no per-kilometre fee, no threshold', async () => {
    const res = await api.get(`${DETAILS}${uuidOf('flat')}`);
    expect(res.json().data.delivery_fee).toEqual({ base: 59, per_km: 0, free_from_subtotal: null });
  });

  it('says null when the branch sets no rule', async () => {
    const res = await api.get(`${DETAILS}${uuidOf('nofee')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.delivery_fee).toBeNull();
  });
});
