/**
 * What customers do with their orders after checkout: open one (theirs, or a guest order by its link),
 * list theirs, cancel before the store starts on it, ask the branch to follow it up, print its invoice.
 */
import type {
  CancelOrderResponse,
  FollowUpResponse,
  OrderDetails,
  OrdersListResponse,
} from '@storefront/contracts/order';
import {
  type DiscountType,
  SPECIAL_DISCOUNT_CART_MESSAGES as SDM,
  type SpecialDiscountValidateResponse,
} from '@storefront/contracts/special-discount';
import { fromCentavos } from '@storefront/domain/money';
import {
  ACTIVE_STATUSES,
  CUSTOMER_CANCELLABLE,
  hasLeftStore,
  isAllReleased,
  type OrderStatus,
} from '@storefront/domain/order-status';
import type { StatusLabelDesigns } from '@storefront/domain/order-status-label';
import { pageLinks, pageWindow } from '@storefront/domain/paging';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { enforce, type Limit, type RateLimiter } from '../../lib/rate-limiter';
import { invoiceHtml } from './invoice';
import { ORDER_VIEW_MESSAGES as M } from './order-messages';
import {
  type PaidPointsReturner,
  type PaidWalletReturner,
  returnPaidPoints,
  returnWalletCredits,
} from './pay-with-points';
import { awaitsOnlinePayment, payNowPath } from './payment-state';
import type { OrderRefunds } from './refunds';
import { type OrderRow, ordersRepository as repo, type SubOrderRow, type SubOrderSummary } from './repository';
import type { ForgetCounts } from './scheduled-counts';
import { approvedOf, hasSpecialDiscount, type OrderIdCopies } from './special-discount';
import { cancellableOf, orderDetails, orderSummary, overallOf } from './views';

export const ORDERS_PER_PAGE = 10;

/** A customer asks a branch to hurry at most this often (each sub-order is followed up once anyway). */
const FOLLOW_UP_LIMIT: Limit = { name: 'order-follow-up', max: 10, windowSeconds: 600 };

/** The signed-in caller, when there is one. */
export type Viewer = { customerId: number; customerUuid: string } | null;

/** Gives a cancelled order's units back to their stocks (the catalog's service), in the caller's transaction. */
export type StockReturner = {
  returnStock(tx: Executor, lines: { inventoryId: number; quantity: number }[]): Promise<void>;
};

/**
 * Gives a released order's promo code use back (the discounts service), in the caller's transaction.
 * Called when every part of the order is released; it releases a use once, however often it is called.
 */
export type UseReleaser = { releaseUses(tx: Executor, orderId: number): Promise<number> };

/** What releasing an order gives back, through other modules' services (ports filled by app.ts). */
export type ReleasePorts = {
  catalog?: StockReturner | undefined;
  discounts?: UseReleaser | undefined;
  idCopies?: OrderIdCopies | undefined;
  points?: PaidPointsReturner | undefined;
  wallet?: PaidWalletReturner | undefined;
  /** Owes a paid order's money back for the parts released (the payments module's refunds, ADR 0028). */
  refunds?: OrderRefunds | undefined;
};

/**
 * Once every part is released (cancelled, payment failed), the order holds no promo code use either,
 * the points it was paid with go back to the customer (once), and an ID it was placed with no longer
 * needs checking: its photo's retention clock starts.
 */
export async function releaseIfAllReleased(
  tx: Executor,
  ports: ReleasePorts,
  orderId: number,
  statuses: readonly string[],
): Promise<void> {
  if (!isAllReleased(statuses)) return;
  if (ports.discounts) await ports.discounts.releaseUses(tx, orderId);
  await returnPaidPoints(tx, ports.points, orderId);
  await returnWalletCredits(tx, ports.wallet, orderId);
  if (ports.idCopies) await ports.idCopies.markValidated(tx, orderId, new Date());
}

