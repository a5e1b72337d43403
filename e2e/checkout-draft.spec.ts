import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { Accounts, newCustomer } from './support/accounts';
import { CartPage } from './support/cart';
import { LOCATION_STORAGE_KEY } from './support/location';
import { logisticType, logisticTypeList } from './support/logistic-type';
import { Storefront } from './support/storefront';

/**
 * Issue 26, a new customer at kainan's Checkout: choosing the delivery location there keeps everything
 * typed and the focus (it went to the top of the page with the form emptied), a reload keeps it too
 * (a draft, gone once the order is placed), the keyboard stays where it was on Logistic Type and leaves
 * the mini cart with Tab, and a signed-in customer's delivery address is offered again and managed on
 * My Profile.
 */
const MAKATI = 'Makati City, Metro Manila';
const MAKATI_LOCATION = { label: MAKATI, lat: 14.5547, lng: 121.0244 };
const ORDER_URL = /\/kainan\/orders\/[0-9a-f-]{36}$/;
const SCREENS = '.tmp/screens/checkout';

const field = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });

async function addToCart(page: Page, product = 'Chicken Adobo Rice Meal') {
  const storefront = new Storefront(page);
  await storefront.openStore('kainan', 'lutong-bahay-ayala');
  const modal = await storefront.openProduct(product);
  await modal.addToCart.click();
  await expect(modal.dialog).toBeHidden();
  await new CartPage(page).expectCount(1);
}

