/**
 * Several server processes on one machine (WEB_CONCURRENCY > 1, PostgreSQL only): the primary
 * migrates, loads the demo merchants and checks the payment providers once, then forks the workers,
 * which share the listening port (node:cluster hands connections round-robin) and are restarted when
 * one dies. Workers are the same stateless instances DESIGN §2 scales across machines; their
 * in-process caches are short-lived and checkout re-checks stock and slots in the database, so nothing
 * depends on which worker answers. Rate limits are shared only with REDIS_URL.
 */
import cluster from 'node:cluster';
import { createServices } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { prepareMerchants } from './flows/load-demo-merchants';

/** A pause before replacing a worker that died, so a crash at start-up does not spin. */
const RESTART_DELAY_MS = 1_000;

export async function runPrimary(config: Config & { databaseUrl: string }) {
  const database = await openDatabase({ url: config.databaseUrl, poolSize: 2 });
  await database.migrate();
  const refusal = await prepareMerchants(createServices(database, { payments: config.payments }), config.merchantsDir);
  await database.close();
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }

  let stopping = false;
  const running = new Set<number>();
  const fork = () => running.add(cluster.fork().id);
  cluster.on('exit', (worker, code, signal) => {
    running.delete(worker.id);
    if (stopping) {
      if (running.size === 0) process.exit(0);
      return;
    }
    console.error(`worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    setTimeout(fork, RESTART_DELAY_MS);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
  for (let i = 0; i < config.workers; i++) fork();
  console.log(`storefront: ${config.workers} workers on port ${config.port}`);
}
