/**
 * The points ledger and the balance call (issue 19, part 1; ADR 0021): credits and spends through the
 * loyalty service (no earning calls exist yet), the balance through HTTP. Idempotency by source key, a
 * balance that never goes below zero when 60 changes arrive at once, a refused spend that writes
 * nothing, and a kept balance that always equals the ledger's sum. Runs on PGlite, and on PostgreSQL
 * with TEST_DATABASE_URL.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error';
import type { RateLimiter } from '../src/lib/rate-limiter';
import { NOT_ENOUGH_POINTS, type PointsChange } from '../src/modules/loyalty/service';
import { pointsBalances, pointsMovements } from '../src/modules/loyalty/tables';
import { merchantConfig } from './factories';
import { loadMerchant, signUp, type TestApp, testApp, tokenOf } from './helpers';

const BALANCE = '/api/points/customer/balance';

let t: TestApp;
let token: string;
let merchantId: number;
let otherMerchantId: number;

/** Many sign-ups from one address: nothing here is about rate limits. */
const unlimited: RateLimiter = { hit: async () => 0, forgive: async () => {}, close: async () => {} };

beforeAll(async () => {
  t = await testApp({ limiter: unlimited });
  await loadMerchant(t, merchantConfig({ subdomain: 'pointshop' }));
  await loadMerchant(t, merchantConfig({ subdomain: 'othershop' }));
  token = await tokenOf(t, 'pointshop');
  merchantId = (await t.services.merchants.findBySubdomain('pointshop'))?.id ?? 0;
  otherMerchantId = (await t.services.merchants.findBySubdomain('othershop'))?.id ?? 0;
  expect(merchantId).toBeGreaterThan(0);
  expect(otherMerchantId).not.toBe(merchantId);
});
afterAll(() => t.close());

let nextMobile = 0;
/** A new signed-in customer of pointshop: their id (for the service) and their balance call (HTTP). */
async function customer() {
  nextMobile += 1;
  const session = await signUp(t, token, `0917${String(6_000_000 + nextMobile)}`);
  const { id } = await t.services.customers.authenticate(merchantId, session);
  const change = (points: number, sourceKey: string, overrides: Partial<PointsChange> = {}): PointsChange => ({
    merchantId,
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
    balanceCall: () =>
      t.app.inject({
        method: 'GET',
        url: BALANCE,
        headers: { 'x-merchant-token': token, authorization: `Bearer ${session}` },
      }),
    async balance(): Promise<number> {
      const res = await this.balanceCall();
      expect(res.statusCode, res.body).toBe(200);
      return res.json().balance;
    },
    movements: () =>
      t.database.db
        .select()
        .from(pointsMovements)
        .where(and(eq(pointsMovements.merchantId, merchantId), eq(pointsMovements.customerId, id)))
        .orderBy(asc(pointsMovements.id)),
    reconcile: () => t.services.loyalty.reconcile(merchantId, id),
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
