/**
 * Orders: what checkouts placed, one sub-order per branch, with their lines as they were priced; what
 * customers then do with them (views, list, cancel, follow-up, invoice) and how operators move them.
 */
import { randomUUID } from 'node:crypto';
import type { EarningRate } from '@storefront/domain/points';
import type { SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { memoryRateLimiter, type RateLimiter } from '../../lib/rate-limiter';
import { createCustomerOrders, type StockReturner, type UseReleaser } from './customer-orders';
import { type Revival, reviveExpiredOrder, type ScheduleCapacity, type StockTaker } from './late-payment';
import { createOperatorOrders } from './operator';
import type { PaidPointsReturner, PaidWalletReturner } from './pay-with-points';
import { closePaymentWindow, dueForExpiry, expireUnpaidOrder, openPaymentWindow } from './payment-window';
import type { OrderPointsLedger } from './points';
import type { OrderRefunds } from './refunds';
import { type OrderRow, type OrderTree, ordersRepository as repo, type SubOrderRow } from './repository';
import { createScheduledCounts, scheduledType } from './scheduled-counts';
import type { NewOrderSpecialDiscount, OrderIdCopies } from './special-discount';
import type { OrderAddress, OrderBilling, OrderContact, OrderItemAddOn } from './tables';

/** What checkout answers about an order it placed (or finds again on a retry). */
export type PlacedOrder = Pick<OrderRow, 'uuid' | 'paymentMethod' | 'paymentStatus' | 'total'> & {
  subOrders: Pick<SubOrderRow, 'uuid' | 'branchName' | 'status'>[];
};

export type NewOrder = {
  merchantId: number;
  customerId: number | null;
  idempotencyKey: string;
  contact: OrderContact;
  address: OrderAddress | null;
  billing: OrderBilling | null;
  paymentMethod: string;
  paymentStatus: OrderRow['paymentStatus'];
  subtotal: number;
  fees: number;
  /** What is left to pay: the order of deductions (domain applyDeductions) less the points' value. */
  total: number;
  /** The points it is paid with (spent in checkout's transaction) and what they pay; 0 without. */
  pointsUsed: number;
  pointsPaid: number;
  /** What medicine wallet credits pay (debited in checkout's transaction); 0 without. */
  walletPaid: number;
  /**
   * The payment window of an order paid online (ADR 0027): its minutes for the method, and when it
   * closes — null while an SC/PWD ID waits for the store's check (it opens at the decision). Null without.
   */
  paymentWindow: { minutes: number; dueAt: Date | null } | null;
  /** The promo code it is placed with: its code and kind, and what it takes off in all. */
  voucher: { code: string; type: string; amount: number } | null;
  /** The Senior Citizen / PWD discount it is placed with, awaiting the store's check (ADR 0020). */
  specialDiscount: NewOrderSpecialDiscount | null;
  /** What a completed order earns (points per centavos of its paid subtotal); null: nothing (guests too). */
  pointsRate: EarningRate | null;
  subOrders: {
    branchId: number;
    branchName: string;
    brandName: string;
    deliveryType: string;
    deliveryDatetime: string | null;
    subtotal: number;
    deliveryFee: number | null;
    /** This branch's share of the promo code's discount. */
    voucherAmount: number;
    /** This branch's share of the special discount (the cart has one branch: all of it). */
    specialDiscountAmount: number;
    items: {
      inventoryId: number;
      productUuid: string;
      productName: string;
      variation: { attribute: string; value: string }[];
      addOns: OrderItemAddOn[];
      remarks: string;
      quantity: number;
      lineTotal: number;
    }[];
  }[];
};

export type OrdersDeps = {
  /**
   * Gives a cancelled order's stock back (the catalog's service); needed to cancel. Takes it again for
   * an expired order revived by a late payment.
   */
  catalog?: StockReturner & StockTaker;
  /** Branches' daily limits of scheduled orders (the branches service), to re-count a revived order's slot. */
  schedules?: ScheduleCapacity;
  /** Gives a released order's promo code use back (the discounts service). */
  discounts?: UseReleaser;
  /** The order's copies of the SC/PWD IDs it was placed with (the discounts module's order-copy.ts). */
  idCopies?: OrderIdCopies;
  /** Credits and takes back the points a customer's order earns (the loyalty service); needed to earn. */
  points?: OrderPointsLedger;
  /** Gives back the points a released order was paid with (the loyalty service); needed to release one. */
  paidPoints?: PaidPointsReturner;
  /** Gives back the wallet credits a released order was paid with (the wallets service). */
  paidWallet?: PaidWalletReturner;
  /**
   * Money a cancel of paid parts owes back, sent after the cancel, and shown on the order (the payments
   * module's refunds service, ADR 0028). Without it nothing is refunded (tools that never cancel).
   */
  refunds?: OrderRefunds | undefined;
  /** Counts follow-ups; in-process unless given. */
  limiter?: RateLimiter;
  /** The clock an SC/PWD order's payment window opens by at the store's decision (the app's; tests move it). */
  now?: (() => Date) | undefined;
};

export function createOrdersService(db: Db, deps: OrdersDeps = {}) {
  /** Orders booked per date on a branch's scheduled delivery or pickup, through `executor`. */
  async function countScheduled(
    executor: Executor,
    q: { branchId: number; kind: 'delivery' | 'pickup'; dates: string[] },
  ): Promise<Map<string, number>> {
    const rows = await repo.scheduledPerDate(executor, {
      branchId: q.branchId,
      deliveryType: scheduledType(q.kind),
      dates: q.dates,
    });
    return new Map(rows.map((r) => [r.date, r.count]));
  }

  // What the cart shows of them, kept per branch; each write below forgets the branches it touched.
  const scheduledCounts = createScheduledCounts(db, { now: deps.now });
  const forgetCounts = scheduledCounts.forget;
  const limiter = deps.limiter ?? memoryRateLimiter();

  const ports = {
    catalog: deps.catalog,
    discounts: deps.discounts,
    idCopies: deps.idCopies,
    points: deps.paidPoints,
    wallet: deps.paidWallet,
    refunds: deps.refunds,
  };

  return {
    ...createCustomerOrders({ db, ports, limiter, forgetCounts }),
    operator: createOperatorOrders({ db, ports, points: deps.points, forgetCounts, now: deps.now }),
    /** The cart's capacity port (scheduled-counts.ts): what it shows, not what checkout enforces. */
    countScheduledOrders: scheduledCounts.count,
    countScheduled,
    /** After an order commits: its branches' next schedule shown counts it (theirs only). */
    forgetCounts,
    lockSchedule: repo.lockSchedule,
    byIdempotencyKey: (merchantId: number, key: string) => repo.byIdempotencyKey(db, merchantId, key),
    subOrdersOf: (orderId: number, executor: Executor = db) => repo.subOrdersOf(executor, orderId),
    /** An order of this merchant by its uuid (callers check who may see it). */
    byUuid: (merchantId: number, uuid: string, executor: Executor = db) => repo.byUuid(executor, merchantId, uuid),
    /** An order by its id, for the payments module (an attempt names its order by id). */
    byId: (orderId: number, executor: Executor = db) => repo.byId(executor, orderId),
    /** Billing details on an order, in the caller's transaction (payments' address/billing/add). */
    setBilling: (tx: Executor, orderId: number, billing: OrderBilling) => repo.setBilling(tx, orderId, billing),

    /**
     * Records what the payment provider (or a deposit-slip review) said, in the caller's transaction.
     * Paid: the order is paid and its sub-orders leave payment_pending for pending. Failed: the order
     * waits for another attempt (the customer may retry or cancel); its sub-orders keep their status.
     */
    async recordPayment(tx: Executor, orderId: number, outcome: 'paid' | 'failed' | 'pending') {
      await repo.setPaymentStatus(tx, orderId, outcome);
      if (outcome === 'paid') {
        await repo.moveSubOrders(tx, { orderId, from: ['payment_pending'], to: 'pending', actor: 'payment' });
      }
    },

    /**
     * The order's sub-orders, locked until the caller's transaction ends (payments records a late
     * payment against them, as a cancel decides on them).
     */
    lockSubOrders: (tx: Executor, orderId: number) => repo.lockSubOrders(tx, orderId),

    /** Orders whose payment window closed unpaid, not expired yet (ADR 0027), up to `limit`. */
    dueForExpiry: (now: Date, limit: number) => dueForExpiry(db, now, limit),

    /**
     * Expires one order whose window closed unpaid: parts to payment_failed, what it held given back;
     * once only (false when paid meanwhile or expired already). Its branches' slot counts are forgotten.
     */
    async expireUnpaid(orderId: number, now: Date): Promise<boolean> {
      const expired = await expireUnpaidOrder(db, ports, orderId, now);
      forgetCounts(expired);
      return expired.length > 0;
    },

    /** Opens a window that could not open at checkout (the SC/PWD ID was being checked), in the caller's transaction. */
    openPaymentWindow: (tx: Executor, orderId: number, dueAt: Date | null) => openPaymentWindow(tx, orderId, dueAt),

    /**
     * Closes an open window now (the operator's tool): it is due at `now` unless due earlier already.
     * False when the order has no window, or is paid or expired.
     */
    closePaymentWindow: (orderId: number, now: Date) => closePaymentWindow(db, orderId, now),

    /**
     * A payment recorded after the order's window closed (payments' recordPaid, in its transaction, the
     * sub-orders locked): revives the order when its parts can take their stock and slots again and it
     * held no promo code, points or credits (orders/late-payment.ts); otherwise answers why not.
     */
    async reviveExpired(tx: Executor, orderId: number): Promise<Revival> {
      const revival = await reviveExpiredOrder(
        tx,
        { now: deps.now?.() ?? new Date(), catalog: deps.catalog, schedules: deps.schedules, countScheduled },
        orderId,
      );
      // Its slots count again. Forgotten before the caller commits: a count read meanwhile is put right
      // by the check for changes (scheduled-counts.ts), which sees this write within two intervals.
      if (revival.revived) forgetCounts(revival.parts);
      return revival;
    },

    /** Flags the order for the operator to refund (shown by `npm run order -- show` and the admin API). */
    flagRefund: (tx: Executor, orderId: number, reason: string) => repo.flagRefund(tx, orderId, reason),

    /** Moves the order's updated_at, so its screen (polling by it) shows what changed, e.g. a refund. */
    touch: (executor: Executor, orderId: number) => repo.touch(executor, orderId),

    /**
     * The part of checkout's statement that writes the order (see the repository's orderTreeSql), and
     * the order as checkout answers it once the statement succeeded.
     */
    placeStep(order: NewOrder, guard: string): { placed: PlacedOrder; sql: SQL } {
      const { subOrders: parts, ...head } = order;
      const status = initialStatus(order);
      const placed: PlacedOrder = {
        uuid: randomUUID(),
        paymentMethod: head.paymentMethod,
        paymentStatus: head.paymentStatus,
        total: head.total,
        subOrders: parts.map((p) => ({ uuid: randomUUID(), branchName: p.branchName, status })),
      };
      const tree: OrderTree = {
        uuid: placed.uuid,
        merchant_id: head.merchantId,
        customer_id: head.customerId,
        idempotency_key: head.idempotencyKey,
        contact: head.contact,
        address: head.address,
        billing: head.billing,
        payment_method: head.paymentMethod,
        payment_status: head.paymentStatus,
        subtotal: head.subtotal,
        fees: head.fees,
        total: head.total,
        voucher_code: head.voucher?.code ?? null,
        voucher_type: head.voucher?.type ?? null,
        voucher_amount: head.voucher?.amount ?? 0,
        special_discount_types: head.specialDiscount?.types ?? [],
        special_discount_amount: head.specialDiscount?.amount ?? 0,
        special_discount_vat_exemption: head.specialDiscount?.vatExemption ?? 0,
        special_discount_vat_exempt_sale: head.specialDiscount?.vatExemptSale ?? 0,
        special_discount_rejected_action: head.specialDiscount?.rejectedAction ?? null,
        points_rate_points: head.pointsRate?.points ?? null,
        points_rate_centavos: head.pointsRate?.perCentavos ?? null,
        points_used: head.pointsUsed,
        points_paid: head.pointsPaid,
        wallet_paid: head.walletPaid,
        payment_window_minutes: head.paymentWindow?.minutes ?? null,
        payment_due_at: head.paymentWindow?.dueAt?.toISOString() ?? null,
        sub_orders: parts.map((p, n) => ({
          uuid: placed.subOrders[n]?.uuid as string,
          branch_id: p.branchId,
          branch_name: p.branchName,
          brand_name: p.brandName,
          delivery_type: p.deliveryType,
          delivery_datetime: p.deliveryDatetime,
          status,
          subtotal: p.subtotal,
          delivery_fee: p.deliveryFee,
          voucher_amount: p.voucherAmount,
          special_discount_amount: p.specialDiscountAmount,
        })),
        items: parts.flatMap((p, n) =>
          p.items.map((i) => ({
            sub_order: placed.subOrders[n]?.uuid as string,
            inventory_id: i.inventoryId,
            product_uuid: i.productUuid,
            product_name: i.productName,
            variation: i.variation,
            add_ons: i.addOns,
            remarks: i.remarks,
            quantity: i.quantity,
            line_total: i.lineTotal,
          })),
        ),
      };
      return { placed, sql: repo.orderTreeSql(tree, guard) };
    },
  };
}

/** Cash on delivery starts pending, as does an order points paid in full (placed paid); a paid method waits. */
const initialStatus = (order: NewOrder) => (order.paymentStatus === 'pending' ? 'payment_pending' : 'pending');

export type OrdersService = ReturnType<typeof createOrdersService>;
