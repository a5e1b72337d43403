import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/paths';
import { merchantConfig } from './factories';

/** The real server process, as `npm start` runs it, on a fresh embedded database. */
let dataDir: string;
let merchantsDir: string;
/** More directories the production tests made, removed at the end. */
const made: string[] = [];
/** Every server started, so none outlives a failed test. */
const children: ChildProcess[] = [];

function startServer(extraEnv: Record<string, string> = {}): {
  child: ChildProcess;
  ready: Promise<number>;
  exited: Promise<{ code: number | null; output: string }>;
  output: () => string;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MERCHANTS_DIR: merchantsDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      ...extraEnv,
    },
  });
  children.push(child);
  let output = '';
  const ready = new Promise<number>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = output.match(/storefront ready on http:\/\/localhost:(\d+)\//)?.[1];
      if (port) resolve(Number(port));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
  });
  const exited = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
  return { child, ready, exited, output: () => output };
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-process-'));
  merchantsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-demo-'));
  const folder = path.join(merchantsDir, 'demo');
  fs.mkdirSync(path.join(folder, 'images'), { recursive: true });
  for (const name of ['logo', 'favicon', 'grill', 'burger'])
    fs.writeFileSync(
      path.join(folder, 'images', `${name}.svg`),
      `<svg xmlns="http://www.w3.org/2000/svg"><title>${name}</title></svg>`,
    );
  fs.writeFileSync(path.join(folder, 'merchant.json'), JSON.stringify(merchantConfig({ subdomain: 'demo' })));
});

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of [dataDir, merchantsDir, ...made]) fs.rmSync(dir, { recursive: true, force: true });
});

/** A folder of one demo merchant, 'demo', offering `methods` (removed after the tests). */
function demoMerchants(methods: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-demo-'));
  made.push(dir);
  const folder = path.join(dir, 'demo');
  fs.mkdirSync(path.join(folder, 'images'), { recursive: true });
  for (const name of ['logo', 'favicon', 'grill', 'burger'])
    fs.writeFileSync(path.join(folder, 'images', `${name}.svg`), `<svg xmlns="http://www.w3.org/2000/svg"/>`);
  const store_details = { cancellation_reasons: ['Changed my mind'], payment_methods: methods } as never;
  fs.writeFileSync(
    path.join(folder, 'merchant.json'),
    JSON.stringify(merchantConfig({ subdomain: 'demo', store_details })),
  );
  return dir;
}
/** Production settings past the one-time codes check (nothing is sent in these tests). */
const PRODUCTION = {
  NODE_ENV: 'production',
  MESSAGES_EMAIL: 'smtp',
  SMTP_URL: 'smtp://127.0.0.1:1',
  MESSAGES_SMS: 'http',
  SMS_GATEWAY_TOKEN: 'x',
};

/** A fresh data directory (removed after the tests). */
function dataDirectory(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-process-prod-'));
  made.push(dir);
  return dir;
}

/** The demo merchant's token, from the running server. */
async function tokenFrom(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/merchant/token/customer-portal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ subdomain: 'demo' }),
  });
  return ((await res.json()) as { token: string }).token;
}

