/**
 * One Drizzle schema over two drivers: embedded PGlite in DATA_DIR by default, PostgreSQL when
 * DATABASE_URL is set. Both speak PostgreSQL, so queries and migrations are the same.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import {
  type PgDatabase,
  type PgDialect,
  type PgQueryResultHKT,
  type PgSession,
  PgTransaction,
} from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { isRead, onceMoreIfConnectionLost } from './connection-loss';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema>;
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Db | Tx;

const preparedQueries = new WeakMap<object, Map<string, unknown>>();

/**
 * A hot query prepared once per database: Drizzle builds its SQL once, and PostgreSQL parses it once
 * per connection (building SQL per call was a large share of the checkout's CPU). Queries are run
 * through `db`, never an open transaction, so a transaction gets undefined and builds as usual.
 */
export function preparedOn<T>(db: Executor, name: string, prepare: (db: Db, name: string) => T): T | undefined {
  if (db instanceof PgTransaction) return undefined;
  let byName = preparedQueries.get(db);
  if (!byName) {
    byName = new Map();
    preparedQueries.set(db, byName);
  }
  if (!byName.has(name)) byName.set(name, prepare(db as Db, name));
  return byName.get(name) as T;
}

/**
 * `execute` for a raw statement whose text is one of a few (its values all parameters): run as a
 * statement named after its text, PostgreSQL parses it once per connection and soon plans it once too
 * (checkout's write: parsing and planning it was ~0.7 of its ~1 ms in the database). On a transaction
 * as well as the database. Never for text that varies with the values: each text stays prepared on
 * every connection it ran on. PGlite ignores the name.
 */
export function executeNamed(db: Executor, prefix: string, statement: SQL): Promise<unknown> {
  // Drizzle's public API names only its query builders' statements; its session names any.
  const session = db._.session as unknown as PgSession & { dialect: PgDialect };
  const query = session.dialect.sqlToQuery(statement);
  const name = `${prefix}_${createHash('sha1').update(query.sql).digest('base64url').slice(0, 16)}`;
  return session.prepareQuery(query, undefined, name, false).execute();
}

/**
 * A raw statement (its values placeholders) prepared once per database, answering its rows as the driver
 * reads them, named by the statement's column aliases: no Drizzle mapping of every field, which was most
 * of a hot read's CPU in Node. Like `preparedOn`, undefined on a transaction.
 */
export function preparedRows<T>(
  db: Executor,
  name: string,
  statement: () => SQL,
): ((values: Record<string, unknown>) => Promise<T[]>) | undefined {
  const prepared = preparedOn(db, name, (root, named) => {
    const session = root._.session as unknown as PgSession & { dialect: PgDialect };
    return session.prepareQuery(session.dialect.sqlToQuery(statement()), undefined, named, false);
  });
  return prepared && ((values) => rowsOf<T>(prepared.execute(values)));
}

/** The rows of a raw `execute` (both drivers answer `{ rows }`). */
export async function rowsOf<T>(result: Promise<unknown>): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const defaultIdleError = (error: Error) => console.error(`database: an idle connection failed: ${error.message}`);

export type DatabaseOptions = {
  /** Told when an idle pooled connection fails; logs by default. */
  onIdleError?: (error: Error) => void;
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; absent means in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
  migrationsDir?: string;
};

/**
 * Reads outside a transaction (the pool's own queries; a transaction runs on a client it checked out)
 * are asked once more when their connection was cut under them (connection-loss.ts).
 */
function retryReadsOnce(pool: pg.Pool) {
  type Query = (config: string | { text: string }, values?: unknown) => Promise<unknown>;
  const query = pool.query.bind(pool) as Query;
  const retrying: Query = (config, values) => {
    const text = typeof config === 'string' ? config : config.text;
    return isRead(text) ? onceMoreIfConnectionLost(() => query(config, values)) : query(config, values);
  };
  (pool as unknown as { query: Query }).query = retrying;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsDir ?? MIGRATIONS_DIR;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection can be cut (a database restart, a failover, a terminated backend). Without a
    // listener that error would crash the process; the pool replaces the connection on next use.
    pool.on('error', (error) => (options.onIdleError ?? defaultIdleError)(error));
    retryReadsOnce(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      async migrate() {
        // Several instances may start at once: one migrates, the others wait for it.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(727274)');
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock(727274)').catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  };
}
