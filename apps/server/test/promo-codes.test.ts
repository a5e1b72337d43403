/**
 * Promo codes (issue 16): verify, save, remove and the Available Promo Codes list through HTTP; the cart
 * priced with a code; checkout counting uses under concurrency; a released order giving its use back;
 * re-import keeping uses. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import type { MerchantConfigInput } from '@storefront/contracts/merchant-config';
import { VOUCHER_MESSAGES } from '@storefront/contracts/voucher';
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter, type RateLimiter } from '../src/lib/rate-limiter';
import { stableUuid } from '../src/lib/uuid';
import { PROMO_GUESSES } from '../src/modules/discounts/service';
import { promoCodes, promoCodeUses } from '../src/modules/discounts/tables';
import { orders } from '../src/modules/orders/tables';
import { branch, merchantConfig, product } from './factories';
import { loadMerchant, signUp, type TestApp, testApp, tokenOf } from './helpers';
import { shopperOf } from './support/shopper';

let clock = new Date('2026-11-23T10:00:00+08:00');
const id = (name: string) => stableUuid(`promoshop/${name}`);
const MAKATI = id('branch/makati');
const BGC = id('branch/bgc');
const BURGER = id('product/burger');
const GULAMAN = id('product/gulaman');
const LECHON = id('product/lechon');

const VOUCHER = '/api/store/v1/customer/estore/cart/voucher';
const LIST = '/api/store/v1/customer/estore/promo-codes/list';

/** Twelve listed codes that always apply, so the list has two pages. */
const BULK = Array.from({ length: 12 }, (_, i) => ({
  code: `bulk${String(i + 1).padStart(2, '0')}`,
  promo_code_type: 'fixed_amount' as const,
  value: 1,
  listed: true,
  terms_and_conditions: `Bulk ${i + 1}`,
}));

const PROMO_CODES: NonNullable<MerchantConfigInput['promo_codes']> = [
  { code: 'FREESHIP', promo_code_type: 'free_delivery', listed: true, terms_and_conditions: 'Free delivery.' },
  { code: 'LESS20', promo_code_type: 'delivery_discount', value: 20, listed: true },
  {
    code: 'Save10',
    promo_code_type: 'percentage',
    value: 10,
    max_discount: 50,
    min_subtotal: 200,
    listed: true,
    terms_and_conditions: '10% off, up to PHP 50, from PHP 200.',
  },
  { code: 'FIXED50', promo_code_type: 'fixed_amount', value: 50, categories: ['mains'], listed: true },
  { code: 'DRINKS20', promo_code_type: 'percentage', value: 20, categories: ['drinks'], listed: true },
  { code: 'BGCONLY', promo_code_type: 'percentage', value: 5, branches: ['bgc'], listed: true },
  { code: 'EXPIRED', promo_code_type: 'fixed_amount', value: 10, ends_at: '2026-11-01', listed: true },
  { code: 'SOON', promo_code_type: 'fixed_amount', value: 10, starts_at: '2026-12-01 08:00', listed: true },
  { code: 'USEDUP', promo_code_type: 'fixed_amount', value: 10, total_uses: 0, listed: true },
  { code: 'SECRET', promo_code_type: 'fixed_amount', value: 15 },
  { code: 'ENDSSOON', promo_code_type: 'fixed_amount', value: 5, ends_at: '2026-11-23 10:30' },
  { code: 'ONCE', promo_code_type: 'fixed_amount', value: 5, uses_per_customer: 1 },
  { code: 'ONCEMORE', promo_code_type: 'fixed_amount', value: 5, uses_per_customer: 1 },
  { code: 'TEN', promo_code_type: 'fixed_amount', value: 10, total_uses: 10 },
  { code: 'DROPME', promo_code_type: 'fixed_amount', value: 7 },
  ...BULK,
  { code: 'FIRSTORDER', promo_code_type: 'fixed_amount', value: 5, uses_per_customer: 1, listed: true },
];

