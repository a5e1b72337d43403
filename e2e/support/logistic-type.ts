/**
 * The 'Logistic Type' control of a cart group (Cart and Checkout screens) as a customer uses it: a
 * combobox button that opens a listbox of the branch's enabled types (issue 27).
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The control, in a cart group's region (or the page, when it has one group). */
export const logisticType = (scope: Locator | Page): Locator => scope.getByRole('combobox', { name: 'Logistic Type' });

/** Its list of types; there only while open. */
export const logisticTypeList = (scope: Locator | Page): Locator =>
  scope.getByRole('listbox', { name: 'Logistic Type' });

/** Opens the list with a tap and picks `label` ('Pickup', 'Scheduled Delivery', …). */
export async function chooseLogisticType(scope: Locator | Page, label: string) {
  const control = logisticType(scope);
  await control.click();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
  await logisticTypeList(scope).getByRole('option', { name: label, exact: true }).click();
  // Closed (a scheduled type's modal also hides the page from the accessibility tree).
  await expect(logisticTypeList(scope)).toBeHidden();
}
