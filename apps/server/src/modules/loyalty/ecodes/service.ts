/**
 * E-codes (issue 20): printed codes that earn points once. Customers earn with one (reserving a try per
 * account and per address before any look-up, as the PIN check does); the operator generates batches
 * and voids codes. A use is one guarded UPDATE and its ledger credit, in one transaction, so a code
 * earns once whatever runs at once (docs/adr/0023-rewards-and-ecodes.md).
 */
import { type EarnByEcodeResponse, ECODE_MESSAGES } from '@storefront/contracts/rewards';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Limit, RateLimiter } from '../../../lib/rate-limiter';
import type { Merchant } from '../../merchants/service';
import type { LoyaltyService } from '../service';
import { ecodeHash, formatEcode, generateEcode, isWellFormedEcode, normaliseEcode } from './code';
import { ecodesRepository as repo } from './repository';

/**
 * Tries at earning, reserved before the code is looked up; a code that earns gives its tries back, so
 * only wrong codes add up and a customer with a stack of receipts is never stopped. 10 wrong codes an
 * hour is plenty for typos; 30 per address lets a household or a shop's wifi share it, while a guesser
 * rotating accounts behind one address is still held to 30 an hour.
 */
export const ECODE_LIMITS = {
  perAccount: { name: 'ecode-account', max: 10, windowSeconds: 3600 },
  perAddress: { name: 'ecode-address', max: 30, windowSeconds: 3600 },
} satisfies Record<string, Limit>;

/** A merchant without `store_details.enable_loyalty` has no points to earn: its e-code call is 404. */
export const LOYALTY_OFF = 'This store does not offer points.';

export const VOID_MESSAGES = {
  voided: (code: string) => `The code ${code} is void: it earns nothing now.`,
  alreadyVoid: (code: string) => `The code ${code} was already void.`,
  unknown: 'No such e-code for this merchant.',
  used: 'This code has already been used: a used code cannot be voided.',
} as const;

/** Codes stored per statement while generating (6 parameters each, well under PostgreSQL's 65,535). */
const INSERT_CHUNK = 1000;

/** A refusal the e-code screen shows: 422 (or 429) with the text on `errors.message` too (spec §8). */
const refusal = (message: string) => AppError.field('message', message);

/** How the merchant names its points in a message: U-COINs for the coin merchant. */
function unitOf(merchant: Pick<Merchant, 'isCoinMerchant'>, points: number): string {
  if (merchant.isCoinMerchant) return points === 1 ? 'U-COIN' : 'U-COINs';
  return points === 1 ? 'point' : 'points';
}

export type EcodeBatch = { merchantId: number; points: number; count: number; expiresAt: Date; batch: string };

