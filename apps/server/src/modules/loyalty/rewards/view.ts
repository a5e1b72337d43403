/**
 * Rewards as the calls answer them (contracts rewards.ts): money in pesos, times as ISO strings, and
 * whether a reward can be redeemed now.
 */
import type { RewardDiscount, RewardRedemption, RewardSummary } from '@storefront/contracts/rewards';
import { fromCentavos } from '@storefront/domain/money';
import type { RewardDiscountRule } from '../tables';
import type { RedemptionWithReward, RewardRow } from './repository';

/** Inside its redeeming window: opened (inclusive) and not closed (exclusive). */
export const inWindow = (reward: RewardRow, at: Date) =>
  (!reward.startsAt || reward.startsAt <= at) && (!reward.endsAt || at < reward.endsAt);

export const hasStock = (reward: RewardRow) => reward.stock === null || reward.redeemed < reward.stock;

/** On, in its window and in stock: whether anyone could redeem it now (points aside). */
export const isAvailable = (reward: RewardRow, at: Date) => reward.active && inWindow(reward, at) && hasStock(reward);

export function summaryOf(reward: RewardRow, at: Date): RewardSummary {
  return {
    uuid: reward.uuid,
    name: reward.name,
    description: reward.description,
    image: reward.image,
    points_cost: reward.pointsCost,
    kind: reward.discount ? 'discount' : 'item',
    stock_left: reward.stock === null ? null : Math.max(0, reward.stock - reward.redeemed),
    valid_from: reward.startsAt?.toISOString() ?? null,
    valid_until: reward.endsAt?.toISOString() ?? null,
    available: isAvailable(reward, at),
  };
}

export function discountOf(rule: RewardDiscountRule): RewardDiscount {
  return {
    promo_code_type: rule.kind,
    value: rule.kind === 'percentage' ? rule.value : fromCentavos(rule.value),
    max_discount: rule.maxDiscount === null ? null : fromCentavos(rule.maxDiscount),
    min_subtotal: fromCentavos(rule.minSubtotal),
    valid_days: rule.validDays,
  };
}

export function redemptionOf(r: RedemptionWithReward): RewardRedemption {
  return {
    uuid: r.uuid,
    reward_uuid: r.rewardUuid,
    reward_name: r.rewardName,
    points: r.points,
    claim_code: r.claimCode,
    promo_code: r.promoCode,
    created_at: r.createdAt.toISOString(),
    expires_at: r.expiresAt?.toISOString() ?? null,
  };
}
