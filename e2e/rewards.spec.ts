/**
 * Rewards and e-codes (issue 20; spec §2 /my-points and /rewards/{id}, §3 Rewards list, §4 paging, §7
 * rewards calls, §8 e-code errors) at the coin merchant, ushop: a customer earns an operator's printed
 * e-code on My Points — the server's message, the badge and the balance change without a reload — and
 * the same code again says it was used; a customer given points by the operator opens a reward, redeems
 * it through the confirmation and gets its code while the badge goes down; axe on My Points, Reward
 * Details, the confirmation and the result at 390 and 1280 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { Accounts, newCustomer } from './support/accounts';
import { answerSurveyThroughApi, Loyalty } from './support/points';
import {
  ECODE_EARNED,
  ECODE_USED,
  givePoints,
  issueEcodes,
  type RewardFile,
  Rewards,
  redeemableReward,
} from './support/rewards';
import { urlPath } from './support/storefront';

test.describe.configure({ mode: 'parallel' });

/** A marker that a reload would wipe: what follows must happen in place. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (globalThis as unknown as { notReloaded: boolean }).notReloaded = true;
  });
const expectNotReloaded = async (page: Page) =>
  expect(await page.evaluate(() => (globalThis as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

const ucoins = (n: number) => `${n.toLocaleString('en-US')} ${n <= 1 ? 'UCOIN' : 'UCOINS'}`;

/** A new ushop customer, survey answered (5 U-COINs), given `extra` points by the operator, signed in. */
async function signedInCustomer(
  page: Page,
  request: Parameters<typeof Accounts.start>[1],
  firstname: string,
  extra = 0,
) {
  const customer = newCustomer({ firstname });
  const accounts = await Accounts.start(page, request);
  const { token } = await accounts.createAccount('ushop', customer);
  await answerSurveyThroughApi(request, { merchant: 'ushop', session: token, clientIp: accounts.clientIp });
  if (extra > 0) await givePoints(request, { merchant: 'ushop', customer: customer.mobile, points: extra });
  await accounts.signIn('ushop', customer);
  await expect(new Loyalty(page).badge).toHaveText(ucoins(5 + extra));
  return { customer, accounts };
}

/** The demo file's rewards these tests redeem: without them the tests cannot say anything, so they fail. */
function mustHave(reward: RewardFile | undefined, kind: string): RewardFile {
  if (!reward) throw new Error(`merchants/ushop/merchant.json lists no ${kind} reward every test may redeem`);
  return reward;
}
const ITEM = mustHave(redeemableReward('ushop', 'item'), 'item');
const DISCOUNT = mustHave(redeemableReward('ushop', 'discount'), 'discount');

