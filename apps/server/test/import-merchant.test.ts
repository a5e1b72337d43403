import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImportError, importMerchant, type ReadMerchantFile } from '../src/flows/import-merchant';
import { stableUuid } from '../src/lib/uuid';
import { branch, merchantConfig, product } from './factories';
import { client, loadMerchant, svgFiles, type TestApp, testApp, tokenOf } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

async function problemsOf(config: unknown, read: ReadMerchantFile = svgFiles): Promise<string[]> {
  try {
    await importMerchant(t.services, config, read);
  } catch (error) {
    if (error instanceof ImportError) return error.problems;
    throw error;
  }
  throw new Error('the import succeeded');
}

describe('an invalid merchant file', () => {
  it('is refused with every problem listed by its JSON path', async () => {
    const config = merchantConfig({ subdomain: 'broken' }) as Record<string, unknown>;
    const products = [
      product('a'),
      product('b', { price: 'cheap' as never }),
      product('c', {
        type: 'variable',
        attributes: [{ name: 'Size', values: ['S', 'L'] }],
        variations: [{ values: ['XL'], price: 10 }],
      }),
      product('d', { brand: 'nobrand', inventory: [{ branch: 'nowhere', stock: 1 }] }),
    ];
    const problems = await problemsOf({ ...config, products, extra: true });
    expect(problems).toEqual(
      expect.arrayContaining([
        '(file): Unrecognized key: "extra"',
        'products[1].price: Invalid input: expected number, received string',
      ]),
    );
    // Cross-reference problems appear once the shape is right.
    const shapeOk = await problemsOf({ ...config, products: [products[0], products[2], products[3]] });
    expect(shapeOk).toEqual([
      'products[1].variations[0].values[0]: "XL" is not a value of attribute "Size"',
      'products[2].brand: unknown brand "nobrand"',
      'products[2].inventory[0].branch: unknown branch "nowhere"',
    ]);
  });

  it('takes an analytics code only as a GA4 measurement id, never script', async () => {
    const config = merchantConfig({ subdomain: 'tracked' }) as Record<string, unknown>;
    const wrong = [
      '<script>alert(1)</script>',
      'G-ABC"><img src=x>',
      'UA-12345-1',
      'g-abc1234',
      'G-',
      'G-ABC1234 ',
      '',
    ];
    for (const code of wrong) {
      expect(await problemsOf({ ...config, analytics: { is_enable: true, code } })).toEqual([
        'analytics.code: expected a measurement id like G-ABC123',
      ]);
    }
    await loadMerchant(t, {
      ...merchantConfig({ subdomain: 'tracked' }),
      analytics: { is_enable: true, code: 'G-DEMO1234' },
    });
    const res = await client(t, await tokenOf(t, 'tracked')).get('/api/merchant/v1/customer/analytics/code/view');
    expect(res.json()).toEqual({ data: { is_enable: true, code: 'G-DEMO1234' } });
  });

  it('takes a delivery site only as an https URL, and serves it with the settings', async () => {
    const base = merchantConfig({ subdomain: 'delivers' });
    const withSite = (url: string) => ({ ...base, settings: { ...base.settings, delivery_site_url: url } });
    for (const url of [
      'http://delivery.example.com',
      'javascript:alert(1)',
      '//delivery.example.com',
      '/delivery',
      'https://user:pass@delivery.example.com',
      'delivery.example.com',
    ]) {
      expect(await problemsOf(withSite(url))).toEqual(['settings.delivery_site_url: expected an https:// URL']);
    }
    await loadMerchant(t, withSite('https://delivery.example.com/order?from=storefront'));
    const token = await tokenOf(t, 'delivers');
    const settings = await client(t, token).get('/api/merchant/settings');
    expect(settings.json().data.delivery_site_url).toBe('https://delivery.example.com/order?from=storefront');
  });

  it('refuses attribute values that would make variation codes ambiguous', async () => {
    const config = merchantConfig({
      subdomain: 'underscored',
      products: [
        product('tea', {
          type: 'variable',
          price: undefined,
          attributes: [{ name: 'Size', values: ['Extra_Large'] }],
          variations: [{ values: ['Extra_Large'], price: 100 }],
        }),
      ],
    });
    expect(await problemsOf(config)).toEqual([
      'products[0].attributes[0].values[0]: must not contain "_" (it joins the values of a variation code)',
      'products[0].variations[0].values[0]: must not contain "_" (it joins the values of a variation code)',
    ]);
  });

  it('names missing and unsafe images by path', async () => {
    const read = async (p: string) =>
      p === 'images/logo.svg'
        ? undefined
        : p === 'images/burger.svg'
          ? Buffer.from('<svg onload="alert(1)"></svg>')
          : svgFiles(p);
    expect(await problemsOf(merchantConfig({ subdomain: 'imgs' }), read)).toEqual([
      'design.logo: file not found: images/logo.svg',
      'products[0].images[0]: SVG images must not contain scripts, event handlers or embedded documents',
    ]);
  });

  it('loads nothing at all when it fails', async () => {
    expect(
      await problemsOf(merchantConfig({ subdomain: 'broken', products: [product('x', { price: -1 })] })),
    ).toHaveLength(1);
    expect(await t.services.merchants.findBySubdomain('broken')).toBeNull();
  });
});

