/**
 * E-codes and the operator's loyalty calls (issue 20 parts 2 and 4; ADR 0023): earning with a printed
 * code (good, typed any way, reused, expired, voided, unknown — refusals on `errors.message`, spec §8),
 * a code 30 customers race for earning once (across two instances on PostgreSQL), 30 guesses at once
 * from one account throttled before any look-up, the per-address throttle across accounts; the admin
 * API: batches, voiding, giving points (a repeated reference gives once), reading a ledger, and every
 * refusal. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ECODE_MESSAGES } from '@storefront/contracts/rewards';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter, type RateLimiter } from '../src/lib/rate-limiter';
import { ECODE_ALPHABET } from '../src/modules/loyalty/ecodes/code';
import { ECODE_LIMITS, LOYALTY_OFF, VOID_MESSAGES } from '../src/modules/loyalty/ecodes/service';
import { OPERATOR_MESSAGES } from '../src/modules/loyalty/operator/service';
import { ecodes, pointsMovements } from '../src/modules/loyalty/tables';
import { merchantConfig } from './factories';
import { loadMerchant, signUp, type TestApp, testApp, tokenOf } from './helpers';

/** Dates in the tests stay in the future, within the 10 years a batch may last. */
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const ADMIN_KEY = 'ecodes-test-admin-key';
const EARN = '/api/rewards/rewards/customer/redeem/instant-grat/points';
const ADMIN = '/api/admin/loyalty';
const PRINTED = new RegExp(`^[${ECODE_ALPHABET}]{4}-[${ECODE_ALPHABET}]{4}-[${ECODE_ALPHABET}]{4}$`);

/** Only the e-code limits count: sign-ups from one address and the admin key are not what is tested here. */
function ecodeLimitsOnly(): RateLimiter {
  const counted = memoryRateLimiter();
  const isEcode = (name: string) => name.startsWith('ecode-');
  return {
    hit: (limit, key) => (isEcode(limit.name) ? counted.hit(limit, key) : Promise.resolve(0)),
    forgive: (limit, key) => (isEcode(limit.name) ? counted.forgive(limit, key) : Promise.resolve()),
    close: () => counted.close(),
  };
}

let t: TestApp;
const tokens: Record<string, string> = {};
const merchantIds: Record<string, number> = {};
const loyaltyOn = { cancellation_reasons: [], enable_loyalty: true };

beforeAll(async () => {
  t = await testApp({ adminKey: ADMIN_KEY, limiter: ecodeLimitsOnly() });
  await loadMerchant(t, merchantConfig({ subdomain: 'coinshop', is_coin_merchant: true, store_details: loyaltyOn }));
  await loadMerchant(t, merchantConfig({ subdomain: 'pointshop', store_details: loyaltyOn }));
  await loadMerchant(t, merchantConfig({ subdomain: 'plainshop' }));
  for (const shop of ['coinshop', 'pointshop', 'plainshop']) {
    tokens[shop] = await tokenOf(t, shop);
    merchantIds[shop] = (await t.services.merchants.findBySubdomain(shop))?.id ?? 0;
  }
});
afterAll(() => t.close());

/** A fresh client address: each test's address limit is its own. */
const newAddress = () => `10.${randomBytes(3).join('.')}`;

let mobileSeq = 0;
type Shop = 'coinshop' | 'pointshop' | 'plainshop';

