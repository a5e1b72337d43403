/**
 * `npm run loyalty` (issue 20): e-code batches written to a CSV, voiding a code, giving points, reading
 * a ledger — through a running server that holds the embedded database (with the admin key from its
 * lock file), and on its own with no server running. Bad arguments are refused alike both ways.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { main } from '../src/cli/loyalty';
import { openDatabase } from '../src/db/client';
import { importMerchant } from '../src/flows/import-merchant';
import type { OutgoingMessage } from '../src/modules/messages/message';
import { REPO_ROOT } from '../src/paths';
import { merchantConfig } from './factories';
import { loadMerchant, signUp, svgFiles, type TestApp, testApp, tokenOf } from './helpers';

/** Dates in the tests stay in the future, within the 10 years a batch may last. */
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const run = promisify(execFile);
const ADMIN_KEY = 'loyalty-cli-test-admin-key';
const EARN = '/api/rewards/rewards/customer/redeem/instant-grat/points';
const coinshop = () =>
  merchantConfig({
    subdomain: 'coinshop',
    is_coin_merchant: true,
    store_details: { cancellation_reasons: [], enable_loyalty: true },
  });

/** The command's environment: the embedded database in `dataDir`, and `cwd` as where it was typed. */
const commandEnv = (dataDir: string, cwd: string) => ({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  INIT_CWD: cwd,
});

/** Runs `npm run loyalty -- …` in this process (the command's main), collecting what it prints. */
async function loyaltyCommand(dataDir: string, cwd: string, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, {
    env: commandEnv(dataDir, cwd),
    out: (line) => out.push(`${line}\n`),
    err: (line) => err.push(`${line}\n`),
  });
  return { code, out: out.join('') + err.join('') };
}

