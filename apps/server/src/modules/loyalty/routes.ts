/**
 * Points service (spec §7, tag F): the signed-in customer's points balance with this merchant, for the
 * navbar badge (spec §2) and My Points.
 */
import { PointsBalanceResponse } from '@storefront/contracts/points';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../lib/variants';
import type { LoyaltyService } from './service';

const tags = ['points'];

export async function loyaltyRoutes(app: FastifyInstance, { loyalty }: { loyalty: LoyaltyService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/points/customer/balance',
    { ...SIGNED_IN, schema: { tags, response: { 200: PointsBalanceResponse } } },
    async (req) => ({ balance: await loyalty.balance(req.merchant.id, req.customer.id) }),
  );
}
