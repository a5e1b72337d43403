/**
 * The Senior Citizen / PWD discount on the order (issue 18, ADR 0020) through HTTP on the botika demo:
 * checkout stores it and copies the ID with its photo; an online payment waits until the store decides;
 * the operator approves (the validate call hands the invoice out; the invoice shows the ID whole) or
 * rejects (proceed: the full price; cancel: the order cancelled, stock back); deciding twice is refused;
 * nobody else's order answers; `npm run order -- discount` through a running server and on its own.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SPECIAL_DISCOUNT_CART_MESSAGES as SDM } from '@storefront/contracts/special-discount';
import { formatCentavos } from '@storefront/domain/money';
import { computeSpecialDiscount } from '@storefront/domain/special-discount';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { main as orderCommand } from '../src/cli/order';
import { openDatabase } from '../src/db/client';
import { importMerchantFile } from '../src/flows/load-demo-merchants';
import type { RateLimiter } from '../src/lib/rate-limiter';
import { stableUuid } from '../src/lib/uuid';
import { productInventory } from '../src/modules/catalog/tables';
import { orderSpecialDiscountCopies } from '../src/modules/discounts/special-discount-ids/order-copy';
import { orderSpecialDiscountIds, specialDiscountIdImages, specialDiscountIds } from '../src/modules/discounts/tables';
import { orderItems, orders, subOrders } from '../src/modules/orders/tables';
import { signUp, type TestApp, testApp, tokenOf } from './helpers';
import { shopperOf } from './support/shopper';

const ADMIN_KEY = 'special-discount-orders-admin-key';
const KAPITOLYO = stableUuid('botika/branch/botika-pasig-kapitolyo');
const MARIKINA = stableUuid('botika/branch/botika-marikina');
const PARACETAMOL = stableUuid('botika/product/paracetamol-500'); // ₱45.50, eligible, unlimited
const LOSARTAN = stableUuid('botika/product/losartan-50'); // ₱270.00, eligible, 5 in stock at Kapitolyo
const FACE_MASKS = stableUuid('botika/product/face-mask-50'); // ₱120.00, not eligible
const PASIG_ADDRESS = { label: 'Kapitolyo, Pasig City', lat: 14.5713, lng: 121.0594, notes: '8 Kapitolyo St.' };

const UPLOAD = '/api/customer/customer/special_discount/upload';
const DELETE = '/api/store/v1/customer/special_discount/delete';
const APPLY = '/api/store/v1/customer/cart/special_discount/apply';
const VALIDATE = '/api/store/v1/customer/special_discount/validate';
const DETAILS = '/api/store/v4/customer/estore/order/transaction/details';
const SLIP_UPLOAD = '/api/store/v2/customer/estore/order/deposit_slip';

const demoMerchant = (name: string) =>
  fileURLToPath(new URL(`../../../merchants/${name}/merchant.json`, import.meta.url));

/** No limit is what is tested here: sign-ups, uploads and follow-ups all pass. */
const noLimits: RateLimiter = { hit: async () => 0, forgive: async () => {}, close: async () => {} };

let photoBytes: Buffer;
const NAME = 'Lola Basyang';
const NUMBER = 'SC 2024 ZX81726354';

const seniorId = (rejected_action: 'proceed' | 'cancel') => ({
  discount_type: 'senior',
  customer_id_type: 'SENIOR',
  customer_id_full_name: NAME,
  customer_id_number: NUMBER,
  customer_id_image_front: `data:image/jpeg;base64,${photoBytes.toString('base64')}`,
  rejected_action,
  consent: true,
});

