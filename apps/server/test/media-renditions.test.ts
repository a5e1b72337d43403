import { MEDIA_WIDTHS } from '@storefront/contracts/media-renditions';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { importMerchant } from '../src/flows/import-merchant';
import { merchantConfig } from './factories';
import { client, type TestApp, testApp, tokenOf } from './helpers';

let t: TestApp;
let design: { logo: string; favicon: string };
let brandLogo: string;

/** A 400 × 200 photo, stored sideways with EXIF orientation 6 (as phones do): upright it is 200 × 400. */
const sidewaysPhoto = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: '#3a7' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();

const files: Record<string, () => Promise<Buffer>> = {
  // A vector 10 units wide: drawn at 72 dpi it would be 10 px, stretched blurry to any rendition.
  'images/logo.svg': async () =>
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="5" height="10" fill="#c00"/></svg>',
    ),
  'images/favicon.svg': async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="10"'),
  'images/grill.svg': sidewaysPhoto,
};
const read = async (p: string) => (files[p] ? files[p]() : Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"/>`));

beforeAll(async () => {
  t = await testApp();
  await importMerchant(t.services, merchantConfig(), read);
  const c = client(t, await tokenOf(t, 'testmerchant'));
  design = (await c.get('/api/design/customer/web/get-design')).json().design;
  design.favicon = (await c.get('/api/design/v2/api/customer/web-store/favicon')).json().data.favicon;
  // The brand's logo, the one photo, as the import addressed it.
  const [photo] = await rowsOf<{ hash: string }>(
    t.database.db.execute(sql`select hash from media_files where content_type = 'image/jpeg'`),
  );
  brandLogo = `/media/${photo?.hash}.jpg`;
});

afterAll(() => t.close());

const rendition = (url: string, width: number, format = 'webp') =>
  url.replace(/\.(svg|png|jpg|webp)$/, `-${width}.${format}`);
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('media renditions', () => {
  it('draws a vector at the width asked for, sharp, as WebP cached for good', async () => {
    const res = await get(rendition(design.logo, 320));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([320, 320]);
    // The left half red, the right half clear: a vector drawn at 10 px and stretched would blur the edge.
    const alphaAt = (x: number) => data[(160 * info.width + x) * info.channels + 3];
    expect(alphaAt(150)).toBe(255);
    expect(alphaAt(170)).toBe(0);
  });

  it('scales a photo down and upright, never up', async () => {
    const small = await sharp((await get(rendition(brandLogo, 160))).rawPayload).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 160, 320]);
    const large = await sharp((await get(rendition(brandLogo, 640))).rawPayload).metadata();
    expect([large.width, large.height]).toEqual([200, 400]);
  });

  it('draws a link preview as JPEG, a transparent vector laid on white', async () => {
    const res = await get(rendition(design.logo, 1280, 'jpg'));
    expect(res.headers['content-type']).toBe('image/jpeg');
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([1280, 1280, 3]);
    const pixel = (x: number) => [...data.subarray((640 * info.width + x) * 3, (640 * info.width + x) * 3 + 3)];
    expect(pixel(1200).every((v) => v > 245)).toBe(true);
    expect(pixel(100)[0]).toBeGreaterThan(180);
    expect(pixel(100)[1]).toBeLessThan(40);
  });

  it('keeps what it rendered: one row, the same bytes to 30 requests at once', async () => {
    const url = rendition(design.logo, 480);
    const answers = await Promise.all(Array.from({ length: 30 }, () => get(url)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
    const hash = design.logo.slice('/media/'.length, -'.svg'.length);
    const rows = await rowsOf<{ name: string }>(
      t.database.db.execute(
        sql`select width || '.' || format as name from media_renditions where hash = ${hash} order by width`,
      ),
    );
    expect(rows.map((r) => r.name)).toEqual(['320.webp', '480.webp', '1280.jpg']);
  });

  it('answers a file it cannot draw as it is, so the page still shows it, cached for minutes, not a year', async () => {
    const res = await get(rendition(design.favicon, 160));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toContain('<rect');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    // Drawn ones, and the files as imported, are the same bytes forever.
    expect((await get(rendition(design.logo, 320))).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get(design.favicon)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('refuses a width it does not render (422), and answers 404 for an unknown file', async () => {
    expect(MEDIA_WIDTHS).not.toContain(500);
    expect((await get(rendition(design.logo, 500))).statusCode).toBe(422);
    expect((await get(`/media/${'0'.repeat(32)}-320.webp`)).statusCode).toBe(404);
  });
});
