import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { Accounts, newCustomer } from './support/accounts';
import { CartPage } from './support/cart';
import { centavosOf, Discounts } from './support/discounts';
import { LOCATION_STORAGE_KEY } from './support/location';
import { Storefront } from './support/storefront';

/**
 * Promo codes on Checkout (issue 16): a signed-in customer at kainan finds a code among the available
 * ones, copies it, goes back and applies it; the summary shows the Promo line and the server's total.
 * A free-delivery code strikes the Delivery Fee through; a bad code is refused under the field. The
 * codes are kainan's demo codes (merchants/kainan/merchant.json `promo_codes`).
 */
const MAKATI = { label: 'Makati City, Metro Manila', lat: 14.5547, lng: 121.0244 };

/** A new customer, signed in, with one product in the cart, on Checkout (delivered to Makati). */
async function signedInAtCheckout(page: Page, request: APIRequestContext, product: string, store: string) {
  await page.addInitScript(
    `localStorage.setItem(${JSON.stringify(LOCATION_STORAGE_KEY)}, ${JSON.stringify(JSON.stringify(MAKATI))})`,
  );
  const accounts = await Accounts.start(page, request);
  const customer = newCustomer();
  await accounts.createAccount('kainan', customer);
  await accounts.signIn('kainan', customer);
  const storefront = new Storefront(page);
  await storefront.openStore('kainan', store);
  const modal = await storefront.openProduct(product);
  await modal.addToCart.click();
  await expect(modal.dialog).toBeHidden();
  await new CartPage(page).expectCount(1);
  await page.goto('/kainan/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  return { cart: new CartPage(page), discounts: new Discounts(page) };
}

async function expectAccessibleAt390And1280(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expectNoSeriousA11yViolations(page);
  }
}

test('a code copied from the available ones is applied: the Promo line and the total', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { cart, discounts } = await signedInAtCheckout(page, request, 'Chicken Adobo Rice Meal', 'lutong-bahay-ayala');
  await expect(cart.summary('Total')).toBeVisible();
  const subtotal = centavosOf(await cart.summary('Subtotal').innerText());
  const fee = centavosOf(await cart.summary('Delivery Fee').innerText());

  const modal = await discounts.open();
  await expect(discounts.field).toBeFocused();
  await expectAccessibleAt390And1280(page);

  const codes = await discounts.viewAvailableVouchers();
  await expect(codes.getByText('Copy a promo code and enter it in the previous screen')).toBeVisible();
  await expect(discounts.code('KAIN10')).toBeVisible();
  await expect(discounts.code('LIBRENGDELIVERY')).toBeVisible();
  // Expired and hidden codes are not offered.
  await expect(discounts.code('PASKO2025')).toHaveCount(0);
  await expect(discounts.code('SUKI25')).toHaveCount(0);

  const terms = discounts.code('KAIN10').getByRole('button', { name: 'View Terms and Conditions' });
  await expect(terms).toHaveAttribute('aria-expanded', 'false');
  await terms.click();
  await expect(discounts.code('KAIN10').getByRole('button', { name: 'Hide Terms and Conditions' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(discounts.code('KAIN10')).toContainText('10% off your food, up to PHP 100 per order.');
  await expectAccessibleAt390And1280(page);

  await discounts.copy('KAIN10');
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe('KAIN10');
  await discounts.back();
  await expect(discounts.field).toHaveValue('KAIN10');
  await modal.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(discounts.opener).toBeFocused();

  // 10% of the food, at most PHP 100, to the centavo; the total is the server's.
  const off = Math.min(Math.round(subtotal / 10), 10_000);
  await expect(cart.summary('Promo (KAIN10)')).toHaveText(`-PHP ${(off / 100).toFixed(2)}`);
  expect(centavosOf(await cart.summary('Total').innerText())).toBe(subtotal + fee - off);
  await expect(discounts.opener).toHaveAccessibleDescription(`Promo (KAIN10): -PHP ${(off / 100).toFixed(2)}`);

  // The applied code is shown disabled in the modal, with Applied.
  await discounts.open();
  await expect(discounts.field).toBeDisabled();
  await expect(discounts.field).toHaveValue('KAIN10');
  await expect(modal.getByRole('button', { name: 'Applied', exact: true })).toBeDisabled();
});

test('a free-delivery code strikes the Delivery Fee through; the clear icon takes it off', async ({
  page,
  request,
}) => {
  const { cart, discounts } = await signedInAtCheckout(page, request, 'Cheese Ensaymada', 'kape-tayo-bgc');
  await expect(cart.summary('Total')).toBeVisible();
  const subtotal = await cart.summary('Subtotal').innerText();
  const fee = await cart.summary('Delivery Fee').innerText();
  expect(centavosOf(fee)).toBeGreaterThan(0);

  await discounts.open();
  await discounts.apply('librengdelivery');

  // The label shows 11 characters of the code; the fee is struck through and read as waived.
  await expect(cart.summary('Promo (LIBRENGDELI)')).toHaveText(`-${fee}`);
  await expect(cart.summary('Delivery Fee').getByRole('deletion')).toHaveText(fee);
  await expect(cart.summary('Delivery Fee')).toContainText('(waived)');
  await expect(cart.summary('Total')).toHaveText(subtotal);

  const modal = await discounts.open();
  await discounts.removeButton('LIBRENGDELIVERY').click();
  await expect(discounts.field).toBeEnabled();
  await expect(discounts.field).toHaveValue('');
  await expect(discounts.field).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(cart.summary('Promo (LIBRENGDELI)')).toHaveCount(0);
  await expect(cart.summary('Delivery Fee').getByRole('deletion')).toHaveCount(0);
  expect(centavosOf(await cart.summary('Total').innerText())).toBe(centavosOf(subtotal) + centavosOf(fee));
});

test('a code that is not one, or has expired, is refused under the field', async ({ page, request }) => {
  const { cart, discounts } = await signedInAtCheckout(page, request, 'Chicken Adobo Rice Meal', 'lutong-bahay-ayala');
  await discounts.open();

  await discounts.modal.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(discounts.field).toHaveAccessibleDescription('Please enter promo code.');

  await discounts.submit('NOTACODE');
  await expect(discounts.field).toHaveAccessibleDescription('Promo Code is invalid.');
  await expect(discounts.modal.getByRole('alert')).toHaveText('Promo Code is invalid.');

  await discounts.submit('PASKO2025');
  await expect(discounts.field).toHaveAccessibleDescription('This promo code has expired.');

  await page.keyboard.press('Escape');
  await expect(discounts.modal).toBeHidden();
  await expect(cart.summary('Total')).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: /^Promo/ })).toHaveCount(0);
});

test('guests are not offered a discount', async ({ page }) => {
  await page.addInitScript(
    `localStorage.setItem(${JSON.stringify(LOCATION_STORAGE_KEY)}, ${JSON.stringify(JSON.stringify(MAKATI))})`,
  );
  const storefront = new Storefront(page);
  await storefront.openStore('kainan', 'lutong-bahay-ayala');
  const modal = await storefront.openProduct('Chicken Adobo Rice Meal');
  await modal.addToCart.click();
  await expect(modal.dialog).toBeHidden();
  await page.goto('/kainan/checkout');
  await expect(new CartPage(page).summary('Total')).toBeVisible();
  await expect(new Discounts(page).opener).toHaveCount(0);
});
