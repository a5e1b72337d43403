/**
 * The merchant's analytics (issue 30, spec §3 "Analytics code"): botika enabled Google Analytics 4 with
 * a dummy id (merchants/botika/merchant.json); kainan and ushop did not. gtag.js is stubbed: a tiny
 * script that records what the page queued for it, so nothing reaches Google.
 */
import { expect, type Page, test } from '@playwright/test';
import { Storefront } from './support/storefront';

test.describe.configure({ mode: 'parallel' });

const GTAG = 'https://www.googletagmanager.com/**';
const CODE_VIEW = '/api/merchant/v1/customer/analytics/code/view';
/** apps/web lib/after-page-settles.ts SETTLE_MS: nothing of the provider's before then. */
const SETTLE_MS = 3000;

/** Stands in for gtag.js: takes what dataLayer queued and every later push into window.__hits. */
const STUB = `
  window.__hits = [];
  (function () {
    var dl = (window.dataLayer = window.dataLayer || []);
    for (var i = 0; i < dl.length; i++) window.__hits.push(Array.prototype.slice.call(dl[i]));
    var push = dl.push.bind(dl);
    dl.push = function (a) { window.__hits.push(Array.prototype.slice.call(a)); return push(a); };
  })();
`;

/** Every request for the provider's script, with when it was made; answered by the stub. */
async function stubGtag(page: Page) {
  const requests: { url: string; at: number }[] = [];
  await page.route(GTAG, async (route) => {
    requests.push({ url: route.request().url(), at: Date.now() });
    await route.fulfill({ contentType: 'text/javascript', body: STUB });
  });
  return requests;
}

/** The page views gtag.js was given, as the pages they name. */
const pageViews = (page: Page) =>
  page.evaluate<string[]>(`(window.__hits || [])
    .filter((hit) => hit[0] === 'event' && hit[1] === 'page_view')
    .map((hit) => new URL(hit[2].page_location).pathname)`);

/** When the page's load event ended, in the test's clock (ms since the epoch). */
const NAVIGATION = "performance.getEntriesByType('navigation')[0]";

test('botika loads gtag.js for its id once the page is usable, and counts every route change', async ({ page }) => {
  const requests = await stubGtag(page);
  const storefront = new Storefront(page);
  await storefront.open('botika');
  // The page has loaded: still nothing of Google's.
  await page.waitForFunction(`${NAVIGATION}.loadEventEnd > 0`);
  const loadedAt = await page.evaluate<number>(`performance.timeOrigin + ${NAVIGATION}.loadEventEnd`);
  expect(requests).toEqual([]);

  await expect.poll(() => requests.length, { timeout: 15_000 }).toBe(1);
  expect(requests[0]?.url).toBe('https://www.googletagmanager.com/gtag/js?id=G-BOTIKA0DEMO');
  // Not before the page was usable: its load, an idle moment, then the settling time.
  expect(requests[0]?.at ?? 0).toBeGreaterThanOrEqual(loadedAt + SETTLE_MS - 100);
  await expect.poll(() => pageViews(page)).toEqual(['/botika/']);
  const config = await page.evaluate(`window.__hits.find((hit) => hit[0] === 'config')`);
  expect(config).toEqual(['config', 'G-BOTIKA0DEMO', { send_page_view: false }]);

  // A route change in the app (no page load): one more page view, with the new path.
  await storefront.navbar.getByRole('link', { name: 'SIGN IN' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect.poll(() => pageViews(page)).toEqual(['/botika/', '/botika/login']);
  expect(requests).toHaveLength(1);
});

for (const merchant of ['kainan', 'ushop']) {
  test(`${merchant}, without analytics, never requests the provider's script`, async ({ page }) => {
    const requests = await stubGtag(page);
    // The app asks once the page has settled; the answer is 'not enabled'.
    const asked = page.waitForResponse((r) => r.url().endsWith(CODE_VIEW), { timeout: 15_000 });
    await new Storefront(page).open(merchant);
    expect((await (await asked).json()).data.is_enable).toBe(false);
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    expect(await page.evaluate(`'dataLayer' in window`)).toBe(false);
  });
}

test('with Global Privacy Control on, botika loads and sends nothing', async ({ page }) => {
  await page.addInitScript(
    `Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true })`,
  );
  const requests = await stubGtag(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(CODE_VIEW)) asked.push(r.url());
  });
  await new Storefront(page).open('botika');
  // Well past the point where it would have loaded.
  await page.waitForTimeout(SETTLE_MS + 3000);
  expect(requests).toEqual([]);
  expect(asked).toEqual([]);
  expect(await page.evaluate(`'dataLayer' in window`)).toBe(false);
});
