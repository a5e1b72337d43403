// Starts the built server for end-to-end tests on a fresh embedded database with the demo merchants.
// TRUST_PROXY: each test names its own client address in X-Forwarded-For, so per-address rate limits
// count per test rather than for the whole suite coming from 127.0.0.1.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.argv[2] ?? '4173';
const dataDir = path.join(root, '.tmp', `e2e-data-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.ADMIN_KEY = 'e2e-admin-key'; // operator calls the e2e tests make (importing a merchant in maintenance)

// SERVER_DIST: a server bundle of one's own (a work in progress next to the shared apps/server/dist).
const serverDist = process.env.SERVER_DIST ?? path.join(root, 'apps/server/dist');
const server = spawn(process.execPath, ['--enable-source-maps', path.join(serverDist, 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: port, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', TRUST_PROXY: 'true' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
