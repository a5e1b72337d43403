/**
 * The navbar's two popovers (Radix Popover, ADR 0015) used with the keyboard alone: the signed-in user
 * menu and the 'My Cart' dropdown. Each opens from its button with Enter, names itself to a screen
 * reader, keeps Tab inside it (looping), closes with Escape with focus back on its button, and closes
 * on a click elsewhere. axe runs with each one open at a phone's and a desktop's width.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { Accounts, newCustomer } from './support/accounts';
import { CartPage } from './support/cart';
import { Storefront, urlPath } from './support/storefront';

test.describe.configure({ mode: 'parallel' });

/** The focused element's label or text (a string: the e2e project compiles without the DOM's types). */
const focusedName = (page: Page): Promise<string> =>
  page.evaluate(
    "document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? ''",
  );

test('the user menu by keyboard: Enter opens it on its first link, Tab walks it, Escape returns to the button', async ({
  page,
  request,
}) => {
  const accounts = await Accounts.start(page, request);
  const customer = newCustomer({ firstname: 'Andres' });
  await accounts.createAccount('kainan', customer);
  await accounts.signIn('kainan', customer);

  const button = accounts.userMenuButton;
  await expect(button).toHaveAccessibleName('Andres, account menu');
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = accounts.userMenu;
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-controls', (await menu.getAttribute('id')) ?? 'missing id');
  await expect(menu.getByRole('link')).toHaveText(['My Profile', 'My Orders']);
  // Focus went into the menu, on its first link (not Sign Out, where Radix alone would put it).
  await expect(menu.getByRole('link', { name: 'My Profile' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'My Orders' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  // Space opens it too; Enter on a link follows it and closes the menu.
  await page.keyboard.press(' ');
  await expect(menu.getByRole('link', { name: 'My Profile' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'My Orders' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(urlPath('/kainan/orders/upcoming'));
  await expect(menu).toBeHidden();

  // Tab keeps within the open menu (it loops, Escape leaves it): Shift+Tab from the top is Sign Out.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('link', { name: 'My Profile' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});

test("the 'My Cart' dropdown by keyboard: opens on its contents, Remove works inside it, Escape returns", async ({
  page,
}) => {
  const storefront = new Storefront(page);
  const cart = new CartPage(page);
  await storefront.openStore('kainan', 'lutong-bahay-ayala');
  const adobo = await storefront.openProduct('Chicken Adobo Rice Meal');
  await adobo.choose('Size', 'Large');
  await adobo.addToCart.click();
  await expect(adobo.dialog).toBeHidden();
  await storefront.openStore('kainan', 'kape-tayo-bgc');
  const ensaymada = await storefront.openProduct('Cheese Ensaymada');
  await ensaymada.addToCart.click();
  await expect(ensaymada.dialog).toBeHidden();
  await cart.expectCount(2);

  await cart.button.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'My Cart' });
  await expect(panel).toBeVisible();
  await expect(cart.button).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  // Focus is in the panel (on it, or on its first control once its contents have loaded).
  await expect(page.locator('[role="dialog"][aria-label="My Cart"]:focus-within')).toHaveCount(1);

  // Tab to the first line's Remove, press it and confirm: the line goes, the panel stays open.
  const remove = panel.getByRole('button', { name: 'Remove Chicken Adobo Rice Meal' });
  for (let i = 0; i < 10 && !(await focusedName(page)).startsWith('Remove'); i++) await page.keyboard.press('Tab');
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('group', { name: 'Remove this item?' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await cart.expectCount(1);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Remove/ })).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(cart.button).toBeFocused();

  // Open again and follow View Cart with the keyboard.
  await page.keyboard.press('Enter');
  const viewCart = panel.getByRole('link', { name: 'View Cart' });
  for (let i = 0; i < 10 && (await focusedName(page)) !== 'View Cart'; i++) await page.keyboard.press('Tab');
  await expect(viewCart).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Cart');
  await expect(panel).toBeHidden();
});

test('a click outside closes the dropdown', async ({ page }) => {
  const storefront = new Storefront(page);
  const cart = new CartPage(page);
  await storefront.open('kainan');
  const panel = await cart.openMiniCart();
  await expect(panel.getByText('No items in the cart yet.')).toBeVisible();
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(panel).toBeHidden();
  await expect(cart.button).toHaveAttribute('aria-expanded', 'false');
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`axe with the user menu and the cart dropdown open at ${viewport.width} px`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const accounts = await Accounts.start(page, request);
    const customer = newCustomer({ firstname: 'Pilar' });
    await accounts.createAccount('kainan', customer);
    await accounts.signIn('kainan', customer);
    const cart = new CartPage(page);

    await accounts.openUserMenu();
    await expect(accounts.userMenu).toBeInViewport({ ratio: 1 });
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    const panel = await cart.openMiniCart();
    await expect(panel).toBeInViewport({ ratio: 1 });
    await expectNoSeriousA11yViolations(page);
  });
}
