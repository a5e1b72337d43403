/**
 * The points ledger, the balance call and the history call (issue 19; ADR 0021, 0022): credits, spends
 * and take-backs through the loyalty service, the calls through HTTP. Idempotency by source key, a
 * balance that never goes below zero when 60 changes arrive at once, a refused spend that writes
 * nothing, a kept balance (and movement counts) that always equal the ledger's; the history's pages, its
 * type rule without the points view, and one customer never seeing another's. Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
import type { TransactionHistoryResponse } from '@storefront/contracts/points';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error';
import type { RateLimiter } from '../src/lib/rate-limiter';
import { NOT_ENOUGH_POINTS, type PointsChange } from '../src/modules/loyalty/service';
import { pointsBalances, pointsMovements } from '../src/modules/loyalty/tables';
import { merchantConfig } from './factories';
import { loadMerchant, signUp, type TestApp, testApp, tokenOf } from './helpers';

const BALANCE = '/api/points/customer/balance';
const HISTORY = '/api/transactions/transaction/customer/history';

let t: TestApp;
let token: string;
let merchantId: number;
let otherMerchantId: number;
/** pointshop has the points view on; plainshop has it off (spec §4: only the spec's seven types listed). */
let plainToken: string;
let plainMerchantId: number;

/** Many sign-ups from one address: nothing here is about rate limits. */
const unlimited: RateLimiter = { hit: async () => 0, forgive: async () => {}, close: async () => {} };

beforeAll(async () => {
  t = await testApp({ limiter: unlimited });
  const pointsView = { topups: [], enable_points_view: true };
  await loadMerchant(t, merchantConfig({ subdomain: 'pointshop', settings: pointsView }));
  await loadMerchant(t, merchantConfig({ subdomain: 'othershop' }));
  await loadMerchant(t, merchantConfig({ subdomain: 'plainshop' }));
  token = await tokenOf(t, 'pointshop');
  plainToken = await tokenOf(t, 'plainshop');
  merchantId = (await t.services.merchants.findBySubdomain('pointshop'))?.id ?? 0;
  plainMerchantId = (await t.services.merchants.findBySubdomain('plainshop'))?.id ?? 0;
  otherMerchantId = (await t.services.merchants.findBySubdomain('othershop'))?.id ?? 0;
  expect(merchantId).toBeGreaterThan(0);
  expect(otherMerchantId).not.toBe(merchantId);
});
afterAll(() => t.close());

let nextMobile = 0;
/**
 * A new signed-in customer of pointshop (or plainshop): their id (for the service), their balance and
 * history calls (HTTP).
 */
async function customer(shop: 'pointshop' | 'plainshop' = 'pointshop') {
  nextMobile += 1;
  const merchantToken = shop === 'pointshop' ? token : plainToken;
  const shopId = shop === 'pointshop' ? merchantId : plainMerchantId;
  const session = await signUp(t, merchantToken, `0917${String(6_000_000 + nextMobile)}`);
  const { id } = await t.services.customers.authenticate(shopId, session);
  const headers = { 'x-merchant-token': merchantToken, authorization: `Bearer ${session}` };
  const change = (points: number, sourceKey: string, overrides: Partial<PointsChange> = {}): PointsChange => ({
    merchantId: shopId,
    customerId: id,
    type: 'Earn Points',
    points,
    source: 'order',
    sourceKey,
    ...overrides,
  });
  return {
    id,
    credit: (points: number, sourceKey: string) => t.services.loyalty.credit(change(points, sourceKey)),
    spend: (points: number, sourceKey: string) =>
      t.services.loyalty.spend(change(points, sourceKey, { type: 'Redeem Reward', source: 'reward' })),
    takeBack: (points: number, sourceKey: string) =>
      t.services.loyalty.takeBack(change(points, sourceKey, { type: 'Reverse Points' })),
    balanceCall: () => t.app.inject({ method: 'GET', url: BALANCE, headers }),
    historyCall: (page: number | string) => t.app.inject({ method: 'GET', url: `${HISTORY}/${page}`, headers }),
    async history(page: number) {
      const res = await this.historyCall(page);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as TransactionHistoryResponse;
    },
    async balance(): Promise<number> {
      const res = await this.balanceCall();
      expect(res.statusCode, res.body).toBe(200);
      return res.json().balance;
    },
    movements: () =>
      t.database.db
        .select()
        .from(pointsMovements)
        .where(and(eq(pointsMovements.merchantId, shopId), eq(pointsMovements.customerId, id)))
        .orderBy(asc(pointsMovements.id)),
    reconcile: () => t.services.loyalty.reconcile(shopId, id),
  };
}

