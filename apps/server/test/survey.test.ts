/**
 * The coin merchant's registration survey (issue 19, part 3): the status call hands out the merchant's
 * questions, answering them credits 5 U-COINs once (Achievement Unlock), bad answers write nothing, and
 * 30 answers sent at once credit once. Also the survey in the merchant file. Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { readFile } from 'node:fs/promises';
import type { MerchantConfigInput } from '@storefront/contracts/merchant-config';
import { SURVEY_LIMITS, SURVEY_MESSAGES } from '@storefront/contracts/survey';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportError } from '../src/flows/import-merchant';
import type { RateLimiter } from '../src/lib/rate-limiter';
import { customers, surveyResponses } from '../src/modules/customers/tables';
import { pointsMovements } from '../src/modules/loyalty/tables';
import { merchantConfig } from './factories';
import { loadMerchant, signUp, type TestApp, testApp, tokenOf } from './helpers';

const STATUS = '/api/customer/customer/survey/verify';
const SUBMIT = '/api/customer/customer/survey';
const BALANCE = '/api/points/customer/balance';
const HISTORY = '/api/transactions/transaction/customer/history/1';

const SURVEY = {
  title: 'Tell us about you',
  questions: [
    {
      key: 'heard-from',
      label: 'How did you hear about Coin Shop?',
      type: 'single_choice',
      options: ['Facebook', 'A friend', 'Walked past', 'Search'],
    },
    {
      key: 'shop-for',
      label: 'What do you shop for most?',
      type: 'multiple_choice',
      options: ['Snacks', 'Groceries', 'Personal care', 'Household'],
    },
    { key: 'wishlist', label: 'Anything you would like us to carry?', type: 'text', required: false },
  ],
} satisfies MerchantConfigInput['survey'];

const GOOD = { 'heard-from': 'A friend', 'shop-for': ['Snacks', 'Household'], wishlist: '  Fresh fruit  ' };

/** Many sign-ups from one address: nothing here is about rate limits. */
const unlimited: RateLimiter = { hit: async () => 0, forgive: async () => {}, close: async () => {} };

let t: TestApp;
let coinToken: string;
let plainToken: string;

beforeAll(async () => {
  t = await testApp({ limiter: unlimited });
  await loadMerchant(t, merchantConfig({ subdomain: 'coinshop', is_coin_merchant: true, survey: SURVEY }));
  await loadMerchant(t, merchantConfig({ subdomain: 'plainshop' }));
  coinToken = await tokenOf(t, 'coinshop');
  plainToken = await tokenOf(t, 'plainshop');
});
afterAll(() => t.close());

let nextMobile = 0;
/** A new signed-in customer of a merchant: their calls and what the database holds for them. */
async function customer(merchantToken = coinToken) {
  nextMobile += 1;
  const session = await signUp(t, merchantToken, `0918${String(3_000_000 + nextMobile)}`);
  const headers = { 'x-merchant-token': merchantToken, authorization: `Bearer ${session}` };
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
  const [row] = await t.database.db
    .select({ id: customers.id, merchantId: customers.merchantId })
    .from(customers)
    .where(eq(customers.mobileNumber, `+63918${String(3_000_000 + nextMobile)}`));
  if (!row) throw new Error('the customer was not found');
  return {
    ...row,
    get,
    submit: (answers: unknown) => t.app.inject({ method: 'POST', url: SUBMIT, headers, payload: { answers } }),
    async balance(): Promise<number> {
      const res = await get(BALANCE);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().balance;
    },
    /** What was written for them: survey_taken, response rows, points movements. */
    async written() {
      const db = t.database.db;
      const [state] = await db.select({ taken: customers.surveyTaken }).from(customers).where(eq(customers.id, row.id));
      const responses = await db.select().from(surveyResponses).where(eq(surveyResponses.customerId, row.id));
      const movements = await db
        .select()
        .from(pointsMovements)
        .where(and(eq(pointsMovements.merchantId, row.merchantId), eq(pointsMovements.customerId, row.id)));
      return { surveyTaken: state?.taken, responses, movements };
    },
  };
}

