/**
 * PGlite lets one process open a data directory. Whoever opens it (the server, or the import command
 * when no server runs) holds this lock file; the other side reads it and either hands its work to the
 * server or refuses with a clear message — never opens the database a second time.
 */
import fs from 'node:fs';
import path from 'node:path';

export type LockInfo = { pid: number; port?: number; adminKey?: string; role: 'server' | 'cli' };

const lockPath = (dataDir: string) => path.join(dataDir, 'storefront.lock');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live holder of the lock, if any (a stale lock from a crashed process is ignored). */
export function readLock(dataDir: string): LockInfo | undefined {
  try {
    const info = JSON.parse(fs.readFileSync(lockPath(dataDir), 'utf8')) as LockInfo;
    return alive(info.pid) && info.pid !== process.pid ? info : undefined;
  } catch {
    return undefined;
  }
}

export class DataDirBusyError extends Error {}

/** Takes the lock or throws DataDirBusyError naming the holder. Returns a release function. */
export function acquireLock(dataDir: string, info: Omit<LockInfo, 'pid'>): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const holder = readLock(dataDir);
  if (holder)
    throw new DataDirBusyError(
      `The data directory ${dataDir} is in use by ${holder.role === 'server' ? 'a running server' : 'an import'} (process ${holder.pid}).`,
    );
  const file = lockPath(dataDir);
  fs.writeFileSync(file, JSON.stringify({ ...info, pid: process.pid }), { mode: 0o600 });
  return () => {
    try {
      const current = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
      if (current.pid === process.pid) fs.unlinkSync(file);
    } catch {
      // already gone
    }
  };
}

export function updateLock(dataDir: string, info: Omit<LockInfo, 'pid'>): void {
  fs.writeFileSync(lockPath(dataDir), JSON.stringify({ ...info, pid: process.pid }), { mode: 0o600 });
}
