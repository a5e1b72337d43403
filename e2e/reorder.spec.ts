/**
 * Order again (issue 27, ADR 0032): a signed-in customer of kainan ordered from two branches (Lutong
 * Bahay Ayala: Pork Adobo ×2 and Bulalo ×2 of its 3; Kape Tayo BGC: Kapeng Barako, picked up), the order
 * was delivered. From the order screen 'Order again' opens the cart with both branches back, Kape Tayo
 * still a pickup, and a notice that only 1 Bulalo was left. A second order goes back from its Past
 * orders card; the notice says all came back, and Dismiss takes it away. Screenshots at 390 and 1280 px.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { Accounts, newCustomer } from './support/accounts';
import { logisticType } from './support/logistic-type';
import { uuidOf } from './support/merchants';
import { moveOrder, OrdersScreen, referenceOf } from './support/orders';
import { placeOrder } from './support/orders-api';

const SHOTS = '.tmp/screens/reorder';
const MAKATI = { lat: 14.5547, lng: 121.0244 };
const AYALA = uuidOf.branch('kainan', 'lutong-bahay-ayala');
const BGC = uuidOf.branch('kainan', 'kape-tayo-bgc');

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A two-branch cash-on-delivery order placed through the API, then delivered by the operator. */
async function deliveredTwoBranchOrder(request: APIRequestContext, session: string, clientIp: string) {
  const tokenResponse = await request.post('/api/merchant/token/customer-portal', { data: { subdomain: 'kainan' } });
  const { token } = (await tokenResponse.json()) as { token: string };
  const headers = { 'X-Merchant-Token': token, 'X-Forwarded-For': clientIp, Authorization: `Bearer ${session}` };
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(`/api/store${path}`, { headers, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const add = (branch: string, product: string, quantity: number) =>
    post('/v5/customer/estore/cart/item/add', {
      branch_uuid: branch,
      product_uuid: uuidOf.product('kainan', product),
      quantity,
    });
  await add(AYALA, 'pork-adobo-rice-meal', 2);
  await add(AYALA, 'bulalo', 2);
  await add(BGC, 'kapeng-barako', 1);
  await post('/v5/customer/estore/cart/delivery_type/update', { branchuuid: BGC, delivery_type: 'pickup_now' });
  const placed = await post('/v7/customer/estore/cart/checkout', {
    idempotency_key: randomUUID(),
    payment_method: 'COD',
    contact: { name: 'Juan Dela Cruz', mobile_number: '09171234567' },
    address: { label: 'Makati City, Metro Manila', ...MAKATI, notes: '123 Ayala Ave' },
    customer_lat: MAKATI.lat,
    customer_lng: MAKATI.lng,
  });
  const orderUuid = placed.data.order_uuid as string;
  for (const status of ['processing', 'dispatched', 'delivered']) await moveOrder(request, orderUuid, status);
  return orderUuid;
}

test("'Order again' on a delivered two-branch order refills the cart from both branches and calls out what ran short", async ({
  page,
  request,
}) => {
  const accounts = await Accounts.start(page, request);
  const customer = newCustomer({ firstname: 'Rosa' });
  const { token } = await accounts.createAccount('kainan', customer);
  const orderUuid = await deliveredTwoBranchOrder(request, token, accounts.clientIp);
  await accounts.signIn('kainan', customer);

  await accounts.storefront.open('kainan', 'orders/past');
  const orders = new OrdersScreen(page);
  await expect(orders.card(orderUuid)).toBeVisible();
  await expect(
    orders.card(orderUuid).getByRole('button', { name: `Order again order #${referenceOf(orderUuid)}` }),
  ).toBeVisible();
  await shoot(page, 'past-orders');

  await orders.openOrder(orderUuid);
  const again = page.getByRole('button', { name: 'Order again' });
  await expect(again).toBeVisible();
  await shoot(page, 'order-screen');
  await expectNoSeriousA11yViolations(page);

  await again.click();
  await expect(page).toHaveURL((url) => url.pathname === '/kainan/cart');
  const notice = page.getByRole('status', { name: 'Order again' });
  await expect(notice).toContainText('Some items of your order are back in your cart.');
  await expect(notice.getByRole('listitem')).toHaveText(['Bulalo ×2 — Only 1 left (1 added)']);
  const ayala = page.getByRole('region', { name: 'Lutong Bahay · Ayala Makati', exact: true });
  const bgc = page.getByRole('region', { name: 'Kape Tayo · BGC High Street', exact: true });
  await expect(ayala.getByRole('button', { name: 'Edit Pork Adobo Rice Meal' })).toBeVisible();
  await expect(ayala.getByRole('button', { name: 'Edit Bulalo' })).toBeVisible();
  await expect(bgc.getByRole('button', { name: 'Edit Kapeng Barako' })).toBeVisible();
  // Re-slotted: each branch is fulfilled as on the order (Kape Tayo picked up).
  await expect(logisticType(ayala)).toHaveText('Delivery');
  await expect(logisticType(bgc)).toHaveText('Pickup');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 4 items' })).toBeVisible();
  await shoot(page, 'cart-notice');
  await expectNoSeriousA11yViolations(page);
});

test('a past order goes back from its card; the notice says all came back and can be dismissed', async ({
  page,
  request,
}) => {
  const accounts = await Accounts.start(page, request);
  const customer = newCustomer({ firstname: 'Nilo' });
  const { token } = await accounts.createAccount('kainan', customer);
  const order = await placeOrder(request, { merchant: 'kainan', session: token, clientIp: accounts.clientIp });
  for (const status of ['processing', 'dispatched', 'delivered']) await moveOrder(request, order.order_uuid, status);
  await accounts.signIn('kainan', customer);

  await accounts.storefront.open('kainan', 'orders/past');
  const card = new OrdersScreen(page).card(order.order_uuid);
  await card.getByRole('button', { name: /^Order again/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/kainan/cart');
  const notice = page.getByRole('status', { name: 'Order again' });
  await expect(notice).toHaveText(/The items of your order are back in your cart\./);
  await expect(notice.getByRole('list')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await shoot(page, 'cart-all-back');
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
});
