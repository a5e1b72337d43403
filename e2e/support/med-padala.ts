/**
 * The medicine wallet on Checkout in the customer's words (issue 21): the 'Medicine wallet' area (its
 * code, PIN and optional amount inputs, 'Check balance', 'Apply', the applied credits with Remove), the
 * summaries' 'Medicine Wallet Credits' line, and the operator issuing a credit (admin API).
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_KEY } from './operator';

export type IssuedWallet = { code: string; pin: string; amount: number };

/** The operator issues a medicine wallet credit of `amount` pesos at `merchant`: its code and PIN. */
export async function issueWallet(
  request: APIRequestContext,
  { merchant, amount }: { merchant: string; amount: number },
): Promise<IssuedWallet> {
  const response = await request.post('/api/admin/loyalty/wallets', {
    headers: { 'x-admin-key': E2E_ADMIN_KEY },
    data: { merchant, amount },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as IssuedWallet;
}

export class MedPadala {
  constructor(readonly page: Page) {}

  /** Checkout's area, a region named by its heading. */
  get area(): Locator {
    return this.page.getByRole('region', { name: 'Medicine wallet' });
  }

  get code(): Locator {
    return this.area.getByRole('textbox', { name: 'Wallet code' });
  }

  get pin(): Locator {
    return this.area.getByLabel('PIN', { exact: true });
  }

  get amount(): Locator {
    return this.area.getByRole('textbox', { name: 'Amount (optional)' });
  }

  button(name: 'Check balance' | 'Apply'): Locator {
    return this.area.getByRole('button', { name, exact: true });
  }

  /** The credits on the cart. */
  get credits(): Locator {
    return this.area.getByRole('list', { name: 'Applied wallet credits' }).getByRole('listitem');
  }

  /** The balance answer: 'Balance: PHP 1,500.00', then 'CODE, as of Nov 24, 2026, 5:45 PM'. */
  get balance(): Locator {
    return this.area.locator('.wallet__balance');
  }

  async fill(wallet: { code: string; pin: string }, amount?: number) {
    await this.code.fill(wallet.code);
    await this.pin.fill(wallet.pin);
    if (amount !== undefined) await this.amount.fill(String(amount));
  }

  /** A summary's 'Medicine Wallet Credits' line (Checkout's 'Order summary' or the order's 'Summary'). */
  static creditsLine(scope: Locator): Locator {
    return scope.locator('dl > div').filter({
      has: scope
        .page()
        .getByRole('term')
        .filter({ hasText: /^Medicine Wallet Credits$/ }),
    });
  }
}
