/**
 * Payment windows (ADR 0027): an order paid online that is still unpaid when its window closes expires.
 * Its parts waiting for payment move to payment_failed ('Payment expired'), their stock goes back, and —
 * the whole order being released — its promo code use, the points and wallet credits it was paid with
 * go back too (the same release every cancel takes, `cancelParts`). Scheduled slots free themselves
 * (they are counted from statuses).
 *
 * Once only, whoever runs it and however often: the order's sub-orders are locked first (as a cancel
 * and a payment being recorded lock them), then `payment_expired_at` is set by a conditional update that
 * only one caller can win. A payment recorded before the lock is seen (the order is paid: nothing
 * expires); one recorded after it finds the order expired (payments' late-payment rule).
 */
import { and, eq, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { cancelParts, type ReleasePorts } from './customer-orders';
import { ordersRepository as repo, type SubOrderRow } from './repository';
import { orders } from './tables';

export const PAYMENT_EXPIRED_REASON = 'Payment expired';
const ACTOR = 'payment window';

/** Orders whose window has closed and that are neither paid nor expired yet, oldest due first. */
export async function dueForExpiry(db: Executor, now: Date, limit: number): Promise<{ id: number; dueAt: Date }[]> {
  const rows = await db
    .select({ id: orders.id, dueAt: orders.paymentDueAt })
    .from(orders)
    .where(
      and(
        isNotNull(orders.paymentDueAt),
        lte(orders.paymentDueAt, now),
        isNull(orders.paymentExpiredAt),
        ne(orders.paymentStatus, 'paid'),
      ),
    )
    .orderBy(orders.paymentDueAt)
    .limit(limit);
  return rows.map((r) => ({ id: r.id, dueAt: r.dueAt as Date }));
}

/**
 * Expires one order if its window has closed and it is still unpaid, in its own transaction; answers
 * the sub-orders it expired, none when this call did not expire it (paid meanwhile, expired by another
 * caller, window not closed).
 */
export async function expireUnpaidOrder(
  db: Db,
  ports: ReleasePorts,
  orderId: number,
  now: Date,
): Promise<SubOrderRow[]> {
  return db.transaction(async (tx) => {
    const subs = await repo.lockSubOrders(tx, orderId);
    const closed = and(
      eq(orders.id, orderId),
      isNull(orders.paymentExpiredAt),
      ne(orders.paymentStatus, 'paid'),
      lte(orders.paymentDueAt, now),
    );
    const waiting = subs.filter((s) => s.status === 'payment_pending').map((s) => s.id);
    // Released otherwise (the customer cancelled it): nothing waits for a payment, nothing is left to
    // expire. Its window is dropped, so no sweep finds it again.
    if (!waiting.length) {
      await tx.update(orders).set({ paymentDueAt: null, updatedAt: now }).where(closed);
      return [];
    }
    const won = await tx
      .update(orders)
      .set({ paymentExpiredAt: now, paymentStatus: 'failed', updatedAt: now })
      .where(closed)
      .returning({ id: orders.id });
    if (!won.length) return [];
    await cancelParts(tx, ports, {
      orderId,
      subs,
      ids: waiting,
      actor: ACTOR,
      reason: PAYMENT_EXPIRED_REASON,
      to: 'payment_failed',
    });
    return subs.filter((s) => waiting.includes(s.id));
  });
}

/** Opens the window of an order whose payment could not start before (an SC/PWD ID was being checked). */
export async function openPaymentWindow(tx: Executor, orderId: number, dueAt: Date | null): Promise<void> {
  if (!dueAt) return;
  await tx
    .update(orders)
    .set({ paymentDueAt: dueAt, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.paymentDueAt), ne(orders.paymentStatus, 'paid')));
}

/** Makes an open window due at `now` at the latest (the operator closes it); false when none is open. */
export async function closePaymentWindow(db: Executor, orderId: number, now: Date): Promise<boolean> {
  const closed = await db
    .update(orders)
    .set({ paymentDueAt: sql`least(${orders.paymentDueAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(orders.id, orderId),
        isNotNull(orders.paymentDueAt),
        isNull(orders.paymentExpiredAt),
        ne(orders.paymentStatus, 'paid'),
      ),
    )
    .returning({ id: orders.id });
  return closed.length > 0;
}