const config = (promo_codes = PROMO_CODES) =>
  merchantConfig({
    subdomain: 'promoshop',
    store_details: { cancellation_reasons: ['Changed my mind'] },
    branches: [
      branch('makati', { name: 'Makati', delivery_fee: { base: 49, per_km: 0 } }),
      branch('bgc', { name: 'BGC', lat: 14.5509, long: 121.0509, delivery_fee: { base: 59, per_km: 0 } }),
    ],
    products: [
      product('burger', {
        name: 'Burger',
        price: 100,
        inventory: [
          { branch: 'makati', stock: 'unlimited' },
          { branch: 'bgc', stock: 'unlimited' },
        ],
      }),
      product('gulaman', { name: 'Gulaman', category: 'drinks', price: 50 }),
      product('lechon', { name: 'Lechon', price: 600 }),
    ],
    promo_codes,
  });

let t: TestApp;
let token: string;

beforeAll(async () => {
  // Many sign-ups from one address: only the promo code limit is counted here (its own test below).
  const counted = memoryRateLimiter();
  const limiter: RateLimiter = {
    hit: (limit, key) => (limit.name === PROMO_GUESSES.name ? counted.hit(limit, key) : Promise.resolve(0)),
    forgive: (limit, key) => counted.forgive(limit, key),
    close: () => counted.close(),
  };
  t = await testApp({ now: () => clock, limiter });
  await loadMerchant(t, config());
  await loadMerchant(
    t,
    merchantConfig({
      subdomain: 'othershop',
      promo_codes: [{ code: 'OTHER10', promo_code_type: 'fixed_amount', value: 10, listed: true }],
    }),
  );
  token = await tokenOf(t, 'promoshop');
});
afterAll(() => t.close());

let nextMobile = 0;
/** A new signed-in customer of promoshop with the calls this file needs. */
async function customer() {
  nextMobile += 1;
  const session = await signUp(t, token, `0917${String(5_000_000 + nextMobile)}`);
  const headers = { 'x-merchant-token': token, authorization: `Bearer ${session}` };
  const shop = shopperOf(t.app, token, { session, branch: MAKATI });
  const post = (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers, payload });
  return {
    session,
    ...shop,
    verify: (code: unknown) => post(`${VOUCHER}/verify`, { voucher_code: code }),
    save: (code: unknown) => post(`${VOUCHER}/save`, { voucher_code: code }),
    remove: () => t.app.inject({ method: 'GET', url: `${VOUCHER}/remove`, headers }),
    available: (page: number, payload: object = {}) => post(`${LIST}/${page}`, { platform: 'web', ...payload }),
    async cart() {
      const res = await shop.list();
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    /** Removes every line of the cart. */
    async empty() {
      const cart = await this.cart();
      const items = cart.list.flatMap((b: { items: { uuid: string }[] }) => b.items.map((i) => i.uuid));
      await post('/api/store/v4/customer/estore/cart/item/delete', { cart_items: items });
    },
    order: (uuid: string) =>
      t.app.inject({ method: 'GET', url: `/api/store/v4/customer/estore/order/transaction/details/${uuid}`, headers }),
    cancel: (orderUuid: string) =>
      post('/api/store/v1/customer/estore/order/cancel', { order_uuid: orderUuid, reason: 'Changed my mind' }),
  };
}
type Customer = Awaited<ReturnType<typeof customer>>;

const refusal = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(422);
  return res.json().errors.voucher_code?.[0];
};

async function rowOf(code: string) {
  const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row as typeof promoCodes.$inferSelect;
}
async function heldUses(code: string) {
  const row = await rowOf(code);
  return t.database.db
    .select()
    .from(promoCodeUses)
    .where(and(eq(promoCodeUses.promoCodeId, row.id), isNull(promoCodeUses.releasedAt)));
}

