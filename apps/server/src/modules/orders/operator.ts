/**
 * Moving orders along (issue 5): merchants have no screens here, so an operator moves sub-orders
 * through their statuses by command or admin API — forward one step at a time, or cancelled before
 * dispatch or once delivered (domain `operatorMayMove`). The move that completes a customer's order
 * credits its points; cancelling a part after that takes back what it earned (issue 19, points.ts).
 * Orders are named by uuid or by the 8-character reference customers quote.
 */

import type { OrderDetails } from '@storefront/contracts/order';
import { SPECIAL_DISCOUNT_CART_MESSAGES as SDM } from '@storefront/contracts/special-discount';
import type { LogisticType } from '@storefront/domain/logistic-types';
import { fromCentavos } from '@storefront/domain/money';
import {
  hasLeftStore,
  isAllReleased,
  isReleased,
  type OrderStatus,
  type OverallStatus,
  operatorMayMove,
  operatorTarget,
  shownStatus,
} from '@storefront/domain/order-status';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { UUID_PATTERN as UUID } from '../../lib/uuid';
import { cancelParts, type ReleasePorts } from './customer-orders';
import { ORDER_VIEW_MESSAGES as M } from './order-messages';
import { openPaymentWindow } from './payment-window';
import { type OrderPointsLedger, pointsView, settleOrderPoints } from './points';
import type { OperatorRefundView } from './refunds';
import { type OrderRow, ordersRepository as repo, type SubOrderRow } from './repository';
import type { ForgetCounts } from './scheduled-counts';
import { approvedOf, awaitingValidation, hasSpecialDiscount, type OrderIdCopyView } from './special-discount';
import { overallOf, referenceOf } from './views';

const REFERENCE = /^[0-9a-f]{8}$/i;

export type OperatorOrderView = {
  order_uuid: string;
  reference: string;
  merchant_id: number;
  payment_method: string;
  payment_status: OrderRow['paymentStatus'];
  order_status: OverallStatus;
  updated_at: string;
  /** The points the order earns the customer, as the customer's order screen shows them (points.ts). */
  points: OrderDetails['points'];
  /** Set when a payment arrived that the store must give back (orders' refund_reason). */
  refund: { reason: string; flagged_at: string } | null;
  /** The money owed back on the order (ADR 0028), oldest first: a 'manual' one is refunded by hand and marked done. */
  refunds: OperatorRefundView[];
  /**
   * The Senior Citizen / PWD discount it was placed with (ADR 0020), with the IDs as the order copied
   * them — numbers whole, for the store checking them; null without one.
   */
  special_discount: {
    types: string[];
    /** Pesos: everything it takes off (kept for the record once rejected), and its parts. */
    amount: number;
    vat_exemption: number;
    vat_exempt_sale: number;
    /** null while the store checks; 1 approved; 0 rejected. */
    approved: 0 | 1 | null;
    rejected_action: 'proceed' | 'cancel' | null;
    validated_at: string | null;
    /** An online payment waits for the decision. */
    awaiting_validation: boolean;
    ids: {
      discount_type: string;
      id_type: string;
      full_name: string;
      id_number: string;
      rejected_action: string;
      /** Whether the photo is still kept (dropped 30 days after validation). */
      photo: boolean;
    }[];
  } | null;
  sub_orders: {
    uuid: string;
    branch_name: string;
    delivery_type: string;
    status: string;
    order_status: string;
    cancel_reason: string | null;
  }[];
};

function specialDiscountOf(
  order: OrderRow,
  subs: SubOrderRow[],
  copies: OrderIdCopyView[],
): OperatorOrderView['special_discount'] {
  if (!hasSpecialDiscount(order)) return null;
  return {
    types: order.specialDiscountTypes,
    amount: fromCentavos(order.specialDiscountAmount),
    vat_exemption: fromCentavos(order.specialDiscountVatExemption),
    vat_exempt_sale: fromCentavos(order.specialDiscountVatExemptSale),
    approved: approvedOf(order),
    rejected_action: order.specialDiscountRejectedAction,
    validated_at: order.specialDiscountValidatedAt?.toISOString() ?? null,
    awaiting_validation: awaitingValidation(
      order,
      subs.map((s) => s.status),
    ),
    ids: copies.map((c) => ({
      discount_type: c.discountType,
      id_type: c.idType,
      full_name: c.fullName,
      id_number: c.idNumber,
      rejected_action: c.rejectedAction,
      photo: c.hasImage,
    })),
  };
}

