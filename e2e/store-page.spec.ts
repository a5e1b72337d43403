/**
 * The Store screen (issue 27): searching the branch's menu, the menu in one section per category with
 * sticky tabs that follow the scroll (ADR 0035), and the branch's delivery chips. Screenshots at 390 and
 * 1280 px go to .tmp/screens/store/ and .tmp/screens/scrollspy/ for a person to look at.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { Storefront } from './support/storefront';

test.describe.configure({ mode: 'parallel' });

const SCREENS = '.tmp/screens/store';
const SPY_SCREENS = '.tmp/screens/scrollspy';
const AYALA = 'lutong-bahay-ayala';
const ADOBO = 'Chicken Adobo Rice Meal';

const searchField = (page: Page) => page.getByRole('searchbox', { name: "Search this store's menu" });
const categories = (page: Page) => page.getByRole('navigation', { name: 'Categories' });
/** The tab of the section in view. */
const markedTab = (page: Page) => categories(page).locator('button[aria-current="true"]');
const sectionHeading = (page: Page, name: string) => page.getByRole('heading', { level: 3, name, exact: true });
const bottomOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  return (box?.y ?? 0) + (box?.height ?? 0);
};

/**
 * The section the customer is reading, from the page itself: the last one whose heading has reached
 * the tabs' bar (the first one before that). A string: the e2e project compiles without the DOM's types.
 */
const sectionUnderTheBar = (page: Page) =>
  page.evaluate<string>(`(() => {
    const bar = document.querySelector('nav[aria-label="Categories"]').getBoundingClientRect().bottom;
    let name = '';
    for (const heading of document.querySelectorAll('.menu-section h3'))
      if (!name || heading.getBoundingClientRect().top <= bar + 12) name = heading.textContent;
    return name;
  })()`);

test('a search finds a kainan product at a branch; Escape brings the menu back', async ({ page }) => {
  const storefront = new Storefront(page);
  await storefront.openStore('kainan', AYALA);
  await expect(storefront.productCard(ADOBO)).toBeVisible();

  await searchField(page).fill('adobo');
  const results = storefront.products('Search results');
  await expect(storefront.productCard(ADOBO, 'Search results')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Results for “adobo”' })).toBeVisible();
  for (const name of await results.getByRole('link').allTextContents()) expect(name).toMatch(/adobo/i);
  // Flat results: no sections, no tab marked.
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(0);
  await expect(markedTab(page)).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/search-1280.png` });

  await searchField(page).fill('zzzz');
  await expect(storefront.main.getByText('No results for “zzzz”.', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/search-empty-1280.png` });

  await searchField(page).press('Escape');
  await expect(searchField(page)).toHaveValue('');
  await expect(sectionHeading(page, 'Rice Meals')).toBeVisible();
  await expect(storefront.productCard(ADOBO, 'Rice Meals')).toBeVisible();
});

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`at ${width} px the marked tab follows the scroll, and a tab brings its section under the bar`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const storefront = new Storefront(page);
    await storefront.openStore('kainan', AYALA);
    await expect(storefront.productCard(ADOBO, 'Rice Meals')).toBeVisible();
    const headings = storefront.section('Menu').getByRole('heading', { level: 3 });
    // Every section drawn (the later ones still loading, perhaps), in the merchant's order.
    await expect(headings).toHaveText(['Rice Meals', 'Soups', 'Noodles', 'Merienda', 'Desserts', 'Cold Drinks']);
    await expect(categories(page).getByRole('button')).toHaveText(await headings.allTextContents());
    await expect(markedTab(page)).toHaveText('Rice Meals');
    await page.screenshot({ path: `${SPY_SCREENS}/menu-top-${width}.png` });

    // Scrolling down as a customer does (the wheel), past the next heading and then the one after: the
    // mark moves to the section under the bar each time, and stays in view within the tab row.
    const bar = categories(page);
    // Where the bar's bottom will be once it sticks under the navbar.
    const navbarBottom = await bottomOf(page.getByRole('banner').first());
    const barLine = navbarBottom + ((await bar.boundingBox())?.height ?? 0);
    for (const [index, next] of [
      [1, 'Soups'],
      [2, 'Noodles'],
    ] as const) {
      const distance = ((await headings.nth(index).boundingBox())?.y ?? 0) - barLine;
      await page.mouse.wheel(0, distance + 40);
      await expect.poll(() => sectionUnderTheBar(page)).toBe(next);
      await expect(markedTab(page)).toHaveText(next);
      await expect(markedTab(page)).toBeInViewport({ ratio: 1 });
      if (index === 1) await page.screenshot({ path: `${SPY_SCREENS}/mid-scroll-${width}.png` });
    }
    // The bar stays right under the navbar.
    expect(Math.round((await bar.boundingBox())?.y ?? -1)).toBe(Math.round(navbarBottom));
    const barBottom = await bottomOf(bar);

    // Tapping a later tab: its heading ends at the top, just under the bar, and visible; it is marked.
    const last = bar.getByRole('button', { name: 'Cold Drinks' });
    await last.click();
    const drinks = sectionHeading(page, 'Cold Drinks');
    await expect.poll(async () => (await drinks.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(barBottom);
    await expect.poll(async () => (await drinks.boundingBox())?.y ?? 0).toBeLessThan(barBottom + 16);
    await expect(drinks).toBeInViewport();
    await expect(drinks).toBeFocused();
    await expect(markedTab(page)).toHaveText('Cold Drinks');
    await expect(storefront.productCard('Calamansi Juice', 'Cold Drinks')).toBeInViewport();
    // Once settled, the mark agrees with what is on screen.
    await page.waitForTimeout(300);
    await expect(markedTab(page)).toHaveText('Cold Drinks');
    await page.screenshot({ path: `${SPY_SCREENS}/tapped-last-${width}.png` });
  });
}

