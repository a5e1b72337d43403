import { defineConfig } from '@playwright/test';
import { findBrowser } from './scripts/browser.mjs';

/** End-to-end tests drive the built product in Chromium, as a customer would. */
const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * The browser `npm test` found or installed (it passes CHROME_PATH), else Debian's chromium or Playwright's
 * (scripts/browser.mjs). Without one the config still loads (`--list` works) and launching fails, naming what's missing.
 */
function chromiumPath(): string | undefined {
  try {
    return findBrowser()?.path;
  } catch {
    return process.env.CHROME_PATH; // set but not an executable: Playwright's launch error names it
  }
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: '.tmp/e2e-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A whole test's budget; each assertion still has its own 10 s. The longest flows (a wallet credit,
  // an SC/PWD order paid online, with axe scans at two widths) take 35–41 s beside a second worker on a
  // 2-core machine whose CPU is half as fast as the one they were written on, past the 30 s they had.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `node scripts/e2e-server.mjs ${PORT}`,
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