async function toCheckout(page: Page) {
  await page.goto('/kainan/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
}

const rememberLocation = (page: Page) =>
  page.addInitScript(
    `localStorage.setItem(${JSON.stringify(LOCATION_STORAGE_KEY)}, ${JSON.stringify(JSON.stringify(MAKATI_LOCATION))})`,
  );

test('a guest chooses the location on Checkout: nothing typed is lost, focus goes on, a reload keeps it', async ({
  page,
}) => {
  await addToCart(page);
  await toCheckout(page);
  await field(page, 'Full name').fill('Juan Dela Cruz');
  await field(page, 'Mobile number').fill('09171234567');
  await field(page, 'E-mail (optional)').fill('juan@example.com');

  // The checkout's own 'Deliver to' (the navbar's is locked while the cart has items).
  const address = page.getByRole('region', { name: 'Delivery Address' });
  await address.getByRole('button', { name: /Deliver to/ }).click();
  const picker = page.getByRole('dialog', { name: 'Deliver to' });
  await picker.getByRole('combobox').pressSequentially('makati', { delay: 40 });
  await picker.getByRole('option', { name: MAKATI, exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(address).toContainText(MAKATI);

  await expect(field(page, 'Full name')).toHaveValue('Juan Dela Cruz');
  await expect(field(page, 'Mobile number')).toHaveValue('09171234567');
  await expect(field(page, 'E-mail (optional)')).toHaveValue('juan@example.com');
  // Focus goes on to what the place still needs, not to the top of the page.
  await expect(field(page, /House no\./)).toBeFocused();
  await page.keyboard.type('Unit 5B, 123 Ayala Ave');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  await expect(field(page, 'Full name')).toHaveValue('Juan Dela Cruz');
  await expect(field(page, 'Mobile number')).toHaveValue('09171234567');
  await expect(field(page, /House no\./)).toHaveValue('Unit 5B, 123 Ayala Ave');

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(ORDER_URL);
  expect(await page.evaluate(`sessionStorage.getItem('storefront.checkout-draft.kainan')`)).toBeNull();
});

test('a delivery needs its house no. and street', async ({ page }) => {
  await rememberLocation(page);
  await addToCart(page);
  await toCheckout(page);
  await field(page, 'Full name').fill('Juan Dela Cruz');
  await field(page, 'Mobile number').fill('09171234567');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(field(page, /House no\./)).toHaveAccessibleDescription('Please enter your house no. and street.');
  await expect(field(page, /House no\./)).toBeFocused();
  await expect(page).toHaveURL(/\/kainan\/checkout$/);
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SCREENS}/house-street-required-${width}.png`, fullPage: true });
  }
});

test('Logistic Type changed with the arrow keys keeps the focus', async ({ page }) => {
  await rememberLocation(page);
  await addToCart(page);
  await toCheckout(page);
  const control = logisticType(page);
  await control.focus();
  // ArrowDown opens the list on the current type, ArrowDown again moves to Pickup, Enter picks it.
  await page.keyboard.press('ArrowDown');
  await expect(logisticTypeList(page).getByRole('option', { selected: true })).toHaveText('Delivery');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(logisticTypeList(page)).toBeHidden();
  await expect(page.getByRole('region', { name: 'Pickup' })).toBeVisible();
  await expect(control).toHaveText('Pickup');
  await expect(control).toBeFocused();
  // Space opens it too; ArrowUp moves back to Delivery.
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Delivery Address' })).toBeVisible();
  await expect(control).toHaveText('Delivery');
  await expect(control).toBeFocused();
  // Escape closes the list without a change; Tab goes on to the schedule row.
  await page.keyboard.press('ArrowDown');
  await expect(logisticTypeList(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(logisticTypeList(page)).toBeHidden();
  await expect(control).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(control).not.toBeFocused();
  await expect(control).toHaveText('Delivery');
});

test('Tab out of the mini cart closes it and goes on past the cart button', async ({ page }) => {
  await rememberLocation(page);
  await addToCart(page);
  const panel = await new CartPage(page).openMiniCart();
  await panel.getByRole('link', { name: 'Checkout' }).focus();
  await page.keyboard.press('Tab');
  await expect(panel).toBeHidden();
  // Focus goes on in the page (not to the browser past the portalled panel's end). Radix moves it a task
  // after the panel is gone (its focus scope's unmount), so the body holds it for that moment.
  await expect.poll(() => page.evaluate('document.hasFocus() && document.activeElement !== document.body')).toBe(true);

  // Shift+Tab before its first control closes it too, back on the cart button.
  const again = await new CartPage(page).openMiniCart();
  await again.locator('a, button').first().focus();
  await page.keyboard.press('Shift+Tab');
  await expect(again).toBeHidden();
});

test('a signed-in customer’s delivery address is offered again, and edited and deleted on My Profile', async ({
  page,
  request,
}) => {
  await rememberLocation(page);
  const accounts = await Accounts.start(page, request);
  const customer = newCustomer({ firstname: 'Ana', lastname: 'Reyes' });
  await accounts.createAccount('kainan', customer);
  await accounts.signIn('kainan', customer);

  await addToCart(page);
  await toCheckout(page);
  await expect(field(page, 'Full name')).toHaveValue('Ana Reyes');
  await field(page, /House no\./).fill('Unit 5B, 123 Ayala Ave');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(ORDER_URL);

  await addToCart(page);
  await toCheckout(page);
  const saved = page.getByRole('group', { name: 'Saved addresses' });
  await expect(saved).toBeVisible();
  await expect(field(page, /House no\./)).toHaveValue('');
  await saved.getByRole('button', { name: /Unit 5B, 123 Ayala Ave/ }).click();
  await expect(field(page, /House no\./)).toHaveValue('Unit 5B, 123 Ayala Ave');
  await expect(saved.getByRole('button', { name: /Unit 5B/ })).toHaveAttribute('aria-pressed', 'true');
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SCREENS}/saved-addresses-${width}.png`, fullPage: true });
  }

  await page.goto('/kainan/my-profile');
  const book = page.getByRole('region', { name: 'Saved Addresses' });
  await expect(book).toContainText('Unit 5B, 123 Ayala Ave, Makati City, Metro Manila');
  await book.getByRole('button', { name: 'Edit Address' }).click();
  await book.getByRole('textbox', { name: /^Name/ }).fill('Office');
  await book.getByRole('textbox', { name: /House no\./ }).fill('8/F, 6750 Ayala Ave');
  await book.getByRole('button', { name: 'Save Address' }).click();
  await expect(book).toContainText('Office');
  await expect(book).toContainText('8/F, 6750 Ayala Ave');
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SCREENS}/profile-addresses-${width}.png`, fullPage: true });
  }
  await book.getByRole('button', { name: 'Delete Office' }).click();
  await book.getByRole('button', { name: 'Yes' }).click();
  await expect(book).toContainText('Addresses you deliver to are saved here when you place an order.');
});

test('a saved address elsewhere cannot move a cart’s location (spec §4: the location is fixed while the cart has items)', async ({
  page,
  request,
}) => {
  // The location is set once, not on every page load: the test moves it itself below.
  await page.addInitScript(
    `if (!localStorage.getItem(${JSON.stringify(LOCATION_STORAGE_KEY)})) localStorage.setItem(${JSON.stringify(LOCATION_STORAGE_KEY)}, ${JSON.stringify(JSON.stringify(MAKATI_LOCATION))})`,
  );
  const accounts = await Accounts.start(page, request);
  const customer = newCustomer({ firstname: 'Lito', lastname: 'Santos' });
  await accounts.createAccount('kainan', customer);
  await accounts.signIn('kainan', customer);
  await addToCart(page);
  await toCheckout(page);
  await field(page, /House no\./).fill('Unit 5B, 123 Ayala Ave');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(ORDER_URL);

  // With the cart empty the customer moves to Bonifacio Global City, then fills a cart there.
  const bgc = { label: 'Bonifacio Global City, Taguig', lat: 14.5509, lng: 121.0503 };
  await page.evaluate(
    `localStorage.setItem(${JSON.stringify(LOCATION_STORAGE_KEY)}, ${JSON.stringify(JSON.stringify(bgc))})`,
  );
  await addToCart(page);
  await toCheckout(page);
  await page
    .getByRole('group', { name: 'Saved addresses' })
    .getByRole('button', { name: /Unit 5B, 123 Ayala Ave/ })
    .click();
  const blocked = page.getByRole('alertdialog', { name: 'Oops!' });
  await expect(blocked).toContainText('Unable to Change Location. Please Remove Items From Your Cart.');
  await blocked.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('region', { name: 'Delivery Address' })).toContainText(bgc.label);
  await expect(field(page, /House no\./)).toHaveValue('');
});

test('card billing is filled from the contact, with the profile’s province and city pickers', async ({ page }) => {
  await rememberLocation(page);
  await addToCart(page);
  await toCheckout(page);
  await field(page, 'Full name').fill('Juan Dela Cruz');
  await field(page, 'Mobile number').fill('09171234567');
  await field(page, /House no\./).fill('Unit 5B, 123 Ayala Ave');
  await page
    .getByRole('group', { name: 'Payment Method' })
    .getByRole('radio', { name: 'Local Debit/Credit Cards' })
    .check();
  const billing = page.getByRole('region', { name: 'Billing Information' });
  await expect(billing.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Juan Dela Cruz');
  await expect(billing.getByRole('textbox', { name: 'Phone' })).toHaveValue('09171234567');
  await expect(billing.getByRole('textbox', { name: 'Billing address' })).toHaveValue(
    `Unit 5B, 123 Ayala Ave, ${MAKATI}`,
  );
  await billing.getByRole('combobox', { name: 'Province' }).selectOption('Metro Manila');
  await billing.getByRole('combobox', { name: 'City / Municipality' }).selectOption('Makati City');
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SCREENS}/billing-${width}.png`, fullPage: true });
  }
});
