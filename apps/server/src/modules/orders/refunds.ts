/**
 * What orders ask of refunds (ADR 0028), a port filled by app.ts with the payments module's refunds
 * service: a cancel of paid parts owes money back (in the releasing transaction), the refund is sent at
 * once after the cancel commits (best effort: the 'submit-refunds' job retries), and the order's views
 * show where each refund stands.
 */
import type { OrderDetails } from '@storefront/contracts/order';
import type { Executor } from '../../db/client';

/** A refund as the operator sees it (`npm run order -- show`, GET /api/admin/orders/:order). */
export type OperatorRefundView = {
  uuid: string;
  /** Pesos. */
  amount: number;
  provider: string;
  status: 'pending' | 'succeeded' | 'failed' | 'manual';
  reason: string;
  failure_reason: string | null;
  attempts: number;
  created_at: string;
  settled_at: string | null;
};

export type OrderRefunds = {
  /**
   * In the transaction that cancelled `subOrderIds` (already moved): owes the money paid for them back,
   * once per set of parts, when the order is paid. Nothing for an unpaid order or cash on delivery.
   */
  oweForRelease(tx: Executor, q: { orderId: number; subOrderIds: number[]; reason: string }): Promise<void>;
  /** After the cancel committed: sends the order's refunds now. Never throws (the job retries). */
  submitFor(orderId: number): Promise<void>;
  /** The order's refunds as the customer's order screen shows them, oldest first. */
  refundsOf(orderId: number): Promise<OrderDetails['refunds']>;
  /** The order's refunds as the operator sees them, oldest first. */
  operatorRefundsOf(orderId: number): Promise<OperatorRefundView[]>;
};
