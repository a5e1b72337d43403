/** Queries on refunds (ADR 0028): one row per key, claimed with a lease before a provider is called. */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { payments, refunds } from '../tables';

export type RefundRow = typeof refunds.$inferSelect;
export type PaidPaymentRow = typeof payments.$inferSelect;

/** Refunds still open for a provider: not accepted yet ('submit'), or accepted and still pending ('look-up'). */
const open = (stage: 'submit' | 'look-up', now: Date, orderId?: number): SQL => {
  const due = or(isNull(refunds.nextAttemptAt), lte(refunds.nextAttemptAt, now)) as SQL;
  const conditions = [
    eq(refunds.status, 'pending'),
    stage === 'submit' ? isNull(refunds.submittedAt) : isNotNull(refunds.submittedAt),
    due,
  ];
  if (orderId !== undefined) conditions.push(eq(refunds.orderId, orderId));
  return and(...conditions) as SQL;
};

export const refundsRepository = {
  /** Inserts the refund unless its key is taken; the new row, or undefined when another caller owes it already. */
  async insert(db: Executor, values: Omit<typeof refunds.$inferInsert, 'uuid'>): Promise<RefundRow | undefined> {
    const [row] = await db
      .insert(refunds)
      .values({ uuid: randomUUID(), ...values })
      .onConflictDoNothing({ target: refunds.key })
      .returning();
    return row;
  },

  async byUuid(db: Executor, uuid: string) {
    const [row] = await db.select().from(refunds).where(eq(refunds.uuid, uuid)).limit(1);
    return row;
  },

  async byRef(db: Executor, provider: RefundRow['provider'], ref: string) {
    const [row] = await db
      .select()
      .from(refunds)
      .where(and(eq(refunds.provider, provider), eq(refunds.providerRef, ref)))
      .limit(1);
    return row;
  },

  async ofOrder(db: Executor, orderId: number) {
    return db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, orderId))
      .orderBy(asc(refunds.createdAt), asc(refunds.id));
  },

  /** The order's paid attempts, oldest first. */
  async paidPaymentsOf(db: Executor, orderId: number) {
    return db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
      .orderBy(asc(payments.id));
  },

  async paymentById(db: Executor, id: number) {
    const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
    return row;
  },

  /** Ids of the refunds due at `now` for the stage, up to `limit` (claimed one by one afterwards). */
  async due(db: Executor, stage: 'submit' | 'look-up', now: Date, limit: number, orderId?: number) {
    return db
      .select({ id: refunds.id })
      .from(refunds)
      .where(open(stage, now, orderId))
      .orderBy(asc(refunds.id))
      .limit(limit);
  },

  /**
   * Claims one due refund for `leaseUntil`: a conditional update, so of two instances racing for it one
   * gets the row and the other nothing. The lease passes by itself if the claimer dies.
   */
  async claim(db: Executor, id: number, stage: 'submit' | 'look-up', now: Date, leaseUntil: Date) {
    const [row] = await db
      .update(refunds)
      .set({ nextAttemptAt: leaseUntil, updatedAt: now })
      .where(and(eq(refunds.id, id), open(stage, now)))
      .returning();
    return row;
  },

  /** Moves an open refund (pending, or failed/manual for the operator) on; the row when it changed. */
  async update(
    db: Executor,
    id: number,
    from: RefundRow['status'][],
    values: Partial<Omit<typeof refunds.$inferInsert, 'id' | 'uuid' | 'key'>>,
  ) {
    const [row] = await db
      .update(refunds)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(refunds.id, id), inArray(refunds.status, from)))
      .returning();
    return row;
  },
};
