/**
 * How an order reads on screen (spec §3 "Order", §4 "Order statuses shown"), as plain functions of the
 * server's order: the statuses and amounts are the server's; only their wording, the merchant's
 * status design and the order of the timeline are decided here.
 */

import type { OrderDetails, OrderSummary, SubOrder } from '@storefront/contracts/order';
import { PAYMENT_MESSAGES } from '@storefront/contracts/payment';
import { SPECIAL_DISCOUNT_CART_MESSAGES } from '@storefront/contracts/special-discount-words';
import { branchLabel as brandBranchLabel } from '@storefront/domain/branch-label';
import type { LogisticType } from '@storefront/domain/logistic-types';
import { isDelivery, LOGISTIC_TYPE_LABELS } from '@storefront/domain/logistic-types';
import { MANILA_OFFSET_MINUTES } from '@storefront/domain/manila-time';
import { DELIVERY_FEE_LABEL, toCentavos } from '@storefront/domain/money';
import { formatOrderPlacedAt } from '@storefront/domain/order-date';
import {
  DESIGNED_STATUSES,
  headlineStatus as domainHeadlineStatus,
  EXPIRED_STATUS_LABEL,
  isDesignedStatus,
  ORDER_STATUS_LABELS,
  orderStatusLabel,
} from '@storefront/domain/order-status-label';
import { paymentFlow } from '@storefront/domain/payment-methods';
import { pointsLabel } from '@storefront/domain/points-label';
import { formatScheduleDisplay } from '@storefront/domain/schedule';
import type { ResponseOf } from '@/lib/api-client';
import { contrastRatio, parseHex, readableBackground } from '@/lib/color';
import { payByText } from '@/lib/pay-by';

export type OverallStatus = OrderDetails['order_status'];
export type ShownStatus = SubOrder['order_status'];

/** The six statuses a merchant may design (spec §1/§3 "order status designs"). */
export { DESIGNED_STATUSES, EXPIRED_STATUS_LABEL };
export type DesignedStatus = (typeof DESIGNED_STATUSES)[number];

export type StatusDesigns = ResponseOf<'get', '/api/design/v2/api/customer/order-status-design/web'>['data'];
export type StatusDesign = StatusDesigns[DesignedStatus];

/** Our wording when the merchant has not designed (or has switched off) a status (shared with the invoice). */
export const STATUS_LABELS = ORDER_STATUS_LABELS;

/**
 * The status an order's headline shows: a completed order shows 'delivered', or 'claimed' when nothing of
 * it was delivered, so that the merchant's design for that status applies to the whole order too.
 */
export const headlineStatus = (order: {
  order_status: OverallStatus;
  orders: readonly Pick<SubOrder, 'order_status'>[];
}): ShownStatus =>
  domainHeadlineStatus(
    order.order_status,
    order.orders.map((s) => s.order_status),
  );

/** The merchant's design for a status, only when it has one and it is enabled. */
export function statusDesign(designs: StatusDesigns | null | undefined, status: OverallStatus): StatusDesign | null {
  if (!designs || !isDesignedStatus(status)) return null;
  const design = designs[status];
  return design?.enable ? design : null;
}

/**
 * The label customers read (domain `orderStatusLabel`, which the invoice says too): the merchant's enabled
 * design label, else ours; 'Payment Expired' for an order whose time to pay ran out.
 */
export const statusLabel = (
  designs: StatusDesigns | null | undefined,
  status: OverallStatus,
  options: { expired?: boolean } = {},
): string => orderStatusLabel(designs, status, options);

const INK = '#1b1b1f';
const WHITE = '#ffffff';

/**
 * A badge in the merchant's status colour that stays readable (WCAG AA): dark or white text,
 * whichever contrasts more, on the colour shifted just enough to reach 4.5:1. Null without a colour.
 */
export function statusColours(color: string | null | undefined): { background: string; color: string } | null {
  const rgb = color ? parseHex(color) : null;
  if (!color || !rgb) return null;
  const ink = parseHex(INK);
  const white = parseHex(WHITE);
  const text = ink && white && contrastRatio(rgb, ink) >= contrastRatio(rgb, white) ? INK : WHITE;
  return { background: readableBackground(color, text), color: text };
}

/**
 * Finished orders stop being refreshed: nothing an operator does changes them any more — except a refund
 * still with its provider (ADR 0028), whose outcome the screen waits for (a refund the store makes by
 * hand shows on the next visit).
 */