/** A new signed-in customer of `shop`, calling from `address` (its own unless given). */
async function customer(shop: Shop = 'coinshop', address = newAddress()) {
  mobileSeq += 1;
  const mobile = `0918${String(1_000_000 + mobileSeq)}`;
  const session = await signUp(t, tokens[shop] as string, mobile);
  const { id, uuid } = await t.services.customers.authenticate(merchantIds[shop] as number, session);
  const headers = { 'x-merchant-token': tokens[shop] as string, authorization: `Bearer ${session}` };
  return {
    id,
    uuid,
    mobile,
    earn: (code: string, app = t.app, from = address) =>
      app.inject({ method: 'POST', url: EARN, headers, remoteAddress: from, payload: { code } }),
    balance: async () =>
      (await t.app.inject({ method: 'GET', url: '/api/points/customer/balance', headers })).json().balance as number,
    history: async () =>
      (await t.app.inject({ method: 'GET', url: '/api/transactions/transaction/customer/history/1', headers })).json(),
    reconcile: () => t.services.loyalty.reconcile(merchantIds[shop] as number, id),
    deactivate: () =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/api/v3/customer/deactivate-account',
        headers,
        remoteAddress: address,
        payload: { pin: '4321' },
      }),
  };
}

const admin = {
  post: (path: string, payload: object, key: string | null = ADMIN_KEY) =>
    t.app.inject({
      method: 'POST',
      url: `${ADMIN}${path}`,
      headers: key === null ? {} : { 'x-admin-key': key },
      payload,
    }),
  get: (pathAndQuery: string, key: string | null = ADMIN_KEY) =>
    t.app.inject({
      method: 'GET',
      url: `${ADMIN}${pathAndQuery}`,
      headers: key === null ? {} : { 'x-admin-key': key },
    }),
};

