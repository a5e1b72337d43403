/**
 * Boots the real app on a fresh database for one test file (call `close` in afterAll): in-memory PGlite by default, a
 * throwaway PostgreSQL database when TEST_DATABASE_URL is set (dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import type { MerchantConfigInput } from '@storefront/contracts/merchant-config';
import { eq } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { importMerchant } from '../src/flows/import-merchant';
import type { RateLimiter } from '../src/lib/rate-limiter';
import { productInventory, products } from '../src/modules/catalog/tables';
import type { Geocoder } from '../src/modules/geocoding/geocoder';
import type { OutgoingMessage } from '../src/modules/messages/message';
import type { PaymentsConfig } from '../src/modules/payments/service';

export const TINY_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#c00"/></svg>',
);
/** Every image a factory config names resolves to a small SVG that differs per path. */
export const svgFiles = async (p: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>${p}</title></svg>`);

export async function freshDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `sf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Dropping the database ends its connections: expected here, not worth a log line.
  const database = await openDatabase({ url: url.toString(), poolSize: 4, onIdleError: () => {} });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function testApp(
  options: {
    now?: () => Date;
    adminKey?: string;
    limiter?: RateLimiter;
    geocoder?: Geocoder;
    map?: { tileUrl: string; attribution: string };
    payments?: PaymentsConfig;
    trustProxy?: boolean;
    devRoutes?: boolean;
    /** Where the app logs (none by default), to check what a log line may hold. */
    logger?: FastifyServerOptions['logger'];
    /** A built web client to serve (none by default: pages show the not-built notice). */
    webDist?: string;
  } = {},
) {
  const { database, url, drop } = await freshDatabase();
  // Messages are kept here, so tests read the codes customers would receive.
  const sent: OutgoingMessage[] = [];
  const messages = { send: async (m: OutgoingMessage) => void sent.push(m) };
  const build = (db: Database) => buildApp({ database: db, webDist: '/nonexistent-web-dist', messages, ...options });
  const { app, services } = await build(database);
  await app.ready();
  const others: { app: typeof app; database: Database }[] = [];
  /**
   * On PostgreSQL, a second server instance on the same database (its own pool and caches, as another
   * process would have); undefined on PGlite, which has a single opener.
   */
  const anotherInstance = async () => {
    if (!url) return undefined;
    const second = await openDatabase({ url, poolSize: 4, onIdleError: () => {} });
    const built = await build(second);
    await built.app.ready();
    others.push({ app: built.app, database: second });
    // Wrapped: a Fastify instance is thenable, and an async function would await it.
    return { app: built.app, services: built.services };
  };
  const close = async () => {
    for (const other of others) {
      await other.app.close();
      await other.database.close();
    }
    await app.close();
    await drop();
  };
  /** The one-time code in the newest message sent to `to`. */
  const lastCode = (to: string): string => {
    const message = sent.findLast((m) => m.to === to);
    const code = message?.text.match(/\b\d{6}\b/)?.[0];
    if (!code) throw new Error(`no code was sent to ${to}`);
    return code;
  };
  return { app, services, database, databaseUrl: url, close, sent, lastCode, anotherInstance };
}

export type TestApp = Awaited<ReturnType<typeof testApp>>;

export async function loadMerchant(t: TestApp, config: MerchantConfigInput) {
  return importMerchant(t.services, config, svgFiles);
}

export async function tokenOf(t: TestApp, subdomain: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/merchant/token/customer-portal',
    payload: { subdomain },
  });
  return res.json().token;
}

/** A request helper that carries the merchant token. */
export function client(t: TestApp, token: string) {
  const headers = { 'x-merchant-token': token };
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers, payload }),
  };
}

/** Signs a new customer up through the real flow (code read from what was sent); returns the session token. */
export async function signUp(t: TestApp, merchantToken: string, mobile: string): Promise<string> {
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { 'x-merchant-token': merchantToken }, payload });
  const V3 = '/api/customer/api/v3/customer';
  const registration = (
    await post(`${V3}/register`, { firstname: 'Ana', lastname: 'Reyes', mobile_number: mobile })
  ).json();
  await post(`${V3}/otp`, { token: registration.token });
  const otp = t.lastCode(`+63${mobile.slice(1)}`);
  const verified = (await post(`${V3}/otp/verify/mobile/advance`, { mobile_number: mobile, otp })).json();
  const set = await post('/api/customer/customer/pin/set', { token: verified.token, pin: '4321', confirmPin: '4321' });
  return set.json().token;
}

/** A product's stock as stored (the inventory call's answer may be up to 5 s old, by design). */
export async function storedStock(t: TestApp, productUuid: string): Promise<number> {
  const [row] = await t.database.db
    .select({ stock: productInventory.stock })
    .from(productInventory)
    .innerJoin(products, eq(products.id, productInventory.productId))
    .where(eq(products.uuid, productUuid));
  return row?.stock as number;
}
