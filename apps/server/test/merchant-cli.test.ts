import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/merchant';
import { REPO_ROOT } from '../src/paths';
import { merchantConfig } from './factories';
import { type TestApp, testApp } from './helpers';

const run = promisify(execFile);
const ADMIN_KEY = 'cli-test-admin-key';

let t: TestApp;
let dataDir: string;
let merchantDir: string;

/** The command's environment: the test's, with the data directory named and the embedded database. */
const commandEnv = () => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });

/** Runs `npm run merchant -- …` in this process (the command's main), collecting what it prints. */
async function merchantCommand(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, {
    env: commandEnv(),
    out: (line) => out.push(`${line}\n`),
    err: (line) => err.push(`${line}\n`),
  });
  return { code, out: out.join('') + err.join('') };
}

/** Runs `npm run merchant -- …` as a separate process, as an operator would: once, to prove the entry point. */
async function merchantProcess(...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/merchant.ts', ...args],
      {
        cwd: REPO_ROOT,
        env: commandEnv(),
      },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

beforeAll(async () => {
  t = await testApp({ adminKey: ADMIN_KEY });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as { port: number }).port;
  // This test process plays the running server that holds the embedded database. The lock names a live
  // process other than this one: a command ignores a lock its own process wrote, and the in-process
  // commands run here.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-cli-'));
  fs.writeFileSync(
    path.join(dataDir, 'storefront.lock'),
    JSON.stringify({ pid: process.ppid, role: 'server', port, adminKey: ADMIN_KEY }),
  );
  merchantDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-merchant-'));
  fs.mkdirSync(path.join(merchantDir, 'images'));
  for (const name of ['logo', 'favicon', 'grill', 'burger'])
    fs.writeFileSync(
      path.join(merchantDir, 'images', `${name}.svg`),
      `<svg xmlns="http://www.w3.org/2000/svg"><title>${name}</title></svg>`,
    );
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(merchantDir, { recursive: true, force: true });
});

describe('npm run merchant -- import, beside a running server', () => {
  it('hands the file and its images to the server', async () => {
    const file = path.join(merchantDir, 'merchant.json');
    fs.writeFileSync(file, JSON.stringify(merchantConfig({ subdomain: 'viacli', name: 'Via CLI' })));
    // The real command, in its own process.
    const { code, out } = await merchantProcess('import', file);
    expect(out).toContain(
      'created merchant viacli: 1 brands, 1 branches, 2 categories, 1 products, 4 images (through the running server)',
    );
    expect(code).toBe(0);
    const merchant = await t.services.merchants.findBySubdomain('viacli');
    expect(merchant?.name).toBe('Via CLI');
  });

  it('lists every problem by JSON path and exits non-zero, loading nothing', async () => {
    const file = path.join(merchantDir, 'broken.json');
    const config = merchantConfig({ subdomain: 'brokencli' }) as { products: { price?: unknown }[] };
    (config.products[0] as { price: unknown }).price = 'cheap';
    fs.writeFileSync(file, JSON.stringify(config));
    const { code, out } = await merchantCommand('import', file);
    expect(code).toBe(1);
    expect(out).toContain('was not loaded: 1 problem(s)');
    expect(out).toContain('products[0].price: Invalid input: expected number, received string');
    expect(await t.services.merchants.findBySubdomain('brokencli')).toBeNull();
  });

  it('refuses a file that is not JSON', async () => {
    const file = path.join(merchantDir, 'nonsense.json');
    fs.writeFileSync(file, '{ nope');
    const { code, out } = await merchantCommand('import', file);
    expect(code).toBe(1);
    expect(out).toMatch(/\(file\): not valid JSON/);
  });
});
