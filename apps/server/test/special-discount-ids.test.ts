/**
 * Senior Citizen / PWD IDs (issue 17, ADR 0017) through HTTP: register (JSON, base64 photo), list
 * (masked, signed image links), update, delete, the image link, the operator's view; the §5 rules and
 * messages; one ID per type under uploads sent at once; the rate limit; nothing personal in the logs.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { MerchantConfigInput } from '@storefront/contracts/merchant-config';
import {
  SPECIAL_DISCOUNT_MESSAGES as M,
  MAX_SPECIAL_DISCOUNT_FILE_BYTES,
  SPECIAL_DISCOUNT_CONSENT_TEXT,
} from '@storefront/contracts/special-discount';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMerchantFile } from '../src/flows/load-demo-merchants';
import { LOG_SERIALIZERS, REDACTED_PATHS } from '../src/lib/log-privacy';
import { memoryRateLimiter, type RateLimiter } from '../src/lib/rate-limiter';
import {
  CUSTOMER_NOT_FOUND,
  SPECIAL_DISCOUNT_UPLOADS,
  TOO_MANY_UPLOADS,
} from '../src/modules/discounts/special-discount-ids/service';
import { specialDiscountIdImages, specialDiscountIds } from '../src/modules/discounts/tables';
import { GENERIC_ERROR } from '../src/plugins/error-handler';
import { merchantConfig } from './factories';
import { loadMerchant, signUp, type TestApp, testApp, tokenOf } from './helpers';

const ADMIN_KEY = 'special-discount-admin-key';
const LIST = '/api/customer/customer/special_discount/list';
const UPLOAD = '/api/customer/customer/special_discount/upload';
const UPDATE = '/api/store/v1/customer/special_discount/update';
const DELETE = '/api/store/v1/customer/special_discount/delete';
const OPERATOR = '/api/admin/special-discount-ids';
const demoMerchant = (name: string) =>
  fileURLToPath(new URL(`../../../merchants/${name}/merchant.json`, import.meta.url));

/** A clock the test moves, to see image links expire. */
let clock = new Date('2026-11-24T10:00:00+08:00');
/** The upload limit is real unless a test lifts it (every other limit is lifted: not what is tested here). */
let uploadLimit = true;
const realLimiter = memoryRateLimiter();
const limiter: RateLimiter = {
  hit: (limit, key) =>
    uploadLimit && limit.name === SPECIAL_DISCOUNT_UPLOADS.name ? realLimiter.hit(limit, key) : Promise.resolve(0),
  forgive: (limit, key) => realLimiter.forgive(limit, key),
  close: () => realLimiter.close(),
};

let t: TestApp;
/** Merchant tokens: botika offers senior and pwd (demo), kainan none (demo), seniorshop senior only. */
const tokens: Record<'botika' | 'kainan' | 'seniorshop' | 'flipshop', string> = {
  botika: '',
  kainan: '',
  seniorshop: '',
  flipshop: '',
};

const offering = (subdomain: string, types: ('senior' | 'pwd')[]): MerchantConfigInput =>
  merchantConfig({
    subdomain,
    store_details: {
      cancellation_reasons: [],
      special_discount: [{ is_enabled: true, channels: ['estore'], discount_types: types }],
    },
  });

beforeAll(async () => {
  t = await testApp({ adminKey: ADMIN_KEY, now: () => clock, limiter });
  await importMerchantFile(t.services, demoMerchant('botika'));
  await importMerchantFile(t.services, demoMerchant('kainan'));
  await loadMerchant(t, offering('seniorshop', ['senior']));
  await loadMerchant(t, offering('flipshop', ['senior', 'pwd']));
  for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[name] = await tokenOf(t, name);
}, 60_000);
afterAll(() => t?.close());

type Customer = { merchantToken: string; session: string; uuid: string; id: number };
let mobiles = 0;

/** A new signed-up customer of `merchant`, with their uuid (from the profile) and id. */
async function customerOf(merchant: keyof typeof tokens = 'botika'): Promise<Customer> {
  const merchantToken = tokens[merchant];
  mobiles += 1;
  const session = await signUp(t, merchantToken, `0918124${String(mobiles).padStart(4, '0')}`);
  const profile = await t.app.inject({
    method: 'GET',
    url: '/api/customer/customer/profile',
    headers: { 'x-merchant-token': merchantToken, authorization: `Bearer ${session}` },
  });
  const uuid = profile.json().customer.uuid as string;
  const signedIn = await t.services.customers.authenticate(
    (await t.services.merchants.findByToken(merchantToken))?.id as number,
    session,
  );
  return { merchantToken, session, uuid, id: signedIn.id };
}

