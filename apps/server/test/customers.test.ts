import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@storefront/contracts/customer';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, otpChallenges } from '../src/modules/customers/tables';
import { merchantConfig } from './factories';
import { loadMerchant, type TestApp, testApp, tokenOf } from './helpers';

/** A clock the tests move. */
let clock = new Date('2026-11-23T10:00:00+08:00');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let t: TestApp;
let merchantToken: string;
let otherMerchantToken: string;

beforeAll(async () => {
  t = await testApp({ now: () => clock });
  await loadMerchant(t, merchantConfig({ subdomain: 'shop', name: 'Shop' }));
  await loadMerchant(t, merchantConfig({ subdomain: 'other', name: 'Other' }));
  merchantToken = await tokenOf(t, 'shop');
  otherMerchantToken = await tokenOf(t, 'other');
});
afterAll(() => t.close());

/** Each test calls from its own address, so per-address limits of one test don't reach another. */
function caller(merchant = () => merchantToken, app = () => t.app) {
  const ip = `10.${randomBytes(3).join('.')}`;
  let session: string | undefined;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app().inject({
      method,
      url,
      remoteAddress: ip,
      headers: { 'x-merchant-token': merchant(), ...(session ? { authorization: `Bearer ${session}` } : {}) },
      ...(payload ? { payload } : {}),
    });
  return {
    ip,
    post: (url: string, payload: object = {}) => call('POST', url, payload),
    get: (url: string) => call('GET', url),
    signInAs: (token: string | undefined) => {
      session = token;
    },
  };
}

const V3 = '/api/customer/api/v3/customer';
const C = '/api/customer/customer';
let mobileSeq = 1000000;
const newMobile = () => `0917${mobileSeq++}`;
const e164 = (local: string) => `+63${local.slice(1)}`;

/** Registers and sets a PIN through the real flow, reading the code from what was sent. */
async function registered(options: { email?: string; pin?: string; merchant?: () => string } = {}) {
  const c = caller(options.merchant);
  const mobile = newMobile();
  const reg = await c.post(`${V3}/register`, {
    firstname: 'Juan',
    lastname: 'Dela Cruz',
    mobile_number: mobile,
    email: options.email,
  });
  expect(reg.statusCode).toBe(200);
  expect((await c.post(`${V3}/otp`, { token: reg.json().token })).json()).toEqual({
    message: 'Successfully sent OTP.',
  });
  const verify = await c.post(`${V3}/otp/verify/mobile/advance`, {
    mobile_number: mobile,
    otp: t.lastCode(e164(mobile)),
  });
  expect(verify.statusCode).toBe(200);
  const pin = options.pin ?? '2468';
  const set = await c.post(`${C}/pin/set`, { token: verify.json().token, pin, confirmPin: pin });
  expect(set.statusCode).toBe(200);
  c.signInAs(set.json().token);
  return { c, mobile, pin, session: set.json().token as string, customer: set.json().customer };
}

