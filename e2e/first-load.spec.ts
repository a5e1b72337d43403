/**
 * What the build does for a slow phone's first load (issue 28, ADR 0036): the scripts a store page runs
 * at once start with V8's compile hint, so they are compiled while they download, off the main thread;
 * a part loaded only when used (the location picker's dialog) does not. The screens a customer lands on
 * need no stylesheet but the app's own. Home's first paint (the first HTML, before any script) shows its
 * top where Home draws it.
 */
import { expect, test } from '@playwright/test';
import { storePath } from './support/merchants';
import { Storefront } from './support/storefront';

const HINT = '//# allFunctionsCalledOnLoad\n';

test("a store page's scripts carry the compile hint; a part loaded when used does not", async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await new Storefront(page).openStore('kainan', 'lutong-bahay-ayala');
  await expect(page.getByRole('heading', { name: 'Menu', level: 2 })).toBeVisible();

  const entry = scripts.find((path) => /\/assets\/index-[\w-]+\.js$/.test(path));
  const screen = scripts.find((path) => /\/assets\/store-[\w-]+\.js$/.test(path));
  expect(entry, `scripts loaded: ${scripts.join(' ')}`).toBeDefined();
  expect(screen, `scripts loaded: ${scripts.join(' ')}`).toBeDefined();
  // As the browser gets them: Brotli-compressed, from the build's precompressed copies.
  const codeOf = async (path: string) => (await request.get(path, { headers: { 'accept-encoding': 'br' } })).text();
  const entryCode = await codeOf(entry as string);
  expect(entryCode.startsWith(HINT), entry).toBe(true);
  expect((await codeOf(screen as string)).startsWith(HINT), screen).toBe(true);

  const picker = /assets\/location-picker-dialog-[\w-]+\.js/.exec(entryCode)?.[0];
  expect(picker, 'the entry names the location picker as a chunk of its own').toBeDefined();
  expect(scripts).not.toContain(`/${picker}`);
  expect((await (await request.get(`/${picker}`)).text()).startsWith(HINT)).toBe(false);
});

test("a landing page's first HTML names one stylesheet, the app's own, and preloads no other", async ({ request }) => {
  for (const path of ['/kainan/', storePath('kainan', 'lutong-bahay-ayala'), '/kainan/cart', '/kainan/checkout']) {
    const html = await (await request.get(path)).text();
    const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(stylesheets, path).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/)]);
    expect(html, path).not.toContain('as="style"');
  }
});

test("Home's first paint shows its title, lead and banner where Home draws them, on a phone and a desktop", async ({
  browser,
}) => {
  const parts = ['.home__title', '.home__lead', '.feature-banner__image'];
  const placesOf = async (javaScriptEnabled: boolean, viewport: { width: number; height: number }) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport });
    const page = await context.newPage();
    await page.goto('/kainan/');
    // With the script, Home itself: its sections follow the banner.
    if (javaScriptEnabled) await expect(page.getByRole('heading', { name: 'Our Brands' })).toBeVisible();
    else await expect(page.locator('.first-paint .feature-banner__image')).toBeVisible();
    const places = await Promise.all(parts.map((part) => page.locator(part).first().boundingBox()));
    await context.close();
    return places;
  };
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const first = await placesOf(false, viewport);
    expect(
      first.every((box) => box !== null && box.height > 0),
      `${viewport.width}: ${JSON.stringify(first)}`,
    ).toBe(true);
    expect(await placesOf(true, viewport), `at ${viewport.width} px`).toEqual(first);
  }
});
