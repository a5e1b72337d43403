/**
 * The medicine wallet, med-padala (issue 21 part 3, docs/adr/0025-medicine-wallet.md) through HTTP: the
 * balance inquiry, save and remove calls, good and bad; 30 wrong PINs at once throttled before the
 * hash; the cart's credits after the points (the order of deductions), shrinking with what is due;
 * checkout debiting them in its transaction; the same credit on two carts checked out at once spent
 * once, the other refused with nothing written; the credits coming back once on release; the operator
 * issuing credits. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MED_PADALA_MESSAGES as MP, WALLET_CODE_ALPHABET, WALLET_CODE_LENGTH } from '@storefront/contracts/med-padala';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main as loyaltyMain } from '../src/cli/loyalty';
import { memoryRateLimiter, type RateLimiter } from '../src/lib/rate-limiter';
import { stableUuid } from '../src/lib/uuid';
import { orders } from '../src/modules/orders/tables';
import { WALLET_PIN_LIMIT } from '../src/modules/wallets/service';
import { walletCredits, walletOrderDebits } from '../src/modules/wallets/tables';
import { branch, merchantConfig, product } from './factories';
import { loadMerchant, signUp, type TestApp, testApp, tokenOf } from './helpers';
import { shopperOf } from './support/shopper';

const ADMIN_KEY = 'med-padala-admin-key';
const MAKATI = stableUuid('botikatest/branch/makati');
const MEDS = stableUuid('botikatest/product/meds'); // ₱500; delivery ₱49: ₱549 due
const PLAIN_MAKATI = stableUuid('plainrx/branch/makati');
const PLAIN_MEDS = stableUuid('plainrx/product/meds');

const INQUIRY = '/api/store/v2/customer/estore/cart/med-padala/balance-inquiry';
const SAVE = '/api/store/v1/customer/estore/cart/med-padala/save';
const REMOVE = '/api/store/v1/customer/estore/cart/med-padala/remove';
const REDEEM = '/api/store/v1/customer/pay-with-points/redeem';
const ORDER = '/api/store/v4/customer/estore/order/transaction/details';
const CANCEL = '/api/store/v1/customer/estore/order/cancel';

/** Only the wallet PIN is counted: many sign-ups from one address are not what this file is about. */
const memory = memoryRateLimiter();
const walletOnly: RateLimiter = {
  hit: (limit, key) => (limit.name === WALLET_PIN_LIMIT.name ? memory.hit(limit, key) : Promise.resolve(0)),
  forgive: (limit, key) => memory.forgive(limit, key),
  close: async () => {},
};

const shop = (subdomain: string, wallet: boolean) =>
  merchantConfig({
    subdomain,
    settings: {
      topups: [],
      enable_points_view: false,
      customizations: { estore_wallets: wallet ? [{ type: 'med-padala' }] : [] },
    },
    store_details: {
      cancellation_reasons: ['Changed my mind'],
      payment_methods: ['COD', 'CC_PAYMONGO'],
      pay_with_points_estore_enabled: true,
      points_value: 1,
    },
    branches: [branch('makati', { delivery_fee: { base: 49, per_km: 0 } })],
    products: [product('meds', { name: 'Paracetamol box', price: 500 })],
  });

let t: TestApp;
let token: string;
let plainToken: string;
let merchantId: number;
let mobiles = 0;

beforeAll(async () => {
  t = await testApp({ adminKey: ADMIN_KEY, limiter: walletOnly });
  await loadMerchant(t, shop('botikatest', true));
  await loadMerchant(t, shop('plainrx', false));
  token = await tokenOf(t, 'botikatest');
  plainToken = await tokenOf(t, 'plainrx');
  merchantId = (await t.services.merchants.findBySubdomain('botikatest'))?.id ?? 0;
}, 60_000);
afterAll(() => t?.close());

const errorsOf = (res: LightMyRequestResponse) => res.json().errors as Record<string, string[]> | undefined;
function expectRefusal(res: LightMyRequestResponse, field: string, message: string) {
  expect(res.statusCode, res.body).toBe(422);
  expect(errorsOf(res)?.[field]).toEqual([message]);
}

