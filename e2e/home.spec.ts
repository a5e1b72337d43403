/**
 * Home: the merchant's colours and logo from the first byte, the sections in the merchant's order,
 * the once-per-session pop-up, and the coin merchant's footer.
 */
import { expect, test } from '@playwright/test';
import { expectedHomeHeadings, hexToRgb, merchantFile, sessionPopUp } from './support/merchants';
import { watchNetwork } from './support/network';
import { Storefront } from './support/storefront';

test.describe.configure({ mode: 'parallel' });

/** Where each demo merchant lives: botika only on its own domain (route rule 2). */
const originOf = (merchant: string, baseURL: string | undefined) => {
  const domain = merchantFile(merchant).domains?.[0];
  if (!domain) return undefined;
  const base = new URL(baseURL ?? 'http://localhost:4173');
  return `${base.protocol}//${domain}:${base.port}`;
};

for (const merchant of ['kainan', 'ushop', 'botika']) {
  const { name, design } = merchantFile(merchant);

  test.describe(`${merchant}'s branding`, () => {
    test(`Home shows ${name}'s logo and its colour ${design.main_color}`, async ({ page, baseURL }) => {
      const storefront = new Storefront(page);
      await storefront.open(merchant, '', { origin: originOf(merchant, baseURL) });

      const logo = storefront.logo(name);
      await expect(logo).toBeVisible();
      await expect
        .poll(() => logo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth), {
          message: 'the logo image loads',
        })
        .toBeGreaterThan(0);

      // The primary button (SIGN IN) is filled with the merchant's colour, its text in the button text colour.
      await expect(storefront.signIn).toHaveCSS('background-color', hexToRgb(design.main_color));
      await expect(storefront.signIn).toHaveCSS('color', hexToRgb(design.button_text_color));
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', design.main_color);
    });

    test(`the first HTML response already carries ${name}'s colours`, async ({ request, baseURL }) => {
      // Node doesn't resolve *.localhost as Chromium does: ask localhost, naming the merchant's domain as the host.
      const domain = originOf(merchant, baseURL);
      const response = await request.get(`/${merchant}/`, {
        maxRedirects: 0,
        headers: domain ? { host: new URL(domain).host } : {},
      });
      expect(response.status()).toBe(200);
      const html = await response.text();
      // Its nonce (a fresh one per response) lets it past the page's Content-Security-Policy.
      const theme = html.match(/<style id="merchant-theme" nonce="[^"]+">([^<]*)<\/style>/);
      expect(theme, 'a <style id="merchant-theme"> in the page').not.toBeNull();
      expect(theme?.[1]).toContain(`--main-color:${design.main_color}`);
      expect(theme?.[1]).toContain(`--button-text-color:${design.button_text_color}`);
      // In <head>, so it applies before the body paints.
      expect(html.indexOf('<style id="merchant-theme"')).toBeLessThan(html.indexOf('<body'));
    });
  });
}

test("the merchant's colour applies before any script runs (no flash of default colours)", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/kainan/');
    await expect(page.locator('html')).toHaveCSS('--main-color', merchantFile('kainan').design.main_color);
  } finally {
    await context.close();
  }
});

test.describe('home sections', () => {
  test('kainan shows its sections in the weight order of its merchant file', async ({ page }) => {
    const storefront = new Storefront(page);
    await storefront.open('kainan');
    const expected = expectedHomeHeadings('kainan');
    expect(expected).toEqual(['Our Brands', 'Categories', "What's Nearby", 'About Kainan Express']);
    await expect(storefront.main.getByRole('heading', { level: 2 })).toHaveText(expected);
  });

  test('ushop leaves out its disabled About Us section', async ({ page }) => {
    const storefront = new Storefront(page);
    await storefront.open('ushop');
    await expect(storefront.main.getByRole('heading', { level: 2 })).toHaveText(expectedHomeHeadings('ushop'));
    await expect(storefront.section('Categories').getByRole('link')).not.toHaveCount(0);
  });

  test("botika disables every section, so What's Nearby is forced on and lists its branches", async ({
    page,
    baseURL,
  }) => {
    const storefront = new Storefront(page);
    await storefront.open('botika', '', { origin: originOf('botika', baseURL) });
    await expect(storefront.main.getByRole('heading', { level: 2 })).toHaveText(["What's Nearby"]);
    const branches = merchantFile('botika').branches.map((b) => b.name);
    await expect(storefront.section("What's Nearby").getByRole('link')).toHaveCount(branches.length);
    for (const branch of branches) await expect(storefront.branchCard(branch)).toBeVisible();
  });
});

