/**
 * Import: the merchant file's rewards written in the import's transaction. Each is upserted by its key
 * with a uuid made from the merchant and the key, so links to a reward survive a re-import; how many were
 * redeemed stays; one the file no longer lists is switched off, never deleted (redemptions name it).
 */
import type { MerchantConfig, RewardConfig } from '@storefront/contracts/merchant-config';
import { manilaInstant } from '@storefront/domain/manila-time';
import { toCentavos } from '@storefront/domain/money';
import type { Executor } from '../../../db/client';
import { stableUuid } from '../../../lib/uuid';
import type { RewardDiscountRule } from '../tables';
import { rewardsRepository as repo } from './repository';

/** A discount reward's rule as promo codes keep it: centavos, a percent left as it is. */
function discountRuleOf(d: NonNullable<RewardConfig['discount']>): RewardDiscountRule {
  return {
    kind: d.promo_code_type,
    value: d.promo_code_type === 'percentage' ? (d.value ?? 0) : toCentavos(d.value ?? 0),
    maxDiscount: d.max_discount === undefined ? null : toCentavos(d.max_discount),
    minSubtotal: toCentavos(d.min_subtotal),
    validDays: d.valid_days,
  };
}

export async function syncRewardsFromConfig(
  tx: Executor,
  merchant: { id: number; subdomain: string },
  config: Pick<MerchantConfig, 'rewards'>,
  image: (ref: string) => string,
): Promise<void> {
  for (const [sort, r] of config.rewards.entries()) {
    await repo.upsert(tx, {
      uuid: stableUuid(`${merchant.subdomain}/reward/${r.key}`),
      merchantId: merchant.id,
      key: r.key,
      name: r.name,
      description: r.description,
      image: r.image ? image(r.image) : null,
      pointsCost: r.points_cost,
      stock: r.stock ?? null,
      perCustomerLimit: r.per_customer_limit ?? null,
      startsAt: (r.starts_at && manilaInstant(r.starts_at)) || null,
      endsAt: (r.ends_at && manilaInstant(r.ends_at)) || null,
      terms: r.terms,
      discount: r.discount ? discountRuleOf(r.discount) : null,
      sort,
    });
  }
  await repo.deactivateExcept(
    tx,
    merchant.id,
    config.rewards.map((r) => r.key),
  );
}
