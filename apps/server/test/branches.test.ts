import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableUuid } from '../src/lib/uuid';
import { ALWAYS_CLOSED, branch, hours, merchantConfig, product } from './factories';
import { client, loadMerchant, type TestApp, testApp, tokenOf } from './helpers';

// Monday 23 November 2026, noon in Manila.
const NOON = new Date('2026-11-23T12:00:00+08:00');
const uuidOf = (key: string) => stableUuid(`branchy/branch/${key}`);
const MAKATI = { customer_lat: 14.5547, customer_lng: 121.0244 };

let t: TestApp;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await testApp({ now: () => NOON });
  await loadMerchant(
    t,
    merchantConfig({
      subdomain: 'branchy',
      search_radius_km: 8,
      brands: [
        { key: 'grill', name: 'The Grill', logo: 'images/grill.svg' },
        { key: 'tea', name: 'Tea House', logo: 'images/tea.svg' },
      ],
      branches: [
        branch('makati'),
        branch('cubao', { lat: 14.6197, long: 121.0537, city: 'Quezon City' }),
        branch('ermita', { lat: 14.5826, long: 120.984, store_hours: ALWAYS_CLOSED }),
        branch('night', { lat: 14.5509, long: 121.0503, store_hours: hours('18:00', '02:00') }),
        branch('hidden', { visibility: false }),
        branch('brandhidden', { brand_visibility: false }),
        branch('baguio', { lat: 16.4023, long: 120.596 }),
        branch('bgc', { brand: 'tea', lat: 14.5509, long: 121.0503 }),
      ],
      products: [product('burger')],
    }),
  );
  api = client(t, await tokenOf(t, 'branchy'));
});

afterAll(() => t.close());

const NEARBY = '/api/store/v2/public/customer/estore/branch/nearby';

describe('nearby branches', () => {
  it('lists public branches within the merchant radius, open ones first, nearest first', async () => {
    const res = await api.post(NEARBY, MAKATI);
    expect(res.statusCode).toBe(200);
    const nearby = res.json().nearby as { uuid: string; is_open: boolean; distance: number }[];
    expect(nearby.map((b) => b.uuid)).toEqual([
      uuidOf('makati'),
      uuidOf('bgc'),
      uuidOf('cubao'),
      uuidOf('night'),
      uuidOf('ermita'),
    ]);
    expect(nearby.map((b) => b.is_open)).toEqual([true, true, true, false, false]);
    expect(nearby[0]?.distance).toBe(0);
    expect(nearby.every((b) => b.distance <= 8)).toBe(true);
  });

  it('narrows to one brand', async () => {
    const grill = stableUuid('branchy/brand/tea');
    const res = await api.post(NEARBY, { ...MAKATI, brand_uuid: grill });
    expect(res.json().nearby.map((b: { uuid: string }) => b.uuid)).toEqual([uuidOf('bgc')]);
  });

  it('lists every public branch, distance unknown, without the customer position', async () => {
    const res = await api.post(NEARBY, {});
    const nearby = res.json().nearby as { uuid: string; distance: null }[];
    expect(nearby).toHaveLength(6);
    expect(nearby.map((b) => b.uuid)).not.toContain(uuidOf('hidden'));
    expect(nearby.map((b) => b.uuid)).not.toContain(uuidOf('brandhidden'));
    expect(nearby.every((b) => b.distance === null)).toBe(true);
  });

  it('refuses coordinates out of range', async () => {
    const res = await api.post(NEARBY, { customer_lat: 123, customer_lng: 121 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['customer_lat']);
  });

  it('needs the customer session on the signed-in variant', async () => {
    const res = await api.post('/api/store/v2/customer/estore/branch/nearby', MAKATI);
    expect(res.statusCode).toBe(401);
  });
});

describe('branch view (store entry check)', () => {
  it('gives visibility and brand visibility of a public branch', async () => {
    const res = await api.get(`/api/organization/public/branch/view/${uuidOf('makati')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      visibility: true,
      brand_visibility: true,
      data: { name: 'Grill makati', brand_name: 'The Grill' },
    });
  });

  it('does not serve hidden branches, or branches whose brand is hidden there', async () => {
    for (const key of ['hidden', 'brandhidden']) {
      const res = await api.get(`/api/organization/public/branch/view/${uuidOf(key)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Branch not found' });
    }
  });

  it('answers 404 for an unknown branch and 422 for a malformed id', async () => {
    expect((await api.get(`/api/organization/public/branch/view/${stableUuid('nope')}`)).statusCode).toBe(404);
    const bad = await api.get('/api/organization/public/branch/view/not-a-uuid');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.branch_uuid).toEqual(['expected a branch uuid']);
  });

  it('does not serve another merchant’s branch', async () => {
    await loadMerchant(t, merchantConfig({ subdomain: 'other' }));
    const other = client(t, await tokenOf(t, 'other'));
    expect((await other.get(`/api/organization/public/branch/view/${uuidOf('makati')}`)).statusCode).toBe(404);
  });
});

describe('branch details', () => {
  it('gives the logistic types, store hours and schedule settings', async () => {
    const res = await api.get(`/api/organization/v2/public/customer/branch/view/details/${uuidOf('night')}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      deliver_now: { enable: true },
      pickup_now: { enable: true },
      scheduled_delivery: { enable: true },
      scheduled_pickup: { enable: false },
      max_order: 20,
      is_open: false,
    });
    expect(data.store_hours.monday).toEqual({
      opening: '18:00',
      closing: '02:00',
      cut_off_time: null,
      temporary_closed: false,
      hide: false,
    });
    expect(data.delivery_settings).toMatchObject({
      minimum_lead_time_value: 1,
      minimum_lead_time: 'hours',
      orders_per_day: null,
    });
    expect(data.pickup_settings).toBeNull();
  });

  it('requires a session on the signed-in variants', async () => {
    expect((await api.get(`/api/organization/v2/customer/branch/view/details/${uuidOf('makati')}`)).statusCode).toBe(
      401,
    );
    expect((await api.get(`/api/organization/customer/branch/view/details/${uuidOf('makati')}`)).statusCode).toBe(401);
    expect((await api.get(`/api/organization/customer/branch/view/${uuidOf('makati')}`)).statusCode).toBe(401);
  });
});

describe('branch list', () => {
  it('groups public branches under their brands', async () => {
    const res = await api.get('/api/organization/branch/list');
    const list = res.json().list as { brand: { name: string }; branches: { name: string; is_open: boolean }[] }[];
    expect(list.map((g) => g.brand.name)).toEqual(['The Grill', 'Tea House']);
    expect(list[0]?.branches.map((b) => b.name)).toEqual([
      'Grill makati',
      'Grill cubao',
      'Grill baguio',
      'Grill ermita',
      'Grill night',
    ]);
  });

  it('measures distances when given a position', async () => {
    const res = await api.get('/api/organization/branch/list?customer_lat=14.5547&customer_lng=121.0244');
    expect(res.json().list[0].branches[0]).toMatchObject({ name: 'Grill makati', distance: 0 });
  });
});
