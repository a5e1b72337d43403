import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { CartPage } from './support/cart';
import { centavosOf, Discounts } from './support/discounts';
import {
  decideSpecialDiscount,
  type IdUpload,
  registerIdThroughApi,
  SpecialDiscountIds,
  signedInAtBotika,
  toCheckoutWith,
} from './support/special-discounts';

/**
 * The Senior Citizen / PWD discount (issue 18) at botika, a VAT-registered pharmacy whose medicines are
 * eligible: a signed-in customer chooses a saved senior ID in the Discount modal and confirms; the
 * summary shows the 'Senior Citizen' line and the total drops by the law's arithmetic (20% off the price
 * without VAT, and no VAT: 2/7 of the price). Paid online, the order waits for the store to check the ID:
 * the order screen says so and offers no Pay Now until the operator decides. Approved, Pay Now opens with
 * the discounted total; rejected, the order goes on at the full price (the ID's rejected_action
 * 'proceed') or is cancelled ('cancel'). axe scans the Discount modal with the section and the order
 * screen at 390 and 1280 px.
 */
test.describe.configure({ mode: 'parallel' });

/** PHP 150.00, one unit (unlimited stock): enough for GCash's PHP 100.00 minimum once discounted. */
const METFORMIN = 'Metformin HCl 500 mg x 30 tablets';
const METFORMIN_CENTAVOS = 15_000;
/** 2/7 of the price, to the centavo: PHP 42.86. */
const OFF = Math.round((METFORMIN_CENTAVOS * 2) / 7);
const pesos = (centavos: number) => `PHP ${(centavos / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const AWAITING = 'The store is checking your Senior Citizen / PWD ID. You can pay once it is confirmed.';
const ORDER_URL = /\/botika\/orders\/([0-9a-f-]{36})$/;

const seniorId = (rejected_action: IdUpload['rejected_action']): IdUpload => ({
  discount_type: 'senior',
  customer_id_type: 'SENIOR',
  customer_id_full_name: 'Lola Remedios Santos',
  customer_id_number: 'SC20205678',
  rejected_action,
});

async function expectAccessibleAt390And1280(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expectNoSeriousA11yViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The order screen's summary amount for a label ('Subtotal', 'Senior Citizen', 'Total'). */
const orderAmount = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Summary' })
    .getByRole('term')
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd[1]');

/**
 * A botika customer with a senior ID (`rejected_action` as given), Metformin in the cart, the ID chosen
 * and confirmed at Checkout, the order placed paying by GCash: on the order screen, waiting for the check.
 */
async function orderWithSeniorDiscount(
  page: Page,
  request: Parameters<typeof registerIdThroughApi>[0],
  baseURL: string | undefined,
  rejectedAction: IdUpload['rejected_action'],
) {
  const { origin, session, storefront } = await signedInAtBotika(page, request, baseURL);
  await registerIdThroughApi(request, session, seniorId(rejectedAction));
  await toCheckoutWith(page, storefront, origin, METFORMIN);
  const cart = new CartPage(page);
  await expect(cart.summary('Total')).toBeVisible();
  const fullTotal = centavosOf(await cart.summary('Total').innerText());

  const discounts = new Discounts(page);
  const ids = new SpecialDiscountIds(page);
  await discounts.open();
  const section = ids.section('Senior Citizen / PWD ID');
  await ids.choice(section, 'Lola Remedios Santos').check();
  await ids.confirm(section).click();
  await expect(discounts.modal).toBeHidden();
  await expect(cart.summary('Senior Citizen')).toHaveText(`-${pesos(OFF)}`);

  await page.getByRole('group', { name: 'Payment Method' }).getByRole('radio', { name: 'GCash' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(ORDER_URL);
  const orderUuid = ORDER_URL.exec(new URL(page.url()).pathname)?.[1] as string;
  await expect(page.getByText(AWAITING)).toBeVisible();
  return { orderUuid, fullTotal };
}

test('a senior ID chosen at Checkout takes 2/7 off a medicine; paid online, the order waits for the check, then Pay Now', async ({
  page,
  request,
  baseURL,
}) => {
  const { origin, session, storefront } = await signedInAtBotika(page, request, baseURL);
  await registerIdThroughApi(request, session, seniorId('proceed'));
  await toCheckoutWith(page, storefront, origin, METFORMIN);
  const cart = new CartPage(page);
  await expect(cart.summary('Total')).toBeVisible();
  expect(centavosOf(await cart.summary('Subtotal').innerText())).toBe(METFORMIN_CENTAVOS);
  const fullTotal = centavosOf(await cart.summary('Total').innerText());
  await expect(page.getByRole('term').getByText('Senior Citizen', { exact: true })).toHaveCount(0);

  // The Discount modal: the ID as a choice, not yet chosen, with the merchant's terms.
  const discounts = new Discounts(page);
  const ids = new SpecialDiscountIds(page);
  await discounts.open();
  const section = ids.section('Senior Citizen / PWD ID');
  const choice = ids.choice(section, 'Lola Remedios Santos');
  await expect(choice).not.toBeChecked();
  await expect(section.getByText(/Senior Citizens \(RA 9994\) and Persons with Disability/)).toBeVisible();
  await expect(section.getByText(/cannot be combined with promo codes/)).toBeVisible();
  await choice.check();
  await expect(choice).toBeChecked();
  await expectAccessibleAt390And1280(page);

  // Confirm: the modal closes, focus is back on 'Apply a discount', which names the discount.
  await ids.confirm(section).click();
  await expect(discounts.modal).toBeHidden();
  await expect(discounts.opener).toBeFocused();
  await expect(cart.summary('Senior Citizen')).toHaveText(`-${pesos(OFF)}`);
  expect(centavosOf(await cart.summary('Total').innerText())).toBe(fullTotal - OFF);
  await expect(discounts.opener).toHaveAccessibleDescription(`Senior Citizen: -${pesos(OFF)}`);

  // Opened again, the modal shows the cart's choice.
  await discounts.open();
  await expect(ids.choice(section, 'Lola Remedios Santos')).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(discounts.modal).toBeHidden();

  // Paid by GCash: the order exists, but waits for the store to check the ID.
  await page.getByRole('group', { name: 'Payment Method' }).getByRole('radio', { name: 'GCash' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(ORDER_URL);
  const orderUuid = ORDER_URL.exec(new URL(page.url()).pathname)?.[1] as string;
  await expect(page.getByText(AWAITING)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);
  await expect(orderAmount(page, 'Senior Citizen')).toHaveText(`-${pesos(OFF)}`);
  await expect(orderAmount(page, 'Total')).toHaveText(pesos(fullTotal - OFF));
  await expectAccessibleAt390And1280(page);

  // The operator approves: the open order screen offers Pay Now by itself (its 5-second refresh).
  await decideSpecialDiscount(request, orderUuid, 'approve');
  await expect(page.getByRole('link', { name: 'Pay Now' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('The special discount was approved.')).toBeVisible();
  await expect(page.getByText(AWAITING)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /View Invoice/ })).toBeVisible();
  await expect(orderAmount(page, 'Senior Citizen')).toHaveText(`-${pesos(OFF)}`);
  await expectAccessibleAt390And1280(page);

  // Pay Now asks for the discounted total.
  await page.getByRole('link', { name: 'Pay Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with GCash' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Pay ${pesos(fullTotal - OFF)}` })).toBeVisible();
});

