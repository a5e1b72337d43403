/**
 * Order statuses as customers see them (spec §4 "Order statuses shown").
 *
 * - payment_pending is shown as pending.
 * - For pickup orders, dispatched is shown as pick_up and delivered as claimed.
 * - An order is completed when every sub-order is delivered or claimed.
 */
import { isDelivery, type LogisticType } from './logistic-types';

/** What the server stores for a sub-order. */
export const ORDER_STATUSES = [
  'payment_pending',
  'pending',
  'processing',
  'dispatched',
  'delivered',
  'cancelled',
  'payment_failed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What the customer sees; pick_up and claimed are the pickup names of dispatched and delivered. */
export type ShownStatus = Exclude<OrderStatus, 'payment_pending'> | 'pick_up' | 'claimed';

export function shownStatus(status: OrderStatus, deliveryType: LogisticType): ShownStatus {
  if (status === 'payment_pending') return 'pending';
  if (!isDelivery(deliveryType)) {
    if (status === 'dispatched') return 'pick_up';
    if (status === 'delivered') return 'claimed';
  }
  return status;
}

/** Completed: every sub-order delivered or claimed (and there is at least one). */
export function isCompleted(subOrders: readonly { status: OrderStatus; deliveryType: LogisticType }[]): boolean {
  return (
    subOrders.length > 0 &&
    subOrders.every((s) => {
      const shown = shownStatus(s.status, s.deliveryType);
      return shown === 'delivered' || shown === 'claimed';
    })
  );
}