describe('registration', () => {
  it('validates, sends a code, verifies it, sets the PIN and signs in', async () => {
    const { c, mobile, customer } = await registered({ email: 'juan@example.ph' });
    expect(customer).toMatchObject({
      firstname: 'Juan',
      lastname: 'Dela Cruz',
      mobile_number: e164(mobile),
      email: 'juan@example.ph',
    });
    expect(customer.profile_image).toContain('default');
    const profile = await c.get(`${C}/profile`);
    expect(profile.json().customer.uuid).toBe(customer.uuid);
  });

  it('accepts +639 and 09 forms as the same number', async () => {
    const c = caller();
    const mobile = newMobile();
    await c.post(`${V3}/register`, { firstname: 'A', lastname: 'B', mobile_number: e164(mobile) });
    const again = await c.post(`${V3}/validate/register`, { firstname: 'A', lastname: 'B', mobile_number: mobile });
    expect(again.statusCode).toBe(200); // still pending: a retry is allowed
  });

  it('refuses malformed mobile numbers, with the message on mobile_number', async () => {
    for (const bad of ['12345', '08171234567', '+1 555 0100', '']) {
      const res = await caller().post(`${V3}/validate/register`, { firstname: 'A', lastname: 'B', mobile_number: bad });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.mobile_number).toEqual([MESSAGES.invalidMobile]);
    }
  });

  it('refuses a number that already has an account at this merchant, not at another', async () => {
    const { mobile } = await registered();
    const res = await caller().post(`${V3}/validate/register`, {
      firstname: 'A',
      lastname: 'B',
      mobile_number: mobile,
    });
    expect(res.json().errors.mobile_number).toEqual([MESSAGES.mobileTaken]);
    const elsewhere = await caller(() => otherMerchantToken).post(`${V3}/validate/register`, {
      firstname: 'A',
      lastname: 'B',
      mobile_number: mobile,
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits registration attempts per address', async () => {
    const c = caller();
    for (let i = 0; i < 10; i++)
      await c.post(`${V3}/validate/register`, { firstname: 'A', lastname: 'B', mobile_number: newMobile() });
    const res = await c.post(`${V3}/validate/register`, { firstname: 'A', lastname: 'B', mobile_number: newMobile() });
    expect(res.statusCode).toBe(429);
  });

  it('lets a registration that never set a PIN start again', async () => {
    const c = caller();
    const mobile = newMobile();
    await c.post(`${V3}/register`, { firstname: 'First', lastname: 'Try', mobile_number: mobile });
    const second = await c.post(`${V3}/register`, { firstname: 'Second', lastname: 'Try', mobile_number: mobile });
    expect(second.statusCode).toBe(200);
    advance(61);
    await c.post(`${V3}/otp`, { token: second.json().token });
    const verify = await c.post(`${V3}/otp/verify/mobile/advance`, {
      mobile_number: mobile,
      otp: t.lastCode(e164(mobile)),
    });
    const set = await c.post(`${C}/pin/set`, { token: verify.json().token, pin: '1357', confirmPin: '1357' });
    expect(set.json().customer.firstname).toBe('Second');
    const rows = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.mobileNumber, e164(mobile)));
    expect(rows).toHaveLength(1);
  });

  it('needs matching PINs of four digits', async () => {
    const c = caller();
    const mismatch = await c.post(`${C}/pin/set`, { token: 'x'.repeat(43), pin: '1234', confirmPin: '1243' });
    expect(mismatch.json().errors.confirmPin).toEqual([MESSAGES.confirmPinMismatch]);
    for (const pin of ['', '12a4', '123', '12345']) {
      const res = await c.post(`${C}/pin/set`, { token: 'x'.repeat(43), pin, confirmPin: pin });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.pin).toEqual([MESSAGES.pinFormat]);
    }
  });

  it('stores the PIN and the code hashed, never as typed', async () => {
    const { mobile, pin } = await registered({ pin: '9753' });
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.mobileNumber, e164(mobile)));
    expect(row?.pinHash).toMatch(/^\$argon2id\$/);
    expect(row?.pinHash).not.toContain(pin);
    const challenges = await t.database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.customerId, row?.id ?? 0));
    expect(challenges[0]?.codeHash).toMatch(/^\$argon2id\$/);
    expect(challenges[0]?.codeHash).not.toContain(t.lastCode(e164(mobile)));
  });
});

