/**
 * Shared links (issue 28): the first HTML of a page names what it shows and previews it — title, Open
 * Graph and Twitter tags, canonical URL, schema.org data — and each host has its robots.txt and each
 * merchant its sitemap.xml. Fetched as a crawler would, without a browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableUuid } from '../src/lib/uuid';
import { ALWAYS_OPEN, branch, hours, merchantConfig, product } from './factories';
import { loadMerchant, type TestApp, testApp } from './helpers';

let t: TestApp;

const id = (sub: string, name: string) => stableUuid(`${sub}/${name}`);
const storeId = (sub: string, branchKey: string, brandKey: string) =>
  `${id(sub, `branch/${branchKey}`)}&${id(sub, `brand/${brandKey}`)}`;
const AYALA = storeId('kainan', 'ayala', 'lutong-bahay');
const ADOBO = id('kainan', 'product/adobo');

beforeAll(async () => {
  t = await testApp();
  const weekdays = hours('07:00', '22:00');
  await loadMerchant(
    t,
    merchantConfig({
      subdomain: 'kainan',
      name: 'Kainan Express',
      design: {
        ...merchantConfig().design,
        business_type: 'restaurant',
        snippet_details: { title: 'Kainan Express', description: 'Rice meals delivered.' },
      },
      brands: [{ key: 'lutong-bahay', name: 'Lutong Bahay', description: 'Home-style meals.', logo: 'images/lb.svg' }],
      branches: [
        branch('ayala', {
          brand: 'lutong-bahay',
          name: 'Lutong Bahay - Ayala Makati',
          address: '6750 Ayala Ave',
          city: 'Makati',
          contact_number: '0917 000 0000',
          store_hours: {
            ...weekdays,
            saturday: { opening: '00:00', closing: '00:00' },
            sunday: { ...weekdays.sunday, temporary_closed: true },
          } as never,
        }),
        branch('cubao', { brand: 'lutong-bahay', name: 'Cubao', city: 'Quezon City' }),
        branch('bahay', { brand: 'lutong-bahay', name: 'Lutong Bahayan', city: 'Pasig' }),
        branch('hidden', { brand: 'lutong-bahay', name: 'Lutong Bahay - Hidden', visibility: false }),
        branch('brand-hidden', { brand: 'lutong-bahay', name: 'Lutong Bahay - Greenhills', brand_visibility: false }),
      ],
      products: [
        product('adobo', {
          brand: 'lutong-bahay',
          name: 'Chicken Adobo Rice Meal',
          description: 'Braised in vinegar and soy.',
          type: 'variable',
          price: undefined,
          attributes: [{ name: 'Size', values: ['Regular', 'Large'] }],
          variations: [
            { values: ['Regular'], price: 149 },
            { values: ['Large'], price: 189 },
          ],
          inventory: [{ branch: 'ayala', stock: 'unlimited' }],
        }),
        product('fish', {
          brand: 'lutong-bahay',
          name: 'Fish <"&> Chips $& </script>',
          price: 120,
          sale_price: 99,
          images: [],
          inventory: [{ branch: 'ayala', stock: 0 }],
        }),
      ],
    }),
  );
  await loadMerchant(t, merchantConfig({ subdomain: 'tricky', name: 'Tindahan <b>"&\'</b>' }));
  await loadMerchant(
    t,
    merchantConfig({
      subdomain: 'botika',
      name: 'Botika',
      domains: ['botika.example.ph'],
      branches: [branch('makati', { name: 'Makati', store_hours: ALWAYS_OPEN })],
    }),
  );
});
afterAll(() => t.close());

const page = (url: string, host = 'localhost:8080') =>
  t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });

const fromEntities = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** What a link preview reads from the page's <head>. */
function previewOf(html: string) {
  const meta = (key: string) => {
    const m = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`));
    return m ? fromEntities(m[1] as string) : undefined;
  };
  const ld = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
  return {
    title: fromEntities(html.match(/<title>(.*?)<\/title>/)?.[1] ?? ''),
    titles: html.match(/<title>/g)?.length ?? 0,
    canonical: fromEntities(html.match(/<link rel="canonical" href="([^"]*)">/)?.[1] ?? ''),
    meta,
    ld: ld ? JSON.parse(ld) : null,
  };
}

describe('a page shared as a link', () => {
  it("home: the merchant's title, description, logo and canonical URL", async () => {
    const res = await page('/kainan/');
    expect(res.statusCode).toBe(200);
    const p = previewOf(res.body);
    expect(p.title).toBe('Kainan Express');
    expect(p.titles).toBe(1);
    expect(p.meta('description')).toBe('Rice meals delivered.');
    expect(p.canonical).toBe('http://localhost:8080/kainan/');
    expect(p.meta('og:url')).toBe('http://localhost:8080/kainan/');
    expect(p.meta('og:title')).toBe('Kainan Express');
    expect(p.meta('og:type')).toBe('website');
    expect(p.meta('og:image')).toMatch(/^http:\/\/localhost:8080\/media\/[0-9a-f]{32}-1280\.jpg$/);
    expect(p.meta('twitter:card')).toBe('summary_large_image');
    expect(p.meta('twitter:image')).toBe(p.meta('og:image'));
    // The merchant's logo is an SVG, which link previews do not show: it is named as a JPEG drawn from it.
    const preview = await t.app.inject({ method: 'GET', url: new URL(String(p.meta('og:image'))).pathname });
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect(p.ld).toMatchObject({
      '@type': 'Organization',
      name: 'Kainan Express',
      url: 'http://localhost:8080/kainan/',
    });
  });

  it('a store: "{store} | {merchant}", its brand logo, and a Restaurant with address and hours', async () => {
    const p = previewOf((await page(`/kainan/store/${AYALA}`)).body);
    expect(p.title).toBe('Lutong Bahay - Ayala Makati | Kainan Express');
    expect(p.meta('og:title')).toBe('Lutong Bahay - Ayala Makati | Kainan Express');
    expect(p.meta('twitter:title')).toBe('Lutong Bahay - Ayala Makati | Kainan Express');
    // The merchant's own title, which the client's screens put their names before (not the store's).
    expect(p.meta('application-name')).toBe('Kainan Express');
    expect(p.meta('description')).toBe('Home-style meals.');
    expect(p.canonical).toBe(`http://localhost:8080/kainan/store/${AYALA}`);
    const logo = p.meta('og:image');
    expect(logo).toMatch(/^http:\/\/localhost:8080\/media\/[0-9a-f]{32}-1280\.jpg$/);
    expect(logo).not.toBe(previewOf((await page('/kainan/')).body).meta('og:image'));
    expect(p.ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Lutong Bahay - Ayala Makati',
      url: `http://localhost:8080/kainan/store/${AYALA}`,
      image: logo,
      brand: { '@type': 'Brand', name: 'Lutong Bahay' },
      parentOrganization: { '@type': 'Organization', name: 'Kainan Express' },
      address: {
        '@type': 'PostalAddress',
        streetAddress: '6750 Ayala Ave',
        addressLocality: 'Makati',
        addressCountry: 'PH',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 14.5547, longitude: 121.0244 },
      telephone: '0917 000 0000',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`),
          opens: '07:00',
          closes: '22:00',
        },
        // Around the clock; Sunday is closed, so not listed.
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['https://schema.org/Saturday'],
          opens: '00:00',
          closes: '23:59',
        },
      ],
    });
  });

  it("names a branch whose name lacks its brand as '{brand} - {branch}'", async () => {
    const p = previewOf((await page(`/kainan/store/${storeId('kainan', 'cubao', 'lutong-bahay')}`)).body);
    expect(p.title).toBe('Lutong Bahay - Cubao | Kainan Express');
    const word = previewOf((await page(`/kainan/store/${storeId('kainan', 'bahay', 'lutong-bahay')}`)).body);
    expect(word.title).toBe('Lutong Bahay - Lutong Bahayan | Kainan Express');
  });

  it('a product link: the product, its price in PHP, and the store it is sold at', async () => {
    const p = previewOf((await page(`/kainan/store/${AYALA}/${ADOBO}`)).body);
    expect(p.title).toBe('Chicken Adobo Rice Meal | Kainan Express');
    expect(p.meta('description')).toBe('Braised in vinegar and soy.');
    expect(p.meta('og:type')).toBe('product');
    expect(p.meta('product:price:amount')).toBe('149.00');
    expect(p.meta('product:price:currency')).toBe('PHP');
    expect(p.meta('og:image')).toMatch(/^http:\/\/localhost:8080\/media\/[0-9a-f]{32}-1280\.jpg$/);
    expect(p.canonical).toBe(`http://localhost:8080/kainan/store/${AYALA}/${ADOBO}`);
    expect(p.ld).toMatchObject({
      '@type': 'Product',
      name: 'Chicken Adobo Rice Meal',
      image: [p.meta('og:image')],
      brand: { name: 'Lutong Bahay' },
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '149.00',
        highPrice: '189.00',
        offerCount: 2,
        priceCurrency: 'PHP',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('a product with one price: an Offer at its sale price, out of stock; its name escaped everywhere', async () => {
    const res = await page(`/kainan/store/${AYALA}/${id('kainan', 'product/fish')}`);
    expect(res.body).not.toContain('<"&>');
    expect(res.body).not.toMatch(/Chips \$& <\/script>/);
    const p = previewOf(res.body);
    expect(p.title).toBe('Fish <"&> Chips $& </script> | Kainan Express');
    expect(p.meta('og:title')).toBe('Fish <"&> Chips $& </script> | Kainan Express');
    expect(p.ld.name).toBe('Fish <"&> Chips $& </script>');
    expect(p.ld.offers).toEqual({
      '@type': 'Offer',
      price: '99.00',
      priceCurrency: 'PHP',
      availability: 'https://schema.org/OutOfStock',
      url: `http://localhost:8080/kainan/store/${AYALA}/${id('kainan', 'product/fish')}`,
    });
    // No product image: the store's (brand's) logo.
    expect(p.meta('og:image')).toBe(previewOf((await page(`/kainan/store/${AYALA}`)).body).meta('og:image'));
  });

  it('an unknown product falls back to its store; an unknown or hidden store to the merchant, with no canonical URL', async () => {
    const unknownProduct = previewOf((await page(`/kainan/store/${AYALA}/${id('kainan', 'product/nothing')}`)).body);
    expect(unknownProduct.title).toBe('Lutong Bahay - Ayala Makati | Kainan Express');
    expect(unknownProduct.canonical).toBe(`http://localhost:8080/kainan/store/${AYALA}`);
    for (const path of [
      `/kainan/store/${storeId('kainan', 'hidden', 'lutong-bahay')}`,
      `/kainan/store/${storeId('kainan', 'brand-hidden', 'lutong-bahay')}/${ADOBO}`,
      `/kainan/store/${id('kainan', 'branch/nowhere')}&x`,
      '/kainan/store/not-a-uuid/x',
      '/kainan/cart',
    ]) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      const p = previewOf(res.body);
      expect(p.title, path).toBe('Kainan Express');
      expect(p.canonical, path).toBe('');
      expect(p.ld, path).toBeNull();
      expect(p.meta('og:image'), path).toMatch(/^http:\/\/localhost:8080\/media\//);
    }
  });

  it('escapes the merchant name in every tag', async () => {
    const res = await page('/tricky/');
    expect(res.body).not.toContain('<b>"&');
    const p = previewOf(res.body);
    expect(p.meta('og:site_name')).toBe('Tindahan <b>"&\'</b>');
    expect(p.ld.name).toBe('Tindahan <b>"&\'</b>');
  });

  it('on a custom domain: the canonical URL and images are on that domain, and the store is a Store', async () => {
    const store = storeId('botika', 'makati', 'grill');
    const res = await page(`/botika/store/${store}`, 'botika.example.ph');
    expect(res.statusCode).toBe(200);
    const p = previewOf(res.body);
    expect(p.title).toBe('The Grill - Makati | Botika');
    expect(p.canonical).toBe(`http://botika.example.ph/botika/store/${store}`);
    expect(p.meta('og:image')).toMatch(/^http:\/\/botika\.example\.ph\/media\//);
    expect(p.ld['@type']).toBe('Store');
    expect(p.ld.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
          (d) => `https://schema.org/${d}`,
        ),
        opens: '00:00',
        closes: '23:59',
      },
    ]);
  });

  it('writes links with the protocol and host a trusted proxy forwards', async () => {
    const behind = await testApp({ trustProxy: true });
    try {
      await loadMerchant(behind, merchantConfig({ subdomain: 'proxied' }));
      const res = await behind.app.inject({
        method: 'GET',
        url: '/proxied/',
        headers: { host: '127.0.0.1:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.com' },
      });
      expect(previewOf(res.body).canonical).toBe('https://shop.example.com/proxied/');
    } finally {
      await behind.close();
    }
  });

  it('keeps the JSON-LD a data block the page policy never runs as script', async () => {
    const res = await page(`/kainan/store/${AYALA}`);
    const scriptSrc = String(res.headers['content-security-policy']).match(/script-src ([^;]*)/)?.[1];
    // Only scripts from our origin run; a script element of type application/ld+json is data, as the bootstrap is.
    expect(scriptSrc).toBe("'self'");
    expect(res.body.match(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[^<]/g)).toBeNull();
  });
});

describe('robots.txt', () => {
  it('on the platform host: every merchant without a domain of its own, and no API or account pages', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('User-agent: *\nAllow: /\nDisallow: /api/\n');
    expect(res.body).toContain('Disallow: /*/checkout\n');
    expect(res.body).toContain('Disallow: /*/my-profile\n');
    const sitemaps = res.body.split('\n').filter((l) => l.startsWith('Sitemap: '));
    expect(sitemaps).toEqual([
      'Sitemap: http://localhost:8080/kainan/sitemap.xml',
      'Sitemap: http://localhost:8080/tricky/sitemap.xml',
    ]);
  });

  it("on a custom domain: that merchant's sitemap alone", async () => {
    const res = await page('/robots.txt', 'botika.example.ph');
    expect(res.body.split('\n').filter((l) => l.startsWith('Sitemap: '))).toEqual([
      'Sitemap: http://botika.example.ph/botika/sitemap.xml',
    ]);
  });
});

describe('sitemap.xml', () => {
  it('lists the home and each visible store, escaped, as XML', async () => {
    const res = await page('/kainan/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'http://localhost:8080/kainan/',
      `http://localhost:8080/kainan/store/${AYALA.replace('&', '&amp;')}`,
      `http://localhost:8080/kainan/store/${storeId('kainan', 'cubao', 'lutong-bahay').replace('&', '&amp;')}`,
      `http://localhost:8080/kainan/store/${storeId('kainan', 'bahay', 'lutong-bahay').replace('&', '&amp;')}`,
    ]);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
  });

  it("is on the merchant's own domain, and nobody else's there", async () => {
    const moved = await page('/botika/sitemap.xml');
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('http://botika.example.ph:8080/botika/sitemap.xml');
    expect((await page('/botika/sitemap.xml', 'botika.example.ph')).body).toContain(
      '<loc>http://botika.example.ph/botika/</loc>',
    );
    expect((await page('/kainan/sitemap.xml', 'botika.example.ph')).statusCode).toBe(404);
    expect((await page('/nobody/sitemap.xml')).statusCode).toBe(404);
  });
});
