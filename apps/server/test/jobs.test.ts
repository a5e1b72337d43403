/**
 * The job runner on the driver under test: the embedded runner on PGlite (a fake clock moves due times),
 * pg-boss on PostgreSQL with TEST_DATABASE_URL (short polling, real waits). One database per file;
 * each test uses job names of its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, rowsOf } from '../src/db/client';
import { backgroundJobs } from '../src/db/schema';
import { createJobRunner } from '../src/jobs/create-runner';
import { EmbeddedJobRunner } from '../src/jobs/embedded-runner';
import type { JobLog, JobRunner } from '../src/jobs/runner';
import { freshDatabase } from './helpers';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  fresh = await freshDatabase();
});
afterAll(async () => {
  await fresh?.drop();
});

const started: JobRunner[] = [];
afterEach(async () => {
  for (const runner of started.splice(0)) await runner.stop({ timeoutMs: 2_000 });
});

type Line = { level: string; fields: object; message: string };

function recordingLog(): { log: JobLog; lines: Line[] } {
  const lines: Line[] = [];
  const at = (level: string) => (fields: object, message: string) => void lines.push({ level, fields, message });
  return { lines, log: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') } };
}

/** A clock tests move by hand (the embedded runner reads due times against it). */
function fakeClock(start = Date.parse('2026-03-02T10:05:00Z')) {
  let t = start;
  return {
    now: () => new Date(t),
    advance: (ms: number) => {
      t += ms;
    },
    set: (iso: string) => {
      t = Date.parse(iso);
    },
  };
}

function runnerOn(database: Database, options: { now?: () => Date; log?: JobLog; url?: string } = {}) {
  const runner = createJobRunner(database, {
    url: options.url ?? fresh.url,
    log: options.log ?? recordingLog().log,
    pollIntervalMs: onPostgres ? 500 : 50,
    scheduleCheckSeconds: 1,
    now: options.now,
  });
  started.push(runner);
  return runner;
}

const runner = (options: { now?: () => Date; log?: JobLog } = {}) => runnerOn(fresh.database, options);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = <T>(read: () => T) => expect.poll(read, { timeout: 15_000, interval: 50 });

/** The embedded runner's one pass (due schedules and jobs, waiting for the runs); pg-boss polls by itself. */
async function pass(r: JobRunner) {
  if (r instanceof EmbeddedJobRunner) await r.runDue();
}

