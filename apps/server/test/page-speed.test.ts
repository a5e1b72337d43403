/**
 * What the first HTML and the assets do for a slow phone (issue 28): the screen's chunks named as
 * preloads, Home's banners in the bootstrap and its first picture preloaded, and the build's Brotli and
 * gzip copies sent to browsers that take them. Served from a miniature build made here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { BANNER_SIZES, LOGO_SIZES, MEDIA_WIDTHS } from '@storefront/contracts/media-renditions';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMerchant } from '../src/flows/import-merchant';
import { stableUuid } from '../src/lib/uuid';
import { menuPicturePreloads } from '../src/plugins/first-answers';
import { merchantConfig } from './factories';
import { client, loadMerchant, svgFiles, type TestApp, testApp } from './helpers';

let t: TestApp;
let webDist: string;
const APP_JS = 'console.log("the storefront");'.repeat(100);

function miniatureBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><!--app-head--><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-1.js'), APP_JS);
  fs.writeFileSync(path.join(dir, 'assets', 'index-1.js.br'), zlib.brotliCompressSync(APP_JS));
  fs.writeFileSync(path.join(dir, 'assets', 'index-1.js.gz'), zlib.gzipSync(APP_JS));
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true },
    'src/app/routes/home.tsx': { file: 'assets/home-1.js', css: ['assets/home-1.css'] },
    'src/app/routes/cart.tsx': { file: 'assets/cart-1.js' },
  };
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

beforeAll(async () => {
  webDist = miniatureBuild();
  t = await testApp({ webDist });
  const config = merchantConfig({ subdomain: 'plain' });
  await loadMerchant(t, {
    ...config,
    design: {
      ...config.design,
      feature_banner: [
        { image: 'images/logo.svg', title: 'Grill week', link: '/category/mains' },
        { image: 'images/grill.svg', title: 'Our grill' },
      ],
    },
  });
  // A merchant of photos, as most ship them: its logo and banner are PNGs.
  const photos = merchantConfig({ subdomain: 'photos' });
  const png = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#a52' } })
    .png()
    .toBuffer();
  await importMerchant(
    t.services,
    { ...photos, design: { ...photos.design, feature_banner: [{ image: 'images/banner.png', title: 'Sale' }] } },
    async (file) => (file.endsWith('.png') || file === 'images/logo.svg' ? png : svgFiles(file)),
  );
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost', accept: 'text/html' } });
const bootstrapOf = (html: string) =>
  JSON.parse(html.match(/<script id="storefront-bootstrap" type="application\/json">(.*?)<\/script>/)?.[1] ?? 'null');

describe("the first HTML of a merchant's page", () => {
  it("preloads the screen's own chunks and styles, not the entry index.html already loads", async () => {
    const home = (await page('/plain/')).body;
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js">');
    expect(home).toContain('<link rel="preload" as="style" crossorigin href="/assets/home-1.css">');
    expect(home).not.toContain('modulepreload" crossorigin href="/assets/index-1.js"');
    // After the entry script: it is asked for first.
    expect(home.indexOf('href="/assets/home-1.js"')).toBeGreaterThan(home.indexOf('src="/assets/index-1.js"'));

    const cart = (await page('/plain/cart')).body;
    expect(cart).toContain('href="/assets/cart-1.js"');
    // The first paint's logo before them: it is all that paints until the screen's code has come.
    const logo = cart.match(/<div class="first-paint__bar"><img src="([^"]+)"/)?.[1];
    const logoPreload = `<link rel="preload" as="image" fetchpriority="high" href="${logo}">`;
    expect(logo).toMatch(/^\/media\/[0-9a-f]{32}\.svg$/);
    expect(cart).toContain(logoPreload);
    expect(cart.indexOf(logoPreload)).toBeLessThan(cart.indexOf('href="/assets/cart-1.js"'));
    expect(cart).not.toContain('href="/assets/home-1.js"');
    expect((await page('/plain/my-profile')).body).not.toContain('modulepreload');
  });

  it("carries Home's banners as get-design answers them, and preloads the first one's picture on Home only", async () => {
    const home = await page('/plain/');
    const banners = bootstrapOf(home.body).merchant.feature_banner;
    const token = bootstrapOf(home.body).merchant.token;
    const answered = await t.app.inject({
      method: 'POST',
      url: '/api/design/customer/get-design',
      headers: { 'x-merchant-token': token },
    });
    expect(banners).toEqual(answered.json().feature_banner);
    expect(banners.map((b: { title: string }) => b.title)).toEqual(['Grill week', 'Our grill']);
    expect(banners[0].link).toMatch(/^\/plain\/category\/[0-9a-f-]{36}\/\d+$/);
    expect(home.body).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${banners[0].image}">`);
    // Elsewhere the only picture asked for ahead is the first paint's logo.
    expect((await page('/plain/cart')).body.match(/as="image"/g)).toHaveLength(1);
  });

  it("paints Home's title, lead and first banner before any script, escaped; other screens the bar alone", async () => {
    const home = (await page('/plain/')).body;
    const banner = bootstrapOf(home).merchant.feature_banner[0];
    const top = home.match(/<div class="container page home">(.*?)<\/div><\/div><\/div>/)?.[1];
    expect(top).toBe(
      '<div class="home__intro"><h1 class="home__title">Test Merchant — order online</h1>' +
        '<p class="home__lead">Grilled food delivered.</p></div>' +
        '<section class="feature-banner"><ul class="list-reset feature-banner__track"><li class="feature-banner__slide">' +
        `<img src="${banner.image}" alt="Grill week" width="1200" height="400" loading="eager" fetchpriority="high" class="feature-banner__image">` +
        '</li></ul></section>',
    );
    // The banner is asked for with the logo, ahead of the screen's chunks.
    expect(home.indexOf(`as="image" fetchpriority="high" href="${banner.image}"`)).toBeLessThan(
      home.indexOf('href="/assets/home-1.js"'),
    );
    for (const screen of ['/plain/cart', '/plain/category/mains', '/plain/login'])
      expect((await page(screen)).body).not.toContain('home__intro');
    // A merchant in maintenance: its Home goes on to the maintenance page, so only the bar shows first.
    await loadMerchant(
      t,
      merchantConfig({ subdomain: 'closed', settings: { maintenance: { status: true, message: 'Back at 6 pm.' } } }),
    );
    const closed = (await page('/closed/')).body;
    expect(closed).toContain('<div class="first-paint__bar');
    expect(closed).not.toContain('home__intro');

    const config = merchantConfig({ subdomain: 'marked' });
    await loadMerchant(t, {
      ...config,
      design: { ...config.design, snippet_details: { title: '', description: '<b>Fresh</b> & "hot"' } },
    });
    const marked = (await page('/marked/')).body;
    expect(marked).toContain(
      `<h1 class="home__title">${config.name}</h1><p class="home__lead">&lt;b&gt;Fresh&lt;/b&gt; &amp; &quot;hot&quot;</p></div></div></div>`,
    );
  });

  it('names a photo logo and banner as renditions, the preloads naming the same set as the pictures', async () => {
    const home = (await page('/photos/')).body;
    const [, src, srcset, sizes] =
      home.match(/<div class="first-paint__bar"><img src="([^"]+)" srcset="([^"]+)" sizes="([^"]+)"/) ?? [];
    expect(src).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
    const hash = src?.slice(7, 39);
    expect(srcset).toBe(MEDIA_WIDTHS.map((w) => `/media/${hash}-${w}.webp ${w}w`).join(', '));
    expect(sizes).toBe(LOGO_SIZES);
    expect(home).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${src}" imagesrcset="${srcset}" imagesizes="${sizes}">`,
    );
    const banner = bootstrapOf(home).merchant.feature_banner[0].image as string;
    const bannerSet = MEDIA_WIDTHS.map((w) => `${banner.slice(0, -4)}-${w}.webp ${w}w`).join(', ');
    expect(home).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${banner}" imagesrcset="${bannerSet}" imagesizes="${BANNER_SIZES}">`,
    );
  });
});

describe("the answers to a screen's first calls", () => {
  const branchUuid = stableUuid('plain/branch/makati');
  const storePage = `/plain/store/${branchUuid}&${stableUuid('plain/brand/grill')}`;
  type Answer = { method: string; url: string; body?: unknown; answer: unknown };

  it("are the API's own answers to the store's entry check, first menu page and details, as a guest gets them", async () => {
    const html = (await page(storePage)).body;
    const boot = bootstrapOf(html);
    const answers: Answer[] = boot.first_answers;
    expect(answers.map((a) => `${a.method} ${a.url}`)).toEqual([
      `GET /api/organization/public/branch/view/${branchUuid}`,
      'POST /api/store/v7/public/customer/estore/products/1',
      `GET /api/organization/v2/public/customer/branch/view/details/${branchUuid}`,
    ]);
    for (const a of answers) {
      const direct = await t.app.inject({
        method: a.method as 'GET' | 'POST',
        url: a.url,
        headers: { 'x-merchant-token': boot.merchant.token, 'content-type': 'application/json' },
        ...(a.body ? { payload: JSON.stringify(a.body) } : {}),
      });
      expect(a.answer).toEqual(direct.json());
    }
    const menu = answers[1]?.answer as { list: { name: string; image: string }[] };
    expect(menu.list.length).toBeGreaterThan(0);
    // The menu's first picture comes with the page.
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${menu.list[0]?.image}">`);
  });

  it("preload the menu's first two pictures, a picture the two share once", () => {
    const menuAnswer = (...images: (string | null)[]) => [
      {
        method: 'POST' as const,
        url: '/api/store/v7/public/customer/estore/products/1',
        body: {},
        answer: { list: images.map((image) => ({ image })) },
      },
    ];
    const preloaded = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded(menuPicturePreloads(menuAnswer('/media/a.svg', '/media/b.svg', '/media/c.svg')))).toEqual([
      '/media/a.svg',
      '/media/b.svg',
    ]);
    expect(preloaded(menuPicturePreloads(menuAnswer('/media/a.svg', '/media/a.svg')))).toEqual(['/media/a.svg']);
    expect(preloaded(menuPicturePreloads(menuAnswer(null, '/media/b.svg')))).toEqual(['/media/b.svg']);
  });

  /** Each answer equals what the API itself answers the same call, as a guest. */
  async function expectTheApisOwn(answers: Answer[], token: string) {
    for (const a of answers) {
      const direct = await t.app.inject({
        method: a.method as 'GET' | 'POST',
        url: a.url,
        headers: { 'x-merchant-token': token, 'content-type': 'application/json' },
        ...(a.body ? { payload: JSON.stringify(a.body) } : {}),
      });
      expect(direct.statusCode).toBe(200);
      expect(a.answer).toEqual(direct.json());
    }
  }

  it("are Home's categories and store lists on Home (every public store without a position), none for a screen that needs the customer or an unknown store", async () => {
    const boot = bootstrapOf((await page('/plain/')).body);
    const home: Answer[] = boot.first_answers;
    expect(home.map((a) => `${a.method} ${a.url} ${JSON.stringify(a.body ?? null)}`)).toEqual([
      'POST /api/store/v4/public/customer/estore/product/categories/all {}',
      'POST /api/store/v2/public/customer/estore/branch/nearby {}',
      'GET /api/organization/branch/list null',
    ]);
    await expectTheApisOwn(home, boot.merchant.token);
    const categories = home[0]?.answer as { data: { name: string }[] } | undefined;
    expect(categories?.data.map((c) => c.name)).toContain('Mains');

    expect(bootstrapOf((await page('/plain/cart')).body).first_answers).toBeUndefined();
    expect(bootstrapOf((await page('/plain/my-profile')).body).first_answers).toBeUndefined();
    const unknown = `/plain/store/${stableUuid('plain/branch/nowhere')}&${stableUuid('plain/brand/grill')}`;
    expect(bootstrapOf((await page(unknown)).body).first_answers).toBeUndefined();
    expect(bootstrapOf((await page('/plain/store/not-a-uuid')).body).first_answers).toBeUndefined();
  });

  describe("of a guest whose browser sends its cart's cookie and chosen position", () => {
    const MAKATI = { lat: 14.5547, lng: 121.0244 };
    let cartUuid = '';
    let token = '';
    const asGuest = (url: string, cookie: string) =>
      t.app.inject({ method: 'GET', url, headers: { host: 'localhost', accept: 'text/html', cookie } });

    beforeAll(async () => {
      token = bootstrapOf((await page('/plain/')).body).merchant.token;
      const api = client(t, token);
      const menu = (
        await api.post('/api/store/v7/public/customer/estore/products/1', { branch_uuid: branchUuid })
      ).json();
      const added = await api.post('/api/store/v5/public/customer/estore/cart/item/add', {
        branch_uuid: branchUuid,
        product_uuid: menu.list[0].uuid,
        quantity: 2,
        customer_lat: MAKATI.lat,
        customer_lng: MAKATI.lng,
      });
      expect(added.statusCode).toBe(200);
      cartUuid = added.json().cart_uuid;
    });

    it('carry their cart on the screens that show it, priced for their position, and the page is theirs alone', async () => {
      const cookie = `theme=dark; cart_uuid=${cartUuid}; storefront_position=${encodeURIComponent('14.5547,121.0244')}`;
      for (const screen of ['/plain/cart', '/plain/checkout', storePage, '/plain/']) {
        const res = await asGuest(screen, cookie);
        expect(res.headers['cache-control']).toBe('private, no-cache');
        const answers: Answer[] = bootstrapOf(res.body).first_answers;
        const cart = answers.find((a) => a.url === '/api/store/v5/public/customer/estore/cart/item/list');
        // The body the client sends (get-cart.ts): its position, then its cart.
        expect(cart?.body).toEqual({ customer_lat: 14.5547, customer_lng: 121.0244, cart_uuid: cartUuid });
        expect((cart?.answer as { cart_count: number } | undefined)?.cart_count).toBe(2);
        await expectTheApisOwn(answers, token);
      }
      const checkout: Answer[] = bootstrapOf((await asGuest('/plain/checkout', cookie)).body).first_answers;
      expect(checkout.map((a) => a.url)).toContain('/api/store/v1/public/customer/estore/settings/store/details');
      const home: Answer[] = bootstrapOf((await asGuest('/plain/', cookie)).body).first_answers;
      expect(home.map((a) => `${a.url} ${JSON.stringify(a.body ?? null)}`)).toEqual(
        expect.arrayContaining([
          '/api/store/v2/public/customer/estore/branch/nearby {"customer_lat":14.5547,"customer_lng":121.0244}',
          '/api/organization/branch/list?customer_lat=14.5547&customer_lng=121.0244 null',
        ]),
      );
      expect(bootstrapOf((await asGuest('/plain/my-profile', cookie)).body).first_answers).toBeUndefined();
    });

    it('leave out a cookie that is not a cart id or a position, and a cart the server does not know', async () => {
      const answersWith = async (cookie: string): Promise<Answer[]> =>
        bootstrapOf((await asGuest('/plain/', cookie)).body).first_answers;
      const junk = await answersWith('cart_uuid=../../etc; storefront_position=999,1');
      expect(junk.map((a) => `${a.url} ${JSON.stringify(a.body ?? null)}`)).toEqual([
        '/api/store/v4/public/customer/estore/product/categories/all {}',
        '/api/store/v2/public/customer/estore/branch/nearby {}',
        '/api/organization/branch/list null',
      ]);
      const gone = await answersWith(`cart_uuid=${stableUuid('no such cart')}`);
      expect(gone.map((a) => a.url)).not.toContain('/api/store/v5/public/customer/estore/cart/item/list');
    });
  });
});

