/**
 * Operator calls on refunds (ADR 0028), behind the admin key: a refund the store makes by hand (a bank
 * deposit, Paynamics, or one the provider refused) is marked done once the money went back.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentsService } from '../modules/payments/service';

const RefundParam = z.object({ uuid: z.string().max(100) });

export async function adminRefundRoutes(
  app: FastifyInstance,
  opts: { payments: Pick<PaymentsService, 'refunds'>; checkKey: (request: FastifyRequest) => Promise<void> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** 'manual' or 'failed' → succeeded; 404 for an unknown uuid, 422 while the provider still works on it. */
  r.post(
    '/api/admin/refunds/:uuid/done',
    { config: { public: true }, preHandler: opts.checkKey, schema: { hide: true, params: RefundParam } },
    async (req) => {
      const refund = await opts.payments.refunds.markDone(req.params.uuid);
      req.log.info({ refund: refund.uuid }, 'operator marked a refund done');
      return { message: 'Refund marked as done.', data: refund };
    },
  );
}
