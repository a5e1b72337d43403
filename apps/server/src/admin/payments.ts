/**
 * Operator calls on payments, behind the admin key (X-Admin-Key): reconciliation (issue 24) — every
 * payment in a range of Manila dates on which the provider and the order disagree
 * (flows/reconcile-payments.ts). Read-only. `npm run order -- reconcile` hands its work to a running
 * server through here (an embedded database has a single opener).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RANGE_MESSAGES, type ReconcileDeps, rangeProblem, reconcilePayments } from '../flows/reconcile-payments';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const Day = z.string({ message: RANGE_MESSAGES.date }).trim().regex(DATE, { message: RANGE_MESSAGES.date });

export const ReconciliationQuery = z
  .object({
    from: Day,
    to: Day,
    /** Also asks each unpaid attempt's provider whether it was paid after all (one call each: slow). */
    check_providers: z
      .enum(['true', 'false', '1', '0'], { message: "check_providers is 'true' or 'false'." })
      .optional()
      .transform((v) => v === 'true' || v === '1'),
  })
  .superRefine((q, ctx) => {
    // A date of the wrong shape is named once, by its field's own check.
    if (!DATE.test(q.from) || !DATE.test(q.to)) return;
    const problem = rangeProblem(q.from, q.to);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });

export async function adminPaymentRoutes(
  app: FastifyInstance,
  opts: ReconcileDeps & {
    checkKey: (request: FastifyRequest) => Promise<void>;
    /** The clock a refund's age is read by (the app's; tests move it). */
    now?: (() => Date) | undefined;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const now = opts.now ?? (() => new Date());

  /** 200 `{ data: [{ kind, order_uuid, reference, transaction_number, provider, amount, detail, at }] }`; 422 on a bad range. */
  r.get(
    '/api/admin/payments/reconciliation',
    { config: { public: true }, preHandler: opts.checkKey, schema: { hide: true, querystring: ReconciliationQuery } },
    async (req) => {
      const { from, to, check_providers } = req.query;
      const data = await reconcilePayments(opts, { from, to, checkProviders: check_providers, now: now() });
      req.log.info({ from, to, check_providers, listed: data.length }, 'operator reconciled payments');
      return { data };
    },
  );
}
