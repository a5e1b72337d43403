/**
 * Points an order was paid with (issue 21, docs/adr/0024-pay-with-points.md): checkout spends them
 * ('Pay with Points', keyed by the order's uuid) and stores `points_used` and `points_paid_centavos`;
 * when every part of the order is released they come back, once, in the releasing transaction. A partial
 * cancel keeps them spent: they paid the order as a whole, which still stands.
 */
import { applyDeductions } from '@storefront/domain/deductions';
import type { Executor } from '../../db/client';
import type { OrderPoints } from './points';
import { type OrderRow, ordersRepository as repo } from './repository';

/** Gives back the points a released order was paid with (the loyalty service), once per order. */
export type PaidPointsReturner = { giveBack(tx: Executor, paid: OrderPoints): Promise<void> };

/** The key the ledger knows an order's returned points by: once per order, apart from its spend's. */
export const returnedKeyOf = (orderUuid: string) => `${orderUuid}/returned`;

/**
 * Gives back the medicine wallet credits a released order was paid with (the wallets service), once per
 * order however many releases race (ADR 0025).
 */
export type PaidWalletReturner = { giveBack(tx: Executor, orderUuid: string): Promise<void> };

/**
 * Whether points and wallet credits (the tenders) paid all that was due at checkout (the order was placed
 * paid, its parts pending). Read from what checkout stored, which a later verdict on the special discount
 * leaves as it was.
 */
export const paidInFullWithPoints = (
  order: Pick<OrderRow, 'subtotal' | 'fees' | 'voucherAmount' | 'specialDiscountAmount' | 'pointsPaid' | 'walletPaid'>,
) =>
  order.pointsPaid + order.walletPaid > 0 &&
  applyDeductions({
    computedTotal: order.subtotal + order.fees,
    voucherDiscount: order.voucherAmount,
    specialDiscount: order.specialDiscountAmount,
    pointsValue: order.pointsPaid,
    walletCredits: order.walletPaid,
  }).total === 0;

/** After every part of the order was released, in that transaction: its wallet credits go back. */
export async function returnWalletCredits(
  tx: Executor,
  returner: PaidWalletReturner | undefined,
  orderId: number,
): Promise<void> {
  const order = await repo.byId(tx, orderId);
  if (!order || order.walletPaid <= 0) return;
  if (!returner) throw new Error('the orders service was built without the wallets: it cannot return credits');
  await returner.giveBack(tx, order.uuid);
}

/** After every part of the order was released, in that transaction: its points go back to the customer. */
export async function returnPaidPoints(
  tx: Executor,
  returner: PaidPointsReturner | undefined,
  orderId: number,
): Promise<void> {
  const order = await repo.byId(tx, orderId);
  if (!order || order.pointsUsed <= 0 || order.customerId === null) return;
  if (!returner) throw new Error('the orders service was built without the points ledger: it cannot return points');
  await returner.giveBack(tx, {
    merchantId: order.merchantId,
    customerId: order.customerId,
    orderUuid: order.uuid,
    points: order.pointsUsed,
  });
}