test.describe('the session pop-up', () => {
  test("kainan's enabled pop-up shows once per session; the disabled one never", async ({ page }) => {
    const popUp = sessionPopUp('kainan');
    if (!popUp) throw new Error('kainan should have an enabled pop-up');
    const storefront = new Storefront(page);
    await storefront.countPopUps('kainan');
    await storefront.open('kainan', '', { keepPopUp: true });

    const dialog = storefront.popUp();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(popUp.message);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(await storefront.popUpsOpened(), 'the counter sees the pop-up open').toBe(1);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(storefront.homeTitle).toHaveText('Kainan Express');

    // Same session: Home again, the pop-ups arrive, and none opens.
    const network = watchNetwork(page);
    const popUpsLoaded = page.waitForResponse((r) => r.url().includes('/get-pop-ups') && r.ok());
    await page.reload();
    await popUpsLoaded;
    await expect(storefront.homeTitle).toHaveText('Kainan Express');
    // Settled: the pop-ups were handled and nothing they could have set off (the dialog's chunk) is
    // still loading. Had the pop-up opened at any moment since the reload, even briefly, it counts.
    await network.settled();
    expect(await storefront.popUpsOpened(), 'times the pop-up opened after the reload').toBe(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('footer', () => {
  test("the coin merchant's footer says FAQ instead of Privacy Policy", async ({ page }) => {
    expect(merchantFile('ushop').is_coin_merchant).toBe(true);
    const storefront = new Storefront(page);
    await storefront.open('ushop');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link')).toHaveText([
      'FAQ',
      'Terms of Use',
      'Accessibility',
      'Powered by Storefront',
    ]);
    await footer.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/ushop\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
  });

  test("other merchants' footer says Privacy Policy", async ({ page }) => {
    const storefront = new Storefront(page);
    await storefront.open('kainan');
    await expect(page.getByRole('contentinfo').getByRole('link')).toHaveText([
      'Privacy Policy',
      'Terms of Use',
      'Accessibility',
      'Powered by Storefront',
    ]);
  });
});

test.describe('the session pop-up arriving late', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('waits rather than cover the open menu, and shows on the next visit to Home', async ({ page }) => {
    // The pop-ups answer slowly, so the customer opens the menu before they arrive.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/get-pop-ups', async (route) => {
      await held;
      await route.continue();
    });
    const storefront = new Storefront(page);
    await storefront.countPopUps('kainan');
    await storefront.open('kainan', '', { keepPopUp: true });
    const sidebar = await storefront.openMenu();

    const network = watchNetwork(page);
    const popUpsLoaded = page.waitForResponse((r) => r.url().includes('/get-pop-ups') && r.ok());
    release();
    await popUpsLoaded;
    // Settled: the late pop-ups were handled and nothing they could have set off is still loading.
    await network.settled();
    expect(await storefront.popUpsOpened(), 'times the pop-up opened over the menu').toBe(0);
    await expect(storefront.popUp()).toHaveCount(0);
    await expect(sidebar).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await page.unroute('**/get-pop-ups');
    await page.reload();
    await expect(storefront.popUp()).toBeVisible();
    expect(await storefront.popUpsOpened()).toBe(1);
  });
});
