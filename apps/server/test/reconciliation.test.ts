/**
 * Reconciliation (issue 24): every payment started in a Manila date range on which the provider and the
 * order disagree, by kind — paid but released, paid after expiry, paid twice, a refund pending, failed or
 * waiting for the operator, and (asked for) attempts the provider says are paid that we hold unpaid. Paid
 * through the sandbox's real calls; the disagreements then made by writing the rows where the code that
 * makes them belongs elsewhere. Read-only: nothing changes. Through the admin route, the flow and
 * `npm run order -- reconcile` (through a running server and on the database directly). On PGlite, and
 * on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { main } from '../src/cli/order';
import type { Executor } from '../src/db/client';
import { openDatabase } from '../src/db/client';
import { RANGE_MESSAGES, type ReconciliationItem, reconcilePayments } from '../src/flows/reconcile-payments';
import { orders, subOrders } from '../src/modules/orders/tables';
import { depositSlips, payments, refunds } from '../src/modules/payments/tables';
import { signUp, type TestApp, testApp } from './helpers';
import { loadPayShop, PAYNAMICS, type Shopper, shopperOf, stored } from './support/payments-shop';

const ADMIN_KEY = 'reconciliation-admin-key';
const RECONCILE = '/api/admin/payments/reconciliation';
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let guest: Shopper;
let ana: Shopper;

/** A GCash order (₱150 + ₱49) paid on the sandbox's page; its uuid and the attempt's transaction number. */
async function paidOrder(shopper: Shopper = guest): Promise<{ order: string; transaction: string }> {
  const order = await shopper.order('GCASH_PAYMONGO');
  const started = (await shopper.source({ order_uuid: order, type: 'gcash' })).json().data;
  await shopper.press(started.checkout_url, 'pay');
  expect((await stored(t, order)).order.paymentStatus).toBe('paid');
  return { order, transaction: started.transaction_number };
}

/** Moves the attempt (started and settled) to `at`: the range is read by when it was started. */
async function startedAt(db: Executor, transaction: string, at: string) {
  await db
    .update(payments)
    .set({ createdAt: new Date(at), updatedAt: new Date(at) })
    .where(eq(payments.uuid, transaction));
}

async function attemptOf(db: Executor, transaction: string) {
  const [row] = await db.select().from(payments).where(eq(payments.uuid, transaction));
  if (!row) throw new Error(`no attempt ${transaction}`);
  return row;
}

/** Every part of the order released (as a cancel leaves it, without the refund a cancel now owes). */
async function release(db: Executor, orderUuid: string, status = 'cancelled') {
  const [order] = await db.select().from(orders).where(eq(orders.uuid, orderUuid));
  await db
    .update(subOrders)
    .set({ status })
    .where(eq(subOrders.orderId, order?.id as number));
  return order?.id as number;
}

/** A refund row as the refunds service writes one. */
async function owe(
  db: Executor,
  transaction: string,
  values: Partial<typeof refunds.$inferInsert> & { status: 'pending' | 'succeeded' | 'failed' | 'manual' },
) {
  const attempt = await attemptOf(db, transaction);
  await db.insert(refunds).values({
    uuid: randomUUID(),
    key: `payment:${attempt.id}:${randomUUID()}`,
    orderId: attempt.orderId,
    paymentId: attempt.id,
    provider: attempt.provider,
    amount: attempt.amount,
    reason: 'cancelled by the customer',
    ...values,
  });
}