/**
 * Cancels the given sub-orders of a locked order, in the caller's transaction — the one path every
 * cancel takes (the customer's, the operator's, a rejected special discount's): status, reason and a
 * timeline event each, their limited stock given back (not a delivered part's: its goods left the
 * store), the money paid online for them owed back when the order is paid (a refund row, sent after
 * the commit: ADR 0028), and once every part is released what the order held (a promo code use, the
 * points it was paid with). Slots free up by
 * themselves (counted from statuses): the caller clears the count cache after commit. Answers the
 * sub-orders as they are now.
 */
export async function cancelParts(
  tx: Executor,
  ports: ReleasePorts,
  q: {
    orderId: number;
    subs: SubOrderRow[];
    ids: number[];
    actor: string;
    reason: string;
    /** 'payment_failed' when the payment window closed unpaid (ADR 0027); 'cancelled' otherwise. */
    to?: 'cancelled' | 'payment_failed';
  },
): Promise<SubOrderRow[]> {
  const catalog = ports.catalog;
  if (!catalog) throw new Error('the orders service was built without the catalog: it cannot return stock');
  const to = q.to ?? 'cancelled';
  await repo.setSubOrderStatus(tx, {
    orderId: q.orderId,
    subOrderIds: q.ids,
    to,
    actor: q.actor,
    cancelReason: q.reason,
  });
  const stillInStore = q.subs.filter((s) => q.ids.includes(s.id) && !hasLeftStore(s.status)).map((s) => s.id);
  await catalog.returnStock(tx, await repo.unitsOf(tx, stillInStore));
  const after = q.subs.map((s) => (q.ids.includes(s.id) ? { ...s, status: to } : s));
  // A payment window closing releases unpaid parts only: nothing was paid for them.
  if (to === 'cancelled' && ports.refunds)
    await ports.refunds.oweForRelease(tx, { orderId: q.orderId, subOrderIds: q.ids, reason: refundReason(q) });
  await releaseIfAllReleased(
    tx,
    ports,
    q.orderId,
    after.map((s) => s.status),
  );
  return after;
}

/** Why a cancel's refund is owed, as the operator reads it: who cancelled, and their reason. */
const refundReason = (q: { actor: string; reason: string }) =>
  `cancelled by the ${q.actor === 'customer' ? 'customer' : 'store'}: ${q.reason}`;

export type FollowUpLog = { info(fields: object, message: string): void };

/** A weak validator of what the order screen shows: it changes whenever the order's updated_at moves. */
const etagOf = (order: OrderRow) => `W/"${order.uuid}.${order.updatedAt.getTime()}"`;

