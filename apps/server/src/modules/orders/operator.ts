/**
 * Moving orders along (issue 5): merchants have no screens here, so an operator moves sub-orders
 * through their statuses by command or admin API — forward one step at a time, or cancelled before
 * dispatch (domain `operatorMayMove`). Orders are named by uuid or by the 8-character reference
 * customers quote.
 */

import type { LogisticType } from '@storefront/domain/logistic-types';
import {
  isReleased,
  type OrderStatus,
  type OverallStatus,
  operatorMayMove,
  operatorTarget,
  shownStatus,
} from '@storefront/domain/order-status';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { releaseIfAllReleased, type StockReturner, type UseReleaser } from './customer-orders';
import { ORDER_VIEW_MESSAGES as M } from './order-messages';
import { type OrderRow, ordersRepository as repo, type SubOrderRow } from './repository';
import { overallOf, referenceOf } from './views';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFERENCE = /^[0-9a-f]{8}$/i;

export type OperatorOrderView = {
  order_uuid: string;
  reference: string;
  merchant_id: number;
  payment_method: string;
  payment_status: OrderRow['paymentStatus'];
  order_status: OverallStatus;
  updated_at: string;
  /** Set when a payment arrived that the store must give back (orders' refund_reason). */
  refund: { reason: string; flagged_at: string } | null;
  sub_orders: {
    uuid: string;
    branch_name: string;
    delivery_type: string;
    status: string;
    order_status: string;
    cancel_reason: string | null;
  }[];
};

function viewOf(order: OrderRow, subs: SubOrderRow[]): OperatorOrderView {
  return {
    order_uuid: order.uuid,
    reference: referenceOf(order.uuid),
    merchant_id: order.merchantId,
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    order_status: overallOf(subs),
    updated_at: order.updatedAt.toISOString(),
    refund: order.refundReason
      ? { reason: order.refundReason, flagged_at: (order.refundFlaggedAt ?? order.updatedAt).toISOString() }
      : null,
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
  catalog: StockReturner | undefined;
  discounts?: UseReleaser | undefined;
  forgetCounts: () => void;
}) {
  const { db } = deps;

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
      const order = await find(ref);
      return viewOf(order, await repo.subOrdersOf(db, order.id));
    },

    /**
     * Moves one sub-order, or every live sub-order of the order not already there, to `status`. All of
     * them must allow the move or none moves (422 naming the first refused). A cancel gives stock back.
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
      const catalog = deps.catalog;
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
        await repo.setSubOrderStatus(tx, {
          orderId: found.id,
          subOrderIds: ids,
          to: target,
          actor: 'operator',
          ...(target === 'cancelled' ? { cancelReason: input.reason?.trim() || M.operatorCancelReason } : {}),
        });
        if (target === 'cancelled') {
          if (!catalog) throw new Error('the orders service was built without the catalog: it cannot return stock');
          await catalog.returnStock(tx, await repo.unitsOf(tx, ids));
          const after = subs.map((s) => (ids.includes(s.id) ? target : s.status));
          await releaseIfAllReleased(tx, deps.discounts, found.id, after);
        }
        return ids.length;
      });
      if (target === 'cancelled') deps.forgetCounts();
      const order = (await repo.byUuidAnywhere(db, found.uuid)) as OrderRow;
      return { moved, order: viewOf(order, await repo.subOrdersOf(db, order.id)) };
    },
  };
}

export type OperatorOrders = ReturnType<typeof createOperatorOrders>;
