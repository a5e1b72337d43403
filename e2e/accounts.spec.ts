/**
 * Customer accounts (spec §2, §4, §5): Create Account with a code from the outbox, Sign In (right and
 * wrong PIN, unknown number, Remember me), Sign Out, Forgot PIN, the profile (change PIN), forced
 * logout on a revoked session (419), idle logout, the merchant switch and the coin merchant's survey.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { Accounts, e164, latestOtp, newCustomer, outboxCount, revokeSession } from './support/accounts';
import { Loyalty } from './support/points';
import { urlPath } from './support/storefront';

test.describe.configure({ mode: 'parallel' });

test('Create Account: details, code by SMS from the outbox, PIN → signed in at Home; Sign Out', async ({
  page,
  request,
}) => {
  const accounts = await Accounts.start(page, request);
  const customer = newCustomer({ firstname: 'Maria', lastname: 'Santos' });
  await accounts.signUp('kainan', customer);
  const menu = await accounts.openUserMenu();
  // kainan: e-store on, points view off, not the coin merchant.
  await expect(menu.getByRole('link')).toHaveText(['My Profile', 'My Orders']);
  await page.keyboard.press('Escape');
  await expect(accounts.userMenuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(accounts.userMenuButton).toBeFocused();
  await accounts.signOut();
  // Signed out, the guest-only screens open again.
  await accounts.storefront.open('kainan', 'login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
});

test('Create Account shows the server message on the field: a number already registered', async ({ page, request }) => {
  const customer = newCustomer();
  const accounts = await Accounts.start(page, request);
  await accounts.createAccount('kainan', customer);
  await accounts.storefront.open('kainan', 'signup');
  await accounts.field('First name').fill('Pedro');
  await accounts.field('Last name').fill('Penduko');
  await accounts.field('Mobile number').fill(customer.mobile);
  await page.getByRole('button', { name: 'Continue' }).click();
  await accounts.expectFieldMessage('Mobile number', 'The mobile number has already been taken.');
});

test('Sign In: unknown number, wrong PIN (messages on the mobile number), then the right PIN; Remember me', async ({
  page,
  request,
}) => {
  const customer = newCustomer({ firstname: 'Jose' });
  const accounts = await Accounts.start(page, request);
  await accounts.createAccount('kainan', customer);

  await accounts.submitSignIn('kainan', '09170000001', '1234');
  await accounts.expectFieldMessage('Mobile number', 'Sorry account is not found');

  await accounts.submitSignIn('kainan', customer.mobile, '9999', { open: false });
  await accounts.expectFieldMessage('Mobile number', 'Invalid mobile number or pin');
  await expect(page).toHaveURL(urlPath('/kainan/login'));

  await accounts.field('PIN').fill(customer.pin);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await accounts.expectSignedIn('kainan', 'Jose');

  // Rule 1: the guest-only screens send a signed-in customer Home; my-profile now opens.
  await accounts.storefront.open('kainan', 'signup');
  await expect(page).toHaveURL(urlPath('/kainan/'));
  await accounts.storefront.open('kainan', 'my-profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Profile');
  await expect(page.getByRole('heading', { name: 'Jose Dela Cruz' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profile initials JD' })).toBeVisible();

  await accounts.signOut();
  await accounts.storefront.open('kainan', 'login');
  await expect(accounts.field('Mobile number')).toHaveValue(customer.mobile);
  await expect(page.getByLabel('Remember me')).toBeChecked();
});

test('Forgot PIN: code to the mobile number, new PIN → signed in; the new PIN signs in', async ({ page, request }) => {
  const customer = newCustomer({ firstname: 'Ana' });
  const accounts = await Accounts.start(page, request);
  await accounts.createAccount('kainan', customer);
  await accounts.storefront.open('kainan', 'login');
  await page.getByRole('link', { name: 'Forgot PIN?' }).click();
  await expect(page).toHaveURL(urlPath('/kainan/forgot-password'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot PIN');

  const before = await outboxCount(request, e164(customer.mobile));
  await accounts.field('Mobile number').fill(customer.mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Successfully sent OTP.')).toBeVisible();
  await expect(page.getByText(/You can request a new code in \d+ s/)).toBeVisible();

  await accounts.field('One-time code (OTP)').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await accounts.expectFieldMessage('One-time code (OTP)', 'The OTP you entered is invalid or has expired.');

  await accounts.field('One-time code (OTP)').fill(await latestOtp(request, e164(customer.mobile), { after: before }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await accounts.field('New PIN').fill('2468');
  await accounts.field('Confirm PIN').fill('2469');
  await page.getByRole('button', { name: 'Set PIN' }).click();
  await accounts.expectFieldMessage('Confirm PIN', 'The Confirm PIN must match your New PIN');
  await accounts.field('Confirm PIN').fill('2468');
  await page.getByRole('button', { name: 'Set PIN' }).click();
  await accounts.expectSignedIn('kainan', 'Ana');

  await accounts.signOut();
  await accounts.signIn('kainan', { ...customer, pin: '2468' });
});

test('Change PIN on My Profile: wrong current PIN, same PIN, then changed', async ({ page, request }) => {
  const customer = newCustomer({ firstname: 'Lito' });
  const accounts = await Accounts.start(page, request);
  await accounts.createAccount('kainan', customer);
  await accounts.signIn('kainan', customer);
  const menu = await accounts.openUserMenu();
  await menu.getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(urlPath('/kainan/my-profile'));
  const form = page.getByRole('region', { name: 'Change PIN' });

  await form.getByLabel('Current PIN').fill('0000');
  await form.getByLabel('New PIN').fill('8642');
  await form.getByLabel('Confirm PIN').fill('8642');
  await form.getByRole('button', { name: 'Change PIN' }).click();
  await expect(form.getByLabel('Current PIN')).toHaveAccessibleDescription('Sorry, you have entered an invalid Pin.');

  await form.getByLabel('Current PIN').fill(customer.pin);
  await form.getByLabel('New PIN').fill(customer.pin);
  await form.getByLabel('Confirm PIN').fill(customer.pin);
  await form.getByRole('button', { name: 'Change PIN' }).click();
  await expect(form.getByLabel('New PIN')).toHaveAccessibleDescription('New Pin must be different from Old Pin');

  await form.getByLabel('New PIN').fill('8642');
  await form.getByLabel('Confirm PIN').fill('8642');
  await form.getByRole('button', { name: 'Change PIN' }).click();
  await expect(form.getByText('Your PIN has been changed.')).toBeVisible();

  await accounts.signOut();
  await accounts.signIn('kainan', { ...customer, pin: '8642' });
});

test('a revoked session (419) logs out: token and user cleared, page reloaded signed out', async ({
  page,
  request,
}) => {
  const customer = newCustomer({ firstname: 'Nena' });
  const accounts = await Accounts.start(page, request);
  await accounts.createAccount('kainan', customer);
  const login = page.waitForResponse('**/api/customer/customer/login/mobile');
  await accounts.signIn('kainan', customer);
  const { token } = (await (await login).json()) as { token: string };

  await revokeSession(request, 'kainan', token);
  // The next signed-in call (the profile) answers 419: logout, reload, and rule 1 sends the guest Home.
  await accounts.storefront.open('kainan', 'my-profile');
  // Two page loads in a row (the profile, then the reload that signs out): give a loaded machine time.
  await expect(page).toHaveURL(urlPath('/kainan/'), { timeout: 20_000 });
  await accounts.expectSignedOut();
  expect(await page.evaluate('localStorage.getItem("storefront.user")')).toBeNull();
});

