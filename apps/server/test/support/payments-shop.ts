/**
 * Shared set-up for the payments tests: a merchant offering every provider method, and a shopper who
 * places an order (guest or signed in) through the real cart and checkout calls.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { type ImportDeps, importMerchant } from '../../src/flows/import-merchant';
import { stableUuid } from '../../src/lib/uuid';
import { orders, subOrders } from '../../src/modules/orders/tables';
import { payments } from '../../src/modules/payments/tables';
import { branch, merchantConfig, product } from '../factories';
import { svgFiles, type TestApp, tokenOf } from '../helpers';
import { shopperOf as cartShopper } from './shopper';

export const SUBDOMAIN = 'payshop';
export const MAKATI = stableUuid(`${SUBDOMAIN}/branch/makati`);
export const LECHON = stableUuid(`${SUBDOMAIN}/product/lechon`);
export const PAYNAMICS = { merchantId: 'PAYSHOP01', merchantKey: 'paynamics-test-merchant-key' };

/** The methods the shop offers unless told otherwise. */
export const PAY_SHOP_METHODS = [
  'COD',
  'CC_PAYMONGO',
  'GCASH_PAYMONGO',
  'GRAB_PAY_PAYMONGO',
  'PAYMAYA_PAYMONGO',
  'CC_PAYNAMICS',
  'GCASH_PAYNAMICS',
];

/** A product of the shop by its key (the lechon's is LECHON). */
export const payShopProduct = (key: string) => stableUuid(`${SUBDOMAIN}/product/${key}`);

export type PayShopOptions = {
  /** The methods offered (PAY_SHOP_METHODS by default). */
  paymentMethods?: readonly string[];
  /** Products beside the lechon (order them with `shopper.order(method, quantity, payShopProduct(key))`). */
  extraProducts?: ReturnType<typeof product>[];
  /** The delivery fee in pesos (49 by default). */
  deliveryFee?: number;
};

/** Imports the shop (through `deps`, the app's own services unless given) and returns its merchant token. */
export async function loadPayShop(
  t: TestApp,
  deps: ImportDeps = t.services,
  options: PayShopOptions = {},
): Promise<string> {
  await importMerchant(
    deps,
    merchantConfig({
      subdomain: SUBDOMAIN,
      name: 'Pay Shop',
      branches: [branch('makati', { name: 'Makati', delivery_fee: { base: options.deliveryFee ?? 49, per_km: 0 } })],
      products: [product('lechon', { name: 'Lechon', price: 150 }), ...(options.extraProducts ?? [])],
      store_details: {
        cancellation_reasons: ['Changed my mind'],
        payment_methods: [...(options.paymentMethods ?? PAY_SHOP_METHODS)],
      } as never,
    }),
    svgFiles,
  );
  return tokenOf(t, SUBDOMAIN);
}

export type Shopper = ReturnType<typeof shopperOf>;

/** A guest (no session) or a signed-in customer, calling as the storefront does. */
export function shopperOf(t: TestApp, merchantToken: string, session?: string) {
  const headers = {
    'x-merchant-token': merchantToken,
    ...(session ? { authorization: `Bearer ${session}` } : {}),
  };
  const family = session ? '' : 'public/';
  /** The sandbox page keys this shopper's browser holds, by cookie path, as the start calls set them. */
  const jar = new Map<string, string>();
  const keep = (res: LightMyRequestResponse) => {
    for (const c of res.cookies as { name: string; value: string; path?: string }[])
      if (c.name === 'sandbox_key' && c.path) jar.set(c.path, `${c.name}=${c.value}`);
    return res;
  };
  /** The Cookie header a browser sends to `url`: the keys whose path is the url or a parent of it. */
  const cookieFor = (url: string) =>
    [...jar]
      .filter(([path]) => url === path || url.startsWith(`${path}/`))
      .map(([, cookie]) => cookie)
      .join('; ');
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) }).then(keep);
  return {
    session,
    /**
     * Places an order of `quantity` lechon (₱150 each + ₱49 delivery), or of another of the shop's
     * products, paid by `method`; returns its uuid.
     */
    async order(method: string, quantity = 1, productUuid = LECHON): Promise<string> {
      const cart = cartShopper(t.app, merchantToken, { ...(session ? { session } : {}), branch: MAKATI });
      await cart.add(productUuid, quantity);
      return cart.placeOrder({ payment_method: method });
    },
    card: (payload: object) => inject('POST', `/api/store/v1/${family}customer/estore/payment/paymongo/add`, payload),
    source: (payload: object) =>
      inject('POST', `/api/store/v1/${family}customer/estore/payment/paymongo/add/source`, payload),
    billing: (payload: object) => inject('POST', `/api/store/v1/${family}customer/estore/address/billing/add`, payload),
    status: (id: string) => inject('GET', `/api/payments/v1/customer/paymongo/payment/intents/${id}`),
    cancel: (id: string) => inject('DELETE', `/api/payments/v1/customer/paymongo/payment/methods/${id}`),
    summary: (orderUuid: string) => inject('GET', `/api/payments/v1/customer/payment/order/${orderUuid}`),
    paynamics: (orderUuid: string, gcash = false) =>
      inject('POST', `/api/payments/transact/paynamics${gcash ? '/gcash' : ''}`, { order_uuid: orderUuid }),
    /** transact/xendit: any Xendit method (a card's token from xendit.js in `extra`). */
    xendit: (orderUuid: string, extra: object = {}) =>
      inject('POST', '/api/payments/transact/xendit', { order_uuid: orderUuid, ...extra }),
    /** The sandbox's hosted page, opened in this shopper's browser. */
    page: (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: cookieFor(url) } }),
    /** A button of the sandbox's hosted page, pressed in this shopper's browser. */
    press: (url: string, choice: 'pay' | 'fail') => press(t, url, choice, cookieFor(url)),
    /** The page keys this browser holds (to play someone who copied one). */
    cookies: () => [...jar.values()].join('; '),
  };
}

/** The order and its sub-orders as stored. */
export async function stored(t: TestApp, orderUuid: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.uuid, orderUuid));
  if (!order) throw new Error(`no order ${orderUuid}`);
  const subs = await t.database.db.select().from(subOrders).where(eq(subOrders.orderId, order.id));
  const attempts = await t.database.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(payments.id);
  return { order, subStatuses: subs.map((s) => s.status), attempts };
}

/** The hosted page's button, as a browser posts it (an empty form), with the cookies it holds if any. */
export const press = (t: TestApp, redirectUrl: string, choice: 'pay' | 'fail', cookie = '') =>
  t.app.inject({
    method: 'POST',
    url: `${redirectUrl}/${choice}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: '',
  });
