import { randomUUID } from 'node:crypto';
import { DEPOSIT_SLIP_MESSAGES, MAX_DEPOSIT_SLIP_BYTES } from '@storefront/contracts/deposit-slip';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableUuid } from '../src/lib/uuid';
import { UNREADABLE_UPLOAD } from '../src/modules/payments/deposit-slips/routes';
import { depositSlips } from '../src/modules/payments/tables';
import { branch, merchantConfig, product } from './factories';
import { loadMerchant, signUp, type TestApp, testApp, tokenOf } from './helpers';
import { shopperOf } from './support/shopper';

const ADMIN_KEY = 'slip-admin-key';
const id = (name: string) => stableUuid(`slipshop/${name}`);
const MAKATI = id('branch/makati');
const TAGUIG = id('branch/taguig');
const BURGER = id('product/burger');
const BDO = id('bank-account/bdo');
const UPLOAD = '/api/store/v2/customer/estore/order/deposit_slip';
const slipsUrl = (order: string) => `/api/store/v1/customer/estore/order/deposit_slips/${order}`;

/** A clock the test moves, to see image links expire. */
let clock = new Date();
let t: TestApp;
let token: string;
let ana: string;
let ben: string;

beforeAll(async () => {
  t = await testApp({ adminKey: ADMIN_KEY, now: () => clock });
  await loadMerchant(
    t,
    merchantConfig({
      subdomain: 'slipshop',
      store_details: {
        cancellation_reasons: [],
        payment_methods: ['COD', 'DEPOSIT_SLIP'],
        bank_accounts: [
          { key: 'bdo', bank: 'BDO Unibank', account_name: 'Slip Shop Inc.', account_number: '0045-1234-5678' },
        ],
      },
      branches: [branch('makati'), branch('taguig', { name: 'Grill Taguig' })],
      products: [
        product('burger', {
          inventory: [
            { branch: 'makati', stock: 'unlimited' },
            { branch: 'taguig', stock: 'unlimited' },
          ],
        }),
      ],
    }),
  );
  token = await tokenOf(t, 'slipshop');
  ana = await signUp(t, token, '09181130001');
  ben = await signUp(t, token, '09181130002');
});
afterAll(() => t.close());

const headers = (session?: string) => ({
  'x-merchant-token': token,
  ...(session ? { authorization: `Bearer ${session}` } : {}),
});

/** Places a signed-in order for one burger from each branch (two sub-orders). */
async function placeOrder(session: string, method = 'DEPOSIT_SLIP'): Promise<string> {
  const shopper = shopperOf(t.app, token, { session, branch: MAKATI });
  await shopper.add(BURGER, 1, MAKATI);
  await shopper.add(BURGER, 1, TAGUIG);
  return shopper.placeOrder({
    payment_method: method,
    contact: { name: 'Ana Reyes', mobile_number: '09181130001' },
  });
}

/** A photo as a phone takes it: sideways (EXIF orientation 6), with the camera's metadata. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Pocket 9', Copyright: 'Ana Reyes' } })
    .toBuffer();
}

type FilePart = { bytes: Buffer; name: string; type: string };

/** A multipart/form-data body, as a browser's FormData sends it. */
async function multipart(fields: Record<string, string>, file?: FilePart) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file_upload', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') as string,
  };
}

async function upload(
  session: string | undefined,
  fields: Record<string, string>,
  file: FilePart | null | 'photo' = 'photo',
) {
  const part = file === 'photo' ? { bytes: await phonePhoto(), name: 'slip.jpg', type: 'image/jpeg' } : file;
  const body = await multipart(fields, part ?? undefined);
  return t.app.inject({
    method: 'POST',
    url: UPLOAD,
    headers: { ...headers(session), 'content-type': body.contentType },
    payload: body.payload,
  });
}

const list = (session: string, order: string) =>
  t.app.inject({ method: 'GET', url: slipsUrl(order), headers: headers(session) });

