/**
 * Rewards service, earning by e-code (spec §7 "POST /rewards/customer/redeem/instant-grat/points"):
 * the signed-in customer types a printed code; a refusal answers 422 (429 when throttled) with the text
 * on `errors.message`, which the screen shows (spec §8).
 */
import { EarnByEcodeBody, EarnByEcodeResponse } from '@storefront/contracts/rewards';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../../lib/variants';
import type { EcodesService } from './service';

export async function ecodeRoutes(app: FastifyInstance, { ecodes }: { ecodes: EcodesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/rewards/rewards/customer/redeem/instant-grat/points',
    { ...SIGNED_IN, schema: { tags: ['rewards'], body: EarnByEcodeBody, response: { 200: EarnByEcodeResponse } } },
    async (req) => ecodes.earn(req.merchant, req.customer.id, req.body.code, req.ip),
  );
}
