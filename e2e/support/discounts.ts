/**
 * Discounts on Checkout in the customer's words: 'Apply a discount', the Discount modal's promo code
 * field (Apply / Applied, the clear icon), 'Or view available vouchers' and the Available Promo Codes
 * screen (Copy, the terms, Back). Elements are found by role and by the words on screen.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** 'PHP 1,234.50' or '-PHP 49.00' → centavos. */
export function centavosOf(text: string): number {
  const match = /^(-?)PHP ([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: '${text}'`);
  const [, sign, whole = '0', cents = '0'] = match;
  return (sign ? -1 : 1) * (Number(whole.replaceAll(',', '')) * 100 + Number(cents));
}

export class Discounts {
  constructor(readonly page: Page) {}

  /** Checkout's 'Apply a discount' (its description names the applied code and amount). */
  get opener(): Locator {
    return this.page.getByRole('button', { name: 'Apply a discount', exact: true });
  }

  get modal(): Locator {
    return this.page.getByRole('dialog', { name: 'Apply a discount' });
  }

  get codesScreen(): Locator {
    return this.page.getByRole('dialog', { name: 'Available Promo Codes' });
  }

  get field(): Locator {
    return this.modal.getByRole('textbox', { name: 'Promo code' });
  }

  get listButton(): Locator {
    return this.modal.getByRole('button', { name: 'Or view available vouchers' });
  }

  async open(): Promise<Locator> {
    await this.opener.click();
    await expect(this.modal).toBeVisible();
    return this.modal;
  }

  /** Types a code and presses Apply; does not check the outcome. */
  async submit(code: string) {
    await this.field.fill(code);
    await this.modal.getByRole('button', { name: 'Apply', exact: true }).click();
  }

  /** Applies a code from the open modal: it closes, and Checkout names the code. */
  async apply(code: string) {
    await this.submit(code);
    await expect(this.modal).toBeHidden();
  }

  /** The clear icon of an applied code. */
  removeButton(code: string): Locator {
    return this.modal.getByRole('button', { name: `Remove promo code ${code}` });
  }

  async viewAvailableVouchers(): Promise<Locator> {
    await this.listButton.click();
    await expect(this.codesScreen).toBeVisible();
    await expect(this.codesScreen.getByRole('list')).toBeVisible();
    return this.codesScreen;
  }

  /** One listed code's entry. */
  code(code: string): Locator {
    return this.codesScreen.getByRole('listitem').filter({ has: this.page.getByText(code, { exact: true }) });
  }

  async copy(code: string) {
    await this.codesScreen.getByRole('button', { name: `Copy ${code}`, exact: true }).click();
    await expect(this.codesScreen.getByRole('button', { name: `Copied ${code}`, exact: true })).toBeVisible();
  }

  /** Back to the Discount modal: focus returns to 'Or view available vouchers'. */
  async back() {
    await this.codesScreen.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(this.modal).toBeVisible();
    await expect(this.listButton).toBeFocused();
  }
}
