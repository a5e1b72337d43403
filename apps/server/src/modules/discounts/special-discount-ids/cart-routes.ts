/**
 * The Senior Citizen / PWD discount on the signed-in customer's cart (spec §7 "Special discount", tag E;
 * ADR 0019):
 * - POST /api/store/v1/customer/cart/special_discount/apply — stores the selection on the cart (a promo
 *   code on it is cleared) and answers it priced; an empty list clears it.
 * - POST /api/store/v1/customer/special_discount/apply — the same body, a preview: what the selection
 *   would take off the cart now, nothing stored (the spec leaves this call undefined; ADR 0019).
 * Pricing the cart is the cart service's (`applySpecialDiscount`); this module's pricing port says which
 * IDs the types name and what the merchant's policy takes off.
 */
import { CartSpecialDiscountApplyBody, CartSpecialDiscountResponse } from '@storefront/contracts/special-discount';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartMerchantOf } from '../../../lib/cart-request';
import { SIGNED_IN } from '../../../lib/variants';
import type { CartService } from '../../cart/service';

const tags = ['special discount'];

export async function specialDiscountCartRoutes(app: FastifyInstance, { cart }: { cart: CartService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const [url, store, summary] of [
    [
      '/api/store/v1/customer/cart/special_discount/apply',
      true,
      'Apply the selected Senior Citizen / PWD IDs to the cart (clears a promo code; an empty list clears the discount)',
    ],
    [
      '/api/store/v1/customer/special_discount/apply',
      false,
      'Preview what the selected Senior Citizen / PWD IDs would take off the cart (nothing stored)',
    ],
  ] as const) {
    r.post(
      url,
      {
        ...SIGNED_IN,
        schema: { tags, summary, body: CartSpecialDiscountApplyBody, response: { 200: CartSpecialDiscountResponse } },
      },
      (req) => {
        const { customer_lat: lat, customer_lng: lng } = req.body;
        const position = lat !== undefined && lng !== undefined ? { lat, lng } : null;
        return cart.applySpecialDiscount(
          cartMerchantOf(req),
          req.customer.id,
          req.body.special_discount_types,
          position,
          store,
        );
      },
    );
  }
}