/** New codes through the admin API, as printed. */
async function newCodes(count: number, points = 50, shop: Shop = 'coinshop', extra: object = {}): Promise<string[]> {
  const res = await admin.post('/ecodes', { merchant: shop, points, count, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().codes;
}

/** A code of the right form that was never issued. */
function neverIssued(): string {
  let code = '';
  for (const byte of randomBytes(12)) code += ECODE_ALPHABET[byte % ECODE_ALPHABET.length];
  return code;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The 422 the e-code screen shows: the text on errors.message and at the top (spec §8). */
function expectRefusal(res: { statusCode: number; json: () => unknown; body: string }, message: string) {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json()).toEqual({ message, errors: { message: [message] } });
}

describe('earning points with an e-code', () => {
  it('credits the code’s points once, says so in U-COINs for the coin merchant, and lists it as an E-code', async () => {
    const ana = await customer('coinshop');
    const [code] = await newCodes(1, 50);
    const res = await ana.earn(code as string);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'You earned 50 U-COINs with this code.',
      data: { points: 50, balance: 50 },
    });
    expect(await ana.balance()).toBe(50);
    const [item] = (await ana.history()).list;
    expect(item).toMatchObject({
      transaction_type: 'Earn Points',
      points: 50,
      balance_after: 50,
      description: 'E-code',
    });
    expect((await ana.reconcile()).consistent).toBe(true);
    // The code row says who used it, and when.
    const [row] = await t.database.db
      .select()
      .from(ecodes)
      .where(eq(ecodes.codeHash, sha256(code?.replaceAll('-', '') ?? '')));
    expect(row?.usedByCustomerId).toBe(ana.id);
    expect(row?.usedAt).toBeInstanceOf(Date);
  });

  it('names points as points for other merchants (and one as a point)', async () => {
    const ben = await customer('pointshop');
    const [fifty] = await newCodes(1, 1250, 'pointshop');
    expect((await ben.earn(fifty as string)).json().message).toBe('You earned 1,250 points with this code.');
    const [one] = await newCodes(1, 1, 'pointshop');
    expect((await ben.earn(one as string)).json()).toEqual({
      message: 'You earned 1 point with this code.',
      data: { points: 1, balance: 1251 },
    });
  });

  it('takes the code however it is typed: lower case, spaces, dashes', async () => {
    const cara = await customer();
    const [code] = await newCodes(1, 20);
    const plain = (code as string).replaceAll('-', '');
    const typed = ` ${plain.slice(0, 4).toLowerCase()} ${plain.slice(4, 8)}-${plain.slice(8).toLowerCase()} `;
    const res = await cara.earn(typed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ points: 20, balance: 20 });
  });

  it('refuses a code used already, by the same customer and by another, crediting nothing more', async () => {
    const dan = await customer();
    const eve = await customer();
    const [code] = await newCodes(1, 30);
    expect((await dan.earn(code as string)).statusCode).toBe(200);
    expectRefusal(await dan.earn(code as string), ECODE_MESSAGES.used);
    expectRefusal(await eve.earn((code as string).toLowerCase()), ECODE_MESSAGES.used);
    expect(await dan.balance()).toBe(30);
    expect(await eve.balance()).toBe(0);
  });

  it('refuses an expired code', async () => {
    const fay = await customer();
    const [code] = await newCodes(1, 30);
    await t.database.db
      .update(ecodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ecodes.codeHash, sha256((code as string).replaceAll('-', ''))));
    expectRefusal(await fay.earn(code as string), ECODE_MESSAGES.expired);
    expect(await fay.balance()).toBe(0);
  });

  it('refuses a voided code as not valid', async () => {
    const gus = await customer();
    const [code] = await newCodes(1, 30);
    const voided = await admin.post('/ecodes/void', { merchant: 'coinshop', code });
    expect(voided.statusCode, voided.body).toBe(200);
    expectRefusal(await gus.earn(code as string), ECODE_MESSAGES.invalid);
    expect(await gus.balance()).toBe(0);
  });

  it('refuses unknown codes, codes of another merchant, and text that is no code', async () => {
    const hal = await customer();
    expectRefusal(await hal.earn(neverIssued()), ECODE_MESSAGES.invalid);
    expectRefusal(await hal.earn('HELLO'), ECODE_MESSAGES.invalid);
    expectRefusal(await hal.earn('ABCD-EFGH-JKM0'), ECODE_MESSAGES.invalid); // 0 is not in the alphabet
    const [pointshopCode] = await newCodes(1, 30, 'pointshop');
    expectRefusal(await hal.earn(pointshopCode as string), ECODE_MESSAGES.invalid);
    // Too long to be a code, or empty: the body's own check, on `code`.
    const long = await hal.earn('A'.repeat(41));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.code).toEqual([ECODE_MESSAGES.invalid]);
    expect((await hal.earn('   ')).statusCode).toBe(422);
    expect(await hal.balance()).toBe(0);
    // …and pointshop's code is still good at pointshop.
    const ivy = await customer('pointshop');
    expect((await ivy.earn(pointshopCode as string)).statusCode).toBe(200);
  });

  it('is 401 without a session, and 404 at a merchant without loyalty', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: EARN,
      headers: { 'x-merchant-token': tokens.coinshop as string },
      payload: { code: neverIssued() },
    });
    expect(anonymous.statusCode).toBe(401);
    const jo = await customer('plainshop');
    const res = await jo.earn(neverIssued());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: LOYALTY_OFF });
  });
});

