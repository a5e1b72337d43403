/**
 * An order's status in words (spec §3 "order status designs", §4 "Order statuses shown"): the merchant's
 * label for a status it designed and enabled, else ours. Shared by the order screens and the printable
 * invoice, so both say the same thing for the same order ('Order received', not 'Pending' on one of them).
 */
import type { OverallStatus, ShownStatus } from './order-status';

/** The six statuses a merchant may design. */
export const DESIGNED_STATUSES = ['pending', 'processing', 'dispatched', 'pick_up', 'delivered', 'claimed'] as const;
export type DesignedStatus = (typeof DESIGNED_STATUSES)[number];

/** What a status label needs of the merchant's design for it (the design call's and the merchant file's shape). */
export type StatusLabelDesign = { enable: boolean; label?: string | null };
export type StatusLabelDesigns = Readonly<Partial<Record<DesignedStatus, StatusLabelDesign | null>>>;

/** Our wording when the merchant has not designed (or has switched off) a status. */
export const ORDER_STATUS_LABELS: Readonly<Record<OverallStatus, string>> = {
  pending: 'Pending',
  processing: 'Processing',
  dispatched: 'Dispatched',
  pick_up: 'Ready for Pick Up',
  delivered: 'Delivered',
  claimed: 'Claimed',
  cancelled: 'Cancelled',
  payment_failed: 'Payment Failed',
  completed: 'Completed',
};

/** How a part that failed reads when its order's payment window closed unpaid (issue 23). */
export const EXPIRED_STATUS_LABEL = 'Payment Expired';

export const isDesignedStatus = (status: string): status is DesignedStatus =>
  (DESIGNED_STATUSES as readonly string[]).includes(status);

/**
 * The status an order's headline shows. A completed order (every sub-order delivered or claimed) shows
 * 'delivered', or 'claimed' when nothing of it was delivered, so that the merchant's design for that
 * status applies to the whole order too. `parts`: its sub-orders' shown statuses.
 */
export function headlineStatus(overall: OverallStatus, parts: readonly ShownStatus[]): ShownStatus {
  if (overall !== 'completed') return overall;
  return parts.length > 0 && parts.every((s) => s === 'claimed') ? 'claimed' : 'delivered';
}

/**
 * The label customers read: the merchant's enabled design label, else ours; 'Payment Expired' rather than
 * 'Payment Failed' for an order whose time to pay ran out (nothing failed: nobody paid).
 */
export function orderStatusLabel(
  designs: StatusLabelDesigns | null | undefined,
  status: OverallStatus,
  { expired = false }: { expired?: boolean } = {},
): string {
  if (expired && status === 'payment_failed') return EXPIRED_STATUS_LABEL;
  const design = designs && isDesignedStatus(status) ? designs[status] : null;
  return (design?.enable && design.label?.trim()) || ORDER_STATUS_LABELS[status];
}
