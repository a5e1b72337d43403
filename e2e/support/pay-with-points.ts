/**
 * Pay with points on Checkout in the customer's words (issue 21): the 'Pay with points' section (the
 * balance, the most usable now, the field, 'Use points' / 'Use all' / 'Remove', the refusal under the
 * field) and the summaries' 'Points Redeemed' line.
 */
import type { Locator, Page } from '@playwright/test';

export class PayWithPoints {
  constructor(readonly page: Page) {}

  /** Checkout's section, a region named by its heading. */
  get section(): Locator {
    return this.page.getByRole('region', { name: 'Pay with points' });
  }

  /** The field, named by the unit: 'UCOINS to use' at the coin merchant. */
  field(unit = 'UCOINS'): Locator {
    return this.section.getByRole('textbox', { name: `${unit} to use` });
  }

  button(name: 'Use points' | 'Use all' | 'Remove'): Locator {
    return this.section.getByRole('button', { name, exact: true });
  }

  /** A fact of the section ('Your balance', 'Usable on this order'): its value. */
  fact(label: string): Locator {
    return this.section.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  }

  async use(points: number, unit = 'UCOINS') {
    await this.field(unit).fill(String(points));
    await this.button('Use points').click();
  }

  /** A summary's 'Points Redeemed' line (its label carries the points: 'Points Redeemed (50 UCOINS)'). */
  static redeemedLine(scope: Locator): Locator {
    return scope.locator('dl > div').filter({
      has: scope
        .page()
        .getByRole('term')
        .filter({ hasText: /^Points Redeemed/ }),
    });
  }
}
