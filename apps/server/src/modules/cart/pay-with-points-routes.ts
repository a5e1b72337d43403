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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../lib/variants';
import type { CartMerchant, CartService } from './service';

const tags = ['cart'];

const merchantOf = (req: FastifyRequest): CartMerchant => ({
  id: req.merchant.id,
  allowPurchaseMultiple: req.merchant.profile.store_details.allow_purchase_multiple,
});

const positionOf = (body: { customer_lat?: number | undefined; customer_lng?: number | undefined }) =>
  body.customer_lat !== undefined && body.customer_lng !== undefined
    ? { lat: body.customer_lat, lng: body.customer_lng }
    : null;

export async function payWithPointsRoutes(app: FastifyInstance, { cart }: { cart: CartService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/store/v1/customer/pay-with-points/details',
    {
      ...SIGNED_IN,
      schema: { tags, body: PayWithPointsDetailsBody, response: { 200: PayWithPointsDetailsResponse } },
    },
    (req) => cart.pointsDetails(merchantOf(req), req.customer.id, positionOf(req.body)),
  );

  r.post(
    '/api/store/v1/customer/pay-with-points/redeem',
    {
      ...SIGNED_IN,
      schema: { tags, body: PayWithPointsRedeemBody, response: { 200: PayWithPointsRedeemResponse } },
    },
    (req) => cart.redeemPoints(merchantOf(req), req.customer.id, req.body.points, positionOf(req.body)),
  );
}
