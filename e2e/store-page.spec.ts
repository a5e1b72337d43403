/**
 * The Store screen (issue 27): searching the branch's menu, the category chips that stay under the
 * navbar down a long menu, and the branch's delivery chips. Screenshots at 390 and 1280 px go to
 * .tmp/screens/store/ for a person to look at.
 */
import { expect, type Page, test } from '@playwright/test';
import { Storefront } from './support/storefront';

test.describe.configure({ mode: 'parallel' });

const SCREENS = '.tmp/screens/store';
const AYALA = 'lutong-bahay-ayala';

const searchField = (page: Page) => page.getByRole('searchbox', { name: "Search this store's menu" });
const categories = (page: Page) => page.getByRole('navigation', { name: 'Categories' });

test('a search finds a kainan product at a branch; Escape brings the menu back', async ({ page }) => {
  const storefront = new Storefront(page);
  await storefront.openStore('kainan', AYALA);
  await expect(storefront.products()).toHaveCount(20);

  await searchField(page).fill('adobo');
  const results = storefront.products('Search results');
  await expect(storefront.productCard('Chicken Adobo Rice Meal', 'Search results')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Results for “adobo”' })).toBeVisible();
  for (const name of await results.getByRole('link').allTextContents()) expect(name).toMatch(/adobo/i);
  await page.screenshot({ path: `${SCREENS}/search-1280.png` });

  await searchField(page).fill('zzzz');
  await expect(storefront.main.getByText('No results for “zzzz”.', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/search-empty-1280.png` });

  await searchField(page).press('Escape');
  await expect(searchField(page)).toHaveValue('');
  await expect(storefront.products()).toHaveCount(20);
});

test('at 390 px the category chips stay under the navbar down the menu, the chosen one in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const storefront = new Storefront(page);
  await storefront.openStore('kainan', AYALA);
  await expect(storefront.products()).toHaveCount(20);
  await page.screenshot({ path: `${SCREENS}/store-390.png` });

  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(1500);
  const bar = categories(page);
  await expect(bar).toBeInViewport();
  const navbarBottom = await page
    .getByRole('banner')
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom);
  const barBox = await bar.boundingBox();
  expect(Math.round(barBox?.y ?? -1)).toBe(Math.round(navbarBottom));
  await page.screenshot({ path: `${SCREENS}/scrolled-390.png` });

  // The last chip, chosen from down the menu: it is scrolled into its row, and the menu starts again
  // at its top, just under the chips.
  const chips = bar.getByRole('button');
  const last = chips.last();
  await last.focus();
  await page.keyboard.press('Enter');
  await expect(last).toHaveAttribute('aria-pressed', 'true');
  await expect(last).toBeInViewport({ ratio: 1 });
  const heading = page.getByRole('heading', { level: 2, name: (await last.textContent()) ?? '' });
  await expect(heading).toBeInViewport();
  // Once the (smooth) scroll has settled, the heading is below the chips, not under them.
  const barBottom = (barBox?.y ?? 0) + (barBox?.height ?? 0);
  await expect.poll(async () => (await heading.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(barBottom - 1);
  // The focus ring (3px + 2px offset) fits inside the row: the focused chip has 5px on either side.
  const row = await bar.getByRole('list').boundingBox();
  const chip = await last.boundingBox();
  expect((chip?.x ?? 0) + (chip?.width ?? 0) + 5).toBeLessThanOrEqual((row?.x ?? 0) + (row?.width ?? 0));
  await page.screenshot({ path: `${SCREENS}/last-chip-390.png` });
});

test("the branch's delivery chips show what the merchant file says", async ({ page }) => {
  const storefront = new Storefront(page);
  await storefront.openStore('kainan', AYALA);
  const chips = page.getByRole('list', { name: 'Delivery and pickup' });
  await expect(chips.getByRole('listitem')).toHaveText([
    'Delivery',
    'Pickup',
    'Delivery fee PHP 49.00 + PHP 10.00/km',
    'Free delivery from PHP 999.00',
  ]);
  await page.screenshot({ path: `${SCREENS}/store-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(chips).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/store-top-390.png` });
});