const FINAL: readonly ShownStatus[] = ['delivered', 'claimed', 'cancelled', 'payment_failed'];
export function isFinished(
  order: Pick<OrderDetails, 'order_status' | 'orders'> & { refunds?: OrderDetails['refunds'] },
): boolean {
  if (order.refunds?.some((r) => r.status === 'pending')) return false;
  if (order.order_status === 'completed') return true;
  return order.orders.length > 0 && order.orders.every(isSubOrderFinished);
}

/** A part that is delivered, claimed, cancelled or failed: nothing left to follow up. */
export const isSubOrderFinished = (subOrder: Pick<SubOrder, 'order_status'>) => FINAL.includes(subOrder.order_status);

export interface TimelineStep {
  status: ShownStatus;
  /** ISO time it was reached; null for a step still ahead. */
  at: string | null;
  state: 'done' | 'current' | 'upcoming';
}

/**
 * A sub-order's progress: the steps it passed through (oldest first), then the ones still ahead on
 * its way (delivery: pending → processing → dispatched → delivered; pickup: … → pick_up → claimed).
 * A cancelled or failed sub-order has no steps ahead; one whose payment failed but may still be paid
 * (`paymentFailed`) shows that as its current step, with the steps ahead.
 */
export function timelineSteps(
  subOrder: Pick<SubOrder, 'delivery_type' | 'order_status' | 'timeline'>,
  { paymentFailed = false }: { paymentFailed?: boolean } = {},
): TimelineStep[] {
  const route: ShownStatus[] = isDelivery(subOrder.delivery_type as LogisticType)
    ? ['pending', 'processing', 'dispatched', 'delivered']
    : ['pending', 'processing', 'pick_up', 'claimed'];
  // One step per status: a status reached twice (e.g. payment_pending then pending) keeps its first time.
  const passed: { status: ShownStatus; at: string }[] = [];
  for (const event of subOrder.timeline)
    if (!passed.some((p) => p.status === event.order_status)) passed.push({ status: event.order_status, at: event.at });
  if (!passed.some((p) => p.status === subOrder.order_status)) passed.push({ status: subOrder.order_status, at: '' });
  const steps: TimelineStep[] = passed.map((p) => ({ status: p.status, at: p.at || null, state: 'done' }));
  const last = steps[steps.length - 1];
  if (last) last.state = 'current';
  // A part still waiting for a payment that failed (issue 26): received, and now stuck at the payment — a
  // step of its own, current, with the way ahead still open (Pay Now can save it).
  if (paymentFailed && subOrder.order_status === 'pending' && last) {
    last.state = 'done';
    steps.push({ status: 'payment_failed', at: null, state: 'current' });
  }
  const terminal = subOrder.order_status === 'cancelled' || subOrder.order_status === 'payment_failed';
  const position = route.indexOf(subOrder.order_status);
  if (!terminal && position >= 0)
    for (const status of route.slice(position + 1))
      if (!steps.some((s) => s.status === status)) steps.push({ status, at: null, state: 'upcoming' });
  return steps;
}

/** 'Brand · Branch' (the brand once when the branch name repeats it), as the cart names a branch. */
export const branchLabel = (s: Pick<SubOrder, 'brand_name' | 'branch_name'>) =>
  brandBranchLabel(s.brand_name, s.branch_name);

/** 'Delivery', 'Scheduled Pickup', … with the slot in the cart's 'MMM DD, LT' format when scheduled. */
export function fulfilmentText(s: Pick<SubOrder, 'delivery_type' | 'delivery_datetime'>): string {
  const label = LOGISTIC_TYPE_LABELS[s.delivery_type as LogisticType] ?? s.delivery_type;
  return s.delivery_datetime ? `${label} · ${formatScheduleDisplay(s.delivery_datetime)}` : label;
}

/** One line of an order's summary fees: the fee's name and the order's total of it, in centavos. */
export type OrderFeeLine = { name: string; centavos: number };

/**
 * The Summary's fees, one line per fee name as the cart's summary (spec §2): an order charges one fee, the
 * Delivery Fee, shown while a part is delivered (FREE when nothing was charged). Its amount is the server's
 * `fees`, so Subtotal + fees − deductions is the Total.
 */
export function orderFeeLines(order: Pick<OrderDetails, 'fees' | 'orders'>): OrderFeeLine[] {
  const delivers = order.orders.some((s) => isDelivery(s.delivery_type as LogisticType) || !!s.delivery_fee);
  return delivers || order.fees > 0 ? [{ name: DELIVERY_FEE_LABEL, centavos: toCentavos(order.fees) }] : [];
}