describe('e-codes under load', () => {
  it('30 customers racing for one code: exactly one earns it (two instances on PostgreSQL)', async () => {
    const racers = await Promise.all(Array.from({ length: 30 }, () => customer()));
    const [code] = await newCodes(1, 75);
    const second = await t.anotherInstance();
    const answers = await Promise.all(
      racers.map((racer, i) => racer.earn(code as string, second && i % 2 ? second.app : t.app)),
    );
    const earned = answers.filter((res) => res.statusCode === 200);
    expect(earned).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expectRefusal(res, ECODE_MESSAGES.used);
    const balances = await Promise.all(racers.map((racer) => racer.balance()));
    expect(balances.filter((b) => b === 75)).toHaveLength(1);
    expect(balances.reduce((a, b) => a + b, 0)).toBe(75);
    const [row] = await t.database.db
      .select()
      .from(ecodes)
      .where(eq(ecodes.codeHash, sha256((code as string).replaceAll('-', ''))));
    const credits = await t.database.db
      .select()
      .from(pointsMovements)
      .where(and(eq(pointsMovements.source, 'ecode'), eq(pointsMovements.sourceKey, String(row?.id))));
    expect(credits).toHaveLength(1);
    expect(credits[0]?.customerId).toBe(row?.usedByCustomerId);
  });

  it('30 guesses at once from one account: only the allowed number reach the check, the rest are 429', async () => {
    const kim = await customer();
    const guesses = await Promise.all(Array.from({ length: 30 }, () => kim.earn(neverIssued())));
    const checked = guesses.filter((res) => res.statusCode === 422);
    const throttled = guesses.filter((res) => res.statusCode === 429);
    expect(checked).toHaveLength(ECODE_LIMITS.perAccount.max);
    expect(throttled).toHaveLength(30 - ECODE_LIMITS.perAccount.max);
    for (const res of checked) expectRefusal(res, ECODE_MESSAGES.invalid);
    for (const res of throttled) {
      expect(res.json()).toEqual({
        message: ECODE_MESSAGES.tooManyTries,
        errors: { message: [ECODE_MESSAGES.tooManyTries] },
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Throttled before any look-up: even a good code is refused now, and stays unused for someone else.
    const [code] = await newCodes(1, 40);
    expect((await kim.earn(code as string)).statusCode).toBe(429);
    expect(await kim.balance()).toBe(0);
    expect((await (await customer()).earn(code as string)).statusCode).toBe(200);
  });

  it('a code that earns gives its try back: only wrong codes add up', async () => {
    const lea = await customer();
    const max = ECODE_LIMITS.perAccount.max;
    for (let i = 0; i < max - 1; i++) expect((await lea.earn(neverIssued())).statusCode).toBe(422);
    for (const code of await newCodes(3, 5)) expect((await lea.earn(code)).statusCode).toBe(200);
    expect((await lea.earn(neverIssued())).statusCode).toBe(422); // the last of the allowed wrong tries
    expect((await lea.earn(neverIssued())).statusCode).toBe(429);
    expect(await lea.balance()).toBe(15);
  });

  it('throttles one address across accounts', async () => {
    const address = newAddress();
    const perAccount = ECODE_LIMITS.perAccount.max;
    const accounts = await Promise.all(
      Array.from({ length: ECODE_LIMITS.perAddress.max / perAccount + 1 }, () => customer('coinshop', address)),
    );
    const [last, ...others] = accounts.reverse();
    for (const account of others)
      for (const res of await Promise.all(Array.from({ length: perAccount }, () => account.earn(neverIssued()))))
        expect(res.statusCode).toBe(422);
    const throttled = await last?.earn(neverIssued());
    expect(throttled?.statusCode).toBe(429);
    expect(throttled?.json().errors.message).toEqual([ECODE_MESSAGES.tooManyTries]);
    // The same account from elsewhere is not held by that address's count.
    expect((await last?.earn(neverIssued(), t.app, newAddress()))?.statusCode).toBe(422);
  });
});

describe('POST /api/admin/loyalty/ecodes', () => {
  it('is refused without the admin key or with a wrong one', async () => {
    expect((await admin.post('/ecodes', { merchant: 'coinshop', points: 5, count: 1 }, null)).statusCode).toBe(401);
    expect((await admin.post('/ecodes', { merchant: 'coinshop', points: 5, count: 1 }, 'wrong')).statusCode).toBe(401);
    expect((await admin.get('/ledger?merchant=coinshop&customer=09181234567', null)).statusCode).toBe(401);
    expect((await admin.post('/points/give', {}, 'wrong')).statusCode).toBe(401);
    expect((await admin.post('/ecodes/void', {}, null)).statusCode).toBe(401);
  });

  it('answers the batch: its label, points, expiry and the codes, stored only as hashes', async () => {
    const res = await admin.post('/ecodes', {
      merchant: 'coinshop',
      points: 25,
      count: 5,
      expires_at: `${NEXT_YEAR + 1}-06-30`,
      batch: 'june-receipts',
    });
    expect(res.statusCode, res.body).toBe(200);
    const batch = res.json();
    // A date alone: through that Manila day (the next Manila midnight).
    expect(batch).toMatchObject({
      batch: 'june-receipts',
      points: 25,
      expires_at: `${NEXT_YEAR + 1}-06-30T16:00:00.000Z`,
    });
    expect(batch.codes).toHaveLength(5);
    for (const code of batch.codes) expect(code).toMatch(PRINTED);
    const rows = await t.database.db.select().from(ecodes).where(eq(ecodes.batch, 'june-receipts'));
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.codeHash))).toEqual(
      new Set(batch.codes.map((c: string) => sha256(c.replaceAll('-', '')))),
    );
    const stored = JSON.stringify(rows);
    for (const code of batch.codes) expect(stored).not.toContain(code.replaceAll('-', ''));
    expect(rows.every((r) => r.points === 25 && r.merchantId === merchantIds.coinshop)).toBe(true);
  });

  it('takes a Manila time, defaults to a year and names the batch itself', async () => {
    const timed = (
      await admin.post('/ecodes', {
        merchant: 'coinshop',
        points: 1,
        count: 1,
        expires_at: `${NEXT_YEAR + 1}-06-30 18:00`,
      })
    ).json();
    expect(timed.expires_at).toBe(`${NEXT_YEAR + 1}-06-30T10:00:00.000Z`);
    const before = Date.now();
    const plain = (await admin.post('/ecodes', { merchant: 'coinshop', points: 1, count: 1 })).json();
    const inAYear = before + 365 * 86_400_000;
    expect(Math.abs(new Date(plain.expires_at).getTime() - inAYear)).toBeLessThan(60_000);
    expect(plain.batch).toMatch(/^\d{8}-[0-9a-f]{6}$/);
  });

  it('makes 10,000 distinct codes in one batch', async () => {
    const codes = await newCodes(10_000, 2, 'pointshop', { batch: 'big-one' });
    expect(codes).toHaveLength(10_000);
    expect(new Set(codes).size).toBe(10_000);
    const rows = await t.database.db.select({ id: ecodes.id }).from(ecodes).where(eq(ecodes.batch, 'big-one'));
    expect(rows).toHaveLength(10_000);
  }, 120_000);

  it('refuses bad input with 422 on the field, an unknown merchant with 404, a merchant without loyalty with 422', async () => {
    const bad = async (body: object, field: string) => {
      const res = await admin.post('/ecodes', { merchant: 'coinshop', points: 5, count: 1, ...body });
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    };
    await bad({ count: 0 }, 'count');
    await bad({ count: 10_001 }, 'count');
    await bad({ count: 2.5 }, 'count');
    await bad({ points: 0 }, 'points');
    await bad({ points: '50' }, 'points');
    await bad({ points: 1_000_001 }, 'points');
    await bad({ expires_at: 'next year' }, 'expires_at');
    await bad({ expires_at: `${NEXT_YEAR}-02-30` }, 'expires_at');
    await bad({ expires_at: '2020-01-01' }, 'expires_at');
    await bad({ expires_at: '2099-01-01' }, 'expires_at');
    await bad({ batch: '../etc/passwd' }, 'batch');
    await bad({ merchant: '' }, 'merchant');
    const unknown = await admin.post('/ecodes', { merchant: 'nosuchshop', points: 5, count: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: OPERATOR_MESSAGES.merchantNotFound });
    const plain = await admin.post('/ecodes', { merchant: 'plainshop', points: 5, count: 1 });
    expect(plain.statusCode).toBe(422);
    expect(plain.json().errors.merchant).toEqual([OPERATOR_MESSAGES.loyaltyOff]);
  });
});