test('an e-code from the operator earns its points: the message, the badge and the balance without a reload; again, it was used', async ({
  page,
  request,
}) => {
  const [code = ''] = await issueEcodes(request, { merchant: 'ushop', points: 50 });
  const { accounts } = await signedInCustomer(page, request, 'Ramil');
  const loyalty = new Loyalty(page);
  const rewards = new Rewards(page);

  // The coin merchant's badge leads to My Points.
  await loyalty.badge.click();
  await expect(page).toHaveURL(urlPath('/ushop/my-points'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Points');
  await expect(rewards.balance).toContainText(/(^|\D)5 UCOINS/);
  await expect(rewards.balance.getByRole('link', { name: 'Transaction History' })).toHaveAttribute(
    'href',
    '/ushop/transaction-history',
  );
  await markPage(page);

  // Typed as a customer might: lower case, with spaces.
  await rewards.earn(` ${code.toLowerCase()} `);
  await expect(rewards.ecodeForm.getByRole('status')).toHaveText(ECODE_EARNED(50));
  await expect(rewards.ecodeField).toHaveValue('');
  await expect(loyalty.badge).toHaveText('55 UCOINS');
  await expect(rewards.balance).toContainText(/(^|\D)55 UCOINS/);
  await expectNotReloaded(page);

  await rewards.earn(code);
  await accounts.expectFieldMessage('E-code', ECODE_USED);
  await expect(rewards.ecodeField).toHaveAttribute('aria-invalid', 'true');
  await expect(rewards.ecodeForm.getByRole('status')).toHaveText('');
  await expect(loyalty.badge).toHaveText('55 UCOINS');

  // The history has the earn.
  await page.getByRole('link', { name: 'Transaction History' }).click();
  await expect(loyalty.historyGroup('Today').getByRole('listitem').first()).toContainText('+50 UCOINS');
});

async function redeem(page: Page, reward: RewardFile, balanceBefore: number) {
  const rewards = new Rewards(page);
  const loyalty = new Loyalty(page);
  await loyalty.badge.click();
  await expect(page).toHaveURL(urlPath('/ushop/my-points'));
  await expect(rewards.card(reward.name)).toContainText(ucoins(reward.points_cost));
  await rewards.openReward(reward.name);
  await expect(page).toHaveURL((url) => /^\/ushop\/rewards\/[0-9a-f-]{36}$/.test(url.pathname));
  await markPage(page);

  await rewards.redeemButton.click();
  const confirm = rewards.confirmDialog(reward.name, reward.points_cost);
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(
    `Your balance goes from ${balanceBefore.toLocaleString('en-US')} to ${ucoins(balanceBefore - reward.points_cost)}.`,
  );
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Redeem' }).click();

  const result = rewards.resultDialog;
  await expect(result).toBeVisible();
  await expect(result.getByRole('heading', { name: 'Reward redeemed' })).toBeFocused();
  await expect(result).toContainText(`You redeemed ${reward.name}.`);
  const after = balanceBefore - reward.points_cost;
  await expect(result).toContainText(`Your balance: ${ucoins(after)}`);
  return { result, rewards, loyalty, after };
}

/** Done closes the result: the badge (hidden from the accessibility tree behind the dialog) has the new balance. */
async function closeResult(page: Page, after: number) {
  const rewards = new Rewards(page);
  await rewards.resultDialog.getByRole('button', { name: 'Done' }).click();
  await expect(rewards.resultDialog).toBeHidden();
  await expect(new Loyalty(page).badge).toHaveText(ucoins(after));
  await expectNotReloaded(page);
}

test('a customer given points redeems an item: confirm, the claim code to show at the store, the badge down', async ({
  page,
  request,
}) => {
  const reward = ITEM;
  await signedInCustomer(page, request, 'Cora', reward.points_cost + 20);
  const { result, rewards, after } = await redeem(page, reward, 5 + reward.points_cost + 20);
  const code = await rewards.codeUnder(result, 'Show this code at the store');
  await closeResult(page, after);
  const mine = page.getByRole('region', { name: 'Your redemptions' });
  await expect(mine.getByRole('listitem')).toHaveCount(1);
  await expect(mine).toContainText(code);
  await expect(page.getByRole('main')).toContainText(`Your balance${ucoins(after)}`);
});

test('a discount reward gives the customer a promo code to use at checkout, with Copy', async ({ page, request }) => {
  const reward = DISCOUNT;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedInCustomer(page, request, 'Dodong', reward.points_cost);
  const { result, rewards } = await redeem(page, reward, 5 + reward.points_cost);
  const code = await rewards.codeUnder(result, 'Use this code at checkout');
  await result.getByRole('button', { name: `Copy ${code}` }).click();
  await expect(result.getByRole('status').filter({ hasText: 'copied' })).toHaveText(`${code} copied.`);
  // A string: the e2e project compiles without the DOM's types.
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(code);
  expect(code).toMatch(/^RWD-/);
  await closeResult(page, 5);
  await expect(page.getByRole('region', { name: 'Your redemptions' })).toContainText(code);
});

test('Redeem is off, with its reason, while the points are short', async ({ page, request }) => {
  const reward = ITEM;
  // The survey's 5 U-COINs must not already pay for it, or the button is on.
  expect(reward.points_cost).toBeGreaterThan(5);
  await signedInCustomer(page, request, 'Elmer');
  const rewards = new Rewards(page);
  await rewards.page.goto('/ushop/my-points');
  const short = reward.points_cost - 5;
  await expect(rewards.card(reward.name)).toContainText(`You need ${short.toLocaleString('en-US')} more`);
  await rewards.openReward(reward.name);
  await expect(rewards.redeemButton).toBeDisabled();
  await expect(rewards.redeemButton).toHaveAccessibleDescription(
    `You need ${short.toLocaleString('en-US')} more ${short <= 1 ? 'UCOIN' : 'UCOINS'} to redeem this.`,
  );
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('My Points with rewards, then an e-code refused', async ({ page, request }) => {
      await signedInCustomer(page, request, 'Fely');
      const rewards = new Rewards(page);
      await page.goto('/ushop/my-points');
      await expect(rewards.balance).toContainText(/(^|\D)5 UCOINS/);
      if (ITEM) await expect(rewards.card(ITEM.name)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await rewards.earn('NOT-A-CODE-1');
      await expect(rewards.ecodeField).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousA11yViolations(page);
    });

    test('Reward Details, the confirmation and the result', async ({ page, request }) => {
      const reward = ITEM;
      await signedInCustomer(page, request, 'Gido', reward.points_cost);
      const rewards = new Rewards(page);
      await page.goto('/ushop/my-points');
      await rewards.openReward(reward.name);
      await expect(rewards.redeemButton).toBeEnabled();
      await expectNoSeriousA11yViolations(page);

      await rewards.redeemButton.click();
      const confirm = rewards.confirmDialog(reward.name, reward.points_cost);
      await expect(confirm).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await confirm.getByRole('button', { name: 'Redeem' }).click();
      await expect(rewards.resultDialog).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await rewards.resultDialog.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByRole('region', { name: 'Your redemptions' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
