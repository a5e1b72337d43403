/**
 * What 'Order again' needs of a placed order (issue 27, ADR 0032): its lines as they were chosen (the
 * inventory row, add-ons, notes, quantity) and how each branch's part was fulfilled. The cart decides
 * what of it can go back; this module only says what was ordered, and to whom it may be said.
 */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Viewer } from './customer-orders';
import { ORDER_VIEW_MESSAGES as M } from './order-messages';
import { ordersRepository as repo } from './repository';
import { orderItems, subOrders } from './tables';

export type ReorderLine = {
  branchId: number;
  inventoryId: number;
  productName: string;
  /** The variation's values as ordered ('Large, Spicy'); '' for a simple product. */
  variation: string;
  addOns: string[];
  remarks: string;
  quantity: number;
};

export type OrderToReorder = {
  lines: ReorderLine[];
  /** Each branch's logistic type on the order, in the order's branch order (never its slot). */
  deliveryTypes: Map<number, string>;
};

/**
 * The lines of an order the caller may see, the same rule as its details: a customer's order for that
 * customer only (another customer's is 404, a guest asking is 401), a guest's order by its link.
 */
export async function orderToReorder(
  db: Executor,
  merchantId: number,
  viewer: Viewer,
  uuid: string,
): Promise<OrderToReorder> {
  const order = await repo.byUuid(db, merchantId, uuid);
  if (!order) throw AppError.notFound(M.notFound);
  if (order.customerId !== null) {
    if (!viewer) throw new AppError('unauthenticated', M.signInToView);
    if (viewer.customerId !== order.customerId) throw AppError.notFound(M.notFound);
  }
  const rows = await db
    .select({
      branchId: subOrders.branchId,
      deliveryType: subOrders.deliveryType,
      inventoryId: orderItems.inventoryId,
      productName: orderItems.productName,
      variation: orderItems.variation,
      addOns: orderItems.addOns,
      remarks: orderItems.remarks,
      quantity: orderItems.quantity,
    })
    .from(subOrders)
    .innerJoin(orderItems, eq(orderItems.subOrderId, subOrders.id))
    .where(eq(subOrders.orderId, order.id))
    .orderBy(asc(subOrders.id), asc(orderItems.id));
  const deliveryTypes = new Map<number, string>();
  for (const r of rows) if (!deliveryTypes.has(r.branchId)) deliveryTypes.set(r.branchId, r.deliveryType);
  return {
    deliveryTypes,
    lines: rows.map((r) => ({
      branchId: r.branchId,
      inventoryId: r.inventoryId,
      productName: r.productName,
      variation: r.variation.map((v) => v.value).join(', '),
      addOns: r.addOns.map((a) => a.uuid),
      remarks: r.remarks,
      quantity: r.quantity,
    })),
  };
}
