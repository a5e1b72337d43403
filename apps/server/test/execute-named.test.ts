import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, executeNamed, rowsOf } from '../src/db/client';
import { freshDatabase } from './helpers';

let database: Database;
let drop: () => Promise<void>;
let onPostgres = false;

beforeAll(async () => {
  const fresh = await freshDatabase();
  database = fresh.database;
  drop = fresh.drop;
  onPostgres = fresh.url !== undefined;
});
afterAll(() => drop());

const plusOne = (n: number) => sql`select ${n}::int + 1 as v`;
const timesTwo = (n: number) => sql`select ${n}::int * 2 as v`;

describe('executeNamed', () => {
  it('answers each call with its own values, on the database and in a transaction', async () => {
    const { db } = database;
    const answers = await Promise.all(
      [1, 2, 3, 40].map(async (n) => rowsOf<{ v: number }>(executeNamed(db, 'probe', plusOne(n)))),
    );
    expect(answers).toEqual([[{ v: 2 }], [{ v: 3 }], [{ v: 4 }], [{ v: 41 }]]);
    // Another text under the same prefix is another statement, not the first one's plan.
    expect(await rowsOf(executeNamed(db, 'probe', timesTwo(21)))).toEqual([{ v: 42 }]);
    const inTransaction = await db.transaction(async (tx) => [
      await rowsOf(executeNamed(tx, 'probe', plusOne(9))),
      await rowsOf(executeNamed(tx, 'probe', timesTwo(9))),
    ]);
    expect(inTransaction).toEqual([[{ v: 10 }], [{ v: 18 }]]);
  });

  it('leaves PostgreSQL one prepared statement per text on the connection', async (context) => {
    if (!onPostgres) return context.skip();
    const names = await database.db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) await executeNamed(tx, 'probe', plusOne(n));
      await executeNamed(tx, 'probe', timesTwo(1));
      return rowsOf<{ name: string; statement: string }>(
        tx.execute(
          sql`select name, statement from pg_prepared_statements where name like 'probe\\_%' order by statement`,
        ),
      );
    });
    expect(names.map((r) => r.statement)).toEqual(['select $1::int * 2 as v', 'select $1::int + 1 as v']);
    expect(names[0]?.name).not.toBe(names[1]?.name);
  });
});
