/**
 * Issue 26, what a new customer tripped on while finding their way: a menu link to the 404 page, banners
 * whose painted 'Order na!' did nothing, a clipped focus ring on the category chips, two main landmarks
 * on the 404 page inside the layout, and top-level legal pages that showed the 404 page.
 * With NAVIGATION_SCREENS=<dir>, each screen is also saved there to be looked at.
 */
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { stableUuid } from '../apps/server/src/lib/uuid';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { Accounts, newCustomer } from './support/accounts';
import { uuidOf } from './support/merchants';
import { Storefront, urlPath } from './support/storefront';

test.describe.configure({ mode: 'parallel' });

const SCREENS = process.env.NAVIGATION_SCREENS;
async function shoot(page: Page, name: string, { alsoOnPhone = false } = {}) {
  if (!SCREENS) return;
  await page.screenshot({ path: path.join(SCREENS, `${name}-${page.viewportSize()?.width}.png`) });
  if (!alsoOnPhone) return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SCREENS, `${name}-390.png`) });
  if (size) await page.setViewportSize(size);
}

/** A signed-in kainan customer: e-store on, points view off (merchants/kainan/merchant.json). */
async function signedInAtKainan(page: Page, request: Parameters<typeof Accounts.start>[1]) {
  const accounts = await Accounts.start(page, request);
  const customer = newCustomer({ firstname: 'Lea' });
  await accounts.createAccount('kainan', customer);
  await accounts.signIn('kainan', customer);
  return accounts;
}

test.describe('the menus never lead to the 404 page (ADR 0030)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile sidebar has no Transaction History at a merchant without the points view', async ({
    page,
    request,
  }) => {
    const accounts = await signedInAtKainan(page, request);
    const sidebar = await accounts.storefront.openMenu();
    await expect(sidebar.getByRole('link')).toHaveText([
      'Home',
      'My Profile',
      'My Orders',
      /^Terms of Use/,
      /^Privacy Policy/,
      'Powered by Storefront',
    ]);
    await shoot(page, 'sidebar-kainan');
  });
});

test.describe('the 404 page inside the layout', () => {
  for (const width of [390, 1280]) {
    test(`has exactly one main landmark (${width} px)`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const accounts = await signedInAtKainan(page, request);
      // Typed in by hand (the menus no longer link it): the route's rule still answers with the 404 page.
      await accounts.storefront.open('kainan', 'transaction-history');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/kainan/');
      expect(await page.locator('main').count()).toBe(1);
      await expect(page.locator('[id="main"]')).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, 'not-found-in-layout');
    });
  }
});

test.describe('feature banners lead where the merchant configured', () => {
  test("kainan's banners link to the Rice Meals category and the Kape Tayo brand", async ({ page }) => {
    const storefront = new Storefront(page);
    await storefront.open('kainan');
    const banners = page.getByRole('region', { name: 'Featured' });
    const riceMeals = banners.getByRole('link', { name: 'Lutong bahay, kape at ihaw — hatid hanggang pinto' });
    await expect(riceMeals).toHaveAttribute(
      'href',
      new RegExp(`^/kainan/category/${stableUuid('kainan/category/rice-meals')}/\\d+$`),
    );
    await expect(banners.getByRole('link', { name: 'Kape Tayo: bagong timpla araw-araw' })).toHaveAttribute(
      'href',
      `/kainan/brands/${uuidOf.brand('kainan', 'kape-tayo')}`,
    );
    if (SCREENS) {
      await page.keyboard.press('Tab'); // keyboard focus: its ring shows
      await riceMeals.focus();
      await shoot(page, 'home-banner-focused', { alsoOnPhone: true });
    }
    await riceMeals.click();
    await expect(storefront.main.getByRole('heading', { level: 1 })).toHaveText('Rice Meals');
  });

  test("ushop's 'Shop now' banner opens the U-Shop Grocer brand", async ({ page }) => {
    const storefront = new Storefront(page);
    await storefront.open('ushop');
    await page.getByRole('link', { name: 'Earn U-COINs on every order' }).click();
    await expect(page).toHaveURL(urlPath(`/ushop/brands/${uuidOf.brand('ushop', 'ushop-grocer')}`));
  });
});

