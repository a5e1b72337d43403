/**
 * Payment windows (issue 23, ADR 0027): an order paid online waits a limited time for its payment. A
 * signed-in customer of kainan orders with GCash (the sandbox), opens the sandbox's page and leaves it
 * without paying; the order screen says by when to pay. An operator then closes the window
 * (`POST /api/admin/orders/{uuid}/payment-window/close`), as the expiry sweep would once it passed: with
 * the screen's 5-second refresh the customer sees that the time ran out, with no Pay Now, and the payment
 * details screen refuses the payment with the same words. Axe scans both screens.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { Accounts, newCustomer } from './support/accounts';
import { E2E_ADMIN_KEY } from './support/operator';
import { placeOrder } from './support/orders-api';

const EXPIRED = 'The time to pay for this order ran out, so it was cancelled. Please order again.';
/** Manila time, with the day when the window closes after midnight (placed late in the evening). */
const PAY_BY = /(?:[A-Z][a-z]{2} \d{2}, )?\d{1,2}:\d{2} [AP]M$/.source;
const amountOf = (total: number) => `PHP ${total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('an unpaid GCash order shows by when to pay, then that the time ran out once its window closes', async ({
  page,
  request,
}) => {
  const accounts = await Accounts.start(page, request);
  const customer = newCustomer();
  const { token } = await accounts.createAccount('kainan', customer);
  await accounts.signIn('kainan', customer);
  const placed = await placeOrder(request, {
    merchant: 'kainan',
    method: 'GCASH_PAYMONGO',
    session: token,
    quantity: 1,
    clientIp: accounts.clientIp,
  });

  // The customer starts paying, reaches the sandbox's GCash page and leaves it without paying.
  await page.goto(`/kainan/checkout/gcash/details/?order=${placed.order_uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with GCash' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${PAY_BY}`) })).toBeVisible();
  await page.getByRole('button', { name: `Pay ${amountOf(placed.total)}` }).click();
  // The sandbox's own page (not the details screen's 'Pay with GCash', which a loose name would match
  // while the navigation is still on its way, and the next goto would then be aborted by it).
  await page.waitForURL(/\/api\/payments\/sandbox\//);
  await expect(page.getByRole('heading', { level: 1, name: 'GCash', exact: true })).toBeVisible();
  await page.goto(`/kainan/orders/${placed.order_uuid}`);

  // The order screen: Pay Now, and by when (Manila time).
  const payNow = page.getByRole('link', { name: 'Pay Now' });
  await expect(payNow).toBeVisible();
  await expect(page.getByText(new RegExp(`^Pay by ${PAY_BY}`))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const orderUuid = /\/orders\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  expect(orderUuid).toBe(placed.order_uuid);

  // The operator closes the window now: the order expires.
  const closed = await page.request.post(`/api/admin/orders/${orderUuid}/payment-window/close`, {
    headers: { 'X-Admin-Key': E2E_ADMIN_KEY },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  expect(((await closed.json()) as { data: { expired: boolean } }).data.expired).toBe(true);

  // Within the screen's refresh: the notice, in a live region, with the way to order again; no Pay Now.
  const notice = page.getByRole('status').filter({ hasText: EXPIRED });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  // 'Order again' puts the order back into the cart (issue 27, e2e/reorder.spec.ts).
  await expect(notice.getByRole('button', { name: 'Order again' })).toBeVisible();
  await expect(payNow).toHaveCount(0);
  await expect(page.getByText(/^Pay by /)).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Order status' })).toHaveText('Payment Expired');
  await expect(page.getByText('Not paid in time')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The payment details screen refuses it, in the same words, and leads back to the order.
  await page.goto(`/kainan/checkout/gcash/details/?order=${placed.order_uuid}`);
  await expect(page.getByRole('alert')).toHaveText(EXPIRED);
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expect(page.getByText('Pay by')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to my order' })).toHaveAttribute(
    'href',
    `/kainan/orders/${placed.order_uuid}`,
  );
  await expectNoSeriousA11yViolations(page);
});
