import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The embedded runner's queue (embedded-runner.ts): one row per job sent or fired by a schedule. Only
 * the embedded database uses it; on PostgreSQL pg-boss keeps its own tables in the `pgboss` schema.
 * A job runs when `state` is queued and `run_at` has come; a failed run goes back to queued with a
 * later `run_at` until its job's retries are spent. Finished rows are deleted a week after they finish.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: serial('id').primaryKey(),
    /** The registered job's name (`purge-special-discount-images`). */
    name: text('name').notNull(),
    /** What the handler is given: ids, never a customer's details. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    state: text('state', { enum: ['queued', 'running', 'completed', 'failed'] })
      .notNull()
      .default('queued'),
    /** When it is due (the first run, or the next try after a failure). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** Runs started so far. */
    attempts: integer('attempts').notNull().default(0),
    /** At most one unfinished job per name and key (send's `singletonKey`). */
    singletonKey: text('singleton_key'),
    /** The last failure's message (scrubbed of query parameters, as logs are). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // What the polling loop claims: due jobs of one name.
    index('background_jobs_due').on(t.name, t.runAt).where(sql`${t.state} = 'queued'`),
    uniqueIndex('background_jobs_singleton')
      .on(t.name, t.singletonKey)
      .where(sql`${t.singletonKey} is not null and ${t.state} in ('queued', 'running')`),
    index('background_jobs_finished').on(t.finishedAt).where(sql`${t.finishedAt} is not null`),
  ],
);

/**
 * A recurring job on the embedded database: fired when `next_run_at` has come, which then moves to the
 * cron's next time after now (a server that was down fires a missed schedule once, not once per miss).
 * Setting a schedule again with the same cron keeps `next_run_at`, so restarts neither skip nor repeat.
 */
export const backgroundJobSchedules = pgTable('background_job_schedules', {
  /** The job's name: one schedule per job, as pg-boss has it. */
  name: text('name').primaryKey(),
  cron: text('cron').notNull(),
  /** IANA zone the cron is read in. */
  timezone: text('timezone').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
