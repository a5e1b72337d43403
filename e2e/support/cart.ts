import { expect, type Locator, type Page } from '@playwright/test';

/** The cart as a customer meets it: the navbar's cart button and 'My Cart' dropdown, and the Cart screen. */
export class CartPage {
  constructor(readonly page: Page) {}

  /** The navbar's cart button, named by its count: 'Cart, 3 items'. */
  get button(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ });
  }

  async expectCount(count: number) {
    await expect(this.button).toHaveAccessibleName(`Cart, ${count} ${count === 1 ? 'item' : 'items'}`);
  }

  /** The 'My Cart' dropdown, opened. */
  async openMiniCart(): Promise<Locator> {
    await this.button.click();
    await expect(this.button).toHaveAttribute('aria-expanded', 'true');
    const panel = this.page.getByRole('dialog', { name: 'My Cart' });
    await expect(panel).toBeVisible();
    return panel;
  }

  /** A branch group of the Cart screen (or Checkout), by its heading 'Brand · Branch'. */
  group(label: string): Locator {
    return this.page.getByRole('region', { name: label, exact: true });
  }

  /** An item line, by product name. */
  item(name: string, within: Locator | Page = this.page): Locator {
    return within.getByRole('listitem').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** The summary's amount for a label ('Subtotal', 'Delivery Fee', 'Total'). */
  summary(label: string): Locator {
    return this.page
      .getByRole('complementary', { name: 'Order summary' })
      .locator('.cart-summary__line')
      .filter({ has: this.page.getByRole('term').getByText(label, { exact: true }) })
      .getByRole('definition');
  }
}
