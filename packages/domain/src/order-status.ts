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

/**
 * The part's goods have left the store (dispatched or picked up, delivered or claimed): cancelling it
 * gives no stock back, and a special discount rejected with 'cancel' can no longer cancel it.
 */
export const hasLeftStore = (status: string): boolean => status === 'dispatched' || status === 'delivered';

/** Sub-order statuses still on their way: they hold a slot and make the order "upcoming". */
export const ACTIVE_STATUSES: readonly OrderStatus[] = ['payment_pending', 'pending', 'processing', 'dispatched'];

/** Statuses that gave their stock and scheduled slot back: the part will never move again. */
export const RELEASED_STATUSES: readonly OrderStatus[] = ['cancelled', 'payment_failed'];

export const isReleased = (status: string): boolean => (RELEASED_STATUSES as readonly string[]).includes(status);

/** Every part released (and there is at least one): the order holds nothing any more. */
export const isAllReleased = (statuses: readonly string[]): boolean =>
  statuses.length > 0 && statuses.every(isReleased);

/** Statuses a customer may still cancel from: nothing has been prepared yet. */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ['payment_pending', 'pending'];

/** How far along a sub-order is, for picking an order's least advanced part. */
const PROGRESS: Record<OrderStatus, number> = {
  payment_pending: 0,
  pending: 0,
  processing: 1,
  dispatched: 2,
  delivered: 3,
  cancelled: 4,
  payment_failed: 4,
};

export type OverallStatus = ShownStatus | 'completed';
type Part = { status: OrderStatus; deliveryType: LogisticType };

/**
 * One status for a whole order (lists, headers). Cancelled parts are left out of it: an order whose
 * other parts all arrived is completed, one whose every part was cancelled is cancelled. Otherwise the
 * least advanced part speaks for the order — the customer waits for that one.
 */
export function overallStatus(subOrders: readonly Part[]): OverallStatus {
  const live = subOrders.filter((s) => s.status !== 'cancelled');
  if (live.length === 0) return 'cancelled';
  if (isCompleted(live)) return 'completed';
  const waiting = live.filter((s) => s.status !== 'payment_failed');
  if (waiting.length === 0) return 'payment_failed';
  const least = waiting.reduce((a, b) => (PROGRESS[b.status] < PROGRESS[a.status] ? b : a));
  return shownStatus(least.status, least.deliveryType);
}

/**
 * Whether the customer may still cancel: no part is being prepared or is under way, and at least one
 * part is waiting (pending or awaiting its payment).
 */
export function isCancellable(subOrders: readonly { status: OrderStatus }[]): boolean {
  const started = subOrders.some(
    (s) => s.status === 'processing' || s.status === 'dispatched' || s.status === 'delivered',
  );
  return !started && subOrders.some((s) => CUSTOMER_CANCELLABLE.includes(s.status));
}

/**
 * Moves an operator may make (issue 5 "Moving orders along"): forward one step at a time, or cancel
 * before dispatch. payment_pending leaves only through its payment (the payments module) or a cancel.
 * A delivered part may be cancelled too (issue 19): returned, refused or refunded after it arrived —
 * what it earned is taken back. A dispatched part may not: it is on the road, it arrives or comes back
 * first. The customer's cancel is not these rules (CUSTOMER_CANCELLABLE).
 */
const OPERATOR_MOVES: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  payment_pending: ['cancelled'],
  pending: ['processing', 'cancelled'],
  processing: ['dispatched', 'cancelled'],
  dispatched: ['delivered'],
  delivered: ['cancelled'],
};

export function operatorMayMove(from: OrderStatus, to: OrderStatus): boolean {
  return OPERATOR_MOVES[from]?.includes(to) ?? false;
}

/** What an operator may type for a target status: stored names, or the pickup names shown to customers. */
export function operatorTarget(input: string): OrderStatus | undefined {
  const name = input.trim().toLowerCase().replace(/[-\s]/g, '_');
  if (name === 'pick_up') return 'dispatched';
  if (name === 'claimed') return 'delivered';
  return (['processing', 'dispatched', 'delivered', 'cancelled'] as const).find((s) => s === name);
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}
