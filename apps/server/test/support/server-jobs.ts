/**
 * The server's jobs (jobs/server-jobs.ts) on an embedded runner that the test moves by hand
 * (`runner.runDue()`) on its own clock, keeping the runner's log lines ('info job <name> done {…}') and
 * reading back the cron each job was scheduled with.
 */
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { backgroundJobSchedules } from '../../src/db/schema';
import { EmbeddedJobRunner } from '../../src/jobs/embedded-runner';
import { registerServerJobs } from '../../src/jobs/server-jobs';
import type { TestApp } from '../helpers';

export async function startServerJobs(t: TestApp, now: () => Date) {
  const lines: string[] = [];
  const log = (level: string) => (fields: object, message: string) =>
    void lines.push(`${level} ${message} ${JSON.stringify(fields)}`);
  const runner = new EmbeddedJobRunner(t.database.db, {
    log: { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') },
    now,
    // Never by itself: the test calls runDue.
    pollIntervalMs: 3_600_000,
  });
  registerServerJobs(runner, { db: t.database.db, config: loadConfig({}), services: t.services, now });
  await runner.start();
  const cronsOf = async (name: string) =>
    t.database.db
      .select({ cron: backgroundJobSchedules.cron })
      .from(backgroundJobSchedules)
      .where(eq(backgroundJobSchedules.name, name));
  return { runner, lines, cronsOf };
}