describe('GET /api/customer/customer/survey/verify', () => {
  it("hands out the merchant's survey while it is not taken", async () => {
    const ana = await customer();
    const res = await ana.get(STATUS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      survey_taken: false,
      survey: {
        title: 'Tell us about you',
        reward_points: 5,
        questions: [
          { ...SURVEY.questions[0], required: true },
          { ...SURVEY.questions[1], required: true },
          { ...SURVEY.questions[2], options: [] },
        ],
      },
    });
  });

  it('answers no survey for a merchant without one', async () => {
    const ben = await customer(plainToken);
    expect((await ben.get(STATUS)).json()).toEqual({ survey_taken: false, survey: null });
  });

  it('is 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: STATUS, headers: { 'x-merchant-token': coinToken } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/customer/customer/survey', () => {
  it('refuses each bad answer with its message on its question, and writes nothing', async () => {
    const cai = await customer();
    const cases: [answers: Record<string, unknown>, field: string, message: string][] = [
      [{ 'shop-for': ['Snacks'] }, 'answers.heard-from', SURVEY_MESSAGES.required],
      [{ ...GOOD, 'heard-from': '' }, 'answers.heard-from', SURVEY_MESSAGES.required],
      [{ ...GOOD, 'shop-for': [] }, 'answers.shop-for', SURVEY_MESSAGES.required],
      [{ ...GOOD, 'heard-from': 'Television' }, 'answers.heard-from', SURVEY_MESSAGES.unknownOption],
      [{ ...GOOD, 'heard-from': ['A friend', 'Search'] }, 'answers.heard-from', SURVEY_MESSAGES.oneOption],
      [{ ...GOOD, 'shop-for': ['Snacks', 'Cars'] }, 'answers.shop-for', SURVEY_MESSAGES.unknownOption],
      [{ ...GOOD, 'shop-for': ['Snacks', 'Snacks'] }, 'answers.shop-for', SURVEY_MESSAGES.duplicateOption],
      [{ ...GOOD, 'shop-for': 'Snacks' }, 'answers.shop-for', SURVEY_MESSAGES.someOptions],
      [{ ...GOOD, wishlist: 'x'.repeat(SURVEY_LIMITS.textAnswer + 1) }, 'answers.wishlist', SURVEY_MESSAGES.tooLong],
      [{ ...GOOD, wishlist: ['Fruit'] }, 'answers.wishlist', SURVEY_MESSAGES.textExpected],
      [{ ...GOOD, age: '30' }, 'answers.age', SURVEY_MESSAGES.unknownQuestion],
    ];
    for (const [answers, field, message] of cases) {
      const res = await cai.submit(answers);
      expect(res.statusCode, JSON.stringify(answers)).toBe(422);
      expect(res.json(), JSON.stringify(answers)).toEqual({ message, errors: { [field]: [message] } });
    }
    // Not the shape of answers at all: the contract refuses it at the edge.
    for (const answers of [5, ['A friend'], { 'heard-from': 7 }]) {
      const res = await cai.submit(answers);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)[0]).toMatch(/^answers/);
    }
    expect(await cai.written()).toEqual({ surveyTaken: false, responses: [], movements: [] });
    expect(await cai.balance()).toBe(0);
    expect((await cai.get(STATUS)).json()).toMatchObject({ survey_taken: false, survey: { title: SURVEY.title } });
  });

  it('records good answers once, sets survey_taken and credits 5 U-COINs as an Achievement Unlock', async () => {
    const dee = await customer();
    const res = await dee.submit(GOOD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      survey_taken: true,
      points: 5,
      balance: 5,
      message: 'Thank you! 5 free U-COINs are now yours.',
    });
    expect((await dee.get(STATUS)).json()).toEqual({ survey_taken: true, survey: null });
    expect((await dee.get('/api/customer/customer/profile')).json().customer.survey_taken).toBe(true);
    expect(await dee.balance()).toBe(5);

    const history = (await dee.get(HISTORY)).json();
    expect(history.list).toHaveLength(1);
    expect(history.list[0]).toMatchObject({
      transaction_type: 'Achievement Unlock',
      points: 5,
      balance_after: 5,
      description: 'Registration survey',
    });

    // The answers are kept with the questions as they were asked, the text trimmed.
    const { responses } = await dee.written();
    expect(responses).toHaveLength(1);
    expect(responses[0]?.answers).toEqual({
      'heard-from': { label: 'How did you hear about Coin Shop?', answer: 'A friend' },
      'shop-for': { label: 'What do you shop for most?', answer: ['Snacks', 'Household'] },
      wishlist: { label: 'Anything you would like us to carry?', answer: 'Fresh fruit' },
    });

    // Once only: a second answer is refused and credits nothing.
    const again = await dee.submit(GOOD);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: SURVEY_MESSAGES.alreadyTaken,
      errors: { answers: [SURVEY_MESSAGES.alreadyTaken] },
    });
    expect(await dee.balance()).toBe(5);
    expect((await dee.written()).movements).toHaveLength(1);
  });

  it('takes optional questions left out', async () => {
    const eli = await customer();
    const res = await eli.submit({ 'heard-from': 'Search', 'shop-for': ['Groceries'] });
    expect(res.statusCode, res.body).toBe(200);
    // (jsonb keeps keys in its own order.)
    expect(Object.keys((await eli.written()).responses[0]?.answers ?? {}).sort()).toEqual(['heard-from', 'shop-for']);
  });

  it('credits once when the same customer sends 30 answers at once', async () => {
    const fay = await customer();
    const results = await Promise.all(Array.from({ length: 30 }, () => fay.submit(GOOD)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 422)).toHaveLength(29);
    for (const r of results.filter((r) => r.statusCode === 422))
      expect(r.json().errors).toEqual({ answers: [SURVEY_MESSAGES.alreadyTaken] });
    expect(await fay.balance()).toBe(5);
    const written = await fay.written();
    expect(written.surveyTaken).toBe(true);
    expect(written.responses).toHaveLength(1);
    expect(written.movements).toHaveLength(1);
    expect(written.movements[0]).toMatchObject({ type: 'Achievement Unlock', points: 5, source: 'survey' });
  });

  it("leaves other customers' balances alone; each takes it for themselves", async () => {
    const gia = await customer();
    const hal = await customer();
    expect((await gia.submit(GOOD)).statusCode).toBe(200);
    expect(await hal.balance()).toBe(0);
    expect((await hal.get(STATUS)).json().survey_taken).toBe(false);
    expect((await hal.submit(GOOD)).statusCode).toBe(200);
    expect(await hal.balance()).toBe(5);
    expect(await gia.balance()).toBe(5);
  });

  it('is 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: SUBMIT,
      headers: { 'x-merchant-token': coinToken },
      payload: { answers: GOOD },
    });
    expect(res.statusCode).toBe(401);
  });

  it('is 404 at a merchant without a survey, and writes nothing', async () => {
    const ivy = await customer(plainToken);
    const res = await ivy.submit(GOOD);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: SURVEY_MESSAGES.noSurvey });
    expect(await ivy.written()).toEqual({ surveyTaken: false, responses: [], movements: [] });
  });
});

