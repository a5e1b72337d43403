import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantConfig } from './factories';
import { client, loadMerchant, type TestApp, testApp, tokenOf } from './helpers';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await testApp();
  await loadMerchant(t, merchantConfig());
  await loadMerchant(
    t,
    merchantConfig({
      subdomain: 'closedshop',
      name: 'Closed Shop',
      settings: { maintenance: { status: true, message: 'Back at 6 pm.' } },
    }),
  );
  token = await tokenOf(t, 'testmerchant');
});

afterAll(() => t.close());

describe('POST /api/merchant/token/customer-portal', () => {
  it('gives a token for a known merchant', async () => {
    expect(token).toMatch(/^[\w-]{20,}$/);
  });

  it('answers 404 with a message for an unknown merchant', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/token/customer-portal',
      payload: { subdomain: 'nobody' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Merchant not found' });
  });

  it('answers 422 with a field message when the subdomain is missing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/merchant/token/customer-portal', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.subdomain).toHaveLength(1);
  });

  it('answers 400 for a body that is not JSON, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/token/customer-portal',
      headers: { 'content-type': 'application/json' },
      payload: '{"subdomain":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });

  it('answers 413 for an oversized payload', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/token/customer-portal',
      payload: { subdomain: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request is too large.');
  });
});

describe('the merchant token header', () => {
  it('is required on every other call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/merchant/settings' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'The merchant token is missing.' });
  });

  it('must be a real token', async () => {
    const res = await client(t, 'not-a-token').get('/api/merchant/settings');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'The merchant token is invalid.' });
  });
});

describe('merchant settings', () => {
  it('GET /settings and POST /merchant/settings give the same settings', async () => {
    const get = await client(t, token).get('/api/merchant/settings');
    const post = await client(t, token).post('/api/merchant/merchant/settings', { role: 'customer_web' });
    expect(get.statusCode).toBe(200);
    expect(get.json().data).toMatchObject({
      subdomain: 'testmerchant',
      name: 'Test Merchant',
      search_radius_km: 8,
      maintenance: { status: false },
    });
    expect(post.json()).toEqual(get.json());
  });

  it('POST /merchant/settings wants the customer_web role', async () => {
    const res = await client(t, token).post('/api/merchant/merchant/settings', { role: 'admin' });
    expect(res.statusCode).toBe(422);
  });

  it('gives the analytics code, disabled when the merchant has none', async () => {
    const res = await client(t, token).get('/api/merchant/v1/customer/analytics/code/view');
    expect(res.json()).toEqual({ data: { is_enable: false, code: null } });
  });
});

describe('maintenance', () => {
  it('answers 503 on ordinary calls while the merchant is in maintenance', async () => {
    const closed = client(t, await tokenOf(t, 'closedshop'));
    const res = await closed.post('/api/store/v4/public/customer/estore/product/categories/all');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Back at 6 pm.' });
  });

  it('still answers the maintenance look-up, settings and design', async () => {
    const closed = client(t, await tokenOf(t, 'closedshop'));
    expect((await closed.get('/api/merchant/maintenance')).json()).toEqual({
      data: { status: true, message: 'Back at 6 pm.' },
    });
    expect((await closed.get('/api/merchant/settings')).json().data.maintenance).toMatchObject({
      status: true,
      on_going: true,
    });
    expect((await closed.get('/api/design/customer/web/get-design')).statusCode).toBe(200);
  });

  it('reports no maintenance for an open merchant', async () => {
    expect((await client(t, token).get('/api/merchant/maintenance')).json()).toEqual({
      data: { status: false, message: null },
    });
  });
});

describe('design service', () => {
  it('gives colours, logo as a media URL, and snippet details', async () => {
    const res = await client(t, token).get('/api/design/customer/web/get-design');
    const body = res.json();
    expect(body.design).toMatchObject({
      main_color: '#123456',
      button_text_color: '#fff',
      title: 'Test Merchant',
      published: true,
    });
    expect(body.design.logo).toMatch(/^\/media\/[0-9a-f]{32}\.svg$/);
    expect(body.snippet_details).toEqual({
      title: 'Test Merchant — order online',
      description: 'Grilled food delivered.',
    });
  });

  it('defaults the main colour to #ff8a00', async () => {
    const config = merchantConfig({ subdomain: 'plain' });
    config.design = { ...config.design, main_color: undefined };
    await loadMerchant(t, config);
    const res = await client(t, await tokenOf(t, 'plain')).get('/api/design/customer/web/get-design');
    expect(res.json().design.main_color).toBe('#ff8a00');
  });

  it('gives the layout with about-us HTML sanitised', async () => {
    const res = await client(t, token).get('/api/design/v2/api/customer/web-store/get-layout');
    const { data } = res.json();
    expect(data.home.our_brands).toEqual({ enable: true, weight: 1 });
    expect(data.about_us.html).toBe('<p>Since 1999.</p>');
  });

  it('gives the favicon, feature banners, pop-ups and order-status designs', async () => {
    const c = client(t, token);
    expect((await c.get('/api/design/v2/api/customer/web-store/favicon')).json().data.favicon).toMatch(/^\/media\//);
    expect((await c.post('/api/design/customer/get-design')).json()).toEqual({ feature_banner: [] });
    expect((await c.get('/api/design/customer/get-pop-ups')).json()).toEqual({ pop_ups: [] });
    const designs = (await c.get('/api/design/v2/api/customer/order-status-design/web')).json().data;
    expect(Object.keys(designs)).toEqual(['pending', 'processing', 'dispatched', 'pick_up', 'delivered', 'claimed']);
    expect(designs.pick_up).toEqual({ enable: true, label: null, image: null, color: null });
  });
});

describe('pages service', () => {
  it('serves the legal pages with scripts, handlers and javascript: links removed', async () => {
    const res = await client(t, token).get('/api/pages/pages/customer/raw');
    const { data } = res.json();
    expect(data.privacy_policy).toBe('<h2>Privacy</h2><p>We keep little.</p>');
    expect(data.terms_use).toContain('<p>Be nice.</p>');
    expect(data.terms_use).not.toMatch(/script|onerror|javascript:|<img/i);
  });

  it('serves the guidelines', async () => {
    const res = await client(t, token).get('/api/pages/pages/customer/guidelines');
    expect(res.json()).toEqual({ guideline: '' });
  });
});

describe('media files', () => {
  it('serves an imported image with a long cache and a sandboxing policy', async () => {
    const logo = (await client(t, token).get('/api/design/customer/web/get-design')).json().design.logo as string;
    const res = await t.app.inject({ method: 'GET', url: logo });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.body).toContain('<svg');
  });

  it('answers 404 for an unknown file', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/media/${'0'.repeat(32)}.svg` });
    expect(res.statusCode).toBe(404);
  });
});