describe('one-time codes', () => {
  async function pendingWithCode() {
    const c = caller();
    const mobile = newMobile();
    const reg = await c.post(`${V3}/register`, { firstname: 'A', lastname: 'B', mobile_number: mobile });
    await c.post(`${V3}/otp`, { token: reg.json().token });
    return { c, mobile, token: reg.json().token as string, code: t.lastCode(e164(mobile)) };
  }
  const verify = (c: ReturnType<typeof caller>, mobile: string, otp: string) =>
    c.post(`${V3}/otp/verify/mobile/advance`, { mobile_number: mobile, otp });

  it('are six digits and expire after five minutes', async () => {
    const { c, mobile, code } = await pendingWithCode();
    expect(code).toMatch(/^\d{6}$/);
    advance(5 * 60);
    const res = await verify(c, mobile, code);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.otp).toEqual([MESSAGES.invalidOtp]);
  });

  it('work once', async () => {
    const { c, mobile, code } = await pendingWithCode();
    expect((await verify(c, mobile, code)).statusCode).toBe(200);
    expect((await verify(c, mobile, code)).json().errors.otp).toEqual([MESSAGES.invalidOtp]);
  });

  it('allow five tries, then even the right code is refused', async () => {
    const { c, mobile, code } = await pendingWithCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++)
      expect((await verify(c, mobile, wrong)).json().errors.otp).toEqual([MESSAGES.invalidOtp]);
    expect((await verify(c, mobile, wrong)).json().errors.otp).toEqual([MESSAGES.tooManyOtpAttempts]);
    expect((await verify(c, mobile, code)).json().errors.otp).toEqual([MESSAGES.tooManyOtpAttempts]);
  });

  it('can be resent after 60 seconds, and the new code replaces the old', async () => {
    const { c, mobile, token, code } = await pendingWithCode();
    const early = await c.post(`${V3}/otp`, { token });
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBe(60);
    advance(60);
    expect((await c.post(`${V3}/otp`, { token })).statusCode).toBe(200);
    const fresh = t.lastCode(e164(mobile));
    if (fresh !== code) expect((await verify(c, mobile, code)).statusCode).toBe(422);
    expect((await verify(c, mobile, fresh)).statusCode).toBe(200);
  });

  it('give a token that sets the PIN once: a replay is refused', async () => {
    const { c, mobile, code } = await pendingWithCode();
    const token = (await verify(c, mobile, code)).json().token;
    expect((await c.post(`${C}/pin/set`, { token, pin: '1111', confirmPin: '1111' })).statusCode).toBe(200);
    const replay = await c.post(`${C}/pin/set`, { token, pin: '2222', confirmPin: '2222' });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.token).toEqual([MESSAGES.invalidVerifyToken]);
  });

  it('go by e-mail when the registration has an address', async () => {
    const c = caller();
    const mobile = newMobile();
    const reg = await c.post(`${V3}/register`, {
      firstname: 'A',
      lastname: 'B',
      mobile_number: mobile,
      email: `a${mobile}@example.ph`,
    });
    expect((await c.post(`${V3}/otp/email`, { token: reg.json().token })).statusCode).toBe(200);
    const email = `a${mobile}@example.ph`;
    const res = await c.post(`${V3}/otp/verify/email/advance`, { email, otp: t.lastCode(email) });
    expect(res.json().token).toMatch(/^[\w-]{40,}$/);
  });

  it('are limited per address: the sixth send in ten minutes gets 429', async () => {
    const c = caller();
    for (let i = 0; i < 5; i++) await c.post(`${V3}/otp`, { token: 'y'.repeat(43) });
    const res = await c.post(`${V3}/otp`, { token: 'y'.repeat(43) });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('signing in', () => {
  it('signs in with mobile number and PIN, in either form of the number', async () => {
    const { mobile, pin } = await registered();
    const res = await caller().post(`${C}/login/mobile`, { mobile_number: e164(mobile), pin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), customer: { mobile_number: e164(mobile) } });
  });

  it('says the account is not found, on mobile_number', async () => {
    const res = await caller().post(`${C}/login/mobile`, { mobile_number: newMobile(), pin: '1234' });
    expect(res.json().errors).toEqual({ mobile_number: [MESSAGES.accountNotFound] });
  });

  it('says the number or PIN is invalid, on mobile_number', async () => {
    const { mobile } = await registered({ pin: '1234' });
    const res = await caller().post(`${C}/login/mobile`, { mobile_number: mobile, pin: '4321' });
    expect(res.json().errors).toEqual({ mobile_number: [MESSAGES.invalidCredentials] });
  });

  it('asks a registration without a PIN to set it via forgot pin, on mpin', async () => {
    const c = caller();
    const mobile = newMobile();
    await c.post(`${V3}/register`, { firstname: 'A', lastname: 'B', mobile_number: mobile });
    const res = await c.post(`${C}/login/mobile`, { mobile_number: mobile, pin: '1234' });
    expect(res.json().errors).toEqual({ mpin: [MESSAGES.pinNotSet] });
  });

  it('locks the account for 15 minutes after five wrong PINs, whatever the address', async () => {
    const { mobile, pin } = await registered({ pin: '1234' });
    for (let i = 0; i < 4; i++)
      expect((await caller().post(`${C}/login/mobile`, { mobile_number: mobile, pin: '0000' })).statusCode).toBe(422);
    const fifth = await caller().post(`${C}/login/mobile`, { mobile_number: mobile, pin: '0000' });
    expect(fifth.statusCode).toBe(429);
    expect(Number(fifth.headers['retry-after'])).toBe(900);
    const right = await caller().post(`${C}/login/mobile`, { mobile_number: mobile, pin });
    expect(right.statusCode).toBe(429);
    advance(15 * 60);
    expect((await caller().post(`${C}/login/mobile`, { mobile_number: mobile, pin })).statusCode).toBe(200);
  });

  it('limits sign-in attempts per address', async () => {
    const c = caller();
    for (let i = 0; i < 10; i++) await c.post(`${C}/login/mobile`, { mobile_number: newMobile(), pin: '1234' });
    expect((await c.post(`${C}/login/mobile`, { mobile_number: newMobile(), pin: '1234' })).statusCode).toBe(429);
  });

  it('makes the same number at two merchants two accounts', async () => {
    const here = await registered({ pin: '1234' });
    const there = caller(() => otherMerchantToken);
    const res = await there.post(`${C}/login/mobile`, { mobile_number: here.mobile, pin: '1234' });
    expect(res.json().errors).toEqual({ mobile_number: [MESSAGES.accountNotFound] });
  });
});

describe('sessions', () => {
  it('answer 419 once signed out, and the token is worthless', async () => {
    const { c } = await registered();
    expect((await c.post(`${C}/logout`)).statusCode).toBe(200);
    const after = await c.get(`${C}/profile`);
    expect(after.statusCode).toBe(419);
    expect(after.json().message).toBe('Your session has expired. Please sign in again.');
  });

  it('expire an hour after the last use', async () => {
    const { c } = await registered();
    advance(59 * 60);
    expect((await c.get(`${C}/profile`)).statusCode).toBe(200); // slides the expiry
    advance(59 * 60);
    expect((await c.get(`${C}/profile`)).statusCode).toBe(200);
    advance(61 * 60);
    expect((await c.get(`${C}/profile`)).statusCode).toBe(419);
  });

  it('answer 401 for an unknown token and for a token of another merchant', async () => {
    const c = caller();
    c.signInAs('not-a-real-session-token-at-all');
    expect((await c.get(`${C}/profile`)).statusCode).toBe(401);
    const { session } = await registered();
    const elsewhere = caller(() => otherMerchantToken);
    elsewhere.signInAs(session);
    expect((await elsewhere.get(`${C}/profile`)).statusCode).toBe(401);
  });

  it('show each customer their own profile only', async () => {
    const a = await registered();
    const b = await registered();
    expect((await a.c.get(`${C}/profile`)).json().customer.uuid).toBe(a.customer.uuid);
    expect((await b.c.get(`${C}/profile`)).json().customer.uuid).toBe(b.customer.uuid);
    await b.c.post(`${C}/name/update`, { firstname: 'Bea', lastname: 'Santos' });
    expect((await a.c.get(`${C}/profile`)).json().customer.firstname).toBe('Juan');
  });
});

describe('changing the PIN', () => {
  it('needs the old PIN, a different new one, and matching confirmation', async () => {
    const { c } = await registered({ pin: '1234' });
    const wrongOld = await c.post(`${C}/pin/update`, { oldPin: '9999', pin: '5678', confirmPin: '5678' });
    expect(wrongOld.json().errors).toEqual({ oldPin: [MESSAGES.wrongOldPin] });
    const same = await c.post(`${C}/pin/update`, { oldPin: '1234', pin: '1234', confirmPin: '1234' });
    expect(same.json().errors).toEqual({ pin: [MESSAGES.samePin] });
    const mismatch = await c.post(`${C}/pin/update`, { oldPin: '1234', pin: '5678', confirmPin: '5679' });
    expect(mismatch.json().errors).toEqual({ confirmPin: [MESSAGES.confirmPinMismatch] });
  });

  it('signs other browsers out and keeps this one', async () => {
    const { c, mobile } = await registered({ pin: '1234' });
    const other = caller();
    other.signInAs((await other.post(`${C}/login/mobile`, { mobile_number: mobile, pin: '1234' })).json().token);
    expect((await c.post(`${C}/pin/update`, { oldPin: '1234', pin: '5678', confirmPin: '5678' })).statusCode).toBe(200);
    expect((await c.get(`${C}/profile`)).statusCode).toBe(200);
    expect((await other.get(`${C}/profile`)).statusCode).toBe(419);
    expect((await caller().post(`${C}/login/mobile`, { mobile_number: mobile, pin: '5678' })).statusCode).toBe(200);
  });

  it('validates the current PIN, the message on pin', async () => {
    const { c } = await registered({ pin: '1234' });
    expect((await c.post(`${C}/pin/validate`, { pin: '1234' })).statusCode).toBe(200);
    expect((await c.post(`${C}/pin/validate`, { pin: '4321' })).json().errors).toEqual({ pin: [MESSAGES.wrongOldPin] });
  });
});

describe('forgot PIN', () => {
  it('recovers by mobile: code, verify, new PIN, signed in, old sessions gone', async () => {
    const { c: old, mobile } = await registered({ pin: '1234' });
    const c = caller();
    expect((await c.post(`${V3}/forgot-pin/mobile`, { mobile_number: mobile })).json()).toEqual({
      message: 'Successfully sent OTP.',
    });
    const token = (
      await c.post(`${V3}/otp/verify/mobile/advance`, { mobile_number: mobile, otp: t.lastCode(e164(mobile)) })
    ).json().token;
    const set = await c.post(`${C}/pin/set`, { token, pin: '8642', confirmPin: '8642' });
    expect(set.statusCode).toBe(200);
    expect((await old.get(`${C}/profile`)).statusCode).toBe(419);
    expect((await caller().post(`${C}/login/mobile`, { mobile_number: mobile, pin: '8642' })).statusCode).toBe(200);
  });

  it('recovers by e-mail', async () => {
    const email = `rec${mobileSeq}@example.ph`;
    await registered({ email });
    const c = caller();
    expect((await c.post(`${V3}/forgot-pin/email`, { email })).statusCode).toBe(200);
    expect((await c.post(`${V3}/otp/verify/email/advance`, { email, otp: t.lastCode(email) })).statusCode).toBe(200);
  });

  it('says when no account has that number', async () => {
    const res = await caller().post(`${V3}/forgot-pin/mobile`, { mobile_number: newMobile() });
    expect(res.json().errors).toEqual({ mobile_number: [MESSAGES.accountNotFound] });
  });
});

describe('profile', () => {
  it('updates the name and the e-mail', async () => {
    const { c } = await registered();
    const res = await c.post(`${C}/profile`, {
      firstname: 'Maria',
      lastname: 'Clara',
      email: `mc${mobileSeq}@example.ph`,
    });
    expect(res.json().customer).toMatchObject({ firstname: 'Maria', lastname: 'Clara' });
    const blank = await c.post(`${C}/name/update`, { firstname: ' ', lastname: 'X' });
    expect(blank.json().errors.firstname).toEqual(['This field is required.']);
  });

  it('reports the survey status', async () => {
    const { c } = await registered();
    expect((await c.get(`${C}/survey/verify`)).json()).toEqual({ survey_taken: false, survey: null });
  });

  it('lists real provinces and their cities, Metro Manila first', async () => {
    const provinces = (await caller().get(`${C}/provinces`)).json().data as { code: string; name: string }[];
    expect(provinces[0]).toEqual({ code: '1300000000', name: 'Metro Manila' });
    expect(provinces.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Cebu', 'Davao del Sur', 'Pampanga', 'Ilocos Norte']),
    );
    expect(provinces.length).toBeGreaterThan(80);
    const cities = (await caller().post(`${C}/cities`, { province_code: '1300000000' })).json().data as {
      name: string;
    }[];
    expect(cities.map((c) => c.name)).toEqual(expect.arrayContaining(['Makati City', 'Quezon City', 'Pasig City']));
    expect((await caller().post(`${C}/cities`, { province_code: '999' })).json().data).toEqual([]);
  });

  it('saves billing info with a city of the chosen province only', async () => {
    const { c } = await registered();
    const cities = (await c.post(`${C}/cities`, { province_code: '1300000000' })).json().data as {
      code: string;
      name: string;
    }[];
    const makati = cities.find((x) => x.name === 'Makati City');
    const info = {
      name: 'Juan Dela Cruz',
      address: '1 Ayala Ave',
      province_code: '1300000000',
      city_code: makati?.code,
      zip_code: '1226',
    };
    expect((await c.get(`${C}/profile`)).json().billing_info).toBeNull();
    expect((await c.post(`${C}/billing-info/save`, info)).json().data).toEqual(info);
    expect((await c.get(`${C}/profile`)).json().billing_info).toEqual(info);
    const wrong = await c.post(`${C}/billing-info/save`, { ...info, city_code: '0000000000' });
    expect(wrong.json().errors.city_code).toHaveLength(1);
  });
});

describe('changing the mobile number', () => {
  it('validates the new number, sends it a code, and changes it with that code', async () => {
    const { c, mobile } = await registered();
    const taken = (await registered()).mobile;
    expect((await c.get(`${C}/mobile/update/validate/${taken}`)).json().errors.mobile_number).toEqual([
      MESSAGES.mobileTaken,
    ]);
    expect((await c.get(`${C}/mobile/update/validate/${mobile}`)).statusCode).toBe(422);
    expect((await c.get(`${C}/mobile/update/validate/12345`)).json().errors.mobile).toEqual([MESSAGES.invalidMobile]);
    const fresh = newMobile();
    expect((await c.get(`${C}/mobile/update/validate/${fresh}`)).statusCode).toBe(200);
    expect((await c.post(`${V3}/otp/sms`, { mobile_number: fresh })).statusCode).toBe(200);
    const res = await c.post(`${V3}/update/mobile-number`, { mobile_number: fresh, otp: t.lastCode(e164(fresh)) });
    expect(res.json().customer.mobile_number).toBe(e164(fresh));
    expect(
      (await caller().post(`${C}/login/mobile`, { mobile_number: mobile, pin: '2468' })).json().errors.mobile_number,
    ).toEqual([MESSAGES.accountNotFound]);
  });
});

describe('deactivation', () => {
  it('needs the PIN, signs out everywhere and frees the number', async () => {
    const { c, mobile } = await registered({ pin: '1234' });
    expect((await c.post(`${V3}/deactivate-account`, { pin: '0000' })).statusCode).toBe(422);
    expect((await c.get('/api/store/v1/customer/estore/deactivate/status')).json()).toEqual({
      data: { deactivate_status: false },
    });
    expect((await c.post(`${V3}/deactivate-account`, { pin: '1234' })).statusCode).toBe(200);
    expect((await c.get(`${C}/profile`)).statusCode).toBe(419);
    expect(
      (await caller().post(`${C}/login/mobile`, { mobile_number: mobile, pin: '1234' })).json().errors.mobile_number,
    ).toEqual([MESSAGES.accountNotFound]);
    const again = await caller().post(`${V3}/validate/register`, {
      firstname: 'A',
      lastname: 'B',
      mobile_number: mobile,
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('guest token', () => {
  it('gives a random token for a guest browser', async () => {
    const a = (await caller().post('/api/customer/public/customer/token')).json().data.token;
    const b = (await caller().post('/api/customer/public/customer/token')).json().data.token;
    expect(a).toMatch(/^[\w-]{40,}$/);
    expect(a).not.toBe(b);
  });
});

/**
 * An attacker's burst: every guess at once, each from its own address (so per-address limits don't
 * help), the right one among them. Counting a try after its comparison let all of them be compared.
 */
describe('guessing in parallel', () => {
  type Reply = Awaited<ReturnType<ReturnType<typeof caller>['post']>>;
  const isLocked = (r: Reply) => r.statusCode === 429 && r.json().message === MESSAGES.locked;
  const otpErrors = (r: Reply): string[] => r.json().errors?.otp ?? [];

  /** 49 wrong PINs and the right one last, spread over the given server instances. */
  async function pinBurst(mobile: string, pin: string, apps: (typeof t.app)[]) {
    const guesses = Array.from({ length: 49 }, (_, i) => String(i).padStart(4, '0'));
    guesses.push(pin);
    return Promise.all(
      guesses.map((guess, i) =>
        caller(undefined, () => apps[i % apps.length] as typeof t.app).post(`${C}/login/mobile`, {
          mobile_number: mobile,
          pin: guess,
        }),
      ),
    );
  }

  async function expectLockedAfterBurst(apps: (typeof t.app)[]) {
    const { mobile, pin } = await registered({ pin: '9876' });
    const replies = await pinBurst(mobile, pin, apps);
    expect(replies.filter((r) => r.statusCode >= 500)).toEqual([]);
    expect(replies.filter((r) => !isLocked(r)).length).toBeLessThanOrEqual(5);
    expect(replies.filter((r) => r.statusCode === 200)).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.mobileNumber, e164(mobile)));
    expect(row?.lockedUntil?.getTime()).toBe(clock.getTime() + 15 * 60_000);
    expect(isLocked(await caller().post(`${C}/login/mobile`, { mobile_number: mobile, pin }))).toBe(true);
  }

  it('compares at most five PINs, and the account ends locked', async () => {
    await expectLockedAfterBurst([t.app]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('holds across two server instances on one database', async () => {
    const second = await t.anotherInstance();
    if (!second) throw new Error('a second instance needs PostgreSQL');
    await expectLockedAfterBurst([t.app, second.app]);
  });

  it('a right PIN still clears the count when the guesses were fewer than five', async () => {
    const { mobile, pin } = await registered({ pin: '9876' });
    const wrong = await Promise.all(
      ['0000', '0001', '0002', '0003'].map((p) =>
        caller().post(`${C}/login/mobile`, { mobile_number: mobile, pin: p }),
      ),
    );
    expect(wrong.map((r) => r.statusCode)).toEqual([422, 422, 422, 422]);
    expect((await caller().post(`${C}/login/mobile`, { mobile_number: mobile, pin })).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.mobileNumber, e164(mobile)));
    expect(row?.pinFailures).toBe(0);
  });

  /** 30 codes at once with the right one at position 25: none may pass, at most five are compared. */
  async function codeBurst(send: (otp: string) => Promise<Reply>, right: string) {
    const guesses = Array.from({ length: 30 }, (_, i) => String(100000 + i));
    const wrongs = guesses.filter((g) => g !== right);
    const burst = [...wrongs.slice(0, 24), right, ...wrongs.slice(24, 29)];
    const replies = await Promise.all(burst.map(send));
    expect(replies.filter((r) => r.statusCode >= 500)).toEqual([]);
    expect(replies.filter((r) => r.statusCode === 200)).toEqual([]);
    const compared = replies.filter((r) => otpErrors(r)[0] === MESSAGES.invalidOtp);
    expect(compared.length).toBeLessThanOrEqual(4);
    expect(replies.filter((r) => otpErrors(r)[0] === MESSAGES.tooManyOtpAttempts).length).toBeGreaterThanOrEqual(26);
    // Afterwards the right code is refused too: the five tries are spent.
    expect(otpErrors(await send(right))).toEqual([MESSAGES.tooManyOtpAttempts]);
  }

  it('registration codes', async () => {
    const mobile = newMobile();
    const c = caller();
    const reg = await c.post(`${V3}/register`, { firstname: 'A', lastname: 'B', mobile_number: mobile });
    await c.post(`${V3}/otp`, { token: reg.json().token });
    await codeBurst(
      (otp) => caller().post(`${V3}/otp/verify/mobile/advance`, { mobile_number: mobile, otp }),
      t.lastCode(e164(mobile)),
    );
  });

  it('forgot-PIN codes by mobile', async () => {
    const { mobile } = await registered();
    advance(60);
    expect((await caller().post(`${V3}/forgot-pin/mobile`, { mobile_number: mobile })).statusCode).toBe(200);
    await codeBurst(
      (otp) => caller().post(`${V3}/otp/verify/mobile/advance`, { mobile_number: mobile, otp }),
      t.lastCode(e164(mobile)),
    );
  });

  it('forgot-PIN codes by e-mail', async () => {
    const email = `burst${mobileSeq}@example.ph`;
    await registered({ email });
    expect((await caller().post(`${V3}/forgot-pin/email`, { email })).statusCode).toBe(200);
    await codeBurst((otp) => caller().post(`${V3}/otp/verify/email/advance`, { email, otp }), t.lastCode(email));
  });

  it('codes that change the mobile number', async () => {
    const { session } = await registered();
    const fresh = newMobile();
    const asCustomer = () => {
      const c = caller();
      c.signInAs(session);
      return c;
    };
    expect((await asCustomer().post(`${V3}/otp/sms`, { mobile_number: fresh })).statusCode).toBe(200);
    await codeBurst(
      (otp) => asCustomer().post(`${V3}/update/mobile-number`, { mobile_number: fresh, otp }),
      t.lastCode(e164(fresh)),
    );
  });
});
