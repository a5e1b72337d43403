/**
 * Issue 26 (navigation): a feature banner leads where the merchant's file says, a bad link fails the
 * import naming it, and the top-level legal pages are served the app (not the 404 page).
 */
import type { MerchantConfigInput } from '@storefront/contracts/merchant-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableUuid } from '../src/lib/uuid';
import { merchantConfig } from './factories';
import { client, loadMerchant, type TestApp, testApp, tokenOf } from './helpers';

let t: TestApp;

type Banner = NonNullable<MerchantConfigInput['design']['feature_banner']>[number];

const withBanners = (subdomain: string, feature_banner: Banner[]) => {
  const config = merchantConfig({ subdomain });
  return { ...config, design: { ...config.design, feature_banner } };
};

beforeAll(async () => {
  t = await testApp();
  await loadMerchant(
    t,
    withBanners('bannered', [
      { image: 'images/b1.svg', title: 'Mains all day', link: '/category/mains' },
      { image: 'images/b2.svg', title: 'The Grill', link: '/brands/grill' },
      { image: 'images/b3.svg', title: 'Our app', link: 'https://apps.example.ph/bannered?ref=home' },
      { image: 'images/b4.svg', title: 'Just a picture' },
    ]),
  );
});
afterAll(() => t.close());

describe('feature banner links', () => {
  it('the design call returns each banner’s storefront path or https URL, and null for none', async () => {
    const api = client(t, await tokenOf(t, 'bannered'));
    const categories = (await api.post('/api/store/v4/public/customer/estore/product/categories/all')).json().data as {
      id: number;
      uuid: string;
      name: string;
    }[];
    const mains = categories.find((c) => c.name === 'Mains');
    expect(mains).toBeDefined();

    const res = await api.post('/api/design/customer/get-design');
    expect(res.statusCode).toBe(200);
    expect(res.json().feature_banner.map((b: { title: string; link: string | null }) => [b.title, b.link])).toEqual([
      ['Mains all day', `/bannered/category/${mains?.uuid}/${mains?.id}`],
      ['The Grill', `/bannered/brands/${stableUuid('bannered/brand/grill')}`],
      ['Our app', 'https://apps.example.ph/bannered?ref=home'],
      ['Just a picture', null],
    ]);
  });

  const refused: [string, Banner, string][] = [
    ['a javascript: link', { image: 'images/b.svg', title: 'X', link: 'javascript:alert(1)' }, 'link: expected'],
    [
      'a JavaScript: link in capitals',
      { image: 'images/b.svg', title: 'X', link: 'JavaScript:alert(1)' },
      'link: expected',
    ],
    [
      'a data: link',
      { image: 'images/b.svg', title: 'X', link: 'data:text/html,<script>1</script>' },
      'link: expected',
    ],
    ['an http link', { image: 'images/b.svg', title: 'X', link: 'http://shop.example.ph/' }, 'link: expected'],
    ['a protocol-relative link', { image: 'images/b.svg', title: 'X', link: '//evil.example/' }, 'link: expected'],
    [
      'a link with credentials',
      { image: 'images/b.svg', title: 'X', link: 'https://shop.example.ph@evil.example/' },
      'link: expected',
    ],
    ['another storefront path', { image: 'images/b.svg', title: 'X', link: '/other-merchant/cart' }, 'link: expected'],
    [
      'an unknown category',
      { image: 'images/b.svg', title: 'X', link: '/category/desserts' },
      'link: unknown category "desserts"',
    ],
    ['an unknown brand', { image: 'images/b.svg', title: 'X', link: '/brands/nobody' }, 'link: unknown brand "nobody"'],
    [
      'a linked banner without a title',
      { image: 'images/b.svg', title: ' ', link: '/brands/grill' },
      'title: a banner with a link needs a title: it names the link',
    ],
  ];
  for (const [what, banner, message] of refused) {
    it(`${what} fails the import with a clear message`, async () => {
      const failure = loadMerchant(t, withBanners('refused', [banner]));
      await expect(failure).rejects.toThrow(`design.feature_banner[0].${message}`);
      // Nothing was imported.
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/merchant/token/customer-portal',
            payload: { subdomain: 'refused' },
          })
        ).statusCode,
      ).not.toBe(200);
    });
  }
});

describe('top-level legal pages (spec §2, outside the layout)', () => {
  const page = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost:8080', accept: 'text/html' } });

  for (const [url, title] of [
    ['/terms-of-use', 'Terms of Use'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-use/', 'Terms of Use'],
  ] as const) {
    it(`${url} is served the app, titled ${title}, with no merchant`, async () => {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<title>${title}</title>`);
      expect(res.body).toContain('"merchant":null');
    });
  }

  it('a path beneath them is still the 404 page', async () => {
    const res = await page('/terms-of-use/more');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Page not found</title>');
  });
});
