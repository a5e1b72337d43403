/**
 * Rewards (issue 20; ADR 0023): the list, details and redeem calls through HTTP; refusals in the
 * customer's order that write nothing; retried keys; the guarded counts — points, stock, the
 * per-customer limit — with 20–30 requests at once (spread over two instances on PostgreSQL); a discount
 * reward's promo code working for its owner alone through the voucher calls, the cart and checkout;
 * re-import keeping counts and issued codes; a merchant without loyalty. Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import type { MerchantConfigInput } from '@storefront/contracts/merchant-config';
import {
  REWARD_MESSAGES,
  type RewardDetails,
  type RewardRedemption,
  type RewardsListResponse,
} from '@storefront/contracts/rewards';
import { VOUCHER_MESSAGES } from '@storefront/contracts/voucher';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimiter } from '../src/lib/rate-limiter';
import { READABLE_ALPHABET } from '../src/lib/readable-code';
import { stableUuid } from '../src/lib/uuid';
import { promoCodes } from '../src/modules/discounts/tables';
import { pointsMovements, rewardRedemptions, rewards } from '../src/modules/loyalty/tables';
import { orders } from '../src/modules/orders/tables';
import { branch, merchantConfig, product } from './factories';
import { loadMerchant, signUp, type TestApp, testApp, tokenOf } from './helpers';
import { shopperOf } from './support/shopper';

const clock = new Date('2026-11-23T10:00:00+08:00');
const LIST = '/api/rewards/rewards/customer/all';
const VIEW = '/api/rewards/rewards/customer/view';
const REDEEM = '/api/rewards/rewards/customer/redeem';
const VOUCHER = '/api/store/v1/customer/estore/cart/voucher';
const PROMO_LIST = '/api/store/v1/customer/estore/promo-codes/list';

const rewardUuid = (key: string, shop = 'rewardshop') => stableUuid(`${shop}/reward/${key}`);
const MAKATI = stableUuid('rewardshop/branch/makati');
const BURGER = stableUuid('rewardshop/product/burger');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CLAIM_CODE = new RegExp(`^[${READABLE_ALPHABET}]{8}$`);
const PROMO_CODE = new RegExp(`^RWD-[${READABLE_ALPHABET}]{6}$`);

type Reward = NonNullable<MerchantConfigInput['rewards']>[number];
const REWARDS: Reward[] = [
  {
    key: 'coke',
    name: 'Free Coke',
    description: 'A cold one.',
    image: 'images/coke.svg',
    points_cost: 50,
    stock: 100,
    terms: 'Show the code.',
  },
  {
    key: 'fifty-off',
    name: 'PHP 50 off',
    points_cost: 80,
    terms: 'One order.',
    discount: { promo_code_type: 'fixed_amount', value: 50, min_subtotal: 150, valid_days: 30 },
  },
  {
    key: 'free-delivery',
    name: 'Free delivery',
    points_cost: 40,
    per_customer_limit: 2,
    discount: { promo_code_type: 'free_delivery', valid_days: 14 },
  },
  { key: 'december', name: 'December treat', points_cost: 10, starts_at: '2026-12-01', ends_at: '2027-01-01' },
  { key: 'five-left', name: 'Five left', points_cost: 10, stock: 5 },
  { key: 'three-each', name: 'Three each', points_cost: 10, per_customer_limit: 3 },
  { key: 'cheap', name: 'Cheap', points_cost: 10 },
  { key: 'sold-out', name: 'Sold out', points_cost: 10, stock: 0 },
  { key: 'dropme', name: 'Drop me', points_cost: 10, stock: 10 },
  ...['a', 'b', 'c', 'd'].map((k) => ({ key: `extra-${k}`, name: `Extra ${k}`, points_cost: 1 })),
];

const config = (rewardList: Reward[] = REWARDS, overrides: Partial<MerchantConfigInput> = {}) =>
  merchantConfig({
    subdomain: 'rewardshop',
    store_details: { cancellation_reasons: ['Changed my mind'], enable_loyalty: true },
    branches: [branch('makati', { name: 'Makati', delivery_fee: { base: 49, per_km: 0 } })],
    products: [product('burger', { name: 'Burger', price: 100 })],
    promo_codes: [{ code: 'FILE10', promo_code_type: 'fixed_amount', value: 10, listed: true }],
    rewards: rewardList,
    ...overrides,
  });

/** Many sign-ups from one address and many codes typed: nothing here is about rate limits. */
const unlimited: RateLimiter = { hit: async () => 0, forgive: async () => {}, close: async () => {} };