describe('verify and save', () => {
  let ana: Customer;
  beforeAll(async () => {
    ana = await customer();
  });

  it('are for signed-in customers: a guest gets 401 on every call', async () => {
    const headers = { 'x-merchant-token': token };
    for (const [method, url] of [
      ['POST', `${VOUCHER}/verify`],
      ['POST', `${VOUCHER}/save`],
      ['GET', `${VOUCHER}/remove`],
      ['POST', `${LIST}/1`],
    ] as const) {
      const payload = method === 'POST' ? { payload: { voucher_code: 'FREESHIP' } } : {};
      const res = await t.app.inject({ method, url, headers, ...payload });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("answers the spec's messages for an empty, unknown or another merchant's code", async () => {
    await ana.add(BURGER, 2);
    for (const empty of ['', '   ', undefined])
      expect(refusal(await ana.verify(empty))).toBe('Please enter promo code.');
    expect(refusal(await ana.save(''))).toBe('Please enter promo code.');
    expect(refusal(await ana.verify('NOSUCHCODE'))).toBe('Promo Code is invalid.');
    expect(refusal(await ana.verify('OTHER10'))).toBe('Promo Code is invalid.');
    expect(refusal(await ana.verify('x'.repeat(41)))).toBe('Promo Code is invalid.');
    expect((await ana.cart()).voucher_info).toBeNull();
  });

  it('says why a code that exists does not apply, in words the customer can act on', async () => {
    // Cart: 2 × Burger (PHP 200) delivered from Makati.
    expect(refusal(await ana.verify('expired'))).toBe('This promo code has expired.');
    expect(refusal(await ana.verify('SOON'))).toBe('This promo code is not active yet.');
    expect(refusal(await ana.verify('USEDUP'))).toBe('This promo code has been fully used.');
    expect(refusal(await ana.verify('BGCONLY'))).toBe('This promo code does not apply to the stores in your cart.');
    expect(refusal(await ana.verify('DRINKS20'))).toBe('This promo code does not apply to the items in your cart.');
    await ana.empty();
    await ana.add(BURGER, 1);
    expect(refusal(await ana.save('SAVE10'))).toBe('Add PHP 100.00 more to use this promo code (minimum PHP 200.00).');
    await ana.deliveryType({ branchuuid: MAKATI, delivery_type: 'pickup_now' });
    expect(refusal(await ana.verify('FREESHIP'))).toBe('This promo code applies to delivery orders only.');
    expect(refusal(await ana.verify('LESS20'))).toBe('This promo code applies to delivery orders only.');
    // Nothing was saved by any of these.
    expect((await ana.cart()).voucher_info).toBeNull();
    await ana.empty();
    expect(refusal(await ana.verify('FREESHIP'))).toBe(VOUCHER_MESSAGES.noCart);
  });

  it('verify prices a code without saving it; save puts it on the cart, whatever its case', async () => {
    await ana.add(BURGER, 2);
    const verified = await ana.verify('freeship');
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({
      message: VOUCHER_MESSAGES.verified,
      voucher_info: { code: 'FREESHIP', promo_code_type: 'free_delivery' },
      voucher_amount: 49,
    });
    expect((await ana.cart()).voucher_info).toBeNull();
    const saved = await ana.save('  FreeShip ');
    expect(saved.json()).toMatchObject({ message: VOUCHER_MESSAGES.saved, voucher_amount: 49 });
    expect((await ana.cart()).voucher_info).toEqual({ code: 'FREESHIP', promo_code_type: 'free_delivery' });
  });

  it('the cart list prices each kind: amount, total, and the fee row left as it is', async () => {
    const expectations: [string, string, number][] = [
      ['FREESHIP', 'free_delivery', 49],
      ['LESS20', 'delivery_discount', 20],
      ['SAVE10', 'percentage', 20],
      ['FIXED50', 'fixed_amount', 50],
    ];
    for (const [code, type, amount] of expectations) {
      expect((await ana.save(code)).statusCode).toBe(200);
      const cart = await ana.cart();
      expect(cart, code).toMatchObject({
        voucher_info: { code, promo_code_type: type },
        voucher_amount: amount,
        computed_total: 249,
        subtotal: 200,
        cart_total_amount: 249 - amount,
        message: 'Successfully retrieved cart.',
      });
      expect(cart.list[0].fees).toEqual([{ name: 'Delivery Fee', orig_value: 49, calculated_amount: 49 }]);
    }
    // A percentage code's cap: 10% of PHP 800 is 80, capped at 50.
    await ana.add(LECHON, 1);
    await ana.save('SAVE10');
    expect(await ana.cart()).toMatchObject({ voucher_amount: 50, computed_total: 849, cart_total_amount: 799 });
  });

  it('remove takes the code off the cart', async () => {
    const removed = await ana.remove();
    expect(removed.json()).toEqual({ message: VOUCHER_MESSAGES.removed });
    expect(await ana.cart()).toMatchObject({ voucher_info: null, voucher_amount: 0, cart_total_amount: 849 });
    expect((await ana.remove()).statusCode).toBe(200);
  });

  it('a saved code that stops applying leaves the cart, and the cart says why once', async () => {
    await ana.empty();
    await ana.add(BURGER, 2);
    await ana.save('SAVE10');
    const [line] = (await ana.cart()).list[0].items;
    const lowered = await t.app.inject({
      method: 'POST',
      url: `/api/store/v3/customer/estore/cart/item/update/${line.uuid}`,
      headers: { 'x-merchant-token': token, authorization: `Bearer ${ana.session}` },
      payload: { quantity: 1, remarks: '' },
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const first = await ana.cart();
    expect(first).toMatchObject({
      voucher_info: null,
      voucher_amount: 0,
      cart_total_amount: 149,
      message:
        'Promo code SAVE10 was removed from cart: Add PHP 100.00 more to use this promo code (minimum PHP 200.00).',
    });
    expect((await ana.cart()).message).toBe('Successfully retrieved cart.');

    // And when its time runs out.
    await ana.save('ENDSSOON');
    const saved = clock;
    clock = new Date('2026-11-23T10:30:00+08:00'); // sessions outlive it: they idle out after an hour
    try {
      expect((await ana.cart()).message).toBe(
        'Promo code ENDSSOON was removed from cart: This promo code has expired.',
      );
    } finally {
      clock = saved;
    }
  });

  it('counts wrong guesses per customer: past the limit every attempt waits, right or wrong', async () => {
    const guesser = await customer();
    await guesser.add(BURGER, 1);
    for (let i = 0; i < PROMO_GUESSES.max; i++)
      expect(refusal(await guesser.verify(`GUESS${i}`))).toBe('Promo Code is invalid.');
    const blocked = await guesser.verify('GUESS99');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await guesser.save('FREESHIP')).statusCode).toBe(429);
    // Right codes are not counted, and another customer has their own count.
    const fine = await customer();
    await fine.add(BURGER, 1);
    for (let i = 0; i < PROMO_GUESSES.max + 2; i++) expect((await fine.verify('FREESHIP')).statusCode).toBe(200);
  });

  it('holds the guess limit for 40 guesses sent at once: exactly the limit answered, the rest wait, no 5xx', async () => {
    const crowd = await customer();
    await crowd.add(BURGER, 1);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => crowd.verify(`RUSH${i}`)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 422)).toHaveLength(PROMO_GUESSES.max);
    expect(codes.filter((c) => c === 429)).toHaveLength(40 - PROMO_GUESSES.max);
  });
});

describe('Available Promo Codes', () => {
  let ben: Customer;
  beforeAll(async () => {
    ben = await customer();
  });
  const codesOf = (res: LightMyRequestResponse) => res.json().data.map((c: { code: string }) => c.code);

  it('pages the listed codes that work now, in the file order, hiding hidden, expired, future and used-up ones', async () => {
    const first = await ben.available(1);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().max_page).toBe(2);
    expect(first.json().data[0]).toEqual({ code: 'FREESHIP', terms_and_conditions: 'Free delivery.' });
    const all = [...codesOf(first), ...codesOf(await ben.available(2))];
    expect(all).toEqual([
      'FREESHIP',
      'LESS20',
      'SAVE10',
      'FIXED50',
      'DRINKS20',
      'BGCONLY',
      ...BULK.map((b) => b.code.toUpperCase()),
      'FIRSTORDER',
    ]);
    const past = await ben.available(3);
    expect(past.json()).toEqual({ data: [], max_page: 2 });
  });

  it('filters by the cart branches and categories', async () => {
    const all = async (payload: object) => [
      ...codesOf(await ben.available(1, payload)),
      ...codesOf(await ben.available(2, payload)),
    ];
    await ben.add(BURGER, 1);
    await ben.add(GULAMAN, 1);
    type Line = { product_inventory: { product_details: { name: string; category_id: number } } };
    const details = ((await ben.cart()).list[0].items as Line[]).map((i) => i.product_inventory.product_details);
    const category = (name: string) => details.find((d) => d.name === name)?.category_id;
    const makatiOnly = await all({ branch_uuids: [MAKATI] });
    expect(makatiOnly).not.toContain('BGCONLY');
    expect(await all({ branch_uuids: [BGC] })).toContain('BGCONLY');
    const mains = await all({ category_ids: [category('Burger')] });
    expect(mains).toContain('FIXED50');
    expect(mains).not.toContain('DRINKS20');
    expect(await all({ category_ids: [category('Gulaman')] })).toContain('DRINKS20');
  });

  it('leaves out a code the customer has used up, for them only; a cancelled order brings it back', async () => {
    const listed = async (c: Customer) => [...codesOf(await c.available(1)), ...codesOf(await c.available(2))];
    const fay = await customer();
    await fay.add(BURGER, 1);
    expect((await fay.save('FIRSTORDER')).statusCode).toBe(200);
    const placed = await fay.checkout();
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await listed(fay)).not.toContain('FIRSTORDER');
    expect(await listed(ben)).toContain('FIRSTORDER');
    expect((await fay.cancel(placed.json().data.order_uuid)).statusCode).toBe(200);
    expect(await listed(fay)).toContain('FIRSTORDER');
  });

  it('refuses bad paging and branch ids', async () => {
    const bad = await ben.available(1, { branch_uuids: ['not-a-uuid'] });
    expect(bad.statusCode).toBe(422);
    expect((await ben.available(0)).statusCode).toBe(422);
  });
});

