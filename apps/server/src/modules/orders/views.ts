/**
 * What the order calls answer, built from rows: statuses as customers see them (spec §4, domain
 * order-status), pesos on the wire, and the timeline each sub-order moved through.
 */

import type { PromoCodeType } from '@storefront/contracts/cart';
import type { OrderDetails, OrderSummary, SubOrder } from '@storefront/contracts/order';
import type { LogisticType } from '@storefront/domain/logistic-types';
import { fromCentavos } from '@storefront/domain/money';
import {
  isCancellable,
  type OrderStatus,
  type OverallStatus,
  overallStatus,
  type ShownStatus,
  shownStatus,
} from '@storefront/domain/order-status';
import { paymentMethodLabel } from '@storefront/domain/payment-methods';
import { paidInFullWithPoints } from './pay-with-points';
import { pointsView } from './points';
import type { OrderRow, SubOrderSummary, SubOrderView } from './repository';
import { approvedOf, awaitingValidation } from './special-discount';

/** The short number customers quote: the uuid's first 8 characters, upper case. */
export const referenceOf = (uuid: string) => uuid.slice(0, 8).toUpperCase();

/**
 * Checkout writes no event for a sub-order's first status (it keeps checkout fast): it is derived —
 * pending for cash on delivery and for an order points paid in full, else waiting for the payment.
 */
const initialStatus = (order: OrderRow): OrderStatus =>
  order.paymentMethod === 'COD' || paidInFullWithPoints(order) ? 'pending' : 'payment_pending';

const asStatus = (s: string) => s as OrderStatus;
const asType = (s: string) => s as LogisticType;

/**
 * Statuses shown, oldest first: the first status at the sub-order's creation, then each move. A move
 * that shows the same as the one before (payment_pending → pending is "pending" both times) is left out.
 */
function timelineOf(order: OrderRow, sub: SubOrderView): SubOrder['timeline'] {
  const type = asType(sub.deliveryType);
  const steps = [
    { status: initialStatus(order), at: sub.createdAt.toISOString() },
    ...sub.events.map((e) => ({ status: asStatus(e.status), at: new Date(e.at).toISOString() })),
  ];
  const shown: { order_status: ShownStatus; at: string }[] = [];
  for (const step of steps) {
    const status = shownStatus(step.status, type);
    if (shown.at(-1)?.order_status !== status) shown.push({ order_status: status, at: step.at });
  }
  return shown;
}

function subOrderOf(order: OrderRow, sub: SubOrderView): SubOrder {
  return {
    uuid: sub.uuid,
    branch_name: sub.branchName,
    brand_name: sub.brandName,
    delivery_type: asType(sub.deliveryType),
    delivery_datetime: sub.deliveryDatetime,
    status: sub.status,
    order_status: shownStatus(asStatus(sub.status), asType(sub.deliveryType)),
    subtotal: fromCentavos(sub.subtotal),
    delivery_fee: sub.deliveryFee === null ? null : fromCentavos(sub.deliveryFee),
    voucher_amount: fromCentavos(sub.voucherAmount),
    items: sub.items.map((i) => ({
      product_uuid: i.product_uuid,
      name: i.name,
      variation: i.variation,
      add_ons: i.add_ons.map((a) => ({ uuid: a.uuid, name: a.name, price: fromCentavos(a.price) })),
      remarks: i.remarks,
      quantity: i.quantity,
      total_amount: fromCentavos(i.line_total),
    })),
    follow_up_sent: sub.followUpSentAt !== null,
    cancel_reason: sub.cancelReason,
    timeline: timelineOf(order, sub),
  };
}

/** The promo code an order was placed with, as the order screens show it. */
const voucherInfoOf = (order: OrderRow): OrderDetails['voucher_info'] =>
  order.voucherCode ? { code: order.voucherCode, promo_code_type: order.voucherType as PromoCodeType } : null;

export const overallOf = (subs: readonly { status: string; deliveryType: string }[]): OverallStatus =>
  overallStatus(subs.map((s) => ({ status: asStatus(s.status), deliveryType: asType(s.deliveryType) })));

/** The sub-orders' statuses as customers see them (pickup names for pickup parts). */
export const shownStatusesOf = (subs: readonly { status: string; deliveryType: string }[]): ShownStatus[] =>
  subs.map((s) => shownStatus(asStatus(s.status), asType(s.deliveryType)));

export const cancellableOf = (subs: readonly { status: string }[]) =>
  isCancellable(subs.map((s) => ({ status: asStatus(s.status) })));

export function orderDetails(
  order: OrderRow,
  subs: SubOrderView[],
  extra: { customerUuid: string | null; invoiceUrl: string; refunds?: OrderDetails['refunds'] },
): OrderDetails {
  return {
    uuid: order.uuid,
    reference: referenceOf(order.uuid),
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    customer_uuid: extra.customerUuid ?? '-',
    contact: { name: order.contact.name, mobile_number: order.contact.mobile_number, email: order.contact.email },
    address: order.address,
    payment_method: order.paymentMethod,
    payment_method_label: paymentMethodLabel(order.paymentMethod),
    payment_status: order.paymentStatus,
    payment_due_at: order.paymentDueAt?.toISOString() ?? null,
    payment_expired: order.paymentExpiredAt !== null,
    order_status: overallOf(subs),
    subtotal: fromCentavos(order.subtotal),
    fees: fromCentavos(order.fees),
    total: fromCentavos(order.total),
    invoice_url: extra.invoiceUrl,
    cancellable: cancellableOf(subs),
    orders: subs.map((s) => subOrderOf(order, s)),
    // What the discount takes off, kept as it was once rejected (the total no longer takes it then).
    special_discount_computed_amount: fromCentavos(order.specialDiscountAmount),
    special_discount_approved: approvedOf(order),
    special_discount_types: order.specialDiscountTypes,
    special_discount_rejected_action: order.specialDiscountRejectedAction,
    awaiting_special_discount_validation: awaitingValidation(
      order,
      subs.map((s) => s.status),
    ),
    voucher_info: voucherInfoOf(order),
    voucher_amount: fromCentavos(order.voucherAmount),
    points_used: order.pointsUsed,
    points_value: fromCentavos(order.pointsPaid),
    wallet_credits_amount: fromCentavos(order.walletPaid),
    points: pointsView(order, subs),
    refunds: extra.refunds ?? [],
  };
}

export function orderSummary(order: OrderRow, subs: SubOrderSummary[]): OrderSummary {
  return {
    uuid: order.uuid,
    reference: referenceOf(order.uuid),
    created_at: order.createdAt.toISOString(),
    order_status: overallOf(subs),
    payment_method: order.paymentMethod,
    payment_method_label: paymentMethodLabel(order.paymentMethod),
    payment_status: order.paymentStatus,
    payment_expired: order.paymentExpiredAt !== null,
    awaiting_special_discount_validation: awaitingValidation(
      order,
      subs.map((s) => s.status),
    ),
    total: fromCentavos(order.total),
    item_count: subs.reduce((n, s) => n + s.units, 0),
    orders: subs.map((s) => ({
      uuid: s.uuid,
      branch_name: s.branchName,
      brand_name: s.brandName,
      delivery_type: asType(s.deliveryType),
      delivery_datetime: s.deliveryDatetime,
      order_status: shownStatus(asStatus(s.status), asType(s.deliveryType)),
    })),
  };
}
