/** Payments' rows: attempts, and webhook events already handled. */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments, paymentWebhookEvents } from './tables';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentProviderName = PaymentRow['provider'];

export const paymentsRepository = {
  async insert(db: Executor, values: Omit<typeof payments.$inferInsert, 'uuid'> & { uuid?: string }) {
    const [row] = await db
      .insert(payments)
      .values({ uuid: randomUUID(), ...values })
      .returning();
    return row as PaymentRow;
  },

  async byUuid(db: Executor, uuid: string) {
    const [row] = await db.select().from(payments).where(eq(payments.uuid, uuid)).limit(1);
    return row;
  },

  async byRef(db: Executor, provider: PaymentProviderName, ref: string) {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref)))
      .limit(1);
    return row;
  },

  async latestOf(db: Executor, orderId: number) {
    const [row] = await db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(1);
    return row;
  },

  async pendingOf(db: Executor, orderId: number) {
    return db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
  },

  /**
   * Moves an attempt to its outcome, only from the states it may leave: pending to anything; a cancelled
   * or failed attempt only to paid (the provider took the money after all: on PayMongo a customer may
   * retry on the same payment intent after a failed try). Returns the row when it changed.
   */
  async settle(db: Executor, id: number, status: PaymentRow['status'], reason: string | null = null) {
    const from: PaymentRow['status'][] = status === 'paid' ? ['pending', 'cancelled', 'failed'] : ['pending'];
    const [row] = await db
      .update(payments)
      .set({ status, failureReason: reason, updatedAt: new Date() })
      .where(and(eq(payments.id, id), inArray(payments.status, from)))
      .returning();
    return row;
  },

  /** Notes a webhook event as handled; false when it already was (a redelivery). */
  async markEvent(db: Executor, provider: string, eventId: string, type: string): Promise<boolean> {
    const rows = await db
      .insert(paymentWebhookEvents)
      .values({ provider, eventId, type })
      .onConflictDoNothing()
      .returning({ id: paymentWebhookEvents.id });
    return rows.length > 0;
  },

  async eventSeen(db: Executor, provider: string, eventId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: paymentWebhookEvents.id })
      .from(paymentWebhookEvents)
      .where(and(eq(paymentWebhookEvents.provider, provider), eq(paymentWebhookEvents.eventId, eventId)))
      .limit(1);
    return Boolean(row);
  },
};