let t: TestApp;
let token: string;
let merchantId: number;
/** On PostgreSQL the requests at once go through two instances; on PGlite through the one. */
let apps: TestApp['app'][];

beforeAll(async () => {
  t = await testApp({ now: () => clock, limiter: unlimited });
  await loadMerchant(t, config());
  await loadMerchant(
    t,
    merchantConfig({
      subdomain: 'othershop',
      store_details: { cancellation_reasons: ['Changed my mind'], enable_loyalty: true },
      rewards: [{ key: 'coke', name: 'Other coke', points_cost: 1 }],
    }),
  );
  await loadMerchant(
    t,
    merchantConfig({ subdomain: 'plainshop', rewards: [{ key: 'coke', name: 'Plain coke', points_cost: 1 }] }),
  );
  token = await tokenOf(t, 'rewardshop');
  merchantId = (await t.services.merchants.findBySubdomain('rewardshop'))?.id ?? 0;
  expect(merchantId).toBeGreaterThan(0);
  const second = await t.anotherInstance();
  apps = second ? [t.app, second.app] : [t.app];
}, 60_000);
afterAll(() => t.close());

let nextMobile = 0;
/** A new signed-in customer of a shop (rewardshop unless named), with the calls this file needs. */
async function customer(shop = 'rewardshop', merchantToken = token) {
  nextMobile += 1;
  const session = await signUp(t, merchantToken, `0918${String(3_000_000 + nextMobile)}`);
  const shopId = (await t.services.merchants.findBySubdomain(shop))?.id ?? 0;
  const { id } = await t.services.customers.authenticate(shopId, session);
  const headers = { 'x-merchant-token': merchantToken, authorization: `Bearer ${session}` };
  const post = (url: string, payload: object = {}, app = t.app) =>
    app.inject({ method: 'POST', url, headers, payload });
  const shopper = shopperOf(t.app, merchantToken, { session, branch: MAKATI });
  return {
    id,
    session,
    shopper,
    credit: (points: number) =>
      t.services.loyalty.credit({
        merchantId: shopId,
        customerId: id,
        type: 'Give Points',
        points,
        source: 'operator',
        sourceKey: randomUUID(),
      }),
    balance: () => t.services.loyalty.balance(shopId, id),
    listCall: (page: number | string, payload: object = { platform: 'web' }) => post(`${LIST}/${page}`, payload),
    async list(page: number): Promise<RewardsListResponse> {
      const res = await this.listCall(page);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    viewCall: (id: string) => t.app.inject({ method: 'GET', url: `${VIEW}/${id}`, headers }),
    async view(key: string): Promise<RewardDetails> {
      const res = await this.viewCall(rewardUuid(key, shop));
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
    /** Redeems a reward named by its key in the file, or by a uuid. */
    redeemCall: (reward: string, key: string = randomUUID(), app = t.app) =>
      post(REDEEM, { reward_uuid: UUID.test(reward) ? reward : rewardUuid(reward, shop), idempotency_key: key }, app),
    async redeem(
      rewardKey: string,
      key?: string,
    ): Promise<{ message: string; redemption: RewardRedemption; balance: number }> {
      const res = await this.redeemCall(rewardKey, key);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      return { message: body.message, ...body.data };
    },
    verify: (code: string) => post(`${VOUCHER}/verify`, { voucher_code: code }),
    save: (code: string) => post(`${VOUCHER}/save`, { voucher_code: code }),
    async promoList(): Promise<string[]> {
      const res = await post(`${PROMO_LIST}/1`, { platform: 'web' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((c: { code: string }) => c.code);
    },
    redemptions: () =>
      t.database.db
        .select()
        .from(rewardRedemptions)
        .where(and(eq(rewardRedemptions.merchantId, shopId), eq(rewardRedemptions.customerId, id))),
    movements: () =>
      t.database.db
        .select()
        .from(pointsMovements)
        .where(and(eq(pointsMovements.merchantId, shopId), eq(pointsMovements.customerId, id))),
    ownedCodes: () => t.database.db.select().from(promoCodes).where(eq(promoCodes.ownerCustomerId, id)),
    reconcile: () => t.services.loyalty.reconcile(shopId, id),
  };
}
type Customer = Awaited<ReturnType<typeof customer>>;

/** The first field message of a 422. */
function refusal(res: LightMyRequestResponse, field = 'reward_uuid'): string | undefined {
  expect(res.statusCode, res.body).toBe(422);
  return res.json().errors[field]?.[0];
}

async function rewardRow(key: string) {
  const [row] = await t.database.db
    .select()
    .from(rewards)
    .where(and(eq(rewards.merchantId, merchantId), eq(rewards.key, key)));
  return row as typeof rewards.$inferSelect;
}

/** n customers signed up 10 at a time. */
async function customers(n: number): Promise<Customer[]> {
  const crowd: Customer[] = [];
  for (let i = 0; i < n; i += 10)
    crowd.push(...(await Promise.all(Array.from({ length: Math.min(10, n - i) }, () => customer()))));
  return crowd;
}

describe('signed-in calls', () => {
  it('are 401 for a guest', async () => {
    const headers = { 'x-merchant-token': token };
    const calls = [
      { method: 'POST' as const, url: `${LIST}/1`, payload: { platform: 'web' } },
      { method: 'GET' as const, url: `${VIEW}/${rewardUuid('coke')}` },
      {
        method: 'POST' as const,
        url: REDEEM,
        payload: { reward_uuid: rewardUuid('coke'), idempotency_key: randomUUID() },
      },
    ];
    for (const call of calls) expect((await t.app.inject({ ...call, headers })).statusCode, call.url).toBe(401);
  });

  it('are 404 at a merchant without loyalty', async () => {
    const plainToken = await tokenOf(t, 'plainshop');
    const pat = await customer('plainshop', plainToken);
    const answers = [
      await pat.listCall(1),
      await pat.viewCall(rewardUuid('coke', 'plainshop')),
      await pat.redeemCall('coke'),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ message: REWARD_MESSAGES.noRewards });
    }
    expect(await pat.redemptions()).toHaveLength(0);
  });
});

describe('POST …/rewards/customer/all/{page}', () => {
  let ana: Customer;
  beforeAll(async () => {
    ana = await customer();
  });

  it('pages the rewards that are on in the file order, 10 a page', async () => {
    const first = await ana.list(1);
    expect(first.list).toHaveLength(10);
    expect(first).toMatchObject({ current_page: 1, max_page: 2, prev_page: null, next_page: 2 });
    const second = await ana.list(2);
    expect(second).toMatchObject({ current_page: 2, max_page: 2, prev_page: 1, next_page: null });
    expect([...first.list, ...second.list].map((r) => r.name)).toEqual(REWARDS.map((r) => r.name));
    expect(await ana.list(3)).toEqual({ list: [], current_page: 3, max_page: 2, prev_page: 2, next_page: null });
  });

  it('says what each reward is and whether it can be redeemed now', async () => {
    const [coke, fiftyOff, , december, , , , soldOut] = (await ana.list(1)).list;
    expect(coke).toEqual({
      uuid: rewardUuid('coke'),
      name: 'Free Coke',
      description: 'A cold one.',
      image: expect.stringMatching(/^\/media\/[0-9a-f]+\.svg$/),
      points_cost: 50,
      kind: 'item',
      stock_left: 100,
      valid_from: null,
      valid_until: null,
      available: true,
    });
    expect(fiftyOff).toMatchObject({ kind: 'discount', image: null, stock_left: null, available: true });
    expect(december).toMatchObject({
      available: false,
      valid_from: '2026-11-30T16:00:00.000Z',
      valid_until: '2026-12-31T16:00:00.000Z',
    });
    expect(soldOut).toMatchObject({ stock_left: 0, available: false });
  });

  it('refuses a page that is not a whole number from 1, and a body without platform web', async () => {
    for (const page of ['0', '-1', '1.5', 'abc', '100001']) {
      const res = await ana.listCall(page);
      expect(res.statusCode, page).toBe(422);
      expect(res.body).toContain('The page must be a whole number from 1.');
    }
    expect((await ana.listCall(1, {})).statusCode).toBe(422);
    expect((await ana.listCall(1, { platform: 'ios' })).statusCode).toBe(422);
  });
});

describe('GET …/rewards/customer/view/{id}', () => {
  it('answers the reward with its terms, discount in pesos and limit, and no redemptions yet', async () => {
    const ben = await customer();
    expect(await ben.view('fifty-off')).toEqual({
      uuid: rewardUuid('fifty-off'),
      name: 'PHP 50 off',
      description: '',
      image: null,
      points_cost: 80,
      kind: 'discount',
      stock_left: null,
      valid_from: null,
      valid_until: null,
      available: true,
      terms: 'One order.',
      discount: { promo_code_type: 'fixed_amount', value: 50, max_discount: null, min_subtotal: 150, valid_days: 30 },
      per_customer_limit: null,
      redemptions: [],
    });
    expect(await ben.view('free-delivery')).toMatchObject({
      per_customer_limit: 2,
      discount: { promo_code_type: 'free_delivery', value: 0 },
    });
  });

  it("is 404 for an unknown reward or another merchant's, 422 for an id that is no uuid", async () => {
    const cai = await customer();
    for (const id of [randomUUID(), rewardUuid('coke', 'othershop')]) {
      const res = await cai.viewCall(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: REWARD_MESSAGES.notFound });
    }
    expect((await cai.viewCall('not-a-uuid')).statusCode).toBe(422);
  });

  it('shows a customer their own redemptions only, newest first', async () => {
    const dee = await customer();
    const eli = await customer();
    await dee.credit(200);
    await eli.credit(200);
    const first = await dee.redeem('coke');
    const second = await dee.redeem('coke');
    await eli.redeem('coke');
    const mine = (await dee.view('coke')).redemptions;
    expect(mine.map((r) => r.uuid)).toEqual([second.redemption.uuid, first.redemption.uuid]);
    expect(mine[0]).toEqual(second.redemption);
    const theirs = (await eli.view('coke')).redemptions;
    expect(theirs).toHaveLength(1);
    expect(theirs.map((r) => r.uuid)).not.toContain(first.redemption.uuid);
    expect((await (await customer()).view('coke')).redemptions).toEqual([]);
  });
});

describe('POST …/rewards/customer/redeem', () => {
  it('spends the points, takes one from the stock, gives a claim code and names the reward in the history', async () => {
    const fay = await customer();
    await fay.credit(120);
    const stock = (await rewardRow('coke')).redeemed;
    const done = await fay.redeem('coke');
    expect(done.message).toBe('You redeemed Free Coke.');
    expect(done.balance).toBe(70);
    expect(done.redemption).toEqual({
      uuid: expect.any(String),
      reward_uuid: rewardUuid('coke'),
      reward_name: 'Free Coke',
      points: 50,
      claim_code: expect.stringMatching(CLAIM_CODE),
      promo_code: null,
      created_at: expect.any(String),
      expires_at: null,
    });
    expect(await fay.balance()).toBe(70);
    expect((await rewardRow('coke')).redeemed).toBe(stock + 1);
    const spent = (await fay.movements()).filter((m) => m.type === 'Redeem Reward');
    expect(spent).toEqual([
      expect.objectContaining({ points: -50, source: 'reward', sourceKey: done.redemption.uuid, balanceAfter: 70 }),
    ]);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/transactions/transaction/customer/history/1',
      headers: { 'x-merchant-token': token, authorization: `Bearer ${fay.session}` },
    });
    expect(history.json().list[0]).toMatchObject({
      transaction_type: 'Redeem Reward',
      points: -50,
      description: 'Free Coke',
    });
  });

  it('answers a retried key with the redemption already made, spending nothing more', async () => {
    const gil = await customer();
    await gil.credit(100);
    const key = randomUUID();
    const first = await gil.redeem('coke', key);
    const stock = (await rewardRow('coke')).redeemed;
    const again = await gil.redeem('coke', key);
    expect(again).toEqual(first);
    expect(await gil.balance()).toBe(50);
    expect(await gil.redemptions()).toHaveLength(1);
    expect((await rewardRow('coke')).redeemed).toBe(stock);
    // The same key for another reward is a mistake, not a retry.
    expect(refusal(await gil.redeemCall('cheap', key), 'idempotency_key')).toBe(REWARD_MESSAGES.keyReused);
    // 30 retries at once still redeem once.
    const key2 = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => gil.redeemCall('cheap', key2, apps[n % apps.length])),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
    expect(new Set(answers.map((a) => a.json().data.redemption.uuid)).size).toBe(1);
    expect(await gil.balance()).toBe(40);
    expect(await gil.redemptions()).toHaveLength(2);
  });

  it('refuses in the order a customer can act on, and a refusal writes nothing', async () => {
    const hal = await customer();
    await hal.credit(5);
    const before = {
      movements: await hal.movements(),
      fiveLeft: (await rewardRow('five-left')).redeemed,
      soldOut: (await rewardRow('sold-out')).redeemed,
    };
    const unknown = await hal.redeemCall(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: REWARD_MESSAGES.notFound });
    expect((await hal.redeemCall(rewardUuid('coke', 'othershop'))).statusCode).toBe(404);
    // Short of points as well, each says the reason that comes first.
    expect(refusal(await hal.redeemCall('december'))).toBe(REWARD_MESSAGES.notAvailable);
    expect(refusal(await hal.redeemCall('sold-out'))).toBe(REWARD_MESSAGES.outOfStock);
    expect(refusal(await hal.redeemCall('five-left'), 'points')).toBe('Not enough points.');
    expect(refusal(await hal.redeemCall('fifty-off'), 'points')).toBe('Not enough points.');
    for (const bad of [{}, { reward_uuid: rewardUuid('coke') }, { reward_uuid: 'x', idempotency_key: randomUUID() }])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: REDEEM,
            headers: { 'x-merchant-token': token, authorization: `Bearer ${hal.session}` },
            payload: bad,
          })
        ).statusCode,
      ).toBe(422);

    expect(await hal.redemptions()).toHaveLength(0);
    expect(await hal.movements()).toEqual(before.movements);
    expect(await hal.ownedCodes()).toHaveLength(0);
    expect(await hal.balance()).toBe(5);
    expect((await rewardRow('five-left')).redeemed).toBe(before.fiveLeft);
    expect((await rewardRow('sold-out')).redeemed).toBe(before.soldOut);
  });

  it('a per-customer limit holds, and counts for that customer only', async () => {
    const ivy = await customer();
    const jay = await customer();
    await ivy.credit(200);
    await jay.credit(200);
    await ivy.redeem('free-delivery');
    await ivy.redeem('free-delivery');
    expect(refusal(await ivy.redeemCall('free-delivery'))).toBe(REWARD_MESSAGES.limitReached);
    expect(await ivy.balance()).toBe(120);
    expect(await ivy.ownedCodes()).toHaveLength(2);
    expect((await jay.redeem('free-delivery')).balance).toBe(160);
  });
});

