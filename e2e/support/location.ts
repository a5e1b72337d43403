/**
 * The 'Deliver to' picker as a customer uses it: open it, search and pick a place, use the current
 * location, pin a spot on the map. Elements are found by role and by the words on screen.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export const BLOCKED_MESSAGE = 'Unable to Change Location. Please Remove Items From Your Cart.';
/** What the browser keeps (lib/customer-location.ts). */
export const LOCATION_STORAGE_KEY = 'storefront.location';

export class LocationPicker {
  constructor(readonly page: Page) {}

  /** The navbar's button: 'Deliver to' and the chosen place. */
  get button(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: /^Deliver to/ });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Deliver to' });
  }

  get field(): Locator {
    return this.dialog.getByRole('combobox', { name: 'Search for your city or area' });
  }

  get suggestions(): Locator {
    return this.dialog.getByRole('listbox', { name: 'Suggested places' });
  }

  get mapDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Pin Exact Location' });
  }

  get pin(): Locator {
    return this.mapDialog.getByRole('button', { name: 'Delivery location pin' });
  }

  /** The map's read-out of the pin's position: '14.58130, 120.97620'. */
  get pinReadOut(): Locator {
    return this.mapDialog.getByText(/^Pin at /);
  }

  async open(): Promise<Locator> {
    await this.button.click();
    await expect(this.dialog).toBeVisible();
    return this.dialog;
  }

  /** Types as a person would, key by key (the field asks the server 300 ms after the last key). */
  async search(text: string) {
    await this.field.fill('');
    await this.field.pressSequentially(text, { delay: 40 });
    await expect(this.suggestions).toBeVisible();
  }

  /** Searches and clicks the suggestion with this exact label. */
  async choose(text: string, label: string) {
    await this.open();
    await this.search(text);
    await this.suggestions.getByRole('option', { name: label, exact: true }).click();
    await expect(this.dialog).toBeHidden();
    await expect(this.button).toContainText(label);
  }

  async openMap(): Promise<Locator> {
    await this.open();
    await this.dialog.getByRole('button', { name: 'Pin Exact Location' }).click();
    await expect(this.mapDialog).toBeVisible();
    await expect(this.pin).toBeVisible();
    return this.mapDialog;
  }

  /** The pin's position as the read-out shows it. */
  async pinPosition(): Promise<{ lat: number; lng: number }> {
    const text = (await this.pinReadOut.textContent()) ?? '';
    const [lat, lng] = text
      .replace(/^Pin at /, '')
      .split(',')
      .map(Number);
    return { lat: lat ?? Number.NaN, lng: lng ?? Number.NaN };
  }

  /** What the browser keeps for the next visit. */
  stored(): Promise<{ label: string; lat: number; lng: number } | null> {
    return this.page.evaluate(`JSON.parse(localStorage.getItem(${JSON.stringify(LOCATION_STORAGE_KEY)}) ?? 'null')`);
  }
}