describe('checkout with a promo code', () => {
  it('keeps the code on the order with each branch share, counts its use, and lowers the total', async () => {
    const cora = await customer();
    await cora.add(BURGER, 2); // Makati, fee 49
    await cora.add(BURGER, 1, BGC); // BGC, fee 59
    await cora.save('SAVE10'); // 10% of 300 = 30: 20 Makati, 10 BGC
    const cart = await cora.cart();
    expect(cart).toMatchObject({ voucher_amount: 30, computed_total: 408, cart_total_amount: 378 });
    const placed = await cora.checkout();
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data.total).toBe(378);
    const details = (await cora.order(placed.json().data.order_uuid)).json().data;
    expect(details).toMatchObject({
      voucher_info: { code: 'SAVE10', promo_code_type: 'percentage' },
      voucher_amount: 30,
      subtotal: 300,
      fees: 108,
      total: 378,
    });
    expect(
      details.orders.map((o: { branch_name: string; voucher_amount: number }) => [o.branch_name, o.voucher_amount]),
    ).toEqual([
      ['Makati', 20],
      ['BGC', 10],
    ]);
    expect((await rowOf('SAVE10')).uses).toBe(1);
    expect(await heldUses('SAVE10')).toHaveLength(1);
    // The invoice shows the discount line.
    const invoice = await t.app.inject({ method: 'GET', url: details.invoice_url });
    expect(invoice.body).toContain('Promo (SAVE10)');
    // The next cart starts without a code.
    await cora.add(BURGER, 1);
    expect((await cora.cart()).voucher_info).toBeNull();
  });

  it('an order without a code answers voucher_info null and 0', async () => {
    const dan = await customer();
    await dan.add(BURGER, 1);
    const uuid = await dan.placeOrder();
    expect((await dan.order(uuid)).json().data).toMatchObject({ voucher_info: null, voucher_amount: 0 });
  });

  it('refuses with the reason, and writes nothing, when the saved code no longer applies', async () => {
    const eve = await customer();
    await eve.add(BURGER, 1);
    await eve.save('ENDSSOON');
    const saved = clock;
    clock = new Date('2026-11-23T10:45:00+08:00');
    try {
      const refused = await eve.checkout();
      expect(refusal(refused)).toBe('This promo code has expired.');
      expect(await t.database.db.select().from(orders).where(eq(orders.voucherCode, 'ENDSSOON'))).toHaveLength(0);
      // The cart is intact; its list then takes the code off and says so.
      expect((await eve.cart()).message).toBe(
        'Promo code ENDSSOON was removed from cart: This promo code has expired.',
      );
      expect((await eve.checkout()).statusCode).toBe(200);
    } finally {
      clock = saved;
    }
  });

  it("one customer's per-customer use does not touch another's", async () => {
    const fay = await customer();
    const gil = await customer();
    await fay.add(BURGER, 1);
    await fay.save('ONCE');
    await fay.placeOrder();
    await fay.add(BURGER, 1);
    expect(refusal(await fay.save('ONCE'))).toBe('You have already used this promo code.');
    await gil.add(BURGER, 1);
    expect((await gil.save('ONCE')).statusCode).toBe(200);
    const order = await gil.placeOrder();
    expect((await gil.order(order)).json().data.voucher_info).toEqual({
      code: 'ONCE',
      promo_code_type: 'fixed_amount',
    });
    expect((await rowOf('ONCE')).uses).toBe(2);
  });

  it('50 customers at once on a code limited to 10 uses: exactly 10 discounted orders; a cancel gives one back', async () => {
    const crowd: Customer[] = [];
    for (let i = 0; i < 50; i += 10) crowd.push(...(await Promise.all(Array.from({ length: 10 }, customer))));
    for (const c of crowd) {
      await c.add(BURGER, 1);
      expect((await c.save('TEN')).statusCode).toBe(200);
    }
    const results = await Promise.all(crowd.map((c) => c.checkout()));
    expect(results.filter((r) => r.statusCode >= 500)).toHaveLength(0);
    const placed = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(refusal(r)).toBe('This promo code has been fully used.');
    // A refused customer's cart lets the code go, and says why.
    const loser = crowd[results.indexOf(refused[0] as LightMyRequestResponse)] as Customer;
    expect((await loser.cart()).message).toBe(
      'Promo code TEN was removed from cart: This promo code has been fully used.',
    );
    for (const r of placed) expect(r.json().data.total).toBe(139); // 100 + 49 − 10
    expect((await rowOf('TEN')).uses).toBe(10);
    const discounted = await t.database.db.select().from(orders).where(eq(orders.voucherCode, 'TEN'));
    expect(discounted).toHaveLength(10);
    expect(await heldUses('TEN')).toHaveLength(10);

    // A cancelled order gives its use back, once: a new customer can use it.
    const winner = crowd[results.indexOf(placed[0] as LightMyRequestResponse)] as Customer;
    const orderUuid = (placed[0] as LightMyRequestResponse).json().data.order_uuid;
    expect((await winner.cancel(orderUuid)).statusCode).toBe(200);
    expect((await rowOf('TEN')).uses).toBe(9);
    expect((await winner.cancel(orderUuid)).statusCode).toBe(422);
    expect((await rowOf('TEN')).uses).toBe(9);
    const late = await customer();
    await late.add(BURGER, 1);
    expect((await late.save('TEN')).statusCode).toBe(200);
    expect((await late.checkout()).statusCode).toBe(200);
    expect((await rowOf('TEN')).uses).toBe(10);
    const after = await customer();
    await after.add(BURGER, 1);
    expect(refusal(await after.save('TEN'))).toBe('This promo code has been fully used.');
  });

  it('an operator cancel gives the use back too', async () => {
    const hal = await customer();
    await hal.add(BURGER, 1);
    await hal.save('FIXED50');
    const uuid = await hal.placeOrder();
    const before = (await rowOf('FIXED50')).uses;
    await t.services.orders.operator.setStatus(uuid, { status: 'cancelled' });
    expect((await rowOf('FIXED50')).uses).toBe(before - 1);
  });

  it('one customer saving and checking out 30 times at once uses a once-per-customer code once', async () => {
    const ivy = await customer();
    const attempt = async () => {
      await ivy.add(BURGER, 1);
      // Saves sent at once take guess-limit tries before the right ones are given back: one may have to wait its turn.
      for (let i = 0; i < 100 && (await ivy.save('ONCEMORE')).statusCode === 429; i++)
        await new Promise((resolve) => setTimeout(resolve, 5));
      return ivy.checkout();
    };
    const results = await Promise.all(Array.from({ length: 30 }, attempt));
    expect(results.filter((r) => r.statusCode >= 500)).toHaveLength(0);
    const discounted = await t.database.db.select().from(orders).where(eq(orders.voucherCode, 'ONCEMORE'));
    expect(discounted).toHaveLength(1);
    expect((await rowOf('ONCEMORE')).uses).toBe(1);
    expect(await heldUses('ONCEMORE')).toHaveLength(1);
  });
});

