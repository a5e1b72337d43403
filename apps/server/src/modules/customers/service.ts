/**
 * Customers: accounts of one merchant, signed in with mobile number + PIN. Registration and PIN
 * recovery go through one-time codes; signed-in browsers hold revocable sessions.
 */
import { randomUUID } from 'node:crypto';
import { type BillingInfo, type Customer, MESSAGES } from '@storefront/contracts/customer';
import {
  SURVEY_MESSAGES,
  type SurveyAnswersBody,
  type SurveyStatusResponse,
  type SurveySubmitResponse,
} from '@storefront/contracts/survey';
import { normalizeMobileNumber } from '@storefront/domain/mobile-number';
import {
  LOCKOUT_MINUTES,
  lockedForSeconds,
  lockoutEnd,
  MAX_PIN_FAILURES,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_SECONDS,
  resendWaitSeconds,
} from '@storefront/domain/pin';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { enforce, type Limit, type RateLimiter } from '../../lib/rate-limiter';
import { hashSecret, randomCode, randomToken, tokenHash, verifySecret } from '../../lib/secrets';
import { UUID_PATTERN } from '../../lib/uuid';
import type { MessageSender } from '../messages/message';
import { createAddressBook } from './addresses-service';
import { isKnownCity } from './ph-locations';
import { type ChallengeRow, type CustomerRow, customersRepository as repo } from './repository';
import { checkSurveyAnswers, type MerchantSurvey, type SurveyReward, surveyToAsk } from './survey';

/** A session lives an hour past its last use (the client's idle logout), and 30 days at most. */
export const SESSION_IDLE_SECONDS = 3600;
export const SESSION_MAX_DAYS = 30;
const REGISTRATION_TOKEN_MINUTES = 30;
const VERIFY_TOKEN_MINUTES = 10;

/** Per client address (DESIGN: rate limits on anything guessable). */
export const LIMITS = {
  signIn: { name: 'sign-in', max: 10, windowSeconds: 60 },
  /** Registration says whether a number has an account: limited like sign-in. */
  register: { name: 'register', max: 10, windowSeconds: 60 },
  otpSend: { name: 'otp-send', max: 5, windowSeconds: 600 },
  otpVerify: { name: 'otp-verify', max: 10, windowSeconds: 600 },
  pinCheck: { name: 'pin-check', max: 10, windowSeconds: 600 },
} satisfies Record<string, Limit>;

export type MerchantRef = { id: number; name: string };

/** The signed-in customer of a request. */
export type SignedIn = { id: number; uuid: string; merchantId: number; sessionHash: string };

const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

export function toCustomer(row: CustomerRow): Customer {
  return {
    uuid: row.uuid,
    firstname: row.firstname,
    lastname: row.lastname,
    mobile_number: row.mobileNumber,
    email: row.email,
    profile_image: row.profileImage,
    survey_taken: row.surveyTaken,
  };
}

/** What the profile calls answer: the customer and their billing info. */
const profileOf = (row: CustomerRow) => ({ customer: toCustomer(row), billing_info: row.billingInfo ?? null });

const fieldError = (field: string, message: string) => AppError.field(field, message);

