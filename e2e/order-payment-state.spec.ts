/**
 * An order paid online whose payment failed or ran out of time (issue 26), as a new customer of kainan
 * meets it on a phone (390 px) and a desktop: the order screen's status, the Upcoming list and the
 * invoice say 'Payment Failed' (not the merchant's 'Order received') with Pay Now, and no Follow Up is
 * offered; once the operator closes the payment window they say 'Payment Expired', without Pay Now.
 * Long unbroken customer text (a 149-character note on the item and on the address) never makes the
 * order screen or the invoice wider than the phone. Screenshots go to .tmp/screens/orders/.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { Accounts, newCustomer } from './support/accounts';
import { E2E_ADMIN_KEY } from './support/operator';
import { placeOrder } from './support/orders-api';

const SCREENS = '.tmp/screens/orders';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** The longest note the cart takes (spec §5: 149 characters), with no space to break at. */
const LONG_NOTE = 'N'.repeat(60) + '0123456789'.repeat(8) + 'END'.repeat(3);
const amountOf = (total: number) => `PHP ${total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** Nothing wider than the viewport: no sideways scrolling. */
async function expectNoHorizontalOverflow(page: Page) {
  // The browser's globals, typed here: the e2e project compiles without the DOM library.
  type Browser = { document: { documentElement: { scrollWidth: number } }; innerWidth: number };
  const { scrollWidth, viewport } = await page.evaluate(() => {
    const browser = globalThis as unknown as Browser;
    return { scrollWidth: browser.document.documentElement.scrollWidth, viewport: browser.innerWidth };
  });
  expect(scrollWidth).toBeLessThanOrEqual(viewport);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}

test('a failed GCash payment reads Payment Failed with Pay Now, on the order, the list and the invoice; then expired', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  expect(LONG_NOTE).toHaveLength(149);
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
    remarks: LONG_NOTE,
    addressNotes: LONG_NOTE,
  });

  // The customer pays with GCash on the sandbox's page, and it fails.
  await page.goto(`/kainan/checkout/gcash/details/?order=${placed.order_uuid}`);
  await page.getByRole('button', { name: `Pay ${amountOf(placed.total)}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'GCash', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();

  // The order screen on a phone: the status says so, Pay Now right under it, no Follow Up; nothing overflows.
  await page.setViewportSize(PHONE);
  await page.goto(`/kainan/orders/${placed.order_uuid}`);
  await expect(page.getByRole('status', { name: 'Order status' })).toHaveText('Payment Failed');
  const notice = page.getByRole('status').filter({ hasText: 'Your payment did not go through. Please try again.' });
  await expect(notice.getByRole('link', { name: 'Pay Now' })).toHaveAttribute(
    'href',
    `/kainan/checkout/gcash/details/?order=${placed.order_uuid}`,
  );
  // 'Order received' only as the step passed; the current step is the failed payment.
  await expect(page.locator('[aria-current="step"]')).toHaveText('Payment Failed');
  await expect(page.getByText('Order received', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /Follow/ })).toHaveCount(0);
  await expect(page.getByText(`Notes: ${LONG_NOTE}`)).toBeVisible();
  await expect(page.getByText(LONG_NOTE, { exact: true })).toBeVisible(); // the address's notes
  await expectNoHorizontalOverflow(page);
  await shoot(page, 'order-payment-failed-390');
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(DESKTOP);
  await expectNoHorizontalOverflow(page);
  await shoot(page, 'order-payment-failed-1280');

  // Upcoming: the card says it too, with Pay Now to the payment screen.
  await page.setViewportSize(PHONE);
  await page.goto('/kainan/orders/upcoming');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: /^Order #/ }) })
    .first();
  await expect(card).toContainText('Payment Failed');
  await expect(card.getByRole('link', { name: /^Pay Now/ })).toHaveAttribute(
    'href',
    `/kainan/checkout/gcash/details/?order=${placed.order_uuid}`,
  );
  await expectNoHorizontalOverflow(page);
  await shoot(page, 'orders-upcoming-payment-failed-390');
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(DESKTOP);
  await shoot(page, 'orders-upcoming-payment-failed-1280');

  // The invoice (its signed link from the order screen) at 390 px: the status, the payment, Pay Now.
  await page.goto(`/kainan/orders/${placed.order_uuid}`);
  const invoiceUrl = await page.getByRole('link', { name: /View Invoice/ }).getAttribute('href');
  expect(invoiceUrl).toBeTruthy();
  await page.setViewportSize(PHONE);
  await page.goto(invoiceUrl as string);
  await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('GCash (Payment failed)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay Now' })).toHaveAttribute(
    'href',
    `/kainan/checkout/gcash/details/?order=${placed.order_uuid}`,
  );
  await expect(page.getByText(`Note: ${LONG_NOTE}`)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await shoot(page, 'invoice-payment-failed-390');
  await page.setViewportSize(DESKTOP);
  await shoot(page, 'invoice-payment-failed-1280');

  // The operator closes the payment window: expired everywhere, and no Pay Now any more.
  const closed = await page.request.post(`/api/admin/orders/${placed.order_uuid}/payment-window/close`, {
    headers: { 'X-Admin-Key': E2E_ADMIN_KEY },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  await page.reload();
  await expect(page.getByText('Payment Expired', { exact: true })).toBeVisible();
  await expect(page.getByText('GCash (Not paid in time)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);

  await page.setViewportSize(PHONE);
  await page.goto(`/kainan/orders/${placed.order_uuid}`);
  await expect(page.getByRole('status', { name: 'Order status' })).toHaveText('Payment Expired');
  await expect(page.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await shoot(page, 'order-payment-expired-390');
  await page.goto('/kainan/orders/past');
  const past = page.getByRole('article').first();
  await expect(past).toContainText('Payment Expired');
  await expect(past.getByRole('link', { name: /Pay Now/ })).toHaveCount(0);
});

test('a long unbroken note on a cash order wraps on the order screen and the invoice at 390 px', async ({
  page,
  request,
}) => {
  const accounts = await Accounts.start(page, request);
  const customer = newCustomer();
  const { token } = await accounts.createAccount('kainan', customer);
  await accounts.signIn('kainan', customer);
  const placed = await placeOrder(request, {
    merchant: 'kainan',
    method: 'COD',
    session: token,
    clientIp: accounts.clientIp,
    remarks: LONG_NOTE,
    addressNotes: LONG_NOTE,
  });
  await page.setViewportSize(PHONE);
  await page.goto(`/kainan/orders/${placed.order_uuid}`);
  await expect(page.getByText(`Notes: ${LONG_NOTE}`)).toBeVisible();
  // Cash on delivery: nothing to pay online, so Follow Up is offered.
  await expect(page.getByRole('button', { name: /Follow Up/ })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await shoot(page, 'order-long-note-390');
  const invoiceUrl = await page.getByRole('link', { name: /View Invoice/ }).getAttribute('href');
  await page.goto(invoiceUrl as string);
  await expect(page.getByText(`Note: ${LONG_NOTE}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await shoot(page, 'invoice-long-note-390');
});
