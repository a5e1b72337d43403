import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantConfig } from './factories';
import { loadMerchant, type TestApp, testApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
  await loadMerchant(t, merchantConfig({ subdomain: 'plain', name: 'Plain </script><b>Shop' }));
  await loadMerchant(t, merchantConfig({ subdomain: 'domained', domains: ['shop.example.ph'] }));
});
afterAll(() => t.close());

const page = (url: string, host = 'localhost:8080') =>
  t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });

function bootstrapOf(html: string) {
  const json = html.match(/<script id="storefront-bootstrap" type="application\/json">(.*?)<\/script>/)?.[1];
  return JSON.parse(json ?? 'null');
}

describe('page loads', () => {
  it('carry the merchant token, settings, design and theme colours in the first HTML', async () => {
    const res = await page('/plain/store/abc');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      /<style id="merchant-theme" nonce="[\w+/=]{24}">:root\{--main-color:#123456;--button-text-color:#fff\}<\/style>/,
    );
    expect(res.body).toContain('<title>Test Merchant — order online</title>');
    expect(res.body).toMatch(/<link rel="icon" href="\/media\/[0-9a-f]{32}\.svg">/);
    const boot = bootstrapOf(res.body);
    expect(boot.merchant.settings.subdomain).toBe('plain');
    expect(boot.merchant.token).toMatch(/^[\w-]{20,}$/);
    expect(boot.merchant.layout.home.our_brands).toEqual({ enable: true, weight: 1 });
    expect(boot.host_merchant).toBeNull();
  });

  it("show the merchant's bar and logo before any script runs", async () => {
    expect((await page('/plain/cart')).body).toMatch(
      /<div id="root"><div class="first-paint" aria-busy="true"><div class="first-paint__bar"><img src="\/media\/[0-9a-f]{32}\.svg" alt="Plain &lt;\/script&gt;&lt;b&gt;Shop" height="40"><\/div><\/div><\/div>/,
    );
    expect((await page('/nobody/')).body).toContain('<div id="root"></div>');
  });

  it('cannot be broken out of by merchant text', async () => {
    const res = await page('/plain/');
    expect(res.body).not.toContain('</script><b>');
    expect(bootstrapOf(res.body).merchant.settings.name).toBe('Plain </script><b>Shop');
  });

  it('answer an unknown merchant with the 404 page and no merchant', async () => {
    const res = await page('/nobody/');
    expect(res.statusCode).toBe(404);
    expect(bootstrapOf(res.body)).toEqual({ merchant: null, host_merchant: null });
    expect(res.body).toContain('--main-color:#ff8a00');
  });

  it('answer the 404 route with status 404', async () => {
    expect((await page('/plain/404')).statusCode).toBe(404);
  });

  it('never answer unknown API paths with HTML', async () => {
    const res = await page('/api/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No route for GET /api/nothing/here');
  });
});

describe('custom domains (route rule 2)', () => {
  it('send a merchant with a mapped domain to that domain, keeping the path and port', async () => {
    const res = await page('/domained/store/x?y=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://shop.example.ph:8080/domained/store/x?y=1');
  });

  it('keep a mapped domain on its merchant', async () => {
    for (const path of ['/', '/plain/', '/other/thing']) {
      const res = await page(path, 'shop.example.ph');
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/domained/');
    }
  });

  it('serve the merchant on its domain, naming it as the host merchant', async () => {
    const res = await page('/domained/brands/x', 'shop.example.ph');
    expect(res.statusCode).toBe(200);
    expect(bootstrapOf(res.body).host_merchant).toBe('domained');
  });
});

describe('the OpenAPI document', () => {
  it('describes the calls from their schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const products = doc.paths['/api/store/v7/public/customer/estore/products/{page}'].post;
    expect(products.requestBody.content['application/json'].schema.properties.branch_uuid).toBeDefined();
    expect(products.responses['200']).toBeDefined();
    expect(doc.paths['/media/{file}']).toBeUndefined();
  });
});

describe('health', () => {
  it('answers 200 once the server accepts traffic', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
