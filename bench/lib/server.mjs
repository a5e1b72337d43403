// Starts the built server (apps/server/dist/main.js) for a benchmark, and a throwaway PostgreSQL database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const PG_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A number from `--name value` on the command line, else the fallback. */
export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

/** The text of `--name value` on the command line, else the fallback. */
export const argText = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};

/** The built bundle the benchmarks run: BENCH_SERVER_ENTRY names another than apps/server/dist/main.js. */
export const serverEntry = () => process.env.BENCH_SERVER_ENTRY ?? path.join(root, 'apps/server/dist/main.js');

/** Resident memory of a process in MB (VmRSS in /proc/<pid>/status; Linux only), or null. */
export function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

async function waitForHealth(port, child) {
  // Every 50 ms, so a start's time (bench/scale.mjs) is not rounded up to the next poll by much.
  for (let i = 0; i < 2400; i++) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server on ${port} did not start`);
}

/**
 * Runs the built server on `port` with extra environment; resolves to a function that stops it, which
 * also carries the server's process id (`stop.pid`, for its memory) and how long it took to answer
 * /healthz after being spawned (`stop.startMs`).
 */
export async function startServer(port, env) {
  // BENCH_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server under the load.
  const nodeFlags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  // BENCH_SERVER_ENTRY runs another bundle (one built beside dist/, say, while dist/ is in use).
  const entry = serverEntry();
  const spawned = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, entry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(port, child);
  const startMs = performance.now() - spawned;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return Object.assign(stop, { pid: child.pid, startMs });
}

/** Creates a database of its own on the PostgreSQL server; returns its URL and a function that drops it. */
export async function throwawayDatabase() {
  const name = `sf_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The merchant token and JSON headers for calls to a running server. */
export async function merchantHeaders(base, subdomain) {
  const { token } = await (
    await fetch(`${base}/api/merchant/token/customer-portal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subdomain }),
    })
  ).json();
  return { 'content-type': 'application/json', 'x-merchant-token': token };
}
