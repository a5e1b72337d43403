/**
 * Operator calls, behind a secret key (X-Admin-Key). The merchant import command hands its file to a
 * running server through here, because an embedded PGlite database has a single opener.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ImportDeps, ImportError, importMerchant } from '../flows/import-merchant';
import { AppError } from '../lib/app-error';
import type { LoyaltyOperator } from '../modules/loyalty/operator/service';
import type { OrdersService } from '../modules/orders/service';
import type { PaymentsService } from '../modules/payments/service';
import type { AdminKeyCheck } from '../plugins/operator-auth';
import { adminLoyaltyRoutes } from './loyalty';
import { adminOrderRoutes } from './orders';
import { adminPaymentRoutes } from './payments';
import { adminRefundRoutes } from './refunds';

export const ImportRequest = z.object({
  config: z.unknown(),
  /** Files the configuration names, by relative path, base64-encoded. */
  files: z.record(z.string().max(500), z.string()).default({}),
});

export async function adminRoutes(
  app: FastifyInstance,
  opts: ImportDeps & {
    checkAdminKey: AdminKeyCheck;
    orders: OrdersService;
    payments: PaymentsService;
    loyaltyOperator: LoyaltyOperator;
    now?: (() => Date) | undefined;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  await app.register(adminOrderRoutes, {
    orders: opts.orders,
    payments: opts.payments,
    checkKey: opts.checkAdminKey,
    now: opts.now,
  });
  await app.register(adminPaymentRoutes, { ...opts, checkKey: opts.checkAdminKey });
  await app.register(adminLoyaltyRoutes, { loyaltyOperator: opts.loyaltyOperator, checkKey: opts.checkAdminKey });
  // Refunds made by hand, marked done (ADR 0028).
  await app.register(adminRefundRoutes, { payments: opts.payments, checkKey: opts.checkAdminKey });
  r.post(
    '/api/admin/merchants/import',
    {
      config: { public: true },
      bodyLimit: 100 * 1024 * 1024,
      preHandler: opts.checkAdminKey,
      schema: { hide: true, body: ImportRequest },
    },
    async (req) => {
      const files = req.body.files;
      try {
        return await importMerchant(opts, req.body.config, async (p) =>
          p in files ? Buffer.from(files[p] as string, 'base64') : undefined,
        );
      } catch (error) {
        if (error instanceof ImportError)
          throw new AppError('validation', 'The merchant file is not valid.', { errors: { config: error.problems } });
        throw error;
      }
    },
  );
}
