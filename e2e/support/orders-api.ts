/**
 * Placing an order through the API, for tests about what happens after checkout (paying, following,
 * cancelling): a simple in-stock product of the merchant's first branch, delivered to Makati. The
 * checkout screen itself is tested through the browser in checkout.spec.ts.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { uniqueClientIp } from './accounts';

const MAKATI = { lat: 14.5547, lng: 121.0244 };

export interface PlacedOrder {
  order_uuid: string;
  customer_uuid: string;
  payment_method: string;
  total: number;
}

export async function placeOrder(
  request: APIRequestContext,
  options: {
    merchant?: string;
    method?: string;
    /** A signed-in customer's session token; a guest order without it. */
    session?: string;
    /** Units of the product; the total must reach a PayMongo method's ₱100 minimum. */
    quantity?: number;
    clientIp?: string;
    /** The line's notes (remarks), and the address's house no. and street: customer text the screens print. */
    remarks?: string;
    addressNotes?: string;
  } = {},
): Promise<PlacedOrder> {
  const merchant = options.merchant ?? 'kainan';
  const tokenResponse = await request.post('/api/merchant/token/customer-portal', { data: { subdomain: merchant } });
  const { token } = (await tokenResponse.json()) as { token: string };
  const headers: Record<string, string> = {
    'X-Merchant-Token': token,
    'X-Forwarded-For': options.clientIp ?? uniqueClientIp(),
    ...(options.session ? { Authorization: `Bearer ${options.session}` } : {}),
  };
  const family = options.session ? '' : 'public/';
  let cartUuid: string | undefined;
  const post = async <T>(path: string, data: Record<string, unknown>): Promise<T> => {
    const body = !options.session && cartUuid ? { ...data, cart_uuid: cartUuid } : data;
    const response = await request.post(`/api/store${path}`, { headers, data: body });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };

  const { nearby } = await post<{ nearby: { uuid: string }[] }>(`/v2/${family}customer/estore/branch/nearby`, {
    customer_lat: MAKATI.lat,
    customer_lng: MAKATI.lng,
  });
  const branchUuid = nearby[0]?.uuid as string;
  const { list } = await post<{ list: { uuid: string; type: string; in_stock: boolean }[] }>(
    `/v7/${family}customer/estore/products/1`,
    { branch_uuid: branchUuid },
  );
  const product = list.find((p) => p.type === 'simple' && p.in_stock);
  expect(product, `a simple in-stock product at ${merchant}`).toBeDefined();
  const added = await post<{ cart_uuid: string | null }>(`/v5/${family}customer/estore/cart/item/add`, {
    branch_uuid: branchUuid,
    product_uuid: product?.uuid,
    quantity: options.quantity ?? 1,
    ...(options.remarks ? { remarks: options.remarks } : {}),
  });
  cartUuid = added.cart_uuid ?? undefined;
  const placed = await post<{ data: PlacedOrder }>(`/v7/${family}customer/estore/cart/checkout`, {
    idempotency_key: randomUUID(),
    payment_method: options.method ?? 'COD',
    contact: { name: 'Juan Dela Cruz', mobile_number: '09171234567' },
    address: { label: 'Makati City, Metro Manila', ...MAKATI, notes: options.addressNotes ?? '123 Ayala Ave' },
    customer_lat: MAKATI.lat,
    customer_lng: MAKATI.lng,
  });
  return placed.data;
}
