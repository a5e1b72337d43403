/**
 * Pay with points (spec §7: POST /v1/customer/pay-with-points/details and /redeem; ADR 0024): signed-in
 * only. A merchant that does not take points at checkout answers 404 with the reason.
 */
import {
  PayWithPointsDetailsBody,
  PayWithPointsDetailsResponse,
  PayWithPointsRedeemBody,
  PayWithPointsRedeemResponse,
} from '@storefront/contracts/pay-with-points';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartMerchantOf, positionOf } from '../../lib/cart-request';
import { SIGNED_IN } from '../../lib/variants';
import type { CartService } from './service';

const tags = ['cart'];

export async function payWithPointsRoutes(app: FastifyInstance, { cart }: { cart: CartService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/store/v1/customer/pay-with-points/details',
    {
      ...SIGNED_IN,
      schema: { tags, body: PayWithPointsDetailsBody, response: { 200: PayWithPointsDetailsResponse } },
    },
    (req) => cart.pointsDetails(cartMerchantOf(req), req.customer.id, positionOf(req.body)),
  );

  r.post(
    '/api/store/v1/customer/pay-with-points/redeem',
    {
      ...SIGNED_IN,
      schema: { tags, body: PayWithPointsRedeemBody, response: { 200: PayWithPointsRedeemResponse } },
    },
    (req) => cart.redeemPoints(cartMerchantOf(req), req.customer.id, req.body.points, positionOf(req.body)),
  );
}
