// Screenshots of storefront pages at a phone width (390) and a desktop width (1280), for looking at.
//   node scripts/screenshots.mjs http://localhost:8080 /kainan/ /kainan/brands/… [--out .tmp/screens]
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { findBrowser } from './browser.mjs';

const [base, ...rest] = process.argv.slice(2);
const outIndex = rest.indexOf('--out');
const out = outIndex >= 0 ? rest.splice(outIndex, 2)[1] : '.tmp/screens';
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: findBrowser()?.path,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
  for (const p of rest) {
    await page.goto(new URL(p, base).toString(), { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const file = path.join(out, `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
