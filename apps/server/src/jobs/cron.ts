/**
 * Cron times for the embedded runner. pg-boss reads its schedules with cron-parser; this loads the very
 * copy pg-boss depends on, so a cron means the same on both drivers and no second cron library is added.
 */
import { createRequire } from 'node:module';
import type * as CronParser from 'cron-parser';

const requireFromPgBoss = createRequire(createRequire(import.meta.url).resolve('pg-boss'));
const cronParser = requireFromPgBoss('cron-parser') as typeof CronParser;

/** Throws on a cron pg-boss would refuse (five fields, minute first), or an unknown time zone. */
export function assertCron(cron: string, tz: string): void {
  // An unknown zone throws here (cron-parser would quietly read it as UTC).
  new Intl.DateTimeFormat('en', { timeZone: tz });
  if (cron.trim().split(/\s+/).length !== 5) throw new Error(`cron ${JSON.stringify(cron)}: five fields, minute first`);
  cronParser.parseExpression(cron, { tz });
}

/** The cron's first time strictly after `after`. */
export function nextCronTime(cron: string, tz: string, after: Date): Date {
  return cronParser.parseExpression(cron, { tz, currentDate: after }).next().toDate();
}
