import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, orderStatusEvents, orders, subOrders } from './tables';

export type OrderRow = typeof orders.$inferSelect;
export type SubOrderRow = typeof subOrders.$inferSelect;

/** Statuses that no longer hold a scheduled slot. */
const RELEASED = ['cancelled', 'payment_failed'];

export const ordersRepository = {
  async byIdempotencyKey(db: Executor, merchantId: number, key: string) {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.merchantId, merchantId), eq(orders.idempotencyKey, key)))
      .limit(1);
    return row;
  },

  async byUuid(db: Executor, merchantId: number, uuid: string) {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.merchantId, merchantId), eq(orders.uuid, uuid)))
      .limit(1);
    return row;
  },

  async setPaymentStatus(db: Executor, orderId: number, status: OrderRow['paymentStatus']) {
    await db.update(orders).set({ paymentStatus: status, updatedAt: new Date() }).where(eq(orders.id, orderId));
  },

  /** Moves the order's sub-orders that are in `from` to `to`, noting who did it; returns those moved. */
  async moveSubOrders(db: Executor, q: { orderId: number; from: string[]; to: string; actor: string }) {
    const moved = await db
      .update(subOrders)
      .set({ status: q.to, statusChangedAt: new Date() })
      .where(and(eq(subOrders.orderId, q.orderId), inArray(subOrders.status, q.from)))
      .returning({ id: subOrders.id });
    if (moved.length) {
      await db.insert(orderStatusEvents).values(moved.map((m) => ({ subOrderId: m.id, status: q.to, actor: q.actor })));
      await db.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, q.orderId));
    }
    return moved.length;
  },

  async subOrdersOf(db: Executor, orderId: number): Promise<SubOrderRow[]> {
    return db.select().from(subOrders).where(eq(subOrders.orderId, orderId)).orderBy(subOrders.id);
  },

  async insertOrder(db: Executor, values: Omit<typeof orders.$inferInsert, 'uuid'>): Promise<OrderRow> {
    const [row] = await db
      .insert(orders)
      .values({ ...values, uuid: randomUUID() })
      .returning();
    return row as OrderRow;
  },

  async insertSubOrder(db: Executor, values: Omit<typeof subOrders.$inferInsert, 'uuid'>): Promise<SubOrderRow> {
    const [row] = await db
      .insert(subOrders)
      .values({ ...values, uuid: randomUUID() })
      .returning();
    return row as SubOrderRow;
  },

  async insertItems(db: Executor, values: (typeof orderItems.$inferInsert)[]) {
    if (values.length) await db.insert(orderItems).values(values);
  },

  /** Holds a branch's schedule until the transaction ends, so two checkouts cannot both take its last slot. */
  async lockSchedule(db: Executor, branchId: number) {
    await db.execute(sql`select pg_advisory_xact_lock(${0x5c4ed}, ${branchId})`);
  },

  /** Orders holding a slot on each date, for one branch and scheduled type. */
  async scheduledPerDate(db: Executor, q: { branchId: number; deliveryType: string; dates: string[] }) {
    if (!q.dates.length) return [];
    const day = sql<string>`substring(${subOrders.deliveryDatetime} from 1 for 10)`;
    return db
      .select({ date: day, count: sql<number>`count(*)`.mapWith(Number) })
      .from(subOrders)
      .where(
        and(
          eq(subOrders.branchId, q.branchId),
          eq(subOrders.deliveryType, q.deliveryType),
          inArray(day, q.dates),
          notInArray(subOrders.status, RELEASED),
        ),
      )
      .groupBy(day);
  },
};
