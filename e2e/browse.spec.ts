/**
 * Browsing as a customer: Home → brand → category → store → product modal, the store's paging, and
 * how prices read. Fixtures: merchants/README.md ("Fixtures tests rely on").
 */
import { expect, test } from '@playwright/test';
import { brandName, PESO_AMOUNT, storePath, uuidOf, visibleBranchNames } from './support/merchants';
import { Storefront, urlPath } from './support/storefront';

test.describe.configure({ mode: 'parallel' });

const ADOBO = 'Chicken Adobo Rice Meal';
const AYALA = 'Lutong Bahay - Ayala Makati';

test('from Home, a brand lists its branches, and a category lists its products with prices', async ({ page }) => {
  const storefront = new Storefront(page);
  await storefront.open('kainan');

  await storefront.openBrand('Lutong Bahay');
  await expect(page).toHaveURL(new RegExp(`/kainan/brands/${uuidOf.brand('kainan', 'lutong-bahay')}$`));
  const branches = visibleBranchNames('kainan', 'lutong-bahay');
  await expect(storefront.section('Stores').getByRole('link')).toHaveCount(branches.length);
  for (const name of branches) await expect(storefront.branchCard(name, 'Stores')).toBeVisible();
  await expect(storefront.main).toContainText(`${branches.length} stores`);

  await storefront.goHome('Kainan Express');
  await expect(page).toHaveURL(/\/kainan\/$/);

  await storefront.openCategory('Rice Meals');
  await expect(page).toHaveURL(/\/kainan\/category\/[0-9a-f-]{36}\/\d+$/);
  const list = 'Rice Meals products';
  await expect(storefront.productCard(ADOBO, list).first()).toBeVisible();
  // Each card names the brand and branch it comes from, and a price.
  await expect(storefront.productCard(ADOBO, list).first()).toContainText('Lutong Bahay · Ayala Makati');
  const prices = await storefront.cardPrices(list);
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price).toMatch(PESO_AMOUNT);
});

test("from a brand's page a customer opens a branch and sees its menu", async ({ page }) => {
  const storefront = new Storefront(page);
  await storefront.open('kainan');
  await storefront.openBrand('Kape Tayo');
  await storefront.openBranch('Kape Tayo - BGC High Street', 'Stores');
  await expect(page).toHaveURL(urlPath(storePath('kainan', 'kape-tayo-bgc')));
  await expect(storefront.main.getByText(brandName('kainan', 'kape-tayo'), { exact: true })).toBeVisible();
  await expect(storefront.productCard('Classic Milk Tea')).toBeVisible();
});

test("What's Nearby → store → product modal: sizes, add-on limits, the URL, Escape", async ({ page }) => {
  const storefront = new Storefront(page);
  await storefront.open('kainan');
  await storefront.openBranch(AYALA);
  const store = storePath('kainan', 'lutong-bahay-ayala');
  await expect(page).toHaveURL(urlPath(store));
  await expect(storefront.section('Menu').getByRole('heading', { name: 'Menu' })).toBeVisible();
  await expect(storefront.productCard(ADOBO)).toBeVisible();

  const modal = await storefront.openProduct(ADOBO);
  await expect(page).toHaveURL(new RegExp(`/${uuidOf.product('kainan', 'chicken-adobo-rice-meal')}$`));
  await expect(modal.dialog.getByRole('heading', { name: ADOBO })).toBeVisible();
  await expect(modal.dialog).toContainText('Chicken simmered in soy sauce');
  await expect(modal.price).toHaveText('PHP 149.00');
  await expect(modal.attribute('Size').getByRole('radio')).toHaveCount(2);
  await expect(modal.attribute('Size').getByRole('radio', { name: 'Regular' })).toBeChecked();
  await expect(modal.addOnGroup('Extra Rice')).toHaveAccessibleName(/^Extra Rice \(0\/2\)/);
  await expect(modal.addOnGroup('Sawsawan')).toHaveAccessibleName(/^Sawsawan \(0\/1\)/);

  await modal.choose('Size', 'Large');
  await expect(modal.price).toHaveText('PHP 189.00');
  await expect(modal.addToCart).toHaveText('ADD TO CART - PHP 189.00');

  // Sawsawan allows one: ticking Spiced Vinegar fills it and disables Atchara.
  await modal.addOn('Sawsawan', 'Spiced Vinegar').check();
  await expect(modal.addOnGroup('Sawsawan')).toHaveAccessibleName(/^Sawsawan \(1\/1\)/);
  await expect(modal.addOn('Sawsawan', 'Atchara (Pickled Papaya)')).toBeDisabled();
  await expect(modal.addOn('Sawsawan', 'Spiced Vinegar')).toBeEnabled();
  // The free sawsawan leaves the total alone; a paid extra rice adds to it.
  await expect(modal.addToCart).toHaveText('ADD TO CART - PHP 189.00');
  await modal.addOn('Extra Rice', 'Garlic Rice (Sinangag)').check();
  await expect(modal.addOnGroup('Extra Rice')).toHaveAccessibleName(/^Extra Rice \(1\/2\)/);
  await expect(modal.addOn('Extra Rice', 'Plain Rice')).toBeEnabled();
  await expect(modal.addToCart).toHaveText('ADD TO CART - PHP 224.00');

  await modal.close();
  await expect(page).toHaveURL(urlPath(store));
  await expect(storefront.main.getByRole('heading', { level: 1, name: AYALA })).toBeVisible();
});

