/**
 * What the cart's calls (the cart itself, promo codes, the special discount, the tenders, checkout) read
 * off a request besides its body: the merchant's cart rules, and where the customer is.
 */
import type { FastifyRequest } from 'fastify';

/** The merchant as the cart needs it (the cart module's CartMerchant). */
export const cartMerchantOf = (req: FastifyRequest) => ({
  id: req.merchant.id,
  allowPurchaseMultiple: req.merchant.profile.store_details.allow_purchase_multiple,
});

/** The customer's position from a body's optional coordinates; null unless both are given. */
export const positionOf = (body: { customer_lat?: number | undefined; customer_lng?: number | undefined }) =>
  body.customer_lat !== undefined && body.customer_lng !== undefined
    ? { lat: body.customer_lat, lng: body.customer_lng }
    : null;