const review = (slip: string, payload: object, key: string | null = ADMIN_KEY) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/deposit-slips/${slip}/review`,
    headers: key ? { 'x-admin-key': key } : {},
    payload,
  });

const fileErrors = (res: { json: () => { errors?: Record<string, string[]> } }) => res.json().errors?.file_upload;

async function storedSlips(orderUuid: string) {
  const order = await t.services.orders.byUuid((await merchantId()) as number, orderUuid);
  return t.database.db
    .select()
    .from(depositSlips)
    .where(eq(depositSlips.orderId, order?.id as number));
}

async function merchantId() {
  return (await t.services.merchants.findByToken(token))?.id;
}

async function orderState(orderUuid: string) {
  const order = await t.services.orders.byUuid((await merchantId()) as number, orderUuid);
  const parts = await t.services.orders.subOrdersOf(order?.id as number);
  return { paymentStatus: order?.paymentStatus, subOrders: parts.map((p) => p.status) };
}

describe('deposit slips', () => {
  it('stores an upload re-encoded, upright and without metadata, waiting for review', async () => {
    const order = await placeOrder(ana);
    const res = await upload(ana, {
      order_uuid: order,
      reference_number: 'BDO-778812',
      amount: '200.50',
      bank_account_uuid: BDO,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: DEPOSIT_SLIP_MESSAGES.uploaded,
      bank_accounts: [
        { uuid: BDO, bank: 'BDO Unibank', account_name: 'Slip Shop Inc.', account_number: '0045-1234-5678' },
      ],
      slips: [{ status: 'P', note: null, reference_number: 'BDO-778812', amount: 200.5, bank: 'BDO Unibank' }],
      uploads_left: 2,
      can_upload: false,
      blocked_reason: DEPOSIT_SLIP_MESSAGES.notReviewed,
    });

    const [row] = await storedSlips(order);
    expect(row?.status).toBe('P');
    expect(row?.contentType).toBe('image/jpeg');
    const meta = await sharp(row?.bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Turned upright by the orientation tag before it was dropped: 300×200 sideways is 200×300.
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect([row?.width, row?.height]).toEqual([200, 300]);
    expect((await orderState(order)).paymentStatus).toBe('pending');
  });

  it('blocks a second upload while the first waits for review, with the spec message on file_upload', async () => {
    const order = await placeOrder(ana);
    expect((await upload(ana, { order_uuid: order })).statusCode).toBe(200);
    const again = await upload(ana, { order_uuid: order });
    expect(again.statusCode).toBe(422);
    expect(fileErrors(again)).toEqual(['Previous uploaded deposit slip not yet reviewed']);
    expect(await storedSlips(order)).toHaveLength(1);
  });

  it('lets the customer upload again after a rejection, three uploads at most', async () => {
    const order = await placeOrder(ana);
    for (let n = 1; n <= 3; n++) {
      const res = await upload(ana, { order_uuid: order });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().uploads_left).toBe(3 - n);
      const slip = res.json().slips.at(-1).uuid;
      const rejected = await review(slip, { status: 'R', note: 'The amount is not readable.' });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json().data).toMatchObject({ uuid: slip, status: 'R', note: 'The amount is not readable.' });
    }
    const fourth = await upload(ana, { order_uuid: order });
    expect(fourth.statusCode).toBe(422);
    expect(fileErrors(fourth)).toEqual(['Sorry, You can only upload three times.']);

    const listed = (await list(ana, order)).json();
    expect(listed.slips.map((s: { status: string }) => s.status)).toEqual(['R', 'R', 'R']);
    expect(listed.slips[0].note).toBe('The amount is not readable.');
    expect(listed).toMatchObject({
      uploads_left: 0,
      can_upload: false,
      blocked_reason: DEPOSIT_SLIP_MESSAGES.threeUploads,
    });
    expect((await orderState(order)).paymentStatus).toBe('pending');
  });

  it('refuses files that are not images or are too large, and a form without a file, on file_upload', async () => {
    const order = await placeOrder(ana);
    // Named and typed as a JPEG: the bytes decide.
    const text = await upload(
      ana,
      { order_uuid: order },
      { bytes: Buffer.from('not a photo'), name: 'slip.jpg', type: 'image/jpeg' },
    );
    expect(text.statusCode).toBe(422);
    expect(fileErrors(text)).toEqual([DEPOSIT_SLIP_MESSAGES.notSupported]);
    // JPEG magic bytes, then garbage: recognised, not decodable.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect(
      fileErrors(await upload(ana, { order_uuid: order }, { bytes: broken, name: 'a.jpg', type: 'image/jpeg' })),
    ).toEqual([DEPOSIT_SLIP_MESSAGES.notSupported]);
    const huge = Buffer.concat([await phonePhoto(), Buffer.alloc(MAX_DEPOSIT_SLIP_BYTES)]);
    const big = await upload(ana, { order_uuid: order }, { bytes: huge, name: 'big.jpg', type: 'image/jpeg' });
    expect(big.statusCode).toBe(422);
    expect(fileErrors(big)).toEqual(['File size should be less than 5 MB.']);
    const none = await upload(ana, { order_uuid: order }, null);
    expect(none.statusCode).toBe(422);
    expect(fileErrors(none)).toEqual([DEPOSIT_SLIP_MESSAGES.required]);
    const unknownAccount = await upload(ana, { order_uuid: order, bank_account_uuid: randomUUID() });
    expect(unknownAccount.json().errors.bank_account_uuid).toEqual([DEPOSIT_SLIP_MESSAGES.unknownBankAccount]);
    expect(await storedSlips(order)).toHaveLength(0);

    // A PNG and a WebP are taken, and kept as JPEG.
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    expect(
      (await upload(ana, { order_uuid: order }, { bytes: png, name: 'slip.png', type: 'image/png' })).statusCode,
    ).toBe(200);
    const [row] = await storedSlips(order);
    expect((await sharp(row?.bytes).metadata()).format).toBe('jpeg');
  });

  it("answers 404 for another customer's order, 401 without a session, 422 for a cash order", async () => {
    const order = await placeOrder(ana);
    const other = await upload(ben, { order_uuid: order });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Order not found.');
    expect((await list(ben, order)).statusCode).toBe(404);
    expect((await upload(undefined, { order_uuid: order })).statusCode).toBe(401);
    expect((await upload(ana, { order_uuid: 'not-a-uuid' })).statusCode).toBe(404);
    expect(await storedSlips(order)).toHaveLength(0);

    const cash = await placeOrder(ana, 'COD');
    const refused = await upload(ana, { order_uuid: cash });
    expect(refused.statusCode).toBe(422);
    expect(fileErrors(refused)).toEqual([DEPOSIT_SLIP_MESSAGES.notDepositOrder]);
    expect((await list(ana, cash)).json()).toMatchObject({
      can_upload: false,
      blocked_reason: DEPOSIT_SLIP_MESSAGES.notDepositOrder,
    });
    expect((await orderState(cash)).paymentStatus).toBe('unpaid');
  });

  it('records the order paid when the operator accepts, moving its sub-orders to pending', async () => {
    const order = await placeOrder(ana);
    expect(await orderState(order)).toEqual({
      paymentStatus: 'pending',
      subOrders: ['payment_pending', 'payment_pending'],
    });
    const slip = (await upload(ana, { order_uuid: order })).json().slips[0].uuid;

    expect((await review(slip, { status: 'A' }, null)).statusCode).toBe(401);
    expect((await review(slip, { status: 'A' }, 'wrong-key-wrong-k')).statusCode).toBe(401);
    expect((await review(slip, { status: 'X' })).statusCode).toBe(422);
    expect((await review(randomUUID(), { status: 'A' })).statusCode).toBe(404);
    expect(await orderState(order)).toEqual({
      paymentStatus: 'pending',
      subOrders: ['payment_pending', 'payment_pending'],
    });

    const accepted = await review(slip, { status: 'A' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await orderState(order)).toEqual({ paymentStatus: 'paid', subOrders: ['pending', 'pending'] });
    // Reviewed once: a second verdict changes nothing.
    const again = await review(slip, { status: 'R' });
    expect(again.statusCode).toBe(422);
    expect((await list(ana, order)).json()).toMatchObject({
      slips: [{ status: 'A' }],
      can_upload: false,
      blocked_reason: DEPOSIT_SLIP_MESSAGES.alreadyPaid,
    });
    expect(fileErrors(await upload(ana, { order_uuid: order }))).toEqual([DEPOSIT_SLIP_MESSAGES.alreadyPaid]);
  });

  it('takes exactly one of several uploads sent at once', async () => {
    const order = await placeOrder(ana);
    const photo = { bytes: await phonePhoto(), name: 'slip.jpg', type: 'image/jpeg' };
    const results = await Promise.all(Array.from({ length: 6 }, () => upload(ana, { order_uuid: order }, photo)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 422, 422, 422, 422, 422]);
    for (const refused of results.filter((r) => r.statusCode === 422))
      expect(fileErrors(refused)).toEqual([DEPOSIT_SLIP_MESSAGES.notReviewed]);
    expect(await storedSlips(order)).toHaveLength(1);
  });

  it('serves the image to whoever holds the signed link, until it expires', async () => {
    const order = await placeOrder(ana);
    const { image_url: url } = (await upload(ana, { order_uuid: order })).json().slips[0];
    expect(url).not.toContain(token);
    // No merchant token, no Authorization: as an <img> fetches it.
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const [row] = await storedSlips(order);
    expect(image.rawPayload.equals(row?.bytes as Buffer)).toBe(true);

    const forged = url.replace(/signature=[^&]+/, `signature=${'A'.repeat(43)}`);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    const otherSlip = url.replace(/deposit_slip\/[^/]+\//, `deposit_slip/${randomUUID()}/`);
    expect((await t.app.inject({ method: 'GET', url: otherSlip })).statusCode).toBe(403);
    const later = url.replace(/expires=(\d+)/, (_: string, e: string) => `expires=${Number(e) + 300}`);
    expect((await t.app.inject({ method: 'GET', url: later })).statusCode).toBe(403);

    const start = clock;
    clock = new Date(start.getTime() + 21 * 60_000);
    try {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
      // The list hands out a fresh link.
      const fresh = (await list(ana, order)).json().slips[0].image_url;
      expect((await t.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);
    } finally {
      clock = start;
    }
  });
});

describe('malformed uploads', () => {
  const raw = (contentType: string, payload: string) =>
    t.app.inject({ method: 'POST', url: UPLOAD, headers: { ...headers(ana), 'content-type': contentType }, payload });

  it.each([
    ['a boundary the body never has', 'multipart/form-data; boundary=x', '{}'],
    ['no boundary', 'multipart/form-data', '{}'],
    [
      'a body cut off in a part',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="order_uuid"\r\n\r\nabc',
    ],
    [
      'more parts than the form has',
      'multipart/form-data; boundary=x',
      `${'--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n'.repeat(11)}--x--\r\n`,
    ],
  ])('answers %s with a 400 and a message', async (_, contentType, payload) => {
    const res = await raw(contentType, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: UNREADABLE_UPLOAD, data: null });
  });

  it('refuses a NUL byte in a text part, naming the field', async () => {
    const order = await placeOrder(ana);
    const res = await upload(ana, { order_uuid: order, reference_number: 'BDO\u0000' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['reference_number']);
  });
});
