/**
 * Points and transactions services (spec §7, tag F): the signed-in customer's points balance with this
 * merchant, for the navbar badge (spec §2) and My Points, and the history of their points.
 */
import {
  PointsBalanceResponse,
  TransactionHistoryParams,
  TransactionHistoryResponse,
} from '@storefront/contracts/points';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../lib/variants';
import type { LoyaltyService } from './service';

const tags = ['points'];
const historyTags = ['transactions'];

export async function loyaltyRoutes(app: FastifyInstance, { loyalty }: { loyalty: LoyaltyService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/points/customer/balance',
    { ...SIGNED_IN, schema: { tags, response: { 200: PointsBalanceResponse } } },
    async (req) => ({ balance: await loyalty.balance(req.merchant.id, req.customer.id) }),
  );

  r.get(
    '/api/transactions/transaction/customer/history/:currentPage',
    {
      ...SIGNED_IN,
      schema: { tags: historyTags, params: TransactionHistoryParams, response: { 200: TransactionHistoryResponse } },
    },
    async (req) =>
      loyalty.history(
        req.merchant.id,
        req.customer.id,
        req.params.currentPage,
        req.merchant.profile.settings.enable_points_view,
      ),
  );
}