/** A signed-up botika customer with a senior ID saved (choosing `rejected_action`), and the calls this file makes. */
async function customerOf(t: TestApp, token: string, mobile: string, rejected_action: 'proceed' | 'cancel') {
  const session = await signUp(t, token, mobile);
  const headers = { 'x-merchant-token': token, authorization: `Bearer ${session}` };
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
  const uploaded = await post(UPLOAD, seniorId(rejected_action));
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const shop = shopperOf(t.app, token, { session, branch: KAPITOLYO });
  return {
    session,
    headers,
    post,
    get,
    shop,
    idUuid: uploaded.json().special_discount.uuid as string,
    apply: (types: string[]) => post(APPLY, { special_discount_types: types }),
    validate: (orderUuid: string) => get(`${VALIDATE}/${orderUuid}`),
    details: async (orderUuid: string) => {
      const res = await get(`${DETAILS}/${orderUuid}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
    card: (orderUuid: string) => post('/api/store/v1/customer/estore/payment/paymongo/add', { order_uuid: orderUuid }),
    source: (orderUuid: string) =>
      post('/api/store/v1/customer/estore/payment/paymongo/add/source', { order_uuid: orderUuid }),
    paynamics: (orderUuid: string) => post('/api/payments/transact/paynamics', { order_uuid: orderUuid }),
    summary: (orderUuid: string) => get(`/api/payments/v1/customer/payment/order/${orderUuid}`),
    /**
     * Adds `lines` to the cart, applies the senior discount (200 expected) and checks out with `method`
     * (delivered to Kapitolyo): the order's uuid and the apply call's answer.
     */
    async orderWithDiscount(lines: [string, number][], method: string) {
      for (const [product, quantity] of lines) await shop.add(product, quantity);
      const applied = await post(APPLY, { special_discount_types: ['senior'] });
      expect(applied.statusCode, applied.body).toBe(200);
      const uuid = await shop.placeOrder({ payment_method: method, address: PASIG_ADDRESS });
      return { uuid, applied: applied.json() };
    },
  };
}

/** What the discount takes off 2 × ₱45.50 at a VAT-registered merchant (centavos). */
const twoParacetamolOff = () =>
  computeSpecialDiscount(
    [
      {
        key: 'p',
        productUuid: PARACETAMOL,
        categoryId: 1,
        eligible: true,
        quantity: 2,
        unitRegular: 4550,
        unitSale: null,
      },
    ],
    { vatRegistered: true, maxUnitsPerProduct: null, maxUnitsPerCategory: {} },
    1,
  ).total;

const errorsOf = (res: LightMyRequestResponse) => res.json().errors as Record<string, string[]> | undefined;
function expectRefusal(res: LightMyRequestResponse, field: string, message: string) {
  expect(res.statusCode, res.body).toBe(422);
  expect(errorsOf(res)?.[field]).toEqual([message]);
}

/** A deposit slip upload (multipart, as the browser's FormData sends it). */
async function uploadSlip(t: TestApp, headers: Record<string, string>, orderUuid: string) {
  const form = new FormData();
  form.append('order_uuid', orderUuid);
  form.append('file_upload', new Blob([new Uint8Array(photoBytes)], { type: 'image/jpeg' }), 'slip.jpg');
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: SLIP_UPLOAD,
    headers: { ...headers, 'content-type': encoded.headers.get('content-type') as string },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const decide = (t: TestApp, order: string, payload: object, key: string | null = ADMIN_KEY) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order}/special-discount`,
    headers: key ? { 'x-admin-key': key } : {},
    payload,
  });

async function storedOrder(t: TestApp, uuid: string) {
  const db = t.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.uuid, uuid));
  if (!order) throw new Error(`no order ${uuid}`);
  const subs = await db.select().from(subOrders).where(eq(subOrders.orderId, order.id));
  const copies = await db.select().from(orderSpecialDiscountIds).where(eq(orderSpecialDiscountIds.orderId, order.id));
  return { order, subs, copies };
}

