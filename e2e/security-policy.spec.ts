/**
 * The Content-Security-Policy breaks no screen: every screen a customer walks through, as a guest and
 * signed in, records no `securitypolicyviolation` event and logs no CSP error. A too-strict policy
 * fails here (a blocked style, tile, image or API call); a too-lax one is caught by the server's tests.
 * Also: the default /favicon.ico, so the 404 page loads nothing that fails.
 */
import { expect, type Page, test } from '@playwright/test';
import { Accounts, newCustomer } from './support/accounts';
import { CartPage } from './support/cart';
import { LocationPicker } from './support/location';
import { OrdersScreen } from './support/orders';
import { placeOrder } from './support/orders-api';
import { Storefront } from './support/storefront';

test.describe.configure({ mode: 'parallel' });

type Violation = { directive: string; blocked: string; source: string };

/**
 * Records every policy violation of every document the page opens (window.__cspViolations, reset by
 * a full page load: `expectNoViolations` before each one) and every console message about the policy.
 */
async function watchPolicy(page: Page) {
  // A script, not a function: the e2e project is typed without the DOM.
  await page.addInitScript(`
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: event.sourceFile + ':' + event.lineNumber,
      });
    });
  `);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/content.security.policy|refused to/i.test(message.text())) consoleErrors.push(message.text());
  });
  /** Fails naming the screen and what was blocked. */
  return async function expectNoViolations(screen: string) {
    const violations = await page.evaluate<Violation[]>('window.__cspViolations');
    expect(violations, `policy violations on ${screen}`).toEqual([]);
    expect(consoleErrors, `CSP console errors by ${screen}`).toEqual([]);
  };
}

const MAKATI = 'Makati City, Metro Manila';

test('a guest: home, store, product, cart, checkout, location picker and map, the order and its invoice', async ({
  page,
}) => {
  const expectNoViolations = await watchPolicy(page);
  const storefront = new Storefront(page);
  const picker = new LocationPicker(page);

  await storefront.open('kainan'); // the session pop-up is a dialog too
  await expect(storefront.homeTitle).toBeVisible();
  await expectNoViolations('home');

  await picker.choose('Makati', MAKATI);
  await picker.openMap();
  await expect(picker.mapDialog.locator('.leaflet-container')).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoViolations('the location picker and its map');

  await storefront.openStore('kainan', 'lutong-bahay-ayala');
  const modal = await storefront.openProduct('Chicken Adobo Rice Meal');
  await expectNoViolations('store and product modal');
  await modal.addToCart.click();
  await expect(modal.dialog).toBeHidden();

  const cart = new CartPage(page);
  await cart.expectCount(1);
  const mini = await cart.openMiniCart();
  await mini.getByRole('link', { name: 'View Cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
  await expectNoViolations('cart');

  await page.goto('/kainan/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Juan Dela Cruz');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('09171234567');
  await page.getByRole('textbox', { name: /House no\./ }).fill('Unit 5B, 123 Ayala Ave');
  await expectNoViolations('checkout');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order #[0-9A-F]{8}$/ })).toBeVisible();
  await expectNoViolations('the order');

  // The invoice is a server page with its own policy.
  const invoice = await page.getByRole('link', { name: /View Invoice/ }).getAttribute('href');
  await page.goto(invoice as string);
  await expect(page.getByText('Chicken Adobo Rice Meal')).toBeVisible();
  await expectNoViolations('the invoice');
});

test('a customer: sign-in and registration screens, My Orders, the order, card payment to success', async ({
  page,
  request,
}) => {
  const expectNoViolations = await watchPolicy(page);
  const accounts = await Accounts.start(page, request);
  const storefront = accounts.storefront;

  await storefront.open('kainan');
  await storefront.signIn.click();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Create Account', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expectNoViolations('sign-in and registration');

  const customer = newCustomer();
  const { token } = await accounts.createAccount('kainan', customer);
  await accounts.signIn('kainan', customer);
  const order = await placeOrder(request, {
    merchant: 'kainan',
    method: 'CC_PAYMONGO',
    session: token,
    quantity: 1,
    clientIp: accounts.clientIp,
  });
  await expectNoViolations('signing in');

  const menu = await accounts.openUserMenu();
  await menu.getByRole('link', { name: 'My Orders' }).click();
  const orders = new OrdersScreen(page);
  await orders.openOrder(order.order_uuid);
  await expectNoViolations('My Orders and the order');

  await page.goto(`/kainan/checkout/card/details/?order=${order.order_uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Card Details' })).toBeVisible();
  await expectNoViolations('card details');
  await page.getByRole('button', { name: /^Pay PHP/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Card payment' })).toBeVisible();
  await expectNoViolations('the sandbox payment page');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  await expectNoViolations('payment success');
});

test('the 404 page loads cleanly, and /favicon.ico is a default icon', async ({ page }) => {
  const expectNoViolations = await watchPolicy(page);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'document' && response.status() >= 400)
      failed.push(`${response.status()} ${response.url()}`);
  });
  const response = await page.goto('/nobody/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expectNoViolations('the 404 page');
  expect(failed).toEqual([]);

  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\//);
});
