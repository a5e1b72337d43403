/**
 * The whole order flow with the keyboard alone (issue 29): Home → a store → a product → the cart → a
 * scheduled delivery time → checkout → a cash order → the order screen. Only Tab, Shift+Tab, Enter,
 * Space, the arrow keys and Escape; never a click. After every screen change and every dialog that
 * closes, the focus must be somewhere on the page (not dropped to <body>), so the next Tab goes on
 * from there. Axe scans each screen and dialog on the way, at the width of the run.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { LOCATION_STORAGE_KEY } from './support/location';

const MAKATI = JSON.stringify({ label: 'Makati City, Metro Manila', lat: 14.5547, lng: 121.0244 });
const ORDER_URL = /\/kainan\/orders\/[0-9a-f-]{36}$/;

/** What has the focus, for messages: 'BUTTON "Add to Cart"', or 'BODY' when it was lost. */
const focusedElement = (page: Page) =>
  page.evaluate<string>(`(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'BODY';
    const name = el.getAttribute('aria-label') || (el.textContent || '').trim().slice(0, 40);
    return el.tagName + ' "' + name + '"';
  })()`);

/** The focus is on a real element, not dropped to <body> (nor to nothing). */
async function expectFocusKept(page: Page, where: string) {
  await expect.poll(() => focusedElement(page), { message: `focus after ${where}` }).not.toBe('BODY');
}

/** Presses `key` (Tab, or Shift+Tab) until `target` has the focus: fails after `max` presses. */
async function moveTo(page: Page, target: Locator, { key = 'Tab', max = 80 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === el.ownerDocument.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target}; the focus is on ${await focusedElement(page)}`);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a guest orders with the keyboard alone at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.addInitScript(
      `localStorage.setItem(${JSON.stringify(LOCATION_STORAGE_KEY)}, ${JSON.stringify(MAKATI)})`,
    );
    await page.goto('/kainan/');

    // The merchant's pop-up greets the first visit: Escape closes it.
    const popUp = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'OK' }) });
    await expect(popUp).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popUp).toBeHidden();
    // It opened over a page nothing had focused yet: the focus goes back to the page's start, and the
    // first Tab reaches the skip link, as on any page just opened.

    // Home → the nearby store.
    const main = page.getByRole('main');
    const store = main
      .getByRole('region', { name: "What's Nearby" })
      .getByRole('link', { name: /Lutong Bahay.*Ayala/ })
      .first();
    await moveTo(page, store);
    await page.keyboard.press('Enter');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/Lutong Bahay/);
    await expectFocusKept(page, 'opening the store');
    await expectNoA11yViolations(page);

    // The store → a product → Add to Cart.
    const card = main.getByRole('link', { name: /^Chicken Adobo Rice Meal / });
    await moveTo(page, card);
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Chicken Adobo Rice Meal' });
    await expect(modal.getByText('PHP 149.00').first()).toBeVisible();
    await expectNoA11yViolations(page);
    await moveTo(page, modal.getByRole('button', { name: /Add to Cart/i }));
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();
    await expectFocusKept(page, 'adding to the cart');
    const cartButton = page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' });
    await expect(cartButton).toBeVisible();

    // The cart: the navbar's 'My Cart' on a desktop, the View-cart bar on a phone.
    if (viewport.width > 800) {
      await moveTo(page, cartButton, { key: 'Shift+Tab' });
      await page.keyboard.press('Enter');
      const miniCart = page.getByRole('dialog', { name: 'My Cart' });
      await expect(miniCart).toBeVisible();
      await expectNoA11yViolations(page);
      await moveTo(page, miniCart.getByRole('link', { name: /view cart/i }));
    } else {
      await moveTo(page, page.getByRole('link', { name: /view cart/i }));
    }
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
    await expectFocusKept(page, 'opening the cart');
    await expectNoA11yViolations(page);

    // Scheduled delivery: the Logistic Type list, then the schedule modal.
    const logistic = page.getByRole('combobox', { name: 'Logistic Type' });
    await moveTo(page, logistic);
    await page.keyboard.press('Enter');
    const types = page.getByRole('listbox', { name: 'Logistic Type' });
    await expect(types).toBeVisible();
    const scheduled = types.getByRole('option', { name: 'Scheduled Delivery', exact: true });
    // The arrow keys move the pointer (aria-activedescendant) down to it.
    const wanted = await scheduled.getAttribute('id');
    for (let i = 0; i < 6 && (await logistic.getAttribute('aria-activedescendant')) !== wanted; i++)
      await page.keyboard.press('ArrowDown');
    await expect(logistic).toHaveAttribute('aria-activedescendant', wanted ?? '');
    await page.keyboard.press('Enter');
    const schedule = page.getByRole('dialog', { name: 'Pick a date' });
    await expect(schedule).toBeVisible();
    await expectNoA11yViolations(page);
    // Tab to the date pills, the arrow keys to the next date, then the time and the button.
    await moveTo(page, schedule.locator('[role="radio"][aria-checked="true"]'));
    await page.keyboard.press('ArrowRight');
    await moveTo(page, schedule.getByRole('combobox', { name: 'Delivery Time' }));
    await moveTo(page, schedule.getByRole('button', { name: 'SELECT THIS SCHEDULE' }));
    await page.keyboard.press('Enter');
    await expect(schedule).toBeHidden();
    await expectFocusKept(page, 'choosing the schedule');

    // Checkout.
    await moveTo(page, page.getByRole('link', { name: /checkout/i }).last());
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expectFocusKept(page, 'opening checkout');
    await expectNoA11yViolations(page);
    await moveTo(page, page.getByRole('textbox', { name: 'Full name' }));
    await page.keyboard.type('Juan Dela Cruz');
    await moveTo(page, page.getByRole('textbox', { name: 'Mobile number' }));
    await page.keyboard.type('09171234567');
    await moveTo(page, page.getByRole('textbox', { name: /House no\./ }));
    await page.keyboard.type('Unit 5B, 123 Ayala Ave');
    await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    await moveTo(page, page.getByRole('button', { name: 'Place Order' }));
    await page.keyboard.press('Enter');

    // The order screen.
    await expect(page).toHaveURL(ORDER_URL);
    await expect(page.getByRole('heading', { level: 1, name: /^Order #[0-9A-F]{8}$/ })).toBeVisible();
    await expectFocusKept(page, 'placing the order');
    await expectNoA11yViolations(page);
  });
}