/** The refusal a short spend answers, or undefined when the spend went through. */
async function refusalOf(spending: Promise<unknown>): Promise<string | undefined> {
  try {
    await spending;
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(error.kind).toBe('validation');
    return error.details.errors?.points?.[0];
  }
}

describe('GET /api/points/customer/balance', () => {
  it('is 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: BALANCE, headers: { 'x-merchant-token': token } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 0 before any movement, then what was credited', async () => {
    const ana = await customer();
    expect(await ana.balance()).toBe(0);
    const { movement, repeat } = await ana.credit(120, 'order-1');
    expect(repeat).toBe(false);
    expect(movement).toMatchObject({ type: 'Earn Points', points: 120, source: 'order', balanceAfter: 120 });
    expect(await ana.balance()).toBe(120);
    expect((await ana.balanceCall()).json()).toEqual({ balance: 120 });
  });

  it("shows a customer only their own balance, and only this merchant's", async () => {
    const ben = await customer();
    const cai = await customer();
    await ben.credit(40, 'order-1');
    expect(await ben.balance()).toBe(40);
    expect(await cai.balance()).toBe(0);
    expect(await t.services.loyalty.balance(otherMerchantId, ben.id)).toBe(0);
  });
});

describe('credit and spend', () => {
  it('credits a source key once: a repeat answers the movement already made', async () => {
    const dee = await customer();
    const first = await dee.credit(50, 'order-7');
    const again = await dee.credit(50, 'order-7');
    expect(again).toEqual({ movement: first.movement, repeat: true });
    // The same key for another kind of movement is another movement.
    const { merchantId, customerId, source, sourceKey } = first.movement;
    await t.services.loyalty.credit({ merchantId, customerId, source, sourceKey, type: 'Give Points', points: 5 });
    expect(await dee.balance()).toBe(55);
    expect(await dee.movements()).toHaveLength(2);
  });

  it('credits a source key once when the same credit arrives 10 times at once', async () => {
    const eli = await customer();
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => eli.credit(30, 'order-9')));
    expect(outcomes.filter((o) => !o.repeat)).toHaveLength(1);
    expect(new Set(outcomes.map((o) => o.movement.id)).size).toBe(1);
    expect(await eli.balance()).toBe(30);
    expect(await eli.movements()).toHaveLength(1);
  });

  it('refuses a spend larger than the balance and writes nothing', async () => {
    const fay = await customer();
    // No balance row yet: refused, and none is created.
    expect(await refusalOf(fay.spend(1, 'reward-0'))).toBe(NOT_ENOUGH_POINTS);
    const owned = and(eq(pointsBalances.merchantId, merchantId), eq(pointsBalances.customerId, fay.id));
    expect(await t.database.db.select().from(pointsBalances).where(owned)).toHaveLength(0);

    await fay.credit(100, 'order-1');
    const before = await t.database.db.select().from(pointsBalances).where(owned);
    expect(await refusalOf(fay.spend(101, 'reward-1'))).toBe(NOT_ENOUGH_POINTS);
    expect(await t.database.db.select().from(pointsBalances).where(owned)).toEqual(before);
    expect(await fay.movements()).toHaveLength(1);
    expect(await fay.balance()).toBe(100);

    // Exactly the balance is allowed; a repeat of that spend, with nothing left, answers it.
    const spent = await fay.spend(100, 'reward-2');
    expect(spent.movement).toMatchObject({ type: 'Redeem Reward', points: -100, balanceAfter: 0 });
    expect(await fay.spend(100, 'reward-2')).toEqual({ movement: spent.movement, repeat: true });
    expect(await fay.balance()).toBe(0);
    expect(await fay.reconcile()).toMatchObject({ balance: 0, ledgerSum: 0, consistent: true });
  });

  it('takes whole points above zero only', async () => {
    const gil = await customer();
    for (const points of [0, -5, 1.5, Number.NaN])
      await expect(gil.credit(points, `order-${points}`)).rejects.toThrow(RangeError);
    await expect(gil.spend(0, 'reward-0')).rejects.toThrow(RangeError);
    expect(await gil.movements()).toHaveLength(0);
  });
});

