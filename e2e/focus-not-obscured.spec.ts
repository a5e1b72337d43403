/**
 * WCAG 2.4.11 Focus Not Obscured (issue 29): on a phone, whatever the keyboard focuses is not hidden
 * under the bars that stay on screen — the navbar, the store's category tabs, the View-cart bar and
 * the Cart and Checkout action bar. Each test tabs through a screen, forwards and then back, and after
 * every key asks the browser what is drawn at the centre of the focused element: it must be the
 * element itself (or part of it), not a bar over it.
 */
import { expect, type Page, test } from '@playwright/test';
import { CartPage } from './support/cart';
import { LOCATION_STORAGE_KEY } from './support/location';
import { Storefront } from './support/storefront';

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'parallel' });

const MAKATI = JSON.stringify({ label: 'Makati City, Metro Manila', lat: 14.5547, lng: 121.0244 });

/**
 * The focused element when something else is drawn over its centre ('A "Menu" under DIV.view-cart-bar'),
 * '' when it is in sight (or nothing is focused). A string: the e2e project compiles without the DOM's types.
 */
const coveredFocus = (page: Page) =>
  page.evaluate<string>(`(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '';
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    // A visually hidden input inside its label: the label is drawn where the input is.
    if (hit && (el.contains(hit) || hit.contains(el))) return '';
    const name = (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40);
    const over = hit ? hit.tagName + '.' + String(hit.className).split(' ')[0] : 'nothing (outside the window)';
    return el.tagName + ' "' + name + '" at ' + Math.round(y) + 'px under ' + over;
  })()`);

/** Tabs `presses` times forwards, then as many back, checking the focus after every key. */
async function tabThrough(page: Page, presses: number) {
  const covered: string[] = [];
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      // Scrolling the focus into view may be smooth: give it a moment before judging.
      const found = await expect
        .poll(() => coveredFocus(page), { timeout: 1_500 })
        .toBe('')
        .then(
          () => '',
          async () => coveredFocus(page),
        );
      if (found) covered.push(`${key} #${i + 1}: ${found}`);
    }
  }
  expect(covered, `focused elements hidden under a sticky bar on ${page.url()}`).toEqual([]);
}

async function withItemInCart(page: Page) {
  await page.addInitScript(`localStorage.setItem(${JSON.stringify(LOCATION_STORAGE_KEY)}, ${JSON.stringify(MAKATI)})`);
  const storefront = new Storefront(page);
  await storefront.openStore('kainan', 'lutong-bahay-ayala');
  const modal = await storefront.openProduct('Chicken Adobo Rice Meal');
  await modal.addToCart.click();
  await expect(modal.dialog).toBeHidden();
  await new CartPage(page).expectCount(1);
  return storefront;
}

test('the store: nothing focused hides under the navbar, the category tabs or the View-cart bar', async ({ page }) => {
  test.setTimeout(120_000);
  await withItemInCart(page);
  await expect(page.getByRole('link', { name: /view cart/i })).toBeVisible();
  await page.evaluate('window.scrollTo(0, 0)');
  await page.locator('body').focus();
  await tabThrough(page, 60);
});

test('Home: nothing focused hides under the navbar or the View-cart bar', async ({ page }) => {
  test.setTimeout(120_000);
  const storefront = await withItemInCart(page);
  await storefront.open('kainan', '');
  await expect(page.getByRole('link', { name: /view cart/i })).toBeVisible();
  await tabThrough(page, 50);
});

for (const screen of [
  { path: 'cart', title: 'My Cart' },
  { path: 'checkout', title: 'Checkout' },
]) {
  test(`${screen.title}: nothing focused hides under the navbar or the action bar`, async ({ page }) => {
    test.setTimeout(120_000);
    const storefront = await withItemInCart(page);
    await storefront.open('kainan', screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
    await tabThrough(page, 45);
  });
}

test('focus on a sticky bar never scrolls the page: at the end of a store, the menu shut with Escape leaves it there', async ({
  page,
}) => {
  const storefront = new Storefront(page);
  await storefront.openStore('kainan', 'lutong-bahay-ayala');
  await expect(storefront.products('Rice Meals')).toHaveCount(11);
  const end = await storefront.scrollToMenuEnd('Cold Drinks', 3);

  // Shutting the menu gives focus back to its navbar button. Measured against the root's scroll-padding,
  // which keeps focused content clear of the bars, the stuck button looked hidden: the page went ~480 px up.
  const sidebar = await storefront.openMenu();
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(storefront.menuButton).toBeFocused();
  expect(await storefront.scrollY()).toBe(end);

  // A category tab of the stuck chips bar, focused, likewise.
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Rice Meals' }).focus();
  await page.waitForTimeout(300);
  expect(await storefront.scrollY()).toBe(end);
});
