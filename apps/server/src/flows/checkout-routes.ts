/**
 * The checkout call (spec §7: POST /v7/(public/)customer/estore/cart/checkout), beside the flow it runs
 * (checkout.ts): a module never imports a flow, so the route that starts one lives with the flow.
 */
import { CheckoutBody, CheckoutResponse } from '@storefront/contracts/order';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartMerchantOf } from '../lib/cart-request';
import { bothVariants } from '../lib/variants';
import type { CustomersService } from '../modules/customers/service';
import { type Checkout, earningRateOf } from './checkout';

export async function checkoutRoutes(
  app: FastifyInstance,
  { checkout, customers }: { checkout: Checkout; customers: CustomersService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const { url, guard } of bothVariants(
    '/api/store/v7/public/customer/estore/cart/checkout',
    '/api/store/v7/customer/estore/cart/checkout',
  )) {
    r.post(
      url,
      { ...guard, schema: { tags: ['orders'], body: CheckoutBody, response: { 200: CheckoutResponse } } },
      async (req) => {
        const placed = await checkout(
          {
            ...cartMerchantOf(req),
            paymentMethods: req.merchant.profile.store_details.payment_methods,
            // A guest's order earns nothing: checkout stores the rate on a customer's order only.
            pointsRate: earningRateOf(req.merchant.profile.store_details),
            paymentWindows: req.merchant.profile.store_details.payment_window_minutes,
          },
          req.customer ? { customerId: req.customer.id } : { guestCartUuid: req.body.cart_uuid },
          req.body,
          req.customer?.uuid ?? null,
        );
        // ADR 0031: a signed-in customer's delivery address is in their address book next time. The
        // order is placed whatever happens here, so a failure is only logged.
        if (req.customer && req.body.address?.notes) {
          await customers.addresses
            .remember(req.customer, { ...req.body.address, notes: req.body.address.notes })
            .catch((error: unknown) => req.log.error({ err: error }, 'remembering the delivery address failed'));
        }
        return placed;
      },
    );
  }
}