describe('at once', () => {
  it.each([20, 30])(
    '%i redeems against a balance that covers 3: exactly 3, the rest not enough points',
    async (n) => {
      const kay = await customer();
      await kay.credit(35);
      const before = (await rewardRow('cheap')).redeemed;
      const answers = await Promise.all(
        Array.from({ length: n }, (_, i) => kay.redeemCall('cheap', randomUUID(), apps[i % apps.length])),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
      const refused = answers.filter((a) => a.statusCode !== 200);
      expect(refused).toHaveLength(n - 3);
      for (const r of refused) expect(refusal(r, 'points')).toBe('Not enough points.');
      expect(await kay.balance()).toBe(5);
      expect(await kay.redemptions()).toHaveLength(3);
      expect((await rewardRow('cheap')).redeemed).toBe(before + 3);
      expect(await kay.reconcile()).toMatchObject({ balance: 5, ledgerSum: 5, consistent: true });
    },
    60_000,
  );

  it('30 customers at once on a stock of 5: exactly 5 redeem, the rest keep their points', async () => {
    const crowd = await customers(30);
    for (const c of crowd) await c.credit(10);
    const answers = await Promise.all(
      crowd.map((c, n) => c.redeemCall('five-left', randomUUID(), apps[n % apps.length])),
    );
    expect(answers.filter((a) => a.statusCode >= 500)).toHaveLength(0);
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(5);
    for (const r of answers.filter((a) => a.statusCode !== 200)) expect(refusal(r)).toBe(REWARD_MESSAGES.outOfStock);
    expect((await rewardRow('five-left')).redeemed).toBe(5);
    const balances = await Promise.all(crowd.map((c) => c.balance()));
    expect(balances.filter((b) => b === 0)).toHaveLength(5);
    expect(balances.filter((b) => b === 10)).toHaveLength(25);
    const redeemed = await t.database.db
      .select()
      .from(rewardRedemptions)
      .where(eq(rewardRedemptions.rewardId, (await rewardRow('five-left')).id));
    expect(redeemed).toHaveLength(5);
    expect(new Set(redeemed.map((r) => r.claimCode)).size).toBe(5);
    // Sold out now: listed as not available.
    expect((await crowd[0]?.view('five-left'))?.available).toBe(false);
  }, 120_000);

  it('30 redeems at once by one customer on a limit of 3 each: exactly 3', async () => {
    const lee = await customer();
    await lee.credit(1000);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => lee.redeemCall('three-each', randomUUID(), apps[n % apps.length])),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    for (const r of answers.filter((a) => a.statusCode !== 200)) expect(refusal(r)).toBe(REWARD_MESSAGES.limitReached);
    expect(await lee.balance()).toBe(970);
    expect(await lee.redemptions()).toHaveLength(3);
  }, 60_000);
});

