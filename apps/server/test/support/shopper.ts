/**
 * A guest (no session) or a signed-in customer using the cart and checkout calls as the storefront
 * does: the guest's cart id travels in the payloads once the first add has made it.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../src/app';

export const MAKATI_ADDRESS = {
  label: 'Makati City, Metro Manila',
  lat: 14.5547,
  lng: 121.0244,
  notes: '123 Ayala Ave',
};

export function shopperOf(app: App, merchantToken: string, options: { session?: string; branch: string }) {
  const { session } = options;
  let cartUuid: string | undefined;
  const family = session ? '' : 'public/';
  const post = (url: string, payload: object): Promise<LightMyRequestResponse> =>
    app.inject({
      method: 'POST',
      url: `/api/store${url}`,
      headers: { 'x-merchant-token': merchantToken, ...(session ? { authorization: `Bearer ${session}` } : {}) },
      payload: session || !cartUuid ? payload : { ...payload, cart_uuid: cartUuid },
    });
  const checkout = (payload: object = {}) =>
    post(`/v7/${family}customer/estore/cart/checkout`, {
      idempotency_key: randomUUID(),
      payment_method: 'COD',
      contact: { name: 'Juan Dela Cruz', mobile_number: '09171234567' },
      address: MAKATI_ADDRESS,
      ...payload,
    });
  return {
    /** Adds a line (200 expected); the branch is the shopper's unless another is named. */
    async add(productUuid: string, quantity = 1, branchUuid = options.branch) {
      const res = await post(`/v5/${family}customer/estore/cart/item/add`, {
        branch_uuid: branchUuid,
        product_uuid: productUuid,
        quantity,
      });
      expect(res.statusCode, res.body).toBe(200);
      cartUuid ??= res.json().cart_uuid ?? undefined;
    },
    list: () => post(`/v5/${family}customer/estore/cart/item/list`, {}),
    deliveryType: (payload: object) => post(`/v5/${family}customer/estore/cart/delivery_type/update`, payload),
    checkout,
    /** Checks out (200 expected) and returns the order's uuid. */
    async placeOrder(payload: object = {}): Promise<string> {
      const res = await checkout(payload);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.order_uuid;
    },
  };
}