const headers = (c: Customer | { merchantToken: string; session?: string }) => ({
  'x-merchant-token': c.merchantToken,
  ...('session' in c && c.session ? { authorization: `Bearer ${c.session}` } : {}),
});
const post = (c: Customer | { merchantToken: string }, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: headers(c), payload: payload as object });
const get = (c: Customer | { merchantToken: string }, url: string) =>
  t.app.inject({ method: 'GET', url, headers: headers(c) });
const list = (c: Customer, uuid = c.uuid) => get(c, `${LIST}/${uuid}`);

/** A photo as a phone takes it: sideways (EXIF orientation 6), with the camera's metadata. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Pocket 9', Copyright: 'Lola Basyang' } })
    .toBuffer();
}

/** A real PNG of random pixels, stored uncompressed: its size is about width × height × 3 bytes. */
async function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0, adaptiveFiltering: false })
    .toBuffer();
}

const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

let photo: string;
beforeAll(async () => {
  photo = dataUrl(await phonePhoto());
});

const NUMBER = 'SC 2024 ZX81726354';
const NAME = 'Lola Basyang';

const seniorId = (overrides: object = {}) => ({
  discount_type: 'senior',
  customer_id_type: 'SENIOR',
  customer_id_full_name: NAME,
  customer_id_number: NUMBER,
  customer_id_image_front: photo,
  rejected_action: 'proceed',
  notes: 'Please check it at pickup',
  consent: true,
  ...overrides,
});
const pwdId = (overrides: object = {}) => ({
  discount_type: 'pwd',
  customer_id_full_name: 'Juan dela Cruz',
  customer_id_number: 'PWD 1376 0001',
  customer_id_image_front: photo,
  rejected_action: 'cancel',
  consent: true,
  ...overrides,
});

const upload = (c: Customer, body: object) => post(c, UPLOAD, body);
const errorsOf = (res: LightMyRequestResponse) => res.json().errors as Record<string, string[]> | undefined;

function expectFieldError(res: LightMyRequestResponse, field: string, message: string) {
  expect(res.statusCode, res.body).toBe(422);
  expect(errorsOf(res)?.[field]).toEqual([message]);
}

const storedOf = (customerId: number) =>
  t.database.db.select().from(specialDiscountIds).where(eq(specialDiscountIds.customerId, customerId));
const imageOf = async (rowId: number) =>
  (
    await t.database.db
      .select()
      .from(specialDiscountIdImages)
      .where(eq(specialDiscountIdImages.specialDiscountId, rowId))
  )[0];