describe("a discount reward's promo code", () => {
  let mae: Customer;
  let ned: Customer;
  let code: string;
  beforeAll(async () => {
    mae = await customer();
    ned = await customer();
    await mae.credit(100);
  });

  it('is issued to the customer who redeemed it, for the days the reward gives', async () => {
    const done = await mae.redeem('fifty-off');
    expect(done.balance).toBe(20);
    code = done.redemption.promo_code ?? '';
    expect(code).toMatch(PROMO_CODE);
    expect(done.redemption.claim_code).toMatch(CLAIM_CODE);
    expect(done.redemption.expires_at).toBe(new Date(clock.getTime() + 30 * 86_400_000).toISOString());
    const [row] = await mae.ownedCodes();
    expect(row).toMatchObject({
      code,
      kind: 'fixed_amount',
      value: 5000,
      minSubtotal: 15000,
      totalUses: 1,
      usesPerCustomer: 1,
      listed: true,
      active: true,
      ownerCustomerId: mae.id,
      startsAt: clock,
    });
  });

  it("works through verify and save on the owner's cart", async () => {
    await mae.shopper.add(BURGER, 2);
    const verified = await mae.verify(code.toLowerCase());
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({
      voucher_info: { code, promo_code_type: 'fixed_amount' },
      voucher_amount: 50,
    });
    expect((await mae.save(code)).statusCode).toBe(200);
    expect((await mae.shopper.list()).json()).toMatchObject({ voucher_info: { code }, voucher_amount: 50 });
  });

  it('is invalid for anyone else', async () => {
    await ned.shopper.add(BURGER, 2);
    expect(refusal(await ned.verify(code), 'voucher_code')).toBe(VOUCHER_MESSAGES.invalid);
    expect(refusal(await ned.save(code), 'voucher_code')).toBe(VOUCHER_MESSAGES.invalid);
    expect((await ned.shopper.list()).json().voucher_info).toBeNull();
    // Even were it on their cart: pricing and checkout's hold refuse it.
    const [row] = await mae.ownedCodes();
    const promoCodeId = row?.id ?? 0;
    const asked = { merchantId, promoCodeId, customerId: ned.id, branches: [] };
    for (const fresh of [true, false])
      expect(await t.services.discounts.priceOnCart({ ...asked, fresh })).toMatchObject({
        applies: false,
        message: VOUCHER_MESSAGES.invalid,
      });
    const held = await t.database.db.transaction((tx) => t.services.discounts.holdForCheckout(tx, asked));
    expect(held).toMatchObject({ applies: false, message: VOUCHER_MESSAGES.invalid });
    // A guest never reaches the voucher calls.
    const guest = await t.app.inject({
      method: 'POST',
      url: `${VOUCHER}/verify`,
      headers: { 'x-merchant-token': token },
      payload: { voucher_code: code },
    });
    expect(guest.statusCode).toBe(401);
  });

  it("shows in the owner's Available Promo Codes only, first", async () => {
    expect(await mae.promoList()).toEqual([code, 'FILE10']);
    expect(await ned.promoList()).toEqual(['FILE10']);
  });

  it('takes its amount off at checkout, once', async () => {
    const placed = await mae.shopper.checkout();
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data.total).toBe(199); // 200 + 49 − 50
    const [order] = await t.database.db.select().from(orders).where(eq(orders.voucherCode, code));
    expect(order).toBeDefined();
    await mae.shopper.add(BURGER, 2);
    expect(refusal(await mae.verify(code), 'voucher_code')).toBe('This promo code has been fully used.');
    expect(await mae.promoList()).toEqual(['FILE10']);
  });
});

