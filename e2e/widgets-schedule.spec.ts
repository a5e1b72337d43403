import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { chooseLogisticType, logisticType, logisticTypeList } from './support/logistic-type';
import { merchantFileCopy, merchantImages, uuidOf } from './support/merchants';
import { E2E_ADMIN_KEY } from './support/operator';
import { ProductModal } from './support/storefront';

/**
 * The schedule modal by keyboard alone: the date pills (a Radix radio group) and the calendar of later
 * dates (react-day-picker). The demo branches book 7 days ahead, which never reaches the calendar, so
 * each test imports a copy of kainan whose Ayala branch books 90 days ahead from tomorrow (a 1-day
 * lead), with one closed date among the pills and one in the calendar. Dates follow the real clock:
 * expectations are computed from Manila's today.
 */

// No trace: its snapshot after every action gives the page time to paint between two keys, which
// hid a bug that only fast keys show (see 'keys pressed faster than the page paints').
test.use({ trace: 'off' });

const DAY_MS = 86_400_000;
const BRANCH = 'lutong-bahay-ayala';
const BRANCH_LABEL = 'Lutong Bahay · Ayala Makati';

/** 'YYYY-MM-DD' `days` after Manila's today (the Philippines is UTC+8 all year). */
function manilaDate(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const format = (date: string, options: Intl.DateTimeFormatOptions) =>
  utc(date).toLocaleDateString('en-US', { timeZone: 'UTC', ...options });

/** The same day of the next month, or its last day (PageDown). */
function nextMonth(date: string): string {
  const d = utc(date);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 2, 0)).getUTCDate();
  return iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, Math.min(d.getUTCDate(), lastDay)));
}