describe('POST /api/admin/loyalty/ecodes/void', () => {
  it('voids an unused code (typed any way), again is harmless; a used code and an unknown one are refused', async () => {
    const [code, used] = await newCodes(2, 10);
    const first = await admin.post('/ecodes/void', { merchant: 'coinshop', code: (code as string).toLowerCase() });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: VOID_MESSAGES.voided(code as string) });
    const again = await admin.post('/ecodes/void', { merchant: 'coinshop', code });
    expect(again.json()).toEqual({ message: VOID_MESSAGES.alreadyVoid(code as string) });

    expect((await (await customer()).earn(used as string)).statusCode).toBe(200);
    const refused = await admin.post('/ecodes/void', { merchant: 'coinshop', code: used });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.code).toEqual([VOID_MESSAGES.used]);

    const unknown = await admin.post('/ecodes/void', { merchant: 'coinshop', code: neverIssued() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: VOID_MESSAGES.unknown });
    // Another merchant's code is no code of this one.
    expect((await admin.post('/ecodes/void', { merchant: 'pointshop', code: used })).statusCode).toBe(404);
    expect((await admin.post('/ecodes/void', { merchant: 'nosuchshop', code: used })).statusCode).toBe(404);
    expect((await admin.post('/ecodes/void', { merchant: 'coinshop' })).statusCode).toBe(422);
  });
});