describe('registering an ID', () => {
  it('stores a senior ID whole, answers it masked, keeps the consent, and re-encodes the photo without metadata', async () => {
    const lola = await customerOf();
    const res = await upload(lola, seniorId());
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({
      message: M.uploaded,
      special_discount: {
        discount_type: 'senior',
        customer_id_full_name: NAME,
        customer_id_number: '••••••••••••••6354',
        customer_id_type: 'SENIOR',
        rejected_action: 'proceed',
        notes: 'Please check it at pickup',
        is_enabled: true,
        created_at: clock.toISOString(),
      },
    });
    expect(saved.special_discount.image_url).toMatch(
      new RegExp(
        `^/api/customer/customer/special_discount/${saved.special_discount.uuid}/image\\?expires=\\d+&signature=[\\w-]{43}$`,
      ),
    );
    expect(res.body).not.toContain('ZX81726354');

    const [row] = await storedOf(lola.id);
    expect(row).toMatchObject({
      uuid: saved.special_discount.uuid,
      discountType: 'senior',
      idType: 'SENIOR',
      fullName: NAME,
      idNumber: NUMBER,
      consentText: SPECIAL_DISCOUNT_CONSENT_TEXT,
    });
    expect(row?.consentedAt.toISOString()).toBe(clock.toISOString());

    const image = await imageOf(row?.id as number);
    expect(image?.contentType).toBe('image/jpeg');
    const meta = await sharp(image?.bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(image?.bytes.includes('PhoneCo')).toBe(false);
    // Turned upright by the orientation tag before it was dropped: 300×200 sideways is 200×300.
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect([image?.width, image?.height]).toEqual([200, 300]);
  });

  it("stores a PWD ID with the type 'PWD', with or without the type sent", async () => {
    const juan = await customerOf();
    const res = await upload(juan, pwdId());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().special_discount).toMatchObject({ discount_type: 'pwd', customer_id_type: 'PWD', notes: null });
    expect((await storedOf(juan.id))[0]?.idType).toBe('PWD');

    const ana = await customerOf();
    expect((await upload(ana, pwdId({ customer_id_type: 'PWD' }))).statusCode).toBe(200);
    // A senior ID type on a PWD ID is a mistake, not silently dropped.
    const ben = await customerOf();
    const wrong = await upload(ben, pwdId({ customer_id_type: 'PASSPORT' }));
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(errorsOf(wrong) ?? {})).toEqual(['customer_id_type']);
  });

  it('refuses a senior ID without a type, or with one not in the list', async () => {
    const c = await customerOf();
    const { customer_id_type: _, ...withoutType } = seniorId();
    expectFieldError(await upload(c, withoutType), 'customer_id_type', M.required);
    expectFieldError(await upload(c, seniorId({ customer_id_type: '' })), 'customer_id_type', M.required);
    expectFieldError(
      await upload(c, seniorId({ customer_id_type: 'DRIVERS_LICENSE' })),
      'customer_id_type',
      M.required,
    );
    expect(await storedOf(c.id)).toHaveLength(0);
    // Each of the 15 types is taken (one ID per type: a new customer each).
    for (const type of ['PASSPORT', 'GSIS_SSS', 'BRGYCERT']) {
      const other = await customerOf();
      expect((await upload(other, seniorId({ customer_id_type: type }))).statusCode).toBe(200);
      expect((await storedOf(other.id))[0]?.idType).toBe(type);
    }
  });

  it('answers every field of the form with the spec’s words', async () => {
    const c = await customerOf();
    const empty = await upload(c, {});
    expect(empty.statusCode).toBe(422);
    expect(errorsOf(empty)).toMatchObject({
      discount_type: [M.required],
      customer_id_full_name: [M.required],
      customer_id_number: [M.required],
      customer_id_image_front: [M.fileRequired],
      rejected_action: [M.required],
      consent: [M.consent],
    });
    expectFieldError(await upload(c, seniorId({ customer_id_full_name: '   ' })), 'customer_id_full_name', M.required);
    expectFieldError(await upload(c, seniorId({ customer_id_number: '' })), 'customer_id_number', M.required);
    expectFieldError(
      await upload(c, seniorId({ customer_id_full_name: 'Lola Basyang!' })),
      'customer_id_full_name',
      M.fullNameChars,
    );
    expectFieldError(
      await upload(c, seniorId({ customer_id_full_name: 'José Rizal' })),
      'customer_id_full_name',
      M.fullNameChars,
    );
    expectFieldError(
      await upload(c, seniorId({ customer_id_number: '12-345' })),
      'customer_id_number',
      M.idNumberChars,
    );
    expectFieldError(
      await upload(c, seniorId({ customer_id_number: '1'.repeat(71) })),
      'customer_id_number',
      'At most 70 characters.',
    );
    expect((await upload(c, seniorId({ customer_id_full_name: 'A'.repeat(70) }))).statusCode).toBe(200);

    const d = await customerOf();
    expectFieldError(
      await upload(d, seniorId({ customer_id_image_front: '' })),
      'customer_id_image_front',
      M.fileRequired,
    );
    expectFieldError(await upload(d, seniorId({ rejected_action: 'later' })), 'rejected_action', M.required);
    expectFieldError(await upload(d, seniorId({ discount_type: 'student' })), 'discount_type', M.required);
    expectFieldError(await upload(d, seniorId({ consent: false })), 'consent', M.consent);
    expectFieldError(await upload(d, seniorId({ notes: 'x'.repeat(301) })), 'notes', 'At most 300 characters.');
    expect(await storedOf(d.id)).toHaveLength(0);
  });

  it('refuses a type the merchant does not offer, on discount_type', async () => {
    const kainan = await customerOf('kainan');
    expectFieldError(await upload(kainan, seniorId()), 'discount_type', M.typeNotOffered);
    expectFieldError(await upload(kainan, pwdId()), 'discount_type', M.typeNotOffered);
    const senior = await customerOf('seniorshop');
    expectFieldError(await upload(senior, pwdId()), 'discount_type', M.typeNotOffered);
    expect((await upload(senior, seniorId())).statusCode).toBe(200);
    expect(await storedOf(kainan.id)).toHaveLength(0);
  });

  it('keeps one ID per type and two at most', async () => {
    const c = await customerOf();
    expect((await upload(c, seniorId())).statusCode).toBe(200);
    expectFieldError(await upload(c, seniorId({ customer_id_number: 'OTHER 1' })), 'discount_type', M.typeTaken);
    expect((await upload(c, pwdId())).statusCode).toBe(200);
    // A third ID, of either type.
    expectFieldError(await upload(c, seniorId()), 'discount_type', M.tooMany);
    expectFieldError(await upload(c, pwdId()), 'discount_type', M.tooMany);
    expect((await storedOf(c.id)).map((r) => r.discountType).sort()).toEqual(['pwd', 'senior']);
  });
});

