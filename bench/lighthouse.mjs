// Lighthouse on storefront pages with its default mobile emulation (a mid-range phone on a slow 4G
// link): prints the category scores and the load timings. Starts the built server itself.
//   npm run build && node bench/lighthouse.mjs [/kainan/ /kainan/store/…]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findBrowser } from '../scripts/browser.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 8094;
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/kainan/', '/ushop/', '/kainan/terms-of-use'];

const dataDir = path.join(root, '.tmp', 'bench-lighthouse');
fs.rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let i = 0; i < 300; i++) {
  if (
    await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 200));
}

const chrome = await chromeLauncher.launch({
  chromePath: findBrowser()?.path, // none: chrome-launcher looks for an installed Chrome itself
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const rows = [];
try {
  for (const page of pages) {
    const result = await lighthouse(`http://localhost:${PORT}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    const ms = (id) => Math.round(audits[id]?.numericValue ?? Number.NaN);
    rows.push({
      page,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      'best practices': Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      'FCP ms': ms('first-contentful-paint'),
      'LCP ms': ms('largest-contentful-paint'),
      'TBT ms': ms('total-blocking-time'),
      CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    });
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
}
console.log('Lighthouse, mobile emulation (simulated slow 4G, 4× CPU slowdown):');
console.table(rows);
