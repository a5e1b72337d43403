/**
 * Pay with points (issue 21; spec §2 summary 'Points Redeemed', §3 Cart points_used / points_value, §4
 * Checkout) at the coin merchant, ushop: a customer given U-COINs opens Checkout, sees the balance and the
 * most usable now, is refused more than that under the field, uses points — 'Points Redeemed' and the
 * lower total —, removes them and uses them again, places a cash-on-delivery order; the order shows
 * 'Points Redeemed' and the navbar badge went down. axe on Checkout with points applied at 390 and 1280 px.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { Accounts, newCustomer } from './support/accounts';
import { CartPage } from './support/cart';
import { centavosOf } from './support/discounts';
import { LOCATION_STORAGE_KEY } from './support/location';
import { PayWithPoints } from './support/pay-with-points';
import { answerSurveyThroughApi, Loyalty } from './support/points';
import { givePoints } from './support/rewards';
import { Storefront } from './support/storefront';

test.describe.configure({ mode: 'parallel' });

/** Near U-Shop Express - Katipunan (Quezon City), as the 'Deliver to' picker keeps a location. */
const KATIPUNAN = { label: 'Loyola Heights, Quezon City, Metro Manila', lat: 14.6391, lng: 121.0767 };
const PRODUCT = 'Coca-Cola Original 1.5 L';
const ORDER_URL = /\/ushop\/orders\/[0-9a-f-]{36}$/;

/** A new ushop customer with 5 + `extra` U-COINs, signed in, one product in the cart, on Checkout. */
async function atCheckoutWithPoints(page: Page, request: APIRequestContext, extra: number) {
  await page.addInitScript(
    `localStorage.setItem(${JSON.stringify(LOCATION_STORAGE_KEY)}, ${JSON.stringify(JSON.stringify(KATIPUNAN))})`,
  );
  const customer = newCustomer({ firstname: 'Marites' });
  const accounts = await Accounts.start(page, request);
  const { token } = await accounts.createAccount('ushop', customer);
  await answerSurveyThroughApi(request, { merchant: 'ushop', session: token, clientIp: accounts.clientIp });
  await givePoints(request, { merchant: 'ushop', customer: customer.mobile, points: extra });
  await accounts.signIn('ushop', customer);
  const loyalty = new Loyalty(page);
  await expect(loyalty.badge).toHaveText(`${5 + extra} UCOINS`);

  const storefront = new Storefront(page);
  await storefront.openStore('ushop', 'ushop-express-katipunan');
  const modal = await storefront.openProduct(PRODUCT);
  await modal.addToCart.click();
  await expect(modal.dialog).toBeHidden();
  const cart = new CartPage(page);
  await cart.expectCount(1);
  await page.goto('/ushop/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  return { cart, loyalty, points: new PayWithPoints(page) };
}

test('points pay part of the order: Points Redeemed and the lower total, on Checkout and the order; the badge goes down', async ({
  page,
  request,
}) => {
  const { cart, loyalty, points } = await atCheckoutWithPoints(page, request, 100);
  const summary = page.getByRole('complementary', { name: 'Order summary' });

  await expect(points.section).toBeVisible();
  await expect(points.fact('Your balance')).toHaveText('105 UCOINS');
  const most = Number((await points.fact('Usable on this order').innerText()).replace(/\D/g, ''));
  const total = centavosOf(await cart.summary('Total').innerText());
  // The most is what is due (1 U-COIN = ₱1, whole points) or the balance, whichever is less.
  expect(most).toBe(Math.min(105, Math.floor(total / 100)));
  await expect(PayWithPoints.redeemedLine(summary)).toHaveCount(0);

  // More than the cart can take is refused under the field, and nothing moves.
  await points.use(most + 1);
  await expect(points.field()).toHaveAccessibleDescription(`You can use at most ${most} points on this cart.`);
  await expect(points.field()).toHaveAttribute('aria-invalid', 'true');

  await points.use(50);
  const line = PayWithPoints.redeemedLine(summary);
  await expect(line.getByRole('term')).toHaveText('Points Redeemed (50 UCOINS)');
  await expect(line.getByRole('definition')).toHaveText('-PHP 50.00');
  await expect(cart.summary('Total')).toHaveText(
    `PHP ${((total - 5000) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await expect(points.section).toContainText('50 UCOINS applied: -PHP 50.00');
  await expect(points.field()).not.toHaveAttribute('aria-invalid', 'true');
  // Spec §2's order: after the fees, before the Total (no promo here).
  await expect(summary.locator('.cart-summary').getByRole('term')).toHaveText([
    'Subtotal',
    'Delivery Fee',
    'Points Redeemed (50 UCOINS)',
    'Total',
  ]);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expectNoSeriousA11yViolations(page);
  }

  // Remove takes them off; 'Use all' puts the most on; 50 again for the order.
  await points.button('Remove').click();
  await expect(line).toHaveCount(0);
  await expect(cart.summary('Total')).toHaveText(
    `PHP ${(total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await points.button('Use all').click();
  await expect(line.getByRole('term')).toHaveText(`Points Redeemed (${most} UCOINS)`);
  await points.use(50);
  await expect(line.getByRole('term')).toHaveText('Points Redeemed (50 UCOINS)');
  // Points are spent when the order is placed: the badge has not moved yet.
  await expect(loyalty.badge).toHaveText('105 UCOINS');

  await expect(
    page.getByRole('group', { name: 'Payment Method' }).getByRole('radio', { name: 'Cash on Delivery' }),
  ).toBeChecked();
  await page.getByRole('textbox', { name: /House no\./ }).fill('Unit 3A, 12 F. dela Rosa St.');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(ORDER_URL);
  const orderSummary = page.getByRole('region', { name: 'Summary' });
  const orderLine = PayWithPoints.redeemedLine(orderSummary);
  await expect(orderLine.getByRole('term')).toHaveText('Points Redeemed (50 UCOINS)');
  await expect(orderLine.getByRole('definition')).toHaveText('-PHP 50.00');
  await expect(loyalty.badge).toHaveText('55 UCOINS');
  await cart.expectCount(0);
});
