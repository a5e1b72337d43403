/**
 * The Senior Citizen / PWD discount on an order (issue 18, ADR 0020): what checkout stored, whether the
 * payment waits for the store's check, and the port through which this module reaches the order's
 * copies of the IDs (kept by the discounts module).
 */
import { isAllReleased } from '@storefront/domain/order-status';
import { paymentWaitsForValidation } from '@storefront/domain/special-discount';
import type { Executor } from '../../db/client';
import type { OrderRow } from './repository';

/** An order's copy of an ID, as the invoice and the operator read it (no photo bytes). */
export type OrderIdCopyView = {
  discountType: 'senior' | 'pwd';
  idType: string;
  fullName: string;
  /** Whole: shown on the invoice and to the operator only. */
  idNumber: string;
  rejectedAction: 'proceed' | 'cancel';
  hasImage: boolean;
  validatedAt: Date | null;
};

/**
 * The order's ID copies (the discounts module's order-copy.ts), in the caller's transaction:
 * `markValidated` starts the photos' retention clock (the store decided, or the order was released
 * before it did); `ofOrder` reads them; `image` is a photo, for the operator checking it.
 */
export type OrderIdCopies = {
  markValidated(tx: Executor, orderId: number, at: Date): Promise<number>;
  ofOrder(executor: Executor, orderId: number): Promise<OrderIdCopyView[]>;
  /** The photo of the order's ID of this type, while it is kept. */
  image(
    executor: Executor,
    orderId: number,
    discountType: 'senior' | 'pwd',
  ): Promise<{ contentType: string; bytes: Buffer } | undefined>;
};

/** What a checkout stores about the special discount. */
export type NewOrderSpecialDiscount = {
  types: ('senior' | 'pwd')[];
  /** Everything it takes off (centavos), and the parts the invoice shows. */
  amount: number;
  vatExemption: number;
  vatExemptSale: number;
  /** What happens if the store rejects the ID (domain effectiveRejectedAction). */
  rejectedAction: 'proceed' | 'cancel';
};

export const hasSpecialDiscount = (order: Pick<OrderRow, 'specialDiscountTypes'>) =>
  order.specialDiscountTypes.length > 0;

/**
 * The order's payment waits for the store's check: an online method, the discount not yet decided, and
 * still something to pay for (not paid, not every part released).
 */
export function awaitingValidation(
  order: Pick<OrderRow, 'specialDiscountTypes' | 'specialDiscountApproved' | 'paymentMethod' | 'paymentStatus'>,
  statuses: readonly string[],
): boolean {
  return paymentWaitsForValidation(order) && order.paymentStatus !== 'paid' && !isAllReleased(statuses);
}

export const approvedOf = (order: Pick<OrderRow, 'specialDiscountApproved'>): 0 | 1 | null =>
  order.specialDiscountApproved === null ? null : order.specialDiscountApproved === 1 ? 1 : 0;
