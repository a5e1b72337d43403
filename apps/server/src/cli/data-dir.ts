/**
 * What the operator commands (`npm run merchant`, `npm run order`) share: with the embedded database a
 * running server owns the data directory, so a command hands its work to that server over HTTP (with
 * the admin key from the lock file); with no server running, or with DATABASE_URL, it opens the
 * database itself under the same lock.
 */
import { createServices, type Services } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { acquireLock, DataDirBusyError, type LockInfo, readLock } from '../lib/data-dir-lock';

/** The running server that owns the embedded database, if any; busy errors when it cannot take work now. */
export function runningServer(): LockInfo | undefined {
  const config = loadConfig();
  const server = config.databaseUrl ? undefined : readLock(config.dataDir);
  if (server?.role === 'cli')
    throw new DataDirBusyError(
      `Another command (process ${server.pid}) is using ${config.dataDir}; try again when it ends.`,
    );
  if (server && !server.port)
    throw new DataDirBusyError(`The server (process ${server.pid}) is starting; try again in a moment.`);
  return server;
}

/** Runs `work` on the database opened by this process (migrated), holding the data directory's lock. */
export async function withOwnDatabase<T>(work: (services: Services) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const release = config.databaseUrl ? () => {} : acquireLock(config.dataDir, { role: 'cli' });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    await database.migrate();
    // The same payment providers as the server: an import in production obeys the same rule.
    return await work(createServices(database, { payments: config.payments }));
  } finally {
    await database.close();
    release();
  }
}

/** Runs a command's main and exits with its code (1 on an unexpected error, printed). */
export function runCommand(main: (argv: string[]) => Promise<number>) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