const listed = async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${RECONCILE}?${query}`,
    headers: { 'x-admin-key': ADMIN_KEY },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ReconciliationItem[];
};
const ofOrder = (items: ReconciliationItem[], order: string) => items.filter((i) => i.order_uuid === order);

const NOV = 'from=2026-11-01&to=2026-11-30';
/** The orders of each case, made once (beforeAll), checked by the tests. */
const cases: Record<string, { order: string; transaction: string }> = {};

beforeAll(async () => {
  t = await testApp({ adminKey: ADMIN_KEY, payments: { sandbox: true, paynamics: PAYNAMICS } });
  const token = await loadPayShop(t);
  guest = shopperOf(t, token);
  ana = shopperOf(t, token, await signUp(t, token, '09171119001'));
  const db = t.database.db;

  // Consistent: paid, still going.
  cases.consistent = await paidOrder(ana);
  await startedAt(db, cases.consistent.transaction, '2026-11-03T10:00:00+08:00');
  // Consistent: paid, cancelled, refunded.
  cases.refunded = await paidOrder();
  await startedAt(db, cases.refunded.transaction, '2026-11-03T11:00:00+08:00');
  await release(db, cases.refunded.order);
  await owe(db, cases.refunded.transaction, { status: 'succeeded', settledAt: new Date('2026-11-04T00:00:00Z') });
  // Consistent: a refund sent to the provider an hour ago, still pending.
  cases.fresh = await paidOrder();
  await startedAt(db, cases.fresh.transaction, '2026-11-03T12:00:00+08:00');
  await release(db, cases.fresh.order);
  await owe(db, cases.fresh.transaction, {
    status: 'pending',
    submittedAt: new Date(Date.now() - 60 * 60 * 1000),
    createdAt: new Date(Date.now() - 60 * 60 * 1000),
    providerRef: 'ref_sbx_fresh',
    attempts: 1,
  });

  // paid_but_released: cancelled after it was paid, nothing owed.
  cases.released = await paidOrder(ana);
  await startedAt(db, cases.released.transaction, '2026-11-05T09:30:00+08:00');
  await release(db, cases.released.order);

  // paid_after_expiry: expired, then paid, could not be revived (flagged, nothing owed yet).
  cases.late = await paidOrder();
  await startedAt(db, cases.late.transaction, '2026-11-06T10:00:00+08:00');
  const lateId = await release(db, cases.late.order, 'payment_failed');
  await db
    .update(orders)
    .set({
      paymentExpiredAt: new Date('2026-11-06T09:59:00+08:00'),
      refundReason: `paid after the payment window closed: Lechon is sold out (transaction ${cases.late.transaction})`,
      refundFlaggedAt: new Date('2026-11-06T10:00:00+08:00'),
    })
    .where(eq(orders.id, lateId));

  // paid_twice: a second attempt paid the order again.
  cases.twice = await paidOrder();
  await startedAt(db, cases.twice.transaction, '2026-11-07T10:00:00+08:00');
  const first = await attemptOf(db, cases.twice.transaction);
  const second = randomUUID();
  await db.insert(payments).values({
    uuid: second,
    orderId: first.orderId,
    provider: 'sandbox',
    method: 'GCASH_PAYMONGO',
    providerRef: `src_sbx_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
    amount: first.amount,
    status: 'paid',
    createdAt: new Date('2026-11-07T10:05:00+08:00'),
    updatedAt: new Date('2026-11-07T10:06:00+08:00'),
  });
  cases.twiceSecond = { order: cases.twice.order, transaction: second };

  // refund_pending: accepted by the provider three days ago, still pending; and one never accepted.
  cases.stuck = await paidOrder();
  await startedAt(db, cases.stuck.transaction, '2026-11-08T10:00:00+08:00');
  await release(db, cases.stuck.order);
  await owe(db, cases.stuck.transaction, {
    status: 'pending',
    submittedAt: new Date(Date.now() - 3 * DAY),
    createdAt: new Date(Date.now() - 3 * DAY),
    providerRef: 'ref_sbx_stuck',
    attempts: 1,
  });
  cases.unsent = await paidOrder();
  await startedAt(db, cases.unsent.transaction, '2026-11-08T11:00:00+08:00');
  await release(db, cases.unsent.order);
  await owe(db, cases.unsent.transaction, {
    status: 'pending',
    attempts: 2,
    nextAttemptAt: new Date(Date.now() + 5 * 60_000),
  });

  // refund_failed and refund_manual.
  cases.failed = await paidOrder();
  await startedAt(db, cases.failed.transaction, '2026-11-09T10:00:00+08:00');
  await release(db, cases.failed.order);
  await owe(db, cases.failed.transaction, { status: 'failed', failureReason: 'the e-wallet account is closed' });
  cases.manual = await paidOrder();
  await startedAt(db, cases.manual.transaction, '2026-11-10T10:00:00+08:00');
  await release(db, cases.manual.order);
  await owe(db, cases.manual.transaction, { status: 'manual', reason: 'cancelled by the store' });

  // provider_paid_not_recorded: the sandbox took the money; we hold the attempt cancelled.
  cases.unrecorded = await paidOrder();
  await startedAt(db, cases.unrecorded.transaction, '2026-11-11T10:00:00+08:00');
  await db
    .update(payments)
    .set({ status: 'cancelled', failureReason: 'replaced by a new attempt' })
    .where(eq(payments.uuid, cases.unrecorded.transaction));

  // Deposit slip: accepted, then every part cancelled, nothing owed.
  const slipOrder = await guest.order('COD');
  const slipId = await release(db, slipOrder);
  await db.update(orders).set({ paymentMethod: 'DEPOSIT_SLIP', paymentStatus: 'paid' }).where(eq(orders.id, slipId));
  await db.insert(depositSlips).values({
    uuid: randomUUID(),
    orderId: slipId,
    customerId: 0,
    status: 'A',
    contentType: 'image/jpeg',
    bytes: Buffer.from([0xff, 0xd8, 0xff]),
    width: 1,
    height: 1,
    createdAt: new Date('2026-11-12T10:00:00+08:00'),
    reviewedAt: new Date('2026-11-12T11:00:00+08:00'),
  });
  cases.slip = { order: slipOrder, transaction: '' };

  // The range's edges: the last minutes of 30 November are in, the first of 1 December and October are not.
  cases.lastDay = await paidOrder();
  await startedAt(db, cases.lastDay.transaction, '2026-11-30T23:50:00+08:00');
  await release(db, cases.lastDay.order);
  cases.december = await paidOrder();
  await startedAt(db, cases.december.transaction, '2026-12-01T00:10:00+08:00');
  await release(db, cases.december.order);
  cases.october = await paidOrder();
  await startedAt(db, cases.october.transaction, '2026-10-31T23:50:00+08:00');
  await release(db, cases.october.order);
}, 120_000);
afterAll(() => t.close());

