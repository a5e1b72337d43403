/**
 * The points an order earns (issue 19, docs/adr/0022-earning-and-survey.md): the ledger as orders need
 * it — a port, filled in by app.ts with the loyalty service — what an order shows about its points, and
 * the two moments they change hands, both inside the operator's transaction with the sub-orders locked:
 * the move that completes the order credits them once; a cancel after that takes back what it lost.
 */
import type { OrderDetails } from '@storefront/contracts/order';
import type { LogisticType } from '@storefront/domain/logistic-types';
import { isAllReleased, type OrderStatus, overallStatus } from '@storefront/domain/order-status';
import { type EarningRate, paidSubtotalCentavos, pointsEarned } from '@storefront/domain/points';
import { promoTakesOffItems } from '@storefront/domain/promo-codes';
import type { Executor } from '../../db/client';
import { type OrderRow, ordersRepository as repo, type SubOrderRow } from './repository';

/** An order's points with its owner: whose, for which order, how many. */
export type OrderPoints = { merchantId: number; customerId: number; orderUuid: string; points: number };

export type OrderPointsLedger = {
  /** Credits what a completed order earned, in the caller's transaction; once per order. */
  credit(tx: Executor, earned: OrderPoints): Promise<void>;
  /**
   * Takes back points the order no longer earns, up to the balance held (never below 0): answers what
   * was taken. `reversalKey` names this reversal (each cancel is its own movement; the same key twice
   * takes nothing more); it begins with the order's uuid, by which the history names the movement.
   */
  takeBack(tx: Executor, reversal: OrderPoints & { reversalKey: string }): Promise<number>;
};

/** The columns earning reads. */
type EarningOrder = Pick<
  OrderRow,
  | 'customerId'
  | 'pointsRatePoints'
  | 'pointsRateCentavos'
  | 'pointsEarned'
  | 'pointsTakenBack'
  | 'voucherType'
  | 'specialDiscountTypes'
  | 'specialDiscountApproved'
  | 'pointsPaid'
>;
type EarningParts = readonly Pick<SubOrderRow, 'status' | 'subtotal' | 'voucherAmount' | 'specialDiscountAmount'>[];

/** The rate stored at checkout; null when the order earns nothing (a guest's, or a merchant not earning). */
function rateOf(order: EarningOrder): EarningRate | null {
  if (order.customerId === null || order.pointsRatePoints === null || order.pointsRateCentavos === null) return null;
  return { points: order.pointsRatePoints, perCentavos: order.pointsRateCentavos };
}

/**
 * What the order's parts not cancelled earn as they stand: a promo code's share counts against items
 * only when the code takes off items; the special discount unless the store rejected it; what points
 * paid never earns.
 */
function pointsOfLiveParts(order: EarningOrder, parts: EarningParts, rate: EarningRate): number {
  const paid = paidSubtotalCentavos(parts, {
    promoTakesOffItems: promoTakesOffItems(order.voucherType),
    specialDiscountTaken: order.specialDiscountTypes.length > 0 && order.specialDiscountApproved !== 0,
    pointsPaid: order.pointsPaid,
  });
  return pointsEarned(paid, rate);
}

/**
 * The order's points as its screen shows them. Before it completes: `pending`, what it would earn now
 * (a cancelled part or a rejected discount shows at once). Once credited: `earned`, what the order still
 * leaves with the customer (earned less what a partial cancel took back). Every part cancelled after it
 * earned: `taken_back`, what was taken (never more than the balance held). null when it earns nothing:
 * a guest's order, a merchant not earning, or an order cancelled before it completed.
 */
export function pointsView(order: EarningOrder, parts: EarningParts): OrderDetails['points'] {
  const rate = rateOf(order);
  if (!rate) return null;
  const cancelled = isAllReleased(parts.map((p) => p.status));
  if (order.pointsEarned === null)
    return cancelled ? null : { status: 'pending', points: pointsOfLiveParts(order, parts, rate) };
  const takenBack = order.pointsTakenBack ?? 0;
  if (cancelled) return { status: 'taken_back', points: takenBack };
  return { status: 'earned', points: Math.max(0, order.pointsEarned - takenBack) };
}

/** Every part not cancelled is delivered or claimed (domain overallStatus). */
const isCompletedNow = (parts: readonly SubOrderRow[]) =>
  overallStatus(
    parts.map((p) => ({ status: p.status as OrderStatus, deliveryType: p.deliveryType as LogisticType })),
  ) === 'completed';

type Settling = { order: OrderRow & { customerId: number }; rate: EarningRate; parts: SubOrderRow[] };
const ownerOf = ({ order }: Settling) => ({
  merchantId: order.merchantId,
  customerId: order.customerId,
  orderUuid: order.uuid,
});

/** The move that completed the order credits what its parts earn, once (0 is recorded too: settled). */
async function creditIfCompleted(tx: Executor, ledger: OrderPointsLedger, s: Settling): Promise<void> {
  if (!isCompletedNow(s.parts)) return;
  const points = pointsOfLiveParts(s.order, s.parts, s.rate);
  const first = await repo.markPointsEarned(tx, s.order.id, points);
  if (first && points > 0) await ledger.credit(tx, { ...ownerOf(s), points });
}

/**
 * A cancel after the order earned takes back what it no longer earns, less what earlier reversals
 * took: what a reversal could not take (the balance was short) is asked again at the next one, so the
 * order tends to leave the customer what its remaining parts earn, and never takes below 0.
 */
async function takeBackWhatIsLost(tx: Executor, ledger: OrderPointsLedger, s: Settling, reversalKey: string) {
  const earned = s.order.pointsEarned ?? 0;
  const lost = earned - pointsOfLiveParts(s.order, s.parts, s.rate) - (s.order.pointsTakenBack ?? 0);
  if (lost <= 0) return;
  const taken = await ledger.takeBack(tx, { ...ownerOf(s), points: lost, reversalKey });
  await repo.addPointsTakenBack(tx, s.order.id, taken);
}

/**
 * After the operator moved parts of an order, in that transaction (its sub-orders locked, `parts` as
 * they are now): credits the points of the move that completes it, or takes back what a cancel after
 * that made it lose. Orders that earn nothing (guests', a merchant not earning) are left alone.
 */
export async function settleOrderPoints(
  tx: Executor,
  ledger: OrderPointsLedger | undefined,
  q: { orderId: number; parts: SubOrderRow[]; reversalKey: string },
): Promise<void> {
  // Locked after its sub-orders: the order every move takes its locks in.
  const order = (await repo.lockOrderRow(tx, q.orderId)) as OrderRow;
  const rate = rateOf(order);
  if (!rate || order.customerId === null) return;
  if (!ledger) throw new Error('the orders service was built without the points ledger: it cannot credit points');
  const settling: Settling = { order: { ...order, customerId: order.customerId }, rate, parts: q.parts };
  if (order.pointsEarned === null) await creditIfCompleted(tx, ledger, settling);
  else await takeBackWhatIsLost(tx, ledger, settling, q.reversalKey);
}
