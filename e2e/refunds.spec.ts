/**
 * Refunds (issue 24, ADR 0028): a signed-in customer pays an order with GCash on the sandbox's page,
 * cancels it from the order screen — the dialog says the payment will be refunded — and the order screen
 * then shows the refund: in progress, or refunded to GCash once the sandbox refunded it (the screen
 * refreshes every 5 seconds). Axe scans the dialog and the order screen with its refund.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { Accounts, newCustomer } from './support/accounts';
import { placeOrder } from './support/orders-api';

const amountOf = (total: number) => `PHP ${total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('a paid order cancelled by the customer shows the refund', async ({ page, request }) => {
  const accounts = await Accounts.start(page, request);
  const customer = newCustomer();
  const { token } = await accounts.createAccount('kainan', customer);
  await accounts.signIn('kainan', customer);
  const order = await placeOrder(request, {
    merchant: 'kainan',
    method: 'GCASH_PAYMONGO',
    session: token,
    quantity: 1,
    clientIp: accounts.clientIp,
  });
  const amount = amountOf(order.total);

  // Paid with GCash on the sandbox's page.
  await page.goto(`/kainan/checkout/gcash/details/?order=${order.order_uuid}`);
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await page.waitForURL(/\/api\/payments\/sandbox\//);
  await expect(page.getByRole('heading', { level: 1, name: 'GCash', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();

  // Cancelled from the order screen: the dialog says the payment goes back before the customer confirms.
  await page.goto(`/kainan/orders/${order.order_uuid}`);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByText('Paid', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog.getByText('You paid by GCash: your payment will be refunded.')).toBeVisible();
  await dialog.getByRole('radio').first().check();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Confirm Cancellation' }).click();
  const done = page.getByRole('dialog', { name: 'Order cancelled' });
  await expect(done).toContainText('Your order has been cancelled.');
  await done.getByRole('button', { name: 'OK' }).click();

  // The refund, as it stands: refunded to GCash once the sandbox did it (the next refresh), or on its way.
  await expect(payment.getByRole('heading', { name: 'Refund' })).toBeVisible();
  const message = payment.getByRole('status').filter({ hasText: amount });
  await expect(message).toHaveText(
    new RegExp(
      `^(${amount} was refunded to your GCash\\.|We are refunding ${amount} to your GCash\\. It can take up to 7 banking days to reach you\\.)$`,
    ),
  );
  await expect(payment.getByText(/^(Refunded|Refund in progress)$/)).toBeVisible();
  // The sandbox refunds at once: within a refresh or two the screen says it is done.
  await expect(message).toHaveText(`${amount} was refunded to your GCash.`, { timeout: 15_000 });
  await expect(payment.getByText('Refunded', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
