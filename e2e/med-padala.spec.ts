/**
 * The medicine wallet (issue 21; spec §1 "A medicine wallet credit (wallet type code med-padala) with
 * balance inquiry, save and remove", §2 summary's medicine wallet credits line, §3 Medicine wallet) at
 * botika, the pharmacy: the operator issues a PHP 1,500.00 credit, a signed-in customer with Metformin
 * in the cart opens Checkout; a wrong PIN is refused under the PIN; the right one shows the balance and
 * when it was read; 'Apply' with no amount takes as much as fits (the total PHP 0.00), Remove takes it
 * off, PHP 100.00 applied; 'Medicine Wallet Credits' sits after the fees with the total PHP 100.00
 * lower; a cash-on-delivery order is placed and its Summary shows the line. axe on Checkout with the
 * area (a refusal, then a credit applied) at 390 and 1280 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { CartPage } from './support/cart';
import { centavosOf } from './support/discounts';
import { issueWallet, MedPadala } from './support/med-padala';
import { signedInAtBotika, toCheckoutWith } from './support/special-discounts';

test.describe.configure({ mode: 'parallel' });

/** PHP 150.00, one unit (unlimited stock). */
const METFORMIN = 'Metformin HCl 500 mg x 30 tablets';
const ORDER_URL = /\/botika\/orders\/[0-9a-f-]{36}$/;
const WRONG = 'The wallet code or PIN is wrong.';
const pesos = (centavos: number) => `PHP ${(centavos / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

async function expectAccessibleAt390And1280(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expectNoSeriousA11yViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a wallet credit pays part of the order: balance, refusal, apply, remove, the credits line on Checkout and the order', async ({
  page,
  request,
  baseURL,
}) => {
  const wallet = await issueWallet(request, { merchant: 'botika', amount: 1500 });
  const { origin, storefront } = await signedInAtBotika(page, request, baseURL, { firstname: 'Corazon' });
  await toCheckoutWith(page, storefront, origin, METFORMIN);
  const cart = new CartPage(page);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const area = new MedPadala(page);
  const line = MedPadala.creditsLine(summary);

  await expect(area.area).toBeVisible();
  await expect(area.pin).toHaveAttribute('type', 'password');
  await expect(area.pin).toHaveAttribute('inputmode', 'numeric');
  await expect(cart.summary('Total')).toBeVisible();
  const total = centavosOf(await cart.summary('Total').innerText());
  await expect(line).toHaveCount(0);

  // A wrong PIN: refused under the PIN (its description), nothing applied.
  await area.fill({ code: wallet.code, pin: wallet.pin === '000000' ? '111111' : '000000' });
  await area.button('Check balance').click();
  await expect(area.pin).toHaveAccessibleDescription(WRONG);
  await expect(area.pin).toHaveAttribute('aria-invalid', 'true');
  await expectAccessibleAt390And1280(page);

  // The right PIN: the balance and when it was read.
  await area.pin.fill(wallet.pin);
  await area.button('Check balance').click();
  await expect(area.balance).toContainText('Balance: PHP 1,500.00');
  await expect(area.balance).toContainText(wallet.code);
  await expect(area.balance).toContainText(/as of [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/);
  await expect(area.pin).not.toHaveAttribute('aria-invalid', 'true');

  // No amount: as much as fits — the whole total.
  await area.button('Apply').click();
  await expect(line.getByRole('definition')).toHaveText(`-${pesos(total)}`);
  await expect(cart.summary('Total')).toHaveText('PHP 0.00');
  await expect(area.credits).toHaveCount(1);
  await expect(area.credits.first()).toContainText(wallet.code.slice(-4));
  await expect(area.code).toHaveValue('');

  // Remove takes it off; PHP 100.00 applied instead.
  await area.credits
    .first()
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(line).toHaveCount(0);
  await expect(cart.summary('Total')).toHaveText(pesos(total));
  await area.fill(wallet, 100);
  await area.button('Apply').click();
  await expect(line.getByRole('definition')).toHaveText('-PHP 100.00');
  await expect(cart.summary('Total')).toHaveText(pesos(total - 10_000));
  // Spec §2's order: after the fees, before the Total (no points or promo here).
  await expect(summary.locator('.cart-summary').getByRole('term')).toHaveText([
    'Subtotal',
    'Delivery Fee',
    'Medicine Wallet Credits',
    'Total',
  ]);
  await expectAccessibleAt390And1280(page);

  const cod = page.getByRole('group', { name: 'Payment Method' }).getByRole('radio', { name: 'Cash on Delivery' });
  await cod.check();
  await expect(cod).toBeChecked();
  await page.getByRole('textbox', { name: /House no\./ }).fill('Unit 5B, 8 Kapitolyo St.');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(ORDER_URL);
  const orderLine = MedPadala.creditsLine(page.getByRole('region', { name: 'Summary' }));
  await expect(orderLine.getByRole('definition')).toHaveText('-PHP 100.00');
  await cart.expectCount(0);
});