describe('at once', () => {
  it('30 spends against 125 points: exactly the 12 that fit succeed, and 5 are left', async () => {
    const hal = await customer();
    await hal.credit(125, 'order-1');
    const refusals = await Promise.all(Array.from({ length: 30 }, (_, i) => refusalOf(hal.spend(10, `reward-${i}`))));
    expect(refusals.filter((r) => r === undefined)).toHaveLength(12);
    expect(refusals.filter((r) => r === NOT_ENOUGH_POINTS)).toHaveLength(18);
    expect(await hal.balance()).toBe(5);
    expect(await hal.movements()).toHaveLength(13);
    expect(await hal.reconcile()).toEqual({ balance: 5, ledgerSum: 5, lastBalanceAfter: 5, consistent: true });
  });

  it('30 credits and 30 spends fired together never go below zero, and the balance equals the ledger', async () => {
    const ivy = await customer();
    // Started alternately (a spend first), so spends race credits from the first one on.
    const spends: Promise<string | undefined>[] = [];
    const credits: Promise<string | undefined>[] = [];
    for (let i = 0; i < 30; i++) {
      spends.push(refusalOf(ivy.spend(7, `reward-${i}`)));
      credits.push(refusalOf(ivy.credit(5, `order-${i}`)));
    }
    const [spendResults, creditResults] = await Promise.all([Promise.all(spends), Promise.all(credits)]);
    expect(creditResults.filter((r) => r !== undefined)).toHaveLength(0);
    expect(spendResults.filter((r) => r !== undefined && r !== NOT_ENOUGH_POINTS)).toHaveLength(0);
    const spent = spendResults.filter((r) => r === undefined).length;
    expect(spent).toBeGreaterThan(0);
    expect(spent).toBeLessThanOrEqual(Math.floor(150 / 7));

    const balance = await ivy.balance();
    expect(balance).toBe(150 - 7 * spent);
    expect(await ivy.reconcile()).toEqual({ balance, ledgerSum: balance, lastBalanceAfter: balance, consistent: true });
    // Read in the order written, every movement starts from the one before and none goes below zero.
    const movements = await ivy.movements();
    expect(movements).toHaveLength(30 + spent);
    let running = 0;
    for (const m of movements) {
      running += m.points;
      expect(m.balanceAfter).toBe(running);
      expect(running).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('take back', () => {
  it('takes back what is held, at most what was asked, never below zero, and once per key', async () => {
    const jo = await customer();
    await jo.credit(50, 'order-1');
    expect(await jo.takeBack(20, 'order-1')).toBe(20);
    expect(await jo.takeBack(20, 'order-1')).toBe(0);
    expect(await jo.balance()).toBe(30);
    // Spent most of it since: only what is left goes.
    await jo.spend(25, 'reward-1');
    expect(await jo.takeBack(40, 'order-2')).toBe(5);
    expect(await jo.balance()).toBe(0);
    // Nothing held: nothing taken, nothing written.
    expect(await jo.takeBack(10, 'order-3')).toBe(0);
    expect((await jo.movements()).map((m) => [m.type, m.points])).toEqual([
      ['Earn Points', 50],
      ['Reverse Points', -20],
      ['Redeem Reward', -25],
      ['Reverse Points', -5],
    ]);
    expect((await jo.reconcile()).consistent).toBe(true);
  });

  it('takes back once when the same take-back arrives 30 times at once', async () => {
    const kay = await customer();
    await kay.credit(100, 'order-1');
    const taken = await Promise.all(Array.from({ length: 30 }, () => kay.takeBack(60, 'order-1')));
    expect(taken.filter((n) => n > 0)).toEqual([60]);
    expect(await kay.balance()).toBe(40);
    expect(await kay.reconcile()).toMatchObject({ balance: 40, consistent: true });
  });
});

describe('GET /api/transactions/transaction/customer/history/{currentPage}', () => {
  it('is 401 without a session, and refuses a page that is not a whole number from 1', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${HISTORY}/1`, headers: { 'x-merchant-token': token } });
    expect(res.statusCode).toBe(401);
    const lee = await customer();
    for (const page of ['0', '-1', '1.5', 'abc']) {
      const bad = await lee.historyCall(page);
      expect(bad.statusCode, page).toBeGreaterThanOrEqual(400);
      expect(bad.statusCode, page).toBeLessThan(500);
      expect(bad.body).toContain('The page must be a whole number from 1.');
    }
  });

  it('answers an empty first page before any movement', async () => {
    const mo = await customer();
    expect(await mo.history(1)).toEqual({ list: [], current_page: 1, max_page: 1, next_page: null });
  });

  it('pages 45 movements newest first, 20 a page, each with its type, sign, balance and what it was for', async () => {
    const ned = await customer();
    for (let i = 1; i <= 44; i++) await ned.credit(i, `order-${String(i).padStart(8, '0')}`);
    await ned.spend(10, 'reward-1');
    const first = await ned.history(1);
    expect(first).toMatchObject({ current_page: 1, max_page: 3, next_page: 2 });
    expect(first.list).toHaveLength(20);
    expect(first.list[0]).toMatchObject({
      transaction_type: 'Redeem Reward',
      points: -10,
      balance_after: 980,
      description: 'Reward',
    });
    expect(first.list[1]).toMatchObject({ transaction_type: 'Earn Points', points: 44, description: 'Order ORDER-00' });
    expect(first.list[0]?.transaction_short_date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M$/);
    const third = await ned.history(3);
    expect(third).toMatchObject({ current_page: 3, max_page: 3, next_page: null });
    expect(third.list.map((m) => m.points)).toEqual([5, 4, 3, 2, 1]);
    // Beyond the last page: nothing, not an error.
    expect((await ned.history(4)).list).toEqual([]);
    const seen = [...first.list, ...(await ned.history(2)).list, ...third.list].map((m) => m.uuid);
    expect(new Set(seen).size).toBe(45);
  });

  it("lists only the caller's own movements with this merchant", async () => {
    const oz = await customer();
    const pia = await customer();
    await oz.credit(70, 'order-1');
    expect((await oz.history(1)).list).toHaveLength(1);
    expect(await pia.history(1)).toEqual({ list: [], current_page: 1, max_page: 1, next_page: null });
  });

  it("without the merchant's points view lists only the spec's seven types, and pages by them (spec §4)", async () => {
    const quin = await customer('plainshop');
    for (let i = 1; i <= 20; i++) await quin.credit(5, `order-${i}`);
    await quin.takeBack(5, 'order-1');
    await quin.credit(1, 'order-21');
    // 22 movements, one of them a 'Reverse Points': 21 listed, 2 pages.
    const first = await quin.history(1);
    expect(first).toMatchObject({ max_page: 2, next_page: 2 });
    const all = [...first.list, ...(await quin.history(2)).list];
    expect(all).toHaveLength(21);
    expect(all.map((m) => m.transaction_type)).not.toContain('Reverse Points');
    expect(all[0]).toMatchObject({ transaction_type: 'Earn Points', points: 1, balance_after: 96 });
    // With the points view, every type is listed.
    const rae = await customer();
    await rae.credit(5, 'order-1');
    await rae.takeBack(5, 'order-1');
    expect((await rae.history(1)).list.map((m) => m.transaction_type)).toEqual(['Reverse Points', 'Earn Points']);
  });
});