test('by keyboard, a tab leads into its section, and focus is never hidden under the bar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const storefront = new Storefront(page);
  await storefront.openStore('kainan', AYALA);
  await expect(storefront.productCard(ADOBO, 'Rice Meals')).toBeVisible();
  const bar = categories(page);

  const navbarBottom = await bottomOf(page.getByRole('banner').first());
  const barBottom = navbarBottom + ((await bar.boundingBox())?.height ?? 0); // once stuck

  const soups = bar.getByRole('button', { name: 'Soups' });
  await soups.focus();
  await page.keyboard.press('Enter');
  await expect(sectionHeading(page, 'Soups')).toBeFocused();
  await expect(markedTab(page)).toHaveText('Soups');
  await expect
    .poll(async () => Math.round((await sectionHeading(page, 'Soups').boundingBox())?.y ?? 0))
    .toBe(Math.round(barBottom + 8));

  // Tab goes on into Soups; Shift+Tab back to the last rice meal, which scrolls out from under the bar.
  await page.keyboard.press('Tab');
  await expect(storefront.productCard('Sinigang na Baboy', 'Soups')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  const afritada = storefront.productCard('Chicken Afritada Rice Meal', 'Rice Meals');
  await expect(afritada).toBeFocused();
  await expect.poll(async () => (await afritada.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(barBottom);
  // Tabbing out of the last soup lands on the first noodle dish: no category skipped.
  await storefront.productCard('Tinolang Manok', 'Soups').focus();
  await page.keyboard.press('Tab');
  await expect(storefront.productCard('Pancit Canton Guisado', 'Noodles')).toBeFocused();

  // The last tab, chosen by keyboard, is scrolled into its row with room for its focus ring.
  const last = bar.getByRole('button').last();
  await last.focus();
  await page.keyboard.press('Enter');
  await expect(markedTab(page)).toHaveText('Cold Drinks');
  await expect(last).toBeInViewport({ ratio: 1 });
  const row = await bar.getByRole('list').boundingBox();
  const chip = await last.boundingBox();
  expect((chip?.x ?? 0) + (chip?.width ?? 0) + 5).toBeLessThanOrEqual((row?.x ?? 0) + (row?.width ?? 0));
  await page.screenshot({ path: `${SCREENS}/last-chip-390.png` });
});

test('with reduced motion, a tab jumps straight to its section', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const storefront = new Storefront(page);
  await storefront.openStore('kainan', AYALA);
  await expect(storefront.productCard(ADOBO, 'Rice Meals')).toBeVisible();
  // Every section loaded first: one above Desserts that shrinks as its products arrive (its waiting
  // cards go) moves Desserts up until the spy puts it back in the next frame (use-section-spy.ts), and
  // a look in between would catch that, not the jump this test is about.
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  await expect(page.locator('.menu-section [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate('window.scrollTo(0, 0)');
  await categories(page).getByRole('button', { name: 'Desserts' }).click();
  // No glide to wait for: the first frame after the tap already has it at the top.
  const top = await page.evaluate<number>(
    `[...document.querySelectorAll('.menu-section h3')].find((h) => h.textContent === 'Desserts').getBoundingClientRect().top`,
  );
  expect(top).toBeGreaterThanOrEqual(await bottomOf(categories(page)));
  expect(top).toBeLessThan((await bottomOf(categories(page))) + 16);
});

test("the branch's delivery chips show what the merchant file says", async ({ page }) => {
  const storefront = new Storefront(page);
  await storefront.openStore('kainan', AYALA);
  const chips = page.getByRole('list', { name: 'Delivery and pickup' });
  await expect(chips.getByRole('listitem')).toHaveText([
    'Delivery',
    '25–40 min',
    'Pickup',
    'Delivery fee PHP 49.00 + PHP 10.00/km',
    'Free delivery from PHP 999.00',
  ]);
  await page.screenshot({ path: `${SCREENS}/store-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(chips).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/store-top-390.png` });
});

test('the sections waiting below the fold shimmer without repainting: their endless animations move only transform or opacity', async ({
  page,
}) => {
  const storefront = new Storefront(page);
  await storefront.openStore('kainan', AYALA);
  await expect(storefront.productCard(ADOBO)).toBeVisible();
  // Every endless animation on the page with the properties its keyframes change. A string: the e2e
  // project compiles without the DOM's types.
  const endlessAnimations = () =>
    page.evaluate<{ name: string; properties: string[] }[]>(`document
    .getAnimations()
    .filter((a) => a.effect.getTiming().iterations === Infinity)
    .map((a) => ({
      name: a.animationName,
      properties: [...new Set(a.effect.getKeyframes().flatMap((k) => Object.keys(k)))].filter(
        (p) => !['offset', 'computedOffset', 'easing', 'composite'].includes(p),
      ),
    }))`);
  // The menu is drawn a section at a time (one a frame): the waiting sections shimmer once they are drawn.
  await expect.poll(async () => (await endlessAnimations()).length).toBeGreaterThan(0);
  for (const animation of await endlessAnimations())
    expect(animation.properties.every((p) => p === 'transform' || p === 'opacity')).toBe(true);
});
