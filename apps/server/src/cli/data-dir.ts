/**
 * What the operator commands (`npm run merchant`, `npm run order`, `npm run loyalty`) share: with the embedded database a
 * running server owns the data directory, so a command hands its work to that server over HTTP (with
 * the admin key from the lock file); with no server running, or with DATABASE_URL, it opens the
 * database itself under the same lock.
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createServices, type Services } from '../app';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { acquireLock, DataDirBusyError, type LockInfo, readLock } from '../lib/data-dir-lock';

/**
 * What a command reads and writes besides its arguments: its environment (settings through loadConfig)
 * and its two output streams, one line per call. The process's own unless a test hands it others.
 */
export type CommandIo = {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
};

export const PROCESS_IO: CommandIo = {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

/** The running server that owns the embedded database, if any; busy errors when it cannot take work now. */
export function runningServer(config: Config): LockInfo | undefined {
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
export async function withOwnDatabase<T>(config: Config, work: (services: Services) => Promise<T>): Promise<T> {
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

/**
 * Whether the module at `moduleUrl` is the one node was started with (`tsx src/cli/order.ts`, or the
 * bundle `node dist/merchant.js`) rather than imported, as the tests import a command's main.
 */
export function startedAsCommand(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return pathToFileURL(realpathSync(script)).href === moduleUrl;
  } catch {
    return false;
  }
}

/**
 * Runs a command's main on this process's arguments, environment and streams, and exits with its code
 * (1 on an unexpected error, printed).
 */
export function runCommand(main: (argv: string[], io: CommandIo) => Promise<number>) {
  main(process.argv.slice(2), PROCESS_IO).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/** A refusal to print: the server's (or an argument schema's) message and its field errors. */
export class Refused extends Error {
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(message);
  }
}

/**
 * The exit code of a command that failed the way a command can — refused, or the data directory busy —
 * after printing why; anything else is a fault and is thrown on.
 */
export function exitCodeOf(error: unknown, io: CommandIo): number {
  if (error instanceof Refused) {
    io.err(error.message);
    for (const problem of error.problems) if (problem !== error.message) io.err(`  ${problem}`);
    return 1;
  }
  if (error instanceof DataDirBusyError) {
    io.err(error.message);
    return 1;
  }
  throw error;
}
