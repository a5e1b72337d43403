/**
 * Issue 17: an order's SC/PWD ID photo is dropped once its discount was validated longer ago than the
 * retention period; everything else about the row stays. On the driver under test (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL), directly and through the job runner.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../src/app';
import { loadConfig } from '../src/config';
import { rowsOf } from '../src/db/client';
import { backgroundJobSchedules, orderSpecialDiscountIds } from '../src/db/schema';
import { createJobRunner } from '../src/jobs/create-runner';
import { registerServerJobs } from '../src/jobs/server-jobs';
import { PURGE_ID_IMAGES_CRON, PURGE_ID_IMAGES_JOB, purgeIdImages } from '../src/modules/discounts/purge-id-images';
import { freshDatabase } from './helpers';

const DAY = 24 * 60 * 60 * 1000;
/** Now, so that the job (which reads the real clock) sees the rows as the direct calls do. */
const NOW = new Date();
const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  fresh = await freshDatabase();
});
afterAll(async () => {
  await fresh?.drop();
});

let nextOrderId = 1;

/** An order's ID row with a photo, validated `daysAgo` days before NOW (null: not validated yet). */
async function orderId(daysAgo: number | null): Promise<number> {
  const [row] = await fresh.database.db
    .insert(orderSpecialDiscountIds)
    .values({
      orderId: nextOrderId++,
      merchantId: 1,
      customerId: 1,
      discountType: 'senior',
      idType: 'OSCA ID',
      fullName: 'Lola Reyes',
      idNumber: 'SC-0001-2345',
      rejectedAction: 'proceed',
      imageContentType: 'image/jpeg',
      image: PHOTO,
      validatedAt: daysAgo === null ? null : new Date(NOW.getTime() - daysAgo * DAY),
    })
    .returning({ id: orderSpecialDiscountIds.id });
  return (row as { id: number }).id;
}

async function rows(ids: number[]) {
  const found = await fresh.database.db
    .select()
    .from(orderSpecialDiscountIds)
    .where(inArray(orderSpecialDiscountIds.id, ids))
    .orderBy(orderSpecialDiscountIds.id);
  return found.map((r) => ({ id: r.id, image: r.image, purgedAt: r.imagePurgedAt, fullName: r.fullName }));
}

describe('purging ID photos after the retention period', () => {
  it('drops the photos validated longer ago than the retention period, and only those', async () => {
    const old = await orderId(31);
    const recent = await orderId(29);
    const unvalidated = await orderId(null);
    expect(await purgeIdImages(fresh.database.db, { retentionDays: 30, now: NOW })).toBe(1);
    expect(await rows([old, recent, unvalidated])).toEqual([
      { id: old, image: null, purgedAt: NOW, fullName: 'Lola Reyes' },
      { id: recent, image: PHOTO, purgedAt: null, fullName: 'Lola Reyes' },
      { id: unvalidated, image: PHOTO, purgedAt: null, fullName: 'Lola Reyes' },
    ]);

    // Run again (an hour later): nothing left to drop, and the first purge's time stays.
    const later = new Date(NOW.getTime() + 60 * 60 * 1000);
    expect(await purgeIdImages(fresh.database.db, { retentionDays: 30, now: later })).toBe(0);
    expect((await rows([old]))[0]?.purgedAt).toEqual(NOW);
  });

  it('honours the retention setting', async () => {
    const id = await orderId(31);
    expect(await purgeIdImages(fresh.database.db, { retentionDays: 40, now: NOW })).toBe(0);
    expect((await rows([id]))[0]?.image).toEqual(PHOTO);
    expect(await purgeIdImages(fresh.database.db, { retentionDays: 30, now: NOW })).toBe(1);
    expect((await rows([id]))[0]?.image).toBeNull();
  });

  it('works through a backlog in batches', async () => {
    const ids = [];
    for (let i = 0; i < 7; i++) ids.push(await orderId(100 + i));
    expect(await purgeIdImages(fresh.database.db, { retentionDays: 30, now: NOW, batchSize: 3 })).toBe(7);
    expect((await rows(ids)).every((r) => r.image === null)).toBe(true);
  });

  it('stops between batches when asked', async () => {
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await orderId(200 + i));
    const stop = new AbortController();
    stop.abort();
    expect(await purgeIdImages(fresh.database.db, { retentionDays: 30, now: NOW, signal: stop.signal })).toBe(0);
    expect((await rows(ids)).every((r) => r.image !== null)).toBe(true);
    await purgeIdImages(fresh.database.db, { retentionDays: 30, now: NOW });
  });

  it('runs as the server job, on the schedule the server sets', async () => {
    const id = await orderId(31);
    const lines: string[] = [];
    const log = (level: string) => (fields: object, message: string) =>
      void lines.push(`${level} ${message} ${JSON.stringify(fields)}`);
    const runner = createJobRunner(fresh.database, {
      url: fresh.url,
      log: { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') },
      pollIntervalMs: 500,
    });
    registerServerJobs(runner, {
      db: fresh.database.db,
      config: loadConfig({}),
      services: createServices(fresh.database),
    });
    await runner.start();
    try {
      await runner.send(PURGE_ID_IMAGES_JOB, {});
      await expect.poll(async () => (await rows([id]))[0]?.image, { timeout: 15_000, interval: 100 }).toBeNull();
      await expect
        .poll(() => lines.find((l) => l.startsWith(`info job ${PURGE_ID_IMAGES_JOB} done`)), { timeout: 5_000 })
        .toContain('"result":{"purged":1}');
      expect(lines.join('\n')).not.toContain('Lola');
    } finally {
      await runner.stop();
    }
    const schedules =
      runner.driver === 'embedded'
        ? await fresh.database.db
            .select({ cron: backgroundJobSchedules.cron })
            .from(backgroundJobSchedules)
            .where(eq(backgroundJobSchedules.name, PURGE_ID_IMAGES_JOB))
        : await rowsOf<{ cron: string }>(
            fresh.database.db.execute(sql`select cron from pgboss.schedule where name = ${PURGE_ID_IMAGES_JOB}`),
          );
    expect(schedules).toEqual([{ cron: PURGE_ID_IMAGES_CRON }]);
  });
});