describe('POST /api/admin/loyalty/points/give', () => {
  it('gives points to a customer named by uuid or by mobile number, as Give Points from the store', async () => {
    const mia = await customer('pointshop');
    const byUuid = await admin.post('/points/give', {
      merchant: 'pointshop',
      customer: mia.uuid,
      points: 20,
      reason: 'Late delivery',
    });
    expect(byUuid.statusCode, byUuid.body).toBe(200);
    const given = byUuid.json();
    expect(given).toMatchObject({
      message: 'Gave 20 points.',
      repeat: false,
      reason: 'Late delivery',
      balance: 20,
      customer: { uuid: mia.uuid },
      movement: {
        type: 'Give Points',
        points: 20,
        balance_after: 20,
        source: 'operator',
        note: 'Late delivery',
        description: 'From the store',
      },
    });
    expect(given.reference).toMatch(/^[0-9a-f-]{36}$/);
    const byMobile = await admin.post('/points/give', {
      merchant: 'pointshop',
      customer: `+63${mia.mobile.slice(1)}`,
      points: 5,
      reason: 'Goodwill',
    });
    expect(byMobile.json()).toMatchObject({ balance: 25, movement: { balance_after: 25 } });
    // Without a reference, each call is its own grant.
    expect(byMobile.json().reference).not.toBe(given.reference);
    expect(await mia.balance()).toBe(25);
    const [latest] = (await mia.history()).list;
    expect(latest).toMatchObject({ transaction_type: 'Give Points', points: 5, description: 'From the store' });
  });

  it('gives once for a repeated reference, also when 30 arrive at once', async () => {
    const ned = await customer('pointshop');
    const give = () =>
      admin.post('/points/give', {
        merchant: 'pointshop',
        customer: ned.mobile,
        points: 40,
        reason: 'Complaint 1234',
        reference: 'ticket-1234',
      });
    const answers = await Promise.all(Array.from({ length: 30 }, give));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(answers.filter((res) => !res.json().repeat)).toHaveLength(1);
    const again = (await give()).json();
    expect(again).toMatchObject({ repeat: true, message: OPERATOR_MESSAGES.alreadyGiven, balance: 40 });
    expect(await ned.balance()).toBe(40);
    expect((await ned.reconcile()).consistent).toBe(true);
  });

  it('refuses bad input (422), an unknown merchant or customer (404), another merchant’s customer (404)', async () => {
    const ola = await customer('pointshop');
    const body = { merchant: 'pointshop', customer: ola.uuid, points: 5, reason: 'Test' };
    const bad = async (change: object, field: string) => {
      const res = await admin.post('/points/give', { ...body, ...change });
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    };
    await bad({ points: 0 }, 'points');
    await bad({ points: -5 }, 'points');
    await bad({ points: 1.5 }, 'points');
    await bad({ reason: '' }, 'reason');
    await bad({ reason: undefined }, 'reason');
    await bad({ customer: 'nobody' }, 'customer');
    await bad({ reference: 'x'.repeat(101) }, 'reference');
    const notFound = async (change: object, message: string) => {
      const res = await admin.post('/points/give', { ...body, ...change });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ message });
    };
    await notFound({ merchant: 'nosuchshop' }, OPERATOR_MESSAGES.merchantNotFound);
    await notFound({ customer: randomUUID() }, OPERATOR_MESSAGES.customerNotFound);
    await notFound({ customer: '09990000000' }, OPERATOR_MESSAGES.customerNotFound);
    await notFound({ merchant: 'coinshop' }, OPERATOR_MESSAGES.customerNotFound);
    expect(await ola.balance()).toBe(0);
  });

  it('gives nothing to a deactivated account, whose ledger the operator can still read by uuid', async () => {
    const pat = await customer('pointshop');
    const body = { merchant: 'pointshop', points: 5, reason: 'Test' };
    expect((await admin.post('/points/give', { ...body, customer: pat.uuid, reference: 'before' })).statusCode).toBe(
      200,
    );
    expect((await pat.deactivate()).statusCode).toBe(200);
    const refused = await admin.post('/points/give', { ...body, customer: pat.uuid });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.customer).toEqual([OPERATOR_MESSAGES.deactivated]);
    // The number is free for a new account: it names no one now.
    expect((await admin.post('/points/give', { ...body, customer: pat.mobile })).statusCode).toBe(404);
    const ledger = (await admin.get(`/ledger?merchant=pointshop&customer=${pat.uuid}`)).json();
    expect(ledger).toMatchObject({ customer: { status: 'deactivated' }, balance: 5 });
  });
});