describe("the build's assets", () => {
  const asset = (encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/assets/index-1.js',
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('go as Brotli or gzip to a browser that takes them, as they are to one that does not', async () => {
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    expect(br.rawPayload.length).toBeLessThan(APP_JS.length / 10);

    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);

    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
    expect(plain.headers['cache-control']).toContain('immutable');
  });
});

describe('a page', () => {
  const pageIn = (encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/plain/',
      headers: { host: 'localhost', accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });
  /** The page without its per-response nonce, which differs between any two answers. */
  const withoutNonce = (html: string) => html.replaceAll(/nonce="[^"]+"/g, 'nonce=""');

  it('goes as Brotli or gzip to a browser that takes them (its q-values heeded), as it is to one that does not', async () => {
    const plain = await pageIn();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.body).toContain('<div class="first-paint__bar">');

    const br = await pageIn('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    const brHtml = zlib.brotliDecompressSync(br.rawPayload).toString();
    expect(withoutNonce(brHtml)).toBe(withoutNonce(plain.body));
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gz = await pageIn('br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(withoutNonce(zlib.gunzipSync(gz.rawPayload).toString())).toBe(withoutNonce(plain.body));

    const none = await pageIn('identity');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(withoutNonce(none.body)).toBe(withoutNonce(plain.body));
  });
});
