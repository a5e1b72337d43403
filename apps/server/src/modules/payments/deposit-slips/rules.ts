/**
 * When an order may take another deposit slip (spec §4 "Deposit slip", §9): only an order paid by bank
 * deposit, not cancelled, not yet paid, not waiting for the store to check a Senior Citizen / PWD ID
 * (ADR 0020: its total is final only then); never while a slip waits for review ('P'); three uploads
 * at most, whatever became of them. One function, used both to refuse an upload and to tell the panel
 * in advance why its form is disabled.
 */
import { DEPOSIT_SLIP_MESSAGES, MAX_DEPOSIT_SLIP_UPLOADS } from '@storefront/contracts/deposit-slip';
import { SPECIAL_DISCOUNT_CART_MESSAGES } from '@storefront/contracts/special-discount';
import { paymentFlow } from '@storefront/domain/payment-methods';
import { paymentWaitsForValidation } from '@storefront/domain/special-discount';

export type SlipOrderState = {
  paymentMethod: string;
  paymentStatus: 'unpaid' | 'pending' | 'paid' | 'failed';
  /** The Senior Citizen / PWD discount it was placed with (none: []) and the store's verdict (null: not yet). */
  specialDiscountTypes: readonly string[];
  specialDiscountApproved: number | null;
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
  if (paymentWaitsForValidation(order)) return SPECIAL_DISCOUNT_CART_MESSAGES.awaitingValidation;
  if (uploadsLeft(order.slips) === 0) return DEPOSIT_SLIP_MESSAGES.threeUploads;
  return null;
}
