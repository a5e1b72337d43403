import { desc, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outboxMessages } from './tables';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

export const outboxRepository = {
  async insert(db: Executor, row: NewOutboxRow): Promise<OutboxRow> {
    const [inserted] = await db.insert(outboxMessages).values(row).returning();
    if (!inserted) throw new Error('outbox insert returned no row');
    return inserted;
  },

  /** Deletes rows created before `before` and all but the newest `keep` up to `newestId`; both use an index. */
  async prune(db: Executor, options: { before: Date; newestId: number; keep: number }): Promise<void> {
    await db
      .delete(outboxMessages)
      .where(or(lt(outboxMessages.createdAt, options.before), lte(outboxMessages.id, options.newestId - options.keep)));
  },

  /** Newest first; `to` matches whatever its letter case (e-mail addresses). */
  async latest(db: Executor, options: { to?: string | undefined; limit: number }): Promise<OutboxRow[]> {
    return db
      .select()
      .from(outboxMessages)
      .where(options.to === undefined ? undefined : eq(sql`lower(${outboxMessages.to})`, options.to.toLowerCase()))
      .orderBy(desc(outboxMessages.id))
      .limit(options.limit);
  },
};