describe('the survey in the merchant file', () => {
  async function problemsOf(config: MerchantConfigInput): Promise<string[]> {
    try {
      await loadMerchant(t, config);
    } catch (error) {
      if (error instanceof ImportError) return error.problems;
      throw error;
    }
    throw new Error('the import succeeded');
  }
  const question = (key: string, overrides: object = {}) => ({
    key,
    label: `Question ${key}`,
    type: 'single_choice' as const,
    options: ['Yes', 'No'],
    ...overrides,
  });

  it('belongs to the coin merchant only', async () => {
    expect(await problemsOf(merchantConfig({ subdomain: 'notcoin', survey: SURVEY }))).toEqual([
      'survey: only the coin merchant (is_coin_merchant) has a survey',
    ]);
  });

  it('refuses options on a text question, too few or repeated options, and duplicate keys', async () => {
    const survey = {
      title: 'Bad',
      questions: [
        question('a', { type: 'text' }),
        question('b', { options: ['Only'] }),
        question('c', { type: 'multiple_choice', options: ['Yes', 'Yes'] }),
        question('a'),
      ],
    };
    expect(await problemsOf(merchantConfig({ subdomain: 'badsurvey', is_coin_merchant: true, survey }))).toEqual([
      'survey.questions[0].options: a text question has no options',
      'survey.questions[1].options: a choice question needs at least 2 options',
      'survey.questions[2].options: duplicate option',
      'survey.questions[3].key: duplicate key "a"',
    ]);
  });

  it('is gone once the file no longer has one', async () => {
    const config = merchantConfig({ subdomain: 'dropsurvey', is_coin_merchant: true, survey: SURVEY });
    await loadMerchant(t, config);
    const jo = await customer(await tokenOf(t, 'dropsurvey'));
    expect((await jo.get(STATUS)).json().survey).not.toBeNull();
    await loadMerchant(t, { ...config, survey: undefined });
    t.services.merchants.invalidate();
    expect((await jo.get(STATUS)).json()).toEqual({ survey_taken: false, survey: null });
  });

  it("is U-Shop's: the demo coin merchant asks three questions", async () => {
    const file = new URL('../../../merchants/ushop/merchant.json', import.meta.url);
    await loadMerchant(t, JSON.parse(await readFile(file, 'utf8')));
    const kim = await customer(await tokenOf(t, 'ushop'));
    const { survey } = (await kim.get(STATUS)).json();
    expect(survey.questions.map((q: { label: string; type: string }) => [q.label, q.type])).toEqual([
      ['How did you hear about U-Shop?', 'single_choice'],
      ['What do you shop for most?', 'multiple_choice'],
      ['Anything you would like us to carry?', 'text'],
    ]);
    const answers = Object.fromEntries(
      survey.questions.map((q: { key: string; type: string; options: string[] }) => [
        q.key,
        q.type === 'single_choice' ? q.options[0] : q.type === 'multiple_choice' ? q.options.slice(0, 2) : '',
      ]),
    );
    const res = await kim.submit(answers);
    expect(res.statusCode, res.body).toBe(200);
    expect(await kim.balance()).toBe(5);
  });
});
