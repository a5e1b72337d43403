import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { CartPage } from './support/cart';
import { LOCATION_STORAGE_KEY } from './support/location';
import { chooseLogisticType } from './support/logistic-type';
import { Storefront } from './support/storefront';

/**
 * Checkout as a guest of kainan: the screen shows the cart's branch and fulfilment, asks contact and
 * address, offers the merchant's methods (those that cannot take the order disabled, with the reason)
 * and places the order the server priced.
 */
const MAKATI = 'Makati City, Metro Manila';
const ORDER_URL = /\/kainan\/orders\/[0-9a-f-]{36}$/;
/** Makati as the PSGC list names it (the billing City / Municipality picker). */
const MAKATI_CITY = 'Makati City';

async function fillCart(page: Page, product: string, store = 'lutong-bahay-ayala') {
  // The location as the 'Deliver to' picker keeps it (location.spec.ts tests choosing it).
  const location = JSON.stringify({ label: MAKATI, lat: 14.5547, lng: 121.0244 });
  await page.addInitScript(
    `localStorage.setItem(${JSON.stringify(LOCATION_STORAGE_KEY)}, ${JSON.stringify(location)})`,
  );
  const storefront = new Storefront(page);
  await storefront.openStore('kainan', store);
  const modal = await storefront.openProduct(product);
  await modal.addToCart.click();
  await expect(modal.dialog).toBeHidden();
  await new CartPage(page).expectCount(1);
  await page.goto('/kainan/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

const methods = (page: Page) => page.getByRole('group', { name: 'Payment Method' });

test('a guest orders for delivery with cash on delivery and lands on the order', async ({ page }) => {
  await fillCart(page, 'Chicken Adobo Rice Meal');

  await expect(page.getByRole('region', { name: 'Your Order' })).toContainText('Chicken Adobo Rice Meal');
  // One branch, and still a heading saying where the order goes (the brand once: 'Lutong Bahay - Ayala Makati').
  await expect(
    page.getByRole('region', { name: 'Your Order' }).getByRole('heading', { name: 'Lutong Bahay · Ayala Makati' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Delivery Address' })).toContainText(MAKATI);
  await expect(methods(page).getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  // A bank deposit is uploaded from the customer's orders: guests are told to sign in.
  await expect(methods(page).getByRole('radio', { name: 'Bank Deposit' })).toBeDisabled();
  await expect(methods(page)).toContainText('Sign in to pay by bank deposit.');
  await expectNoSeriousA11yViolations(page);

  // Nothing is placed while the contact is missing: the message sits under the field.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription('This field is required.');
  await expect(page).toHaveURL(/\/kainan\/checkout$/);

  await page.getByRole('textbox', { name: 'Full name' }).fill('Juan Dela Cruz');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('09171234567');
  await page.getByRole('textbox', { name: /House no\./ }).fill('Unit 5B, 123 Ayala Ave');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(ORDER_URL);
  // The guest sees the order the server priced, by its link.
  await expect(page.getByRole('heading', { level: 1, name: /^Order #[0-9A-F]{8}$/ })).toBeVisible();
  await expect(page.getByText('Chicken Adobo Rice Meal')).toBeVisible();
  await expect(page.getByText('Cash on Delivery')).toBeVisible();
  await expect(page.getByText('Unit 5B, 123 Ayala Ave')).toBeVisible();
  // The cart is spent once the order exists.
  await new CartPage(page).expectCount(0);
});

test('methods that cannot take the total are disabled with the reason', async ({ page }) => {
  await fillCart(page, 'Cheese Ensaymada', 'kape-tayo-bgc');
  // Delivered, ₱75 + ₱79 fee may be paid by GCash; picked up, ₱75 is under PayMongo's ₱100 minimum.
  await expect(methods(page).getByRole('radio', { name: 'GCash' })).toBeEnabled();
  await chooseLogisticType(page, 'Pickup');
  await expect(page.getByRole('region', { name: 'Pickup' })).toBeVisible();
  for (const name of ['GCash', 'GrabPay', 'Local Debit/Credit Cards']) {
    await expect(methods(page).getByRole('radio', { name })).toBeDisabled();
  }
  await expect(methods(page).getByRole('radio', { name: 'GCash' })).toHaveAccessibleDescription(
    'Available for orders of at least PHP 100.00.',
  );
  await expect(methods(page).getByRole('radio', { name: 'Cash on Delivery' })).toBeEnabled();
  // The same screen on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page);
});

test('choosing a card asks for billing details before the payment screen', async ({ page }) => {
  await fillCart(page, 'Chicken Adobo Rice Meal');
  await methods(page).getByRole('radio', { name: 'Local Debit/Credit Cards' }).check();
  const billing = page.getByRole('region', { name: 'Billing Information' });
  await expect(billing).toBeVisible();

  await page.getByRole('textbox', { name: 'Full name' }).fill('Juan Dela Cruz');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('09171234567');
  await page.getByRole('textbox', { name: /House no\./ }).fill('Unit 5B, 123 Ayala Ave');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(billing.getByRole('textbox', { name: 'ZIP code' })).toHaveAccessibleDescription(
    'Enter a 4-digit ZIP code.',
  );

  // Billing starts as the contact details (issue 26); the province and city are the profile's pickers.
  await expect(billing.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Juan Dela Cruz');
  await expect(billing.getByRole('textbox', { name: 'Phone' })).toHaveValue('09171234567');
  for (const [name, value] of [
    ['E-mail', 'juan@example.com'],
    ['Billing address', '123 Ayala Ave'],
    ['ZIP code', '1226'],
  ] as const) {
    await billing.getByRole('textbox', { name }).fill(value);
  }
  await billing.getByRole('combobox', { name: 'Province' }).selectOption('Metro Manila');
  await billing.getByRole('combobox', { name: 'City / Municipality' }).selectOption({ label: MAKATI_CITY });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/kainan\/checkout\/card\/details\/\?order=[0-9a-f-]{36}$/);
});
