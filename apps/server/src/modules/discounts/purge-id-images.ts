/**
 * Issue 17, privacy: the photo of a Senior Citizen / PWD ID copied onto an order is kept only while the
 * store may need to look at it — until the discount is validated and the retention period
 * (SC_PWD_IMAGE_RETENTION_DAYS, 30 days by default) has passed. Then the bytes go (`image` null,
 * `image_purged_at` set); the rest of the row stays as the order's record. Run by the job runner
 * (jobs/server-jobs.ts) every hour; idempotent, in batches, each its own short statement.
 */
import { and, asc, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderSpecialDiscountIds } from './tables';

export const PURGE_ID_IMAGES_JOB = 'purge-special-discount-images';
/** Every hour, at 17 past (off the hour, when other work bunches up). */
export const PURGE_ID_IMAGES_CRON = '17 * * * *';
export const PURGE_BATCH_SIZE = 500;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Drops the photos of IDs validated more than `retentionDays` before `now`, `batchSize` rows per
 * statement, until none is left or `signal` asks to stop. Answers how many it dropped.
 */
export async function purgeIdImages(
  db: Executor,
  options: { retentionDays: number; now?: Date; batchSize?: number; signal?: AbortSignal },
): Promise<number> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? PURGE_BATCH_SIZE;
  const cutoff = new Date(now.getTime() - options.retentionDays * DAY_MS);
  const t = orderSpecialDiscountIds;
  let purged = 0;
  while (!options.signal?.aborted) {
    // The partial index order_special_discount_ids_purge serves this; SKIP LOCKED leaves rows another
    // writer holds to the next run rather than waiting on them.
    const batch = db
      .select({ id: t.id })
      .from(t)
      .where(and(isNotNull(t.image), lt(t.validatedAt, cutoff)))
      .orderBy(asc(t.validatedAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(t)
      .set({ image: null, imagePurgedAt: now })
      .where(inArray(t.id, batch))
      .returning({ id: t.id });
    purged += rows.length;
    if (rows.length < batchSize) break;
  }
  return purged;
}
