/**
 * The Senior Citizen / PWD discount on the cart (issue 18, ADR 0019) through HTTP: when the Discount
 * modal's section shows (`special_discount_available`), apply and the preview, the law's arithmetic on
 * real prices (botika, VAT-registered) and on a test shop's caps, add-ons and sales, the promo code and
 * the discount clearing each other, selections that stop applying dropped from the list with a note, and
 * the snapshot checkout writes onto the order. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { fileURLToPath } from 'node:url';
import type { MerchantConfigInput } from '@storefront/contracts/merchant-config';
import { SPECIAL_DISCOUNT_CART_MESSAGES as M } from '@storefront/contracts/special-discount';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMerchantFile } from '../src/flows/load-demo-merchants';
import type { RateLimiter } from '../src/lib/rate-limiter';
import { stableUuid } from '../src/lib/uuid';
import { carts } from '../src/modules/cart/tables';
import { merchantConfig, product } from './factories';
import { loadMerchant, signUp, type TestApp, testApp, tokenOf } from './helpers';
import { shopperOf } from './support/shopper';

const APPLY = '/api/store/v1/customer/cart/special_discount/apply';
const PREVIEW = '/api/store/v1/customer/special_discount/apply';
const VOUCHER = '/api/store/v1/customer/estore/cart/voucher';
const UPLOAD = '/api/customer/customer/special_discount/upload';
const DELETE = '/api/store/v1/customer/special_discount/delete';
const RETRIEVED = 'Successfully retrieved cart.';

const demoMerchant = (name: string) =>
  fileURLToPath(new URL(`../../../merchants/${name}/merchant.json`, import.meta.url));
const uuidOf = (merchant: string, what: string) => stableUuid(`${merchant}/${what}`);

// botika (demo): a VAT-registered pharmacy offering both discounts; its real prices.
const PASIG = uuidOf('botika', 'branch/botika-pasig-kapitolyo');
const MARIKINA = uuidOf('botika', 'branch/botika-marikina');
const CARBOCISTEINE = uuidOf('botika', 'product/carbocisteine-500'); // ₱120.00, eligible
const MULTIVITAMINS = uuidOf('botika', 'product/multivitamins-iron'); // ₱245.00, on sale at ₱219.00, eligible
const PARACETAMOL = uuidOf('botika', 'product/paracetamol-500'); // ₱45.50, eligible
const FACE_MASK = uuidOf('botika', 'product/face-mask-50'); // ₱120.00, not eligible

// capshop (below): caps of 3 units per product and 2 per drinks per ID, add-ons, a sale better than the discount.
const CAP_MAKATI = uuidOf('capshop', 'branch/makati');
const ADOBO = uuidOf('capshop', 'product/adobo'); // ₱112.00, eligible
const EGG = uuidOf('capshop', 'add-on/adobo/egg'); // ₱11.20
const RICE = uuidOf('capshop', 'add-on/adobo/rice'); // free
const GULAMAN = uuidOf('capshop', 'product/gulaman'); // drinks ₱56.00, eligible
const SAGO = uuidOf('capshop', 'product/sago'); // drinks ₱44.80, eligible
const BEER = uuidOf('capshop', 'product/beer'); // drinks ₱112.00, not eligible
const LECHON = uuidOf('capshop', 'product/lechon'); // ₱224.00 on sale at ₱150.00, eligible

type Setting = NonNullable<NonNullable<MerchantConfigInput['store_details']>['special_discount']>[number];
const offering = (overrides: Partial<Setting> = {}): Setting => ({
  is_enabled: true,
  channels: ['estore'],
  discount_types: ['senior', 'pwd'],
  ...overrides,
});

const capshop = merchantConfig({
  subdomain: 'capshop',
  store_details: {
    cancellation_reasons: [],
    special_discount: [offering({ max_units_per_product: 3, max_units_per_category: { drinks: 2 } })],
  },
  products: [
    product('adobo', {
      name: 'Adobo',
      price: 112,
      enable_special_discount: true,
      add_on_categories: [
        {
          key: 'extras',
          name: 'Extras',
          limit: 2,
          add_ons: [
            { key: 'egg', name: 'Egg', price: 11.2 },
            { key: 'rice', name: 'Rice', price: 20, is_free: true },
          ],
        },
      ],
    }),
    product('gulaman', { name: 'Gulaman', category: 'drinks', price: 56, enable_special_discount: true }),
    product('sago', { name: 'Sago', category: 'drinks', price: 44.8, enable_special_discount: true }),
    product('beer', { name: 'Beer', category: 'drinks', price: 112 }),
    product('lechon', { name: 'Lechon', price: 224, sale_price: 150, enable_special_discount: true }),
  ],
});

/** flipshop: re-imported by the tests to stop offering PWD. */
const flipshop = (types: ('senior' | 'pwd')[]) =>
  merchantConfig({
    subdomain: 'flipshop',
    store_details: { cancellation_reasons: [], special_discount: [offering({ discount_types: types })] },
    products: [product('adobo', { name: 'Adobo', price: 112, enable_special_discount: true })],
  });