export function createCustomerOrders(deps: {
  db: Db;
  ports: ReleasePorts;
  limiter: RateLimiter;
  /** Scheduled slots are counted from sub-order statuses: a cancel frees its branches' for the next count. */
  forgetCounts: ForgetCounts;
}) {
  const { db } = deps;

  /** The order a caller may see: a guest order by its link; a customer's order by that customer only. */
  async function visibleOrder(merchantId: number, viewer: Viewer, uuid: string): Promise<OrderRow> {
    const order = await repo.byUuid(db, merchantId, uuid);
    if (!order) throw AppError.notFound(M.notFound);
    if (order.customerId !== null) {
      if (!viewer) throw new AppError('unauthenticated', M.signInToView);
      if (viewer.customerId !== order.customerId) throw AppError.notFound(M.notFound);
    }
    return order;
  }

  /** The caller's own order, for changing it; another customer's is simply not found. */
  async function ownOrder(executor: Executor, merchantId: number, customerId: number, uuid: string) {
    const order = await repo.byUuid(executor, merchantId, uuid);
    if (!order || order.customerId !== customerId) throw AppError.notFound(M.notFound);
    return order;
  }

  return {
    /**
     * One order as its screen shows it. With `knownEtag` equal to the order's current one, answers
     * `{ etag }` alone after a single indexed read: the screen polls this every few seconds.
     */
    async details(
      merchant: { id: number },
      viewer: Viewer,
      uuid: string,
      extra: { invoiceUrl: (orderUuid: string) => string; knownEtag?: string | undefined },
    ): Promise<{ etag: string; data?: OrderDetails }> {
      const order = await visibleOrder(merchant.id, viewer, uuid);
      const etag = etagOf(order);
      if (extra.knownEtag === etag) return { etag };
      const subs = await repo.viewsOf(db, order.id);
      const refunds = (await deps.ports.refunds?.refundsOf(order.id)) ?? [];
      return {
        etag,
        data: orderDetails(order, subs, {
          customerUuid: order.customerId === null ? null : (viewer?.customerUuid ?? null),
          invoiceUrl: extra.invoiceUrl(order.uuid),
          refunds,
        }),
      };
    },

    /** The customer's orders, newest first: upcoming (something still on its way) or past. */
    async list(
      merchantId: number,
      customerId: number,
      q: { status: 'upcoming' | 'past'; page: number },
    ): Promise<OrdersListResponse> {
      const { offset, limit } = pageWindow(q.page, ORDERS_PER_PAGE);
      const upcoming = q.status === 'upcoming';
      let { rows, total } = await repo.pageOfCustomer(db, { merchantId, customerId, upcoming, offset, limit });
      // Past the last page the window count is not there: count the first page instead.
      if (!rows.length && q.page > 1)
        total = (await repo.pageOfCustomer(db, { merchantId, customerId, upcoming, offset: 0, limit: 1 })).total;
      const subs = await repo.summariesOf(
        db,
        rows.map((r) => r.id),
      );
      const byOrder = new Map<number, SubOrderSummary[]>();
      for (const s of subs) byOrder.set(s.orderId, [...(byOrder.get(s.orderId) ?? []), s]);
      const links = pageLinks(q.page, ORDERS_PER_PAGE, total);
      return {
        list: rows.map((r) => orderSummary(r, byOrder.get(r.id) ?? [])),
        max_page: links.max_page,
        next_page: links.next_page,
      };
    },

    /**
     * Cancels the caller's order while no part of it is being prepared, in one transaction: its waiting
     * sub-orders are cancelled with the reason, their limited stock goes back, their slots free up.
     * A payment already made stays paid and is owed back in that transaction; the refund is sent to the
     * provider right after the commit (ADR 0028; the 'submit-refunds' job retries what could not go).
     */
    async cancel(
      merchant: { id: number; cancellationReasons: readonly string[] },
      customerId: number,
      input: { order_uuid: string; reason: string },
    ): Promise<CancelOrderResponse> {
      if (!deps.ports.catalog)
        throw new Error('the orders service was built without the catalog: it cannot return stock');
      const { id: orderId } = await ownOrder(db, merchant.id, customerId, input.order_uuid);
      const reason = input.reason.trim();
      if (merchant.cancellationReasons.length && !merchant.cancellationReasons.includes(reason))
        throw AppError.field('reason', M.unknownReason);
      const outcome = await db.transaction(async (tx) => {
        const subs = await repo.lockSubOrders(tx, orderId);
        // Read after the lock: a payment confirmed meanwhile is seen here.
        const order = await ownOrder(tx, merchant.id, customerId, input.order_uuid);
        if (subs.every((s) => s.status === 'cancelled')) throw AppError.field('order_uuid', M.alreadyCancelled);
        if (!cancellableOf(subs)) throw AppError.field('order_uuid', M.notCancellable);
        const waiting = subs.filter((s) => CUSTOMER_CANCELLABLE.includes(s.status as OrderStatus));
        const after = await cancelParts(tx, deps.ports, {
          orderId: order.id,
          subs,
          ids: waiting.map((s) => s.id),
          actor: 'customer',
          reason,
        });
        return { paid: order.paymentStatus === 'paid', status: overallOf(after), parts: after };
      });
      deps.forgetCounts(outcome.parts);
      if (outcome.paid) await deps.ports.refunds?.submitFor(orderId);
      return { message: outcome.paid ? M.cancelledPaid : M.cancelled, order_status: outcome.status };
    },

    /** Asks the branch to follow a sub-order of the caller's up, once; later calls say it was sent. */
    async followUp(
      merchantId: number,
      customerId: number,
      subOrderUuid: string,
      log: FollowUpLog,
    ): Promise<FollowUpResponse> {
      await enforce(deps.limiter, FOLLOW_UP_LIMIT, `${merchantId}:${customerId}`);
      const found = await repo.customerSubOrder(db, { merchantId, customerId, uuid: subOrderUuid });
      if (!found) throw AppError.notFound(M.notFound);
      const { sub } = found;
      if (sub.followUpSentAt) return { message: M.followUpAlready, follow_up_sent: true };
      if (!ACTIVE_STATUSES.includes(sub.status as OrderStatus)) throw AppError.field('uuid', M.followUpFinished);
      // An online order nobody has paid for yet is not being prepared: the customer pays first (issue 26).
      if (awaitsOnlinePayment(found)) throw AppError.field('uuid', M.followUpUnpaid);
      if (await repo.markFollowUp(db, sub.id, sub.orderId)) {
        // Branches have no inbox here yet: the operator's log is where the request lands (ADR 0009).
        log.info(
          {
            merchantId,
            orderUuid: found.orderUuid,
            subOrderUuid: sub.uuid,
            branch: sub.branchName,
            status: sub.status,
          },
          'order follow-up requested by the customer',
        );
        return { message: M.followUpSent, follow_up_sent: true };
      }
      return { message: M.followUpAlready, follow_up_sent: true };
    },

    /**
     * The printable invoice (the route checked the link's signature), with Pay Now to the storefront's
     * payment screen while the order can be paid (root-relative: the SPA and the API share one origin).
     */
    async invoice(
      merchant: {
        id: number;
        name: string;
        subdomain: string;
        profile: { design: { order_status_designs: StatusLabelDesigns } };
      },
      uuid: string,
    ): Promise<string> {
      const order = await repo.byUuid(db, merchant.id, uuid);
      if (!order) throw AppError.notFound(M.notFound);
      const copies =
        hasSpecialDiscount(order) && deps.ports.idCopies ? await deps.ports.idCopies.ofOrder(db, order.id) : [];
      const subs = await repo.viewsOf(db, order.id);
      const payNow = payNowPath(
        merchant.subdomain,
        order,
        subs.map((s) => s.status),
      );
      return invoiceHtml(merchant.name, order, subs, {
        copies,
        payNowUrl: payNow,
        statusDesigns: merchant.profile.design.order_status_designs,
      });
    },

    /**
     * Where the store's check of the order's Senior Citizen / PWD ID stands (the validate call, spec
     * §7): the caller's own order only (another's is not found); the invoice link once approved. An
     * order placed without the discount is refused (422), as there is nothing to validate.
     */
    async specialDiscountStatus(
      merchantId: number,
      customerId: number,
      uuid: string,
      invoiceUrl: (orderUuid: string) => string,
    ): Promise<SpecialDiscountValidateResponse> {
      const order = await ownOrder(db, merchantId, customerId, uuid);
      if (!hasSpecialDiscount(order)) throw AppError.field('order_uuid', SDM.noSpecialDiscount);
      const approved = approvedOf(order);
      return {
        data: {
          order_uuid: order.uuid,
          special_discount_types: order.specialDiscountTypes as DiscountType[],
          special_discount_computed_amount: fromCentavos(order.specialDiscountAmount),
          special_discount_approved: approved,
          rejected_action: order.specialDiscountRejectedAction ?? 'cancel',
          invoice_url: approved === 1 ? invoiceUrl(order.uuid) : null,
        },
      };
    },
  };
}
