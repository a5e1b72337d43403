/**
 * Issue 27, one clear primary action per screen: on a phone, Cart and Checkout keep the server's total
 * and their main action (Checkout, Place Order) in a bar pinned to the bottom of the window, the
 * summary's own button hidden there; nothing focused ends up under the bar. Not on the desktop.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { CartPage } from './support/cart';
import { LOCATION_STORAGE_KEY } from './support/location';
import { Storefront, urlPath } from './support/storefront';

const SCREENS = '.tmp/screens/stickybar';
const ORDER_URL = /\/kainan\/orders\/[0-9a-f-]{36}$/;

test.describe.configure({ mode: 'parallel' });

/** A guest's cart at kainan with two branches (a long Cart screen), delivered to Makati. */
async function fillCart(page: Page) {
  const location = JSON.stringify({ label: 'Makati City, Metro Manila', lat: 14.5547, lng: 121.0244 });
  await page.addInitScript(
    `localStorage.setItem(${JSON.stringify(LOCATION_STORAGE_KEY)}, ${JSON.stringify(location)})`,
  );
  const storefront = new Storefront(page);
  const cart = new CartPage(page);
  for (const [store, product, count] of [
    ['lutong-bahay-ayala', 'Chicken Adobo Rice Meal', 1],
    ['kape-tayo-bgc', 'Cheese Ensaymada', 2],
  ] as const) {
    await storefront.openStore('kainan', store);
    const modal = await storefront.openProduct(product);
    await modal.addToCart.click();
    await expect(modal.dialog).toBeHidden();
    await cart.expectCount(count);
  }
  await page.goto('/kainan/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
  return cart;
}

/** The bar's 'Total PHP x' (a paragraph), and the bar around it. */
const barTotal = (page: Page) => page.getByRole('paragraph').filter({ hasText: /^Total PHP / });
const bar = (page: Page) => barTotal(page).locator('..');

/** Its box; null fails the test. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

/** The focused element ends above the bar (WCAG 2.2 2.4.11 Focus Not Obscured). */
async function expectClearOfBar(page: Page, field: Locator) {
  await expect(field).toBeFocused();
  const [fieldBox, barBox] = [await box(field), await box(bar(page))];
  expect(fieldBox.y).toBeGreaterThanOrEqual(0);
  expect(fieldBox.y + fieldBox.height).toBeLessThanOrEqual(barBox.y);
}

/** Scrolls the page so that `field` starts just below the bar's top edge: on screen, but under the bar. */
async function scrollUnderBar(page: Page, field: Locator) {
  const [fieldBox, barBox] = [await box(field), await box(bar(page))];
  await page.evaluate(`window.scrollBy(0, ${fieldBox.y - barBox.y - 4})`);
  const covered = await box(field);
  expect(covered.y).toBeGreaterThan(barBox.y);
  expect(covered.y).toBeLessThan(barBox.y + barBox.height);
}

async function screenshots(page: Page, name: string) {
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: `${SCREENS}/${name}-top.png` });
  await page.evaluate('window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2)');
  await page.screenshot({ path: `${SCREENS}/${name}-middle.png` });
  await page.evaluate('window.scrollTo(0, 0)');
}

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bar holds the total and Checkout, then Place Order, which places a guest order', async ({ page }) => {
    const cart = await fillCart(page);

    // Cart: the server's Total, the same as the summary's, beside the one Checkout on screen.
    const total = await cart.summary('Total').textContent();
    expect(total).toMatch(/^PHP [\d,]+\.\d{2}$/);
    await expect(barTotal(page)).toHaveText(`Total ${total}`);
    const checkout = page.getByRole('link', { name: 'Checkout', exact: true });
    await expect(checkout).toHaveCount(1);
    await expect(bar(page).getByRole('link', { name: 'Checkout' })).toBeVisible();
    // Pinned to the window's bottom edge, with no 'View cart' bar besides it.
    expect(Math.round((await box(bar(page))).y + (await box(bar(page))).height)).toBe(844);
    await expect(page.getByRole('link', { name: /View cart · PHP/ })).toHaveCount(0);
    await screenshots(page, 'cart-390');

    // At the end of the page the footer scrolls clear of the bar.
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeInViewport({ ratio: 1 });
    const footerBox = await box(footer);
    expect(footerBox.y + footerBox.height).toBeLessThanOrEqual((await box(bar(page))).y + 1);
    await page.screenshot({ path: `${SCREENS}/cart-390-end.png` });

    await checkout.click();
    await expect(page).toHaveURL(urlPath('/kainan/checkout'));
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

    // Checkout: the same bar with the one Place Order on screen.
    await expect(barTotal(page)).toHaveText(`Total ${await cart.summary('Total').textContent()}`);
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await expect(placeOrder).toHaveCount(1);
    await expect(bar(page).getByRole('button', { name: 'Place Order' })).toBeVisible();
    await expect(page.getByRole('link', { name: /View cart · PHP/ })).toHaveCount(0);
    await screenshots(page, 'checkout-390');
    await expectNoSeriousA11yViolations(page);

    // An empty form: the bar's Place Order runs the form's validation and focuses the first field to fix.
    const name = page.getByRole('textbox', { name: 'Full name' });
    await placeOrder.click();
    await expect(name).toHaveAccessibleDescription('This field is required.');
    await expectClearOfBar(page, name);
    await expect(page).toHaveURL(urlPath('/kainan/checkout'));

    // Focus Not Obscured, by the error focus: the first field to fix sits under the bar as Place Order
    // is tapped; focusing it scrolls it above the bar (the root's scroll padding).
    await name.fill('Juan Dela Cruz');
    const mobile = page.getByRole('textbox', { name: 'Mobile number' });
    await mobile.fill('09171234567');
    const house = page.getByRole('textbox', { name: /House no\./ });
    await scrollUnderBar(page, house);
    await placeOrder.click();
    await expect(house).toHaveAttribute('aria-invalid', 'true');
    await expectClearOfBar(page, house);
    await page.screenshot({ path: `${SCREENS}/checkout-390-error-focus.png` });

    // And by Tab: from the name to the mobile number, which sits under the bar.
    await name.focus();
    await scrollUnderBar(page, mobile);
    await page.keyboard.press('Tab');
    await expectClearOfBar(page, mobile);

    await house.fill('Unit 5B, 123 Ayala Ave');
    await placeOrder.click();
    await expect(page).toHaveURL(ORDER_URL);
    await expect(page.getByRole('heading', { level: 1, name: /^Order #[0-9A-F]{8}$/ })).toBeVisible();
    await cart.expectCount(0);
  });
});

test.describe('on the desktop (1280 × 800)', () => {
  test('no bar: the summaries keep Checkout and Place Order', async ({ page }) => {
    const cart = await fillCart(page);
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(cart.summary('Total')).toBeVisible();
    await expect(barTotal(page)).toHaveCount(0);
    await expect(summary.getByRole('link', { name: 'Checkout' })).toBeVisible();
    await screenshots(page, 'cart-1280');

    await summary.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(urlPath('/kainan/checkout'));
    await expect(summary.getByRole('button', { name: 'Place Order' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(1);
    await expect(barTotal(page)).toHaveCount(0);
    await screenshots(page, 'checkout-1280');
  });
});
