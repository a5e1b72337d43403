/**
 * Rewards (issue 20; docs/adr/0023-rewards-and-ecodes.md): what the merchant file offers for points, the
 * paged list, one reward with the caller's own redemptions, and the redeem — stock, points, the
 * redemption and a discount reward's promo code written in one transaction, or nothing.
 */
import { randomUUID } from 'node:crypto';
import {
  REWARD_MESSAGES,
  REWARDS_PAGE_SIZE,
  type RedeemRewardBody,
  type RedeemRewardResponse,
  type RewardDetails,
  type RewardsListResponse,
} from '@storefront/contracts/rewards';
import { pageLinks, pageWindow } from '@storefront/domain/paging';
import type { Db, Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { readableCode } from '../../../lib/readable-code';
import type { LoyaltyService } from '../service';
import type { RewardDiscountRule } from '../tables';
import { syncRewardsFromConfig } from './import-sync';
import { type RedemptionValues, type RewardRow, rewardsRepository as repo } from './repository';
import { discountOf, hasStock, inWindow, redemptionOf, summaryOf } from './view';

/** Symbols of a claim code: 2^40 codes, short enough to read out at a counter. */
const CLAIM_CODE_SYMBOLS = 8;

/**
 * Issues a promo code to one customer in the redeem's transaction (the discounts module, through
 * flows/loyalty-ports.ts): the reward's rule, working from now until `endsAt`.
 */
export type OwnedPromoCodeIssuer = (
  tx: Executor,
  code: {
    merchantId: number;
    customerId: number;
    rule: RewardDiscountRule;
    startsAt: Date;
    endsAt: Date;
    terms: string;
  },
) => Promise<{ code: string }>;

const DAY_MS = 24 * 60 * 60 * 1000;
const manilaDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Manila',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** What the owner reads under their code in Available Promo Codes. */
const promoTermsOf = (reward: RewardRow, endsAt: Date) =>
  [`Your reward: ${reward.name}. Yours alone, once, until ${manilaDate.format(endsAt)}.`, reward.terms]
    .filter(Boolean)
    .join(' ');

export function createRewardsService(deps: {
  db: Db;
  loyalty: Pick<LoyaltyService, 'spend' | 'balance'>;
  issuePromoCode: OwnedPromoCodeIssuer;
  now?: (() => Date) | undefined;
}) {
  const { db, loyalty, issuePromoCode } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Records the redemption with a claim code the merchant has not given out, checked in the transaction.
   * Two redeems drawing one code at the same moment (1 in 2^40) would both pass the check: once
   * (merchant_id, claim_code) is a unique index the insert finds it taken and draws again.
   */
  async function insertWithClaimCode(tx: Executor, values: Omit<RedemptionValues, 'claimCode'>) {
    for (let draw = 0; draw < 10; draw++) {
      const claimCode = readableCode(CLAIM_CODE_SYMBOLS);
      if (await repo.claimCodeTaken(tx, values.merchantId, claimCode)) continue;
      const row = await repo.insertRedemption(tx, { ...values, claimCode });
      if (row) return row;
    }
    throw new Error('no free claim code in 10 draws');
  }

  /**
   * The checks in the order a customer can act on them: gone, then not now, then not for you again,
   * then none left. Points come last (the spend itself).
   */
  async function refuseUnlessRedeemable(tx: Executor, reward: RewardRow, customerId: number): Promise<void> {
    if (!reward.active) throw AppError.notFound(REWARD_MESSAGES.notFound);
    if (!inWindow(reward, now())) throw AppError.field('reward_uuid', REWARD_MESSAGES.notAvailable);
    if (
      reward.perCustomerLimit !== null &&
      (await repo.countRedeemedBy(tx, reward.merchantId, customerId, reward.id)) >= reward.perCustomerLimit
    )
      throw AppError.field('reward_uuid', REWARD_MESSAGES.limitReached);
    // Read before the lock on the reward: a quick refusal when it is plainly gone; takeOne decides.
    if (!hasStock(reward)) throw AppError.field('reward_uuid', REWARD_MESSAGES.outOfStock);
  }

  return {
    /** One page of the merchant's rewards that are on, in the file's order (spec §4: 10 a page). */
    async list(merchantId: number, page: number): Promise<RewardsListResponse> {
      const { rows, total } = await repo.activePage(db, merchantId, pageWindow(page, REWARDS_PAGE_SIZE));
      const at = now();
      const links = pageLinks(page, REWARDS_PAGE_SIZE, total);
      return {
        list: rows.map((r) => summaryOf(r, at)),
        ...links,
        prev_page: page > 1 ? Math.min(page - 1, links.max_page) : null,
      };
    },

    /**
     * One reward with the caller's own redemptions of it. A reward switched off is not found — except
     * by a customer who redeemed it, who still needs their claim or promo code.
     */
    async details(merchantId: number, customerId: number, uuid: string): Promise<RewardDetails> {
      const reward = await repo.byUuid(db, merchantId, uuid);
      if (!reward) throw AppError.notFound(REWARD_MESSAGES.notFound);
      const redemptions = await repo.redemptionsOf(db, merchantId, customerId, reward.id);
      if (!reward.active && redemptions.length === 0) throw AppError.notFound(REWARD_MESSAGES.notFound);
      return {
        ...summaryOf(reward, now()),
        terms: reward.terms,
        discount: reward.discount ? discountOf(reward.discount) : null,
        per_customer_limit: reward.perCustomerLimit,
        redemptions: redemptions.map(redemptionOf),
      };
    },

    /**
     * Redeems in one transaction under the customer's lock: a key already used answers its redemption
     * (nothing spent again); otherwise the checks, the points spent ('Redeem Reward', keyed by the new
     * redemption's uuid), one taken from the stock, a discount reward's promo code, the redemption. Any
     * refusal rolls all of it back.
     */
    async redeem(merchantId: number, customerId: number, body: RedeemRewardBody): Promise<RedeemRewardResponse> {
      const done = await db.transaction(async (tx) => {
        await repo.lockCustomer(tx, customerId);
        const reward = await repo.byUuid(tx, merchantId, body.reward_uuid);
        if (!reward) throw AppError.notFound(REWARD_MESSAGES.notFound);
        const made = await repo.redemptionByKey(tx, merchantId, customerId, body.idempotency_key);
        if (made) {
          if (made.rewardId !== reward.id) throw AppError.field('idempotency_key', REWARD_MESSAGES.keyReused);
          return { redemption: made, balance: undefined };
        }
        await refuseUnlessRedeemable(tx, reward, customerId);

        const uuid = randomUUID();
        const spent = await loyalty.spend(
          {
            merchantId,
            customerId,
            type: 'Redeem Reward',
            points: reward.pointsCost,
            source: 'reward',
            sourceKey: uuid,
          },
          tx,
        );
        // Last, so the reward's row (every customer's redeems queue on it) is held for the least time.
        if (!(await repo.takeOne(tx, reward.id))) throw AppError.field('reward_uuid', REWARD_MESSAGES.outOfStock);

        const at = now();
        let promo: { code: string; expiresAt: Date } | null = null;
        if (reward.discount) {
          const endsAt = new Date(at.getTime() + reward.discount.validDays * DAY_MS);
          const { code } = await issuePromoCode(tx, {
            merchantId,
            customerId,
            rule: reward.discount,
            startsAt: at,
            endsAt,
            terms: promoTermsOf(reward, endsAt),
          });
          promo = { code, expiresAt: endsAt };
        }
        const row = await insertWithClaimCode(tx, {
          uuid,
          merchantId,
          rewardId: reward.id,
          customerId,
          idempotencyKey: body.idempotency_key,
          points: reward.pointsCost,
          promoCode: promo?.code ?? null,
          expiresAt: promo?.expiresAt ?? null,
        });
        return {
          redemption: { ...row, rewardUuid: reward.uuid, rewardName: reward.name },
          balance: spent.movement.balanceAfter,
        };
      });
      const balance = done.balance ?? (await loyalty.balance(merchantId, customerId));
      return {
        message: REWARD_MESSAGES.redeemed(done.redemption.rewardName),
        data: { redemption: redemptionOf(done.redemption), balance },
      };
    },

    syncFromConfig: syncRewardsFromConfig,
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
