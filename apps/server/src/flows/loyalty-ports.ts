/**
 * The loyalty ledger as other modules need it (ports they declare, filled in here so no module imports
 * another): orders earn and take back points; the coin merchant's survey unlocks its U-COINs. And what
 * loyalty needs of others: a discount reward issues its promo code through the discounts module.
 */
import { toCentavos } from '@storefront/domain/money';
import { SURVEY_REWARD_POINTS } from '@storefront/domain/points';
import type { PointsTender } from '../modules/cart/pay-with-points';
import type { SurveyReward } from '../modules/customers/survey';
import type { DiscountsService } from '../modules/discounts/service';
import type { OwnedPromoCodeIssuer } from '../modules/loyalty/rewards/service';
import type { LoyaltyService } from '../modules/loyalty/service';
import type { MerchantsService } from '../modules/merchants/service';
import { type PaidPointsReturner, returnedKeyOf } from '../modules/orders/pay-with-points';
import type { OrderPoints, OrderPointsLedger } from '../modules/orders/points';
import type { PointsSpender } from './checkout';

/**
 * An order's credit is keyed by its uuid (once per order); each reversal by its own key, which begins
 * with the order's uuid (the history names both 'Order XXXXXXXX').
 */
export function orderPointsLedger(loyalty: LoyaltyService): OrderPointsLedger {
  const change = (o: OrderPoints, type: 'Earn Points' | 'Reverse Points', sourceKey: string) => ({
    merchantId: o.merchantId,
    customerId: o.customerId,
    type,
    points: o.points,
    source: 'order' as const,
    sourceKey,
  });
  return {
    async credit(tx, earned) {
      await loyalty.credit(change(earned, 'Earn Points', earned.orderUuid), tx);
    },
    takeBack: (tx, reversal) => loyalty.takeBack(change(reversal, 'Reverse Points', reversal.reversalKey), tx),
  };
}

/**
 * Pay with points on the cart: what a point pays at the merchant (its file, cached with the merchant)
 * while it takes points at checkout, and the customer's balance.
 */
export function cartPointsTender(
  loyalty: Pick<LoyaltyService, 'balance'>,
  merchants: Pick<MerchantsService, 'findById'>,
): PointsTender {
  return {
    async centavosPerPoint(merchantId) {
      const store = (await merchants.findById(merchantId))?.profile.store_details;
      return store?.pay_with_points_estore_enabled ? toCentavos(store.points_value) : null;
    },
    balance: (merchantId, customerId) => loyalty.balance(merchantId, customerId),
  };
}

/**
 * Checkout spends the points an order is paid with in its transaction, keyed by the order's uuid; a
 * released order gives them back once, keyed apart (both 'Pay with Points', named 'Order XXXXXXXX').
 */
export function checkoutPointsSpender(loyalty: Pick<LoyaltyService, 'spend'>): PointsSpender {
  return async (tx, paid) => {
    const { orderUuid, ...owner } = paid;
    await loyalty.spend({ ...owner, type: 'Pay with Points', source: 'order', sourceKey: orderUuid }, tx);
  };
}

export function paidPointsReturner(loyalty: Pick<LoyaltyService, 'credit'>): PaidPointsReturner {
  return {
    async giveBack(tx, paid) {
      const { orderUuid, ...owner } = paid;
      await loyalty.credit(
        { ...owner, type: 'Pay with Points', source: 'order', sourceKey: returnedKeyOf(orderUuid) },
        tx,
      );
    },
  };
}

/** Answering the survey credits its U-COINs once per customer (Achievement Unlock). */
export function surveyReward(loyalty: LoyaltyService): SurveyReward {
  return async (tx, who) => {
    const { movement } = await loyalty.credit(
      {
        ...who,
        type: 'Achievement Unlock',
        points: SURVEY_REWARD_POINTS,
        source: 'survey',
        sourceKey: 'registration',
      },
      tx,
    );
    return { points: SURVEY_REWARD_POINTS, balance: movement.balanceAfter };
  };
}

/** A discount reward's promo code: the reward's rule, for the customer who redeemed it alone. */
export function rewardPromoCodes(discounts: Pick<DiscountsService, 'issueOwned'>): OwnedPromoCodeIssuer {
  return (tx, { rule, ...code }) =>
    discounts.issueOwned(tx, {
      ...code,
      kind: rule.kind,
      value: rule.value,
      maxDiscount: rule.maxDiscount,
      minSubtotal: rule.minSubtotal,
    });
}