/** What a screen reader hears for a date of this branch: 'Tomorrow, Wednesday, November 25, 2026, 30 slot(s) left'. */
function spoken(date: string, { tomorrow = false, closed = false } = {}): string {
  const full = format(date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  return `${tomorrow ? 'Tomorrow, ' : ''}${full}, ${closed ? 'Closed' : '30 slot(s) left'}`;
}

const monthTitle = (date: string) => format(date, { month: 'long', year: 'numeric' });

/** The cart's schedule text: 'Jan 07, 9:30 AM'. */
const scheduleText = (date: string, time: string) => `${format(date, { month: 'short' })} ${date.slice(8)}, ${time}`;

/** Imports kainan as `subdomain` with the long schedule; returns the dates the test steps on. */
async function importLongSchedule(request: APIRequestContext, subdomain: string) {
  const dates = {
    first: manilaDate(1), // the first pill, 'Tomorrow'
    second: manilaDate(2),
    closedPill: manilaDate(3),
    fourth: manilaDate(4),
    firstLater: manilaDate(15), // the calendar starts after 14 pills
    closedLater: manilaDate(16),
    thirdLater: manilaDate(17),
  };
  const config = merchantFileCopy('kainan');
  config.subdomain = subdomain;
  config.name = `${config.name} (schedule test)`;
  config.domains = [];
  for (const popUp of config.design.pop_ups ?? []) popUp.enable = false;
  const branch = config.branches.find((b) => b.key === BRANCH) as Record<string, unknown> | undefined;
  if (!branch) throw new Error(`kainan has no ${BRANCH}`);
  branch.delivery_settings = {
    ...(branch.delivery_settings as object),
    minimum_lead_time_value: 1,
    minimum_lead_time: 'days',
    duration_lead_time_value: 90,
    closed_dates: [dates.closedPill, dates.closedLater],
  };
  const response = await request.post('/api/admin/merchants/import', {
    headers: { 'x-admin-key': E2E_ADMIN_KEY },
    data: { config, files: merchantImages('kainan') },
  });
  expect(response.status(), await response.text()).toBe(200);
  return dates;
}

/** A guest's cart with one item from the Ayala branch of the imported merchant, on the Cart screen. */
async function cartWithAyalaItem(page: Page, subdomain: string): Promise<Locator> {
  const store = `${uuidOf.branch(subdomain, BRANCH)}&${uuidOf.brand(subdomain, 'lutong-bahay')}`;
  await page.goto(`/${subdomain}/store/${store}/${uuidOf.product(subdomain, 'turon')}`);
  const turon = new ProductModal(page, 'Turon (3 pcs)');
  await turon.addToCart.click();
  await expect(turon.dialog).toBeHidden();
  await page.goto(`/${subdomain}/cart`);
  const ayala = page.getByRole('region', { name: BRANCH_LABEL, exact: true });
  await expect(ayala).toBeVisible();
  return ayala;
}

/** Waits out fades and transitions: axe would measure the contrast of half-faded text. */
async function animationsDone(page: Page) {
  // A string (these tests are typed without the DOM library); evaluate, as the page's CSP forbids eval.
  const running = 'document.getAnimations().some((a) => a.playState === "running")';
  await expect.poll(() => page.evaluate<boolean>(running)).toBe(false);
}

test('the schedule modal by keyboard alone: pills, the calendar, a time, and back', async ({ page, request }) => {
  const dates = await importLongSchedule(request, 'kainan-keyboard');
  const ayala = await cartWithAyalaItem(page, 'kainan-keyboard');

  // The customer has tabbed to Logistic Type; typing 'S' opens the list on 'Scheduled Delivery', Enter picks it.
  const logistic = logisticType(ayala);
  await logistic.focus();
  await page.keyboard.press('S');
  const highlighted = await logisticTypeList(ayala)
    .getByRole('option', { name: 'Scheduled Delivery' })
    .getAttribute('id');
  await expect(logistic).toHaveAttribute('aria-activedescendant', highlighted ?? 'an option id');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Pick a date' });
  await expect(dialog).toBeFocused();
  await expect(dialog).toHaveAccessibleDescription(BRANCH_LABEL);

  // Tab: the close button, then the radio group's checked pill.
  const pills = dialog.getByRole('radiogroup', { name: 'Date' });
  await expect(pills.getByRole('radio')).toHaveCount(14);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  const first = pills.getByRole('radio', { name: spoken(dates.first, { tomorrow: true }) });
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-checked', 'true');

  // Arrow keys move the check; the closed date is skipped.
  const time = dialog.getByRole('combobox', { name: 'Delivery Time' });
  await page.keyboard.press('ArrowRight');
  const second = pills.getByRole('radio', { name: spoken(dates.second) });
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-checked', 'true');
  await expect(first).toHaveAttribute('aria-checked', 'false');
  await expect(time).toHaveValue(new RegExp(`^${dates.second} `));
  await expect(pills.getByRole('radio', { name: spoken(dates.closedPill, { closed: true }) })).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  const fourth = pills.getByRole('radio', { name: spoken(dates.fourth) });
  await expect(fourth).toBeFocused();
  await expect(fourth).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-checked', 'true');

  // Tab leaves the group for 'More dates'; Enter opens the calendar on the first later date's month.
  await page.keyboard.press('Tab');
  const moreDates = dialog.getByRole('button', { name: /^More dates/ });
  await expect(moreDates).toBeFocused();
  await expect(moreDates).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(moreDates).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('grid', { name: monthTitle(dates.firstLater) })).toBeVisible();

  // Tab: 'Next month' (there is no previous one), then the grid's one tab stop, the first later date.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Next month' })).toBeFocused();
  // Days are found by their full names, so a move into another month finds them too.
  const day = (name: string) => dialog.getByRole('button', { name, exact: true });
  await page.keyboard.press('Tab');
  await expect(day(spoken(dates.firstLater))).toBeFocused();
  await expect(day(spoken(dates.closedLater, { closed: true }))).toBeDisabled();

  // ArrowRight skips the closed day; ArrowDown is a week on, PageDown a month on (another grid).
  await page.keyboard.press('ArrowRight');
  await expect(day(spoken(dates.thirdLater))).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const weekOn = iso(utc(dates.thirdLater).getTime() + 7 * DAY_MS);
  await expect(day(spoken(weekOn))).toBeFocused();
  await page.keyboard.press('PageDown');
  const monthOn = nextMonth(weekOn);
  const grid = dialog.getByRole('grid', { name: monthTitle(monthOn) });
  await expect(grid).toBeVisible();
  await expect(day(spoken(monthOn))).toBeFocused();

  // Enter picks it: no pill stays checked, the toggle names it, the time list is that date's.
  await page.keyboard.press('Enter');
  await expect(day(`${spoken(monthOn)}, selected`)).toBeFocused();
  await expect(pills.getByRole('radio', { checked: true })).toHaveCount(0);
  const short = `${format(monthOn, { weekday: 'short' })}, ${format(monthOn, { month: 'short' })} ${Number(monthOn.slice(8))}`;
  await expect(moreDates).toContainText(short);
  await expect(time).toHaveValue(new RegExp(`^${monthOn} `));

  // Tab to the time; ArrowDown takes the next slot.
  const slots = await time.locator('option').allTextContents();
  await page.keyboard.press('Tab');
  await expect(time).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(time.locator('option:checked')).toHaveText(slots[1] ?? '');

  // Tab, Enter on SELECT THIS SCHEDULE: the cart shows the schedule and focus is back on Logistic Type.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'SELECT THIS SCHEDULE' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const schedule = ayala.getByRole('button', { name: `Schedule: ${scheduleText(monthOn, slots[1] ?? '')}` });
  await expect(schedule).toBeVisible();
  await expect(logistic).toHaveText('Scheduled Delivery');
  await expect(logistic).toBeFocused();

  // Reopened from the schedule button, the calendar shows the chosen date; Escape returns focus there.
  await page.keyboard.press('Tab');
  await expect(schedule).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeFocused();
  await expect(dialog.getByRole('grid', { name: monthTitle(monthOn) })).toBeVisible();
  await expect(day(`${spoken(monthOn)}, selected`)).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Delivery Time' }).locator('option:checked')).toHaveText(
    slots[1] ?? '',
  );
  // Tabbing into the pills focuses the first one but leaves the calendar date chosen.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(pills.getByRole('radio', { name: spoken(dates.first, { tomorrow: true }) })).toBeFocused();
  await expect(pills.getByRole('radio', { checked: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(schedule).toBeFocused();
});

test('keys pressed faster than the page paints still move one day each', async ({ page, request }) => {
  const dates = await importLongSchedule(request, 'kainan-schedule-keys');
  const ayala = await cartWithAyalaItem(page, 'kainan-schedule-keys');
  await chooseLogisticType(ayala, 'Scheduled Delivery');
  const dialog = page.getByRole('dialog', { name: 'Pick a date' });
  await dialog.getByRole('button', { name: /^More dates/ }).click();
  const day = (date: string) => dialog.getByRole('button', { name: spoken(date), exact: true });
  // Under Preact the widget moved focus a paint after the key, so the next key went to the day still
  // focused: it was lost, or the two days took focus from each other until the page hung.
  await day(dates.firstLater).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(day(dates.firstLater)).toBeFocused();
  for (const key of ['ArrowRight', 'ArrowLeft', 'ArrowRight']) await page.keyboard.press(key);
  await expect(day(dates.thirdLater)).toBeFocused();
});

test('axe finds nothing serious with the calendar open, on a phone and on a desktop', async ({ page, request }) => {
  const dates = await importLongSchedule(request, 'kainan-schedule-axe');
  await page.setViewportSize({ width: 390, height: 844 });
  const ayala = await cartWithAyalaItem(page, 'kainan-schedule-axe');
  await chooseLogisticType(ayala, 'Scheduled Delivery');
  const dialog = page.getByRole('dialog', { name: 'Pick a date' });
  await dialog.getByRole('button', { name: /^More dates/ }).click();
  await dialog.getByRole('button', { name: spoken(dates.thirdLater) }).click();
  await expect(dialog.getByRole('button', { name: `${spoken(dates.thirdLater)}, selected` })).toBeVisible();
  await animationsDone(page);
  await expectNoSeriousA11yViolations(page);

  // At 1280 px the bottom sheet becomes a centred dialog, and its fade-in starts again.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(dialog.getByRole('grid', { name: monthTitle(dates.thirdLater) })).toBeVisible();
  await animationsDone(page);
  await expectNoSeriousA11yViolations(page);
});