/** A credit of `pesos` at the wallet merchant: its code and PIN. */
const issue = async (pesos: number) => {
  const { code, pin } = await t.services.wallets.issue(merchantId, Math.round(pesos * 100));
  return { code, pin };
};
const balanceOf = async (code: string) =>
  (await t.database.db.select().from(walletCredits).where(eq(walletCredits.code, code)))[0]?.balance;

/** A new signed-in customer, calling from an address of their own (the throttle counts per address too). */
async function customer(merchantToken = token) {
  mobiles += 1;
  const session = await signUp(t, merchantToken, `0918666${String(mobiles).padStart(4, '0')}`);
  const headers = { 'x-merchant-token': merchantToken, authorization: `Bearer ${session}` };
  const remoteAddress = `10.9.${Math.floor(mobiles / 250)}.${mobiles % 250}`;
  const post = (url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers, payload, remoteAddress });
  const shopper = shopperOf(t.app, merchantToken, { session, branch: merchantToken === token ? MAKATI : PLAIN_MAKATI });
  const { id: customerId } = await t.services.customers.authenticate(
    merchantToken === token ? merchantId : ((await t.services.merchants.findBySubdomain('plainrx'))?.id ?? 0),
    session,
  );
  return {
    customerId,
    post,
    shopper,
    inquire: (payload: object) => post(INQUIRY, payload),
    save: (payload: object) => post(SAVE, payload),
    remove: (payload: object) => post(REMOVE, payload),
    async cart() {
      const res = await shopper.list();
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    async order(uuid: string) {
      const res = await t.app.inject({ method: 'GET', url: `${ORDER}/${uuid}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
  };
}
type Customer = Awaited<ReturnType<typeof customer>>;

async function saved(who: Customer, payload: object) {
  const res = await who.save(payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const masked = (code: string) => `********${code.slice(-4)}`;

describe('the med-padala calls', () => {
  it('are for signed-in customers only (401 for a guest)', async () => {
    for (const url of [INQUIRY, SAVE, REMOVE]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'x-merchant-token': token },
        payload: { code: 'ABCDEFGHJKLM', pin: '123456' },
      });
      expect(res.statusCode, res.body).toBe(401);
    }
  });

  it('answer 404 with the reason where the merchant has no medicine wallet', async () => {
    const ben = await customer(plainToken);
    await ben.shopper.add(PLAIN_MEDS);
    const payload = { code: 'ABCDEFGHJKLM', pin: '123456' };
    for (const res of [await ben.inquire(payload), await ben.save(payload), await ben.remove(payload)]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe(MP.notOffered);
    }
    expect((await ben.cart()).estore_wallets).toEqual([]);
  });

  it('balance inquiry: the balance, the code and when (the code typed in any case, with dashes)', async () => {
    const { code, pin } = await issue(1500);
    const ana = await customer();
    const before = Date.now();
    const typed = `${code.slice(0, 4)}-${code.slice(4, 8)} ${code.slice(8)}`.toLowerCase();
    const res = await ana.inquire({ code: typed, pin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ balance: 1500, code });
    expect(res.json().milliseconds_date).toBeGreaterThanOrEqual(before);
    expect(res.json().milliseconds_date).toBeLessThanOrEqual(Date.now());
  });

  it('a wrong PIN and an unknown code answer alike; a malformed PIN or no code says what to enter', async () => {
    const { code, pin } = await issue(100);
    const ana = await customer();
    const wrong = pin === '000000' ? '000001' : '000000';
    expectRefusal(await ana.inquire({ code, pin: wrong }), 'pin', MP.wrong);
    expectRefusal(await ana.inquire({ code: 'ZZZZZZZZZZZZ', pin }), 'pin', MP.wrong);
    expectRefusal(await ana.inquire({ code, pin: '12345' }), 'pin', MP.pinRequired);
    expectRefusal(await ana.inquire({ code: '', pin }), 'code', MP.codeRequired);
  });

  it('30 wrong PINs at once: only the allowed tries reach the hash, the rest 429; then even the right PIN waits', async () => {
    const { code, pin } = await issue(100);
    const ana = await customer();
    const wrong = pin === '000000' ? '000001' : '000000';
    const answers = await Promise.all(Array.from({ length: 30 }, () => ana.inquire({ code, pin: wrong })));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 422)).toHaveLength(WALLET_PIN_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - WALLET_PIN_LIMIT.max);
    const refused = answers.find((r) => r.statusCode === 429) as LightMyRequestResponse;
    expect(refused.json().message).toBe(MP.tooManyTries);
    expect(refused.headers['retry-after']).toBeDefined();
    // The code itself is throttled: another customer from another address cannot go on guessing.
    const ben = await customer();
    expect((await ben.inquire({ code, pin })).statusCode).toBe(429);
  });

  it('a right PIN gives its try back: many right inquiries are never throttled', async () => {
    const { code, pin } = await issue(100);
    const ana = await customer();
    for (let i = 0; i < WALLET_PIN_LIMIT.max + 5; i++) expect((await ana.inquire({ code, pin })).statusCode).toBe(200);
  });
});

describe('credits on the cart', () => {
  it('save without an amount applies as much as fits; the cart shows the credits line and what is left', async () => {
    const { code, pin } = await issue(1500);
    const ana = await customer();
    await ana.shopper.add(MEDS);
    const answer = await saved(ana, { code, pin });
    expect(answer).toEqual({
      message: MP.applied,
      code: masked(code),
      amount: 549,
      balance: 1500,
      cart_total_amount: 0,
    });
    const cart = await ana.cart();
    expect(cart).toMatchObject({
      cart_total_amount: 0,
      wallet_credits: [{ code: masked(code), amount: 549 }],
      wallet_credits_amount: 549,
      estore_wallets: [{ type: 'med-padala' }],
    });
    // Only checkout takes the balance.
    expect(await balanceOf(code)).toBe(150_000);
  });

  it('save with an amount applies that; more than the balance or what is due is refused with the most', async () => {
    const small = await issue(50);
    const big = await issue(1500);
    const ana = await customer();
    await ana.shopper.add(MEDS);
    expectRefusal(await ana.save({ ...small, amount: 100 }), 'amount', MP.tooMuch('PHP 50.00'));
    expectRefusal(await ana.save({ ...big, amount: 600 }), 'amount', MP.tooMuch('PHP 549.00'));
    expectRefusal(await ana.save({ ...big, amount: 1.005 }), 'amount', MP.amountInvalid);
    expect((await saved(ana, { ...big, amount: 100.5 })).cart_total_amount).toBe(448.5);
    // A second credit pays after the first; saving the first again changes its amount.
    expect(await saved(ana, { ...small })).toMatchObject({ amount: 50, cart_total_amount: 398.5 });
    expect(await saved(ana, { ...big, amount: 200 })).toMatchObject({ amount: 200, cart_total_amount: 299 });
    expect((await ana.cart()).wallet_credits).toEqual([
      { code: masked(big.code), amount: 200 },
      { code: masked(small.code), amount: 50 },
    ]);
  });

  it('refuses an empty cart and a spent credit', async () => {
    const { code, pin } = await issue(10);
    const ana = await customer();
    expectRefusal(await ana.save({ code, pin }), 'amount', MP.emptyCart);
    await t.database.db.update(walletCredits).set({ balance: 0 }).where(eq(walletCredits.code, code));
    await ana.shopper.add(MEDS);
    expectRefusal(await ana.save({ code, pin }), 'code', MP.noBalance);
  });

  it('remove by the masked code (or the full one) takes the credit off', async () => {
    const first = await issue(100);
    const second = await issue(100);
    const ana = await customer();
    await ana.shopper.add(MEDS);
    await saved(ana, first);
    await saved(ana, second);
    const res = await ana.remove({ code: masked(first.code) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MP.removed, cart_total_amount: 449 });
    expect((await ana.remove({ code: second.code.toLowerCase() })).json().cart_total_amount).toBe(549);
    expect((await ana.cart()).wallet_credits).toEqual([]);
    // Already off: the same answer.
    expect((await ana.remove({ code: second.code })).statusCode).toBe(200);
  });

  it('pay after the points, and shrink (never an error) when the points take more of what is due', async () => {
    const { code, pin } = await issue(1500);
    const ana = await customer();
    await t.services.loyalty.credit({
      merchantId,
      customerId: ana.customerId,
      type: 'Give Points',
      points: 1000,
      source: 'operator',
      sourceKey: `start-${ana.customerId}`,
    });
    await ana.shopper.add(MEDS);
    expect((await ana.post(REDEEM, { points: 200 })).statusCode).toBe(200);
    expect(await saved(ana, { code, pin })).toMatchObject({ amount: 349, cart_total_amount: 0 });
    expect((await ana.post(REDEEM, { points: 300 })).json().cart_total_amount).toBe(0);
    expect(await ana.cart()).toMatchObject({
      points_value: 300,
      wallet_credits: [{ amount: 249 }],
      wallet_credits_amount: 249,
      cart_total_amount: 0,
    });
    // Points taken off: the credit pays what it was saved with, no more.
    expect((await ana.post(REDEEM, { points: 0 })).json().cart_total_amount).toBe(200);
  });
});

describe('checkout with credits', () => {
  it('debits them with the order: the order shows the credits line, its total is what is left', async () => {
    const { code, pin } = await issue(1500);
    const ana = await customer();
    await ana.shopper.add(MEDS);
    await saved(ana, { code, pin, amount: 200 });
    const uuid = await ana.shopper.placeOrder();
    expect(await balanceOf(code)).toBe(130_000);
    expect(await ana.order(uuid)).toMatchObject({ total: 349, wallet_credits_amount: 200, payment_status: 'unpaid' });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
    expect(row).toMatchObject({ total: 34_900, walletPaid: 20_000 });
    const debits = await t.database.db.select().from(walletOrderDebits).where(eq(walletOrderDebits.orderUuid, uuid));
    expect(debits).toMatchObject([{ amount: 20_000, returnedAt: null }]);
    // The new cart starts without credits.
    await ana.shopper.add(MEDS);
    expect((await ana.cart()).wallet_credits).toEqual([]);
  });

  it('an order credits pay in full, by card too: paid and pending', async () => {
    const { code, pin } = await issue(1500);
    const ana = await customer();
    await ana.shopper.add(MEDS);
    await saved(ana, { code, pin });
    const uuid = await ana.shopper.placeOrder({ payment_method: 'CC_PAYMONGO' });
    const data = await ana.order(uuid);
    expect(data).toMatchObject({ total: 0, wallet_credits_amount: 549, payment_status: 'paid' });
    expect(data.orders[0].status).toBe('pending');
    expect(await balanceOf(code)).toBe(150_000 - 54_900);
  });

  it('the same credit saved on two carts and checked out at once is spent once; the other is refused', async () => {
    const { code, pin } = await issue(549);
    const ana = await customer();
    const ben = await customer();
    for (const who of [ana, ben]) {
      await who.shopper.add(MEDS);
      await saved(who, { code, pin });
    }
    const [a, b] = await Promise.all([ana.shopper.checkout(), ben.shopper.checkout()]);
    const answers = [a, b].map((r) => r?.statusCode).sort();
    expect(answers, `${a?.body} ${b?.body}`).toEqual([200, 422]);
    const refused = (a?.statusCode === 422 ? a : b) as LightMyRequestResponse;
    expectRefusal(refused, 'wallet', MP.notEnough);
    expect(await balanceOf(code)).toBe(0);
    // Nothing written for the refused one: its cart still open with its items, no order.
    const loser = a?.statusCode === 422 ? ana : ben;
    expect((await loser.cart()).cart_count).toBe(1);
    expect(await t.database.db.select().from(orders).where(eq(orders.customerId, loser.customerId))).toEqual([]);
    const [credit] = await t.database.db.select().from(walletCredits).where(eq(walletCredits.code, code));
    const debits = await t.database.db
      .select()
      .from(walletOrderDebits)
      .where(eq(walletOrderDebits.creditId, credit?.id ?? 0));
    expect(debits).toHaveLength(1);
  });

  it('one credit saved on 30 carts that all check out at once pays exactly the orders its balance covers', async () => {
    const { code, pin } = await issue(549 * 3);
    const shoppers = [];
    for (let i = 0; i < 30; i++) {
      const who = await customer();
      await who.shopper.add(MEDS);
      await saved(who, { code, pin });
      shoppers.push(who);
    }
    const answers = await Promise.all(shoppers.map((who) => who.shopper.checkout()));
    const placed = answers.filter((r) => r?.statusCode === 200);
    const refused = answers.filter((r) => r?.statusCode === 422) as LightMyRequestResponse[];
    expect(placed, answers.map((r) => r?.statusCode).join(' ')).toHaveLength(3);
    expect(refused).toHaveLength(27);
    for (const r of refused) expectRefusal(r, 'wallet', MP.notEnough);
    expect(await balanceOf(code)).toBe(0);
    const [credit] = await t.database.db.select().from(walletCredits).where(eq(walletCredits.code, code));
    const debits = await t.database.db
      .select()
      .from(walletOrderDebits)
      .where(eq(walletOrderDebits.creditId, credit?.id ?? 0));
    expect(debits.map((d) => d.amount)).toEqual([54_900, 54_900, 54_900]);
    // Thirty sign-ups (each hashes a PIN) before the race: past the default 30 s on a loaded machine.
  }, 90_000);

  it('come back once when the order is released, however many cancels race (30 at once)', async () => {
    const { code, pin } = await issue(1000);
    const ana = await customer();
    await ana.shopper.add(MEDS);
    await saved(ana, { code, pin, amount: 300 });
    const uuid = await ana.shopper.placeOrder();
    expect(await balanceOf(code)).toBe(70_000);
    const cancels = await Promise.all(
      Array.from({ length: 30 }, () => ana.post(CANCEL, { order_uuid: uuid, reason: 'Changed my mind' })),
    );
    expect(cancels.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await balanceOf(code)).toBe(100_000);
    const [debit] = await t.database.db.select().from(walletOrderDebits).where(eq(walletOrderDebits.orderUuid, uuid));
    expect(debit?.returnedAt).toBeInstanceOf(Date);
  });
});

describe('the operator issues credits', () => {
  const admin = (payload: object, key = ADMIN_KEY) =>
    t.app.inject({ method: 'POST', url: '/api/admin/loyalty/wallets', headers: { 'x-admin-key': key }, payload });

  it('POST /api/admin/loyalty/wallets answers the code and the PIN, which work', async () => {
    const res = await admin({ merchant: 'botikatest', amount: 1500 });
    expect(res.statusCode, res.body).toBe(200);
    const { code, pin, amount } = res.json();
    expect(amount).toBe(1500);
    expect(code).toHaveLength(WALLET_CODE_LENGTH);
    expect([...code].every((c) => WALLET_CODE_ALPHABET.includes(c))).toBe(true);
    expect(pin).toMatch(/^\d{6}$/);
    // Only the PIN's hash is kept.
    const [row] = await t.database.db.select().from(walletCredits).where(eq(walletCredits.code, code));
    expect(row?.pinHash).not.toContain(pin);
    const ana = await customer();
    expect((await ana.inquire({ code, pin })).json().balance).toBe(1500);
  });

  it('refuses a merchant without the wallet, a bad amount, and a caller without the key', async () => {
    expect((await admin({ merchant: 'plainrx', amount: 100 })).statusCode).toBe(422);
    expect((await admin({ merchant: 'botikatest', amount: 0 })).statusCode).toBe(422);
    expect((await admin({ merchant: 'botikatest', amount: 100 }, 'wrong-key')).statusCode).toBe(401);
  });
});

describe('npm run loyalty -- wallet issue', () => {
  it('prints the code and the PIN (through the running server), which work; refuses a bad amount', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    // This test process plays the running server that holds the embedded database (see loyalty-cli.test.ts).
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-wallet-cli-'));
    fs.writeFileSync(
      path.join(dataDir, 'storefront.lock'),
      JSON.stringify({ pid: process.ppid, role: 'server', port, adminKey: ADMIN_KEY }),
    );
    const command = async (...args: string[]) => {
      const out: string[] = [];
      const code = await loyaltyMain(args, {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        out: (line) => out.push(line),
        err: (line) => out.push(line),
      });
      return { code, out: out.join('\n') };
    };
    try {
      const issued = await command('wallet', 'issue', '--merchant', 'botikatest', '--amount', '1500');
      expect(issued.code, issued.out).toBe(0);
      expect(issued.out).toContain('issued a medicine wallet credit of PHP 1,500.00 (through the running server)');
      const code = /code ([A-Z0-9]+)/.exec(issued.out)?.[1] ?? '';
      const pin = /pin {2}(\d{6})/.exec(issued.out)?.[1] ?? '';
      const ana = await customer();
      expect((await ana.inquire({ code, pin })).json().balance).toBe(1500);
      const bad = await command('wallet', 'issue', '--merchant', 'botikatest', '--amount', '0');
      expect(bad.code).not.toBe(0);
      expect(bad.out).toContain('amount must be pesos');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