describe('GET /api/admin/loyalty/ledger', () => {
  it('reads a customer’s balance, its reconciliation and movements, newest first', async () => {
    const pia = await customer('coinshop');
    const [code] = await newCodes(1, 60);
    await pia.earn(code as string);
    await admin.post('/points/give', {
      merchant: 'coinshop',
      customer: pia.uuid,
      points: 7,
      reason: 'Birthday',
      reference: 'bday',
    });
    const res = await admin.get(`/ledger?merchant=coinshop&customer=${pia.mobile}`);
    expect(res.statusCode, res.body).toBe(200);
    const ledger = res.json();
    expect(ledger).toMatchObject({
      customer: { uuid: pia.uuid, mobile_number: `+63${pia.mobile.slice(1)}`, status: 'active' },
      balance: 67,
      reconcile: { consistent: true, ledger_sum: 67, last_balance_after: 67 },
      page: 1,
      max_page: 1,
    });
    expect(
      ledger.movements.map((m: { type: string; points: number; source: string; source_key: string }) => [
        m.type,
        m.points,
        m.source,
        m.source_key,
      ]),
    ).toEqual([
      ['Give Points', 7, 'operator', 'bday'],
      ['Earn Points', 60, 'ecode', expect.stringMatching(/^\d+$/)],
    ]);
    expect(ledger.movements[1].description).toBe('E-code');
  });

  it('refuses bad input (422) and unknown names (404)', async () => {
    const qin = await customer('coinshop');
    expect((await admin.get(`/ledger?merchant=coinshop&customer=${qin.uuid}&page=0`)).statusCode).toBe(422);
    expect((await admin.get('/ledger?merchant=coinshop')).statusCode).toBe(422);
    expect((await admin.get('/ledger?merchant=coinshop&customer=someone')).statusCode).toBe(422);
    expect((await admin.get(`/ledger?merchant=nosuchshop&customer=${qin.uuid}`)).statusCode).toBe(404);
    expect((await admin.get(`/ledger?merchant=pointshop&customer=${qin.uuid}`)).statusCode).toBe(404);
    const empty = await admin.get(`/ledger?merchant=coinshop&customer=${qin.uuid}`);
    expect(empty.json()).toMatchObject({ balance: 0, movements: [], reconcile: { consistent: true }, max_page: 1 });
  });
});