describe('a failure inside the import transaction', () => {
  it('leaves no half-written merchant behind', async () => {
    const spy = vi.spyOn(t.services.catalog, 'syncFromConfig').mockRejectedValueOnce(new Error('disk full'));
    await expect(loadMerchant(t, merchantConfig({ subdomain: 'halfway' }))).rejects.toThrow('disk full');
    spy.mockRestore();
    t.services.merchants.invalidate();
    expect(await t.services.merchants.findBySubdomain('halfway')).toBeNull();
  });

  it('refuses a custom domain that another merchant has', async () => {
    await loadMerchant(t, merchantConfig({ subdomain: 'owner', domains: ['shop.example.ph'] }));
    expect(await problemsOf(merchantConfig({ subdomain: 'thief', domains: ['shop.example.ph'] }))).toEqual([
      'domains: domain "shop.example.ph" already belongs to another merchant',
    ]);
    expect(await t.services.merchants.findBySubdomain('thief')).toBeNull();
  });
});

describe('importing again', () => {
  it('updates in place: same token, same ids, changed fields, removed records gone from the shop', async () => {
    const first = merchantConfig({
      subdomain: 'again',
      branches: [branch('makati'), branch('cubao')],
      products: [product('burger', { name: 'Burger', price: 100 }), product('fries', { name: 'Fries' })],
    });
    expect((await loadMerchant(t, first)).created).toBe(true);
    const token = await tokenOf(t, 'again');

    const second = {
      ...first,
      name: 'Again & Co',
      branches: [branch('makati')],
      products: [product('burger', { name: 'Cheeseburger', price: 120 })],
    };
    const summary = await loadMerchant(t, second);
    expect(summary).toMatchObject({ created: false, products: 1, branches: 1 });
    expect(await tokenOf(t, 'again')).toBe(token);

    const api = client(t, token);
    const makati = stableUuid('again/branch/makati');
    const list = (await api.post('/api/store/v7/public/customer/estore/products/1', { branch_uuid: makati })).json()
      .list;
    expect(list).toEqual([
      expect.objectContaining({ uuid: stableUuid('again/product/burger'), name: 'Cheeseburger', regular_price: 120 }),
    ]);
    expect((await api.get('/api/merchant/settings')).json().data.name).toBe('Again & Co');
    expect((await api.get(`/api/organization/public/branch/view/${stableUuid('again/branch/cubao')}`)).statusCode).toBe(
      404,
    );
    const fries = await api.post('/api/store/v1/public/customer/estore/product/inventory', {
      product_uuid: stableUuid('again/product/fries'),
      branch_uuid: makati,
    });
    expect(fries.statusCode).toBe(404);
  });
});

describe('the admin import call', () => {
  it('needs the admin key and reports problems as 422', async () => {
    const admin = await import('./helpers').then((h) => h.testApp({ adminKey: 'secret-key-for-tests' }));
    try {
      const url = '/api/admin/merchants/import';
      const files = { 'images/logo.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64') };
      expect((await admin.app.inject({ method: 'POST', url, payload: { config: {} } })).statusCode).toBe(401);
      const wrong = await admin.app.inject({
        method: 'POST',
        url,
        headers: { 'x-admin-key': 'nope' },
        payload: { config: {} },
      });
      expect(wrong.statusCode).toBe(401);
      const bad = await admin.app.inject({
        method: 'POST',
        url,
        headers: { 'x-admin-key': 'secret-key-for-tests' },
        payload: { config: { subdomain: 'x' }, files },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.config).toContain('name: Invalid input: expected string, received undefined');
    } finally {
      await admin.close();
    }
  });
});
