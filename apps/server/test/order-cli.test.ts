import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { main } from '../src/cli/order';
import { openDatabase } from '../src/db/client';
import { importMerchant } from '../src/flows/import-merchant';
import { stableUuid } from '../src/lib/uuid';
import { ORDER_VIEW_MESSAGES } from '../src/modules/orders/order-messages';
import { orders } from '../src/modules/orders/tables';
import { REPO_ROOT } from '../src/paths';
import { merchantConfig, product } from './factories';
import { loadMerchant, svgFiles, type TestApp, testApp, tokenOf } from './helpers';
import { shopperOf } from './support/shopper';

const run = promisify(execFile);
const ADMIN_KEY = 'order-cli-test-admin-key';
const MAKATI = stableUuid('testmerchant/branch/makati');
const BURGER = stableUuid('testmerchant/product/burger');

/** A guest's order of one burger (cash on delivery unless told), placed through the real calls; returns its uuid. */
async function placeGuestOrder(app: App, paymentMethod = 'COD'): Promise<string> {
  const inject = app.inject.bind(app);
  const token = (
    await inject({ method: 'POST', url: '/api/merchant/token/customer-portal', payload: { subdomain: 'testmerchant' } })
  ).json().token as string;
  const shopper = shopperOf(app, token, { branch: MAKATI });
  await shopper.add(BURGER);
  return shopper.placeOrder({
    payment_method: paymentMethod,
    address: { label: 'Makati City', lat: 14.5547, lng: 121.0244, notes: '123 Ayala Ave' },
  });
}

/** The test merchant, also taking GCash (paid online: its orders have a payment window). */
const gcashMerchant = () =>
  merchantConfig({
    store_details: { cancellation_reasons: ['Changed my mind'], payment_methods: ['COD', 'GCASH_PAYMONGO'] },
    products: [product('burger', { price: 150 })],
  });

/** The command's environment: the test's, with the data directory named and the embedded database. */
const commandEnv = (dataDir: string) => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });

/** Runs `npm run order -- …` in this process (the command's main), collecting what it prints. */
async function orderCommand(dataDir: string, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, {
    env: commandEnv(dataDir),
    out: (line) => out.push(`${line}\n`),
    err: (line) => err.push(`${line}\n`),
  });
  return { code, out: out.join('') + err.join('') };
}

