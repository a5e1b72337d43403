import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, orders, subOrders } from './tables';

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