describe('re-import', () => {
  it('keeps use counts, updates the rule, and a dropped code stops working but keeps its history', async () => {
    const jay = await customer();
    await jay.add(BURGER, 1);
    await jay.save('DROPME');
    await jay.placeOrder();
    await jay.add(BURGER, 2);
    await jay.save('DROPME');
    const uses = (await rowOf('TEN')).uses;

    const changed = PROMO_CODES.filter((p) => p.code !== 'DROPME').map((p) =>
      p.code === 'FIXED50' ? { ...p, value: 60 } : p,
    );
    await loadMerchant(t, config(changed));
    expect((await rowOf('TEN')).uses).toBe(uses);
    expect(await rowOf('DROPME')).toMatchObject({ active: false, uses: 1 });
    expect(await heldUses('DROPME')).toHaveLength(1);
    expect((await jay.cart()).message).toBe(
      'Promo code DROPME was removed from cart: This promo code is no longer available.',
    );
    expect(refusal(await jay.verify('DROPME'))).toBe('Promo Code is invalid.');
    expect((await jay.verify('FIXED50')).json().voucher_amount).toBe(60);

    // Back in the file: it works again, its count where it was.
    await loadMerchant(t, config());
    expect(await rowOf('DROPME')).toMatchObject({ active: true, uses: 1 });
    expect((await jay.verify('DROPME')).statusCode).toBe(200);
  });

  it('refuses promo codes that do not fit their kind or name unknown keys, each by its path', async () => {
    const problemsOf = (codes: NonNullable<MerchantConfigInput['promo_codes']>) =>
      loadMerchant(t, config(codes)).then(
        () => [],
        (e: { problems: string[] }) => e.problems,
      );
    expect(await problemsOf([{ code: 'F G', promo_code_type: 'fixed_amount', value: 5, ends_at: 'tomorrow' }])).toEqual(
      [
        'promo_codes[0].code: expected letters, digits, dashes and underscores',
        "promo_codes[0].ends_at: expected a Manila time like '2026-12-01 08:00' (or a date alone)",
      ],
    );
    const problems = await problemsOf([
      { code: 'A', promo_code_type: 'free_delivery', value: 10 },
      { code: 'B', promo_code_type: 'percentage', value: 150 },
      { code: 'C', promo_code_type: 'fixed_amount' },
      { code: 'D', promo_code_type: 'fixed_amount', value: 5, max_discount: 3, branches: ['nowhere'] },
      { code: 'd', promo_code_type: 'fixed_amount', value: 5, categories: ['nothing'] },
      { code: 'E', promo_code_type: 'fixed_amount', value: 5, starts_at: '2026-12-02', ends_at: '2026-12-01' },
    ]);
    expect(problems).toEqual([
      'promo_codes[0].value: free_delivery waives the fee: it takes no value',
      'promo_codes[1].value: expected a whole percent from 1 to 100',
      'promo_codes[2].value: fixed_amount needs a value (pesos)',
      'promo_codes[3].max_discount: only a percentage code has a max_discount',
      'promo_codes[3].branches[0]: unknown branch "nowhere"',
      'promo_codes[4].code: duplicate code "D" (codes match without regard to case)',
      'promo_codes[4].categories[0]: unknown category "nothing"',
      'promo_codes[5].ends_at: ends_at must be after starts_at',
    ]);
  });
});