/** Runs `npm run order -- …` as a separate process, as an operator would: once, to prove the entry point. */
async function orderProcess(dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/order.ts', ...args],
      {
        cwd: REPO_ROOT,
        env: commandEnv(dataDir),
      },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe('npm run order, beside a running server', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    t = await testApp({ adminKey: ADMIN_KEY });
    await loadMerchant(t, gcashMerchant());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    // This test process plays the running server that holds the embedded database. The lock names a
    // live process other than this one: a command ignores a lock its own process wrote, and the
    // in-process commands run here.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-order-cli-'));
    fs.writeFileSync(
      path.join(dataDir, 'storefront.lock'),
      JSON.stringify({ pid: process.ppid, role: 'server', port, adminKey: ADMIN_KEY }),
    );
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('moves an order named by its reference through the server, and the customer sees it', async () => {
    const uuid = await placeGuestOrder(t.app);
    const reference = uuid.slice(0, 8).toUpperCase();
    // The real command, in its own process.
    const { code, out } = await orderProcess(dataDir, 'status', reference, 'processing');
    expect(out).toContain('moved 1 sub-order(s) to processing (through the running server)');
    expect(out).toContain(`order ${reference} (${uuid}): processing · COD, unpaid`);
    expect(code).toBe(0);
    const token = await tokenOf(t, 'testmerchant');
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/store/v4/public/customer/estore/order/transaction/details/${uuid}`,
      headers: { 'x-merchant-token': token },
    });
    expect(details.json().data.order_status).toBe('processing');

    const shown = await orderCommand(dataDir, 'show', uuid);
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(/Grill makati \[deliver_now\] [0-9a-f-]{36}: processing/);
  }, 30_000);

  it('shows a refund the order owes (a payment that arrived after it was cancelled)', async () => {
    const uuid = await placeGuestOrder(t.app);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
    await t.services.orders.flagRefund(t.database.db, order?.id as number, 'paid after the order was cancelled');
    const shown = await orderCommand(dataDir, 'show', uuid);
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(
      /\n {2}REFUND DUE: paid after the order was cancelled \(flagged \d{4}-\d\d-\d\dT[\d:.]+Z\)\n/,
    );
  }, 30_000);

  it('prints the refusal and exits non-zero, changing nothing', async () => {
    const uuid = await placeGuestOrder(t.app);
    const refused = await orderCommand(dataDir, 'status', uuid, 'delivered');
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('from pending to delivered');
    const unknown = await orderCommand(dataDir, 'status', randomUUID(), 'processing');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('Order not found.');
    expect((await orderCommand(dataDir, 'show', uuid)).out).toContain(': pending · COD, unpaid');
    const usage = await orderCommand(dataDir, 'status', uuid);
    expect(usage.code).toBe(2);
    expect(usage.out).toContain('usage: npm run order -- status');
  }, 30_000);

  it("expire closes an unpaid order's payment window through the server; refuses an order without one", async () => {
    const cod = await placeGuestOrder(t.app);
    const refused = await orderCommand(dataDir, 'expire', cod);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(ORDER_VIEW_MESSAGES.noWindow);
    const uuid = await placeGuestOrder(t.app, 'GCASH_PAYMONGO');
    const reference = uuid.slice(0, 8).toUpperCase();
    const expired = await orderCommand(dataDir, 'expire', reference);
    expect(expired.out).toContain(
      'Payment window closed. The order expired: what it held was given back. (through the running server)',
    );
    expect(expired.out).toContain(`order ${reference} (${uuid}): payment_failed · GCASH_PAYMONGO, failed`);
    expect(expired.out).toMatch(/: payment_failed — Payment expired\n/);
    expect(expired.code).toBe(0);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.uuid, uuid));
    expect(order?.paymentExpiredAt).not.toBeNull();
  }, 30_000);
});

describe('npm run order, with no server running', () => {
  let dataDir: string;
  let uuid: string;
  let gcashUuid: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-order-cli-embedded-'));
    // Plays an earlier server run that left an order in the embedded database, then stopped.
    const database = await openDatabase({ dataDir });
    await database.migrate();
    const messages = { send: async () => {} };
    const { app, services } = await buildApp({ database, webDist: '/nonexistent-web-dist', messages });
    await importMerchant(services, gcashMerchant(), svgFiles);
    uuid = await placeGuestOrder(app);
    gcashUuid = await placeGuestOrder(app, 'GCASH_PAYMONGO');
    await app.close();
    await database.close();
  }, 60_000);

  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('opens the database itself and moves the order', async () => {
    const moved = await orderCommand(dataDir, 'status', uuid, 'processing');
    expect(moved.out).toContain('moved 1 sub-order(s) to processing');
    expect(moved.out).not.toContain('through the running server');
    expect(moved.code).toBe(0);
    const shown = await orderCommand(dataDir, 'show', uuid.slice(0, 8));
    expect(shown.out).toContain(`(${uuid}): processing · COD, unpaid`);
    // The command let go of the data directory.
    expect(fs.existsSync(path.join(dataDir, 'storefront.lock'))).toBe(false);
  }, 60_000);

  it('expires an unpaid order itself', async () => {
    const expired = await orderCommand(dataDir, 'expire', gcashUuid);
    expect(expired.out).toContain('Payment window closed. The order expired: what it held was given back.');
    expect(expired.out).not.toContain('through the running server');
    expect(expired.out).toMatch(/: payment_failed — Payment expired\n/);
    expect(expired.code).toBe(0);
    const again = await orderCommand(dataDir, 'expire', gcashUuid);
    expect(again.code).toBe(1);
    expect(again.out).toContain(ORDER_VIEW_MESSAGES.windowExpired);
  }, 60_000);
});