/** Postgres unique violation: two requests raced for one mobile number or e-mail. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

export function createCustomersService(deps: {
  db: Db;
  messages: MessageSender;
  limiter: RateLimiter;
  now?: () => Date;
  /**
   * What other modules keep about a customer that must go when the account is deactivated (the
   * Senior Citizen / PWD IDs and their photos), inside the deactivation's transaction.
   */
  forgetOnDeactivation?: (tx: Executor, customerId: number) => Promise<void>;
  /** Unlocks the registration survey's U-COINs, inside the transaction that records the answers. */
  rewardSurvey: SurveyReward;
}) {
  const { db, messages, limiter } = deps;
  const now = deps.now ?? (() => new Date());
  const addresses = createAddressBook({ db, now });

  async function issueSession(tx: Executor, customer: CustomerRow, at: Date) {
    const token = randomToken();
    await repo.insertSession(tx, {
      tokenHash: tokenHash(token),
      customerId: customer.id,
      merchantId: customer.merchantId,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: new Date(at.getTime() + SESSION_IDLE_SECONDS * 1000),
    });
    return { token, customer: toCustomer(customer) };
  }

  async function issueStepToken(
    tx: Executor,
    customerId: number,
    purpose: 'registration' | 'register' | 'forgot_pin',
    minutes: number,
  ) {
    const token = randomToken();
    await repo.insertStepToken(tx, {
      tokenHash: tokenHash(token),
      customerId,
      purpose,
      expiresAt: minutesFrom(now(), minutes),
    });
    return token;
  }

  /** Sends a new code, unless one went out less than a minute ago. All or nothing. */
  async function sendCode(
    merchant: MerchantRef,
    customer: CustomerRow,
    purpose: ChallengeRow['purpose'],
    channel: ChallengeRow['channel'],
    destination: string,
  ): Promise<{ message: string }> {
    const at = now();
    const last = await repo.lastChallenge(db, customer.id, purpose);
    const wait = resendWaitSeconds(last?.createdAt ?? null, at);
    if (wait > 0)
      throw new AppError('rate_limited', `Please wait ${wait} seconds before requesting a new OTP.`, {
        retryAfterSeconds: wait,
      });
    const code = randomCode(OTP_LENGTH);
    const codeHash = await hashSecret(code);
    // Stored, then sent; a code that could not be sent is removed, so it never counts as sent.
    // (Not one transaction: the outbox sender writes through its own connection.)
    const id = await repo.insertChallenge(db, {
      customerId: customer.id,
      purpose,
      channel,
      destination,
      codeHash,
      createdAt: at,
      expiresAt: new Date(at.getTime() + OTP_TTL_SECONDS * 1000),
    });
    try {
      await messages.send({
        merchantId: merchant.id,
        channel,
        to: destination,
        subject: `${merchant.name} verification code`,
        text: `${code} is your ${merchant.name} verification code. It expires in ${OTP_TTL_SECONDS / 60} minutes. Never share it with anyone.`,
      });
    } catch (error) {
      await repo.deleteChallenge(db, id);
      throw error;
    }
    return { message: MESSAGES.otpSent };
  }

  /**
   * Checks a code against the newest live one sent there. A try is taken before the (slow) hash
   * comparison, so parallel guesses get no more than OTP_MAX_ATTEMPTS comparisons between them.
   */
  async function checkCode(challenge: ChallengeRow | undefined, otp: string): Promise<ChallengeRow> {
    if (!challenge) throw fieldError('otp', MESSAGES.invalidOtp);
    const tries = await repo.takeCodeTry(db, challenge.id, OTP_MAX_ATTEMPTS);
    if (tries === 'used') throw fieldError('otp', MESSAGES.invalidOtp);
    if (tries === 'spent') throw fieldError('otp', MESSAGES.tooManyOtpAttempts);
    if (!(await verifySecret(challenge.codeHash, otp)))
      throw fieldError('otp', tries >= OTP_MAX_ATTEMPTS ? MESSAGES.tooManyOtpAttempts : MESSAGES.invalidOtp);
    if (!(await repo.consumeChallenge(db, challenge.id, now()))) throw fieldError('otp', MESSAGES.invalidOtp);
    return challenge;
  }

  const lockedError = (seconds: number) =>
    new AppError('rate_limited', MESSAGES.locked, { retryAfterSeconds: Math.max(1, seconds) });

  /**
   * Checks a PIN, taking the try before comparing it (reserve, then verify): a locked account is
   * refused without a comparison, and however many requests arrive at once, at most MAX_PIN_FAILURES
   * of them are compared before the lock. A right PIN clears the count.
   */
  async function checkPin(customer: CustomerRow, pin: string, field: string, message: string): Promise<void> {
    const at = now();
    const taken = await repo.takePinTry(db, customer.id, at, {
      maxFailures: MAX_PIN_FAILURES,
      lockUntil: lockoutEnd(at),
    });
    if (!taken) {
      const fresh = await repo.byId(db, customer.id);
      const left = fresh ? lockedForSeconds({ failures: fresh.pinFailures, lockedUntil: fresh.lockedUntil }, at) : 0;
      throw lockedError(left || LOCKOUT_MINUTES * 60);
    }
    if (customer.pinHash && (await verifySecret(customer.pinHash, pin))) {
      await repo.clearPinFailures(db, customer.id);
      return;
    }
    if (taken.lockedUntil) throw lockedError(lockedForSeconds({ failures: 0, lockedUntil: taken.lockedUntil }, at));
    throw fieldError(field, message);
  }

  async function current(who: SignedIn): Promise<CustomerRow> {
    const row = await repo.byId(db, who.id);
    if (row?.status !== 'active')
      throw new AppError('session_expired', 'Your session has expired. Please sign in again.');
    return row;
  }

  async function registrationProblems(merchantId: number, body: { mobile_number: string; email?: string | undefined }) {
    const existing = await repo.byMobile(db, merchantId, body.mobile_number);
    if (existing?.status === 'active') throw fieldError('mobile_number', MESSAGES.mobileTaken);
    if (body.email) {
      const holder = await repo.byEmail(db, merchantId, body.email);
      if (holder && holder.id !== existing?.id) throw fieldError('email', 'The email has already been taken.');
    }
    return existing;
  }

  return {
    /** The signed-in customer's delivery addresses (addresses-service.ts). */
    addresses,

    // ——— registration ———
    async validateRegistration(
      merchant: MerchantRef,
      body: { mobile_number: string; email?: string | undefined },
      ip: string,
    ) {
      await enforce(limiter, LIMITS.register, ip);
      await registrationProblems(merchant.id, body);
      return { message: 'OK' };
    },

    /**
     * Saves a pending registration and returns the token its OTP calls name. A registration that
     * never set its PIN is simply updated by the next attempt: nothing blocks a retry.
     */
    async register(
      merchant: MerchantRef,
      body: { firstname: string; lastname: string; mobile_number: string; email?: string | undefined },
      ip: string,
    ) {
      await enforce(limiter, LIMITS.register, ip);
      const existing = await registrationProblems(merchant.id, body);
      try {
        const token = await db.transaction(async (tx) => {
          const values = { firstname: body.firstname, lastname: body.lastname, email: body.email ?? null };
          const customer = existing
            ? await repo.update(tx, existing.id, values)
            : await repo.insert(tx, {
                ...values,
                uuid: randomUUID(),
                merchantId: merchant.id,
                mobileNumber: body.mobile_number,
                status: 'pending',
              });
          return issueStepToken(tx, customer.id, 'registration', REGISTRATION_TOKEN_MINUTES);
        });
        return { token, message: 'Verify your mobile number to continue.' };
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError('mobile_number', MESSAGES.mobileTaken);
        throw error;
      }
    },

    /** Sends the registration's code to its mobile number or its e-mail. */
    async sendRegistrationCode(merchant: MerchantRef, token: string, channel: 'sms' | 'email', ip: string) {
      await enforce(limiter, LIMITS.otpSend, ip);
      const step = await repo.liveStepToken(db, tokenHash(token), now());
      const customer = step?.purpose === 'registration' ? await repo.byId(db, step.customerId) : undefined;
      if (!customer || customer.merchantId !== merchant.id || customer.status !== 'pending')
        throw fieldError('token', MESSAGES.invalidVerifyToken);
      if (channel === 'email' && !customer.email)
        throw fieldError('email', 'Add an e-mail address to receive the code by e-mail.');
      return sendCode(
        merchant,
        customer,
        'register',
        channel,
        channel === 'sms' ? customer.mobileNumber : (customer.email as string),
      );
    },

    /** Sends a code to recover the PIN, by mobile number or e-mail. */
    async forgotPin(merchant: MerchantRef, by: { mobile_number: string } | { email: string }, ip: string) {
      await enforce(limiter, LIMITS.otpSend, ip);
      const customer =
        'mobile_number' in by
          ? await repo.byMobile(db, merchant.id, by.mobile_number)
          : await repo.byEmail(db, merchant.id, by.email);
      if (!customer) throw fieldError('mobile_number' in by ? 'mobile_number' : 'email', MESSAGES.accountNotFound);
      const channel = 'mobile_number' in by ? 'sms' : 'email';
      return sendCode(merchant, customer, 'forgot_pin', channel, 'mobile_number' in by ? by.mobile_number : by.email);
    },

    /** A right code gives a single-use token for setting the PIN. */
    async verifyCode(
      merchant: MerchantRef,
      by: { mobile_number: string } | { email: string },
      otp: string,
      ip: string,
    ) {
      await enforce(limiter, LIMITS.otpVerify, ip);
      const customer =
        'mobile_number' in by
          ? await repo.byMobile(db, merchant.id, by.mobile_number)
          : await repo.byEmail(db, merchant.id, by.email);
      const channel = 'mobile_number' in by ? 'sms' : 'email';
      const destination = 'mobile_number' in by ? by.mobile_number : by.email;
      const live = customer ? await repo.liveChallenge(db, customer.id, channel, destination, now()) : undefined;
      const challenge = await checkCode(live?.purpose === 'change_mobile' ? undefined : live, otp);
      const purpose = challenge.purpose as 'register' | 'forgot_pin';
      return { token: await issueStepToken(db, challenge.customerId, purpose, VERIFY_TOKEN_MINUTES) };
    },

    /** Sets the PIN with a verified token (registration or recovery), and signs the customer in. */
    async setPin(merchant: MerchantRef, token: string, pin: string) {
      const at = now();
      const hash = tokenHash(token);
      const step = await repo.liveStepToken(db, hash, at);
      if (!step || step.purpose === 'registration') throw fieldError('token', MESSAGES.invalidVerifyToken);
      const pinHash = await hashSecret(pin);
      return db.transaction(async (tx) => {
        if (!(await repo.useStepToken(tx, hash, at))) throw fieldError('token', MESSAGES.invalidVerifyToken);
        const customer = await repo.byId(tx, step.customerId);
        if (!customer || customer.merchantId !== merchant.id || customer.status === 'deactivated')
          throw fieldError('token', MESSAGES.invalidVerifyToken);
        // A recovered PIN signs every other browser out.
        if (step.purpose === 'forgot_pin') await repo.revokeSessions(tx, customer.id, at);
        const updated = await repo.update(tx, customer.id, {
          pinHash,
          status: 'active',
          pinFailures: 0,
          lockedUntil: null,
        });
        return issueSession(tx, updated, at);
      });
    },

    // ——— signing in and out ———
    async signIn(merchant: MerchantRef, mobileNumber: string, pin: string, ip: string) {
      await enforce(limiter, LIMITS.signIn, ip);
      const customer = await repo.byMobile(db, merchant.id, mobileNumber);
      if (!customer) throw fieldError('mobile_number', MESSAGES.accountNotFound);
      if (!customer.pinHash) throw fieldError('mpin', MESSAGES.pinNotSet);
      await checkPin(customer, pin, 'mobile_number', MESSAGES.invalidCredentials);
      return issueSession(db, customer, now());
    },

    /** The customer a bearer token names: 401 when unknown, 419 when expired or revoked. */
    async authenticate(merchantId: number, token: string): Promise<SignedIn> {
      const hash = tokenHash(token);
      const row = await repo.sessionByHash(db, hash);
      if (!row || row.session.merchantId !== merchantId) throw new AppError('unauthenticated', 'Unauthenticated.');
      const at = now();
      const { session, customer } = row;
      if (session.revokedAt || session.expiresAt <= at || customer.status !== 'active')
        throw new AppError('session_expired', 'Your session has expired. Please sign in again.');
      // Slide the expiry, writing at most once a minute.
      if (at.getTime() - session.lastSeenAt.getTime() > 60_000) {
        const cap = session.createdAt.getTime() + SESSION_MAX_DAYS * 86_400_000;
        await repo.touchSession(
          db,
          session.id,
          at,
          new Date(Math.min(at.getTime() + SESSION_IDLE_SECONDS * 1000, cap)),
        );
      }
      return { id: customer.id, uuid: customer.uuid, merchantId, sessionHash: hash };
    },

    async signOut(who: SignedIn) {
      await repo.revokeSession(db, who.sessionHash, now());
      return { message: 'Signed out.' };
    },

    // ——— PIN ———
    async changePin(who: SignedIn, oldPin: string, pin: string, ip: string) {
      await enforce(limiter, LIMITS.pinCheck, ip);
      const customer = await current(who);
      await checkPin(customer, oldPin, 'oldPin', MESSAGES.wrongOldPin);
      await repo.update(db, customer.id, { pinHash: await hashSecret(pin) });
      // Other browsers signed in with the old PIN are signed out; this one stays.
      await repo.revokeSessions(db, customer.id, now(), who.sessionHash);
      return { message: 'Your PIN has been changed.' };
    },

    async validatePin(who: SignedIn, pin: string, ip: string) {
      await enforce(limiter, LIMITS.pinCheck, ip);
      await checkPin(await current(who), pin, 'pin', MESSAGES.wrongOldPin);
      return { message: 'OK' };
    },

    // ——— profile ———
    async profile(who: SignedIn) {
      return profileOf(await current(who));
    },

    async updateProfile(
      who: SignedIn,
      changes: { firstname: string; lastname: string; email?: string | null | undefined },
    ) {
      const customer = await current(who);
      if (changes.email) {
        const holder = await repo.byEmail(db, customer.merchantId, changes.email);
        if (holder && holder.id !== customer.id) throw fieldError('email', 'The email has already been taken.');
      }
      try {
        const row = await repo.update(db, customer.id, {
          firstname: changes.firstname,
          lastname: changes.lastname,
          ...(changes.email !== undefined ? { email: changes.email } : {}),
        });
        return profileOf(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError('email', 'The email has already been taken.');
        throw error;
      }
    },

    async saveBillingInfo(who: SignedIn, info: z.infer<typeof BillingInfo>) {
      const customer = await current(who);
      if (!isKnownCity(info.province_code, info.city_code))
        throw fieldError('city_code', 'Choose a city or municipality of the chosen province.');
      const row = await repo.update(db, customer.id, { billingInfo: info });
      return { data: row.billingInfo as z.infer<typeof BillingInfo> };
    },

    async deactivate(who: SignedIn, pin: string, ip: string) {
      await enforce(limiter, LIMITS.pinCheck, ip);
      const customer = await current(who);
      await checkPin(customer, pin, 'pin', MESSAGES.wrongOldPin);
      const at = now();
      await db.transaction(async (tx) => {
        await repo.update(tx, customer.id, { status: 'deactivated' });
        await repo.revokeSessions(tx, customer.id, at);
        await addresses.forget(tx, customer.id);
        await deps.forgetOnDeactivation?.(tx, customer.id);
      });
      return { message: 'Your account has been deactivated.' };
    },

    async deactivateStatus(who: SignedIn) {
      const row = await repo.byId(db, who.id);
      return { data: { deactivate_status: row?.status === 'deactivated' } };
    },

    // ——— the registration survey (the coin merchant's; absent elsewhere) ———
    /** Whether the customer took the survey and, while they have not, the merchant's survey to answer. */
    async surveyStatus(who: SignedIn, survey: MerchantSurvey | undefined): Promise<SurveyStatusResponse> {
      const taken = (await current(who)).surveyTaken;
      return { survey_taken: taken, survey: survey && !taken ? surveyToAsk(survey) : null };
    },

    /**
     * Records the answers, sets survey_taken and unlocks the reward, all in one transaction, once per
     * customer: the response's key is the customer, so of answers sent at once one is recorded and the
     * rest are refused as already taken, and nothing is written for answers that fail their checks.
     */
    async takeSurvey(
      who: SignedIn,
      survey: MerchantSurvey | undefined,
      given: SurveyAnswersBody['answers'],
    ): Promise<SurveySubmitResponse> {
      if (!survey) throw AppError.notFound(SURVEY_MESSAGES.noSurvey);
      const customer = await current(who);
      // Before the answers' checks: someone who took it has nothing left to correct.
      if (customer.surveyTaken) throw fieldError('answers', SURVEY_MESSAGES.alreadyTaken);
      const check = checkSurveyAnswers(survey, given);
      if (!check.ok) {
        const first = Object.values(check.errors)[0]?.[0] ?? SURVEY_MESSAGES.required;
        throw new AppError('validation', first, { errors: check.errors });
      }
      const owner = { merchantId: customer.merchantId, customerId: customer.id };
      const reward = await db.transaction(async (tx) => {
        if (!(await repo.insertSurveyResponse(tx, { ...owner, answers: check.answers })))
          throw fieldError('answers', SURVEY_MESSAGES.alreadyTaken);
        await repo.update(tx, customer.id, { surveyTaken: true });
        return deps.rewardSurvey(tx, owner);
      });
      return {
        survey_taken: true,
        points: reward.points,
        balance: reward.balance,
        message: SURVEY_MESSAGES.thanks(reward.points),
      };
    },

    // ——— changing the mobile number ———
    async validateNewMobile(who: SignedIn, mobileNumber: string) {
      const customer = await current(who);
      if (customer.mobileNumber === mobileNumber)
        throw fieldError('mobile_number', 'This is already your mobile number.');
      if (await repo.byMobile(db, customer.merchantId, mobileNumber))
        throw fieldError('mobile_number', MESSAGES.mobileTaken);
      return { customer };
    },

    async sendCodeToNewMobile(merchant: MerchantRef, who: SignedIn, mobileNumber: string, ip: string) {
      await enforce(limiter, LIMITS.otpSend, ip);
      const { customer } = await this.validateNewMobile(who, mobileNumber);
      return sendCode(merchant, customer, 'change_mobile', 'sms', mobileNumber);
    },

    async changeMobile(who: SignedIn, mobileNumber: string, otp: string, ip: string) {
      await enforce(limiter, LIMITS.otpVerify, ip);
      const { customer } = await this.validateNewMobile(who, mobileNumber);
      const live = await repo.liveChallenge(db, customer.id, 'sms', mobileNumber, now());
      await checkCode(live?.purpose === 'change_mobile' ? live : undefined, otp);
      try {
        return profileOf(await repo.update(db, customer.id, { mobileNumber }));
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError('mobile_number', MESSAGES.mobileTaken);
        throw error;
      }
    },

    // ——— operator look-ups (the loyalty tools) ———
    /**
     * The merchant's customer an operator names by uuid (any status: a deactivated account's records
     * can still be read) or by mobile number as customers type it (the live account holding it), with
     * the id other modules key their records by; undefined when there is none.
     */
    async findForOperator(merchantId: number, uuidOrMobile: string) {
      const named = uuidOrMobile.trim();
      const mobile = normalizeMobileNumber(named);
      const row = UUID_PATTERN.test(named)
        ? await repo.byUuid(db, merchantId, named.toLowerCase())
        : mobile
          ? await repo.byMobile(db, merchantId, mobile)
          : undefined;
      return row && { id: row.id, status: row.status, customer: toCustomer(row) };
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
