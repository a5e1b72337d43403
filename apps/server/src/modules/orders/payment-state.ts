/**
 * Where an order's payment stands for the customer (issue 26): an order paid online is placed waiting for
 * its payment (its parts payment_pending, shown 'pending', spec §4). A failed attempt leaves them waiting —
 * the customer may try again (Pay Now) — and a window that closes unpaid releases them (ADR 0027). The
 * screens and the invoice say 'Payment Failed' / 'Payment Expired' for those, never the merchant's
 * 'pending' wording, and the store is not asked to follow up an order nobody has paid for yet.
 */
import { paymentFlow } from '@storefront/domain/payment-methods';
import type { OrderRow } from './repository';
import { awaitingValidation } from './special-discount';

type PaymentFields = Pick<OrderRow, 'paymentMethod' | 'paymentStatus' | 'paymentExpiredAt'>;

/** Paid through a provider (card, e-wallet, QR Ph, direct debit) rather than cash or a deposit slip. */
export const paidOnline = (order: Pick<OrderRow, 'paymentMethod'>) =>
  paymentFlow(order.paymentMethod).kind === 'provider';

/** An online order still owing its payment: nothing for the store to prepare, so nothing to follow up. */
export const awaitsOnlinePayment = (order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus'>) =>
  paidOnline(order) && order.paymentStatus !== 'paid';

/**
 * 'expired' once its window closed unpaid; 'failed' while the last attempt failed and some part still
 * waits for the payment (a part cancelled since reads cancelled); otherwise null.
 */
export function paymentProblem(order: PaymentFields, subStatuses: readonly string[]): 'failed' | 'expired' | null {
  if (order.paymentExpiredAt) return 'expired';
  if (order.paymentStatus === 'failed' && subStatuses.includes('payment_pending')) return 'failed';
  return null;
}

/**
 * Whether the customer can pay now (the order screen's Pay Now, the invoice's link): an online order, not
 * paid, its parts still waiting for the payment, its window not closed, no SC/PWD ID being checked. The
 * payments module's start call holds the same rules (and refuses otherwise).
 */
export function canPayNow(
  order: PaymentFields & Parameters<typeof awaitingValidation>[0],
  subStatuses: readonly string[],
): boolean {
  return (
    awaitsOnlinePayment(order) &&
    !order.paymentExpiredAt &&
    subStatuses.includes('payment_pending') &&
    !awaitingValidation(order, subStatuses)
  );
}

/**
 * The storefront's payment screen for this order (the web's `paths.paymentDetails`), root-relative — the
 * SPA and the API share one origin — while the order can be paid; null otherwise.
 */
export function payNowPath(
  subdomain: string,
  order: Parameters<typeof canPayNow>[0] & Pick<OrderRow, 'uuid'>,
  subStatuses: readonly string[],
): string | null {
  const flow = paymentFlow(order.paymentMethod);
  if (flow.kind !== 'provider' || !canPayNow(order, subStatuses)) return null;
  const seg = encodeURIComponent;
  return `/${seg(subdomain)}/checkout/${seg(flow.route)}/details/?order=${seg(order.uuid)}`;
}
