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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartMerchantOf, positionOf } from '../../lib/cart-request';
import { SIGNED_IN } from '../../lib/variants';
import type { CartService } from './service';

const tags = ['cart'];

export async function medPadalaRoutes(app: FastifyInstance, { cart }: { cart: CartService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/store/v1/customer/estore/cart/med-padala/save',
    { ...SIGNED_IN, schema: { tags, body: WalletSaveBody, response: { 200: WalletSaveResponse } } },
    (req) => cart.saveWalletCredit(cartMerchantOf(req), req.customer.id, req.ip, req.body, positionOf(req.body)),
  );

  r.post(
    '/api/store/v1/customer/estore/cart/med-padala/remove',
    { ...SIGNED_IN, schema: { tags, body: WalletRemoveBody, response: { 200: WalletRemoveResponse } } },
    (req) => cart.removeWalletCredit(cartMerchantOf(req), req.customer.id, req.body.code, positionOf(req.body)),
  );
}
