import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireLock, DataDirBusyError, readLock } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A lock file as another live process (our parent) would leave it. */
const lockedByOther = (dir: string, info: object) =>
  fs.writeFileSync(path.join(dir, 'storefront.lock'), JSON.stringify({ pid: process.ppid, ...info }));

describe('the data directory lock', () => {
  it('refuses a second opener, naming the holder', () => {
    const dir = tempDir();
    lockedByOther(dir, { role: 'server', port: 8080, adminKey: 'k' });
    expect(() => acquireLock(dir, { role: 'cli' })).toThrow(DataDirBusyError);
    expect(() => acquireLock(dir, { role: 'cli' })).toThrow(`in use by a running server (process ${process.ppid})`);
    expect(readLock(dir)).toMatchObject({ role: 'server', port: 8080, adminKey: 'k' });
  });

  it('ignores a stale lock left by a process that is gone', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'storefront.lock'), JSON.stringify({ pid: 2 ** 22 + 12345, role: 'server' }));
    expect(readLock(dir)).toBeUndefined();
    const release = acquireLock(dir, { role: 'cli' });
    release();
    expect(fs.existsSync(path.join(dir, 'storefront.lock'))).toBe(false);
  });

  it('keeps the lock file private to its user', () => {
    const dir = tempDir();
    const release = acquireLock(dir, { role: 'server' });
    expect(fs.statSync(path.join(dir, 'storefront.lock')).mode & 0o077).toBe(0);
    release();
  });
});
