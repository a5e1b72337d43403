/**
 * When an order may take another deposit slip (spec §4 "Deposit slip", §9): only an order paid by bank
 * deposit, not cancelled, not yet paid; never while a slip waits for review ('P'); three uploads at
 * most, whatever became of them. One function, used both to refuse an upload and to tell the panel
 * in advance why its form is disabled.
 */
import { DEPOSIT_SLIP_MESSAGES, MAX_DEPOSIT_SLIP_UPLOADS } from '@storefront/contracts/deposit-slip';
import { paymentFlow } from '@storefront/domain/payment-methods';

export type SlipOrderState = {
  paymentMethod: string;
  paymentStatus: 'unpaid' | 'pending' | 'paid' | 'failed';
  /** Every sub-order cancelled (or its payment failed for good). */
  cancelled: boolean;
  slips: { status: 'P' | 'A' | 'R' }[];
};

export const uploadsLeft = (slips: SlipOrderState['slips']) => Math.max(0, MAX_DEPOSIT_SLIP_UPLOADS - slips.length);

/** The message an upload is refused with, or null when it may go ahead. */
export function uploadRefusal(order: SlipOrderState): string | null {
  if (paymentFlow(order.paymentMethod).kind !== 'slip') return DEPOSIT_SLIP_MESSAGES.notDepositOrder;
  if (order.cancelled) return DEPOSIT_SLIP_MESSAGES.cancelled;
  if (order.paymentStatus === 'paid' || order.slips.some((s) => s.status === 'A'))
    return DEPOSIT_SLIP_MESSAGES.alreadyPaid;
  if (order.slips.some((s) => s.status === 'P')) return DEPOSIT_SLIP_MESSAGES.notReviewed;
  if (uploadsLeft(order.slips) === 0) return DEPOSIT_SLIP_MESSAGES.threeUploads;
  return null;
}