describe('re-import', () => {
  it('keeps what was redeemed and the codes rewards issued; a dropped reward is switched off, not deleted', async () => {
    const ora = await customer();
    await ora.credit(200);
    const dropKey = randomUUID();
    const dropped = await ora.redeem('dropme', dropKey);
    const issued = await ora.redeem('free-delivery');
    const counts = { coke: (await rewardRow('coke')).redeemed, dropme: (await rewardRow('dropme')).redeemed };
    expect(counts.dropme).toBe(1);

    const changed = REWARDS.filter((r) => r.key !== 'dropme').map((r) =>
      r.key === 'coke' ? { ...r, points_cost: 60 } : r,
    );
    await loadMerchant(t, config(changed, { promo_codes: [] }));
    expect(await rewardRow('coke')).toMatchObject({ redeemed: counts.coke, pointsCost: 60, active: true });
    expect(await rewardRow('dropme')).toMatchObject({ redeemed: 1, active: false, uuid: rewardUuid('dropme') });
    // The file's codes went with the file; the one the reward issued stays Ora's.
    const [owned] = await ora.ownedCodes();
    expect(owned).toMatchObject({ code: issued.redemption.promo_code, active: true, ownerCustomerId: ora.id });
    expect(await ora.promoList()).toEqual([issued.redemption.promo_code]);

    // Hidden from the list and from others; redeeming it is not found; its redeemer still sees their code.
    const names = [...(await ora.list(1)).list, ...(await ora.list(2)).list].map((r) => r.name);
    expect(names).not.toContain('Drop me');
    expect((await ora.redeemCall('dropme')).statusCode).toBe(404);
    expect((await (await customer()).viewCall(rewardUuid('dropme'))).statusCode).toBe(404);
    expect(await ora.view('dropme')).toMatchObject({
      available: false,
      redemptions: [expect.objectContaining({ uuid: dropped.redemption.uuid })],
    });
    // Its key, retried, still answers the redemption it made.
    expect(await ora.redeem('dropme', dropKey)).toEqual({ ...dropped, balance: await ora.balance() });

    // Back in the file, with a stock below what was redeemed: on again, sold out.
    await loadMerchant(t, config(REWARDS.map((r) => (r.key === 'dropme' ? { ...r, stock: 0 } : r))));
    expect(await rewardRow('dropme')).toMatchObject({ redeemed: 1, stock: 1, active: true });
    expect(refusal(await ora.redeemCall('dropme'))).toBe(REWARD_MESSAGES.outOfStock);
  });

  it('refuses rewards that do not fit, and file codes named like issued ones, each by its path', async () => {
    const problems = await loadMerchant(
      t,
      config(
        [
          { key: 'a', name: 'A', points_cost: 0 },
          { key: 'a', name: 'B', points_cost: 5, starts_at: '2026-12-02', ends_at: '2026-12-01' },
          { key: 'c', name: 'C', points_cost: 5, discount: { promo_code_type: 'percentage', value: 150 } },
        ],
        { promo_codes: [{ code: 'rwd-abc', promo_code_type: 'free_delivery' }] },
      ),
    ).then(
      () => [],
      (e: { problems: string[] }) => e.problems,
    );
    expect(problems).toEqual([
      'rewards[0].points_cost: Too small: expected number to be >=1',
      'promo_codes[0].code: codes beginning with RWD- are kept for the codes rewards issue',
      'rewards[1].key: duplicate key "a"',
      'rewards[1].ends_at: ends_at must be after starts_at',
      'rewards[2].discount.value: expected a whole percent from 1 to 100',
    ]);
  });
});