describe(`the job runner (${onPostgres ? 'pg-boss on PostgreSQL' : 'embedded, on PGlite'})`, () => {
  it('runs a sent job once, with its data', async () => {
    const r = runner();
    const runs: unknown[] = [];
    r.register('greet', async (data) => void runs.push(data));
    await r.start();
    const id = await r.send('greet', { orderId: 7 });
    expect(id).toEqual(expect.any(String));
    await until(() => runs.length).toBe(1);
    await sleep(onPostgres ? 1_500 : 200);
    await pass(r);
    expect(runs).toEqual([{ orderId: 7 }]);
  });

  it('refuses to send a job it does not know, or before it starts', async () => {
    const r = runner();
    r.register('known', async () => {});
    await expect(r.send('known', {})).rejects.toThrow('not running');
    await r.start();
    await expect(r.send('unknown', {})).rejects.toThrow('not registered');
    expect(() => r.register('late', async () => {})).toThrow('before the runner starts');
  });

  it('runs a job with a start time only once it is due', async () => {
    if (onPostgres) {
      const r = runner();
      const ranAt: number[] = [];
      r.register('later', async () => void ranAt.push(Date.now()));
      await r.start();
      const due = Date.now() + 3_000;
      await r.send('later', {}, { startAfter: new Date(due) });
      await sleep(1_500);
      expect(ranAt).toEqual([]);
      await until(() => ranAt.length).toBe(1);
      expect(ranAt[0]).toBeGreaterThanOrEqual(due - 50);
      return;
    }
    const clock = fakeClock();
    const r = runner({ now: clock.now });
    let runs = 0;
    r.register('later', async () => void runs++);
    await r.start();
    await r.send('later', {}, { startAfter: new Date(clock.now().getTime() + HOUR) });
    await pass(r);
    clock.advance(59 * MINUTE);
    await pass(r);
    expect(runs).toBe(0);
    clock.advance(MINUTE);
    await pass(r);
    expect(runs).toBe(1);
    clock.advance(HOUR);
    await pass(r);
    expect(runs).toBe(1);
  });

  it('retries a failing job after a delay, then it succeeds; the log holds no job data', async () => {
    const clock = fakeClock();
    const { log, lines } = recordingLog();
    const r = runner({ now: onPostgres ? undefined : clock.now, log });
    const attempts: number[] = [];
    r.register(
      'flaky',
      async (_data, job) => {
        attempts.push(job.attempt);
        if (job.attempt === 1) throw new Error('the gateway is down');
      },
      { retryDelaySeconds: 1 },
    );
    await r.start();
    await r.send('flaky', { mobile: '09171234567' });
    if (onPostgres) {
      await until(() => attempts).toEqual([1, 2]);
    } else {
      await pass(r);
      expect(attempts).toEqual([1]);
      await pass(r);
      expect(attempts).toEqual([1]); // not before the delay
      clock.advance(1_000);
      await pass(r);
      expect(attempts).toEqual([1, 2]);
      const [row] = await fresh.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.name, 'flaky'));
      expect(row).toMatchObject({ state: 'completed', attempts: 2, lastError: null });
    }
    await until(() => lines.filter((l) => l.level === 'debug' && l.message === 'job flaky done').length).toBe(1);
    const warned = lines.filter((l) => l.level === 'warn');
    expect(warned).toEqual([
      {
        level: 'warn',
        message: 'job flaky failed; it will be retried',
        fields: expect.objectContaining({
          job: 'flaky',
          attempt: 1,
          error: expect.objectContaining({ message: 'the gateway is down' }),
        }),
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('09171234567');
  });

  it('gives up after its retries, and says so in the log', async () => {
    const clock = fakeClock();
    const { log, lines } = recordingLog();
    const r = runner({ now: onPostgres ? undefined : clock.now, log });
    const attempts: number[] = [];
    r.register(
      'doomed',
      async (_data, job) => {
        attempts.push(job.attempt);
        throw new Error('still down');
      },
      { retryLimit: 1, retryDelaySeconds: 1 },
    );
    await r.start();
    await r.send('doomed', {});
    if (!onPostgres) {
      await pass(r);
      clock.advance(1_000);
      await pass(r);
      clock.advance(HOUR);
      await pass(r);
      const [row] = await fresh.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.name, 'doomed'));
      expect(row).toMatchObject({ state: 'failed', attempts: 2, lastError: 'Error: still down' });
    }
    await until(() => lines.filter((l) => l.level === 'error').map((l) => l.message)).toEqual([
      'job doomed failed for good after 2 runs',
    ]);
    await sleep(onPostgres ? 3_000 : 0);
    expect(attempts).toEqual([1, 2]);
  });

  it('queues a job once per singleton key while one is waiting or running', async () => {
    const clock = fakeClock();
    const r = runner({ now: onPostgres ? undefined : clock.now });
    const runs: unknown[] = [];
    r.register('expire-window', async (data) => void runs.push(data));
    await r.start();
    const later = new Date((onPostgres ? Date.now() : clock.now().getTime()) + 2_000);
    const sends = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        r.send('expire-window', { orderId: 1, i }, { singletonKey: 'order-1', startAfter: later }),
      ),
    );
    expect(sends.filter((id) => id !== null)).toHaveLength(1);
    expect(await r.send('expire-window', { orderId: 2 }, { singletonKey: 'order-2', startAfter: later })).toEqual(
      expect.any(String),
    );
    if (onPostgres) await sleep(2_000);
    else clock.advance(2_000);
    await pass(r);
    await until(() => runs.length).toBe(2);
    // Done: the key may be used again.
    expect(await r.send('expire-window', { orderId: 1, again: true }, { singletonKey: 'order-1' })).toEqual(
      expect.any(String),
    );
    await pass(r);
    await until(() => runs.length).toBe(3);
  });

  it('waits at stop for the runs under way, telling them through their signal', async () => {
    const r = runner();
    const seen: { aborted: boolean }[] = [];
    let running = false;
    r.register('slow', async (_data, job) => {
      running = true;
      await sleep(400);
      seen.push({ aborted: job.signal.aborted });
    });
    await r.start();
    await r.send('slow', {});
    await until(() => running).toBe(true);
    await r.stop({ timeoutMs: 5_000 });
    expect(seen).toEqual([{ aborted: true }]);
  });

  it('runs a job queued before a stop once a new runner starts on the same database', async () => {
    if (onPostgres) {
      const first = runner();
      const byFirst: unknown[] = [];
      first.register('survivor', async (data) => void byFirst.push(data));
      await first.start();
      await first.send('survivor', { orderId: 9 }, { startAfter: new Date(Date.now() + 1_500) });
      await first.stop();
      const second = runnerOn(fresh.database);
      const bySecond: unknown[] = [];
      second.register('survivor', async (data) => void bySecond.push(data));
      await second.start();
      await until(() => bySecond).toEqual([{ orderId: 9 }]);
      expect(byFirst).toEqual([]);
      return;
    }
    // A real restart: the database in a data directory, closed and opened again.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-jobs-'));
    try {
      const clock = fakeClock();
      let database = await openDatabase({ dataDir });
      await database.migrate();
      const first = runnerOn(database, { now: clock.now });
      first.register('survivor', async () => {});
      await first.start();
      await first.send('survivor', { orderId: 9 }, { startAfter: new Date(clock.now().getTime() + HOUR) });
      const cut = await first.send('survivor', { orderId: 10 }, { startAfter: new Date(clock.now().getTime() + HOUR) });
      await first.stop();
      // As if the process had died in the middle of this one's run.
      await database.db
        .update(backgroundJobs)
        .set({ state: 'running', attempts: 1, runAt: clock.now() })
        .where(eq(backgroundJobs.id, Number(cut)));
      await database.close();

      database = await openDatabase({ dataDir });
      const log = recordingLog();
      const second = runnerOn(database, { now: clock.now, log: log.log });
      const runs: { data: unknown; attempt: number }[] = [];
      second.register('survivor', async (data, job) => void runs.push({ data, attempt: job.attempt }), {
        concurrency: 2,
      });
      await second.start();
      expect(log.lines.map((l) => l.message)).toContain('jobs cut off by the last stop will run again');
      await pass(second);
      expect(runs).toEqual([{ data: { orderId: 10 }, attempt: 2 }]);
      clock.advance(HOUR);
      await pass(second);
      expect(runs.map((r) => r.data)).toEqual([{ orderId: 10 }, { orderId: 9 }]);
      await second.stop();
      await database.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(onPostgres)('fires a schedule at its time, once, and keeps its next time across restarts', async () => {
    const clock = fakeClock(Date.parse('2026-03-02T10:05:00Z'));
    const fires: string[] = [];
    const make = () => {
      const r = runner({ now: clock.now });
      r.register('hourly', async () => void fires.push(clock.now().toISOString()));
      r.schedule('hourly', '0 * * * *');
      return r;
    };
    const first = make();
    await first.start();
    await pass(first);
    expect(fires).toEqual([]);
    clock.set('2026-03-02T11:00:30Z');
    await pass(first);
    await pass(first);
    expect(fires).toEqual(['2026-03-02T11:00:30.000Z']);
    await first.stop();

    // Setting the same schedule again at the next start keeps 12:00 as its next time.
    const second = make();
    await second.start();
    await pass(second);
    expect(fires).toHaveLength(1);
    clock.set('2026-03-02T12:00:00Z');
    await pass(second);
    expect(fires).toHaveLength(2);
    // Down for five hours: the missed runs make one, not five.
    clock.set('2026-03-02T17:30:00Z');
    await pass(second);
    await pass(second);
    expect(fires).toHaveLength(3);
    await second.stop();

    // A start whose code no longer sets the schedule drops it.
    const third = runner({ now: clock.now });
    third.register('hourly', async () => void fires.push('unscheduled'));
    await third.start();
    clock.set('2026-03-02T19:00:00Z');
    await pass(third);
    expect(fires).toHaveLength(3);
  });

  it.skipIf(!onPostgres)('runs 30 jobs sent at once across two runners, each exactly once', async () => {
    const ran: { n: number; by: string }[] = [];
    const make = (by: string) => {
      const r = runnerOn(fresh.database);
      r.register(
        'count',
        async (data) => {
          await sleep(20);
          ran.push({ n: data.n as number, by });
        },
        { concurrency: 2 },
      );
      return r;
    };
    const a = make('a');
    const b = make('b');
    await Promise.all([a.start(), b.start()]);
    await Promise.all(Array.from({ length: 30 }, (_, n) => (n % 2 ? a : b).send('count', { n })));
    await until(() => ran.length).toBe(30);
    await sleep(1_500);
    expect(ran.map((r) => r.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    expect(new Set(ran.map((r) => r.by))).toEqual(new Set(['a', 'b']));
  });

  it.skipIf(!onPostgres)('fires a schedule set by two runners once across both', async () => {
    // pg-boss fires a cron at most once a minute: keep the test inside one minute.
    const second = new Date().getSeconds();
    if (second > 45) await sleep((61 - second) * 1000);
    const fires: string[] = [];
    const make = (by: string) => {
      const r = runnerOn(fresh.database);
      r.register('every-minute', async () => void fires.push(by));
      r.schedule('every-minute', '* * * * *');
      return r;
    };
    const a = make('a');
    const b = make('b');
    await Promise.all([a.start(), b.start()]);
    await until(() => fires.length).toBe(1);
    await sleep(3_000);
    expect(fires).toHaveLength(1);
    const schedules = await rowsOf<{ name: string; cron: string }>(
      fresh.database.db.execute(sql`select name, cron from pgboss.schedule`),
    );
    expect(schedules).toEqual([{ name: 'every-minute', cron: '* * * * *' }]);
  });
});