test('an hour without activity logs out (mocked clock)', async ({ page, request }) => {
  const customer = newCustomer({ firstname: 'Celia' });
  await page.clock.install();
  const accounts = await Accounts.start(page, request);
  await accounts.createAccount('kainan', customer);
  await accounts.signIn('kainan', customer);
  await page.clock.fastForward('59:00');
  await expect(accounts.userMenuButton).toBeVisible();
  await page.clock.fastForward('01:00:01');
  await accounts.expectSignedOut();
});

test('opening another merchant signs out and clears the guest cart cookie', async ({ page, request, context }) => {
  const customer = newCustomer({ firstname: 'Berto' });
  const accounts = await Accounts.start(page, request);
  await accounts.createAccount('kainan', customer);
  await accounts.signIn('kainan', customer);
  await context.addCookies([{ name: 'cart_uuid', value: 'guest-cart-1', domain: 'localhost', path: '/' }]);
  await accounts.storefront.open('ushop');
  await accounts.expectSignedOut();
  expect((await context.cookies()).find((c) => c.name === 'cart_uuid')).toBeUndefined();
  await accounts.storefront.open('kainan');
  await accounts.expectSignedOut();
});

test("the coin merchant's survey prompt: stays open on Escape and backdrop; answering it closes it", async ({
  page,
  request,
}) => {
  const customer = newCustomer({ firstname: 'Uma' });
  const accounts = await Accounts.start(page, request);
  const loyalty = new Loyalty(page);
  await accounts.createAccount('ushop', customer);
  await accounts.submitSignIn('ushop', customer.mobile, customer.pin);
  const prompt = loyalty.surveyDialog;
  await expect(prompt).toContainText(
    'Complete your registration and unlock your 5 free U-COINs by answering this quick survey',
  );
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(prompt).toBeVisible();
  await loyalty.answerSurvey();
  await expect(prompt).toBeHidden();
  await accounts.expectSignedIn('ushop', customer.firstname);
  // ushop: e-store, points view and coin merchant all on.
  const menu = await accounts.openUserMenu();
  await expect(menu.getByRole('link')).toHaveText(['My Profile', 'My Orders', 'Transaction History', 'My Points']);
});

