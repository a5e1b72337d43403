/**
 * Loyalty (issue 19; spec §2 navbar points badge, survey prompt and /transaction-history, §3, §4, §9) at
 * the coin merchant, ushop (points view and earning on; 1 U-COIN per ₱50): a new customer answers the
 * survey and the badge shows their 5 U-COINs without a reload, listed in Transaction History under
 * 'Today'; an order delivered by the operator earns U-COINs on the open order screen, and the badge and
 * the history follow; axe on Transaction History and on the survey dialog (questions, messages,
 * thanks) at 390 and 1280 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { Accounts, newCustomer } from './support/accounts';
import { moveOrder, referenceOf } from './support/orders';
import { placeOrder } from './support/orders-api';
import { answerSurveyThroughApi, Loyalty, SURVEY_REQUIRED, SURVEY_TEXT, surveyOf } from './support/points';
import { urlPath } from './support/storefront';

test.describe.configure({ mode: 'parallel' });

/** A marker that a reload would wipe: what follows must happen in place. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (globalThis as unknown as { notReloaded: boolean }).notReloaded = true;
  });
const expectNotReloaded = async (page: Page) =>
  expect(await page.evaluate(() => (globalThis as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

test('a new customer answers the survey: 5 UCOINS on the badge without a reload, Achievement Unlock under Today', async ({
  page,
  request,
}) => {
  const customer = newCustomer({ firstname: 'Lorna' });
  const accounts = await Accounts.start(page, request);
  const loyalty = new Loyalty(page);
  await accounts.submitSignUp('ushop', customer);

  await expect(page).toHaveURL(urlPath('/ushop/'));
  const dialog = loyalty.surveyDialog;
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(SURVEY_TEXT);
  await markPage(page);
  // Neither Escape nor a click beside it closes it.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  await loyalty.answerSurvey();
  await accounts.expectSignedIn('ushop', customer.firstname);
  await expect(loyalty.badge).toHaveText('5 UCOINS');
  await expect(loyalty.badge).toHaveAccessibleName('5 UCOINS — your points');
  await expectNotReloaded(page);

  // The coin merchant's badge leads to My Points; Transaction History is in the account menu.
  await expect(loyalty.badge).toHaveAttribute('href', '/ushop/my-points');
  const menu = await accounts.openUserMenu();
  await menu.getByRole('link', { name: 'Transaction History' }).click();
  await expect(page).toHaveURL(urlPath('/ushop/transaction-history'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transaction History');
  const unlock = loyalty.historyGroup('Today').getByRole('listitem').filter({ hasText: 'Achievement Unlock' });
  await expect(unlock).toContainText('+5 UCOINS');
  await expect(loyalty.historyGroup('Today').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // Answered for good: the prompt does not come back after a reload.
  await page.reload();
  await expect(loyalty.badge).toHaveText('5 UCOINS');
  await expect(loyalty.surveyDialog).toHaveCount(0);
});

test('an order delivered by the operator earns UCOINS on the open order screen; the badge and the history follow', async ({
  page,
  request,
}) => {
  const customer = newCustomer({ firstname: 'Tessa' });
  const accounts = await Accounts.start(page, request);
  const loyalty = new Loyalty(page);
  const { token } = await accounts.createAccount('ushop', customer);
  await answerSurveyThroughApi(request, { merchant: 'ushop', session: token, clientIp: accounts.clientIp });
  // ₱150 and up of items: at 1 U-COIN per ₱50, some U-COINs to earn.
  const order = await placeOrder(request, {
    merchant: 'ushop',
    method: 'COD',
    session: token,
    quantity: 10,
    clientIp: accounts.clientIp,
  });
  await accounts.signIn('ushop', customer);
  await expect(loyalty.badge).toHaveText('5 UCOINS');

  await accounts.storefront.open('ushop', `orders/${order.order_uuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${referenceOf(order.order_uuid)}`);
  const pending = page.getByText(/^You'll earn \d+ UCOINS? when this order is completed$/);
  await expect(pending).toBeVisible();
  const earned = Number(/earn (\d+)/.exec((await pending.textContent()) ?? '')?.[1]);
  expect(earned).toBeGreaterThan(0);
  await markPage(page);

  for (const status of ['processing', 'dispatched', 'delivered']) await moveOrder(request, order.order_uuid, status);
  const unit = earned === 1 ? 'UCOIN' : 'UCOINS';
  await expect(page.getByText(`You earned ${earned} ${unit} with this order`)).toBeVisible({ timeout: 15_000 });
  await expect(loyalty.badge).toHaveText(`${5 + earned} UCOINS`);
  await expectNotReloaded(page);

  await accounts.storefront.open('ushop', 'transaction-history');
  const today = loyalty.historyGroup('Today');
  await expect(today.getByRole('listitem')).toHaveCount(2);
  // Newest first: the order's, then the survey's.
  await expect(today.getByRole('listitem').first()).toContainText('Earn Points');
  await expect(today.getByRole('listitem').first()).toContainText(`+${earned} ${unit}`);
  await expect(today.getByRole('listitem').first()).toContainText(referenceOf(order.order_uuid));
  await expect(today.getByRole('listitem').last()).toContainText('Achievement Unlock');
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the survey dialog: its questions, the messages of an empty Submit, the thanks', async ({ page, request }) => {
      const customer = newCustomer({ firstname: 'Nilda' });
      const accounts = await Accounts.start(page, request);
      const loyalty = new Loyalty(page);
      await accounts.createAccount('ushop', customer);
      await accounts.submitSignIn('ushop', customer.mobile, customer.pin);
      await expect(loyalty.surveyDialog).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await loyalty.surveyDialog.getByRole('button', { name: 'Submit' }).click();
      const required = surveyOf('ushop').questions.filter((q) => q.required);
      await expect(loyalty.surveyDialog.getByText(SURVEY_REQUIRED)).toHaveCount(required.length);
      const first = required[0]?.label ?? '';
      await expect(loyalty.question(first)).toHaveAccessibleDescription(SURVEY_REQUIRED);
      await expect(loyalty.question(first).getByRole('radio').first()).toBeFocused();
      await expectNoSeriousA11yViolations(page);

      await loyalty.fillSurvey();
      await loyalty.surveyDialog.getByRole('button', { name: 'Submit' }).click();
      await expect(loyalty.surveyDone.getByRole('button', { name: 'Continue' })).toBeFocused();
      await expectNoSeriousA11yViolations(page);
    });

    test('Transaction History with movements', async ({ page, request }) => {
      const customer = newCustomer({ firstname: 'Obet' });
      const accounts = await Accounts.start(page, request);
      const loyalty = new Loyalty(page);
      const { token } = await accounts.createAccount('ushop', customer);
      await answerSurveyThroughApi(request, { merchant: 'ushop', session: token, clientIp: accounts.clientIp });
      await accounts.signIn('ushop', customer);
      await expect(loyalty.badge).toHaveText('5 UCOINS');
      await accounts.storefront.open('ushop', 'transaction-history');
      await expect(loyalty.historyGroup('Today').getByRole('listitem')).toContainText(['Achievement Unlock']);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
