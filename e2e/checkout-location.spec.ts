/**
 * Checkout's location (issue 30, spec §4 'Unable to Change Location…'): with items in the cart, a
 * location already set stays, as in the navbar; a customer who has none still picks one on Checkout.
 */
import { expect, test } from '@playwright/test';
import { CartPage } from './support/cart';
import { BLOCKED_MESSAGE, LocationPicker } from './support/location';
import { Storefront } from './support/storefront';

const MAKATI = 'Makati City, Metro Manila';

test('a guest without a location picks one on Checkout; from then on it stays while the cart has items', async ({
  page,
}) => {
  const storefront = new Storefront(page);
  await storefront.openStore('kainan', 'lutong-bahay-ayala');
  const adobo = await storefront.openProduct('Chicken Adobo Rice Meal');
  await adobo.addToCart.click();
  await expect(adobo.dialog).toBeHidden();
  await new CartPage(page).expectCount(1);
  await page.goto('/kainan/checkout');

  const address = page.getByRole('region', { name: 'Delivery Address' });
  await expect(address).toContainText('Choose where we deliver your order.');
  // No location yet: Checkout's picker opens (not the blocked prompt).
  await address.getByRole('button', { name: /^Deliver to/ }).click();
  const picker = new LocationPicker(page);
  await expect(picker.dialog).toBeVisible();
  await picker.search('Makati');
  await picker.suggestions.getByRole('option', { name: MAKATI, exact: true }).click();
  await expect(picker.dialog).toBeHidden();
  await expect(address).toContainText(MAKATI);
  // The place is shown, not a control to change it.
  await expect(address.getByRole('button', { name: /^Deliver to/ })).toHaveCount(0);

  // Set now, with items in the cart: the navbar's picker says why it cannot change.
  await picker.button.click();
  const blocked = page.getByRole('alertdialog').filter({ hasText: BLOCKED_MESSAGE });
  await expect(blocked).toBeVisible();
  await blocked.getByRole('button', { name: 'OK' }).click();
  await expect(picker.dialog).toBeHidden();
  expect((await picker.stored())?.label).toBe(MAKATI);
});
