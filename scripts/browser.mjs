// The Chromium the browser tests drive (also bench/lighthouse.mjs and scripts/screenshots.mjs), first found of:
//   1. CHROME_PATH   2. Debian's /usr/bin/chromium   3. a Chromium Playwright installed before (`npx playwright install chromium`)
// ensureBrowser() installs one when none is there, saying so: Debian's chromium with apt-get on Debian as root (not on
// Ubuntu, whose chromium package is a snap wrapper that does not run in containers), else Playwright's own Chromium
// with a short time-out (some networks cannot reach its download). When both are impossible it throws NO_BROWSER.
//   node scripts/browser.mjs             prints the browser found (exit 1 when none)
//   node scripts/browser.mjs --install   the same, installing one when none is there (what `npm test` does)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const PLAYWRIGHT_INSTALL_TIMEOUT_MS = 120_000;
export const INSTALL_HINT =
  'Install Chromium (Debian: `sudo apt-get install chromium`; elsewhere: `npx playwright install --with-deps chromium`) ' +
  'or set CHROME_PATH to a Chrome or Chromium binary.';
export const NO_BROWSER = `No Chromium for the browser tests, and none could be installed. ${INSTALL_HINT}`;

export class BrowserError extends Error {}

const require = createRequire(import.meta.url);

export function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Where `npx playwright install chromium` puts Chromium (whether or not it is there). */
export function playwrightChromium() {
  try {
    return require('@playwright/test').chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** Debian or a derivative packaging a real chromium; not Ubuntu nor its derivatives (a snap wrapper there). */
export function isDebian(osRelease) {
  const words = (key) => {
    const value = osRelease.match(new RegExp(`^${key}=(["']?)(.*)\\1\\s*$`, 'm'))?.[2] ?? '';
    return value.toLowerCase().split(/\s+/);
  };
  const ids = [...words('ID'), ...words('ID_LIKE')];
  return ids.includes('debian') && !ids.includes('ubuntu');
}

function readOsRelease() {
  for (const file of ['/etc/os-release', '/usr/lib/os-release']) {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch {}
  }
  return '';
}

/**
 * The first browser there, without installing: `{ path, source }`, or null. A CHROME_PATH that is set but not an
 * executable file is an error, not a reason to look elsewhere.
 */
export function findBrowser({
  env = process.env,
  debianPath = DEBIAN_CHROMIUM,
  playwrightPath = playwrightChromium,
  executable = isExecutable,
} = {}) {
  if (env.CHROME_PATH) {
    if (executable(env.CHROME_PATH)) return { path: env.CHROME_PATH, source: 'CHROME_PATH' };
    throw new BrowserError(
      `CHROME_PATH is ${env.CHROME_PATH}, which is not an executable file: point it at a Chrome or Chromium binary, or unset it.`,
    );
  }
  if (executable(debianPath)) return { path: debianPath, source: "Debian's chromium" };
  const own = playwrightPath();
  if (own && executable(own)) return { path: own, source: "Playwright's Chromium" };
  return null;
}

/** Runs a command with the terminal's output; with a time-out, in its own process group, killed whole at the end. */
function run(command, args, { env = process.env, timeoutMs } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env,
      stdio: timeoutMs ? ['ignore', 'inherit', 'inherit'] : 'inherit',
      detached: Boolean(timeoutMs),
    });
    let timedOut = false;
    const killGroup = () => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    const onSignal = (signal) => {
      killGroup();
      process.kill(process.pid, signal);
    };
    const timer = timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          killGroup();
        }, timeoutMs)
      : undefined;
    if (timeoutMs) {
      process.once('SIGINT', onSignal);
      process.once('SIGTERM', onSignal);
    }
    const done = (ok) => {
      clearTimeout(timer);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      resolve({ ok, timedOut });
    };
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      done(false);
    });
    child.on('exit', (code) => done(code === 0 && !timedOut));
  });
}

async function aptInstallChromium({ log }) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-q'],
    ['install', '-y', '-q', 'chromium'],
  ]) {
    log(`$ apt-get ${args.join(' ')}`);
    if (!(await run('apt-get', args, { env })).ok) return false;
  }
  return true;
}

async function playwrightInstallChromium({ log, timeoutMs }) {
  log('$ npx playwright install chromium');
  const cli = require.resolve('@playwright/test/cli');
  const { ok, timedOut } = await run(process.execPath, [cli, 'install', 'chromium'], { timeoutMs });
  if (timedOut) log(`Gave up on Playwright's download after ${timeoutMs / 1000} s.`);
  return ok;
}

/**
 * findBrowser(), else installs one (Debian's chromium with apt-get on Debian as root, else Playwright's Chromium) and
 * finds it: `{ path, source }`. Throws a BrowserError saying what to install when both are impossible.
 */
export async function ensureBrowser({
  log = console.log,
  osRelease = readOsRelease,
  isRoot = () => process.getuid?.() === 0,
  installDebian = aptInstallChromium,
  installPlaywright = playwrightInstallChromium,
  timeoutMs = PLAYWRIGHT_INSTALL_TIMEOUT_MS,
  ...where
} = {}) {
  const found = findBrowser(where);
  if (found) return found;
  if (isDebian(osRelease()) && isRoot()) {
    log("No Chromium found: installing Debian's chromium.");
    if (await installDebian({ log })) {
      const installed = findBrowser(where);
      if (installed) return installed;
    }
    log("Debian's chromium could not be installed.");
  }
  log(`No Chromium found: downloading Playwright's (at most ${timeoutMs / 1000} s).`);
  if (await installPlaywright({ log, timeoutMs })) {
    const installed = findBrowser(where);
    if (installed) return installed;
  }
  throw new BrowserError(NO_BROWSER);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  try {
    const browser = process.argv.includes('--install') ? await ensureBrowser() : findBrowser();
    if (!browser) throw new BrowserError(`No Chromium found. ${INSTALL_HINT}`);
    console.log(`${browser.path} (${browser.source})`);
  } catch (error) {
    if (!(error instanceof BrowserError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