export function createEcodesService(deps: {
  db: Db;
  loyalty: LoyaltyService;
  limiter: RateLimiter;
  now?: (() => Date) | undefined;
}) {
  const { db, loyalty, limiter } = deps;
  const now = deps.now ?? (() => new Date());

  /** Takes a try for the account and the address before anything is looked up; 429 over either limit. */
  async function reserveTry(customerId: number, ip: string): Promise<void> {
    const waits = await Promise.all([
      limiter.hit(ECODE_LIMITS.perAccount, String(customerId)),
      limiter.hit(ECODE_LIMITS.perAddress, ip),
    ]);
    const wait = Math.max(...waits);
    if (wait > 0)
      throw new AppError('rate_limited', ECODE_MESSAGES.tooManyTries, {
        errors: { message: [ECODE_MESSAGES.tooManyTries] },
        retryAfterSeconds: wait,
      });
  }

  async function forgiveTry(customerId: number, ip: string): Promise<void> {
    await Promise.all([
      limiter.forgive(ECODE_LIMITS.perAccount, String(customerId)),
      limiter.forgive(ECODE_LIMITS.perAddress, ip),
    ]);
  }

  /** Why a code did not earn, read after the guarded UPDATE changed nothing. */
  async function whyNot(merchantId: number, codeHash: string, at: Date): Promise<string> {
    const row = await repo.byHash(db, merchantId, codeHash);
    if (!row || row.voidedAt) return ECODE_MESSAGES.invalid;
    if (row.usedAt) return ECODE_MESSAGES.used;
    if (row.expiresAt <= at) return ECODE_MESSAGES.expired;
    // Unused, live and still not claimed: cannot follow a refused claim; say the least.
    return ECODE_MESSAGES.invalid;
  }

  return {
    /**
     * POST …/redeem/instant-grat/points: the signed-in customer earns the code's points ('Earn Points',
     * source 'ecode', keyed by the code's row), or is told why not (422 on `message`).
     */
    async earn(merchant: Merchant, customerId: number, typed: string, ip: string): Promise<EarnByEcodeResponse> {
      if (!merchant.profile.store_details.enable_loyalty) throw AppError.notFound(LOYALTY_OFF);
      await reserveTry(customerId, ip);
      const code = normaliseEcode(typed);
      if (!isWellFormedEcode(code)) throw refusal(ECODE_MESSAGES.invalid);
      const codeHash = ecodeHash(code);
      const at = now();
      const earned = await db.transaction(async (tx) => {
        const claimed = await repo.claim(tx, { merchantId: merchant.id, codeHash }, { customerId, at });
        if (!claimed) return undefined;
        const { movement } = await loyalty.credit(
          {
            merchantId: merchant.id,
            customerId,
            type: 'Earn Points',
            points: claimed.points,
            source: 'ecode',
            sourceKey: String(claimed.id),
          },
          tx,
        );
        return { points: claimed.points, balance: movement.balanceAfter };
      });
      if (!earned) throw refusal(await whyNot(merchant.id, codeHash, at));
      await forgiveTry(customerId, ip);
      return { message: ECODE_MESSAGES.earned(earned.points, unitOf(merchant, earned.points)), data: earned };
    },

    /**
     * Draws and stores a batch, all or nothing; answers the codes as printed ('ABCD-EFGH-JKMN'). They
     * exist only in this answer: the table keeps their hashes.
     */
    async generate({ merchantId, points, count, expiresAt, batch }: EcodeBatch): Promise<string[]> {
      return db.transaction(async (tx) => {
        const codes: string[] = [];
        // A repeat draw (about 1 in 10^13 per code at 10,000 codes) is skipped by the insert and drawn again.
        for (let round = 0; codes.length < count; round++) {
          if (round > count / INSERT_CHUNK + 10) throw new Error('could not draw unique e-codes');
          const drawn = new Map<string, string>();
          while (drawn.size < Math.min(count - codes.length, INSERT_CHUNK)) {
            const code = generateEcode();
            drawn.set(ecodeHash(code), code);
          }
          const stored = await repo.insertMany(
            tx,
            [...drawn.keys()].map((codeHash) => ({ merchantId, codeHash, points, batch, expiresAt })),
          );
          for (const [hash, code] of drawn) if (stored.has(hash)) codes.push(formatEcode(code));
        }
        return codes;
      });
    },

    /** Voids an unused code: 404 when the merchant has no such code, 422 when it was used; again is fine. */
    async void(merchantId: number, typed: string): Promise<{ message: string }> {
      const code = normaliseEcode(typed);
      if (!isWellFormedEcode(code)) throw AppError.notFound(VOID_MESSAGES.unknown);
      const codeHash = ecodeHash(code);
      const printed = formatEcode(code);
      if (await repo.voidUnused(db, merchantId, codeHash, now())) return { message: VOID_MESSAGES.voided(printed) };
      const row = await repo.byHash(db, merchantId, codeHash);
      if (!row) throw AppError.notFound(VOID_MESSAGES.unknown);
      if (row.usedAt) throw AppError.field('code', VOID_MESSAGES.used);
      return { message: VOID_MESSAGES.alreadyVoid(printed) };
    },
  };
}

export type EcodesService = ReturnType<typeof createEcodesService>;