/** Runs `npm run loyalty -- …` as a separate process, as an operator would: once, to prove the entry point. */
async function loyaltyProcess(dataDir: string, cwd: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/loyalty.ts', ...args],
      { cwd: REPO_ROOT, env: commandEnv(dataDir, cwd) },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

/** The CSV's rows after its header line. */
function csvRows(file: string): string[][] {
  const [header, ...rows] = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
  expect(header).toBe('code,points,expires_at,batch');
  return rows.map((row) => row.split(','));
}

describe('npm run loyalty, beside a running server', () => {
  let t: TestApp;
  let dataDir: string;
  let cwd: string;
  let merchantToken: string;

  beforeAll(async () => {
    t = await testApp({ adminKey: ADMIN_KEY });
    await loadMerchant(t, coinshop());
    await loadMerchant(t, merchantConfig());
    merchantToken = await tokenOf(t, 'coinshop');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    // This test process plays the running server that holds the embedded database (see order-cli.test.ts).
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-loyalty-cli-'));
    cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-loyalty-cli-cwd-'));
    fs.writeFileSync(
      path.join(dataDir, 'storefront.lock'),
      JSON.stringify({ pid: process.ppid, role: 'server', port, adminKey: ADMIN_KEY }),
    );
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(cwd, { recursive: true, force: true });
  });

  it('writes a batch to a CSV in the current directory, and its codes earn', async () => {
    const { code, out } = await loyaltyProcess(
      dataDir,
      cwd,
      'ecodes',
      '--merchant',
      'coinshop',
      '--points',
      '50',
      '--count',
      '3',
      '--expires',
      `${NEXT_YEAR + 1}-06-30`,
      '--batch',
      'receipts-june',
    );
    const file = path.join(cwd, 'ecodes-receipts-june.csv');
    expect(out).toContain(
      `wrote 3 e-codes of 50 points (batch receipts-june, expiring ${NEXT_YEAR + 1}-07-01 00:00 Manila) to ${file} (through the running server)`,
    );
    expect(code).toBe(0);
    const rows = csvRows(file);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row[0]).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(row.slice(1)).toEqual(['50', `${NEXT_YEAR + 1}-06-30T16:00:00.000Z`, 'receipts-june']);
    }
    expect(fs.statSync(file).mode & 0o077).toBe(0);

    const session = await signUp(t, merchantToken, '09185550001');
    const earned = await t.app.inject({
      method: 'POST',
      url: EARN,
      headers: { 'x-merchant-token': merchantToken, authorization: `Bearer ${session}` },
      payload: { code: rows[0]?.[0] },
    });
    expect(earned.statusCode, earned.body).toBe(200);
  }, 30_000);

  it('never overwrites a CSV (it may hold the only copy of a batch) and names a batch it was not given', async () => {
    const taken = path.join(cwd, 'taken.csv');
    fs.writeFileSync(taken, 'earlier batch\n');
    const refused = await loyaltyCommand(
      dataDir,
      cwd,
      'ecodes',
      '--merchant',
      'coinshop',
      '--points',
      '5',
      '--count',
      '2',
      '--out',
      'taken.csv',
    );
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(`${taken} already exists; name another file with --out.`);
    expect(fs.readFileSync(taken, 'utf8')).toBe('earlier batch\n');

    const named = await loyaltyCommand(
      dataDir,
      cwd,
      'ecodes',
      '--merchant',
      'coinshop',
      '--points',
      '5',
      '--count',
      '2',
    );
    expect(named.code, named.out).toBe(0);
    const batch = /batch (\d{8}-[0-9a-f]{6}),/.exec(named.out)?.[1];
    expect(batch).toBeDefined();
    expect(csvRows(path.join(cwd, `ecodes-${batch}.csv`))).toHaveLength(2);
  });

  it('voids, gives and reads the ledger', async () => {
    const out = path.join(cwd, 'to-void.csv');
    expect(
      (
        await loyaltyCommand(
          dataDir,
          cwd,
          'ecodes',
          '--merchant',
          'coinshop',
          '--points',
          '9',
          '--count',
          '1',
          '--out',
          out,
        )
      ).code,
    ).toBe(0);
    const [[code]] = csvRows(out) as [[string]];
    const voided = await loyaltyCommand(dataDir, cwd, 'void', code.toLowerCase(), '--merchant', 'coinshop');
    expect(voided.out).toBe(`The code ${code} is void: it earns nothing now. (through the running server)\n`);
    expect(voided.code).toBe(0);

    const session = await signUp(t, merchantToken, '09185550002');
    const { uuid } = await t.services.customers.authenticate(
      (await t.services.merchants.findBySubdomain('coinshop'))?.id ?? 0,
      session,
    );
    const give = () =>
      loyaltyCommand(
        dataDir,
        cwd,
        'give',
        '09185550002',
        '--merchant',
        'coinshop',
        '--points',
        '20',
        '--reason',
        'Late delivery',
        '--reference',
        'ticket-77',
      );
    const given = await give();
    expect(given.code).toBe(0);
    expect(given.out).toContain('Gave 20 points. Balance: 20. (through the running server)');
    expect(given.out).toContain('reference ticket-77');
    const again = await give();
    expect(again.out).toContain('Points with this reference were already given: nothing more was given. Balance: 20.');

    const ledger = await loyaltyCommand(dataDir, cwd, 'ledger', uuid, '--merchant', 'coinshop');
    expect(ledger.code).toBe(0);
    expect(ledger.out).toContain(`Ana Reyes · +639185550002 · ${uuid}`);
    expect(ledger.out).toContain('balance 20 (the ledger agrees)');
    expect(ledger.out).toMatch(/Give Points\s+\+20 →\s+20 {2}From the store — Late delivery \[operator ticket-77\]/);
  });

  it('prints the refusal and exits non-zero, or the usage with 2', async () => {
    const used = await loyaltyCommand(dataDir, cwd, 'void', 'ABCD-EFGH-JKMN', '--merchant', 'coinshop');
    expect(used.code).toBe(1);
    expect(used.out).toContain('No such e-code for this merchant.');
    const unknownMerchant = await loyaltyCommand(dataDir, cwd, 'ledger', '09185550002', '--merchant', 'nosuchshop');
    expect(unknownMerchant.code).toBe(1);
    expect(unknownMerchant.out).toContain('Merchant not found.');
    const unknownCustomer = await loyaltyCommand(dataDir, cwd, 'ledger', '09180000000', '--merchant', 'coinshop');
    expect(unknownCustomer.out).toContain('Customer not found.');
    const noMerchant = await loyaltyCommand(dataDir, cwd, 'give', '09185550002', '--points', '5', '--reason', 'x');
    expect(noMerchant.code).toBe(1);
    expect(noMerchant.out).toContain('Give the merchant (its subdomain).');
    const badPoints = await loyaltyCommand(
      dataDir,
      cwd,
      'give',
      '09185550002',
      '--merchant',
      'coinshop',
      '--points',
      'lots',
      '--reason',
      'x',
    );
    expect(badPoints.code).toBe(1);
    expect(badPoints.out).toContain('points must be a whole number from 1 to 1,000,000.');
    const tooMany = await loyaltyCommand(
      dataDir,
      cwd,
      'ecodes',
      '--merchant',
      'coinshop',
      '--points',
      '5',
      '--count',
      '10001',
    );
    expect(tooMany.code).toBe(1);
    expect(tooMany.out).toContain('count must be a whole number from 1 to 10,000.');
    const noLoyalty = await loyaltyCommand(
      dataDir,
      cwd,
      'ecodes',
      '--merchant',
      'testmerchant',
      '--points',
      '5',
      '--count',
      '1',
      '--out',
      'never.csv',
    );
    expect(noLoyalty.code).toBe(1);
    expect(noLoyalty.out).toContain('This merchant does not offer points');
    expect(fs.existsSync(path.join(cwd, 'never.csv'))).toBe(false);
    const usage = await loyaltyCommand(dataDir, cwd, 'void');
    expect(usage.code).toBe(2);
    expect(usage.out).toContain('usage: npm run loyalty -- ecodes');
    expect((await loyaltyCommand(dataDir, cwd, 'ledger', 'x', '--bogus')).code).toBe(2);
  });
});

