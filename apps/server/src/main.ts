/** Starts the server: open and migrate the database, load demo merchants on first start, serve. */
import { randomBytes } from 'node:crypto';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { loadDemoMerchants } from './flows/load-demo-merchants';
import { acquireLock, DataDirBusyError, updateLock } from './lib/data-dir-lock';

async function main() {
  const config = loadConfig();
  const embedded = !config.databaseUrl;
  const adminKey = process.env.ADMIN_KEY ?? randomBytes(24).toString('base64url');

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
  const { app, services } = await buildApp({
    database,
    webDist: config.webDist,
    adminKey,
    production: config.production,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["x-merchant-token"]', 'req.headers["x-admin-key"]'],
    },
  });

  for (const loaded of await loadDemoMerchants(services, config.merchantsDir))
    app.log.info(loaded, `loaded demo merchant ${loaded.subdomain}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
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
  app.log.info(`storefront ready on http://localhost:${port}/ (${database.driver})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
