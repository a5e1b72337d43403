/**
 * Store service, cart calls (spec §7 "Cart"). Each call has a public variant for guests (cart_uuid in
 * the payload) and a signed-in one (Authorization header); both share a handler.
 */
import {
  Cart,
  CartChangeResponse,
  CartItemAddBody,
  CartItemDeleteBody,
  CartItemUpdateBody,
  CartItemUpdateParams,
  CartListBody,
  CheckLocationBody,
  CheckLocationResponse,
  DeliveryTypeUpdateBody,
  DeliveryTypeUpdateResponse,
  PublicCartItemUpdateBody,
} from '@storefront/contracts/cart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartMerchantOf, positionOf } from '../../lib/cart-request';
import { bothVariants, PUBLIC, SIGNED_IN } from '../../lib/variants';
import type { CartOwner, CartService } from './service';

const tags = ['cart'];

/** The signed-in customer's cart, or the guest cart named in the payload. */
const ownerOf = (req: FastifyRequest, cartUuid: string | undefined): CartOwner =>
  req.customer ? { customerId: req.customer.id } : { guestCartUuid: cartUuid };

export async function cartRoutes(app: FastifyInstance, { cart }: { cart: CartService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const { url, guard } of bothVariants(
    '/api/store/v5/public/customer/estore/cart/item/add',
    '/api/store/v5/customer/estore/cart/item/add',
  )) {
    r.post(url, { ...guard, schema: { tags, body: CartItemAddBody, response: { 200: CartChangeResponse } } }, (req) =>
      cart.add(cartMerchantOf(req), ownerOf(req, req.body.cart_uuid), {
        branchUuid: req.body.branch_uuid,
        productUuid: req.body.product_uuid,
        variationCode: req.body.variation_code,
        quantity: req.body.quantity,
        remarks: req.body.remarks,
        addOns: req.body.add_ons,
      }),
    );
  }

  const lineUpdate = (body: CartItemUpdateBody) => ({
    quantity: body.quantity,
    remarks: body.remarks,
    variationCode: body.variation_code,
    addOns: body.add_ons,
  });

  r.post(
    '/api/store/v3/customer/estore/cart/item/update/:cart_item_uuid',
    {
      ...SIGNED_IN,
      schema: { tags, params: CartItemUpdateParams, body: CartItemUpdateBody, response: { 200: CartChangeResponse } },
    },
    (req) => cart.update(cartMerchantOf(req), ownerOf(req, undefined), req.params.cart_item_uuid, lineUpdate(req.body)),
  );

  r.post(
    '/api/store/v3/public/customer/estore/cart/item/update',
    { ...PUBLIC, schema: { tags, body: PublicCartItemUpdateBody, response: { 200: CartChangeResponse } } },
    (req) =>
      cart.update(
        cartMerchantOf(req),
        { guestCartUuid: req.body.cart_uuid },
        req.body.cart_item_uuid,
        lineUpdate(req.body),
      ),
  );

  for (const { url, guard } of bothVariants(
    '/api/store/v4/public/customer/estore/cart/item/delete',
    '/api/store/v4/customer/estore/cart/item/delete',
  )) {
    r.post(
      url,
      { ...guard, schema: { tags, body: CartItemDeleteBody, response: { 200: CartChangeResponse } } },
      (req) => cart.remove(cartMerchantOf(req), ownerOf(req, req.body.cart_uuid), req.body.cart_items),
    );
  }

  for (const { url, guard } of bothVariants(
    '/api/store/v5/public/customer/estore/cart/item/list',
    '/api/store/v5/customer/estore/cart/item/list',
  )) {
    r.post(url, { ...guard, schema: { tags, body: CartListBody, response: { 200: Cart } } }, (req) =>
      req.customer
        ? cart.list(cartMerchantOf(req), ownerOf(req, undefined), positionOf(req.body), req.body.cart_uuid)
        : cart.list(cartMerchantOf(req), { guestCartUuid: req.body.cart_uuid }, positionOf(req.body)),
    );
  }

  for (const { url, guard } of bothVariants(
    '/api/store/v5/public/customer/estore/cart/delivery_type/update',
    '/api/store/v5/customer/estore/cart/delivery_type/update',
  )) {
    r.post(
      url,
      { ...guard, schema: { tags, body: DeliveryTypeUpdateBody, response: { 200: DeliveryTypeUpdateResponse } } },
      (req) =>
        cart.setDeliveryType(cartMerchantOf(req), ownerOf(req, req.body.cart_uuid), {
          branchUuid: req.body.branchuuid,
          deliveryType: req.body.delivery_type,
          deliveryDatetime: req.body.delivery_datetime ?? null,
        }),
    );
  }

  for (const { url, guard } of bothVariants(
    '/api/store/v3/public/customer/estore/cart/check/location',
    '/api/store/v3/customer/estore/cart/check/location',
  )) {
    r.post(
      url,
      { ...guard, schema: { tags, body: CheckLocationBody, response: { 200: CheckLocationResponse } } },
      (req) =>
        cart.checkLocation(req.merchant.id, ownerOf(req, req.body.cart_uuid), {
          lat: req.body.customer_lat,
          lng: req.body.customer_lng,
        }),
    );
  }
}
