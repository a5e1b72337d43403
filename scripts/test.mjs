// npm test: every check, in order, stopping at the first failure.
//   typecheck → lint → unit → integration on PGlite → integration on PostgreSQL → build → browser → browser e2e
// PostgreSQL comes from TEST_DATABASE_URL (default: the local server); without one reachable the
// PostgreSQL pass is skipped outside CI and fails in CI.
// The browser is CHROME_PATH, Debian's /usr/bin/chromium or a Chromium Playwright installed before; with none,
// scripts/browser.mjs installs one (Debian's chromium as root on Debian, else Playwright's) and says so.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { BrowserError, ensureBrowser } from './browser.mjs';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const r = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n✗ ${title} failed`);
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(2000);
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.node.json']);
run('typecheck web', 'npx', ['tsc', '-p', 'apps/web/tsconfig.json']);
run('lint', 'npx', ['biome', 'check', '.']);
run('unit tests', 'npx', [
  'vitest',
  'run',
  '--project',
  'domain',
  '--project',
  'contracts',
  '--project',
  'web',
  '--project',
  'scripts',
  '--passWithNoTests',
]);
run('integration tests (PGlite)', 'npx', ['vitest', 'run', '--project', 'server'], { TEST_DATABASE_URL: '' });
if (await reachable(PG_URL)) {
  run('integration tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'server'], { TEST_DATABASE_URL: PG_URL });
} else if (process.env.CI) {
  console.error(`✗ PostgreSQL is not reachable at ${PG_URL}; CI runs the integration tests on both drivers.`);
  process.exit(1);
} else {
  console.warn(`! PostgreSQL not reachable at ${PG_URL}: skipping the PostgreSQL pass (CI runs it).`);
}
run('build', 'npm', ['run', 'build']);

console.log('\n▶ browser');
let browser;
try {
  browser = await ensureBrowser();
} catch (error) {
  if (!(error instanceof BrowserError)) throw error;
  console.error(`\n✗ ${error.message}`);
  process.exit(1);
}
console.log(`✓ browser: ${browser.path} (${browser.source})`);
run('browser end-to-end tests', 'npx', ['playwright', 'test'], { CHROME_PATH: browser.path });
