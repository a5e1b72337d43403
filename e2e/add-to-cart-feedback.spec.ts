/**
 * Every add to cart confirms itself (issue 27): a short toast, announced politely; on a phone, a
 * sticky 'View cart · PHP x' bar with the server's subtotal, leading to the cart. Not on the desktop.
 */
import { expect, type Page, test } from '@playwright/test';
import { CartPage } from './support/cart';
import { Storefront, urlPath } from './support/storefront';

const SCREENS = '.tmp/screens/add-to-cart';

test.describe.configure({ mode: 'parallel' });

/** The cart the server sends after the add (the app refetches it): its subtotal, in pesos. */
const nextCartSubtotal = (page: Page) =>
  page
    .waitForResponse((r) => r.url().includes('/cart/item/list') && r.request().method() === 'POST' && r.ok())
    .then(async (r) => ((await r.json()) as { subtotal: number }).subtotal);

const toast = (page: Page) => page.getByRole('status').filter({ hasText: /^Added to cart: / });
const viewCartBar = (page: Page) => page.getByRole('link', { name: /View cart · PHP/ });

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('adding shows a toast and the View cart bar with the server’s subtotal, which leads to the cart', async ({
    page,
  }) => {
    const storefront = new Storefront(page);
    const cart = new CartPage(page);
    await storefront.openStore('kainan', 'lutong-bahay-ayala');
    // An empty cart has no bar.
    await expect(storefront.main).toBeVisible();
    await expect(viewCartBar(page)).toHaveCount(0);

    const adobo = await storefront.openProduct('Chicken Adobo Rice Meal');
    const subtotal = nextCartSubtotal(page);
    await adobo.addToCart.click();
    await expect(adobo.dialog).toBeHidden();

    await expect(toast(page)).toHaveText('Added to cart: Chicken Adobo Rice Meal');
    const pesos = `PHP ${(await subtotal).toFixed(2)}`;
    const bar = viewCartBar(page);
    await expect(bar).toHaveAccessibleName(`1 item View cart · ${pesos}`);

    // The toast sits above the bar, never over it.
    const toastBox = await page.locator('.toast').boundingBox();
    const barBox = await page.locator('.view-cart-bar').boundingBox();
    expect(toastBox && barBox && toastBox.y + toastBox.height <= barBox.y).toBe(true);
    // The bar is at the window's bottom edge.
    expect(barBox && Math.round(barBox.y + barBox.height)).toBe(844);
    await page.screenshot({ path: `${SCREENS}/store-after-add-390.png` });

    // It goes by itself.
    await expect(toast(page)).toHaveCount(0, { timeout: 8_000 });
    await page.screenshot({ path: `${SCREENS}/store-bar-390.png` });
    // At the end of the page the bar comes after the footer: it covers nothing.
    await page.mouse.wheel(0, 20_000);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeInViewport({ ratio: 1 });
    const footerBox = await footer.boundingBox();
    const barAtEnd = await page.locator('.view-cart-bar').boundingBox();
    // Within a pixel: layout positions are fractional (the footer ended at 779.2 over a bar at 779).
    expect(footerBox && barAtEnd && footerBox.y + footerBox.height <= barAtEnd.y + 1).toBe(true);
    await page.screenshot({ path: `${SCREENS}/store-end-390.png` });

    await bar.click();
    await expect(page).toHaveURL(urlPath('/kainan/cart'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Cart');
    await expect(cart.summary('Subtotal')).toHaveText(pesos);
    // Not on the cart itself.
    await expect(viewCartBar(page)).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/cart-390.png` });
  });
});

test.describe('on the desktop (1280 × 800)', () => {
  test('adding shows the toast, and no View cart bar', async ({ page }) => {
    const storefront = new Storefront(page);
    const cart = new CartPage(page);
    await storefront.openStore('kainan', 'lutong-bahay-ayala');
    const adobo = await storefront.openProduct('Chicken Adobo Rice Meal');
    await adobo.addToCart.click();
    await expect(adobo.dialog).toBeHidden();
    await expect(toast(page)).toHaveText('Added to cart: Chicken Adobo Rice Meal');
    await cart.expectCount(1);
    await expect(viewCartBar(page)).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/store-after-add-1280.png` });
  });
});