/** An order line's variation ('Size - Large') and add-ons (' + '), as the cart shows them. */
export function lineDetails(line: SubOrder['items'][number]): string[] {
  const details = line.variation.map((v) => `${v.attribute} - ${v.value}`);
  if (line.add_ons.length) details.push(line.add_ons.map((a) => a.name).join(' + '));
  return details;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as Manila wall clock 'YYYY-MM-DD HH:mm:ss'. */
function manilaWallClock(iso: string): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const d = new Date(time + MANILA_OFFSET_MINUTES * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
}

/** A timeline time in Manila: 'Nov 03, 2:30 PM'. */
export function formatEventTime(iso: string): string {
  const wall = manilaWallClock(iso);
  return wall ? formatScheduleDisplay(wall) : '';
}

/** When an order was placed, in Manila: 'Nov 03, 2026, 2:30 PM' (domain: the invoice says it so too). */
export const formatOrderDate = (iso: string): string => formatOrderPlacedAt(new Date(Date.parse(iso)));

/** The branches of a listed order ('Brand · Branch'), joined for its card. */
export const summaryBranches = (order: Pick<OrderSummary, 'orders'>) => order.orders.map(branchLabel).join(', ');

/**
 * Where 'Pay now' goes: the provider's full-screen payment route, for an unpaid (pending or failed)
 * order paid through a provider. Null for cash, deposit slips and paid orders, once the payment window
 * closed unpaid (the order was released), and while the store checks the order's Senior Citizen / PWD ID
 * (the server refuses the payment until it has decided).
 */
export function payNowRoute(
  order: Pick<
    OrderDetails,
    'payment_method' | 'payment_status' | 'order_status' | 'awaiting_special_discount_validation' | 'payment_expired'
  >,
) {
  if (order.payment_status !== 'pending' && order.payment_status !== 'failed') return null;
  if (order.order_status === 'cancelled' || order.payment_expired) return null;
  if (order.awaiting_special_discount_validation) return null;
  const flow = paymentFlow(order.payment_method);
  return flow.kind === 'provider' ? flow.route : null;
}

/**
 * Where an order paid online stands after trouble with its payment (issue 26): 'failed' while the last
 * attempt failed and the order still waits for the payment (its parts show 'pending', spec §4, so the
 * merchant's wording for that — 'Order received' — would hide it: Pay Now can still save the order);
 * 'expired' once the window closed unpaid (ADR 0027, the parts released); else null.
 */
export type PaymentProblem = 'failed' | 'expired' | null;
export function paymentProblem(
  order: Pick<OrderDetails, 'payment_status' | 'payment_expired' | 'order_status'>,
): PaymentProblem {
  if (order.payment_expired) return 'expired';
  return order.payment_status === 'failed' && order.order_status === 'pending' ? 'failed' : null;
}

/**
 * The status a banner, badge or list card shows: a status still waiting for a payment that failed reads
 * as 'payment_failed' ('Payment Failed', never the merchant's design for pending); any other as it is.
 */
export const withPaymentProblem = (status: ShownStatus, problem: PaymentProblem): ShownStatus =>
  problem === 'failed' && status === 'pending' ? 'payment_failed' : status;

/** What the order screen says under its status after a failed payment, beside Pay Now (ours). */
export const PAYMENT_FAILED_NOTE = 'Your payment did not go through. Please try again.';

/**
 * An order paid online (card, e-wallet, …) whose payment has not come in: the store has nothing to prepare,
 * so no Follow Up (the server refuses it too). Cash on delivery and deposit slips are not paid online.
 */
export const awaitsOnlinePayment = (order: Pick<OrderDetails, 'payment_method' | 'payment_status'>): boolean =>
  paymentFlow(order.payment_method).kind === 'provider' && order.payment_status !== 'paid';

/** What the order screen says once the payment window closed unpaid: the payment screens' own words. */
export const PAYMENT_EXPIRED_NOTE = PAYMENT_MESSAGES.expired;

/**
 * 'Pay by 3:45 PM' (Manila) beside Pay Now while an order paid online waits for its payment and its window
 * is open; null otherwise (no window, paid, expired, or no Pay Now, e.g. while an ID is being checked).
 */
export function payByNote(
  order: Parameters<typeof payNowRoute>[0] & Pick<OrderDetails, 'payment_due_at'>,
  now: Date = new Date(),
): string | null {
  return payNowRoute(order) ? payByText(order.payment_due_at, now) : null;
}

/** A sub-order of the order, for the Individual screen; null when the uuid is not one of them. */
export const findSubOrder = (order: Pick<OrderDetails, 'orders'>, uuid: string | undefined) =>
  uuid ? (order.orders.find((s) => s.uuid === uuid) ?? null) : null;

/** What the order says about its Senior Citizen / PWD discount (ADR 0020): the contract's words, and ours after a rejection. */
export const SPECIAL_DISCOUNT_NOTES = {
  awaiting: SPECIAL_DISCOUNT_CART_MESSAGES.awaitingValidation,
  approved: SPECIAL_DISCOUNT_CART_MESSAGES.approved,
  proceed: 'The store could not accept your ID; your order goes on at the full price.',
  cancel: 'The store could not accept your ID, so your order was cancelled.',
} as const;

type SpecialDiscountFields = Pick<
  OrderDetails,
  | 'special_discount_computed_amount'
  | 'special_discount_approved'
  | 'special_discount_rejected_action'
  | 'awaiting_special_discount_validation'
>;

/** The order's discount stands (its line shows): there is one, and the store has not rejected it. */
export const specialDiscountStands = (order: SpecialDiscountFields): boolean =>
  order.special_discount_computed_amount > 0 && order.special_discount_approved !== 0;

export type SpecialDiscountNote = { tone: 'info' | 'success' | 'warning'; text: string };

/**
 * The note on the order screen: while the store checks the ID before an online payment, the wait; once it
 * approved, that; once it rejected, what the customer chose for that case — the order at the full price
 * (proceed) or cancelled (cancel). Null for an order without a discount, or one checked on delivery.
 */
export function specialDiscountNote(order: SpecialDiscountFields): SpecialDiscountNote | null {
  if (order.awaiting_special_discount_validation) return { tone: 'info', text: SPECIAL_DISCOUNT_NOTES.awaiting };
  if (order.special_discount_approved === 0)
    return order.special_discount_rejected_action === 'cancel'
      ? { tone: 'warning', text: SPECIAL_DISCOUNT_NOTES.cancel }
      : { tone: 'warning', text: SPECIAL_DISCOUNT_NOTES.proceed };
  if (order.special_discount_approved === 1 && order.special_discount_computed_amount > 0)
    return { tone: 'success', text: SPECIAL_DISCOUNT_NOTES.approved };
  return null;
}

export type OrderPoints = NonNullable<OrderDetails['points']>;

/**
 * The order's points in a sentence (issue 19): what it will earn while it is on its way, what it earned
 * once completed, what was taken back when it was cancelled after that — in the merchant's unit (UCOINS
 * for the coin merchant, else Pts.). Null when the order earns nothing (a guest's, a merchant without
 * earning, or 0 points).
 */
export function pointsNote(points: OrderDetails['points'], isCoinMerchant: boolean): string | null {
  if (!points || points.points <= 0) return null;
  const label = pointsLabel(points.points, isCoinMerchant);
  switch (points.status) {
    case 'pending':
      return `You'll earn ${label} when this order is completed`;
    case 'earned':
      return `You earned ${label} with this order`;
    case 'taken_back':
      return `${label} ${points.points <= 1 ? 'was' : 'were'} taken back: this order was cancelled after it was completed`;
  }
}

export type OrderRefund = OrderDetails['refunds'][number];

/** The small label beside a refund's amount (ADR 0028): where it stands, in a few words. */
export const REFUND_STATUS_LABELS: Readonly<Record<OrderRefund['status'], string>> = {
  pending: 'Refund in progress',
  succeeded: 'Refunded',
  failed: 'Refund failed — the store will contact you',
  manual: 'Store will refund',
};

/** A refund's tone on screen: done (green), waiting (neutral), needs the store (red). */
export const refundTone = (status: OrderRefund['status']): 'success' | 'info' | 'warning' =>
  status === 'succeeded' ? 'success' : status === 'failed' ? 'warning' : 'info';

/**
 * What the cancel dialog adds for an order already paid online or by deposit (the server's cancelledPaid
 * answer says the same once it is done): the payment goes back. Null for an order not paid (cash, unpaid).
 */
export function cancelRefundNote(order: Pick<OrderDetails, 'payment_status' | 'payment_method_label'>): string | null {
  if (order.payment_status !== 'paid') return null;
  return `You paid by ${order.payment_method_label}: your payment will be refunded.`;
}
