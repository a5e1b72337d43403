/**
 * The medicine wallet (issue 21; docs/adr/0025-medicine-wallet.md): the operator issues credits with a
 * code and a PIN; a signed-in customer reads a credit's balance and puts some on the cart with both;
 * checkout debits what the cart uses in its transaction; a released order gives it back once. Other
 * modules reach this one through ports filled in flows/wallet-ports.ts.
 */
import { randomInt } from 'node:crypto';
import {
  MED_PADALA_MESSAGES,
  MED_PADALA_TYPE,
  WALLET_CODE_ALPHABET,
  WALLET_CODE_LENGTH,
  WALLET_ERROR_FIELD,
} from '@storefront/contracts/med-padala';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Limit, RateLimiter } from '../../lib/rate-limiter';
import { hashSecret, randomCode, verifySecret } from '../../lib/secrets';
import type { Merchant } from '../merchants/service';
import { walletsRepository as repo } from './repository';

/**
 * Wrong PINs, counted per wallet code, per account and per address, as the account PIN is: 10 in 10
 * minutes each. A try is reserved before the PIN is checked (so parallel guesses cannot all reach the
 * hash), and given back when the PIN was right.
 */
export const WALLET_PIN_LIMIT: Limit = { name: 'wallet-pin', max: 10, windowSeconds: 600 };

/** A credit as the cart and checkout know it. */
export type VerifiedCredit = { id: number; code: string; balance: number };

export type WalletsService = ReturnType<typeof createWalletsService>;

const newCode = () =>
  Array.from({ length: WALLET_CODE_LENGTH }, () => WALLET_CODE_ALPHABET[randomInt(WALLET_CODE_ALPHABET.length)]).join(
    '',
  );

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/** Whether the merchant lists the medicine wallet in settings.customizations.estore_wallets. */
export const offersMedPadala = (merchant: Pick<Merchant, 'profile'> | null | undefined) =>
  merchant?.profile.settings.customizations.estore_wallets.some((w) => w.type === MED_PADALA_TYPE) ?? false;

export function createWalletsService(deps: { db: Db; limiter: RateLimiter; now?: () => Date }) {
  const { db, limiter } = deps;
  const now = deps.now ?? (() => new Date());
  // An unknown code is checked against this, so it costs what a wrong PIN costs (no timing tell).
  let decoy: Promise<string> | undefined;

  /** Reserves a try on every key; 429 when any is spent (the reserved ones stay counted). */
  async function reserve(keys: string[]) {
    let wait = 0;
    for (const key of keys) wait = Math.max(wait, await limiter.hit(WALLET_PIN_LIMIT, key));
    if (wait > 0) throw new AppError('rate_limited', MED_PADALA_MESSAGES.tooManyTries, { retryAfterSeconds: wait });
  }

  return {
    /**
     * The credit named by `code` and `pin`, for `customerId` at `ip`: throttled before the PIN is
     * checked; an unknown code and a wrong PIN answer alike (422 on `pin`).
     */
    async verify(q: { merchantId: number; customerId: number; ip: string; code: string; pin: string }) {
      const keys = [`code:${q.merchantId}:${q.code}`, `customer:${q.customerId}`, `ip:${q.ip}`];
      await reserve(keys);
      const credit = await repo.byCode(db, q.merchantId, MED_PADALA_TYPE, q.code);
      decoy ??= hashSecret(randomCode(6));
      const right = await verifySecret(credit?.pinHash ?? (await decoy), q.pin);
      if (!credit || !right) throw AppError.field('pin', MED_PADALA_MESSAGES.wrong);
      // The right PIN proves the tries were not guesses.
      for (const key of keys) await limiter.forgive(WALLET_PIN_LIMIT, key);
      return { id: credit.id, code: credit.code, balance: credit.balance } satisfies VerifiedCredit;
    },

    /** The operator issues a credit: a fresh code (retried on the rare clash) and a PIN shown once. */
    async issue(merchantId: number, amount: number) {
      const pin = randomCode(6);
      const pinHash = await hashSecret(pin);
      for (let attempt = 0; ; attempt++) {
        const code = newCode();
        try {
          await repo.insertCredit(db, { merchantId, type: MED_PADALA_TYPE, code, pinHash, amount });
          return { code, pin, amount };
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 5) throw error;
        }
      }
    },

    onCart: (cartId: number) => repo.onCart(db, cartId),
    apply: (cartId: number, creditId: number, amount: number) => repo.apply(db, cartId, creditId, amount),
    remove: (cartId: number, creditId: number) => repo.remove(db, cartId, creditId),

    /**
     * Checkout's debits, in its transaction: each credit's amount taken by a guarded update and recorded
     * against the order. A balance that no longer holds it refuses the checkout (422 on `wallet`), and
     * the transaction rolls back with nothing written.
     */
    async debit(tx: Executor, orderUuid: string, credits: readonly { creditId: number; amount: number }[]) {
      for (const { creditId, amount } of credits) {
        if (amount <= 0) continue;
        if (!(await repo.debit(tx, creditId, amount)))
          throw AppError.field(WALLET_ERROR_FIELD, MED_PADALA_MESSAGES.notEnough);
        await repo.recordDebit(tx, orderUuid, creditId, amount);
      }
    },

    /** A released order's debits go back to their credits, once however many releases race. */
    async giveBack(tx: Executor, orderUuid: string) {
      for (const { creditId, amount } of await repo.markReturned(tx, orderUuid, now()))
        await repo.credit(tx, creditId, amount);
    },
  };
}
