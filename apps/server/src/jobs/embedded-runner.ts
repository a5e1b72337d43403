/**
 * Jobs on the embedded database (PGlite): one process opens it (the data directory's lock), so one
 * runner works its queue, in-process, on the server's own connection. Jobs and schedules are rows of
 * `background_jobs` and `background_job_schedules` (tables.ts), so what was queued or due before a
 * restart runs after it. A polling loop fires due schedules and claims due jobs with an
 * UPDATE … RETURNING; a failed run is queued again with a doubling delay until its retries are spent.
 * Due times are read against an injectable clock (`now`), which tests move.
 */
import { and, asc, eq, inArray, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { nextCronTime } from './cron';
import {
  BaseRunner,
  type JobData,
  type JobDefinition,
  JobFailedError,
  type JobLog,
  retryDelayMs,
  type SendOptions,
} from './runner';
import { backgroundJobSchedules, backgroundJobs } from './tables';

/** Finished jobs are kept this long (to look into), then deleted. */
const KEEP_FINISHED_MS = 7 * 24 * 60 * 60 * 1000;
const CLEAN_EVERY_MS = 60 * 60 * 1000;

type JobRow = typeof backgroundJobs.$inferSelect;

export type EmbeddedRunnerOptions = {
  log: JobLog;
  /** How often the loop looks for due jobs and schedules; 1 s by default. */
  pollIntervalMs?: number;
  /** The clock due times are read against. */
  now?: () => Date;
};

export class EmbeddedJobRunner extends BaseRunner {
  readonly driver = 'embedded';
  private readonly now: () => Date;
  private readonly pollIntervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  /** The loop's pass under way, if any: passes never overlap. */
  private pass: Promise<void> | undefined;
  /** Runs under way, by job name. */
  private readonly running = new Map<string, Set<Promise<void>>>();
  private cleanedAt = 0;

  constructor(
    private readonly db: Db,
    options: EmbeddedRunnerOptions,
  ) {
    super(options.log);
    this.now = options.now ?? (() => new Date());
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
  }

  async send(name: string, data: JobData, options: SendOptions = {}): Promise<string | null> {
    this.definition(name);
    this.assertStarted(name);
    const now = this.now();
    const [row] = await this.db
      .insert(backgroundJobs)
      .values({
        name,
        data,
        runAt: options.startAfter ?? now,
        singletonKey: options.singletonKey ?? null,
        createdAt: now,
      })
      // Only the singleton index can conflict: a job of this name and key is waiting or running.
      .onConflictDoNothing()
      .returning({ id: backgroundJobs.id });
    return row ? String(row.id) : null;
  }

  async start(): Promise<void> {
    if (this.status !== 'new') throw new Error('the job runner was started already');
    this.status = 'starting';
    // The database has one opener, so a job still marked running was cut off by the last process's end.
    const cutOff = await this.db
      .update(backgroundJobs)
      .set({ state: 'queued' })
      .where(eq(backgroundJobs.state, 'running'))
      .returning({ id: backgroundJobs.id });
    if (cutOff.length) this.log.warn({ jobs: cutOff.length }, 'jobs cut off by the last stop will run again');
    // The schedules are what the code sets: one it no longer sets is dropped.
    const scheduled = [...this.schedules.keys()];
    await this.db
      .delete(backgroundJobSchedules)
      .where(scheduled.length ? notInArray(backgroundJobSchedules.name, scheduled) : undefined);
    for (const schedule of this.schedules.values()) await this.upsertSchedule(schedule);
    this.status = 'started';
    this.log.info({ jobs: [...this.jobs.keys()], schedules: [...this.schedules.keys()] }, 'job runner started');
    this.loop();
  }

  async stop({ timeoutMs = 10_000 }: { timeoutMs?: number } = {}): Promise<void> {
    if (this.status !== 'started') return;
    this.status = 'stopping';
    clearTimeout(this.timer);
    this.stopping.abort();
    let timer: NodeJS.Timeout | undefined;
    const waited = await Promise.race([
      (async () => {
        await this.pass;
        await this.settled();
        return true;
      })(),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    if (!waited) this.log.warn({}, 'jobs still running at stop; they will run again after the next start');
    this.status = 'stopped';
  }

  /**
   * One pass of the loop, then waits for the runs it started: fires due schedules, claims due jobs.
   * The loop calls it; tests call it after moving the clock.
   */
  async runDue(): Promise<void> {
    await this.nextPass();
    await this.settled();
  }

  /** Passes run one after another, never two at once. */
  private nextPass(): Promise<void> {
    const pass = (this.pass ?? Promise.resolve()).then(() => this.poll());
    this.pass = pass;
    return pass;
  }

  private loop() {
    if (this.status !== 'started') return;
    void this.nextPass().finally(() => {
      if (this.status !== 'started') return;
      this.timer = setTimeout(() => this.loop(), this.pollIntervalMs);
      this.timer.unref();
    });
  }

  private async poll(): Promise<void> {
    try {
      await this.fireSchedules();
      for (const definition of this.jobs.values()) await this.claim(definition);
      await this.clean();
    } catch (error) {
      // The database closed under us, or a query failed: the next pass tries again.
      this.log.warn({ error: error instanceof Error ? error.message : String(error) }, 'job polling failed');
    }
  }

  private async settled(): Promise<void> {
    const runs = [...this.running.values()].flatMap((set) => [...set]);
    await Promise.allSettled(runs);
  }

  private async upsertSchedule({ name, cron, tz, data }: { name: string; cron: string; tz: string; data: JobData }) {
    const now = this.now();
    const next = nextCronTime(cron, tz, now);
    const s = backgroundJobSchedules;
    await this.db
      .insert(s)
      .values({ name, cron, timezone: tz, data, nextRunAt: next, updatedAt: now })
      .onConflictDoUpdate({
        target: s.name,
        set: {
          cron,
          timezone: tz,
          data,
          updatedAt: now,
          // The same cron keeps its next time, so a restart neither skips nor repeats a run.
          nextRunAt: sql`case when ${s.cron} = ${cron} and ${s.timezone} = ${tz} then ${s.nextRunAt} else ${next.toISOString()}::timestamptz end`,
        },
      });
  }

  /** Each due schedule queues its job once and moves to its next time after now. */
  private async fireSchedules() {
    const now = this.now();
    const due = await this.db.select().from(backgroundJobSchedules).where(lte(backgroundJobSchedules.nextRunAt, now));
    for (const schedule of due) {
      if (!this.jobs.has(schedule.name)) continue;
      const next = nextCronTime(schedule.cron, schedule.timezone, now);
      await this.db.transaction(async (tx) => {
        const moved = await tx
          .update(backgroundJobSchedules)
          .set({ nextRunAt: next })
          .where(
            and(
              eq(backgroundJobSchedules.name, schedule.name),
              eq(backgroundJobSchedules.nextRunAt, schedule.nextRunAt),
            ),
          )
          .returning({ name: backgroundJobSchedules.name });
        if (!moved.length) return;
        await tx
          .insert(backgroundJobs)
          .values({ name: schedule.name, data: schedule.data, runAt: schedule.nextRunAt, createdAt: now });
      });
    }
  }

  /** Claims as many due jobs of one name as it has free slots, and starts them. */
  private async claim(definition: JobDefinition) {
    const runs = this.running.get(definition.name) ?? new Set();
    this.running.set(definition.name, runs);
    const free = definition.concurrency - runs.size;
    if (free <= 0 || this.status !== 'started') return;
    const now = this.now();
    const j = backgroundJobs;
    const due = this.db
      .select({ id: j.id })
      .from(j)
      .where(and(eq(j.state, 'queued'), eq(j.name, definition.name), lte(j.runAt, now)))
      .orderBy(asc(j.runAt), asc(j.id))
      .limit(free);
    const claimed = await this.db
      .update(j)
      .set({ state: 'running', attempts: sql`${j.attempts} + 1`, startedAt: now })
      .where(inArray(j.id, due))
      .returning();
    for (const row of claimed) {
      const run = this.execute(definition, row).finally(() => runs.delete(run));
      runs.add(run);
    }
  }

  private async execute(definition: JobDefinition, row: JobRow): Promise<void> {
    const willRetry = row.attempts <= definition.retryLimit;
    let failure: string | undefined;
    try {
      await this.attempt(definition, row.data, { id: String(row.id), attempt: row.attempts, willRetry });
    } catch (error) {
      failure = error instanceof JobFailedError ? `${error.name}: ${error.message}` : String(error);
    }
    const now = this.now();
    const outcome =
      failure === undefined
        ? { state: 'completed' as const, finishedAt: now, lastError: null }
        : willRetry
          ? { state: 'queued' as const, runAt: new Date(now.getTime() + retryDelayMs(definition, row.attempts)) }
          : { state: 'failed' as const, finishedAt: now };
    try {
      await this.db
        .update(backgroundJobs)
        .set({ ...outcome, ...(failure === undefined ? {} : { lastError: failure.slice(0, 2000) }) })
        .where(eq(backgroundJobs.id, row.id));
    } catch (error) {
      // Left marked running: the next start queues it again.
      this.log.warn(
        { job: definition.name, id: String(row.id), error: error instanceof Error ? error.message : String(error) },
        'a job outcome was not saved',
      );
    }
  }

  /** Deletes jobs finished over a week ago, once an hour. */
  private async clean() {
    const now = this.now().getTime();
    if (now - this.cleanedAt < CLEAN_EVERY_MS) return;
    this.cleanedAt = now;
    await this.db.delete(backgroundJobs).where(lt(backgroundJobs.finishedAt, new Date(now - KEEP_FINISHED_MS)));
  }
}
