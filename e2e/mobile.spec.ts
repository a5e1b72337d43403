/**
 * The mobile layout (spec §2 "Mobile sidebar", §9: under 845 px wide): a menu button in the navbar
 * opens the sidebar; on wider windows there is no menu button.
 */
import { expect, test } from '@playwright/test';
import { Storefront, urlPath } from './support/storefront';

test.describe.configure({ mode: 'parallel' });

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navbar shows a menu button that opens the sidebar with its links', async ({ page }) => {
    const storefront = new Storefront(page);
    await storefront.open('kainan');
    await expect(storefront.menuButton).toBeVisible();
    await expect(storefront.menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(storefront.logo('Kainan Express')).toBeVisible();

    const sidebar = await storefront.openMenu();
    // The page behind the open dialog is hidden from assistive technology, the button included.
    await expect(page.getByRole('button', { name: 'Open menu', includeHidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(storefront.menuButton).toHaveCount(0);
    const links = sidebar.getByRole('link');
    await expect(links).toHaveText([
      'Home',
      'Sign In',
      'Create Account',
      /^Terms of Use/,
      /^Privacy Policy/,
      'Powered by Storefront',
    ]);
    await expect(sidebar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/kainan/');
    await expect(sidebar.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/kainan/login');
    await expect(sidebar.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/kainan/signup');
    // The legal pages open in a new window, and say so to screen readers.
    for (const [name, href] of [
      ['Terms of Use', '/kainan/terms-of-use'],
      ['Privacy Policy', '/kainan/privacy-policy'],
    ] as const) {
      const link = sidebar.getByRole('link', { name: `${name} (opens in a new window)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', href);
    }

    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(storefront.menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('closing the sidebar gives the focus back to the menu button', async ({ page }) => {
    // Product bug: after Escape (or the close button) the focus falls to <body>, so a keyboard user
    // starts again from the top of the page (WAI-ARIA dialog pattern: focus returns to the opener).
    const storefront = new Storefront(page);
    await storefront.open('kainan');
    await storefront.menuButton.focus();
    await page.keyboard.press('Enter');
    const sidebar = page.getByRole('dialog', { name: 'Menu' });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(storefront.menuButton).toBeFocused();
  });

  test('Terms of Use from the sidebar opens in a new window, leaving the storefront where it was', async ({ page }) => {
    const storefront = new Storefront(page);
    await storefront.open('kainan');
    const sidebar = await storefront.openMenu();
    const [terms] = await Promise.all([
      page.waitForEvent('popup'),
      sidebar.getByRole('link', { name: /^Terms of Use/ }).click(),
    ]);
    await expect(terms).toHaveURL(urlPath('/kainan/terms-of-use'));
    await expect(terms.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
    await expect(page).toHaveURL(urlPath('/kainan/'));
  });

  test('Sign In in the sidebar goes to the sign-in screen and closes the sidebar', async ({ page }) => {
    const storefront = new Storefront(page);
    await storefront.open('kainan');
    const sidebar = await storefront.openMenu();
    await sidebar.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(urlPath('/kainan/login'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("the coin merchant's sidebar keeps 'Privacy Policy' (its footer says FAQ)", async ({ page }) => {
    const storefront = new Storefront(page);
    await storefront.open('ushop');
    const sidebar = await storefront.openMenu();
    await expect(sidebar.getByRole('link', { name: /^Privacy Policy/ })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'FAQ' })).toHaveCount(0);
  });
});

test.describe('on a desktop (1280 px)', () => {
  test('there is no menu button; SIGN IN and the cart are in the navbar', async ({ page }) => {
    const storefront = new Storefront(page);
    await storefront.open('kainan');
    await expect(storefront.logo('Kainan Express')).toBeVisible();
    await expect(storefront.signIn).toBeVisible();
    await expect(storefront.navbar.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(storefront.menuButton).toBeHidden();
  });
});

test.describe('the breakpoint', () => {
  for (const [width, layout] of [
    [844, 'mobile'],
    [845, 'desktop'],
  ] as const) {
    test(`at ${width} px the layout is ${layout}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const storefront = new Storefront(page);
      await storefront.open('kainan');
      await expect(storefront.logo('Kainan Express')).toBeVisible();
      if (layout === 'mobile') await expect(storefront.menuButton).toBeVisible();
      else await expect(storefront.menuButton).toBeHidden();
    });
  }

  test('narrowing the window from 845 to 844 px switches to the mobile layout; widening it closes the sidebar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 845, height: 800 });
    const storefront = new Storefront(page);
    await storefront.open('kainan');
    await expect(storefront.logo('Kainan Express')).toBeVisible();
    await expect(storefront.menuButton).toBeHidden();

    await page.setViewportSize({ width: 844, height: 800 });
    await expect(storefront.menuButton).toBeVisible();
    const sidebar = await storefront.openMenu();

    await page.setViewportSize({ width: 845, height: 800 });
    await expect(sidebar).toBeHidden();
    await expect(storefront.menuButton).toBeHidden();
  });
});
