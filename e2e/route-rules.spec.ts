/**
 * Spec §2 route rules: login-required routes (1), custom domains (2), maintenance (3).
 */
import { expect, test } from '@playwright/test';
import { merchantFile } from './support/merchants';
import { importMerchantInMaintenance } from './support/operator';
import { Storefront, urlPath } from './support/storefront';

test.describe.configure({ mode: 'parallel' });

test.describe('rule 1: login-required routes without a stored user go Home', () => {
  test('my-profile, orders/upcoming, orders/past, my-points and transaction-history → /kainan/', async ({ page }) => {
    const storefront = new Storefront(page);
    for (const path of ['my-profile', 'orders/upcoming', 'orders/past', 'my-points', 'transaction-history']) {
      await test.step(`/kainan/${path}`, async () => {
        await storefront.open('kainan', path);
        await expect(page).toHaveURL(urlPath('/kainan/'));
        await expect(storefront.homeTitle).toHaveText('Kainan Express');
      });
    }
  });

  test('/kainan/orders goes to orders/upcoming, which being login-required goes Home', async ({ page }) => {
    const storefront = new Storefront(page);
    await storefront.open('kainan', 'orders');
    await expect(page).toHaveURL(urlPath('/kainan/'));
    await expect(storefront.homeTitle).toHaveText('Kainan Express');
  });

  test('a screen that needs no login stays put (the cart)', async ({ page }) => {
    // The control: the redirects above come from the rule, not from every unknown screen.
    await new Storefront(page).open('kainan', 'cart');
    await expect(page).toHaveURL(urlPath('/kainan/cart'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Cart');
    await expect(page.getByText('No items in the cart yet.')).toBeVisible();
  });
});

test.describe('rule 2: custom domains', () => {
  const domain = merchantFile('botika').domains?.[0] ?? 'botika.localhost';

  test('botika on the shared host is sent to its own domain, path kept', async ({ page, baseURL }) => {
    const base = new URL(baseURL ?? 'http://localhost:4173');
    await page.goto('/botika/');
    await expect(page).toHaveURL(`${base.protocol}//${domain}:${base.port}/botika/`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Botika ng Bayan');

    await page.goto('/botika/terms-of-use');
    await expect(page).toHaveURL(`${base.protocol}//${domain}:${base.port}/botika/terms-of-use`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
  });

  test("botika's domain serves botika alone: another merchant's path goes to botika's root", async ({
    page,
    baseURL,
  }) => {
    const base = new URL(baseURL ?? 'http://localhost:4173');
    const origin = `${base.protocol}//${domain}:${base.port}`;
    for (const path of ['/kainan/', '/kainan/store/anything', '/']) {
      await page.goto(`${origin}${path}`);
      await expect(page).toHaveURL(`${origin}/botika/`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Botika ng Bayan');
    }
  });

  test('kainan, without a domain, is served on the shared host', async ({ page, baseURL }) => {
    const storefront = new Storefront(page);
    await storefront.open('kainan');
    await expect(page).toHaveURL(`${baseURL}/kainan/`);
    await expect(storefront.homeTitle).toHaveText('Kainan Express');
  });
});

test.describe('rule 3: maintenance', () => {
  const message = 'Nag-iimbentaryo kami. Balik kami mamayang 6 PM!';

  test('every route of a merchant in maintenance lands on its maintenance page with its message', async ({
    page,
    request,
  }) => {
    const subdomain = 'e2e-maintenance-rules';
    await importMerchantInMaintenance(request, { from: 'ushop', subdomain, message });
    const store = `store/${'0'.repeat(8)}-0000-5000-8000-${'0'.repeat(12)}`;
    for (const path of ['', 'cart', 'terms-of-use', 'my-profile', store, 'no/such/page']) {
      await page.goto(`/${subdomain}/${path}`);
      await expect(page, `/${subdomain}/${path}`).toHaveURL(urlPath(`/${subdomain}/maintenance`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('We’ll be back soon');
      await expect(page.getByText(message)).toBeVisible();
    }
    // Still in maintenance: 'Try again' keeps the customer there.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(page).toHaveURL(urlPath(`/${subdomain}/maintenance`));
  });

  test('a merchant out of maintenance never shows the maintenance page', async ({ page }) => {
    const storefront = new Storefront(page);
    await storefront.open('ushop', 'maintenance');
    await expect(page).toHaveURL(urlPath('/ushop/'));
    await expect(storefront.homeTitle).toHaveText('U-Shop');
  });
});
