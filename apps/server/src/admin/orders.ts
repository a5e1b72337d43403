/**
 * Operator calls on orders, behind the admin key (X-Admin-Key): look an order up, move its sub-orders
 * along, decide its Senior Citizen / PWD discount (ADR 0020) and see the ID photo it was placed with,
 * close an unpaid order's payment window now (ADR 0027).
 * `npm run order` hands its work to a running server through these (an embedded database has a single
 * opener). Orders are named by uuid or by their 8-character reference.
 */
import { DiscountType, SpecialDiscountDecisionBody } from '@storefront/contracts/special-discount';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { closePaymentWindowNow } from '../flows/expire-payment-windows';
import { AppError } from '../lib/app-error';
import type { OrdersService } from '../modules/orders/service';
import type { PaymentsService } from '../modules/payments/service';

export const OrderStatusRequest = z.object({
  /** processing, dispatched (or pick_up), delivered (or claimed), cancelled. */
  status: z.string().trim().min(1, { message: 'Give the status to move to.' }).max(40),
  /** One sub-order; without it every live sub-order of the order moves. */
  sub_order_uuid: z.uuid({ message: 'expected a sub-order uuid' }).optional(),
  /** Why the store cancelled (shown to the customer); a default is used without it. */
  reason: z.string().trim().max(200).optional(),
});

const OrderParam = z.object({ order: z.string().max(100) });
const OrderPhotoParams = OrderParam.extend({ type: DiscountType });

export async function adminOrderRoutes(
  app: FastifyInstance,
  opts: {
    orders: OrdersService;
    payments: Pick<PaymentsService, 'settleBeforeExpiry'>;
    checkKey: (request: FastifyRequest) => Promise<void>;
    /** The clock a closed window is due by (the app's; tests move it). */
    now?: (() => Date) | undefined;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { config: { public: true }, preHandler: opts.checkKey } as const;
  const now = opts.now ?? (() => new Date());

  r.get('/api/admin/orders/:order', { ...common, schema: { hide: true, params: OrderParam } }, (req) =>
    opts.orders.operator.show(req.params.order),
  );

  r.post(
    '/api/admin/orders/:order/status',
    { ...common, schema: { hide: true, params: OrderParam, body: OrderStatusRequest } },
    async (req) => {
      const result = await opts.orders.operator.setStatus(req.params.order, req.body);
      req.log.info(
        { order: result.order.order_uuid, status: req.body.status, moved: result.moved },
        'operator moved an order',
      );
      return result;
    },
  );

  r.post(
    '/api/admin/orders/:order/special-discount',
    { ...common, schema: { hide: true, params: OrderParam, body: SpecialDiscountDecisionBody } },
    async (req) => {
      const result = await opts.orders.operator.decideSpecialDiscount(req.params.order, req.body);
      // The note may name the customer: it is not logged.
      req.log.info(
        { order: result.order.order_uuid, decision: req.body.decision, cancelled: result.cancelled },
        'operator decided a special discount',
      );
      return result;
    },
  );

  /**
   * Closes an unpaid order's payment window now (ADR 0027): its attempts are asked of their providers
   * first (a payment already taken pays it, and nothing expires), then it expires and gives back what it
   * held. 422 on `order` when no window is open; `expired` false when the order turned out paid.
   */
  r.post(
    '/api/admin/orders/:order/payment-window/close',
    { ...common, schema: { hide: true, params: OrderParam } },
    async (req) => {
      const result = await closePaymentWindowNow(
        { orders: opts.orders, payments: opts.payments },
        req.params.order,
        now(),
      );
      req.log.info({ order: req.params.order, expired: result.data.expired }, 'operator closed a payment window');
      return result;
    },
  );

  /** The photo of the ID the order was placed with, while it is kept (30 days after the decision). */
  r.get(
    '/api/admin/orders/:order/special-discount/:type/photo',
    { ...common, schema: { hide: true, params: OrderPhotoParams } },
    async (req, reply) => {
      const photo = await opts.orders.operator.specialDiscountPhoto(req.params.order, req.params.type);
      if (!photo) throw AppError.notFound('No ID photo is kept for this order.');
      return reply
        .header('Content-Type', photo.contentType)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(photo.bytes);
    },
  );
}
