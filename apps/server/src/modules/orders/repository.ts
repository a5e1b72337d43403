import { ACTIVE_STATUSES, RELEASED_STATUSES } from '@storefront/domain/order-status';
import { and, desc, eq, gte, inArray, isNull, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client';
import { orderItems, orderStatusEvents, orders, subOrders } from './tables';

export type OrderRow = typeof orders.$inferSelect;

/** The newest sub-order and status event ids a read of schedule changes saw (see scheduleChangesSince). */
export type ScheduleMarks = { subOrderId: number; eventId: number };

/** An order as `insertOrderTree` writes it: column values by name, lines tagged with their sub-order. */
export type OrderTree = {
  uuid: string;
  merchant_id: number;
  customer_id: number | null;
  idempotency_key: string;
  contact: unknown;
  address: unknown;
  billing: unknown;
  payment_method: string;
  payment_status: string;
  subtotal: number;
  fees: number;
  total: number;
  voucher_code: string | null;
  voucher_type: string | null;
  voucher_amount: number;
  /** The Senior Citizen / PWD discount: types (none without one), amounts, what a rejection does. */
  special_discount_types: string[];
  special_discount_amount: number;
  special_discount_vat_exemption: number;
  special_discount_vat_exempt_sale: number;
  special_discount_rejected_action: 'proceed' | 'cancel' | null;
  /** The merchant's earning rate for a customer's order (null: it earns nothing). */
  points_rate_points: number | null;
  points_rate_centavos: number | null;
  /** The points the order is paid with, and what they pay (centavos); 0 without. */
  points_used: number;
  points_paid: number;
  wallet_paid: number;
  /** The payment window (ADR 0027): its minutes, and when it closes (null while an SC/PWD ID waits). */
  payment_window_minutes: number | null;
  payment_due_at: string | null;
  sub_orders: {
    uuid: string;
    branch_id: number;
    branch_name: string;
    brand_name: string;
    delivery_type: string;
    delivery_datetime: string | null;
    status: string;
    subtotal: number;
    delivery_fee: number | null;
    voucher_amount: number;
    special_discount_amount: number;
  }[];
  items: {
    sub_order: string;
    inventory_id: number;
    product_uuid: string;
    product_name: string;
    variation: unknown;
    add_ons: unknown;
    remarks: string;
    quantity: number;
    line_total: number;
  }[];
};
export type SubOrderRow = typeof subOrders.$inferSelect;

/** A sub-order with its lines and the statuses it moved through, as the order views read them. */
export type SubOrderView = SubOrderRow & {
  items: {
    product_uuid: string;
    name: string;
    variation: { attribute: string; value: string }[];
    add_ons: { uuid: string; name: string; price: number }[];
    remarks: string;
    quantity: number;
    line_total: number;
  }[];
  /** Oldest first; `at` as PostgreSQL wrote it in JSON (an ISO time with an offset). */
  events: { status: string; at: string }[];
};

/** A sub-order as a list shows it: no lines, just how many units they hold. */
export type SubOrderSummary = Pick<
  SubOrderRow,
  'orderId' | 'uuid' | 'branchName' | 'brandName' | 'deliveryType' | 'deliveryDatetime' | 'status'
> & { units: number };

/*
 * Correlated subqueries, written out: Drizzle leaves columns unqualified in a one-table select, where
 * "id" inside a subquery would name the subquery's own table.
 */
const ITEMS_JSON = sql.raw(`coalesce((
  select json_agg(json_build_object(
    'product_uuid', i.product_uuid, 'name', i.product_name, 'variation', i.variation, 'add_ons', i.add_ons,
    'remarks', i.remarks, 'quantity', i.quantity, 'line_total', i.line_total_centavos) order by i.id)
  from order_items i where i.sub_order_id = "sub_orders"."id"), '[]'::json)`);
const EVENTS_JSON = sql.raw(`coalesce((
  select json_agg(json_build_object('status', e.status, 'at', e.created_at) order by e.id)
  from order_status_events e where e.sub_order_id = "sub_orders"."id"), '[]'::json)`);
const UNITS = sql.raw(
  `(select coalesce(sum(i.quantity), 0) from order_items i where i.sub_order_id = "sub_orders"."id")`,
);

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

  /** Notes why the store owes the customer a refund; a second reason is added to the first, whose time stays. */
  /** Moves the order's updated_at (the order screen polls by it), e.g. when a refund of it moved. */
  async touch(db: Executor, orderId: number) {
    await db.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, orderId));
  },

  async flagRefund(db: Executor, orderId: number, reason: string) {
    await db
      .update(orders)
      .set({
        refundReason: sql`coalesce(${orders.refundReason} || '; ', '') || ${reason}`,
        refundFlaggedAt: sql`coalesce(${orders.refundFlaggedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, orderId));
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

  /** An order by its uuid, whatever its merchant (operator calls, which no merchant token scopes). */
  /** Payments find an attempt's order by its id (payments module). */
  async byId(db: Executor, orderId: number) {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    return row;
  },

  /** Billing details saved before a card payment (payments module's address/billing/add). */
  async setBilling(db: Executor, orderId: number, billing: typeof orders.$inferInsert.billing) {
    await db.update(orders).set({ billing, updatedAt: new Date() }).where(eq(orders.id, orderId));
  },

  async byUuidAnywhere(db: Executor, uuid: string) {
    const [row] = await db.select().from(orders).where(eq(orders.uuid, uuid)).limit(1);
    return row;
  },

  /**
   * Orders whose uuid starts with `prefix` (the 8 hex digits of the reference customers quote); at most 5.
   * Asked as a range of uuids, so the uuid's unique index answers it (a LIKE on its text scans every order).
   */
  async byReference(db: Executor, prefix: string) {
    const hex = prefix.toLowerCase();
    return db
      .select()
      .from(orders)
      .where(
        and(
          gte(orders.uuid, `${hex}-0000-0000-0000-000000000000`),
          lte(orders.uuid, `${hex}-ffff-ffff-ffff-ffffffffffff`),
        ),
      )
      .orderBy(orders.uuid)
      .limit(5);
  },

  /**
   * Every sub-order of an order with its lines and timeline, in one query (lines and events folded
   * into JSON per sub-order), so an order screen polling every few seconds costs two small queries.
   */
  async viewsOf(db: Executor, orderId: number): Promise<SubOrderView[]> {
    const rows = await db
      .select({
        sub: subOrders,
        items: sql<SubOrderView['items']>`${ITEMS_JSON}`,
        events: sql<SubOrderView['events']>`${EVENTS_JSON}`,
      })
      .from(subOrders)
      .where(eq(subOrders.orderId, orderId))
      .orderBy(subOrders.id);
    return rows.map((r) => ({ ...r.sub, items: parseJson(r.items), events: parseJson(r.events) }));
  },

  /** One page of a customer's orders, newest first, with how many there are in all. */
  async pageOfCustomer(
    db: Executor,
    q: { merchantId: number; customerId: number; upcoming: boolean; offset: number; limit: number },
  ): Promise<{ rows: OrderRow[]; total: number }> {
    // Upcoming: a sub-order still on its way (the domain's ACTIVE_STATUSES).
    const active = sql.raw(
      `exists (select 1 from sub_orders s where s.order_id = "orders"."id" and s.status in (${ACTIVE_STATUSES.map((a) => `'${a}'`).join(', ')}))`,
    );
    const rows = await db
      .select({ order: orders, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(orders)
      .where(
        and(
          eq(orders.merchantId, q.merchantId),
          eq(orders.customerId, q.customerId),
          q.upcoming ? active : sql`not ${active}`,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(q.limit)
      .offset(q.offset);
    return { rows: rows.map((r) => r.order), total: rows[0]?.total ?? 0 };
  },

  /** The sub-orders of several orders, for a list page (no lines: their unit count only). */
  async summariesOf(db: Executor, orderIds: number[]): Promise<SubOrderSummary[]> {
    if (!orderIds.length) return [];
    return db
      .select({
        orderId: subOrders.orderId,
        uuid: subOrders.uuid,
        branchName: subOrders.branchName,
        brandName: subOrders.brandName,
        deliveryType: subOrders.deliveryType,
        deliveryDatetime: subOrders.deliveryDatetime,
        status: subOrders.status,
        units: sql<number>`${UNITS}`.mapWith(Number),
      })
      .from(subOrders)
      .where(inArray(subOrders.orderId, orderIds))
      .orderBy(subOrders.id);
  },

  /**
   * The order row, locked until the transaction ends (after its sub-orders, in the order a cancel takes
   * its locks: sub-orders, then the order it updates).
   */
  async lockOrderRow(tx: Executor, orderId: number): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
    return row;
  },

  /**
   * The store's verdict on the order's special discount. Approved: kept. Rejected: no longer taken — the
   * order's total goes back to the full price (subtotal + fees − promo, less what points paid) and each
   * sub-order's share to 0;
   * the amount it would have taken stays on the order for the record.
   */
  async decideSpecialDiscount(tx: Executor, q: { orderId: number; approved: 0 | 1; at: Date }) {
    await tx
      .update(orders)
      .set({
        specialDiscountApproved: q.approved,
        specialDiscountValidatedAt: q.at,
        updatedAt: q.at,
        ...(q.approved === 0
          ? {
              total: sql`greatest(0, ${orders.subtotal} + ${orders.fees} - ${orders.voucherAmount} - ${orders.pointsPaid} - ${orders.walletPaid})`,
            }
          : {}),
      })
      .where(eq(orders.id, q.orderId));
    if (q.approved === 0)
      await tx.update(subOrders).set({ specialDiscountAmount: 0 }).where(eq(subOrders.orderId, q.orderId));
  },

  /**
   * Records what the completed order earned, once: true for the call that recorded it, false when it
   * was already (the caller credits only on true).
   */
  async markPointsEarned(tx: Executor, orderId: number, points: number): Promise<boolean> {
    const marked = await tx
      .update(orders)
      .set({ pointsEarned: points, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), isNull(orders.pointsEarned)))
      .returning({ id: orders.id });
    return marked.length > 0;
  },

  /** Adds what a reversal took back to what the order's earlier reversals took. */
  async addPointsTakenBack(tx: Executor, orderId: number, taken: number) {
    await tx
      .update(orders)
      .set({ pointsTakenBack: sql`coalesce(${orders.pointsTakenBack}, 0) + ${taken}`, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
  },

  /** The order's sub-orders, locked until the transaction ends: status changes are decided on them. */
  async lockSubOrders(tx: Executor, orderId: number): Promise<SubOrderRow[]> {
    return tx.select().from(subOrders).where(eq(subOrders.orderId, orderId)).orderBy(subOrders.id).for('update');
  },

  /** Moves the given sub-orders to `to` with a timeline event each, and moves the order's updated_at. */
  async setSubOrderStatus(
    tx: Executor,
    q: { orderId: number; subOrderIds: number[]; to: string; actor: string; cancelReason?: string },
  ) {
    if (!q.subOrderIds.length) return;
    const at = new Date();
    await tx
      .update(subOrders)
      .set({ status: q.to, statusChangedAt: at, ...(q.cancelReason ? { cancelReason: q.cancelReason } : {}) })
      .where(inArray(subOrders.id, q.subOrderIds));
    await tx
      .insert(orderStatusEvents)
      .values(q.subOrderIds.map((id) => ({ subOrderId: id, status: q.to, actor: q.actor, createdAt: at })));
    await tx.update(orders).set({ updatedAt: at }).where(eq(orders.id, q.orderId));
  },

  /** The units the given sub-orders took, per inventory row. */
  async unitsOf(tx: Executor, subOrderIds: number[]) {
    if (!subOrderIds.length) return [];
    return tx
      .select({ inventoryId: orderItems.inventoryId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(inArray(orderItems.subOrderId, subOrderIds));
  },

  /** A sub-order of the customer's order with this merchant, by its uuid. */
  async customerSubOrder(db: Executor, q: { merchantId: number; customerId: number; uuid: string }) {
    const [row] = await db
      .select({
        sub: subOrders,
        orderUuid: orders.uuid,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
      })
      .from(subOrders)
      .innerJoin(orders, eq(orders.id, subOrders.orderId))
      .where(and(eq(subOrders.uuid, q.uuid), eq(orders.merchantId, q.merchantId), eq(orders.customerId, q.customerId)))
      .limit(1);
    return row;
  },

  /** Notes the follow-up once: true for the call that set it, false when it was already sent. */
  async markFollowUp(db: Executor, subOrderId: number, orderId: number): Promise<boolean> {
    const at = new Date();
    const set = await db
      .update(subOrders)
      .set({ followUpSentAt: at })
      .where(and(eq(subOrders.id, subOrderId), isNull(subOrders.followUpSentAt)))
      .returning({ id: subOrders.id });
    // The order screen polls on updated_at: the follow-up button's state is part of what it shows.
    if (set.length) await db.update(orders).set({ updatedAt: at }).where(eq(orders.id, orderId));
    return set.length > 0;
  },

  async subOrdersOf(db: Executor, orderId: number): Promise<SubOrderRow[]> {
    return db.select().from(subOrders).where(eq(subOrders.orderId, orderId)).orderBy(subOrders.id);
  },

  /**
   * Writing an order, its sub-orders and their lines, as named parts of a larger statement (checkout
   * writes in one round trip): `order_input`, `order_row`, `sub_order_rows` and `order_item_rows`. The
   * order row is written only once `guard` (a part that fails the statement when checkout may not
   * proceed) has been read. The caller chose the uuids.
   */
  orderTreeSql(tree: OrderTree, guard: string): SQL {
    return sql`order_input as (select ${JSON.stringify(tree)}::jsonb as d),
      order_row as (
        insert into ${orders} (uuid, merchant_id, customer_id, idempotency_key, contact, address, billing,
          payment_method, payment_status, subtotal_centavos, fees_centavos, total_centavos,
          voucher_code, voucher_type, voucher_centavos, special_discount_types, special_discount_centavos,
          special_discount_vat_exemption_centavos, special_discount_vat_exempt_sale_centavos,
          special_discount_rejected_action, points_rate_points, points_rate_centavos, points_used,
          points_paid_centavos, wallet_paid_centavos, payment_window_minutes, payment_due_at)
        select (d->>'uuid')::uuid, (d->>'merchant_id')::int, (d->>'customer_id')::int, d->>'idempotency_key',
          d->'contact', nullif(d->'address', 'null'::jsonb), nullif(d->'billing', 'null'::jsonb),
          d->>'payment_method', d->>'payment_status', (d->>'subtotal')::int, (d->>'fees')::int, (d->>'total')::int,
          d->>'voucher_code', d->>'voucher_type', (d->>'voucher_amount')::int,
          array(select jsonb_array_elements_text(d->'special_discount_types')),
          (d->>'special_discount_amount')::int, (d->>'special_discount_vat_exemption')::int,
          (d->>'special_discount_vat_exempt_sale')::int, d->>'special_discount_rejected_action',
          (d->>'points_rate_points')::int, (d->>'points_rate_centavos')::int, (d->>'points_used')::int,
          (d->>'points_paid')::int, (d->>'wallet_paid')::int, (d->>'payment_window_minutes')::int,
          (d->>'payment_due_at')::timestamptz
        from order_input, ${sql.raw(guard)}
        returning id
      ),
      sub_order_rows as (
        insert into ${subOrders} (uuid, order_id, branch_id, branch_name, brand_name, delivery_type,
          delivery_datetime, status, subtotal_centavos, delivery_fee_centavos, voucher_centavos,
          special_discount_centavos)
        select (e->>'uuid')::uuid, o.id, (e->>'branch_id')::int, e->>'branch_name', e->>'brand_name',
          e->>'delivery_type', e->>'delivery_datetime', e->>'status', (e->>'subtotal')::int,
          (e->>'delivery_fee')::int, (e->>'voucher_amount')::int, (e->>'special_discount_amount')::int
        from order_row o, order_input i, jsonb_array_elements(i.d->'sub_orders') with ordinality as r(e, n)
        order by r.n
        returning id, uuid
      ),
      order_item_rows as (
        insert into ${orderItems} (sub_order_id, inventory_id, product_uuid, product_name, variation, add_ons,
          remarks, quantity, line_total_centavos)
        select s.id, (e->>'inventory_id')::int, e->>'product_uuid', e->>'product_name', e->'variation',
          e->'add_ons', e->>'remarks', (e->>'quantity')::int, (e->>'line_total')::int
        from order_input i, jsonb_array_elements(i.d->'items') with ordinality as r(e, n)
        join sub_order_rows s on s.uuid = (r.e->>'sub_order')::uuid
        -- Ids in the order of the cart, which the order screens keep.
        order by r.n
        returning id
      )`;
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
          notInArray(subOrders.status, [...RELEASED_STATUSES]),
        ),
      )
      .groupBy(day);
  },

  /**
   * A branch's orders holding a scheduled slot from `from` (a date) on, per type and date: both
   * scheduled types in one query (the cart shows a branch's delivery and pickup dates together).
   */
  async scheduledFrom(db: Executor, q: { branchId: number; from: string }) {
    const day = sql<string>`substring(${subOrders.deliveryDatetime} from 1 for 10)`;
    return db
      .select({ type: subOrders.deliveryType, date: day, count: sql<number>`count(*)`.mapWith(Number) })
      .from(subOrders)
      .where(
        and(
          eq(subOrders.branchId, q.branchId),
          inArray(subOrders.deliveryType, ['scheduled_delivery', 'scheduled_pickup']),
          gte(subOrders.deliveryDatetime, q.from),
          notInArray(subOrders.status, [...RELEASED_STATUSES]),
        ),
      )
      .groupBy(subOrders.deliveryType, day);
  },

  /**
   * The branches whose scheduled sub-orders were placed, or changed status, after `since` (a sub-order or
   * a status event with a higher id: every status change writes one), and the newest ids now, in one
   * round trip. Each part is a range of a primary key, so it costs what changed, not how many orders
   * there are. Without `since`, only the ids.
   */
  async scheduleChangesSince(
    db: Executor,
    since: ScheduleMarks | null,
  ): Promise<{ marks: ScheduleMarks; branchIds: number[] }> {
    const scheduled = sql`s.delivery_type in ('scheduled_delivery', 'scheduled_pickup')`;
    const changed = since
      ? sql`(select json_agg(distinct c.branch_id) from (
          select s.branch_id from ${subOrders} s where s.id > ${since.subOrderId} and ${scheduled}
          union all
          select s.branch_id from ${orderStatusEvents} e join ${subOrders} s on s.id = e.sub_order_id
          where e.id > ${since.eventId} and ${scheduled}
        ) c)`
      : sql`null`;
    const [row] = await rowsOf<{ sub_order_id: number; event_id: number; branch_ids: number[] | string | null }>(
      db.execute(sql`select
        (select coalesce(max(id), 0) from ${subOrders})::int as sub_order_id,
        (select coalesce(max(id), 0) from ${orderStatusEvents})::int as event_id,
        ${changed} as branch_ids`),
    );
    return {
      marks: { subOrderId: Number(row?.sub_order_id ?? 0), eventId: Number(row?.event_id ?? 0) },
      branchIds: (parseJson(row?.branch_ids ?? null) ?? []).map(Number),
    };
  },
};

/** node-postgres and PGlite both parse json columns; a driver that hands back text is parsed here. */
function parseJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