describe('the server process', () => {
  it('refuses to start in production while one-time codes would only reach the outbox', async () => {
    const { exited } = startServer({ NODE_ENV: 'production' });
    const { code, output } = await exited;
    expect(code).toBe(1);
    expect(output).toContain('customers must receive their one-time codes');
    expect(fs.existsSync(path.join(dataDir, 'storefront.lock'))).toBe(false);
  }, 30_000);

  it('refuses to start in production while a merchant offers a method whose provider is not configured', async () => {
    // A demo merchant offering cards is not loaded: the import names the method and the setting.
    const fresh = dataDirectory();
    const card = demoMerchants(['COD', 'CC_PAYMONGO']);
    const refusedImport = await startServer({ ...PRODUCTION, DATA_DIR: fresh, MERCHANTS_DIR: card }).exited;
    expect(refusedImport.code).toBe(1);
    expect(refusedImport.output).toContain('store_details.payment_methods[1]: CC_PAYMONGO');
    expect(refusedImport.output).toContain('set PAYMONGO_SECRET_KEY');
    expect(fs.existsSync(path.join(fresh, 'storefront.lock'))).toBe(false);

    // One stored in development (the sandbox stood in then) keeps production from starting.
    const used = dataDirectory();
    const development = startServer({ DATA_DIR: used, MERCHANTS_DIR: card });
    await development.ready;
    development.child.kill('SIGTERM');
    expect((await development.exited).code).toBe(0);
    const refused = await startServer({ ...PRODUCTION, DATA_DIR: used, MERCHANTS_DIR: card }).exited;
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('merchant demo offers CC_PAYMONGO: set PAYMONGO_SECRET_KEY');
    expect(refused.output).not.toContain('storefront ready');
    expect(fs.existsSync(path.join(used, 'storefront.lock'))).toBe(false);
  }, 120_000);

  it('starts in production when every offered method has a provider, without the sandbox page', async () => {
    const cash = startServer({ ...PRODUCTION, DATA_DIR: dataDirectory(), MERCHANTS_DIR: demoMerchants(['COD']) });
    const port = await cash.ready;
    expect(await tokenFrom(port)).toMatch(/^[\w-]{20,}$/);
    const sandbox = await fetch(`http://127.0.0.1:${port}/api/payments/sandbox/pi_sbx_${'0'.repeat(24)}`);
    expect(sandbox.status).toBe(404);
    expect(await sandbox.text()).not.toContain('Payment not found.');
    cash.child.kill('SIGTERM');
    expect((await cash.exited).code).toBe(0);
  }, 60_000);

  it('migrates, loads the demo merchants, serves, refuses a second opener and shuts down cleanly', async () => {
    const first = startServer();
    const port = await first.ready;
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    const token = await tokenFrom(port);
    expect(token).toMatch(/^[\w-]{20,}$/);

    // A second server on the same data directory must not open the database.
    const second = startServer();
    const refused = await second.exited;
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`is in use by a running server (process ${first.child.pid})`);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    first.child.kill('SIGTERM');
    const stopped = await first.exited;
    expect(stopped.code).toBe(0);
    expect(stopped.output).toContain('shutting down');
    expect(fs.existsSync(path.join(dataDir, 'storefront.lock'))).toBe(false);

    // The data survives a restart, and the demo merchants are not loaded twice.
    const again = startServer();
    const port2 = await again.ready;
    expect(await tokenFrom(port2)).toBe(token);
    again.child.kill('SIGTERM');
    const last = await again.exited;
    expect(last.code).toBe(0);
    expect(last.output.match(/loaded demo merchant demo/g)).toBeNull();
    expect(stopped.output.match(/loaded demo merchant demo/g)).toHaveLength(1);
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'runs several workers on PostgreSQL (WEB_CONCURRENCY), replaces one that dies and stops them all',
    async () => {
      const name = `sf_cluster_${Date.now()}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${name}`;
      try {
        const server = startServer({ DATABASE_URL: url.toString(), WEB_CONCURRENCY: '2' });
        const workers = () => [...new Set([...server.output().matchAll(/process (\d+)\)/g)].map((m) => Number(m[1])))];
        await expect.poll(() => workers().length, { timeout: 30_000 }).toBe(2);
        const port = await server.ready;
        expect(await tokenFrom(port)).toMatch(/^[\w-]{20,}$/);
        // The primary loaded the demo merchant once, before forking.
        expect(server.output().match(/loaded demo merchant demo/g)).toBeNull();

        process.kill(workers()[0] as number, 'SIGKILL');
        await expect.poll(() => workers().length, { timeout: 30_000 }).toBe(3);
        expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

        server.child.kill('SIGTERM');
        expect((await server.exited).code).toBe(0);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    60_000,
  );
});
