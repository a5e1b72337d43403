/**
 * The 'Deliver to' address field (downshift's combobox, issue 15) used with the keyboard alone: Tab
 * reaches it inside the picker, ↑/↓ move the highlight that the field points at, Enter picks, Escape
 * closes the list and then the picker. It asserts what a screen reader is told (the names, the
 * highlighted option, the status) and what the customer sees, and runs axe with the list open at a
 * phone's and a desktop's width. kainan has the store-ordering top-up on, so its navbar has the picker.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { uniqueClientIp } from './support/accounts';
import { LocationPicker } from './support/location';
import { Storefront } from './support/storefront';

test.describe.configure({ mode: 'parallel' });

/** What the offline gazetteer answers for 'quezon', in its order (apps/server/src/modules/geocoding). */
const QUEZON = [
  'Quezon City, Metro Manila',
  'Quezon, Bukidnon',
  'Quezon, Nueva Ecija',
  'Quezon, Negros Occidental',
  'Quezon, Isabela',
  'Quezon, Palawan',
];

test.beforeEach(async ({ page }) => {
  // The address calls are rate-limited per client address: each test is its own customer.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueClientIp() });
});

/** Opens kainan's picker from the keyboard (focus on 'Deliver to', Enter) and types 'quezon' into the field. */
async function searchQuezon(page: Page): Promise<LocationPicker> {
  const picker = new LocationPicker(page);
  await new Storefront(page).open('kainan');
  await picker.button.focus();
  await page.keyboard.press('Enter');
  await expect(picker.dialog).toBeVisible();
  await expect(picker.field).toBeFocused();
  await page.keyboard.type('quezon');
  await expect(picker.field).toHaveValue('quezon');
  await expect(picker.suggestions.getByRole('option')).toHaveText(QUEZON);
  return picker;
}

/**
 * `label` is the one highlighted suggestion: the field's aria-activedescendant names it, it alone is
 * selected to assistive technology, and it alone is drawn highlighted.
 */
async function expectHighlighted(picker: LocationPicker, label: string) {
  const highlighted = picker.suggestions.getByRole('option', { selected: true });
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted).toHaveAccessibleName(label);
  await expect(picker.field).toHaveAttribute('aria-activedescendant', (await highlighted.getAttribute('id')) ?? '?');
  const plain = picker.suggestions.getByRole('option', { selected: false });
  await expect(plain.first()).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(highlighted).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
}

test('by keyboard: Tab reaches the field, ↓/↑ move the highlight, Escape closes the list and then the picker', async ({
  page,
}) => {
  const picker = new LocationPicker(page);
  await new Storefront(page).open('kainan');
  await expect(picker.button).toContainText('Choose your location');
  await picker.button.focus();
  await page.keyboard.press('Enter');
  await expect(picker.dialog).toBeVisible();

  // The field is where the picker starts; Shift+Tab leaves it for Close, Tab comes back to it.
  await expect(picker.field).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(picker.dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(picker.field).toBeFocused();
  await expect(picker.field).toHaveAttribute('aria-expanded', 'false');
  await expect(picker.suggestions).toBeHidden();

  // Typed at full speed: no key is lost (a field whose value lags a render behind loses some).
  await page.keyboard.type('quezon');
  await expect(picker.field).toHaveValue('quezon');
  // What a screen reader is told: the list by its name, each option by its place, the count.
  await expect(picker.suggestions).toBeVisible();
  await expect(picker.suggestions.getByRole('option')).toHaveText(QUEZON);
  for (const label of QUEZON) await expect(picker.suggestions.getByRole('option', { name: label })).toHaveCount(1);
  await expect(picker.field).toHaveAttribute('aria-expanded', 'true');
  await expect(picker.field).toHaveAccessibleDescription('6 places found.');
  // Nothing is highlighted until the customer moves.
  await expect(picker.suggestions.getByRole('option', { selected: true })).toHaveCount(0);
  await expect(picker.field).not.toHaveAttribute('aria-activedescendant', /./);

  await page.keyboard.press('ArrowDown');
  await expectHighlighted(picker, 'Quezon City, Metro Manila');
  await page.keyboard.press('ArrowDown');
  await expectHighlighted(picker, 'Quezon, Bukidnon');
  await page.keyboard.press('ArrowUp');
  await expectHighlighted(picker, 'Quezon City, Metro Manila');
  await page.keyboard.press('ArrowUp'); // past the first: round to the last
  await expectHighlighted(picker, 'Quezon, Palawan');
  await page.keyboard.press('ArrowDown');
  await expectHighlighted(picker, 'Quezon City, Metro Manila');
  await expect(picker.field).toBeFocused(); // the options are pointed at, never focused

  // Escape: first the list closes, the text and the picker stay.
  await page.keyboard.press('Escape');
  await expect(picker.suggestions).toBeHidden();
  await expect(picker.field).toHaveAttribute('aria-expanded', 'false');
  await expect(picker.field).not.toHaveAttribute('aria-activedescendant', /./);
  await expect(picker.dialog).toBeVisible();
  await expect(picker.field).toBeFocused();
  await expect(picker.field).toHaveValue('quezon');

  // Then the picker closes, focus back on 'Deliver to', nothing chosen.
  await page.keyboard.press('Escape');
  await expect(picker.dialog).toBeHidden();
  await expect(picker.button).toBeFocused();
  await expect(picker.button).toContainText('Choose your location');
  expect(await picker.stored()).toBeNull();
});

test('by keyboard: Enter picks the highlighted place, and the navbar and the nearby stores show it', async ({
  page,
}) => {
  const picker = await searchQuezon(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expectHighlighted(picker, 'Quezon, Bukidnon');
  await page.keyboard.press('ArrowUp');
  await expectHighlighted(picker, 'Quezon City, Metro Manila');

  await page.keyboard.press('Enter');
  await expect(picker.dialog).toBeHidden();
  await expect(picker.button).toBeFocused();
  await expect(picker.button).toContainText('Quezon City, Metro Manila');
  await expect(new Storefront(page).section("What's Nearby")).toContainText('Stores near Quezon City, Metro Manila');
  expect(await picker.stored()).toMatchObject({ label: 'Quezon City, Metro Manila' });

  // Opened again, the picker says where the customer is now.
  await page.keyboard.press('Enter');
  await expect(picker.dialog).toBeVisible();
  await expect(picker.dialog.getByText('Quezon City, Metro Manila')).toBeVisible();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('axe finds nothing serious with the suggestions open and one highlighted; the list fits the screen', async ({
      page,
    }) => {
      const picker = await searchQuezon(page);
      await page.keyboard.press('ArrowDown');
      await expectHighlighted(picker, 'Quezon City, Metro Manila');
      const list = await picker.suggestions.boundingBox();
      expect(list && list.x >= 0 && list.x + list.width <= viewport.width).toBe(true);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