test.describe('signed in at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the sidebar lists the account links and Sign Out instead of Sign In / Create Account', async ({
    page,
    request,
  }) => {
    const customer = newCustomer({ firstname: 'Dina' });
    const accounts = await Accounts.start(page, request);
    await accounts.createAccount('kainan', customer);
    await accounts.signIn('kainan', customer);
    const sidebar = await accounts.storefront.openMenu();
    await expect(sidebar.getByRole('link', { name: 'My Profile' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'My Orders' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Create Account' })).toHaveCount(0);
    await sidebar.getByRole('button', { name: 'Sign Out' }).click();
    await accounts.expectSignedOut();
  });
});

test.describe('accessibility (axe) of the account screens', () => {
  for (const [path, heading] of [
    ['login', 'Sign In'],
    ['signup', 'Create Account'],
    ['forgot-password', 'Forgot PIN'],
  ] as const) {
    test(`/kainan/${path}`, async ({ page, request }) => {
      const accounts = await Accounts.start(page, request);
      await accounts.storefront.open('kainan', path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('/kainan/my-profile and the open user menu', async ({ page, request }) => {
    const customer = newCustomer({ firstname: 'Rosa' });
    const accounts = await Accounts.start(page, request);
    await accounts.createAccount('kainan', customer);
    await accounts.signIn('kainan', customer);
    await accounts.storefront.open('kainan', 'my-profile');
    await expect(page.getByRole('heading', { name: 'Rosa Dela Cruz' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Province' })).not.toHaveText('Loading…');
    await expectNoSeriousA11yViolations(page);
    await accounts.openUserMenu();
    await expectNoSeriousA11yViolations(page);
  });
});

test('billing information on My Profile: province → city from real data, saved, there again after a reload', async ({
  page,
  request,
}) => {
  const customer = newCustomer({ firstname: 'Nena' });
  const accounts = await Accounts.start(page, request);
  await accounts.createAccount('kainan', customer);
  await accounts.signIn('kainan', customer);
  await accounts.storefront.open('kainan', 'my-profile');
  const form = page.getByRole('region', { name: 'Billing Information' });

  await form.getByLabel('Billing name').fill('Nena Cruz');
  await form.getByLabel('Address').fill('12 Kalayaan Ave., Poblacion');
  await form.getByLabel('Province').selectOption({ label: 'Metro Manila' });
  await form.getByLabel('City / Municipality').selectOption({ label: 'Makati City' });
  await form.getByLabel('ZIP code').fill('1210');
  await form.getByRole('button', { name: 'Save Billing Information' }).click();
  await expect(form.getByText('Your billing information has been saved.')).toBeVisible();

  await page.reload();
  await expect(form.getByLabel('Billing name')).toHaveValue('Nena Cruz');
  await expect(form.getByLabel('Province')).toHaveValue('1300000000');
  await expect(form.getByLabel('City / Municipality').locator('option:checked')).toHaveText('Makati City');
  await expect(form.getByLabel('ZIP code')).toHaveValue('1210');
});

test('the mobile number and PIN fields refuse letters as they are typed', async ({ page, request }) => {
  const accounts = await Accounts.start(page, request);
  await accounts.storefront.open('kainan', 'login');
  await accounts.field('Mobile number').pressSequentially('09a17-b123 4567x');
  await expect(accounts.field('Mobile number')).toHaveValue('0917-123 4567');
  await accounts.field('PIN').pressSequentially('1x2y');
  await expect(accounts.field('PIN')).toHaveValue('12');
});