describe('npm run loyalty, with no server running', () => {
  let dataDir: string;
  let cwd: string;
  let uuid: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-loyalty-cli-embedded-'));
    cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-loyalty-cli-embedded-cwd-'));
    // Plays an earlier server run that left a merchant and a customer in the embedded database, then stopped.
    const database = await openDatabase({ dataDir });
    await database.migrate();
    const sent: OutgoingMessage[] = [];
    const { app, services } = await buildApp({
      database,
      webDist: '/nonexistent-web-dist',
      messages: { send: async (m) => void sent.push(m) },
    });
    await importMerchant(services, coinshop(), svgFiles);
    const lastCode = (to: string) => sent.findLast((m) => m.to === to)?.text.match(/\b\d{6}\b/)?.[0] ?? '';
    const merchantToken = (await services.merchants.findBySubdomain('coinshop'))?.token ?? '';
    const session = await signUp({ app, lastCode } as unknown as TestApp, merchantToken, '09185550003');
    uuid = (
      await services.customers.authenticate((await services.merchants.findBySubdomain('coinshop'))?.id ?? 0, session)
    ).uuid;
    await app.close();
    await database.close();
  }, 60_000);

  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(cwd, { recursive: true, force: true });
  });

  it('opens the database itself: writes a batch, voids a code of it, gives points and reads the ledger', async () => {
    const made = await loyaltyCommand(
      dataDir,
      cwd,
      'ecodes',
      '--merchant',
      'coinshop',
      '--points',
      '15',
      '--count',
      '4',
      '--batch',
      'offline',
    );
    expect(made.code, made.out).toBe(0);
    expect(made.out).not.toContain('through the running server');
    const rows = csvRows(path.join(cwd, 'ecodes-offline.csv'));
    expect(rows).toHaveLength(4);

    const voided = await loyaltyCommand(dataDir, cwd, 'void', rows[1]?.[0] ?? '', '--merchant', 'coinshop');
    expect(voided.out).toBe(`The code ${rows[1]?.[0]} is void: it earns nothing now.\n`);

    const given = await loyaltyCommand(
      dataDir,
      cwd,
      'give',
      uuid,
      '--merchant',
      'coinshop',
      '--points',
      '12',
      '--reason',
      'Welcome',
    );
    expect(given.code).toBe(0);
    expect(given.out).toContain('Gave 12 points. Balance: 12.\n');

    const ledger = await loyaltyCommand(dataDir, cwd, 'ledger', '+639185550003', '--merchant', 'coinshop');
    expect(ledger.out).toContain('balance 12 (the ledger agrees)');
    expect(ledger.out).toContain('movements, newest first (page 1 of 1):');
    // The command let go of the data directory.
    expect(fs.existsSync(path.join(dataDir, 'storefront.lock'))).toBe(false);
  }, 60_000);
});
