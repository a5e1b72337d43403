/**
 * Customer accounts in the customer's words: sign up (reading the code from the development outbox,
 * /dev/outbox.json, as the customer would read an SMS), sign in, sign out, the user menu. Accounts
 * persist in the e2e database for the whole run: every test makes its own mobile number.
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { Storefront } from './storefront';

/** A fresh 09XXXXXXXXX number (0917 + 7 random digits). */
export const uniqueMobile = () => `0917${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

/** 09XXXXXXXXX → +639XXXXXXXXX, as the server stores it and addresses the SMS. */
export const e164 = (mobile: string) => `+63${mobile.replace(/^0/, '')}`;

/** The newest 6-digit code sent to `to` (+639… or an e-mail) after `after` messages were already there. */
export async function latestOtp(request: APIRequestContext, to: string, { after = 0 } = {}): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
        const { messages } = (await response.json()) as { messages: { text: string }[] };
        if (messages.length <= after) return '';
        code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1] ?? '';
        return code;
      },
      { message: `an OTP sent to ${to}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** How many messages went to `to` so far (to wait for the next one). */
export async function outboxCount(request: APIRequestContext, to: string): Promise<number> {
  const response = await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: unknown[] }).messages.length;
}

export interface NewCustomer {
  firstname: string;
  lastname: string;
  mobile: string;
  pin: string;
  email?: string;
}

export const newCustomer = (overrides: Partial<NewCustomer> = {}): NewCustomer => ({
  firstname: 'Juan',
  lastname: 'Dela Cruz',
  mobile: uniqueMobile(),
  pin: '1357',
  ...overrides,
});