test("a rejected ID whose rejected_action is 'proceed': the order goes on at the full price", async ({
  page,
  request,
  baseURL,
}) => {
  const { orderUuid, fullTotal } = await orderWithSeniorDiscount(page, request, baseURL, 'proceed');
  await expect(page.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);

  await decideSpecialDiscount(request, orderUuid, 'reject');
  await expect(page.getByText('The store could not accept your ID; your order goes on at the full price.')).toBeVisible(
    { timeout: 15_000 },
  );
  await expect(orderAmount(page, 'Total')).toHaveText(pesos(fullTotal));
  await expect(
    page.getByRole('region', { name: 'Summary' }).getByRole('term').getByText('Senior Citizen', { exact: true }),
  ).toHaveCount(0);
  await expect(page.getByText(AWAITING)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pay Now' })).toBeVisible();
  await expectAccessibleAt390And1280(page);

  await page.getByRole('link', { name: 'Pay Now' }).click();
  await expect(page.getByRole('button', { name: `Pay ${pesos(fullTotal)}` })).toBeVisible();
});

test("a rejected ID whose rejected_action is 'cancel': the order is cancelled", async ({ page, request, baseURL }) => {
  const { orderUuid } = await orderWithSeniorDiscount(page, request, baseURL, 'cancel');

  await decideSpecialDiscount(request, orderUuid, 'reject');
  await expect(page.getByRole('status', { name: 'Order status' })).toHaveText('Cancelled', { timeout: 15_000 });
  await expect(page.getByText('The store could not accept your ID, so your order was cancelled.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
});

test('a promo code and the special discount take each other’s place; Confirm with nothing chosen clears it', async ({
  page,
  request,
  baseURL,
}) => {
  const { origin, session, storefront } = await signedInAtBotika(page, request, baseURL);
  await registerIdThroughApi(request, session, seniorId('proceed'));
  await toCheckoutWith(page, storefront, origin, METFORMIN);
  const cart = new CartPage(page);
  const discounts = new Discounts(page);
  const ids = new SpecialDiscountIds(page);
  const section = ids.section('Senior Citizen / PWD ID');
  const seniorLine = page.getByRole('term').getByText('Senior Citizen', { exact: true });
  await discounts.open();
  await ids.choice(section, 'Lola Remedios Santos').check();
  await ids.confirm(section).click();
  await expect(cart.summary('Senior Citizen')).toHaveText(`-${pesos(OFF)}`);

  // A promo code (5% off medicines) takes the special discount's place, and the ID is no longer chosen.
  await discounts.open();
  await discounts.apply('GAMOT5');
  await expect(cart.summary('Promo (GAMOT5)')).toHaveText(`-${pesos(METFORMIN_CENTAVOS / 20)}`);
  await expect(seniorLine).toHaveCount(0);
  await discounts.open();
  await expect(ids.choice(section, 'Lola Remedios Santos')).not.toBeChecked();

  // Confirming the ID removes the promo code.
  await ids.choice(section, 'Lola Remedios Santos').check();
  await ids.confirm(section).click();
  await expect(discounts.modal).toBeHidden();
  await expect(cart.summary('Senior Citizen')).toHaveText(`-${pesos(OFF)}`);
  await expect(page.getByRole('term').getByText('Promo (GAMOT5)', { exact: true })).toHaveCount(0);

  // Confirm with nothing chosen clears it.
  await discounts.open();
  await expect(discounts.field).toBeEnabled();
  await ids.choice(section, 'Lola Remedios Santos').uncheck();
  await ids.confirm(section).click();
  await expect(discounts.modal).toBeHidden();
  await expect(seniorLine).toHaveCount(0);
  await expect(discounts.opener).not.toHaveAccessibleDescription(/Senior Citizen/);
});
