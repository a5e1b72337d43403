/**
 * Terms of Use and Privacy Policy: the merchant's own text, outside the layout, and never a script
 * from it (kainan's terms carry an XSS probe: merchants/README.md).
 */
import { expect, test } from '@playwright/test';
import { merchantFile } from './support/merchants';
import { Storefront, urlPath } from './support/storefront';

test.describe.configure({ mode: 'parallel' });

test("kainan's Terms of Use show the merchant's terms", async ({ page }) => {
  await new Storefront(page).open('kainan', 'terms-of-use');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
  const article = page.getByRole('article');
  // The merchant's text opens with its own 'Terms of Use' heading: under the page's h1 it is not shown twice.
  await expect(article.getByRole('heading', { level: 2 })).toHaveText([
    'Orders and payment',
    'Delivery and pickup',
    'Cancellations',
    'Contact',
  ]);
  await expect(page.getByRole('heading', { name: 'Terms of Use' })).toHaveCount(1);
  await expect(article).toContainText('operated by Kainan Express Food Corp., Makati City');
  // Every paragraph of the merchant's file, the probe's last one included (minus its onerror).
  const terms = String((merchantFile('kainan').pages as { terms_use: string }).terms_use);
  await expect(article.getByRole('paragraph')).toHaveCount(terms.match(/<p>/g)?.length ?? -1);
  await expect(article.getByRole('link', { name: 'hello@kainan-express.example' })).toHaveAttribute(
    'href',
    'mailto:hello@kainan-express.example',
  );
  // Outside the layout: the merchant's logo links Home, and the page links to the other legal page.
  await expect(page.getByRole('link', { name: 'Kainan Express home' })).toHaveAttribute('href', '/kainan/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(urlPath('/kainan/privacy-policy'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
});

test("the XSS probe in kainan's terms never runs", async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await new Storefront(page).open('kainan', 'terms-of-use');
  const article = page.getByRole('article');
  await expect(article.getByText('Last updated 1 March 2026.')).toBeVisible();
  // The probe's image (src="x") has had its chance to fail to load and fire onerror.
  await expect
    .poll(() =>
      article
        .locator('img')
        .evaluateAll((imgs) => imgs.every((img) => (img as unknown as { complete: boolean }).complete)),
    )
    .toBe(true);

  expect(await page.evaluate(() => (globalThis as { __xss?: unknown }).__xss)).toBeUndefined();
  // Nothing executable from the merchant's HTML reached the page.
  await expect(article.locator('script')).toHaveCount(0);
  await expect(article.locator('[onerror], [onload], [onclick]')).toHaveCount(0);
  expect(await page.content()).not.toContain('window.__xss');
  expect(dialogs).toEqual([]);
});

test("kainan's Privacy Policy shows the merchant's policy", async ({ page }) => {
  await new Storefront(page).open('kainan', 'privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  const article = page.getByRole('article');
  await expect(article.getByRole('paragraph').first()).toBeVisible();
  // The policy's own opening 'Privacy Policy' heading would repeat the h1: one title only.
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toHaveCount(1);
  await expect(article.getByRole('paragraph').first()).toContainText('respects your privacy');
  await expect(page).toHaveTitle('Privacy Policy | Kainan Express');
});

test("the coin merchant's privacy page is its FAQ", async ({ page }) => {
  await new Storefront(page).open('ushop', 'privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ');
  // Its own opening heading is not the title: it stays.
  await expect(page.getByRole('article').getByRole('heading', { level: 2 }).first()).toHaveText(
    'Frequently Asked Questions',
  );
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' })).toBeVisible();
});