const invoiceOf = async (t: TestApp, url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

beforeAll(async () => {
  photoBytes = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer();
});

describe('the special discount on the order', () => {
  let t: TestApp;
  let token: string;
  let mobiles = 0;
  const customer = (rejected: 'proceed' | 'cancel' = 'proceed') => {
    mobiles += 1;
    return customerOf(t, token, `0918777${String(mobiles).padStart(4, '0')}`, rejected);
  };

  beforeAll(async () => {
    t = await testApp({ adminKey: ADMIN_KEY, limiter: noLimits });
    await importMerchantFile(t.services, demoMerchant('botika'));
    token = await tokenOf(t, 'botika');
  }, 60_000);
  afterAll(() => t?.close());

  it('checkout stores the discount, copies the ID with its photo, and holds a card payment until approval', async () => {
    const ana = await customer('proceed');
    const { uuid, applied } = await ana.orderWithDiscount(
      [
        [PARACETAMOL, 4],
        [FACE_MASKS, 1],
      ],
      'CC_PAYMONGO',
    );
    // ₱45.50 × 4 at a VAT-registered merchant, by the law's arithmetic; the masks are not eligible.
    const expected = computeSpecialDiscount(
      [
        {
          key: 'p',
          productUuid: PARACETAMOL,
          categoryId: 1,
          eligible: true,
          quantity: 4,
          unitRegular: 4550,
          unitSale: null,
        },
      ],
      { vatRegistered: true, maxUnitsPerProduct: null, maxUnitsPerCategory: {} },
      1,
    );
    expect(applied.special_discount.special_discount_computed_amount).toBe(expected.total / 100);

    const { order, subs, copies } = await storedOrder(t, uuid);
    // The full price as checkout priced it (the delivery fee for the address given).
    const computed = order.subtotal + order.fees;
    expect(order).toMatchObject({
      specialDiscountTypes: ['senior'],
      specialDiscountAmount: expected.total,
      specialDiscountVatExemption: expected.vatExemption,
      specialDiscountVatExemptSale: expected.vatExemptSale,
      specialDiscountApproved: null,
      specialDiscountRejectedAction: 'proceed',
      specialDiscountValidatedAt: null,
      total: computed - expected.total,
      paymentStatus: 'pending',
    });
    expect(subs.map((s) => s.specialDiscountAmount)).toEqual([expected.total]);
    // The ID as it was, whole, with its photo's very bytes.
    const [saved] = await t.database.db
      .select()
      .from(specialDiscountIds)
      .where(eq(specialDiscountIds.uuid, ana.idUuid));
    const [image] = await t.database.db
      .select()
      .from(specialDiscountIdImages)
      .where(eq(specialDiscountIdImages.specialDiscountId, saved?.id as number));
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({
      discountType: 'senior',
      idType: 'SENIOR',
      fullName: NAME,
      idNumber: NUMBER,
      rejectedAction: 'proceed',
      imageContentType: 'image/jpeg',
      validatedAt: null,
    });
    expect(Buffer.from(copies[0]?.image as Buffer).equals(Buffer.from(image?.bytes as Buffer))).toBe(true);

    // The customer sees it waiting; the validate call has no invoice yet.
    const before = await ana.details(uuid);
    expect(before).toMatchObject({
      special_discount_computed_amount: expected.total / 100,
      special_discount_approved: null,
      special_discount_types: ['senior'],
      special_discount_rejected_action: 'proceed',
      awaiting_special_discount_validation: true,
      total: (computed - expected.total) / 100,
    });
    const waiting = await ana.validate(uuid);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json().data).toEqual({
      order_uuid: uuid,
      special_discount_types: ['senior'],
      special_discount_computed_amount: expected.total / 100,
      special_discount_approved: null,
      rejected_action: 'proceed',
      invoice_url: null,
    });

    // Nothing is charged while the store checks the ID.
    expectRefusal(await ana.card(uuid), 'order_uuid', SDM.awaitingValidation);
    const summary = (await ana.summary(uuid)).json().data;
    expect(summary).toMatchObject({ can_pay: false, reason: SDM.awaitingValidation });

    // The operator approves.
    const approved = await decide(t, uuid.slice(0, 8).toUpperCase(), { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: SDM.approved,
      cancelled: 0,
      order: {
        order_uuid: uuid,
        special_discount: {
          types: ['senior'],
          approved: 1,
          rejected_action: 'proceed',
          awaiting_validation: false,
          ids: [{ discount_type: 'senior', id_type: 'SENIOR', full_name: NAME, id_number: NUMBER, photo: true }],
        },
      },
    });
    const after = await ana.details(uuid);
    expect(after).toMatchObject({ special_discount_approved: 1, awaiting_special_discount_validation: false });
    expect(new Date(after.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
    const stored = await storedOrder(t, uuid);
    expect(stored.order.specialDiscountValidatedAt).toBeInstanceOf(Date);
    expect(stored.copies[0]?.validatedAt).toBeInstanceOf(Date);

    // The validate call now hands the invoice out; it shows the ID whole (only the invoice does).
    const validated = (await ana.validate(uuid)).json().data;
    expect(validated.special_discount_approved).toBe(1);
    expect(validated.invoice_url).toMatch(/^\/api\/store\/v1\/public\/customer\/estore\/order\/invoice\//);
    const html = await invoiceOf(t, validated.invoice_url);
    for (const text of [
      'Senior Citizen discount (20%)',
      'VAT-exempt sale',
      'VAT exemption',
      'Senior Citizen ID',
      NAME,
      NUMBER,
      `PHP ${(expected.vatExemptSale / 100).toFixed(2)}`,
      `-PHP ${(expected.vatExemption / 100).toFixed(2)}`,
      `-PHP ${((expected.total - expected.vatExemption) / 100).toFixed(2)}`,
    ])
      expect(html).toContain(text);
    // The order details never show the number.
    expect(JSON.stringify(after)).not.toContain(NUMBER);

    // Pay Now opens with the discounted total.
    const paying = await ana.card(uuid);
    expect(paying.statusCode, paying.body).toBe(200);
    expect(paying.json().data.amount).toBe((computed - expected.total) / 100);

    // Deciding again is refused, and changes nothing.
    expectRefusal(await decide(t, uuid, { decision: 'reject' }), 'decision', SDM.alreadyValidated);
    expect((await storedOrder(t, uuid)).order).toMatchObject({ specialDiscountApproved: 1 });

    // The operator sees the ID's photo the order kept.
    const photo = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${uuid}/special-discount/senior/photo`,
      headers: { 'x-admin-key': ADMIN_KEY },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.equals(Buffer.from(copies[0]?.image as Buffer))).toBe(true);
  }, 60_000);

  it('reject with proceed: the order goes on at the full price, and an e-wallet payment charges that', async () => {
    const ben = await customer('proceed');
    const { uuid } = await ben.orderWithDiscount([[PARACETAMOL, 6]], 'GCASH_PAYMONGO');
    const placed = await storedOrder(t, uuid);
    const computed = placed.order.subtotal + placed.order.fees;
    const amount = placed.order.specialDiscountAmount;
    expect(amount).toBeGreaterThan(0);
    expect(placed.order.total).toBe(computed - amount);
    expectRefusal(await ben.source(uuid), 'order_uuid', SDM.awaitingValidation);

    const rejected = await decide(t, uuid, { decision: 'reject', note: 'The ID has expired' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ message: SDM.rejected, cancelled: 0 });

    const { order, subs, copies } = await storedOrder(t, uuid);
    expect(order).toMatchObject({ specialDiscountApproved: 0, total: computed, specialDiscountAmount: amount });
    expect(subs.map((s) => s.specialDiscountAmount)).toEqual([0]);
    expect(subs.map((s) => s.status)).toEqual(['payment_pending']);
    expect(copies[0]?.validatedAt).toBeInstanceOf(Date);
    const details = await ben.details(uuid);
    expect(details).toMatchObject({
      total: computed / 100,
      special_discount_approved: 0,
      special_discount_computed_amount: amount / 100,
      awaiting_special_discount_validation: false,
      order_status: 'pending',
    });
    // No invoice through the validate call, and the invoice takes nothing off.
    expect((await ben.validate(uuid)).json().data).toMatchObject({ special_discount_approved: 0, invoice_url: null });
    const html = await invoiceOf(t, details.invoice_url);
    expect(html).not.toContain('Senior Citizen discount');
    expect(html).not.toContain(NUMBER);

    const paying = await ben.source(uuid);
    expect(paying.statusCode, paying.body).toBe(200);
    expect(paying.json().data.amount).toBe(computed / 100);
    expectRefusal(await decide(t, uuid, { decision: 'approve' }), 'decision', SDM.alreadyValidated);
  }, 60_000);

  it('reject with cancel: the whole order is cancelled, its stock returned, a deposit slip never taken', async () => {
    const cora = await customer('cancel');
    const stockOf = async (inventoryId: number) =>
      (await t.database.db.select().from(productInventory).where(eq(productInventory.id, inventoryId)))[0]?.stock;
    const { uuid } = await cora.orderWithDiscount([[LOSARTAN, 2]], 'DEPOSIT_SLIP');
    const { order } = await storedOrder(t, uuid);
    expect(order.specialDiscountRejectedAction).toBe('cancel');
    const [line] = await t.database.db
      .select()
      .from(orderItems)
      .innerJoin(subOrders, eq(subOrders.id, orderItems.subOrderId))
      .where(eq(subOrders.orderId, order.id));
    const inventoryId = line?.order_items.inventoryId as number;
    const left = (await stockOf(inventoryId)) as number;

    // A slip is an online payment too: not before the store decides.
    const slip = await uploadSlip(t, cora.headers, uuid);
    expectRefusal(slip, 'file_upload', SDM.awaitingValidation);
    const slips = await cora.get(`/api/store/v1/customer/estore/order/deposit_slips/${uuid}`);
    expect(slips.json()).toMatchObject({ can_upload: false, blocked_reason: SDM.awaitingValidation });

    const rejected = await decide(t, uuid, { decision: 'reject', note: 'The name does not match' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      message: SDM.rejected,
      cancelled: 1,
      order: { order_status: 'cancelled' },
    });
    expect(await stockOf(inventoryId)).toBe(left + 2);

    const details = await cora.details(uuid);
    expect(details).toMatchObject({
      order_status: 'cancelled',
      special_discount_approved: 0,
      awaiting_special_discount_validation: false,
      cancellable: false,
    });
    expect(details.orders[0].cancel_reason).toBe('Special discount rejected: The name does not match');
    expect(details.orders[0].timeline.map((s: { order_status: string }) => s.order_status)).toEqual([
      'pending',
      'cancelled',
    ]);
    expect((await storedOrder(t, uuid)).copies[0]?.validatedAt).toBeInstanceOf(Date);
    expectRefusal(await decide(t, uuid, { decision: 'approve' }), 'decision', SDM.alreadyValidated);
  }, 60_000);

  it('decisions sent at once are decided once', async () => {
    const kim = await customer('cancel');
    const { uuid } = await kim.orderWithDiscount([[PARACETAMOL, 2]], 'COD');
    const answers = await Promise.all(
      ['approve', 'reject', 'reject', 'approve', 'reject', 'approve'].map((decision) => decide(t, uuid, { decision })),
    );
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.statusCode !== 200))
      expectRefusal(lost, 'decision', SDM.alreadyValidated);
    const { order, subs } = await storedOrder(t, uuid);
    const rejected = won[0]?.json().message === SDM.rejected;
    expect(order.specialDiscountApproved).toBe(rejected ? 0 : 1);
    expect(subs.map((s) => s.status)).toEqual([rejected ? 'cancelled' : 'pending']);
  }, 60_000);

  it('cash on delivery is not held: the rider collects the final total', async () => {
    const dan = await customer('proceed');
    const { uuid } = await dan.orderWithDiscount([[PARACETAMOL, 2]], 'COD');
    const details = await dan.details(uuid);
    expect(details).toMatchObject({
      special_discount_approved: null,
      awaiting_special_discount_validation: false,
      payment_status: 'unpaid',
      order_status: 'pending',
    });
  }, 60_000);

  it('a customer who cancels before the decision starts the photo clock; the order can no longer be decided', async () => {
    const eve = await customer('proceed');
    const { uuid } = await eve.orderWithDiscount([[PARACETAMOL, 3]], 'CC_PAYMONGO');
    const cancelled = await eve.post('/api/store/v1/customer/estore/order/cancel', {
      order_uuid: uuid,
      reason: 'I no longer need the medicine',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { order, copies } = await storedOrder(t, uuid);
    expect(order.specialDiscountApproved).toBeNull();
    expect(copies[0]?.validatedAt).toBeInstanceOf(Date);
    expect((await eve.details(uuid)).awaiting_special_discount_validation).toBe(false);
    expect((await decide(t, uuid, { decision: 'approve' })).statusCode).toBe(422);
  }, 60_000);

  it('refuses a selection that stopped applying at checkout, as a promo code', async () => {
    const fay = await customer('proceed');
    await fay.shop.add(PARACETAMOL, 2);
    expect((await fay.apply(['senior'])).statusCode).toBe(200);
    const [saved] = await t.database.db
      .select()
      .from(specialDiscountIds)
      .where(eq(specialDiscountIds.uuid, fay.idUuid));
    const held = { merchantId: saved?.merchantId as number, customerId: saved?.customerId as number };
    const hold = () =>
      t.database.db.transaction((tx) =>
        orderSpecialDiscountCopies.holdForCheckout(tx, {
          ...held,
          ids: [{ id: saved?.id as number, discountType: 'senior' }],
        }),
      );
    expect(await hold()).toEqual([{ id: saved?.id, discountType: 'senior', rejectedAction: 'proceed' }]);
    // The ID goes after it was applied: checkout refuses, places nothing (and the hold checkout takes
    // under the customer's lock finds it gone, should the delete land between the two).
    const deleted = await fay.post(DELETE, { uuid: fay.idUuid });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const count = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;
    const before = await count();
    const res = await fay.shop.checkout({ payment_method: 'COD', address: PASIG_ADDRESS });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(errorsOf(res) ?? {})).toEqual(['special_discount_types']);
    expect(await count()).toBe(before);
    expect(await hold()).toBeUndefined();
    // The cart is still there: without the discount it checks out.
    expect((await fay.apply([])).statusCode).toBe(200);
    await fay.shop.placeOrder({ payment_method: 'COD', address: PASIG_ADDRESS });
    expect(await count()).toBe(before + 1);
  }, 60_000);

  it("answers only the caller's own order, and only an order with the discount", async () => {
    const gil = await customer('proceed');
    const { uuid } = await gil.orderWithDiscount([[PARACETAMOL, 2]], 'COD');
    const hal = await customer('proceed');
    const theirs = await hal.validate(uuid);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(NAME);
    // A guest has no session: the call is for signed-in customers.
    const guest = await t.app.inject({
      method: 'GET',
      url: `${VALIDATE}/${uuid}`,
      headers: { 'x-merchant-token': token },
    });
    expect(guest.statusCode).toBe(401);
    expect((await hal.validate('not-a-uuid')).statusCode).toBe(422);

    // An order placed without the discount: nothing to validate, nor to decide.
    await hal.shop.add(PARACETAMOL, 1, MARIKINA);
    const plain = await hal.shop.placeOrder({ payment_method: 'COD', address: PASIG_ADDRESS });
    expectRefusal(await hal.validate(plain), 'order_uuid', SDM.noSpecialDiscount);
    expectRefusal(await decide(t, plain, { decision: 'approve' }), 'decision', SDM.noSpecialDiscount);
    expect((await hal.details(plain)).special_discount_types).toEqual([]);

    // The operator call wants the key, and a known decision.
    expect((await decide(t, uuid, { decision: 'approve' }, null)).statusCode).toBe(401);
    expect((await decide(t, uuid, { decision: 'maybe' })).statusCode).toBe(422);
    expect((await storedOrder(t, uuid)).order.specialDiscountApproved).toBeNull();
  }, 60_000);

  it('npm run order -- discount, beside the running server', async () => {
    const ivy = await customer('proceed');
    const { uuid } = await ivy.orderWithDiscount([[PARACETAMOL, 2]], 'COD');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-sc-pwd-cli-'));
    try {
      // This process plays the running server holding the embedded database (see order-cli.test.ts).
      fs.writeFileSync(
        path.join(dataDir, 'storefront.lock'),
        JSON.stringify({ pid: process.ppid, role: 'server', port, adminKey: ADMIN_KEY }),
      );
      const reference = uuid.slice(0, 8).toUpperCase();
      const off = formatCentavos(twoParacetamolOff());
      const shown = await run(dataDir, 'show', reference);
      expect(shown.code).toBe(0);
      expect(shown.out).toContain(
        `special discount: Senior Citizen, ${off} off — awaiting validation; if rejected: proceed`,
      );
      expect(shown.out).toContain(`Senior Citizen ID: ${NAME}, no. ${NUMBER}`);
      const usage = await run(dataDir, 'discount', reference, 'maybe');
      expect(usage.code).toBe(2);
      const approved = await run(dataDir, 'discount', reference, 'approve', '--note', 'Checked at the counter');
      expect(approved.out).toContain(`${SDM.approved} (through the running server)`);
      expect(approved.out).toContain(`special discount: Senior Citizen, ${off} off — approved`);
      expect(approved.code).toBe(0);
      const again = await run(dataDir, 'discount', reference, 'reject');
      expect(again.code).toBe(1);
      expect(again.out).toContain(SDM.alreadyValidated);
      expect((await ivy.details(uuid)).special_discount_approved).toBe(1);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

/** Runs `npm run order -- …` in this process (the command's main) on the embedded database in `dataDir`. */
async function run(dataDir: string, ...args: string[]) {
  const lines: string[] = [];
  const code = await orderCommand(args, {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
  });
  return { code, out: lines.join('\n') };
}

describe('npm run order -- discount, with no server running', () => {
  let dataDir: string;
  let uuid: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-sc-pwd-cli-embedded-'));
    // Plays an earlier server run that left an order with a special discount in the embedded database.
    const database = await openDatabase({ dataDir });
    await database.migrate();
    const sent: { to: string; text: string }[] = [];
    const messages = { send: async (m: { to: string; text: string }) => void sent.push(m) };
    const { app, services } = await buildApp({
      database,
      webDist: '/nonexistent-web-dist',
      messages,
      limiter: noLimits,
    });
    await importMerchantFile(services, demoMerchant('botika'));
    const lastCode = (to: string) => sent.findLast((m) => m.to === to)?.text.match(/\b\d{6}\b/)?.[0] ?? '';
    const t = { app, services, database, lastCode } as unknown as TestApp;
    const jo = await customerOf(t, await tokenOf(t, 'botika'), '09187770999', 'cancel');
    ({ uuid } = await jo.orderWithDiscount([[LOSARTAN, 1]], 'COD'));
    await app.close();
    await database.close();
  }, 60_000);

  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('opens the database itself: a rejection cancels the order as the customer chose', async () => {
    const rejected = await run(dataDir, 'discount', uuid, 'reject', '--note', 'Expired ID');
    expect(rejected.out).toContain(`${SDM.rejected} The order was cancelled, as the customer chose.`);
    expect(rejected.out).not.toContain('through the running server');
    expect(rejected.out).toMatch(/: cancelled · COD, unpaid/);
    expect(rejected.out).toContain('Special discount rejected: Expired ID');
    expect(rejected.code).toBe(0);
    const shown = await run(dataDir, 'show', uuid);
    expect(shown.out).toContain('— rejected; if rejected: cancel');
    expect(fs.existsSync(path.join(dataDir, 'storefront.lock'))).toBe(false);
  }, 60_000);
});
