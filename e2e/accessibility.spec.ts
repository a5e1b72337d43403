/**
 * axe-core scans (WCAG 2.2 A/AA and best practices) of every screen and modal, once each has finished
 * loading, on a desktop (1280 px) and on a phone (390 px): no violation of any impact is allowed.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { LocationPicker } from './support/location';
import { expectedHomeHeadings, uuidOf } from './support/merchants';
import { importMerchantInMaintenance } from './support/operator';
import { Storefront } from './support/storefront';

test.describe.configure({ mode: 'parallel' });

/** Home has loaded when its sections are there in order and each lists something. */
async function homeLoaded(storefront: Storefront, merchant: string) {
  const headings = expectedHomeHeadings(merchant);
  await expect(storefront.main.getByRole('heading', { level: 2 })).toHaveText(headings);
  for (const heading of headings) {
    if (heading.startsWith('About')) continue;
    await expect(storefront.section(heading).getByRole('link').first()).toBeVisible();
  }
}

const botikaOrigin = (baseURL: string | undefined) => {
  const base = new URL(baseURL ?? 'http://localhost:4173');
  return `${base.protocol}//botika.localhost:${base.port}`;
};

const screens: {
  name: string;
  open: (storefront: Storefront, page: Page, baseURL: string | undefined) => Promise<void>;
}[] = [
  {
    name: 'kainan Home',
    open: async (storefront) => {
      await storefront.open('kainan');
      await homeLoaded(storefront, 'kainan');
    },
  },
  {
    name: 'kainan Home with its pop-up open',
    open: async (storefront) => {
      await storefront.open('kainan', '', { keepPopUp: true });
      await expect(storefront.popUp()).toBeVisible();
    },
  },
  {
    name: 'ushop Home',
    open: async (storefront) => {
      await storefront.open('ushop');
      await homeLoaded(storefront, 'ushop');
    },
  },
  {
    name: 'botika Home',
    open: async (storefront, _page, baseURL) => {
      await storefront.open('botika', '', { origin: botikaOrigin(baseURL) });
      await homeLoaded(storefront, 'botika');
    },
  },
  {
    name: 'brand screen',
    open: async (storefront) => {
      await storefront.open('kainan', `brands/${uuidOf.brand('kainan', 'lutong-bahay')}`);
      await expect(storefront.section('Stores').getByRole('link').first()).toBeVisible();
    },
  },
  {
    name: 'category screen',
    open: async (storefront) => {
      await storefront.open('kainan');
      await storefront.openCategory('Rice Meals');
      await expect(storefront.products('Rice Meals products').first()).toBeVisible();
    },
  },
  {
    name: 'store screen',
    open: async (storefront) => {
      await storefront.openStore('kainan', 'lutong-bahay-ayala');
      await expect(storefront.productCard('Chicken Adobo Rice Meal')).toBeVisible();
      await expect(
        storefront.main.getByRole('navigation', { name: 'Categories' }).getByRole('button').first(),
      ).toBeVisible();
    },
  },
  {
    name: 'store screen at a later category, its tab marked',
    open: async (storefront, page) => {
      await storefront.openStore('kainan', 'lutong-bahay-ayala');
      const tabs = storefront.main.getByRole('navigation', { name: 'Categories' });
      await tabs.getByRole('button', { name: 'Desserts' }).click();
      await expect(tabs.locator('button[aria-current="true"]')).toHaveText('Desserts');
      await expect(storefront.productCard('Halo-Halo', 'Desserts')).toBeInViewport();
      await page.waitForTimeout(300); // the glide over
    },
  },
  {
    name: 'store screen with a sold-out product and a sale',
    open: async (storefront) => {
      await storefront.openStore('kainan', 'lutong-bahay-ayala');
      await expect(storefront.productCard('Kare-Kare with Rice')).toContainText('Sold out');
      await expect(storefront.productCard('Lechon Kawali Rice Meal')).toContainText('Sale');
    },
  },
  {
    name: 'product modal',
    open: async (storefront) => {
      await storefront.openStore('kainan', 'lutong-bahay-ayala');
      const modal = await storefront.openProduct('Chicken Adobo Rice Meal');
      await expect(modal.price).toHaveText('PHP 149.00');
      await modal.addOn('Sawsawan', 'Spiced Vinegar').check();
      await expect(modal.addOn('Sawsawan', 'Atchara (Pickled Papaya)')).toBeDisabled();
    },
  },
  {
    name: 'product modal of a sold-out product',
    open: async (storefront) => {
      await storefront.openStore('kainan', 'lutong-bahay-ayala', { productKey: 'kare-kare' });
      await expect(storefront.productModal('Kare-Kare with Rice').dialog).toContainText('This item is sold out.');
    },
  },
  {
    name: 'Terms of Use',
    open: async (storefront, page) => {
      await storefront.open('kainan', 'terms-of-use');
      await expect(page.getByRole('article').getByText('Last updated 1 March 2026.')).toBeVisible();
    },
  },
  {
    name: 'Privacy Policy',
    open: async (storefront, page) => {
      await storefront.open('kainan', 'privacy-policy');
      await expect(page.getByRole('article').getByRole('heading', { level: 2 }).first()).toBeVisible();
    },
  },
  {
    name: "the coin merchant's FAQ",
    open: async (storefront, page) => {
      await storefront.open('ushop', 'privacy-policy');
      await expect(page.getByRole('article')).toContainText('Frequently Asked Questions');
    },
  },
  {
    name: "a merchant's 404 page",
    open: async (storefront, page) => {
      await storefront.open('kainan', 'no/such/page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Kainan Express home' })).toBeVisible();
    },
  },
  {
    name: '404 page without a merchant',
    open: async (_storefront, page) => {
      await page.goto('/nobody/');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    },
  },
  {
    name: 'sign-in placeholder',
    open: async (storefront, page) => {
      await storefront.open('kainan', 'login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
    },
  },
  {
    name: 'the accessibility statement, from the footer',
    open: async (storefront, page) => {
      await storefront.open('kainan');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
      await expect(page).toHaveURL(/\/kainan\/accessibility$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility');
      await expect(page).toHaveTitle(/^Accessibility/);
      await expect(page.getByRole('article')).toContainText('WCAG) 2.2 at level AA');
      await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText([
        'Our aim',
        'How we check it',
        'Known limits',
        'Report a problem',
      ]);
    },
  },
  {
    name: 'Create Account',
    open: async (storefront, page) => {
      await storefront.open('kainan', 'signup');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Account');
    },
  },
  {
    name: 'Forgot PIN',
    open: async (storefront, page) => {
      await storefront.open('kainan', 'forgot-password');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot PIN');
    },
  },
  {
    name: "the 'Deliver to' dialog with suggestions",
    open: async (storefront, page) => {
      await storefront.open('kainan');
      const picker = new LocationPicker(page);
      await picker.open();
      await picker.search('Makati');
    },
  },
  {
    name: 'empty cart',
    open: async (storefront, page) => {
      await storefront.open('kainan', 'cart');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Cart');
      await expect(page.getByText('No items in the cart yet.')).toBeVisible();
    },
  },
];

const widths = [
  { label: 'desktop (1280 × 800)', viewport: { width: 1280, height: 800 } },
  { label: 'phone (390 × 844)', viewport: { width: 390, height: 844 } },
];

for (const { label, viewport } of widths) {
  test.describe(`on a ${label}`, () => {
    test.use({ viewport });

    for (const screen of screens) {
      test(`${screen.name} has no accessibility violations`, async ({ page, baseURL }) => {
        await screen.open(new Storefront(page), page, baseURL);
        await expectNoA11yViolations(page);
      });
    }

    test('the maintenance page has no accessibility violations', async ({ page, request }) => {
      const subdomain = `e2e-maintenance-a11y-${viewport.width}`;
      const message = 'Scheduled maintenance until 6 PM.';
      await importMerchantInMaintenance(request, { from: 'kainan', subdomain, message });
      await page.goto(`/${subdomain}/`);
      await expect(page.getByText(message)).toBeVisible();
      await expectNoA11yViolations(page);
    });
  });
}

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the open sidebar has no accessibility violations', async ({ page }) => {
    const storefront = new Storefront(page);
    await storefront.open('kainan');
    const sidebar = await storefront.openMenu();
    await expect(sidebar.getByRole('link', { name: 'Home' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test('the axe helper itself fails on a serious violation, naming the rule', async ({ page }) => {
  // A nameless button and an image without alt text: both 'critical' in axe.
  await page.setContent('<html lang="en"><title>t</title><main><button></button><img src="data:,"></main></html>');
  await expect(expectNoA11yViolations(page)).rejects.toThrow(/button-name[\s\S]*image-alt|image-alt[\s\S]*button-name/);
});

test('the axe helper also fails on a minor violation and on a WCAG 2.2 rule', async ({ page }) => {
  // Two h1s under no landmark ('moderate' best practices) and a 12 px button (2.5.8, WCAG 2.2 AA only).
  await page.setContent(
    '<html lang="en"><title>t</title><main><h1>a</h1><h1>b</h1></main><p>x</p>' +
      '<main><button style="width:12px;height:12px;padding:0;border:0">x</button><button style="width:12px;height:12px;padding:0;border:0;margin-left:-4px">y</button></main></html>',
  );
  await expect(expectNoA11yViolations(page)).rejects.toThrow(/target-size/);
});

test('closing the product modal gives the focus back to the product card that opened it', async ({ page }) => {
  // Product bug: after Escape the focus falls to <body> and a keyboard user loses their place in the
  // menu (WAI-ARIA dialog pattern: focus returns to the opener). The mobile sidebar does the same.
  const storefront = new Storefront(page);
  await storefront.openStore('kainan', 'lutong-bahay-ayala');
  const card = storefront.productCard('Chicken Adobo Rice Meal');
  await card.focus();
  await page.keyboard.press('Enter');
  const modal = storefront.productModal('Chicken Adobo Rice Meal');
  await expect(modal.price).toHaveText('PHP 149.00');
  await modal.close();
  await expect(card).toBeFocused();
});
