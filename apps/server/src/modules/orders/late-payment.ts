/**
 * A payment that succeeds after the order's payment window closed (ADR 0027): money was taken, so it is
 * recorded (payments' recordPaid), and the order comes back to life when it still can — its parts
 * released by the expiry take their stock back and, when scheduled on a branch with a daily limit,
 * find their slot still free. Then they wait for the store again (pending) and the order is no longer
 * expired. When it cannot, nothing changes and payments flags the order for a refund with the reason.
 *
 * An order that was placed with a promo code use, points or medicine wallet credits is never revived:
 * the expiry gave those back, and taking them again could break their limits (a code used up since,
 * points or credits spent since). The customer is made whole by the refund.
 */
import { isDelivery, isScheduled, type LogisticType } from '@storefront/domain/logistic-types';
import { manilaInstant } from '@storefront/domain/manila-time';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { PAYMENT_EXPIRED_REASON } from './payment-window';
import { ordersRepository as repo, type SubOrderRow } from './repository';
import { orderItems, orderStatusEvents, orders, subOrders } from './tables';

/**
 * Takes an order's units again from the stocks that are limited (the catalog's service), in the
 * caller's transaction: all or nothing, never below 0; answers the inventory ids that were short.
 */
export type StockTaker = {
  takeStock(tx: Executor, lines: { inventoryId: number; quantity: number }[]): Promise<number[]>;
};

/** A branch's daily limit of scheduled deliveries or pickups, null without one (the branches service). */
export type ScheduleCapacity = {
  ordersPerDay(merchantId: number, branchId: number, kind: 'delivery' | 'pickup'): Promise<number | null>;
};

export type RevivePorts = {
  /** The clock a scheduled part's time is read against (a slot already past cannot be kept). */
  now: Date;
  catalog?: StockTaker | undefined;
  schedules?: ScheduleCapacity | undefined;
  /** Orders holding a slot per date (the orders service's countScheduled), through the caller's transaction. */
  countScheduled(
    executor: Executor,
    q: { branchId: number; kind: 'delivery' | 'pickup'; dates: string[] },
  ): Promise<Map<string, number>>;
};

/** Revived: its parts that are live again; not: why. */
export type Revival = { revived: true; parts: SubOrderRow[] } | { revived: false; reason: string };

const ACTOR = 'payment';

/** Thrown inside the savepoint to undo what it did; never leaves this module. */
class NotRevived extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * Revives an expired, unpaid order in the caller's transaction, which has locked its sub-orders
 * (payments' recordPaid). `{ revived: true }`: its expired parts are pending again with their stock and
 * slots taken, and `payment_expired_at` is cleared (the caller records the order paid). Otherwise
 * `{ revived: false, reason }` and nothing changed.
 */
export async function reviveExpiredOrder(tx: Executor, ports: RevivePorts, orderId: number): Promise<Revival> {
  const order = await repo.byId(tx, orderId);
  if (!order?.paymentExpiredAt) return no('it had not expired');
  if (order.paymentStatus === 'paid') return no('it is paid already');
  if (order.voucherCode || order.pointsUsed > 0 || order.walletPaid > 0)
    return no('its promo code, points or credits were given back when the payment window closed');
  if (!ports.catalog) throw new Error('the orders service was built without the catalog: it cannot take stock');

  // Locked already by the caller; locking again in the same transaction waits for nothing.
  const subs = await repo.lockSubOrders(tx, orderId);
  const expired = subs.filter((s) => s.status === 'payment_failed' && s.cancelReason === PAYMENT_EXPIRED_REASON);
  if (!expired.length) return no('it was cancelled');

  try {
    // A savepoint: a short stock or a full slot found half-way leaves nothing taken.
    await tx.transaction(async (sp) => {
      // Slots first, as checkout holds a branch's schedule before it takes stock (never crosswise).
      for (const sub of [...expired].sort((a, b) => a.branchId - b.branchId)) {
        const full = await slotFull(sp, ports, order.merchantId, sub);
        if (full) throw new NotRevived(full);
      }
      const ids = expired.map((s) => s.id);
      const short = await ports.catalog?.takeStock(sp, await repo.unitsOf(sp, ids));
      if (short?.length) throw new NotRevived(`${await namesOf(sp, ids, short)} sold out meanwhile`);
      const at = new Date();
      await sp
        .update(subOrders)
        .set({ status: 'pending', cancelReason: null, statusChangedAt: at })
        .where(and(eq(subOrders.orderId, orderId), inArray(subOrders.id, ids)));
      await sp
        .insert(orderStatusEvents)
        .values(ids.map((id) => ({ subOrderId: id, status: 'pending', actor: ACTOR, createdAt: at })));
      await sp.update(orders).set({ paymentExpiredAt: null, updatedAt: at }).where(eq(orders.id, orderId));
    });
  } catch (error) {
    if (error instanceof NotRevived) return no(error.reason);
    throw error;
  }
  return { revived: true, parts: expired };
}

const no = (reason: string): Revival => ({ revived: false, reason });

/** Why a scheduled part's slot cannot be taken again (its time has passed, its day is full), or undefined. */
async function slotFull(
  tx: Executor,
  ports: RevivePorts,
  merchantId: number,
  sub: SubOrderRow,
): Promise<string | undefined> {
  const type = sub.deliveryType as LogisticType;
  if (!isScheduled(type) || !sub.deliveryDatetime) return undefined;
  const kind = isDelivery(type) ? 'delivery' : 'pickup';
  // Paid too late for the time it was booked for: the store cannot keep a slot that has gone by.
  const at = manilaInstant(sub.deliveryDatetime);
  if (at && at <= ports.now) return `its ${kind} time, ${sub.deliveryDatetime.slice(0, 16)}, has passed`;
  if (!ports.schedules) throw new Error('the orders service was built without the branches: it cannot count slots');
  const perDay = await ports.schedules.ordersPerDay(merchantId, sub.branchId, kind);
  if (perDay === null) return undefined;
  // The same lock and count as checkout's holdSlot: the expired part itself is not counted (released).
  await repo.lockSchedule(tx, sub.branchId);
  const date = sub.deliveryDatetime.slice(0, 10);
  const booked = await ports.countScheduled(tx, { branchId: sub.branchId, kind, dates: [date] });
  return (booked.get(date) ?? 0) >= perDay ? `its ${kind} slot on ${date} at ${sub.branchName} is full` : undefined;
}

/** The product names of the order's lines on the given stocks, for the refund reason. */
async function namesOf(tx: Executor, subOrderIds: number[], inventoryIds: number[]): Promise<string> {
  const rows = await tx
    .selectDistinct({ name: orderItems.productName })
    .from(orderItems)
    .where(and(inArray(orderItems.subOrderId, subOrderIds), inArray(orderItems.inventoryId, inventoryIds)));
  return rows.map((r) => r.name).join(', ') || 'a product';
}