describe('GET /api/admin/payments/reconciliation', () => {
  it('lists each disagreement once, with its kind and why', async () => {
    const items = await listed(NOV);
    const only = (name: string) => {
      const found = ofOrder(items, cases[name]?.order as string);
      expect(found, name).toHaveLength(1);
      return found[0] as ReconciliationItem;
    };

    expect(only('released')).toMatchObject({
      kind: 'paid_but_released',
      reference: cases.released?.order.slice(0, 8).toUpperCase(),
      transaction_number: cases.released?.transaction,
      provider: 'sandbox',
      amount: 199,
      at: '2026-11-05T01:30:00.000Z',
    });
    expect(only('released').detail).toBe(
      'PHP 199.00 paid by GCash on the sandbox, but every part of the order is cancelled or expired, and no refund is owed for it.',
    );

    expect(only('late')).toMatchObject({ kind: 'paid_after_expiry', transaction_number: cases.late?.transaction });
    expect(only('late').detail).toContain('paid after the payment window closed: Lechon is sold out');
    expect(only('late').detail).toContain('2026-11-06T01:59:00.000Z');

    expect(only('twice')).toMatchObject({
      kind: 'paid_twice',
      transaction_number: cases.twiceSecond?.transaction,
      at: '2026-11-07T02:06:00.000Z',
    });
    expect(only('twice').detail).toContain(`after transaction ${cases.twice?.transaction} had paid the order`);

    expect(only('stuck')).toMatchObject({ kind: 'refund_pending', amount: 199 });
    expect(only('stuck').detail).toMatch(
      /still pending at the provider 3 day\(s\) after it was owed \(ref ref_sbx_stuck\)/,
    );
    expect(only('unsent')).toMatchObject({ kind: 'refund_pending' });
    expect(only('unsent').detail).toContain('not accepted by the provider yet (2 try/tries, next ');

    expect(only('failed')).toMatchObject({ kind: 'refund_failed', transaction_number: cases.failed?.transaction });
    expect(only('failed').detail).toBe(
      'Refund of PHP 199.00 (cancelled by the customer) through the sandbox failed: the e-wallet account is closed; refund it by hand and mark it done.',
    );
    expect(only('manual')).toMatchObject({ kind: 'refund_manual' });
    expect(only('manual').detail).toContain('(cancelled by the store)');

    expect(only('slip')).toMatchObject({
      kind: 'paid_but_released',
      transaction_number: null,
      provider: 'deposit_slip',
      amount: 199,
      at: '2026-11-12T03:00:00.000Z',
    });
    expect(only('lastDay').kind).toBe('paid_but_released');

    // Consistent orders, and those outside the range, are not listed; the provider is not asked.
    for (const name of ['consistent', 'refunded', 'fresh', 'unrecorded', 'december', 'october'])
      expect(ofOrder(items, cases[name]?.order as string), name).toEqual([]);
    // By kind, then time.
    expect(items.map((i) => i.kind)).toEqual([
      'paid_but_released',
      'paid_but_released',
      'paid_but_released',
      'paid_after_expiry',
      'paid_twice',
      'refund_pending',
      'refund_pending',
      'refund_failed',
      'refund_manual',
    ]);
    expect(items.slice(0, 3).map((i) => i.order_uuid)).toEqual([
      cases.released?.order,
      cases.slip?.order,
      cases.lastDay?.order,
    ]);
  });

  it('asks the providers when told: an attempt the sandbox took that we hold cancelled', async () => {
    const before = await t.database.db.select().from(payments);
    const items = await listed(`${NOV}&check_providers=true`);
    const found = ofOrder(items, cases.unrecorded?.order as string);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      kind: 'provider_paid_not_recorded',
      transaction_number: cases.unrecorded?.transaction,
      provider: 'sandbox',
      amount: 199,
    });
    expect(found[0]?.detail).toBe(
      'the sandbox says PHP 199.00 was paid, but we hold the attempt as cancelled (replaced by a new attempt).',
    );
    // Read-only: nothing was recorded.
    expect(await t.database.db.select().from(payments)).toEqual(before);
    expect((await stored(t, cases.unrecorded?.order as string)).attempts[0]?.status).toBe('cancelled');
  });

  it('filters by the Manila dates the payments were started on', async () => {
    const first = await listed('from=2026-11-05&to=2026-11-05');
    expect(first.map((i) => i.order_uuid)).toEqual([cases.released?.order]);
    const october = await listed('from=2026-10-01&to=2026-10-31');
    expect(october.map((i) => i.order_uuid)).toEqual([cases.october?.order]);
    const december = await listed('from=2026-12-01&to=2026-12-01');
    expect(december.map((i) => i.order_uuid)).toEqual([cases.december?.order]);
    expect(await listed('from=2026-09-01&to=2026-09-30')).toEqual([]);
  });

  it('refuses a range that is not one, and callers without the admin key', async () => {
    const get = (query: string, key = ADMIN_KEY) =>
      t.app.inject({ method: 'GET', url: `${RECONCILE}?${query}`, headers: { 'x-admin-key': key } });
    const refused = async (query: string, field: string, message: string) => {
      const res = await get(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors[field], query).toEqual([message]);
    };
    await refused('to=2026-11-30', 'from', RANGE_MESSAGES.date);
    await refused('from=2026-11-01', 'to', RANGE_MESSAGES.date);
    await refused('from=11/01/2026&to=2026-11-30', 'from', RANGE_MESSAGES.date);
    await refused('from=2026-02-30&to=2026-03-05', 'from', RANGE_MESSAGES.date);
    await refused('from=2026-11-30&to=2026-11-01', 'to', RANGE_MESSAGES.order);
    await refused('from=2026-01-01&to=2026-04-03', 'to', RANGE_MESSAGES.tooLong);
    await refused(`${NOV}&check_providers=maybe`, 'check_providers', "check_providers is 'true' or 'false'.");
    // 92 days exactly is one range.
    expect((await get('from=2026-01-01&to=2026-04-02')).statusCode).toBe(200);
    expect((await get(NOV, 'wrong-key')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${RECONCILE}?${NOV}` })).statusCode).toBe(401);
  });

  it('reads a refund pending by the clock it is given', async () => {
    // A day and a half from now, the fresh refund has waited too long too.
    const later = new Date(Date.now() + 1.5 * DAY);
    const items = await reconcilePayments(t.services, { from: '2026-11-03', to: '2026-11-03', now: later });
    expect(items.map((i) => [i.kind, i.order_uuid])).toEqual([['refund_pending', cases.fresh?.order]]);
  });
});

describe('npm run order -- reconcile', () => {
  let dataDir: string;

  const orderCommand = async (dir: string, env: Record<string, string>, ...args: string[]) => {
    const out: string[] = [];
    const code = await main(args, {
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', ...env },
      out: (line) => out.push(line),
      err: (line) => out.push(line),
    });
    return { code, out: out.join('\n') };
  };

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-reconcile-'));
    fs.writeFileSync(
      path.join(dataDir, 'storefront.lock'),
      JSON.stringify({ pid: process.ppid, role: 'server', port, adminKey: ADMIN_KEY }),
    );
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('prints one line per payment and the count, through the running server', async () => {
    const { code, out } = await orderCommand(dataDir, {}, 'reconcile', '--from', '2026-11-05', '--to', '2026-11-07');
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(
      `2026-11-05T01:30:00.000Z paid_but_released order ${cases.released?.order.slice(0, 8).toUpperCase()} (${cases.released?.order}) transaction ${cases.released?.transaction} [sandbox] PHP 199.00: PHP 199.00 paid by GCash on the sandbox, but every part of the order is cancelled or expired, and no refund is owed for it.`,
    );
    expect(lines[1]).toContain(' paid_after_expiry ');
    expect(lines[2]).toContain(' paid_twice ');
    expect(lines[3]).toBe('3 payment(s) to reconcile from 2026-11-05 to 2026-11-07 (through the running server)');
  });

  it('refuses a bad range before reaching anything, and names the usage', async () => {
    const bad = await orderCommand(dataDir, {}, 'reconcile', '--from', '2026-11-30', '--to', '2026-11-01');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain(RANGE_MESSAGES.order);
    const usage = await orderCommand(dataDir, {}, 'reconcile', '--from', '2026-11-30');
    expect(usage.code).toBe(2);
    expect(usage.out).toContain('npm run order -- reconcile --from <YYYY-MM-DD> --to <YYYY-MM-DD> [--check-providers]');
  });

  it('opens the database itself with no server running', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-reconcile-embedded-'));
    try {
      // Plays an earlier server run that left a paid, cancelled order in the embedded database.
      const database = await openDatabase({ dataDir: dir });
      await database.migrate();
      const { app, services } = await buildApp({
        database,
        webDist: '/nonexistent-web-dist',
        messages: { send: async () => {} },
        payments: { sandbox: true, paynamics: PAYNAMICS },
      });
      const saved = t;
      t = { ...t, app, services, database } as TestApp;
      try {
        const token = await loadPayShop(t);
        guest = shopperOf(t, token);
        const paid = await paidOrder();
        await startedAt(database.db, paid.transaction, '2026-11-15T10:00:00+08:00');
        await release(database.db, paid.order);
        cases.embedded = paid;
      } finally {
        await app.close();
        await database.close();
        t = saved;
      }
      const { code, out } = await orderCommand(
        dir,
        {},
        'reconcile',
        '--from',
        '2026-11-01',
        '--to',
        '2026-11-30',
        '--check-providers',
      );
      expect(code, out).toBe(0);
      const lines = out.split('\n');
      expect(lines[0]).toContain(` paid_but_released order ${cases.embedded?.order.slice(0, 8).toUpperCase()} `);
      expect(lines[1]).toBe('1 payment(s) to reconcile from 2026-11-01 to 2026-11-30, providers asked');
      const none = await orderCommand(dir, {}, 'reconcile', '--from', '2026-10-01', '--to', '2026-10-31');
      expect(none.out).toBe('Nothing to reconcile from 2026-10-01 to 2026-10-31');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
