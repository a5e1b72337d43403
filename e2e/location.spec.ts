/**
 * The customer's location (spec §2 Navbar 'Deliver to', §4, §5 Address, §9): the address search
 * restricted to the Philippines, 'Use Current Location', the 'Pin Exact Location' map, the automatic
 * look-up on a first visit (not for the coin merchant), and what is kept across reloads.
 * kainan has the store-ordering top-up on, so its navbar shows the picker.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { uniqueClientIp } from './support/accounts';
import { LocationPicker } from './support/location';
import { Storefront } from './support/storefront';

test.describe.configure({ mode: 'parallel' });

const MAKATI = 'Makati City, Metro Manila';
/** Ayala Avenue, Makati; and Rizal Park, Manila. */
const IN_MAKATI = { latitude: 14.5547, longitude: 121.0244 };
const IN_MANILA = { latitude: 14.5995, longitude: 120.9842 };

test.beforeEach(async ({ page }) => {
  // The address calls are rate-limited per client address: each test is its own customer.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueClientIp() });
});

test('a guest finds Makati, picks it, and Home lists the stores near it — also after a reload', async ({ page }) => {
  const storefront = new Storefront(page);
  const picker = new LocationPicker(page);
  await storefront.open('kainan');
  await expect(picker.button).toContainText('Choose your location');
  // No place chosen: no 'Stores near …' and no distances, as if a default place were the customer's.
  const nearbySection = storefront.section("What's Nearby");
  await expect(nearbySection.getByRole('link').first()).toBeVisible();
  await expect(nearbySection).not.toContainText('Stores near');
  await expect(nearbySection).not.toContainText(/\d km/);

  await picker.open();
  await picker.search('Makati');
  await expect(picker.field).toHaveAttribute('aria-expanded', 'true');
  await expect(picker.suggestions.getByRole('option').first()).toHaveText(MAKATI);

  const nearby = page.waitForRequest(
    (r) => r.url().includes('/branch/nearby') && typeof r.postDataJSON()?.customer_lat === 'number',
  );
  await picker.suggestions.getByRole('option', { name: MAKATI, exact: true }).click();
  await expect(picker.dialog).toBeHidden();
  await expect(picker.button).toContainText(MAKATI);
  // The nearby stores are asked for again, from Makati.
  const body = (await nearby).postDataJSON() as { customer_lat: number; customer_lng: number };
  expect(body.customer_lat).toBeCloseTo(14.55, 1);
  expect(body.customer_lng).toBeCloseTo(121.03, 1);
  await expect(nearbySection).toContainText(`Stores near ${MAKATI}`);
  // …and how far each store is from it.
  await expect(nearbySection.getByText(/^(\d+\.\d|Under 0\.1) km$/).first()).toBeVisible();

  expect(await picker.stored()).toMatchObject({ label: MAKATI });
  await page.reload();
  await expect(picker.button).toContainText(MAKATI);
  await expect(storefront.section("What's Nearby")).toContainText(`Stores near ${MAKATI}`);
});

test('the address field works with the keyboard alone: ↓ to a suggestion, Enter to pick, Escape to close', async ({
  page,
}) => {
  const storefront = new Storefront(page);
  const picker = new LocationPicker(page);
  await storefront.open('kainan');

  await picker.button.focus();
  await page.keyboard.press('Enter');
  await expect(picker.dialog).toBeVisible();
  await expect(picker.field).toBeFocused();

  await page.keyboard.type('quezon', { delay: 40 });
  await expect(picker.suggestions.getByRole('option').first()).toHaveText('Quezon City, Metro Manila');
  await page.keyboard.press('ArrowDown');
  await expect(picker.suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape'); // closes the suggestions, not the picker
  await expect(picker.suggestions).toBeHidden();
  await expect(picker.dialog).toBeVisible();

  await page.keyboard.press('ArrowDown'); // opens them again, on the first
  await expect(picker.suggestions).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(picker.dialog).toBeHidden();
  await expect(picker.button).toContainText('Quezon City, Metro Manila');
  await expect(picker.button).toBeFocused();
});

test('suggestions stay in the Philippines', async ({ page }) => {
  const storefront = new Storefront(page);
  const picker = new LocationPicker(page);
  await storefront.open('kainan');
  await picker.open();

  await picker.field.pressSequentially('tokyo', { delay: 40 });
  await expect(picker.dialog.getByRole('status').first()).toHaveText('No places found for “tokyo”.');
  await expect(picker.suggestions).toBeHidden();

  await picker.search('san francisco');
  // The list first shows what an earlier, shorter query found ('san f…'): wait for the whole query's.
  const labels = () => picker.suggestions.getByRole('option').allTextContents();
  // Only the towns, not the Californian city.
  await expect.poll(async () => (await labels()).every((label) => /^San Francisco, /.test(label))).toBe(true);
  expect((await labels()).length).toBeGreaterThan(1);
});

test('Pin Exact Location: the pin moves with the keyboard and by dragging, and Find Store sets the location', async ({
  page,
}) => {
  const storefront = new Storefront(page);
  const picker = new LocationPicker(page);
  await storefront.open('kainan');
  await picker.choose('Makati', MAKATI);

  await picker.openMap();
  // Spec §9: on the customer's location (zoom 15).
  const start = await picker.pinPosition();
  expect(start.lat).toBeCloseTo(14.55027, 4);
  expect(start.lng).toBeCloseTo(121.03269, 4);

  // Keyboard: focus the pin, arrow keys move it.
  await picker.pin.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  const moved = await picker.pinPosition();
  expect(moved.lng).toBeGreaterThan(start.lng);
  expect(moved.lat).toBeGreaterThan(start.lat);

  // Mouse: drag it 80 px left and 60 px down.
  const box = await picker.pin.boundingBox();
  if (!box) throw new Error('the pin has no box');
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x - 40, from.y + 30, { steps: 5 });
  await page.mouse.move(from.x - 80, from.y + 60, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await picker.pinPosition()).lng).toBeLessThan(moved.lng);
  const dragged = await picker.pinPosition();
  expect(dragged.lat).toBeLessThan(moved.lat);

  await picker.mapDialog.getByRole('button', { name: 'Find Store' }).click();
  await expect(picker.mapDialog).toBeHidden();
  // Named by the nearest place; the coordinates are the pin's.
  await expect(picker.button).toContainText(/Metro Manila/);
  const stored = await picker.stored();
  expect(stored?.lat).toBeCloseTo(dragged.lat, 4);
  expect(stored?.lng).toBeCloseTo(dragged.lng, 4);
});

