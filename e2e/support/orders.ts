/**
 * My Orders and the order screen in the customer's words (spec §2 Orders routes, §4 Cancel order), and
 * the operator moving an order along through the admin API (POST /api/admin/orders/{uuid}/status).
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_KEY } from './operator';

/** The reference customers quote: the first 8 characters of the order's uuid, upper case. */
export const referenceOf = (orderUuid: string) => orderUuid.slice(0, 8).toUpperCase();

/** Moves every live sub-order of an order to `status`, one step at a time as an operator would. */
export async function moveOrder(request: APIRequestContext, orderUuid: string, status: string) {
  const response = await request.post(`/api/admin/orders/${orderUuid}/status`, {
    headers: { 'x-admin-key': E2E_ADMIN_KEY },
    data: { status },
  });
  expect(response.ok(), `moving ${orderUuid} to ${status}: ${await response.text()}`).toBe(true);
}

export class OrdersScreen {
  constructor(readonly page: Page) {}

  /** The Upcoming / Past switch. */
  tab(name: 'Upcoming' | 'Past'): Locator {
    return this.page.getByRole('navigation', { name: 'Orders' }).getByRole('link', { name });
  }

  /** An order's card in the list shown, by its uuid. */
  card(orderUuid: string): Locator {
    return this.page.getByRole('article', { name: `Order #${referenceOf(orderUuid)}` });
  }

  async openOrder(orderUuid: string) {
    const reference = `Order #${referenceOf(orderUuid)}`;
    await this.card(orderUuid).getByRole('link', { name: reference, exact: true }).click();
    await expect(this.page).toHaveURL((url) => url.pathname.endsWith(`/orders/${orderUuid}`));
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(`Order #${referenceOf(orderUuid)}`);
  }

  /** The order's status at the top of the order screen (the merchant's label). */
  get status(): Locator {
    return this.page.getByRole('status', { name: 'Order status' });
  }

  /** Cancel Order → a reason → Confirm Cancellation; returns the dialog showing the result. */
  async cancel(reason: string): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: reason }).check();
    await dialog.getByRole('button', { name: 'Confirm Cancellation' }).click();
    const done = this.page.getByRole('dialog', { name: 'Order cancelled' });
    await expect(done).toBeVisible();
    return done;
  }
}