function viewOf(
  order: OrderRow,
  subs: SubOrderRow[],
  copies: OrderIdCopyView[] = [],
  refunds: OperatorRefundView[] = [],
): OperatorOrderView {
  return {
    order_uuid: order.uuid,
    reference: referenceOf(order.uuid),
    merchant_id: order.merchantId,
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    order_status: overallOf(subs),
    updated_at: order.updatedAt.toISOString(),
    points: pointsView(order, subs),
    refund: order.refundReason
      ? { reason: order.refundReason, flagged_at: (order.refundFlaggedAt ?? order.updatedAt).toISOString() }
      : null,
    refunds,
    special_discount: specialDiscountOf(order, subs, copies),
    sub_orders: subs.map((s) => ({
      uuid: s.uuid,
      branch_name: s.branchName,
      delivery_type: s.deliveryType,
      status: s.status,
      order_status: shownStatus(s.status as OrderStatus, s.deliveryType as LogisticType),
      cancel_reason: s.cancelReason,
    })),
  };
}

export function createOperatorOrders(deps: {
  db: Db;
  ports: ReleasePorts;
  points: OrderPointsLedger | undefined;
  forgetCounts: ForgetCounts;
  /** The clock an SC/PWD order's payment window opens by (the app's; tests move it). */
  now?: (() => Date) | undefined;
}) {
  const { db } = deps;
  const clock = deps.now ?? (() => new Date());

  /**
   * Pay Now opens once the store decided on an SC/PWD ID (the order goes on): an order paid online and
   * still unpaid gets its payment window then, of the minutes checkout kept for it (ADR 0027).
   */
  async function openWindowAfterDecision(tx: Executor, order: OrderRow) {
    if (order.paymentWindowMinutes === null || order.paymentStatus === 'paid') return;
    await openPaymentWindow(tx, order.id, new Date(clock().getTime() + order.paymentWindowMinutes * 60_000));
  }

  /** The order as the operator sees it now, with its ID copies when it has a special discount. */
  async function present(uuid: string): Promise<OperatorOrderView> {
    const order = (await repo.byUuidAnywhere(db, uuid)) as OrderRow;
    const copies =
      hasSpecialDiscount(order) && deps.ports.idCopies ? await deps.ports.idCopies.ofOrder(db, order.id) : [];
    const refunds = (await deps.ports.refunds?.operatorRefundsOf(order.id)) ?? [];
    return viewOf(order, await repo.subOrdersOf(db, order.id), copies, refunds);
  }

  async function find(ref: string): Promise<OrderRow> {
    const given = ref.trim();
    if (UUID.test(given)) {
      const order = await repo.byUuidAnywhere(db, given.toLowerCase());
      if (!order) throw AppError.notFound(M.notFound);
      return order;
    }
    if (!REFERENCE.test(given))
      throw AppError.field('order', "Name the order by its uuid or its 8-character reference (e.g. 'A1B2C3D4').");
    const matches = await repo.byReference(db, given);
    if (!matches.length) throw AppError.notFound(M.notFound);
    if (matches.length > 1)
      throw AppError.field(
        'order',
        `The reference ${given.toUpperCase()} matches ${matches.length} orders; use the uuid: ${matches.map((m) => m.uuid).join(', ')}`,
      );
    return matches[0] as OrderRow;
  }

  return {
    async show(ref: string): Promise<OperatorOrderView> {
      return present((await find(ref)).uuid);
    },

    /**
     * Moves one sub-order, or every live sub-order of the order not already there, to `status`. All of
     * them must allow the move or none moves (422 naming the first refused). A cancel gives stock back
     * (of parts not yet dispatched). In the same transaction, the order's points are settled: credited
     * by the move that completes it, taken back as far as a cancel after that made it lose them.
     */
    async setStatus(
      ref: string,
      input: { status: string; sub_order_uuid?: string | undefined; reason?: string | undefined },
    ) {
      const target = operatorTarget(input.status);
      if (!target)
        throw AppError.field(
          'status',
          'The status must be processing, dispatched (or pick_up), delivered (or claimed) or cancelled.',
        );
      const found = await find(ref);
      const moved = await db.transaction(async (tx) => {
        const subs = await repo.lockSubOrders(tx, found.id);
        let chosen: SubOrderRow[];
        if (input.sub_order_uuid) {
          const one = subs.find((s) => s.uuid === input.sub_order_uuid?.toLowerCase());
          if (!one) throw AppError.notFound('Sub-order not found in this order.');
          chosen = [one];
        } else {
          // Released parts can no longer move at all: a whole-order move passes over them.
          chosen = subs.filter((s) => !isReleased(s.status) && s.status !== target);
        }
        if (!chosen.length || chosen.every((s) => s.status === target))
          throw AppError.field('status', `Already ${target}: nothing to move.`);
        const refused = chosen.find((s) => !operatorMayMove(s.status as OrderStatus, target));
        if (refused)
          throw AppError.field(
            'status',
            `Cannot move the ${refused.branchName} part (${refused.uuid}) from ${refused.status} to ${target}.`,
          );
        const ids = chosen.map((s) => s.id);
        let after: SubOrderRow[];
        if (target === 'cancelled') {
          const reason = input.reason?.trim() || M.operatorCancelReason;
          after = await cancelParts(tx, deps.ports, { orderId: found.id, subs, ids, actor: 'operator', reason });
        } else {
          await repo.setSubOrderStatus(tx, { orderId: found.id, subOrderIds: ids, to: target, actor: 'operator' });
          after = subs.map((s) => (ids.includes(s.id) ? { ...s, status: target } : s));
        }
        // A sub-order is cancelled once: its uuid names the reversal this cancel may make.
        const reversalKey = `${found.uuid}/${(chosen[0] as SubOrderRow).uuid}`;
        await settleOrderPoints(tx, deps.points, { orderId: found.id, parts: after, reversalKey });
        return chosen;
      });
      if (target === 'cancelled') {
        deps.forgetCounts(moved);
        // The refund the cancel owed goes to the provider now (best effort: the job retries).
        await deps.ports.refunds?.submitFor(found.id);
      }
      return { moved: moved.length, order: await present(found.uuid) };
    },

    /**
     * The order whose payment window the operator closes (ADR 0027): refused on `order` (422) when it has
     * none open — not paid online, its SC/PWD ID still being checked, paid, expired or cancelled already.
     */
    async withOpenPaymentWindow(ref: string): Promise<OrderRow> {
      const order = await find(ref);
      const refuse = (why: string) => AppError.field('order', why);
      if (order.paymentStatus === 'paid') throw refuse(M.windowPaid);
      if (order.paymentExpiredAt) throw refuse(M.windowExpired);
      if (isAllReleased((await repo.subOrdersOf(db, order.id)).map((s) => s.status))) throw refuse(M.alreadyCancelled);
      if (!order.paymentDueAt) throw refuse(M.noWindow);
      return order;
    },

    /** The photo of the ID of this type the order was placed with, while it is kept (else undefined). */
    async specialDiscountPhoto(ref: string, type: 'senior' | 'pwd') {
      const order = await find(ref);
      return deps.ports.idCopies?.image(db, order.id, type);
    },

    /**
     * The store's verdict on the order's Senior Citizen / PWD ID (ADR 0020), in one transaction with the
     * order locked: only an order still awaiting it may be decided. Approve: the discount stays. Reject:
     * the discount is no longer taken (the total goes back to the full price), and with the customer's
     * 'cancel' the whole order is cancelled as a cancel does it (stock, slots and promo use given back).
     * Either way the ID copies' photo retention clock starts, and updated_at moves for the order screen;
     * an order that goes on, unpaid online, gets its payment window now (ADR 0027).
     */
    async decideSpecialDiscount(
      ref: string,
      input: { decision: 'approve' | 'reject'; note?: string | undefined },
    ): Promise<{ message: string; cancelled: number; order: OperatorOrderView }> {
      const found = await find(ref);
      const at = new Date();
      const cancelled = await db.transaction(async (tx): Promise<SubOrderRow[]> => {
        // Sub-orders first, then the order: the order a cancel and a payment take their locks in.
        const subs = await repo.lockSubOrders(tx, found.id);
        const order = (await repo.lockOrderRow(tx, found.id)) as OrderRow;
        if (!hasSpecialDiscount(order)) throw AppError.field('decision', SDM.noSpecialDiscount);
        if (order.specialDiscountApproved !== null) throw AppError.field('decision', SDM.alreadyValidated);
        if (isAllReleased(subs.map((s) => s.status))) throw AppError.field('decision', M.alreadyCancelled);
        if (input.decision === 'approve') {
          await repo.decideSpecialDiscount(tx, { orderId: order.id, approved: 1, at });
          await deps.ports.idCopies?.markValidated(tx, order.id, at);
          await openWindowAfterDecision(tx, order);
          return [];
        }
        const live = subs.filter((s) => !isReleased(s.status));
        const cancelling = order.specialDiscountRejectedAction !== 'proceed';
        // The customer chose to cancel: a part that left the store cannot be, so nothing is decided.
        const late = cancelling && live.find((s) => hasLeftStore(s.status));
        if (late)
          throw AppError.field(
            'decision',
            `The customer chose to cancel the order if the ID is rejected, but the ${late.branchName} part is already ${late.status}.`,
          );
        await repo.decideSpecialDiscount(tx, { orderId: order.id, approved: 0, at });
        await deps.ports.idCopies?.markValidated(tx, order.id, at);
        if (!cancelling) {
          await openWindowAfterDecision(tx, order);
          return [];
        }
        const note = input.note?.trim();
        await cancelParts(tx, deps.ports, {
          orderId: order.id,
          subs,
          ids: live.map((s) => s.id),
          actor: 'operator',
          reason: note ? `${M.specialDiscountRejected}: ${note}` : M.specialDiscountRejected,
        });
        return live;
      });
      if (cancelled.length) {
        deps.forgetCounts(cancelled);
        await deps.ports.refunds?.submitFor(found.id);
      }
      const message = input.decision === 'approve' ? SDM.approved : SDM.rejected;
      return { message, cancelled: cancelled.length, order: await present(found.uuid) };
    },
  };
}

export type OperatorOrders = ReturnType<typeof createOperatorOrders>;