test('opening a product URL directly opens its modal over the store; closing leaves the store', async ({ page }) => {
  const storefront = new Storefront(page);
  const store = storePath('kainan', 'lutong-bahay-ayala');
  await storefront.openStore('kainan', 'lutong-bahay-ayala', { productKey: 'chicken-adobo-rice-meal' });
  const modal = storefront.productModal(ADOBO);
  await expect(modal.dialog).toBeVisible();
  await expect(modal.price).toHaveText('PHP 149.00');
  await expect(modal.attribute('Size')).toBeVisible();
  await modal.close();
  await expect(page).toHaveURL(urlPath(store));
  await expect(storefront.main.getByRole('heading', { level: 1, name: AYALA })).toBeVisible();
});

test('prices use thousands separators: six Large adobo meals cost PHP 1,134.00', async ({ page }) => {
  // No demo product costs ₱1,000 or more on its own; a line of six does.
  const storefront = new Storefront(page);
  await storefront.openStore('kainan', 'lutong-bahay-ayala', { productKey: 'chicken-adobo-rice-meal' });
  const modal = storefront.productModal(ADOBO);
  await modal.choose('Size', 'Large');
  const increase = modal.dialog.getByRole('button', { name: 'Increase quantity' });
  for (let i = 1; i < 6; i++) await increase.click();
  await expect(modal.quantity).toHaveValue('6');
  await expect(modal.addToCart).toHaveText('ADD TO CART - PHP 1,134.00');
});

test.describe('store paging', () => {
  test('a branch with 27 products shows each once, under its category, as the customer scrolls down', async ({
    page,
  }) => {
    const storefront = new Storefront(page);
    await storefront.openStore('kainan', 'lutong-bahay-ayala');
    // The first page's 20 at once; the categories past it load as the customer nears them (ADR 0035).
    await expect(storefront.productCard(ADOBO, 'Rice Meals')).toBeVisible();
    await expect(storefront.products('Rice Meals')).toHaveCount(11);
    // Headless Chromium now and then drops an End pressed while the page settles (not prevented, the
    // focus on the body, frames ticking, nothing scrolled): press it again until the page has moved.
    await expect(async () => {
      await page.keyboard.press('End');
      expect(await storefront.scrollY()).toBeGreaterThan(0);
    }).toPass({ intervals: [500] });
    await expect(storefront.products('Cold Drinks')).toHaveCount(3);
    await expect(storefront.products()).toHaveCount(27);
    // No category holds more than 20 here: no 'Load more' anywhere, and no product twice.
    await expect(storefront.loadMore).toHaveCount(0);
    const names = await storefront.products().getByRole('link').allTextContents();
    expect(new Set(names).size).toBe(27);
    for (const price of await storefront.cardPrices()) expect(price).toMatch(PESO_AMOUNT);
  });

  test('back from Home, a store scrolled to its last section opens there again', async ({ page }) => {
    // A phone: the store's menu is far longer than Home, the case a too-early restore got wrong.
    await page.setViewportSize({ width: 390, height: 844 });
    const storefront = new Storefront(page);
    await storefront.openStore('kainan', 'lutong-bahay-ayala');
    await expect(storefront.products('Rice Meals')).toHaveCount(11);
    const left = await storefront.scrollToMenuEnd('Cold Drinks', 3);
    await expect(storefront.products()).toHaveCount(27);

    await storefront.goHome('Kainan Express');
    await expect(storefront.section('About Kainan Express')).toBeVisible();
    // Home is too short to be scrolled that far: restored while Home was still drawn, the store opened higher up.
    const homeReach = await page.evaluate(() => {
      const { document, innerHeight } = globalThis as unknown as {
        document: { documentElement: { scrollHeight: number } };
        innerHeight: number;
      };
      return document.documentElement.scrollHeight - innerHeight;
    });
    expect(left).toBeGreaterThan(homeReach);

    await page.goBack();
    await expect(storefront.products('Cold Drinks')).toHaveCount(3);
    await expect.poll(() => storefront.scrollY()).toBe(left);
    await expect(storefront.products('Cold Drinks').last()).toBeInViewport();
  });

  test('a branch with exactly 20 products has one page and no Load more', async ({ page, baseURL }) => {
    const storefront = new Storefront(page);
    const base = new URL(baseURL ?? 'http://localhost:4173');
    await storefront.openStore('botika', 'botika-pasig-kapitolyo', {
      origin: `${base.protocol}//botika.localhost:${base.port}`,
    });
    await expect(storefront.main.getByRole('heading', { level: 1 })).toHaveText('Botika ng Bayan - Kapitolyo');
    await expect(storefront.products()).toHaveCount(20);
    await expect(storefront.loadMore).toBeHidden();
  });
});