describe('the photo', () => {
  it('takes a 1.99 MB PNG as plain base64 and refuses a 2.1 MB one as too large', async () => {
    const c = await customerOf();
    // 800 px rows of 3 bytes plus a filter byte: 1.99 MiB and 2.1 MiB of pixels.
    const under = await noisePng(800, 869);
    expect(under.length).toBeGreaterThan(1.98 * 1024 * 1024);
    expect(under.length).toBeLessThanOrEqual(MAX_SPECIAL_DISCOUNT_FILE_BYTES);
    const over = await noisePng(800, 917);
    expect(over.length).toBeGreaterThan(2.09 * 1024 * 1024);
    expect(over.length).toBeGreaterThan(MAX_SPECIAL_DISCOUNT_FILE_BYTES);

    expectFieldError(
      await upload(c, seniorId({ customer_id_image_front: over.toString('base64') })),
      'customer_id_image_front',
      M.fileSize,
    );
    const res = await upload(c, seniorId({ customer_id_image_front: under.toString('base64') }));
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await storedOf(c.id);
    const meta = await sharp((await imageOf(row?.id as number))?.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 869]);
  }, 30_000);

  it('answers a body too large for the route as a file too large, not a 413', async () => {
    const c = await customerOf();
    const huge = seniorId({ customer_id_image_front: 'A'.repeat(3 * 1024 * 1024) });
    expectFieldError(await upload(c, huge), 'customer_id_image_front', M.fileSize);
  });

  it('recognises the file by its bytes: GIF, WebP, text and garbage behind a JPEG header are not taken', async () => {
    const c = await customerOf();
    const blank = sharp({ create: { width: 40, height: 30, channels: 3, background: '#888888' } });
    const gif = await blank.clone().gif().toBuffer();
    const webp = await blank.clone().webp().toBuffer();
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(4000)]);
    for (const bytes of [gif, webp, Buffer.from('not a photo at all'), garbage]) {
      // Declared a JPEG every time: the bytes decide.
      const res = await upload(c, seniorId({ customer_id_image_front: dataUrl(bytes, 'image/jpeg') }));
      expectFieldError(res, 'customer_id_image_front', M.fileType);
    }
    // Text that is no base64, and a data URL that is not base64, mean no file was sent.
    for (const text of ['%%%not base64%%%', 'data:image/jpeg,rawbytes', 'data:image/png;base64', 'QUJDRA=x', 'A'])
      expectFieldError(
        await upload(c, seniorId({ customer_id_image_front: text })),
        'customer_id_image_front',
        M.fileRequired,
      );
    expect(await storedOf(c.id)).toHaveLength(0);

    // A PNG is taken, and kept as JPEG; so is a JPEG's base64 with line breaks in it.
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    expect((await upload(c, seniorId({ customer_id_image_front: dataUrl(png, 'image/png') }))).statusCode).toBe(200);
    const wrapped = (await phonePhoto()).toString('base64').replace(/(.{76})/g, '$1\r\n');
    expect((await upload(c, pwdId({ customer_id_image_front: wrapped }))).statusCode).toBe(200);
    for (const row of await storedOf(c.id))
      expect((await sharp((await imageOf(row.id))?.bytes).metadata()).format).toBe('jpeg');
  });
});