/** The merchant token, as the storefront gets it. */
async function merchantToken(request: APIRequestContext, merchant: string): Promise<string> {
  const response = await request.post('/api/merchant/token/customer-portal', { data: { subdomain: merchant } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/**
 * The server limits sign-in, registration and code sending per client address (5 codes per 10
 * minutes), and every test comes from 127.0.0.1. Each test therefore presents its own address in
 * X-Forwarded-For, which the server honours when it trusts its proxy (TRUST_PROXY=true for the
 * e2e server).
 */
export const uniqueClientIp = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/**
 * Creates an active account through the API (register → SMS code from the outbox → PIN): for tests
 * about something else than signing up. Returns the session token it signed in with.
 */
export async function createAccount(
  request: APIRequestContext,
  merchant: string,
  customer: NewCustomer,
  clientIp = uniqueClientIp(),
) {
  const headers = { 'X-Merchant-Token': await merchantToken(request, merchant), 'X-Forwarded-For': clientIp };
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(path, { headers, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const body = { firstname: customer.firstname, lastname: customer.lastname, mobile_number: customer.mobile };
  const { token } = await post<{ token: string }>('/api/customer/api/v3/customer/register', body);
  await post('/api/customer/api/v3/customer/otp', { token });
  const otp = await latestOtp(request, e164(customer.mobile));
  const verified = await post<{ token: string }>('/api/customer/api/v3/customer/otp/verify/mobile/advance', {
    mobile_number: customer.mobile,
    otp,
  });
  return post<{ token: string }>('/api/customer/customer/pin/set', {
    token: verified.token,
    pin: customer.pin,
    confirmPin: customer.pin,
  });
}

/** Signs a session out through the API, as another tab or the server would (the browser keeps its copy). */
export async function revokeSession(request: APIRequestContext, merchant: string, token: string) {
  const response = await request.post('/api/customer/customer/logout', {
    headers: { 'X-Merchant-Token': await merchantToken(request, merchant), Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export class Accounts {
  readonly storefront: Storefront;
  /** This test's client address (see uniqueClientIp). */
  readonly clientIp = uniqueClientIp();

  private constructor(
    readonly page: Page,
    readonly request: APIRequestContext,
  ) {
    this.storefront = new Storefront(page);
  }

  /** The customer's browser, presenting its own client address. */
  static async start(page: Page, request: APIRequestContext): Promise<Accounts> {
    const accounts = new Accounts(page, request);
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': accounts.clientIp });
    return accounts;
  }

  /** An active account made through the API, from this test's address. */
  createAccount(merchant: string, customer: NewCustomer) {
    return createAccount(this.request, merchant, customer, this.clientIp);
  }

  /** The signed-in navbar's menu button (it reads the customer's first name). */
  get userMenuButton(): Locator {
    return this.storefront.navbar.getByRole('button', { name: /account menu/ });
  }

  /** The user menu's popover (a non-modal dialog of links). */
  get userMenu(): Locator {
    return this.page.getByRole('dialog', { name: 'Account menu' });
  }

  /** Opens the user menu and returns its popover. */
  async openUserMenu(): Promise<Locator> {
    await this.userMenuButton.click();
    await expect(this.userMenuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = this.userMenu;
    await expect(menu).toBeVisible();
    return menu;
  }

  /** Fills a labelled field of the screen. */
  field(label: string | RegExp): Locator {
    return this.page.getByLabel(label, { exact: typeof label === 'string' });
  }

  /** The message shown under a field (its accessible description). */
  async expectFieldMessage(label: string, message: string) {
    await expect(this.field(label)).toHaveAccessibleDescription(message);
    await expect(this.page.getByText(message, { exact: true })).toBeVisible();
  }

  /** Create Account through the screen, with the code by SMS (or e-mail) from the outbox. Ends signed in, Home. */
  async signUp(merchant: string, customer: NewCustomer, { channel = 'sms' as 'sms' | 'email' } = {}) {
    await this.submitSignUp(merchant, customer, { channel });
    await this.expectSignedIn(merchant, customer.firstname);
  }

  /**
   * Create Account through the screen up to its last button, without checking where it lands: the coin
   * merchant's survey prompt opens over Home then, and hides the navbar from `expectSignedIn` until answered.
   */
  async submitSignUp(merchant: string, customer: NewCustomer, { channel = 'sms' as 'sms' | 'email' } = {}) {
    await this.storefront.open(merchant, 'signup');
    await this.field('First name').fill(customer.firstname);
    await this.field('Last name').fill(customer.lastname);
    await this.field('Mobile number').fill(customer.mobile);
    if (customer.email) await this.field('E-mail (optional)').fill(customer.email);
    await this.page.getByRole('button', { name: 'Continue' }).click();
    const to = channel === 'sms' ? e164(customer.mobile) : (customer.email ?? '');
    const before = await outboxCount(this.request, to);
    await this.page
      .getByRole('button', { name: channel === 'sms' ? 'Send code by SMS' : 'Send code by e-mail' })
      .click();
    await expect(this.page.getByText('Successfully sent OTP.')).toBeVisible();
    await this.field('One-time code (OTP)').fill(await latestOtp(this.request, to, { after: before }));
    await this.page.getByRole('button', { name: 'Verify' }).click();
    await this.field('New PIN').fill(customer.pin);
    await this.field('Confirm PIN').fill(customer.pin);
    await this.page.getByRole('button', { name: 'Create Account' }).click();
  }

  /** Sign In with mobile number and PIN (the screen's own form); does not check the outcome. */
  async submitSignIn(merchant: string, mobile: string, pin: string, { open = true } = {}) {
    if (open) await this.storefront.open(merchant, 'login');
    await this.field('Mobile number').fill(mobile);
    await this.field('PIN').fill(pin);
    await this.page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  async signIn(merchant: string, customer: Pick<NewCustomer, 'mobile' | 'pin' | 'firstname'>) {
    await this.submitSignIn(merchant, customer.mobile, customer.pin);
    await this.expectSignedIn(merchant, customer.firstname);
  }

  /** Home, with the customer's menu in the navbar and no SIGN IN. */
  async expectSignedIn(merchant: string, firstname: string) {
    await expect(this.page).toHaveURL((url) => url.pathname === `/${merchant}/`);
    await this.storefront.settlePopUp(merchant);
    await expect(this.userMenuButton).toContainText(firstname);
    await expect(this.storefront.signIn).toHaveCount(0);
  }

  async expectSignedOut() {
    await expect(this.storefront.signIn).toBeVisible();
    await expect(this.userMenuButton).toHaveCount(0);
  }

  async signOut() {
    const menu = await this.openUserMenu();
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await this.expectSignedOut();
  }
}