/** smallshop: under the VAT threshold — 20% of the price, no VAT exemption. */
const smallshop = merchantConfig({
  subdomain: 'smallshop',
  store_details: { cancellation_reasons: [], special_discount: [offering({ vat_registered: false })] },
  products: [product('adobo', { name: 'Adobo', price: 112, enable_special_discount: true })],
});

const clock = new Date('2026-11-24T10:00:00+08:00');
const noLimits: RateLimiter = { hit: async () => 0, forgive: async () => {}, close: async () => {} };

let t: TestApp;
const tokens: Record<string, string> = {};
let photo: string;

beforeAll(async () => {
  t = await testApp({ now: () => clock, limiter: noLimits });
  await importMerchantFile(t.services, demoMerchant('botika'));
  await importMerchantFile(t.services, demoMerchant('kainan'));
  await loadMerchant(t, capshop);
  await loadMerchant(t, flipshop(['senior', 'pwd']));
  await loadMerchant(t, smallshop);
  for (const name of ['botika', 'kainan', 'capshop', 'flipshop', 'smallshop']) tokens[name] = await tokenOf(t, name);
  const jpeg = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();
  photo = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}, 60_000);
afterAll(() => t?.close());

let mobiles = 0;

/** A new signed-in customer of `merchant` shopping at `branchUuid`, with the calls this file needs. */
async function customerOf(merchant: string, branchUuid: string) {
  const token = tokens[merchant] as string;
  mobiles += 1;
  const session = await signUp(t, token, `0917${String(3_000_000 + mobiles)}`);
  const headers = { 'x-merchant-token': token, authorization: `Bearer ${session}` };
  const post = (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers, payload });
  const merchantId = (await t.services.merchants.findByToken(token))?.id as number;
  const customerId = (await t.services.customers.authenticate(merchantId, session)).id;
  const shop = shopperOf(t.app, token, { session, branch: branchUuid });
  return {
    merchantId,
    customerId,
    ...shop,
    post,
    /** Adds a line with add-ons (200 expected). */
    async addWith(productUuid: string, quantity: number, addOns: string[]) {
      const res = await post('/api/store/v5/customer/estore/cart/item/add', {
        branch_uuid: branchUuid,
        product_uuid: productUuid,
        quantity,
        add_ons: addOns,
      });
      expect(res.statusCode, res.body).toBe(200);
    },
    /** Registers an ID of `type` (200 expected); returns its uuid. */
    async registerId(type: 'senior' | 'pwd'): Promise<string> {
      const body =
        type === 'senior'
          ? { discount_type: 'senior', customer_id_type: 'SENIOR', customer_id_number: 'SC 2024 0001' }
          : { discount_type: 'pwd', customer_id_number: 'PWD 1376 0001' };
      const res = await post(UPLOAD, {
        ...body,
        customer_id_full_name: 'Lola Basyang',
        customer_id_image_front: photo,
        rejected_action: 'proceed',
        consent: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().special_discount.uuid;
    },
    deleteId: (uuid: string) => post(DELETE, { uuid }),
    apply: (types: string[], extra: object = {}) => post(APPLY, { special_discount_types: types, ...extra }),
    preview: (types: string[]) => post(PREVIEW, { special_discount_types: types }),
    saveCode: (code: string) => post(`${VOUCHER}/save`, { voucher_code: code }),
    verifyCode: (code: string) => post(`${VOUCHER}/verify`, { voucher_code: code }),
    async cart() {
      const res = await shop.list();
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    async storedTypes() {
      const [row] = await t.database.db.select().from(carts).where(eq(carts.customerId, customerId));
      return row?.specialDiscountTypes ?? null;
    },
    async removeAll() {
      const cart = await this.cart();
      const items = cart.list.flatMap((b: { items: { uuid: string }[] }) => b.items.map((i) => i.uuid));
      if (items.length) await post('/api/store/v4/customer/estore/cart/item/delete', { cart_items: items });
    },
  };
}
type Customer = Awaited<ReturnType<typeof customerOf>>;

function refusal(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(422);
  return res.json().errors.special_discount_types?.[0];
}
function applied(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
/** pesos − pesos, to the centavo. */
const less = (a: number, b: number) => Math.round(a * 100 - b * 100) / 100;

describe('the section (special_discount_available)', () => {
  it('shows for a signed-in cart of one branch with an eligible item, where the merchant offers it', async () => {
    const ana = await customerOf('botika', PASIG);
    expect((await ana.cart()).special_discount_available).toBe(false); // no cart yet
    await ana.add(FACE_MASK, 1);
    expect((await ana.cart()).special_discount_available).toBe(false); // nothing eligible
    expect(refusal(await ana.apply(['senior']))).toBe(M.notAvailable);
    await ana.add(CARBOCISTEINE, 1);
    expect((await ana.cart()).special_discount_available).toBe(true);
    await ana.add(PARACETAMOL, 1, MARIKINA);
    const two = await ana.cart();
    expect(two.list).toHaveLength(2);
    expect(two.special_discount_available).toBe(false); // two branches
    await ana.registerId('senior');
    expect(refusal(await ana.apply(['senior']))).toBe(M.notAvailable);
    expect(refusal(await ana.preview(['senior']))).toBe(M.notAvailable);
  });

  it('never shows where the merchant does not offer it (kainan), nor for a guest', async () => {
    const kainanBranch = uuidOf('kainan', 'branch/kainan-makati');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/store/v2/public/customer/estore/branch/nearby',
      headers: { 'x-merchant-token': tokens.kainan as string },
      payload: {},
    });
    const open = (res.json().nearby as { uuid: string; is_open: boolean }[])[0]?.uuid ?? kainanBranch;
    const products = await t.app.inject({
      method: 'POST',
      url: '/api/store/v7/public/customer/estore/products/1',
      headers: { 'x-merchant-token': tokens.kainan as string },
      payload: { branch_uuid: open },
    });
    const simple = (products.json().list as { uuid: string; type: string; in_stock: boolean }[]).find(
      (p) => p.type === 'simple' && p.in_stock,
    );
    const ben = await customerOf('kainan', open);
    await ben.add(simple?.uuid as string, 1);
    expect((await ben.cart()).special_discount_available).toBe(false);
    expect(refusal(await ben.apply(['senior']))).toBe(M.notAvailable);

    const guest = shopperOf(t.app, tokens.botika as string, { branch: PASIG });
    await guest.add(CARBOCISTEINE, 1);
    const cart = (await guest.list()).json();
    expect(cart.special_discount_available).toBe(false);
    expect(cart.special_discount).toBeNull();
    for (const url of [APPLY, PREVIEW]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'x-merchant-token': tokens.botika as string },
        payload: { special_discount_types: ['senior'], cart_uuid: cart.cart_uuid },
      });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('apply on botika (VAT-registered, real prices)', () => {
  let lola: Customer;
  let seniorUuid: string;
  beforeAll(async () => {
    lola = await customerOf('botika', PASIG);
    seniorUuid = await lola.registerId('senior');
    // 2 × Carbocisteine ₱120 (eligible), 1 × Multivitamins ₱245 on sale at ₱219 (eligible), 1 × Face mask ₱120.
    await lola.add(CARBOCISTEINE, 2);
    await lola.add(MULTIVITAMINS, 1);
    await lola.add(FACE_MASK, 1);
  });

  it('takes 20% off the price without VAT and the VAT, line by line; the sale gives way to a better discount', async () => {
    const before = await lola.cart();
    expect(before.special_discount_available).toBe(true);
    const res = applied(await lola.apply(['senior']));
    // Carbocisteine ×2: ₱240.00 → ₱214.29 without VAT → ₱171.43 to pay: ₱68.57 off (₱25.71 of it VAT).
    // Multivitamins: ₱245.00 → ₱218.75 without VAT → ₱175.00, better than the ₱219.00 sale: ₱44.00 off.
    expect(res).toEqual({
      message: M.applied,
      special_discount: {
        uuid: seniorUuid,
        ids: [{ uuid: seniorUuid, discount_type: 'senior' }],
        special_discount_types: ['senior'],
        special_discount_computed_amount: 112.57,
        vat_exemption: 51.96, // 25.71 + 26.25
        vat_exempt_sale: 433.04, // 214.29 + 218.75
      },
      cart_total_amount: less(before.computed_total, 112.57),
    });
    expect(await lola.storedTypes()).toEqual(['senior']);
    const after = await lola.cart();
    expect(after.message).toBe(RETRIEVED);
    expect(after.special_discount).toEqual(res.special_discount);
    expect(after.computed_total).toBe(before.computed_total);
    expect(after.cart_total_amount).toBe(less(before.computed_total, 112.57));
    expect(after.voucher_info).toBeNull();
  });

  it('is the law’s example on a ₱112 item: ₱32 off when VAT-registered, ₱22.40 when not', async () => {
    for (const [shop, off, vat] of [
      ['flipshop', 32, 12],
      ['smallshop', 22.4, 0],
    ] as const) {
      const c = await customerOf(shop, uuidOf(shop, 'branch/makati'));
      await c.registerId('senior');
      await c.add(uuidOf(shop, 'product/adobo'), 1);
      const res = applied(await c.apply(['senior']));
      expect(res.special_discount.special_discount_computed_amount, shop).toBe(off);
      expect(res.special_discount.vat_exemption, shop).toBe(vat);
      expect(res.special_discount.vat_exempt_sale, shop).toBe(vat ? 100 : 0);
    }
  });

  it('the preview prices a selection without storing it', async () => {
    const c = await customerOf('botika', PASIG);
    await c.registerId('senior');
    await c.add(PARACETAMOL, 3);
    const before = await c.cart();
    const res = applied(await c.preview(['senior']));
    // 3 × ₱45.50 = ₱136.50 → ₱121.88 without VAT → ₱97.50: ₱39.00 off.
    expect(res.message).toBe(M.preview);
    expect(res.special_discount.special_discount_computed_amount).toBe(39);
    expect(res.cart_total_amount).toBe(less(before.computed_total, 39));
    expect(await c.storedTypes()).toBeNull();
    const after = await c.cart();
    expect(after.special_discount).toBeNull();
    expect(after.cart_total_amount).toBe(before.cart_total_amount);
    // An empty preview: nothing off, nothing cleared.
    expect(applied(await c.apply(['senior'])).special_discount).not.toBeNull();
    const empty = applied(await c.preview([]));
    expect(empty).toEqual({ message: M.preview, special_discount: null, cart_total_amount: before.computed_total });
    expect(await c.storedTypes()).toEqual(['senior']);
  });

  it('confirming with nothing selected clears it', async () => {
    const c = await customerOf('botika', PASIG);
    await c.registerId('senior');
    await c.add(CARBOCISTEINE, 1);
    applied(await c.apply(['senior']));
    const cleared = applied(await c.apply([]));
    const cart = await c.cart();
    expect(cleared).toEqual({ message: M.cleared, special_discount: null, cart_total_amount: cart.computed_total });
    expect(await c.storedTypes()).toBeNull();
    expect(cart.special_discount).toBeNull();
    expect(cart.cart_total_amount).toBe(cart.computed_total);
  });
});

describe('with a promo code (spec §4: never both)', () => {
  it('applying removes a saved code; saving a code clears the selection; verifying one does not', async () => {
    const c = await customerOf('botika', PASIG);
    await c.registerId('senior');
    await c.add(CARBOCISTEINE, 5); // ₱600: BOTIKAFREE's minimum is ₱500
    expect((await c.saveCode('GAMOT5')).statusCode).toBe(200);
    const coded = await c.cart();
    expect(coded.voucher_info?.code).toBe('GAMOT5');
    expect(coded.voucher_amount).toBe(30);

    // The preview prices it as applying would: without the code.
    const preview = applied(await c.preview(['senior']));
    expect(preview.cart_total_amount).toBe(
      less(coded.computed_total, preview.special_discount.special_discount_computed_amount),
    );
    expect((await c.cart()).voucher_info?.code).toBe('GAMOT5');

    const res = applied(await c.apply(['senior']));
    // 5 × ₱120 = ₱600.00 → ₱535.71 → ₱428.57: ₱171.43 off.
    expect(res.special_discount.special_discount_computed_amount).toBe(171.43);
    const discounted = await c.cart();
    expect(discounted.voucher_info).toBeNull();
    expect(discounted.voucher_amount).toBe(0);
    expect(discounted.cart_total_amount).toBe(less(discounted.computed_total, 171.43));

    expect((await c.verifyCode('BOTIKAFREE')).statusCode).toBe(200);
    expect(await c.storedTypes()).toEqual(['senior']);

    expect((await c.saveCode('BOTIKAFREE')).statusCode).toBe(200);
    expect(await c.storedTypes()).toBeNull();
    const promo = await c.cart();
    expect(promo.special_discount).toBeNull();
    expect(promo.voucher_info?.code).toBe('BOTIKAFREE');
    expect(promo.message).toBe(RETRIEVED);

    // Confirming an empty selection leaves the code alone: there is nothing to exclude.
    applied(await c.apply([]));
    expect((await c.cart()).voucher_info?.code).toBe('BOTIKAFREE');
  });
});

describe('the selection names the customer’s own IDs', () => {
  it('one customer’s types never reach another’s IDs', async () => {
    const a = await customerOf('botika', PASIG);
    const b = await customerOf('botika', PASIG);
    const aSenior = await a.registerId('senior');
    const bPwd = await b.registerId('pwd');
    await a.add(PARACETAMOL, 1);
    await b.add(PARACETAMOL, 1);
    expect(refusal(await b.apply(['senior']))).toBe(M.noId);
    expect(refusal(await b.preview(['senior']))).toBe(M.noId);
    expect(refusal(await b.apply(['senior', 'pwd']))).toBe(M.noId);
    expect(await b.storedTypes()).toBeNull();
    const res = applied(await b.apply(['pwd']));
    expect(res.special_discount.ids).toEqual([{ uuid: bPwd, discount_type: 'pwd' }]);
    expect(applied(await a.apply(['senior'])).special_discount.uuid).toBe(aSenior);
  });

  it('refuses a list naming a type twice, or an unknown type', async () => {
    const c = await customerOf('botika', PASIG);
    await c.add(PARACETAMOL, 1);
    expect((await c.apply(['senior', 'senior'])).statusCode).toBe(422);
    expect((await c.apply(['student'])).statusCode).toBe(422);
  });
});

describe('a selection that stops applying', () => {
  it('leaves the cart with a note, once, when its ID is deleted', async () => {
    const c = await customerOf('botika', PASIG);
    const id = await c.registerId('senior');
    await c.add(CARBOCISTEINE, 1);
    applied(await c.apply(['senior']));
    expect((await c.deleteId(id)).statusCode).toBe(200);
    const dropped = await c.cart();
    expect(dropped.message).toBe(M.removed);
    expect(dropped.special_discount).toBeNull();
    expect(dropped.cart_total_amount).toBe(dropped.computed_total);
    expect(dropped.special_discount_available).toBe(true);
    expect(await c.storedTypes()).toBeNull();
    expect((await c.cart()).message).toBe(RETRIEVED);
    expect(refusal(await c.apply(['senior']))).toBe(M.noId);
  });

  it('leaves the cart when a second branch is added, or no eligible item is left', async () => {
    const c = await customerOf('botika', PASIG);
    await c.registerId('senior');
    await c.add(CARBOCISTEINE, 1);
    applied(await c.apply(['senior']));
    await c.add(PARACETAMOL, 1, MARIKINA);
    const dropped = await c.cart();
    expect(dropped.message).toBe(M.removed);
    expect(dropped.special_discount).toBeNull();
    expect(dropped.special_discount_available).toBe(false);
    expect(await c.storedTypes()).toBeNull();

    const d = await customerOf('botika', PASIG);
    await d.registerId('senior');
    await d.add(CARBOCISTEINE, 1);
    await d.add(FACE_MASK, 1);
    applied(await d.apply(['senior']));
    const line = (await d.cart()).list[0].items.find(
      (i: { product_inventory: { product_details: { uuid: string } } }) =>
        i.product_inventory.product_details.uuid === CARBOCISTEINE,
    );
    await d.post('/api/store/v4/customer/estore/cart/item/delete', { cart_items: [line.uuid] });
    expect((await d.cart()).message).toBe(M.removed);
    expect(await d.storedTypes()).toBeNull();
  });

  it('goes quietly with an emptied cart', async () => {
    const c = await customerOf('botika', PASIG);
    await c.registerId('senior');
    await c.add(CARBOCISTEINE, 1);
    applied(await c.apply(['senior']));
    await c.removeAll();
    expect((await c.cart()).message).toBe(RETRIEVED);
    expect(await c.storedTypes()).toBeNull();
  });

  it('is refused, or dropped, once the merchant stops offering its type', async () => {
    const makati = uuidOf('flipshop', 'branch/makati');
    const adobo = uuidOf('flipshop', 'product/adobo');
    const c = await customerOf('flipshop', makati);
    await c.registerId('pwd');
    await c.add(adobo, 1);
    applied(await c.apply(['pwd']));
    const other = await customerOf('flipshop', makati);
    await other.registerId('pwd');
    await other.add(adobo, 1);
    try {
      await loadMerchant(t, flipshop(['senior']));
      expect(refusal(await other.apply(['pwd']))).toBe(M.invalidId);
      expect(refusal(await other.preview(['pwd']))).toBe(M.invalidId);
      const dropped = await c.cart();
      expect(dropped.message).toBe(M.removed);
      expect(dropped.special_discount).toBeNull();
      expect(dropped.special_discount_available).toBe(true); // senior is still offered
      expect(await c.storedTypes()).toBeNull();
    } finally {
      await loadMerchant(t, flipshop(['senior', 'pwd']));
    }
  });
});

describe('the merchant’s caps, add-ons and sales (capshop)', () => {
  it('covers 3 units of a product and 2 drinks per ID, the largest savings first; add-ons count; a better sale stays', async () => {
    const c = await customerOf('capshop', CAP_MAKATI);
    const senior = await c.registerId('senior');
    await c.add(ADOBO, 5); // ₱112 each
    await c.addWith(ADOBO, 1, [EGG, RICE]); // ₱123.20 (rice is free)
    await c.add(SAGO, 2); // ₱44.80: saves ₱12.80 a unit
    await c.add(GULAMAN, 2); // ₱56.00: saves ₱16.00 a unit — first
    await c.add(BEER, 1); // not eligible
    await c.add(LECHON, 1); // ₱150 sale beats ₱160 with the discount
    const before = await c.cart();
    const one = applied(await c.apply(['senior']));
    // Adobo: 3 units per ID, the egg line first (₱35.20 a unit), then 2 plain (₱64.00) = ₱99.20.
    // Drinks: 2 per ID, both Gulaman = ₱32.00. Lechon, beer: nothing.
    expect(one.special_discount.special_discount_computed_amount).toBe(131.2);
    expect(one.special_discount.vat_exemption).toBe(49.2); // 13.20 + 24.00 + 12.00
    expect(one.special_discount.vat_exempt_sale).toBe(410); // 110 + 200 + 100
    expect(one.cart_total_amount).toBe(less(before.computed_total, 131.2));

    // Two IDs cover twice as much: 6 adobo (₱35.20 + ₱160.00), 4 drinks (₱32.00 + 2 Sago ₱25.60).
    await c.registerId('pwd');
    const two = applied(await c.apply(['senior', 'pwd']));
    expect(two.special_discount.special_discount_computed_amount).toBe(252.8);
    expect(two.special_discount.special_discount_types).toEqual(['senior', 'pwd']);
    expect(two.special_discount.uuid).toBe(senior);
    expect((await c.cart()).special_discount).toEqual(two.special_discount);
    expect(await c.storedTypes()).toEqual(['senior', 'pwd']);
  });
});

describe('the merchant file', () => {
  it('refuses a category cap naming a category it does not have', async () => {
    const problems = await loadMerchant(
      t,
      merchantConfig({
        subdomain: 'typoshop',
        store_details: {
          cancellation_reasons: [],
          special_discount: [offering({ max_units_per_category: { mains: 1, desserts: 2 } })],
        },
      }),
    ).then(
      () => [],
      (e: { problems: string[] }) => e.problems,
    );
    expect(problems).toEqual([
      'store_details.special_discount[0].max_units_per_category.desserts: unknown category "desserts"',
    ]);
  });
});

describe('the checkout snapshot', () => {
  it('carries the discount in centavos with the IDs and the branch, or the reason it no longer applies', async () => {
    const c = await customerOf('botika', PASIG);
    const seniorUuid = await c.registerId('senior');
    await c.add(CARBOCISTEINE, 2);
    await c.add(FACE_MASK, 1);
    const merchant = { id: c.merchantId, allowPurchaseMultiple: true };
    const owner = { customerId: c.customerId };
    const none = await t.services.cart.snapshot(merchant, owner, null);
    expect(none?.specialDiscount).toBeNull();
    expect(none?.specialDiscountRefusal).toBeNull();

    applied(await c.apply(['senior']));
    const snap = await t.services.cart.snapshot(merchant, owner, null);
    expect(snap?.specialDiscount).toEqual({
      types: ['senior'],
      ids: [{ id: expect.any(Number), uuid: seniorUuid, discountType: 'senior' }],
      amount: 6857,
      vatExemption: 2571,
      vatExemptSale: 21429,
      branchUuid: PASIG,
    });
    expect(snap?.specialDiscountRefusal).toBeNull();
    expect(snap?.cart.cart_total_amount).toBe(less(snap?.cart.computed_total as number, 68.57));

    // A second branch: checkout is told why, and the selection stays for the customer to see.
    await c.add(PARACETAMOL, 1, MARIKINA);
    const refused = await t.services.cart.snapshot(merchant, owner, null);
    expect(refused?.specialDiscount).toBeNull();
    expect(refused?.specialDiscountRefusal).toBe(M.notAvailable);
    expect(refused?.cart.message).toBe(RETRIEVED);
    expect(await c.storedTypes()).toEqual(['senior']);
  });
});
