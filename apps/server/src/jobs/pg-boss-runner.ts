/**
 * Jobs on PostgreSQL, through pg-boss 10 (docs/adr/0018-background-jobs.md). pg-boss keeps its queue in
 * its own schema (`pgboss`, created and migrated by pg-boss at start) of the server's database. Every
 * server instance may run one of these: a job is fetched by one worker only (SELECT … FOR UPDATE SKIP
 * LOCKED), and a schedule fires once across all of them (pg-boss checks cron from one instance at a
 * time and queues at most one run per schedule and minute). Each registered job is a queue with its
 * retry, back-off and time-out settings; retries, back-off and crashed runs (failed once their time-out
 * passes, then retried) are pg-boss's.
 */

import pg from 'pg';
import PgBoss from 'pg-boss';
import { safeError } from '../lib/log-privacy';
import { BaseRunner, type JobData, type JobDefinition, type JobLog, type SendOptions } from './runner';

export type PgBossRunnerOptions = {
  log: JobLog;
  /** The server's database. */
  url: string;
  /** How often an idle worker asks for a job; 2 s by default, at least 0.5 s. */
  pollIntervalMs?: number;
  /** How often schedules are looked at (pg-boss's cron monitor, 30 s by default); tests shorten it. */
  scheduleCheckSeconds?: number;
  /** Connections for the queue, apart from the server's pool; 4 by default. */
  poolSize?: number;
  schema?: string;
};

type Job = PgBoss.JobWithMetadata<JobData>;

/** The advisory lock instances take turns on while setting up (the migrations' is 727274). */
const SETUP_LOCK = 727275;

export class PgBossJobRunner extends BaseRunner {
  readonly driver = 'pg-boss';
  private readonly pool: pg.Pool;
  private readonly boss: PgBoss;
  private readonly schema: string;
  private readonly pollingIntervalSeconds: number;
  /** Runs under way in this process. */
  private readonly running = new Set<Promise<unknown>>();

  constructor(options: PgBossRunnerOptions) {
    super(options.log);
    this.schema = options.schema ?? 'pgboss';
    this.pollingIntervalSeconds = Math.max(options.pollIntervalMs ?? 2000, 500) / 1000;
    // pg-boss is given a pool of ours, so that a send with a singleton key can hold a transaction.
    this.pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 4,
      application_name: 'storefront-jobs',
    });
    this.pool.on('error', (error) => this.log.warn({ error: error.message }, 'an idle job queue connection failed'));
    const check = options.scheduleCheckSeconds;
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => this.pool.query(text, values) },
      schema: this.schema,
      pollingIntervalSeconds: this.pollingIntervalSeconds,
      ...(check ? { cronMonitorIntervalSeconds: check, cronWorkerIntervalSeconds: check } : {}),
    });
    // pg-boss reports its own failures (a lost connection while polling, …) here; unheard, they would crash.
    this.boss.on('error', (error: unknown) => {
      const message = (error as { message?: unknown } | undefined)?.message;
      this.log.warn({ error: safeError(new Error(String(message ?? error))).message }, 'job queue error');
    });
  }

  async send(name: string, data: JobData, options: SendOptions = {}): Promise<string | null> {
    this.definition(name);
    this.assertStarted(name);
    const sendOptions: PgBoss.SendOptions = options.startAfter ? { startAfter: options.startAfter } : {};
    const key = options.singletonKey;
    if (key === undefined) return this.boss.send(name, data, sendOptions);
    // pg-boss 10 dedupes by key only per time slot or per queue policy; "none waiting, retrying or
    // running" is checked here, with senders of the same name and key queued behind one lock.
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`${name}\n${key}`]);
      const unfinished = await client.query(
        `select 1 from ${this.schema}.job where name = $1 and singleton_key = $2 and state < 'completed' limit 1`,
        [name, key],
      );
      const id = unfinished.rowCount
        ? null
        : await this.boss.send(name, data, {
            ...sendOptions,
            singletonKey: key,
            db: { executeSql: (text, values) => client.query(text, values) },
          });
      await client.query('commit');
      return id;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async start(): Promise<void> {
    if (this.status !== 'new') throw new Error('the job runner was started already');
    this.status = 'starting';
    // Instances starting together (a cluster's workers) take turns: pg-boss creating the same queue
    // (a partition of its job table) in two sessions at once deadlocks.
    const lock = await this.pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
      await this.setUp();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => {});
      lock.release();
    }
    for (const definition of this.jobs.values())
      for (let i = 0; i < definition.concurrency; i++) {
        let workerId: string | undefined;
        workerId = await this.boss.work<JobData>(
          definition.name,
          { pollingIntervalSeconds: this.pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
          async (jobs) => {
            await this.work(definition, jobs);
            // A worker waits its interval even after a job; told, it asks again at once, so a backlog
            // drains without waiting, and only an empty queue is polled at the interval.
            if (workerId && this.status === 'started') this.boss.notifyWorker(workerId);
          },
        );
      }
    this.status = 'started';
    this.log.info({ jobs: [...this.jobs.keys()], schedules: [...this.schedules.keys()] }, 'job runner started');
  }

  /** pg-boss's schema, a queue per job with its settings, and the schedules. */
  private async setUp() {
    await this.boss.start();
    for (const definition of this.jobs.values()) {
      // Created once; updated at every start, so changed settings reach jobs sent from now on.
      const queue: PgBoss.Queue = {
        name: definition.name,
        policy: 'standard',
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: definition.timeoutSeconds,
      };
      await this.boss.createQueue(definition.name, queue);
      await this.boss.updateQueue(definition.name, queue);
    }
    // The schedules are what the code sets (an upsert: every instance sets the same); others are dropped.
    for (const existing of await this.boss.getSchedules())
      if (!this.schedules.has(existing.name)) await this.boss.unschedule(existing.name);
    for (const { name, cron, tz, data } of this.schedules.values()) await this.boss.schedule(name, cron, data, { tz });
  }

  async stop({ timeoutMs = 10_000 }: { timeoutMs?: number } = {}): Promise<void> {
    if (this.status === 'new' || this.status === 'stopping' || this.status === 'stopped') return;
    this.status = 'stopping';
    this.stopping.abort();
    try {
      // Waits for the runs under way; one still running at the time-out is failed, so it is retried.
      await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      await Promise.allSettled(this.running);
      // A worker's last fetch, or its run's completion, may still be on a connection: let it land.
      const deadline = Date.now() + 1_000;
      while ((this.running.size || this.pool.totalCount > this.pool.idleCount) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 25));
    } finally {
      await this.pool.end();
      this.status = 'stopped';
    }
  }

  private async work(definition: JobDefinition, jobs: Job[]): Promise<void> {
    const [job] = jobs;
    if (!job) return;
    const run = this.attempt(definition, job.data ?? {}, {
      id: job.id,
      attempt: job.retryCount + 1,
      willRetry: job.retryCount < job.retryLimit,
    });
    const tracked = run.catch(() => {});
    this.running.add(tracked);
    void tracked.finally(() => this.running.delete(tracked));
    // A failure reaches pg-boss as the scrubbed JobFailedError: that is what its job row keeps.
    await run;
  }
}
