/**
 * Orders (spec §2 Orders routes and route rule 4, §4 Order statuses shown and Cancel order): a customer
 * finds an order under My Orders, opens it and cancels it; an operator's status change shows on the
 * open order screen without a reload; a guest opening a customer's order link is sent Home.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { Accounts, newCustomer } from './support/accounts';
import { merchantFile } from './support/merchants';
import { moveOrder, OrdersScreen, referenceOf } from './support/orders';
import { placeOrder } from './support/orders-api';
import { Storefront, urlPath } from './support/storefront';

test.describe.configure({ mode: 'parallel' });

/** kainan's order-status designs and cancellation reasons (merchants/kainan/merchant.json). */
const kainan = merchantFile('kainan') as unknown as {
  design: { order_status_designs: Record<string, { label: string }> };
  store_details: { cancellation_reasons: string[] };
};
const LABEL = (status: string) => kainan.design.order_status_designs[status]?.label as string;
const REASON = kainan.store_details.cancellation_reasons[1] as string;

/** A signed-in customer in the browser with one cash-on-delivery order placed through the API. */
async function customerWithOrder(page: Page, request: APIRequestContext) {
  const accounts = await Accounts.start(page, request);
  const customer = newCustomer({ firstname: 'Liza' });
  const { token } = await accounts.createAccount('kainan', customer);
  const order = await placeOrder(request, {
    merchant: 'kainan',
    method: 'COD',
    session: token,
    clientIp: accounts.clientIp,
  });
  await accounts.signIn('kainan', customer);
  return { accounts, order };
}

test('My Orders → the order under Upcoming → cancel it with a reason → Cancelled, and it moves to Past', async ({
  page,
  request,
}) => {
  const { accounts, order } = await customerWithOrder(page, request);
  const orders = new OrdersScreen(page);

  const menu = await accounts.openUserMenu();
  await menu.getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(urlPath('/kainan/orders/upcoming'));
  await expect(orders.tab('Upcoming')).toHaveAttribute('aria-current', 'page');
  const card = orders.card(order.order_uuid);
  await expect(card).toContainText(LABEL('pending'));
  await expect(card).toContainText('Cash on Delivery');
  await expect(card).toContainText(/PHP \d{1,3}(,\d{3})*\.\d{2}/);
  await expectNoSeriousA11yViolations(page);

  await orders.openOrder(order.order_uuid);
  await expect(orders.status).toHaveText(LABEL('pending'));
  await expect(page.getByRole('link', { name: /View Invoice/ })).toHaveAttribute('target', '_blank');
  await expectNoSeriousA11yViolations(page);

  const done = await orders.cancel(REASON);
  await expect(done).toContainText('Status: Cancelled');
  await expectNoSeriousA11yViolations(page);
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(orders.status).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await expect(page.getByText(`Reason for cancelling: ${REASON}`)).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(urlPath('/kainan/orders/upcoming'));
  await expect(orders.card(order.order_uuid)).toHaveCount(0);
  await orders.tab('Past').click();
  await expect(page).toHaveURL(urlPath('/kainan/orders/past'));
  await expect(orders.card(order.order_uuid)).toContainText('Cancelled');
});

test("an operator's status changes show on the open order screen without a reload", async ({ page, request }) => {
  const { accounts, order } = await customerWithOrder(page, request);
  const orders = new OrdersScreen(page);
  await accounts.storefront.open('kainan', `orders/${order.order_uuid}`);
  await expect(orders.status).toHaveText(LABEL('pending'));
  // A marker that disappears on a reload: the screen must change in place.
  await page.evaluate(() => {
    (globalThis as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  await moveOrder(request, order.order_uuid, 'processing');
  await expect(orders.status).toHaveText(LABEL('processing'), { timeout: 15_000 });
  await moveOrder(request, order.order_uuid, 'dispatched');
  await moveOrder(request, order.order_uuid, 'delivered');
  await expect(orders.status).toHaveText(LABEL('delivered'), { timeout: 15_000 });
  expect(await page.evaluate(() => (globalThis as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  // Delivered: it may no longer be cancelled, and it is a past order now.
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await accounts.storefront.open('kainan', 'orders/past');
  await expect(orders.card(order.order_uuid)).toContainText(LABEL('delivered'));
});

test("route rule 4: a guest opening a customer's order link is sent Home; a guest's own order opens", async ({
  page,
  request,
  browser,
}) => {
  const { order } = await customerWithOrder(page, request);
  const guestOrder = await placeOrder(request, { merchant: 'kainan', method: 'COD' });

  // Another browser, never signed in.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const guest = await context.newPage();
  const guestOrders = new OrdersScreen(guest);
  await guest.goto(`/kainan/orders/${order.order_uuid}`);
  await expect(guest).toHaveURL(urlPath('/kainan/'));
  await expect(guest.getByRole('heading', { name: `Order #${referenceOf(order.order_uuid)}` })).toHaveCount(0);

  await new Storefront(guest).open('kainan', `orders/${guestOrder.order_uuid}`);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(`Order #${referenceOf(guestOrder.order_uuid)}`);
  await expect(guestOrders.status).toHaveText(LABEL('pending'));
  // A guest can neither cancel nor follow up.
  await expect(guest.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await expect(guest.getByRole('button', { name: /Follow Up/ })).toHaveCount(0);
  await context.close();
});
