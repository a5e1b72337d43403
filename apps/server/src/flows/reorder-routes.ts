/**
 * The reorder call (ours, ADR 0004 and 0032: POST /api/store/v1/(public/)customer/estore/order/reorder),
 * beside the flow it runs: a module never imports a flow. The public variant serves guests, whose
 * order is theirs by its link and whose cart is the one named in the payload.
 */
import { ReorderBody, ReorderResponse } from '@storefront/contracts/reorder';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartMerchantOf } from '../lib/cart-request';
import { bothVariants } from '../lib/variants';
import type { Reorder } from './reorder';

export const REORDER_PATHS = {
  guest: '/api/store/v1/public/customer/estore/order/reorder',
  customer: '/api/store/v1/customer/estore/order/reorder',
} as const;

export async function reorderRoutes(app: FastifyInstance, { reorder }: { reorder: Reorder }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const { url, guard } of bothVariants(REORDER_PATHS.guest, REORDER_PATHS.customer)) {
    r.post(
      url,
      { ...guard, schema: { tags: ['orders'], body: ReorderBody, response: { 200: ReorderResponse } } },
      (req) =>
        reorder(
          cartMerchantOf(req),
          req.customer ? { customerId: req.customer.id } : { guestCartUuid: req.body.cart_uuid },
          req.customer ? { customerId: req.customer.id, customerUuid: req.customer.uuid } : null,
          req.body.order_uuid.toLowerCase(),
        ),
    );
  }
}