/** Whether the focused element's focus ring (its outline box) lies inside the clipping box of its scroll container. */
function focusRingInsideScroller(
  page: Page,
): Promise<{ inside: boolean; visible: boolean; ring: number[]; clip: number[] }> {
  // A string: the e2e project compiles without the DOM's types.
  return page.evaluate(`(() => {
    const chip = document.activeElement;
    const style = getComputedStyle(chip);
    const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const r = chip.getBoundingClientRect();
    const ring = [r.left - reach, r.top - reach, r.right + reach, r.bottom + reach];
    const scroller = chip.closest('ul');
    const s = scroller.getBoundingClientRect();
    const clip = [s.left + scroller.clientLeft, s.top + scroller.clientTop,
      s.left + scroller.clientLeft + scroller.clientWidth, s.top + scroller.clientTop + scroller.clientHeight];
    const inside = ring[0] >= clip[0] - 0.5 && ring[1] >= clip[1] - 0.5 && ring[2] <= clip[2] + 0.5 && ring[3] <= clip[3] + 0.5;
    const visible = chip.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return { inside, visible, ring, clip };
  })()`);
}

for (const width of [390, 1280]) {
  test(`the category chips' focus ring is drawn whole (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const storefront = new Storefront(page);
    await storefront.openStore('kainan', 'lutong-bahay-ayala');
    const chips = page.getByRole('navigation', { name: 'Categories' }).getByRole('button');
    await expect(chips.first()).toHaveText('Rice Meals');
    // Keyboard focus, as a customer tabbing would get: the first chip, then the last (scrolled to).
    await page.keyboard.press('Tab');
    for (const chip of [chips.first(), chips.last()]) {
      await chip.focus();
      await expect(chip).toBeFocused();
      await expect.poll(() => focusRingInsideScroller(page)).toMatchObject({ inside: true, visible: true });
    }
    await chips.first().focus();
    await shoot(page, 'chips-focused');
  });
}

test.describe('top-level legal pages', () => {
  test('with no merchant visited, /terms-of-use is a short page that names no merchant', async ({ page }) => {
    const response = await page.goto('/terms-of-use');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
    await expect(page.getByRole('main')).toContainText('Each store has its own Terms of Use.');
    await expect(page.getByRole('link')).toHaveCount(0);
    await expect(page).toHaveTitle('Terms of Use');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'top-level-terms-none', { alsoOnPhone: true });
  });

  test('/privacy-policy too', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByRole('link')).toHaveCount(0);
  });

  test("after visiting kainan, /terms-of-use shows kainan's Terms of Use", async ({ page }) => {
    const storefront = new Storefront(page);
    await storefront.open('kainan');
    await expect(storefront.homeTitle).toHaveText('Kainan Express');
    await page.goto('/terms-of-use');
    await expect(page).toHaveURL(urlPath('/kainan/terms-of-use'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
    await expect(page.getByRole('article')).toContainText('operated by Kainan Express Food Corp., Makati City');
    // Still outside the layout: the legal page's own header, no navbar (its cart button).
    await expect(page.getByRole('link', { name: 'Kainan Express home' })).toHaveAttribute('href', '/kainan/');
    await expect(page.getByRole('button', { name: /^Cart/ })).toHaveCount(0);
  });

  test("the last merchant visited wins: after ushop, /privacy-policy is ushop's FAQ", async ({ page }) => {
    const storefront = new Storefront(page);
    await storefront.open('kainan');
    await expect(storefront.homeTitle).toHaveText('Kainan Express');
    await storefront.open('ushop');
    await expect(storefront.homeTitle).toBeVisible();
    await page.goto('/privacy-policy');
    await expect(page).toHaveURL(urlPath('/ushop/privacy-policy'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
  });
});
