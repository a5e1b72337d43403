/**
 * Rewards service (spec §7 tag F), for signed-in customers: the paged list, one reward with the caller's
 * redemptions, and the redeem. A merchant without loyalty (`store_details.enable_loyalty` off) offers no
 * rewards: every call answers 404.
 */
import {
  REWARD_MESSAGES,
  RedeemRewardBody,
  RedeemRewardResponse,
  RewardDetailsResponse,
  RewardIdParams,
  RewardsListBody,
  RewardsListResponse,
  RewardsPageParams,
} from '@storefront/contracts/rewards';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { SIGNED_IN } from '../../../lib/variants';
import type { RewardsService } from './service';

const tags = ['rewards'];
const REWARDS = '/api/rewards/rewards/customer';

/** Signed in (SIGNED_IN first), then the merchant must run loyalty. */
const WITH_LOYALTY = {
  preHandler: [
    SIGNED_IN.preHandler,
    async (req: FastifyRequest) => {
      if (!req.merchant.profile.store_details.enable_loyalty) throw AppError.notFound(REWARD_MESSAGES.noRewards);
    },
  ],
};

export async function rewardRoutes(app: FastifyInstance, { rewards }: { rewards: RewardsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    `${REWARDS}/all/:page`,
    {
      ...WITH_LOYALTY,
      schema: { tags, params: RewardsPageParams, body: RewardsListBody, response: { 200: RewardsListResponse } },
    },
    (req) => rewards.list(req.merchant.id, req.params.page),
  );

  r.get(
    `${REWARDS}/view/:id`,
    { ...WITH_LOYALTY, schema: { tags, params: RewardIdParams, response: { 200: RewardDetailsResponse } } },
    async (req) => ({ data: await rewards.details(req.merchant.id, req.customer.id, req.params.id) }),
  );

  r.post(
    `${REWARDS}/redeem`,
    { ...WITH_LOYALTY, schema: { tags, body: RedeemRewardBody, response: { 200: RedeemRewardResponse } } },
    (req) => rewards.redeem(req.merchant.id, req.customer.id, req.body),
  );
}