describe('uploads sent at once', () => {
  it('store at most one ID per type; the rest are refused with 422', async () => {
    uploadLimit = false; // what is tested here is the lock, not the limit
    try {
      const c = await customerOf();
      const bodies = Array.from({ length: 30 }, (_, i) => (i % 2 ? pwdId() : seniorId()));
      const results = await Promise.all(bodies.map((body) => upload(c, body)));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(2);
      expect(codes.filter((code) => code === 422)).toHaveLength(28);
      for (const refused of results.filter((r) => r.statusCode === 422))
        expect([[M.typeTaken], [M.tooMany]]).toContainEqual(errorsOf(refused)?.discount_type);
      expect((await storedOf(c.id)).map((r) => r.discountType).sort()).toEqual(['pwd', 'senior']);

      const seniorOnly = await customerOf();
      const same = await Promise.all(Array.from({ length: 30 }, () => upload(seniorOnly, seniorId())));
      expect(same.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(same.filter((r) => r.statusCode === 422)).toHaveLength(29);
      expect(await storedOf(seniorOnly.id)).toHaveLength(1);
    } finally {
      uploadLimit = true;
    }
  }, 60_000);

  it('with the upload limit on, still at most one per type; the rest 422 or 429', async () => {
    const c = await customerOf();
    const results = await Promise.all(Array.from({ length: 30 }, () => upload(c, seniorId())));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.every((code) => code === 200 || code === 422 || code === 429)).toBe(true);
    expect(await storedOf(c.id)).toHaveLength(1);
  }, 60_000);
});

describe('the upload limit', () => {
  it('lets a customer re-encode 10 photos an hour, then answers 429 with Retry-After', async () => {
    const c = await customerOf();
    const garbage = dataUrl(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(500)]));
    // Each of these reaches the re-encoder (and fails there), so each counts.
    for (let i = 0; i < SPECIAL_DISCOUNT_UPLOADS.max; i++)
      expectFieldError(
        await upload(c, seniorId({ customer_id_image_front: garbage })),
        'customer_id_image_front',
        M.fileType,
      );
    // Refusals that cost no image work are not counted, and still answer as before.
    expectFieldError(
      await upload(c, seniorId({ customer_id_image_front: 'x' })),
      'customer_id_image_front',
      M.fileRequired,
    );
    const limited = await upload(c, seniorId());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: TOO_MANY_UPLOADS });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedOf(c.id)).toHaveLength(0);
    // Another customer is not held back.
    expect((await upload(await customerOf(), seniorId())).statusCode).toBe(200);
  });
});

