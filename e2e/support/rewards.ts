/**
 * Rewards and e-codes in the customer's words (issue 20): My Points (the balance, "Earn with a code",
 * the rewards), Reward Details with its confirmation and result, and the operator calls that set a test
 * up — printed e-codes and points given to a customer (the admin API, `x-admin-key`).
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { merchantFile } from './merchants';
import { E2E_ADMIN_KEY } from './operator';
import { escapeRegExp } from './storefront';

/** The server's words (the contract's ECODE_MESSAGES), in the coin merchant's unit. */
export const ECODE_EARNED = (points: number) =>
  `You earned ${points.toLocaleString('en-US')} ${points === 1 ? 'U-COIN' : 'U-COINs'} with this code.`;
export const ECODE_USED = 'This code has already been used.';

/** A reward as the merchant file has it (merchant-config RewardConfig). */
export interface RewardFile {
  key: string;
  name: string;
  points_cost: number;
  stock?: number;
  per_customer_limit?: number;
  starts_at?: string;
  ends_at?: string;
  discount?: { promo_code_type: string };
}

/** The merchant's rewards, in the order My Points lists them. */
export function rewardsOf(merchant: string): RewardFile[] {
  return (merchantFile(merchant) as unknown as { rewards?: RewardFile[] }).rewards ?? [];
}

/**
 * A reward every test may redeem (no stock to run out across the run, no window to fall out of), of
 * `kind`: an item (a claim code) or a discount (a promo code).
 */
export function redeemableReward(merchant: string, kind: 'item' | 'discount'): RewardFile | undefined {
  return rewardsOf(merchant).find(
    (r) =>
      (kind === 'discount') === Boolean(r.discount) &&
      (r.stock === undefined || r.stock >= 100) &&
      !r.starts_at &&
      !r.ends_at,
  );
}

/** Prints `count` e-codes worth `points` each at `merchant` (the operator's call). */
export async function issueEcodes(
  request: APIRequestContext,
  { merchant, points, count = 1 }: { merchant: string; points: number; count?: number },
): Promise<string[]> {
  const response = await request.post('/api/admin/loyalty/ecodes', {
    headers: { 'x-admin-key': E2E_ADMIN_KEY },
    data: { merchant, points, count },
  });
  expect(response.ok(), `issuing e-codes: ${response.status()} ${await response.text()}`).toBe(true);
  const { codes } = (await response.json()) as { codes: string[] };
  expect(codes).toHaveLength(count);
  return codes;
}

/** Gives `customer` (their mobile number or uuid) `points` at `merchant` (the operator's call). */
export async function givePoints(
  request: APIRequestContext,
  {
    merchant,
    customer,
    points,
    reason = 'e2e: points to redeem',
  }: {
    merchant: string;
    customer: string;
    points: number;
    reason?: string;
  },
): Promise<void> {
  const response = await request.post('/api/admin/loyalty/points/give', {
    headers: { 'x-admin-key': E2E_ADMIN_KEY },
    data: { merchant, customer, points, reason },
  });
  expect(response.ok(), `giving points: ${response.status()} ${await response.text()}`).toBe(true);
}

export class Rewards {
  constructor(readonly page: Page) {}

  /** My Points' balance card. */
  get balance(): Locator {
    return this.page.getByRole('region', { name: 'Your balance' });
  }

  /** The "Earn with a code" form. */
  get ecodeForm(): Locator {
    return this.page.getByRole('form', { name: 'Earn with a code' });
  }

  get ecodeField(): Locator {
    return this.ecodeForm.getByRole('textbox', { name: 'E-code' });
  }

  /** Types a code and presses Earn points. */
  async earn(code: string) {
    await this.ecodeField.fill(code);
    await this.ecodeForm.getByRole('button', { name: 'Earn points' }).click();
  }

  /** My Points' rewards section. */
  get rewardsSection(): Locator {
    return this.page.getByRole('region', { name: 'Rewards' });
  }

  /** A reward's card on My Points, by its name. */
  card(name: string): Locator {
    return this.rewardsSection.getByRole('listitem').filter({ has: this.page.getByRole('link', { name }) });
  }

  /** Opens a reward's details from its card. */
  async openReward(name: string) {
    await this.rewardsSection.getByRole('link', { name, exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  get redeemButton(): Locator {
    return this.page.getByRole('main').getByRole('button', { name: 'Redeem', exact: true });
  }

  /** The confirmation: 'Redeem {name} for {cost} UCOINS?'. */
  confirmDialog(name: string, cost: number): Locator {
    const unit = cost <= 1 ? 'UCOIN' : 'UCOINS';
    return this.page.getByRole('dialog', {
      name: new RegExp(`^Redeem ${escapeRegExp(name)} for ${cost.toLocaleString('en-US')} ${unit}\\?$`),
    });
  }

  /** The dialog once redeemed. */
  get resultDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Reward redeemed' });
  }

  /** The code the result shows under its label ('Show this code at the store' / 'Use this code at checkout'). */
  async codeUnder(container: Locator, label: string): Promise<string> {
    const block = container
      .locator('div')
      .filter({ has: this.page.getByText(label, { exact: true }) })
      .last();
    await expect(block).toBeVisible();
    const code =
      (
        await block
          .getByText(/^[A-Z0-9-]{6,}$/)
          .first()
          .textContent()
      )?.trim() ?? '';
    expect(code).toMatch(/^[A-Z0-9-]{6,}$/);
    return code;
  }
}
