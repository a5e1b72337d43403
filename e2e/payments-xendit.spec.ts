/**
 * Xendit's methods at ushop (issue 22) through the built-in sandbox (the e2e server has no Xendit
 * settings): ShopeePay on the sandbox's hosted page; QR Ph shown on our own waiting screen and paid as
 * the customer's phone would, the screen moving on by itself; and checkout telling apart two methods
 * that share a label by their provider ('via PayMongo' / 'via Xendit'). Axe scans the QR screen.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { Accounts, newCustomer } from './support/accounts';
import { CartPage } from './support/cart';
import { LOCATION_STORAGE_KEY } from './support/location';
import { placeOrder } from './support/orders-api';
import { answerSurveyThroughApi } from './support/points';
import { Storefront } from './support/storefront';

test.describe.configure({ mode: 'parallel' });

/** A signed-in ushop customer with an order paid by `method`, waiting for its payment. */
async function customerWithOrder(page: Page, request: Parameters<typeof placeOrder>[0], method: string) {
  const accounts = await Accounts.start(page, request);
  const customer = newCustomer();
  const { token } = await accounts.createAccount('ushop', customer);
  await answerSurveyThroughApi(request, { merchant: 'ushop', session: token, clientIp: accounts.clientIp });
  await accounts.signIn('ushop', customer);
  return placeOrder(request, { merchant: 'ushop', method, session: token, quantity: 2, clientIp: accounts.clientIp });
}

const amountOf = (total: number) => `PHP ${total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('a customer pays with ShopeePay on the sandbox page and lands on the success page', async ({ page, request }) => {
  const order = await customerWithOrder(page, request, 'SHOPEEPAY_XENDIT');
  await page.goto(`/ushop/checkout/shopeepay/details/?order=${order.order_uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with ShopeePay' })).toBeVisible();
  await expect(page.getByText(amountOf(order.total), { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Pay ${amountOf(order.total)}` }).click();
  // The sandbox's hosted page, standing in for ShopeePay's.
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  await expect(page.getByRole('heading', { level: 1, name: 'ShopeePay' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  await expect(page).toHaveURL(`/ushop/checkout/payment/success?order=${order.order_uuid}`);
});

test('QR Ph: the code is shown with the amount, and the screen moves on once the phone has paid it', async ({
  page,
  request,
}) => {
  const order = await customerWithOrder(page, request, 'QRPH_XENDIT');
  await page.goto(`/ushop/checkout/qrph/details/?order=${order.order_uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with QR Ph' })).toBeVisible();
  await page.getByRole('button', { name: `Pay ${amountOf(order.total)}` }).click();

  // Our own screen shows the code (not the sandbox's page, which stands in for the phone).
  await expect(page).toHaveURL(/\/ushop\/checkout\/qrph\/payment\?order=[0-9a-f-]{36}&transaction=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with QR Ph' })).toBeVisible();
  const code = page.getByRole('img', { name: 'QR Ph code' });
  await expect(code).toBeVisible();
  await expect(code.locator('svg')).toBeVisible();
  await expect(page.getByText(amountOf(order.total), { exact: true })).toBeVisible();
  await expect(page.getByText('Scan this code with your banking or e-wallet app to pay.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page);

  // The phone pays: the test payment page's Pay button, from this browser (it holds the page's key).
  const testPage = page.getByRole('link', { name: 'Open the test payment page' });
  const href = (await testPage.getAttribute('href')) as string;
  expect(href).toMatch(/\/api\/payments\/sandbox\//);
  const paid = await page.request.post(`${new URL(href, page.url()).href}/pay`);
  expect(paid.ok(), await paid.text()).toBe(true);

  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  await expect(page).toHaveURL(`/ushop/checkout/payment/success?order=${order.order_uuid}`);
});

test("checkout names the provider under methods that share a label: cards and GCash, 'via …'", async ({ page }) => {
  const katipunan = { label: 'Loyola Heights, Quezon City, Metro Manila', lat: 14.6391, lng: 121.0767 };
  await page.addInitScript(
    `localStorage.setItem(${JSON.stringify(LOCATION_STORAGE_KEY)}, ${JSON.stringify(JSON.stringify(katipunan))})`,
  );
  const storefront = new Storefront(page);
  await storefront.openStore('ushop', 'ushop-express-katipunan');
  const modal = await storefront.openProduct('Coca-Cola Original 1.5 L');
  await modal.addToCart.click();
  await expect(modal.dialog).toBeHidden();
  await new CartPage(page).expectCount(1);
  await page.goto('/ushop/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  const methods = page.getByRole('group', { name: 'Payment Method' });
  // The spec's label stays as it is; the provider is a second line, and in the radio's name after it.
  await expect(methods.getByRole('radio', { name: 'Local Debit/Credit Cards' })).toHaveCount(2);
  for (const provider of ['PayMongo', 'Xendit'])
    await expect(
      methods.getByRole('radio', { name: `Local Debit/Credit Cards via ${provider}`, exact: true }),
    ).toBeVisible();
  for (const provider of ['Paynamics', 'Xendit'])
    await expect(methods.getByRole('radio', { name: `GCash via ${provider}`, exact: true })).toBeVisible();
  await expect(methods.getByText('via PayMongo', { exact: true })).toBeVisible();
  await expect(methods.getByText('via Xendit', { exact: true })).toHaveCount(2);
  // Labels no other method shares have no second line.
  for (const name of ['ShopeePay', 'QR Ph', 'Maya', 'UnionBank - Direct Debit', 'GrabPay'])
    await expect(methods.getByRole('radio', { name, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
