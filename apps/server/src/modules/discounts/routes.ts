/**
 * Store service, promo codes (spec §7 "Voucher" and the promo-codes list; tag E), for signed-in
 * customers only: verify and save a code on the customer's cart, remove it, and the Available Promo
 * Codes list. The cart prices the code; this module decides which code was meant and whether it holds.
 */
import { PageParams } from '@storefront/contracts/common';
import {
  PromoCodesListBody,
  PromoCodesListResponse,
  VOUCHER_MESSAGES,
  VoucherBody,
  VoucherRemoveResponse,
  VoucherResponse,
} from '@storefront/contracts/voucher';
import { fromCentavos } from '@storefront/domain/money';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartMerchantOf } from '../../lib/cart-request';
import { SIGNED_IN } from '../../lib/variants';
import type { CartService } from '../cart/service';
import type { DiscountsService } from './service';

const tags = ['promo codes'];
const VOUCHER = '/api/store/v1/customer/estore/cart/voucher';

export async function discountRoutes(
  app: FastifyInstance,
  { discounts, cart }: { discounts: DiscountsService; cart: CartService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const [action, save] of [
    ['verify', false],
    ['save', true],
  ] as const) {
    r.post(
      `${VOUCHER}/${action}`,
      { ...SIGNED_IN, schema: { tags, body: VoucherBody, response: { 200: VoucherResponse } } },
      async (req) => {
        const code = await discounts.find(req.merchant.id, req.customer.id, req.body.voucher_code);
        const { customer_lat: lat, customer_lng: lng } = req.body;
        const position = lat !== undefined && lng !== undefined ? { lat, lng } : null;
        const applied = await cart.applyVoucher(cartMerchantOf(req), req.customer.id, code.id, position, save);
        return {
          message: save ? VOUCHER_MESSAGES.saved : VOUCHER_MESSAGES.verified,
          voucher_info: applied.info,
          voucher_amount: fromCentavos(applied.discount.total),
        };
      },
    );
  }

  r.get(
    `${VOUCHER}/remove`,
    { ...SIGNED_IN, schema: { tags, response: { 200: VoucherRemoveResponse } } },
    async (req) => {
      await cart.removeVoucher(req.merchant.id, req.customer.id);
      return { message: VOUCHER_MESSAGES.removed };
    },
  );

  r.post(
    '/api/store/v1/customer/estore/promo-codes/list/:page',
    {
      ...SIGNED_IN,
      schema: { tags, params: PageParams, body: PromoCodesListBody, response: { 200: PromoCodesListResponse } },
    },
    (req) =>
      discounts.available(
        req.merchant.id,
        req.customer.id,
        { branchUuids: req.body.branch_uuids, categoryIds: req.body.category_ids },
        req.params.page,
      ),
  );
}