describe('listing IDs', () => {
  it('lists the caller’s IDs oldest first, masked, with signed image links', async () => {
    const c = await customerOf();
    expect((await list(c)).json()).toEqual({ list: [] });
    const start = clock;
    try {
      expect((await upload(c, pwdId({ customer_id_number: '12' }))).statusCode).toBe(200);
      clock = new Date(start.getTime() + 60_000);
      expect((await upload(c, seniorId())).statusCode).toBe(200);
    } finally {
      clock = start;
    }
    const res = await list(c);
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().list;
    expect(ids.map((id: { discount_type: string }) => id.discount_type)).toEqual(['pwd', 'senior']);
    // Too short to show any of it.
    expect(ids.map((id: { customer_id_number: string }) => id.customer_id_number)).toEqual([
      '••',
      '••••••••••••••6354',
    ]);
    expect(ids.every((id: { is_enabled: boolean }) => id.is_enabled)).toBe(true);
    expect(res.body).not.toContain('ZX81726354');
    // Upper case works as well (the same customer).
    expect((await list(c, c.uuid.toUpperCase())).json().list).toHaveLength(2);
    const image = await t.app.inject({ method: 'GET', url: ids[1].image_url });
    expect(image.statusCode).toBe(200);
  });

  it('marks an ID whose type the merchant stopped offering (the Invalid ID marker)', async () => {
    const c = await customerOf('flipshop');
    expect((await upload(c, seniorId())).statusCode).toBe(200);
    expect((await upload(c, pwdId())).statusCode).toBe(200);
    await loadMerchant(t, offering('flipshop', ['senior']));
    try {
      const ids = (await list(c)).json().list;
      expect(
        ids.map((id: { discount_type: string; is_enabled: boolean }) => [id.discount_type, id.is_enabled]),
      ).toEqual([
        ['senior', true],
        ['pwd', false],
      ]);
    } finally {
      await loadMerchant(t, offering('flipshop', ['senior', 'pwd']));
    }
    // Special discounts switched off, or not on the e-store: nothing is offered.
    const off = offering('flipshop', ['senior', 'pwd']);
    for (const special_discount of [
      [{ is_enabled: false, channels: ['estore'], discount_types: ['senior', 'pwd'] as ('senior' | 'pwd')[] }],
      [{ is_enabled: true, channels: ['pos'], discount_types: ['senior', 'pwd'] as ('senior' | 'pwd')[] }],
    ]) {
      await loadMerchant(t, { ...off, store_details: { ...off.store_details, special_discount } });
      try {
        const ids = (await list(c)).json().list;
        expect(ids.map((id: { is_enabled: boolean }) => id.is_enabled)).toEqual([false, false]);
        const other = await customerOf('flipshop');
        expectFieldError(await upload(other, seniorId()), 'discount_type', M.typeNotOffered);
      } finally {
        await loadMerchant(t, off);
      }
    }
  });

  it('answers 404 for another customer’s uuid or garbage, 401 without a session', async () => {
    const first = await customerOf();
    const second = await customerOf();
    expect((await upload(first, seniorId())).statusCode).toBe(200);
    for (const uuid of [first.uuid, randomUUID(), 'garbage', 'x'.repeat(90)]) {
      const res = await list(second, uuid);
      expect(res.statusCode, uuid).toBe(404);
      expect(res.json()).toEqual({ message: CUSTOMER_NOT_FOUND });
    }
    // Longer than any path parameter the router reads: no such page.
    expect((await list(second, 'x'.repeat(500))).statusCode).toBe(404);
    expect((await get({ merchantToken: tokens.botika }, `${LIST}/${first.uuid}`)).statusCode).toBe(401);
    expect((await get({ merchantToken: 'nope' }, `${LIST}/${first.uuid}`)).statusCode).toBe(401);
    // A customer of another merchant is no customer here.
    const kainan = await customerOf('kainan');
    expect(
      (await get({ merchantToken: tokens.botika, session: kainan.session }, `${LIST}/${kainan.uuid}`)).statusCode,
    ).toBe(401);
  });
});

describe('the image link', () => {
  it('serves the photo without headers, privately, until it expires', async () => {
    const c = await customerOf();
    const { image_url: url, uuid } = (await upload(c, seniorId())).json().special_discount;
    expect(url).not.toContain(tokens.botika);
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const maxAge = Number(String(image.headers['cache-control']).match(/^private, max-age=(\d+)$/)?.[1]);
    expect(maxAge).toBeGreaterThan(15 * 60 - 1);
    expect(maxAge).toBeLessThanOrEqual(20 * 60);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cross-origin-resource-policy']).toBe('same-origin');
    const [row] = await storedOf(c.id);
    expect(image.rawPayload.equals((await imageOf(row?.id as number))?.bytes as Buffer)).toBe(true);

    const forged = url.replace(/signature=[^&]+/, `signature=${'A'.repeat(43)}`);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    // Another ID under this ID's signature, and this ID with a later expiry: neither is signed.
    const other = url.replace(uuid, randomUUID());
    expect((await t.app.inject({ method: 'GET', url: other })).statusCode).toBe(403);
    const later = url.replace(/expires=(\d+)/, (_: string, e: string) => `expires=${Number(e) + 300}`);
    expect((await t.app.inject({ method: 'GET', url: later })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url.replace(/\?.*$/, '') })).statusCode).toBe(422);

    const start = clock;
    clock = new Date(start.getTime() + 21 * 60_000);
    try {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
      // The list hands out a fresh link.
      const fresh = (await list(c)).json().list[0].image_url;
      expect(fresh).not.toBe(url);
      expect((await t.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);
    } finally {
      clock = start;
    }
  });
});

