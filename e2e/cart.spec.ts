import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { Accounts, newCustomer } from './support/accounts';
import { CartPage } from './support/cart';
import { BLOCKED_MESSAGE, LocationPicker } from './support/location';
import { chooseLogisticType, logisticType, logisticTypeList } from './support/logistic-type';
import { Storefront } from './support/storefront';

/**
 * A guest fills one cart from two branches of kainan (Lutong Bahay - Ayala Makati and Kape Tayo - BGC),
 * edits, removes, schedules a delivery, meets the stock modal, then signs in and keeps the cart.
 * Each test is its own browser context: its own guest cart cookie.
 */

test('a guest fills a cart from two branches, edits, schedules and removes', async ({ page }) => {
  const storefront = new Storefront(page);
  const cart = new CartPage(page);

  await storefront.openStore('kainan', 'lutong-bahay-ayala');
  const adobo = await storefront.openProduct('Chicken Adobo Rice Meal');
  await adobo.choose('Size', 'Large');
  await adobo.addOn('Extra Rice', 'Garlic Rice (Sinangag)').check();
  await adobo.addOn('Sawsawan', 'Spiced Vinegar').check();
  await adobo.dialog.getByLabel('Notes').fill('Less salt please');
  await adobo.dialog.getByRole('button', { name: 'Increase quantity' }).click();
  // (189 + 35 garlic rice + 0 vinegar) × 2
  await expect(adobo.addToCart).toHaveText('ADD TO CART - PHP 448.00');
  await adobo.addToCart.click();
  await expect(adobo.dialog).toBeHidden();
  await cart.expectCount(2);

  await storefront.openStore('kainan', 'kape-tayo-bgc');
  const ensaymada = await storefront.openProduct('Cheese Ensaymada');
  await ensaymada.addToCart.click();
  await expect(ensaymada.dialog).toBeHidden();
  await cart.expectCount(3);

  // With items in the cart the location is locked.
  const picker = new LocationPicker(page);
  await picker.button.click();
  const blocked = page.getByRole('alertdialog').filter({ hasText: BLOCKED_MESSAGE });
  await expect(blocked).toBeVisible();
  await blocked.getByRole('button', { name: 'OK' }).click();
  await expect(blocked).toBeHidden();
  await expect(picker.dialog).toBeHidden();

  // The dropdown: branch count, items, View Cart.
  const mini = await cart.openMiniCart();
  await expect(mini.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  await expect(mini.getByText('2 branches')).toBeVisible();
  await expect(mini.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await mini.getByRole('link', { name: 'View Cart' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Cart');
  const ayala = cart.group('Lutong Bahay · Ayala Makati');
  const bgc = cart.group('Kape Tayo · BGC High Street');
  await expect(ayala.getByRole('heading', { name: 'Lutong Bahay · Ayala Makati' })).toBeVisible();
  const line = cart.item('Chicken Adobo Rice Meal', ayala);
  await expect(line).toContainText('Size - Large');
  await expect(line).toContainText('Garlic Rice (Sinangag) + Spiced Vinegar');
  await expect(line).toContainText('Notes: Less salt please');
  await expect(line).toContainText('PHP 448.00');
  await expect(cart.item('Cheese Ensaymada', bgc)).toBeVisible();

  // Edit and Remove are buttons named for their item, big enough to hit (WCAG 2.5.8: at least 24 px).
  for (const action of ['Edit', 'Remove']) {
    const box = await line.getByRole('button', { name: `${action} Chicken Adobo Rice Meal` }).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
  }

  // Edit: the modal opens on the line's choices and updates it.
  await line.getByRole('button', { name: 'Edit Chicken Adobo Rice Meal' }).click();
  const edit = page.getByRole('dialog', { name: 'Chicken Adobo Rice Meal' });
  await expect(edit.getByRole('radio', { name: 'Large', exact: true })).toBeChecked();
  await expect(edit.getByLabel('Notes')).toHaveValue('Less salt please');
  await edit.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(edit.getByRole('button', { name: /^UPDATE CART/ })).toHaveText('UPDATE CART - PHP 672.00');
  await edit.getByRole('button', { name: /^UPDATE CART/ }).click();
  await expect(edit).toBeHidden();
  await expect(line).toContainText('PHP 672.00');
  await cart.expectCount(4);

  // Scheduled delivery at the Ayala branch: the modal's first slot.
  const logistic = logisticType(ayala);
  await expect(logistic).toHaveText('Delivery');
  await logistic.click();
  await expect(logisticTypeList(ayala).getByRole('option')).toHaveText([
    'Delivery',
    'Pickup',
    'Scheduled Delivery',
    'Scheduled Pickup',
  ]);
  await expect(logisticTypeList(ayala).getByRole('option', { selected: true })).toHaveText('Delivery');
  await page.keyboard.press('Escape');
  await expect(logisticTypeList(ayala)).toBeHidden();
  await expect(ayala.getByRole('button', { name: 'Schedule: Select Schedule' })).toBeDisabled();
  await chooseLogisticType(ayala, 'Scheduled Delivery');
  const schedule = page.getByRole('dialog', { name: 'Pick a date' });
  await expect(schedule).toBeVisible();
  await expect(schedule.getByLabel('Delivery Time')).toBeVisible();
  const firstSlot = await schedule.getByLabel('Delivery Time').locator('option:checked').textContent();
  await schedule.getByRole('button', { name: 'SELECT THIS SCHEDULE' }).click();
  await expect(schedule).toBeHidden();
  await expect(ayala.getByRole('button', { name: /^Schedule: [A-Z][a-z]{2} \d{2}, / })).toContainText(firstSlot ?? '');
  await expect(logistic).toHaveText('Scheduled Delivery');
  // Pickup now: the schedule row is disabled again, the delivery fee line leaves this branch.
  await chooseLogisticType(ayala, 'Pickup');
  await expect(logistic).toHaveText('Pickup');
  await expect(ayala.getByRole('button', { name: 'Schedule: Select Schedule' })).toBeDisabled();

  // Remove with the inline confirmation.
  const ensaymadaLine = cart.item('Cheese Ensaymada', bgc);
  await ensaymadaLine.getByRole('button', { name: 'Remove Cheese Ensaymada' }).click();
  await ensaymadaLine.getByRole('button', { name: 'No' }).click();
  await expect(ensaymadaLine).toBeVisible();
  await ensaymadaLine.getByRole('button', { name: 'Remove Cheese Ensaymada' }).click();
  await expect(ensaymadaLine.getByText('Remove this item?')).toBeVisible();
  await ensaymadaLine.getByRole('button', { name: 'Yes' }).click();
  await expect(bgc).toHaveCount(0);
  await cart.expectCount(3);
  // One branch left: its heading still says where the order goes, the brand said once.
  await expect(ayala.getByRole('heading', { level: 2, name: 'Lutong Bahay · Ayala Makati' })).toBeVisible();
  await expect(cart.summary('Subtotal')).toHaveText('PHP 672.00');
  await expect(cart.summary('Total')).toHaveText('PHP 672.00');

  await expectNoSeriousA11yViolations(page);

  // Clear Cart asks first.
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByText('Remove all items?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('No items in the cart yet.')).toBeVisible();
  await cart.expectCount(0);
});

test('the stock modal stops a quantity above the stock', async ({ page }) => {
  const storefront = new Storefront(page);
  await storefront.openStore('kainan', 'lutong-bahay-ayala');
  const bulalo = await storefront.openProduct('Bulalo');
  const more = bulalo.dialog.getByRole('button', { name: 'Increase quantity' });
  await more.click();
  await more.click();
  await expect(bulalo.quantity).toHaveValue('3');
  await more.click();
  const stock = page.getByRole('alertdialog', { name: 'Not enough stock' });
  await expect(stock).toContainText('Quantity should not be more than the current stock.');
  await expect(stock).toContainText('Current Stock: 3');
  await stock.getByRole('button', { name: 'OK' }).click();
  await expect(bulalo.quantity).toHaveValue('3');
});

test('a guest who signs in keeps the cart', async ({ page, request }) => {
  const accounts = await Accounts.start(page, request);
  const customer = newCustomer({ firstname: 'Carmela' });
  await accounts.createAccount('kainan', customer);
  const storefront = accounts.storefront;
  const cart = new CartPage(page);

  await storefront.openStore('kainan', 'lutong-bahay-ayala');
  const turon = await storefront.openProduct('Turon (3 pcs)');
  await turon.addToCart.click();
  await expect(turon.dialog).toBeHidden();
  await cart.expectCount(1);

  await accounts.signIn('kainan', customer);
  await cart.expectCount(1);
  await storefront.open('kainan', 'cart');
  await expect(cart.item('Turon (3 pcs)')).toBeVisible();
  // The guest cart id is spent: it now lives in the customer's cart.
  expect((await page.context().cookies()).some((c) => c.name === 'cart_uuid')).toBe(false);
});
