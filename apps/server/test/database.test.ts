import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('the PostgreSQL pool', () => {
  it('survives an idle connection being cut, and serves the next query', async () => {
    const name = `sf_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    const failures: Error[] = [];
    const database = await openDatabase({ url: url.toString(), poolSize: 2, onIdleError: (e) => failures.push(e) });
    try {
      await database.db.execute(sql`select 1`);
      // What a database restart or failover does to an idle pooled connection.
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await new Promise((r) => setTimeout(r, 200));
      expect(failures.map((e) => e.message)).toEqual([expect.stringContaining('terminating connection')]);
      const result = (await database.db.execute(sql`select 2 as two`)) as unknown as { rows: unknown[] };
      expect(result.rows).toEqual([{ two: 2 }]);
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
