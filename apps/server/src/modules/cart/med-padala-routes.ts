/**
 * Medicine wallet on the cart (spec §7 POST /v1/customer/estore/cart/med-padala/save and /remove; ADR
 * 0025): signed-in only. A merchant without the med-padala wallet answers 404 with the reason.
 */
import {
  WalletRemoveBody,
  WalletRemoveResponse,
  WalletSaveBody,
  WalletSaveResponse,
} from '@storefront/contracts/med-padala';
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

export async function medPadalaRoutes(app: FastifyInstance, { cart }: { cart: CartService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/store/v1/customer/estore/cart/med-padala/save',
    { ...SIGNED_IN, schema: { tags, body: WalletSaveBody, response: { 200: WalletSaveResponse } } },
    (req) => cart.saveWalletCredit(merchantOf(req), req.customer.id, req.ip, req.body, positionOf(req.body)),
  );

  r.post(
    '/api/store/v1/customer/estore/cart/med-padala/remove',
    { ...SIGNED_IN, schema: { tags, body: WalletRemoveBody, response: { 200: WalletRemoveResponse } } },
    (req) => cart.removeWalletCredit(merchantOf(req), req.customer.id, req.body.code, positionOf(req.body)),
  );
}
