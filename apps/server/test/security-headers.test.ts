/**
 * Security headers on everything the server answers (plugins/security-headers.ts): the SPA's pages
 * and its 404 with their per-merchant policy (lib/content-security-policy.ts), the API, media, the
 * invoice, the sandbox payment page and the outbox. None can be framed; HSTS only over HTTPS.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS } from '../src/plugins/security-headers';
import { merchantConfig, product } from './factories';
import { loadMerchant, type TestApp, testApp } from './helpers';
import { LECHON, loadPayShop, MAKATI, PAYNAMICS, shopperOf } from './support/payments-shop';
import { shopperOf as cartShopper } from './support/shopper';

let t: TestApp;
let token: string;

beforeAll(async () => {
  // As behind a TLS-terminating proxy: X-Forwarded-Proto is believed.
  t = await testApp({ trustProxy: true, devRoutes: true, payments: { sandbox: true, paynamics: PAYNAMICS } });
  token = await loadPayShop(t);
  await loadMerchant(
    t,
    merchantConfig({
      subdomain: 'cdnshop',
      products: [product('burger', { images: ['https://cdn.example.com/burger.png', 'images/burger.svg'] })],
      pages: { privacy_policy: '<p><img src="https://img.example.org/a.png" alt=""></p>', terms_use: '' },
    }),
  );
  await loadMerchant(t, {
    ...merchantConfig({ subdomain: 'gashop' }),
    analytics: { is_enable: true, code: 'G-TEST1234' },
  });
  await loadMerchant(t, {
    ...merchantConfig({ subdomain: 'gaoff' }),
    analytics: { is_enable: false, code: 'G-TEST1234' },
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

/** The policy as directive → sources. */
const csp = (res: LightMyRequestResponse): Record<string, string[]> =>
  Object.fromEntries(
    String(res.headers['content-security-policy'] ?? '')
      .split(/;\s*/)
      .filter(Boolean)
      .map((part) => {
        const [name, ...sources] = part.split(' ');
        return [name, sources];
      }),
  );

function expectNoFramingNoSniffing(res: LightMyRequestResponse) {
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
}

function expectStrictPage(res: LightMyRequestResponse) {
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expectNoFramingNoSniffing(res);
  const policy = csp(res);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['default-src']).toEqual(["'none'"]);
  expect(String(res.headers['content-security-policy'])).not.toMatch(/'unsafe-eval'/);
  expect(policy['script-src'] ?? []).not.toContain("'unsafe-inline'");
  return policy;
}

describe('storefront pages', () => {
  it("carry the merchant's strict policy: own origin only, its style nonce, no framing", async () => {
    const res = await get('/payshop/store/x');
    expect(res.statusCode).toBe(200);
    const policy = expectStrictPage(res);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'"]); // no PayMongo on this instance
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    // The theme's <style> carries this response's nonce, and only this response's.
    const nonce = res.body.match(/<style id="merchant-theme" nonce="([^"]+)">/)?.[1];
    expect(policy['style-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
    const again = await get('/payshop/store/x');
    expect(csp(again)['style-src']).not.toEqual(policy['style-src']);
  });

  it('the 404 page is locked down the same way', async () => {
    for (const url of ['/no-such-merchant/', '/payshop/404']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expectStrictPage(res);
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it("allow exactly the https image hosts the merchant's products and pages name", async () => {
    const policy = csp(await get('/cdnshop/'));
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cdn.example.com',
      'https://img.example.org',
    ]);
    expect(csp(await get('/payshop/'))['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });
});

describe('Google Analytics', () => {
  it("opens Google's GA4 hosts only on the pages of a merchant that enabled its analytics", async () => {
    const policy = expectStrictPage(await get('/gashop/'));
    expect(policy['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.google-analytics.com',
      'https://*.googletagmanager.com',
    ]);
    // Switched off, absent, or no merchant at all: no Google host.
    for (const url of ['/gaoff/', '/payshop/', '/no-such-merchant/']) {
      expect(String((await get(url)).headers['content-security-policy'])).not.toMatch(/google/);
    }
  });
});

describe('other responses', () => {
  it('API JSON: no sniffing, no framing, no page policy needed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/token/customer-portal',
      payload: { subdomain: 'payshop' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expectNoFramingNoSniffing(res);
    const missing = await t.app.inject({ method: 'GET', url: '/api/no/such/call' });
    expect(missing.statusCode).toBe(404);
    expectNoFramingNoSniffing(missing);
  });

  it('media keep their sandbox policy and cannot be framed', async () => {
    const logo = (await get('/payshop/')).body.match(/<link rel="icon" href="(\/media\/[0-9a-f]{32}\.svg)">/)?.[1];
    const res = await get(logo as string);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expectNoFramingNoSniffing(res);
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('the invoice page', async () => {
    const guest = cartShopper(t.app, token, { branch: MAKATI });
    await guest.add(LECHON);
    const orderUuid = await guest.placeOrder({ payment_method: 'COD' });
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/store/v4/public/customer/estore/order/transaction/details/${orderUuid}`,
      headers: { 'x-merchant-token': token },
    });
    const res = await get(details.json().data.invoice_url);
    expect(res.statusCode, res.body).toBe(200);
    expectStrictPage(res);
  });

  it('the sandbox payment page', async () => {
    const shopper = shopperOf(t, token);
    const started = await shopper.card({ order_uuid: await shopper.order('CC_PAYMONGO') });
    expect(started.statusCode, started.body).toBe(200);
    const res = await shopper.page(started.json().data.redirect_url);
    expect(res.statusCode).toBe(200);
    expectStrictPage(res);
  });

  it('the development outbox gets frame-ancestors added to its own policy', async () => {
    const res = await get('/dev/outbox');
    expect(res.statusCode).toBe(200);
    const policy = expectStrictPage(res);
    expect(policy['form-action']).toEqual(["'self'"]);
  });
});

describe('HTTPS', () => {
  it('HSTS and upgrade-insecure-requests when the request came over HTTPS, through a trusted proxy', async () => {
    const page = await get('/payshop/', { 'x-forwarded-proto': 'https' });
    expect(page.headers['strict-transport-security']).toBe(HSTS);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(page.headers['content-security-policy'])).toMatch(/; upgrade-insecure-requests$/);
    const api = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(api.headers['strict-transport-security']).toBe(HSTS);
  });

  it('neither over plain http', async () => {
    const page = await get('/payshop/');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(String(page.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });
});

describe('an instance with PayMongo and map tiles configured', () => {
  let p: TestApp;
  beforeAll(async () => {
    p = await testApp({
      map: { tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', attribution: '© OSM' },
      payments: {
        sandbox: true,
        paynamics: PAYNAMICS,
        paymongo: {
          secretKey: 'sk_test',
          publicKey: 'pk_test',
          webhookSecret: 'whsk',
          apiUrl: 'https://api.paymongo.test',
        },
      },
    });
    await loadPayShop(p);
    await loadMerchant(p, merchantConfig({ subdomain: 'codonly' }));
  });
  afterAll(() => p.close());

  const page = (url: string, headers: Record<string, string> = {}) =>
    p.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('gives a merchant offering PayMongo cards the PayMongo API origin, and the tile host', async () => {
    const policy = csp(await page('/payshop/checkout/card/details/'));
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.paymongo.test']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://*.tile.example.org']);
  });

  it('gives a merchant without PayMongo cards only the tile host', async () => {
    const policy = csp(await page('/codonly/'));
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://*.tile.example.org']);
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
    const res = await page('/payshop/', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
