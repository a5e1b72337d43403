/**
 * The merchant's Guidelines (issue 30, spec §3 "Pages: … guideline (mechanics)") at /{subdomain}/guidelines,
 * reached from My Points and from Available Promo Codes; and the external delivery-site entry (spec §2
 * "An external link entry for a delivery site"), which only botika configures (merchants/botika/merchant.json).
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { Accounts, newCustomer } from './support/accounts';
import { CartPage } from './support/cart';
import { Discounts } from './support/discounts';
import { LOCATION_STORAGE_KEY } from './support/location';
import { answerSurveyThroughApi } from './support/points';
import { Storefront, urlPath } from './support/storefront';

test.describe.configure({ mode: 'parallel' });

const SCREENS = '.tmp/screens/looseends';
const DELIVERY_SITE = 'https://delivery.botika.example/';

/** A dialog stays where it is: its screen is the viewport, not the whole page behind it. */
async function screenshots(page: Page, name: string, { fullPage = true } = {}) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage, animations: 'disabled' });
  }
}

test("ushop's Guidelines show its U-COIN mechanics, sanitised, in the app's layout", async ({ page }) => {
  await new Storefront(page).open('ushop', 'guidelines');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guidelines');
  await expect(page).toHaveTitle(/Guidelines/);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2 })).toHaveText('U-COIN mechanics');
  await expect(article.getByRole('listitem')).toHaveCount(4);
  await expect(article).toContainText('Earn 1 U-COIN for every ₱50 spent.');
  // In the layout: the navbar and the footer are there.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'guidelines');
});

test('My Points links to the Guidelines', async ({ page, request }) => {
  const accounts = await Accounts.start(page, request);
  const customer = newCustomer({ firstname: 'Gina' });
  const { token } = await accounts.createAccount('ushop', customer);
  await answerSurveyThroughApi(request, { merchant: 'ushop', session: token, clientIp: accounts.clientIp });
  await accounts.signIn('ushop', customer);
  await page.goto('/ushop/my-points');
  const balance = page.getByRole('region', { name: 'Your balance' });
  await expect(balance.getByRole('link', { name: 'Transaction History' })).toBeVisible();
  await screenshots(page, 'my-points');
  await balance.getByRole('link', { name: 'Guidelines' }).click();
  await expect(page).toHaveURL(urlPath('/ushop/guidelines'));
  await expect(page.getByRole('article')).toContainText('U-COIN mechanics');
});

/** A signed-in kainan customer with one product in the cart, on Checkout. */
async function atCheckout(page: Page, request: APIRequestContext) {
  const makati = { label: 'Makati City, Metro Manila', lat: 14.5547, lng: 121.0244 };
  await page.addInitScript(
    `localStorage.setItem(${JSON.stringify(LOCATION_STORAGE_KEY)}, ${JSON.stringify(JSON.stringify(makati))})`,
  );
  const accounts = await Accounts.start(page, request);
  const customer = newCustomer();
  await accounts.createAccount('kainan', customer);
  await accounts.signIn('kainan', customer);
  const storefront = new Storefront(page);
  await storefront.openStore('kainan', 'lutong-bahay-ayala');
  const modal = await storefront.openProduct('Chicken Adobo Rice Meal');
  await modal.addToCart.click();
  await expect(modal.dialog).toBeHidden();
  await new CartPage(page).expectCount(1);
  await page.goto('/kainan/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

test('Available Promo Codes links to the Guidelines, in a new tab so Checkout stays', async ({ page, request }) => {
  await atCheckout(page, request);
  const discounts = new Discounts(page);
  await discounts.open();
  const codes = await discounts.viewAvailableVouchers();
  const link = codes.getByRole('link', { name: 'Guidelines (opens in a new tab)' });
  await expect(link).toHaveAttribute('href', '/kainan/guidelines');
  await expect(link).toHaveAttribute('target', '_blank');
  await screenshots(page, 'promo-codes', { fullPage: false });
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Guidelines');
  await expect(tab.getByRole('article')).toContainText('Promo mechanics');
  // Checkout and the list are still where the customer left them.
  await expect(codes).toBeVisible();
  await expect(page).toHaveURL(urlPath('/kainan/checkout'));
});

test.describe('the delivery site', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(`${DELIVERY_SITE}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Botika Delivery</title><h1>Botika Delivery</h1>' }),
    );
  });

  test('/botika/delivery sends the customer to botika’s delivery site', async ({ page }) => {
    await page.goto('/botika/');
    await page.goto('/botika/delivery');
    await expect(page).toHaveURL(DELIVERY_SITE);
    await expect(page.getByRole('heading', { name: 'Botika Delivery' })).toBeVisible();
    // The entry was replaced: Back returns to where the customer was, not to a page that sends them off again.
    await page.goBack();
    await expect(page).toHaveURL(urlPath('/botika/'));
  });

  test('a merchant without one shows the 404 page there, and no link to one', async ({ page }) => {
    await new Storefront(page).open('kainan', 'delivery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
    await page.goto('/kainan/');
    await expect(page.getByRole('link', { name: /Delivery Site/ })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    const sidebar = await new Storefront(page).openMenu();
    await expect(sidebar.getByRole('link', { name: /Delivery Site/ })).toHaveCount(0);
  });

  test('the navbar (desktop) and the mobile sidebar link to it, marked as another site', async ({ page }) => {
    const storefront = new Storefront(page);
    await storefront.open('botika');
    const link = storefront.navbar.getByRole('link', { name: 'Delivery Site (opens another site)' });
    await expect(link).toHaveAttribute('href', DELIVERY_SITE);
    await page.screenshot({ path: `${SCREENS}/navbar-delivery-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(link).toBeHidden();
    const sidebar = await storefront.openMenu();
    const entry = sidebar.getByRole('link', { name: 'Delivery Site (opens another site)' });
    await expect(entry).toHaveAttribute('href', DELIVERY_SITE);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SCREENS}/sidebar-delivery-390.png` });
    await entry.click();
    await expect(page).toHaveURL(DELIVERY_SITE);
  });
});
