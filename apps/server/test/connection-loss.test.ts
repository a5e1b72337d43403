/**
 * A database connection cut mid-query (a restart, a failover, a terminated backend) must not reach
 * the customer as a 500: reads and the checkout statement are tried once more on a fresh connection.
 * PostgreSQL only: PGlite has no connections to cut.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableUuid } from '../src/lib/uuid';
import { branch, hours, merchantConfig, product } from './factories';
import { loadMerchant, signUp, type TestApp, testApp, tokenOf } from './helpers';
import { shopperOf } from './support/shopper';

const id = (name: string) => stableUuid(`cutshop/${name}`);
const MAKATI = id('branch/makati');
const BURGER = id('product/burger');

describe.skipIf(!process.env.TEST_DATABASE_URL)('a connection cut mid-query', () => {
  let t: TestApp;
  let token: string;
  let session: string;
  let admin: pg.Client;

  beforeAll(async () => {
    t = await testApp({ now: () => new Date('2026-11-23T10:00:00+08:00') });
    await loadMerchant(
      t,
      merchantConfig({
        subdomain: 'cutshop',
        branches: [branch('makati', { name: 'Makati', store_hours: hours('08:00', '22:00') })],
        products: [product('burger', { name: 'Burger', price: 100 })],
      }),
    );
    token = await tokenOf(t, 'cutshop');
    session = await signUp(t, token, '09171230001');
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  /** Cuts every connection of the test database at once, as a restart or failover does. */
  async function cutConnections(): Promise<number> {
    const database = new URL(t.databaseUrl as string).pathname.slice(1);
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return rowCount ?? 0;
  }

  it('answers reads and checkouts without a 5xx', async () => {
    const headers = { 'x-merchant-token': token, authorization: `Bearer ${session}` };
    const profile = () => t.app.inject({ method: 'GET', url: '/api/customer/customer/profile', headers });
    expect((await profile()).statusCode).toBe(200);
    const shoppers = Array.from({ length: 20 }, () => shopperOf(t.app, token, { branch: MAKATI }));
    for (const s of shoppers) await s.add(BURGER);

    // Each round cuts the connections once while its requests are in flight.
    const statuses: number[] = [];
    let cuts = 0;
    for (let round = 0; round < 10; round++) {
      const replies = Promise.all([
        ...Array.from({ length: 20 }, profile),
        shoppers[round * 2]?.checkout() ?? profile(),
        shoppers[round * 2 + 1]?.checkout() ?? profile(),
      ]);
      await sleep(round % 3);
      cuts += await cutConnections();
      statuses.push(...(await replies).map((r) => r.statusCode));
    }
    expect(cuts).toBeGreaterThan(0);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBe(statuses.length);
  });
});