describe('updating and deleting', () => {
  it('lets the owner change what happens if the ID is rejected, and the notes; nobody else', async () => {
    const owner = await customerOf();
    const other = await customerOf();
    const { uuid } = (await upload(owner, seniorId())).json().special_discount;

    const notYours = await post(other, UPDATE, { uuid, rejected_action: 'cancel', notes: 'mine now' });
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json()).toEqual({ message: M.notFound });
    expect((await post(owner, UPDATE, { uuid: randomUUID(), rejected_action: 'cancel' })).statusCode).toBe(404);
    expectFieldError(await post(owner, UPDATE, { uuid: 'nope', rejected_action: 'cancel' }), 'uuid', M.notFound);
    expectFieldError(await post(owner, UPDATE, { uuid }), 'rejected_action', M.required);
    expectFieldError(
      await post(owner, UPDATE, { uuid, rejected_action: 'cancel', notes: 'x'.repeat(301) }),
      'notes',
      'At most 300 characters.',
    );
    expect((await post({ merchantToken: tokens.botika }, UPDATE, { uuid, rejected_action: 'cancel' })).statusCode).toBe(
      401,
    );
    expect((await storedOf(owner.id))[0]).toMatchObject({
      rejectedAction: 'proceed',
      notes: 'Please check it at pickup',
    });

    const res = await post(owner, UPDATE, { uuid, rejected_action: 'cancel', notes: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.updated,
      special_discount: { uuid, rejected_action: 'cancel', notes: null, customer_id_number: '••••••••••••••6354' },
    });
    expect((await storedOf(owner.id))[0]).toMatchObject({ rejectedAction: 'cancel', notes: null, idNumber: NUMBER });
    // Name and number are not the update's: a different ID is a new one.
    const renamed = await post(owner, UPDATE, { uuid, rejected_action: 'proceed', customer_id_number: '999' });
    expect(renamed.statusCode).toBe(200);
    expect((await storedOf(owner.id))[0]?.idNumber).toBe(NUMBER);
  });

  it('deletes the owner’s ID with its photo; another customer cannot', async () => {
    const owner = await customerOf();
    const other = await customerOf();
    const saved = (await upload(owner, seniorId())).json().special_discount;
    const [row] = await storedOf(owner.id);

    const notYours = await post(other, DELETE, { uuid: saved.uuid });
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json()).toEqual({ message: M.notFound });
    expectFieldError(await post(owner, DELETE, { uuid: 'nope' }), 'uuid', M.notFound);
    expectFieldError(await post(owner, DELETE, {}), 'uuid', M.notFound);
    expect((await post({ merchantToken: tokens.botika }, DELETE, { uuid: saved.uuid })).statusCode).toBe(401);
    expect(await storedOf(owner.id)).toHaveLength(1);

    const res = await post(owner, DELETE, { uuid: saved.uuid });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.deleted });
    expect(await storedOf(owner.id)).toHaveLength(0);
    expect(await imageOf(row?.id as number)).toBeUndefined();
    expect((await list(owner)).json()).toEqual({ list: [] });
    // The link it had is still signed, but there is nothing behind it.
    const gone = await t.app.inject({ method: 'GET', url: saved.image_url });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: M.notFound });
    expect((await post(owner, DELETE, { uuid: saved.uuid })).statusCode).toBe(404);
    // The type is free again.
    expect((await upload(owner, seniorId())).statusCode).toBe(200);
  });
});

