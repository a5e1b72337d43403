/** The job runner for the server's database: pg-boss on PostgreSQL, the embedded runner on PGlite. */
import type { Database } from '../db/client';
import { EmbeddedJobRunner } from './embedded-runner';
import { PgBossJobRunner } from './pg-boss-runner';
import type { JobLog } from './runner';

export type CreateJobRunnerOptions = {
  log: JobLog;
  /** The PostgreSQL connection string the database was opened with (required on PostgreSQL). */
  url?: string | undefined;
  /** How often idle workers look for due jobs (1 s embedded, 2 s pg-boss by default). */
  pollIntervalMs?: number;
  /** pg-boss: how often schedules are looked at (30 s by default). */
  scheduleCheckSeconds?: number;
  /** Embedded: the clock due times are read against. */
  now?: () => Date;
};

export function createJobRunner(
  database: Database,
  options: CreateJobRunnerOptions,
): EmbeddedJobRunner | PgBossJobRunner {
  const { log, url, pollIntervalMs, scheduleCheckSeconds, now } = options;
  if (database.driver === 'pglite') return new EmbeddedJobRunner(database.db, { log, pollIntervalMs, now });
  if (!url) throw new Error('the job runner needs the PostgreSQL connection string');
  return new PgBossJobRunner({ log, url, pollIntervalMs, scheduleCheckSeconds });
}
