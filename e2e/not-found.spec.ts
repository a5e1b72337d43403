/**
 * The 404 page (spec §2): unknown merchants and paths, and the store entry check, which turns hidden
 * branches, branches of hidden brands and malformed store ids away.
 */
import { expect, type Page, test } from '@playwright/test';
import { branch, storePath, uuidOf } from './support/merchants';
import { Storefront, urlPath } from './support/storefront';

test.describe.configure({ mode: 'parallel' });

/** The 404 page; `backTo` is the merchant's Home when a merchant is known (its name then ends the title). */
async function expectNotFoundPage(page: Page, { backTo }: { backTo: string | null }) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('The page you are looking for doesn’t exist or is no longer available.')).toBeVisible();
  await expect(page).toHaveTitle(backTo === '/kainan/' ? 'Page not found | Kainan Express' : /^Page not found/);
  const back = page.getByRole('link', { name: 'Back to Home' });
  if (backTo) await expect(back).toHaveAttribute('href', backTo);
  else await expect(back).toHaveCount(0);
  // Outside the layout: no navbar.
  await expect(page.getByRole('banner')).toHaveCount(0);
}

test('an unknown merchant shows the 404 page, and the server answers 404', async ({ page }) => {
  const response = await page.goto('/nobody/');
  expect(response?.status()).toBe(404);
  await expectNotFoundPage(page, { backTo: null });
});

test('the 404 page of an unknown merchant is titled "Page not found" once', async ({ page }) => {
  // Product bug: the server titles a merchantless page 'Page not found' and the 404 screen prepends its
  // own name, so the tab reads 'Page not found | Page not found' (lib/use-document-title.ts).
  await page.goto('/nobody/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page not found');
});

test("an unknown path under a merchant shows the 404 page with a way back to the merchant's Home", async ({ page }) => {
  const storefront = new Storefront(page);
  await storefront.open('kainan', 'no/such/page');
  await expectNotFoundPage(page, { backTo: '/kainan/' });
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await storefront.dismissPopUp('kainan');
  await expect(storefront.homeTitle).toHaveText('Kainan Express');
});

test.describe('store entry check', () => {
  test('the uuids computed here are the ones the storefront links to (a visible branch opens)', async ({ page }) => {
    // Guards the tests below: were the uuids wrong, they would see a 404 for the wrong reason.
    const storefront = new Storefront(page);
    await storefront.openStore('kainan', 'kape-tayo-bgc');
    await expect(page).toHaveURL(urlPath(storePath('kainan', 'kape-tayo-bgc')));
    await expect(storefront.main.getByRole('heading', { level: 1 })).toHaveText(branch('kainan', 'kape-tayo-bgc').name);
  });

  test('a hidden branch (visibility off) shows the 404 page', async ({ page }) => {
    expect(branch('kainan', 'kape-tayo-hidden').visibility).toBe(false);
    await new Storefront(page).openStore('kainan', 'kape-tayo-hidden');
    await expect(page).toHaveURL(urlPath('/kainan/404'));
    await expectNotFoundPage(page, { backTo: '/kainan/' });
  });

  test('a branch of a hidden brand (brand_visibility off) shows the 404 page', async ({ page }) => {
    expect(branch('kainan', 'sizzling-ihaw-brand-hidden').brand_visibility).toBe(false);
    await new Storefront(page).openStore('kainan', 'sizzling-ihaw-brand-hidden');
    await expect(page).toHaveURL(urlPath('/kainan/404'));
    await expectNotFoundPage(page, { backTo: '/kainan/' });
  });

  test('a hidden branch stays hidden with a product in the URL', async ({ page }) => {
    // The hidden Shaw branch stocks Spanish Latte: its product link must not open either.
    await new Storefront(page).openStore('kainan', 'kape-tayo-hidden', { productKey: 'spanish-latte' });
    await expectNotFoundPage(page, { backTo: '/kainan/' });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  for (const [what, id] of [
    ['a malformed store id', 'not-a-uuid'],
    [
      'an unknown branch uuid',
      `${uuidOf.branch('kainan', 'no-such-branch')}&${uuidOf.brand('kainan', 'lutong-bahay')}`,
    ],
    [
      "another merchant's branch",
      `${uuidOf.branch('ushop', 'ushop-express-moa')}&${uuidOf.brand('ushop', 'ushop-express')}`,
    ],
  ] as const) {
    test(`${what} shows the 404 page`, async ({ page }) => {
      await new Storefront(page).open('kainan', `store/${id}`);
      await expect(page).toHaveURL(urlPath('/kainan/404'));
      await expectNotFoundPage(page, { backTo: '/kainan/' });
    });
  }
});

test('an unknown brand shows the 404 page', async ({ page }) => {
  await new Storefront(page).open('kainan', `brands/${uuidOf.brand('kainan', 'no-such-brand')}`);
  await expect(page).toHaveURL(urlPath('/kainan/404'));
  await expectNotFoundPage(page, { backTo: '/kainan/' });
});
