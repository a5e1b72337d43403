/**
 * Card and e-wallet payments through the built-in sandbox provider (ADR 0010): a signed-in customer's
 * order is placed through the API, then the customer pays in the browser on the full-screen payment
 * routes and the sandbox's hosted page. Axe scans the details, success and failed screens.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { Accounts, newCustomer } from './support/accounts';
import { placeOrder } from './support/orders-api';

test.describe.configure({ mode: 'parallel' });

/** A signed-in customer of kainan with an order paid by `method`, waiting for its payment. */
async function customerWithOrder(page: Page, request: Parameters<typeof placeOrder>[0], method: string) {
  const accounts = await Accounts.start(page, request);
  const customer = newCustomer();
  const { token } = await accounts.createAccount('kainan', customer);
  await accounts.signIn('kainan', customer);
  const order = await placeOrder(request, {
    merchant: 'kainan',
    method,
    session: token,
    quantity: 1,
    clientIp: accounts.clientIp,
  });
  expect(order.total).toBeGreaterThanOrEqual(100); // PayMongo methods start at ₱100
  return order;
}

const amountOf = (total: number) => `PHP ${total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('a customer pays by card on the sandbox page and sees the success screen', async ({ page, request }) => {
  const order = await customerWithOrder(page, request, 'CC_PAYMONGO');
  await page.goto(`/kainan/checkout/card/details/?order=${order.order_uuid}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Card Details' })).toBeVisible();
  await expect(page.getByText(amountOf(order.total), { exact: true })).toBeVisible();
  await expect(page.getByText('Local Debit/Credit Cards')).toBeVisible();
  // Full screen: no navbar or footer.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: `Pay ${amountOf(order.total)}` }).click();
  // The sandbox's hosted page.
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/pi_sbx_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Card payment' })).toBeVisible();
  await expect(page.getByText(amountOf(order.total), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  await expect(page).toHaveURL(`/kainan/checkout/payment/success?order=${order.order_uuid}`);
  await expect(page.getByText('We received your payment')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('link', { name: 'View my order' })).toHaveAttribute(
    'href',
    `/kainan/orders/${order.order_uuid}`,
  );
});

test('an e-wallet payment fails, then Try again pays it', async ({ page, request }) => {
  const order = await customerWithOrder(page, request, 'GCASH_PAYMONGO');
  await page.goto(`/kainan/checkout/gcash/details/?order=${order.order_uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with GCash' })).toBeVisible();
  await page.getByRole('button', { name: `Pay ${amountOf(order.total)}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'GCash' })).toBeVisible();
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
  await expect(page).toHaveURL(`/kainan/checkout/payment/failed?order=${order.order_uuid}`);
  await expect(page.getByText('Your payment did not go through.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to my order' })).toHaveAttribute(
    'href',
    `/kainan/orders/${order.order_uuid}`,
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with GCash' })).toBeVisible();
  await page.getByRole('button', { name: `Pay ${amountOf(order.total)}` }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
});

test('the app return pages say the outcome without a merchant', async ({ page }) => {
  await page.goto('/app/payment/success');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  await page.goto('/app/payment/failed');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
