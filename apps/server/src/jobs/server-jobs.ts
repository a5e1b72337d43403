/**
 * The server's jobs and their schedules, registered on the runner main.ts starts. A new job is added
 * here: its handler lives in the module that owns the data it works on.
 */
import type { Config } from '../config';
import type { Db } from '../db/client';
import { PURGE_ID_IMAGES_CRON, PURGE_ID_IMAGES_JOB, purgeIdImages } from '../modules/discounts/purge-id-images';
import type { JobRunner } from './runner';

export function registerServerJobs(
  runner: JobRunner,
  deps: { db: Db; config: Pick<Config, 'specialDiscountImageRetentionDays'> },
): void {
  runner.register(
    PURGE_ID_IMAGES_JOB,
    async (_data, { signal }) => {
      const retentionDays = deps.config.specialDiscountImageRetentionDays;
      const purged = await purgeIdImages(deps.db, { retentionDays, signal });
      // An hour with nothing to drop is not worth a line at info.
      return purged ? { purged } : undefined;
    },
    { retryDelaySeconds: 60 },
  );
  runner.schedule(PURGE_ID_IMAGES_JOB, PURGE_ID_IMAGES_CRON);
}