describe('deactivating the account', () => {
  it('deletes every ID of the customer and its photo, and no other customer’s', async () => {
    const leaving = await customerOf();
    const staying = await customerOf();
    await upload(leaving, seniorId());
    await upload(leaving, { ...seniorId(), discount_type: 'pwd', customer_id_type: undefined });
    await upload(staying, seniorId());
    const ids = (await storedOf(leaving.id)).map((row) => row.id);
    expect(ids).toHaveLength(2);

    const res = await post(leaving, '/api/customer/api/v3/customer/deactivate-account', { pin: '4321' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedOf(leaving.id)).toEqual([]);
    for (const id of ids) expect(await imageOf(id)).toBeUndefined();
    expect(await storedOf(staying.id)).toHaveLength(1);
  });
});

describe('the operator call', () => {
  const operator = (uuid: string, key: string | null = ADMIN_KEY) =>
    t.app.inject({ method: 'GET', url: `${OPERATOR}/${uuid}`, headers: key ? { 'x-admin-key': key } : {} });

  it('shows the ID whole, with its photo and the consent, behind the admin key', async () => {
    const c = await customerOf();
    const { uuid } = (await upload(c, seniorId())).json().special_discount;
    expect((await operator(uuid, null)).statusCode).toBe(401);
    expect((await operator(uuid, 'wrong-key')).statusCode).toBe(401);
    expect((await operator(randomUUID())).statusCode).toBe(404);
    expect((await operator('nope')).statusCode).toBe(422);
    // A customer's session is no admin key.
    expect((await get(c, `${OPERATOR}/${uuid}`)).statusCode).toBe(401);

    const res = await operator(uuid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      uuid,
      discount_type: 'senior',
      customer_id_full_name: NAME,
      customer_id_number: NUMBER,
      customer_id_type: 'SENIOR',
      consent_text: SPECIAL_DISCOUNT_CONSENT_TEXT,
      consented_at: clock.toISOString(),
    });
    expect((await t.app.inject({ method: 'GET', url: res.json().data.image_url })).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('answers malformed bodies with a 4xx and a message, never a 5xx', async () => {
    const c = await customerOf();
    const raw = (url: string, payload: string, contentType = 'application/json') =>
      t.app.inject({ method: 'POST', url, headers: { ...headers(c), 'content-type': contentType }, payload });
    for (const url of [UPLOAD, UPDATE, DELETE]) {
      for (const [payload, type] of [
        ['{"discount_type":', 'application/json'],
        ['[]', 'application/json'],
        ['null', 'application/json'],
        ['"text"', 'application/json'],
        ['discount_type=senior', 'application/x-www-form-urlencoded'],
      ] as const) {
        const res = await raw(url, payload, type);
        expect(res.statusCode, `${url} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${payload}`).toBeLessThan(500);
        expect(typeof res.json().message).toBe('string');
      }
    }
    for (const body of [
      seniorId({ discount_type: 5 }),
      seniorId({ customer_id_image_front: 123 }),
      seniorId({ customer_id_image_front: ['a'] }),
      seniorId({ consent: 'yes' }),
      seniorId({ customer_id_full_name: { a: 1 } }),
      seniorId({ customer_id_full_name: 'x'.repeat(100_000) }),
      seniorId({ customer_id_type: 'x'.repeat(100_000) }),
      seniorId({ notes: 7 }),
      seniorId({ customer_id_number: 'a\u0000b' }),
      seniorId({ customer_id_image_front: `data:${'x'.repeat(500)};base64,AAAA` }),
    ]) {
      const res = await upload(c, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 200)).toBe(422);
      expect(typeof res.json().message).toBe('string');
    }
    expect(await storedOf(c.id)).toHaveLength(0);
    for (const body of [{ uuid: 7 }, { uuid: ['x'] }, { uuid: 'x'.repeat(100_000) }, { uuid: null }]) {
      expect((await post(c, DELETE, body)).statusCode).toBe(422);
      expect((await post(c, UPDATE, { ...body, rejected_action: 'cancel' })).statusCode).toBe(422);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/customer/customer/special_discount/nope/image` })).statusCode,
    ).toBe(422);
  });
});

describe('privacy in the logs', () => {
  it('keeps the ID number and name out of the log, for a refused upload and one that fails inside the server', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await testApp({
      limiter,
      logger: { level: 'trace', stream, serializers: LOG_SERIALIZERS, redact: REDACTED_PATHS },
    });
    try {
      await loadMerchant(logged, offering('logshop', ['senior', 'pwd']));
      const merchantToken = await tokenOf(logged, 'logshop');
      const session = await signUp(logged, merchantToken, '09181259999');
      const send = (payload: object) =>
        logged.app.inject({
          method: 'POST',
          url: UPLOAD,
          headers: { 'x-merchant-token': merchantToken, authorization: `Bearer ${session}` },
          payload,
        });
      // A 422: the name refused, the number beside it.
      expect((await send(seniorId({ customer_id_full_name: `${NAME}!` }))).statusCode).toBe(422);
      // A failure inside the server: the database refuses every new ID (its error names the row's values).
      await logged.database.db.execute(
        sql.raw('alter table special_discount_ids add constraint no_new_ids check (false) not valid'),
      );
      const failed = await send(seniorId());
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ message: GENERIC_ERROR });

      const log = lines.join('');
      expect(log).toContain('unhandled error');
      expect(log).toContain('no_new_ids');
      for (const secret of ['ZX81726354', NUMBER, NAME, 'Basyang', photo.slice(30, 90)])
        expect(log).not.toContain(secret);
    } finally {
      await logged.close();
    }
  }, 60_000);
});
