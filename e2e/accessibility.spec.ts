/**
 * axe-core scans of every screen built so far, once each has finished loading: no serious or critical
 * violation is allowed. Desktop (1280 px) unless noted; the mobile sidebar at 390 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
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
    name: 'empty cart',
    open: async (storefront, page) => {
      await storefront.open('kainan', 'cart');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Cart');
      await expect(page.getByText('No items in the cart yet.')).toBeVisible();
    },
  },
];

for (const screen of screens) {
  test(`${screen.name} has no serious accessibility violations`, async ({ page, baseURL }) => {
    await screen.open(new Storefront(page), page, baseURL);
    await expectNoSeriousA11yViolations(page);
  });
}

test('the maintenance page has no serious accessibility violations', async ({ page, request }) => {
  const subdomain = 'e2e-maintenance-a11y';
  const message = 'Scheduled maintenance until 6 PM.';
  await importMerchantInMaintenance(request, { from: 'kainan', subdomain, message });
  await page.goto(`/${subdomain}/`);
  await expect(page.getByText(message)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Home has no serious accessibility violations', async ({ page }) => {
    const storefront = new Storefront(page);
    await storefront.open('kainan');
    await homeLoaded(storefront, 'kainan');
    await expectNoSeriousA11yViolations(page);
  });

  test('the open sidebar has no serious accessibility violations', async ({ page }) => {
    const storefront = new Storefront(page);
    await storefront.open('kainan');
    const sidebar = await storefront.openMenu();
    await expect(sidebar.getByRole('link', { name: 'Home' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the product modal has no serious accessibility violations', async ({ page }) => {
    const storefront = new Storefront(page);
    await storefront.openStore('kainan', 'lutong-bahay-ayala', { productKey: 'chicken-adobo-rice-meal' });
    await expect(storefront.productModal('Chicken Adobo Rice Meal').price).toHaveText('PHP 149.00');
    await expectNoSeriousA11yViolations(page);
  });
});

test('the axe helper itself fails on a serious violation, naming the rule', async ({ page }) => {
  // A nameless button and an image without alt text: both 'critical' in axe.
  await page.setContent('<html lang="en"><title>t</title><main><button></button><img src="data:,"></main></html>');
  await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(
    /button-name[\s\S]*image-alt|image-alt[\s\S]*button-name/,
  );
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
