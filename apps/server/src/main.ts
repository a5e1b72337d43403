/**
 * Starts the server: open and migrate the database, load demo merchants on first start, check every
 * merchant's payment methods have a provider (production), start the background jobs, serve.
 */
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import v8 from 'node:v8';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { runPrimary } from './cluster';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareMerchants } from './flows/load-demo-merchants';
import { createJobRunner } from './jobs/create-runner';
import { registerServerJobs } from './jobs/server-jobs';
import { acquireLock, DataDirBusyError, updateLock } from './lib/data-dir-lock';
import { LOG_SERIALIZERS, REDACTED_PATHS } from './lib/log-privacy';
import { memoryRateLimiter, redisRateLimiter } from './lib/rate-limiter';
import { createGeocoder } from './modules/geocoding/service';
import { createMessageSender } from './modules/messages/service';

// V8 sends objects straight to the old generation when their allocation site's objects have been
// outliving young collections. A chain's products pages are answered slowly for their first seconds (each
// branch's listing loaded on its first page), which marks the pages' response objects long-lived for
// good: under the scale benchmark's uncached load the server then grew to ~440 MB between full
// collections, against ~270 MB without it, at the same throughput (ADR 0029).
v8.setFlagsFromString('--no-allocation-site-pretenuring');

async function main() {
  const config = loadConfig();
  if (
    config.production &&
    (config.messages.email.transport === 'outbox' || config.messages.sms.transport === 'outbox')
  ) {
    console.error(
      'In production, customers must receive their one-time codes: set MESSAGES_EMAIL=smtp (with SMTP_URL) and MESSAGES_SMS=http (with SMS_GATEWAY_TOKEN).',
    );
    process.exit(1);
  }
  const embedded = !config.databaseUrl;
  if (config.workers > 1 && cluster.isPrimary) {
    if (config.databaseUrl) return runPrimary({ ...config, databaseUrl: config.databaseUrl });
    // An embedded database has one opener: one process.
    console.warn('WEB_CONCURRENCY needs DATABASE_URL (PostgreSQL); starting one process.');
  }
  const adminKey = config.adminKey ?? randomBytes(24).toString('base64url');

  let release = () => {};
  if (embedded) {
    try {
      release = acquireLock(config.dataDir, { role: 'server' });
    } catch (error) {
      if (error instanceof DataDirBusyError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }

  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 20 });
  await database.migrate();
  const limiter = config.redisUrl ? redisRateLimiter(new Redis(config.redisUrl)) : memoryRateLimiter();
  const geocoder = createGeocoder(config.geocoderUrl);
  const { app, services } = await buildApp({
    database,
    messages: createMessageSender(config, database.db),
    limiter,
    geocoder,
    map: config.map,
    payments: config.payments,
    catalogCacheMs: config.catalogCacheMs,
    devRoutes: !config.production,
    trustProxy: config.trustProxy,
    webDist: config.webDist,
    adminKey,
    production: config.production,
    logger: {
      level: config.logLevel,
      // No customer's name, number or e-mail in the logs (lib/log-privacy.ts).
      redact: REDACTED_PATHS,
      serializers: LOG_SERIALIZERS,
    },
  });

  // In a cluster the primary did this before forking.
  if (cluster.isPrimary) {
    const refusal = await prepareMerchants(services, config.merchantsDir, (loaded) =>
      app.log.info(loaded, `loaded demo merchant ${loaded.subdomain}`),
    );
    if (refusal) {
      console.error(refusal);
      await database.close();
      release();
      process.exit(1);
    }
  }

  // Background jobs (jobs/README.md): once the schema is migrated and the app built. In a cluster every
  // worker runs one; pg-boss runs each job once across them, and setting the schedules is idempotent.
  const jobs = createJobRunner(database, { url: config.databaseUrl, log: app.log.child({ component: 'jobs' }) });
  registerServerJobs(jobs, { db: database.db, config, services });
  await jobs.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests and jobs in flight');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await Promise.all([app.close(), jobs.stop({ timeoutMs: 8_000 })]);
    await limiter.close();
    await database.close();
    release();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number }).port;
  if (embedded) updateLock(config.dataDir, { role: 'server', port, adminKey });
  app.log.info(`storefront ready on http://localhost:${port}/ (${database.driver}, process ${process.pid})`);
  // The offline gazetteer's data, read now rather than by the first customer to search an address (it
  // took 9 s on a busy machine). A failure is only logged: the first search tries again.
  geocoder.warm?.().catch((err: unknown) => app.log.warn({ err }, 'the gazetteer could not be loaded ahead'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