test('with no location, the map starts on Manila zoomed out, and works without tiles', async ({ page }) => {
  const storefront = new Storefront(page);
  const picker = new LocationPicker(page);
  await storefront.open('ushop'); // the coin merchant: no automatic look-up, so no location yet
  const map = await picker.openMap();
  await expect(picker.pinReadOut).toHaveText('Pin at 14.58130, 120.97620');
  await expect(map.locator('.leaflet-container')).toHaveClass(/leaflet-container/);
  await expect(map.locator('.leaflet-tile-pane img')).toHaveCount(0); // no tile server configured
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(picker.mapDialog).toBeHidden();
  await expect(picker.button).toBeFocused();
});

test.describe('the browser’s location', () => {
  test.use({ permissions: ['geolocation'], geolocation: IN_MANILA });

  test('a first visit looks the customer up; Use Current Location looks again', async ({ page, context }) => {
    const storefront = new Storefront(page);
    const picker = new LocationPicker(page);
    await storefront.open('kainan');
    await expect(picker.button).toContainText(/, Metro Manila$/); // somewhere in Manila, found automatically
    await expect(picker.button).not.toContainText(MAKATI);

    await context.setGeolocation(IN_MAKATI);
    await picker.open();
    await picker.dialog.getByRole('button', { name: 'Use Current Location' }).click();
    await expect(picker.dialog).toBeHidden();
    await expect(picker.button).toContainText(MAKATI);
  });

  test('the coin merchant skips the automatic look-up', async ({ page }) => {
    const storefront = new Storefront(page);
    const picker = new LocationPicker(page);
    await storefront.open('ushop');
    await expect(storefront.section("What's Nearby").getByRole('link').first()).toBeVisible();
    await expect(picker.button).toContainText('Choose your location');
    expect(await page.evaluate("localStorage.getItem('storefront.location-asked')")).toBeNull();
    expect(await picker.stored()).toBeNull();
  });
});

test('when the browser may not tell the location, the picker says so and keeps working', async ({ page }) => {
  const storefront = new Storefront(page);
  const picker = new LocationPicker(page);
  await storefront.open('kainan');
  await picker.open();
  await picker.dialog.getByRole('button', { name: 'Use Current Location' }).click();
  await expect(picker.dialog.getByText(/We could not get your current location/)).toBeVisible();
  await picker.search('Makati');
  await picker.suggestions.getByRole('option', { name: MAKATI, exact: true }).click();
  await expect(picker.button).toContainText(MAKATI);
});

test('axe finds nothing serious with the picker open and suggestions shown', async ({ page }) => {
  const storefront = new Storefront(page);
  const picker = new LocationPicker(page);
  await storefront.open('kainan');
  await picker.open();
  await picker.search('Makati');
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the picker is a full-width row under the navbar, and works', async ({ page }) => {
    const storefront = new Storefront(page);
    const picker = new LocationPicker(page);
    await storefront.open('kainan');
    const box = await picker.button.boundingBox();
    expect(box?.width).toBeGreaterThan(340);
    await picker.choose('Makati', MAKATI);
    await picker.open();
    await expectNoSeriousA11yViolations(page);
  });
});
