/**
 * Loyalty points (spec §3 "Points balance", "Transaction history item", §4 "Transaction history", §9):
 * the ledger's movement types, what an order earns, and how the history groups movements by Manila day.
 * The server keeps the ledger; the browser shows what it answered.
 */
import { manilaClock } from './manila-time';
import { isReleased } from './order-status';

/**
 * The movement types spec §4 names: the only ones a merchant without the points view shows in the
 * transaction history.
 */
export const SPEC_MOVEMENT_TYPES = [
  'Redeem Reward',
  'Achievement Unlock',
  'Earn Points',
  'Give Points',
  'Pay with Points',
  'Issue Reward',
  'Transfer Points',
] as const;

/**
 * The ledger's movement types, as the history names them: the spec's, and 'Reverse Points' — points an
 * order earned, taken back when the operator cancels it after it completed.
 */
export const MOVEMENT_TYPES = [...SPEC_MOVEMENT_TYPES, 'Reverse Points'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** The U-COINs the coin merchant's survey credits, once (spec §2 survey prompt, §9). */
export const SURVEY_REWARD_POINTS = 5;

/** A merchant's earning rate: `points` for every `perCentavos` of the paid subtotal (1 point per ₱100). */
export type EarningRate = { points: number; perCentavos: number };

/**
 * Points an order earns: its paid subtotal — items after the promo code's and the special discount's
 * share, without delivery fees, tips or anything paid with points or wallet credits — in whole steps
 * of the rate, rounded down (₱199.99 at 1 per ₱100 earns 1), so no one earns on money not yet spent.
 */
export function pointsEarned(paidSubtotalCentavos: number, rate: EarningRate): number {
  if (!Number.isInteger(paidSubtotalCentavos))
    throw new RangeError(`centavos must be an integer: ${paidSubtotalCentavos}`);
  if (!Number.isInteger(rate.perCentavos) || rate.perCentavos <= 0 || !Number.isInteger(rate.points) || rate.points < 0)
    throw new RangeError(`not an earning rate: ${rate.points} per ${rate.perCentavos}`);
  if (paidSubtotalCentavos <= 0) return 0;
  return Math.floor(paidSubtotalCentavos / rate.perCentavos) * rate.points;
}

/** A part of an order as earning sees it (centavos): its status, its items, and what discounts took off it. */
export type EarningPart = {
  status: string;
  subtotal: number;
  /** Its share of the promo code's discount (off its items or off its delivery fee, by the code's kind). */
  voucherAmount: number;
  specialDiscountAmount: number;
};

/**
 * The paid subtotal points are earned on: the items of every part not cancelled (or failed), less the
 * promo code's share when the code takes off items (a delivery code takes off fees, which never earn),
 * less the Senior Citizen / PWD discount unless the store rejected it, less what points paid of the
 * order (`pointsPaid`, centavos: a tender, paid for the order as a whole, so it is taken off the whole —
 * no one earns points on points). Never below 0.
 */
export function paidSubtotalCentavos(
  parts: readonly EarningPart[],
  order: { promoTakesOffItems: boolean; specialDiscountTaken: boolean; pointsPaid?: number },
): number {
  let total = 0;
  for (const part of parts) {
    if (isReleased(part.status)) continue;
    const off =
      (order.promoTakesOffItems ? part.voucherAmount : 0) +
      (order.specialDiscountTaken ? part.specialDiscountAmount : 0);
    total += Math.max(0, part.subtotal - off);
  }
  const pointsPaid = order.pointsPaid ?? 0;
  if (!Number.isInteger(pointsPaid) || pointsPaid < 0) throw new RangeError(`not centavos paid: ${pointsPaid}`);
  return Math.max(0, total - pointsPaid);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'YYYY-MM-DD' → 'Nov 3'. */
function shortDate(date: string): string {
  const [, month = '1', day = '1'] = date.split('-');
  return `${MONTHS[Number(month) - 1]} ${Number(day)}`;
}

/** The Manila date a day before `date` ('YYYY-MM-DD'). */
function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** A movement's time in Manila, short: 'Nov 24, 3:05 PM' (spec §3 transaction_short_date). */
export function historyShortDate(at: Date): string {
  const { date, minuteOfDay } = manilaClock(at);
  const hour = Math.floor(minuteOfDay / 60);
  const minute = String(minuteOfDay % 60).padStart(2, '0');
  return `${shortDate(date)}, ${hour % 12 || 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The heading a movement made at `at` goes under, seen at `now`: 'Today', 'Yesterday, Nov 23' or 'Nov 21' (Manila days). */
export function historyGroupLabel(at: Date, now: Date): string {
  const day = manilaClock(at).date;
  const today = manilaClock(now).date;
  if (day === today) return 'Today';
  if (day === dayBefore(today)) return `Yesterday, ${shortDate(day)}`;
  return shortDate(day);
}

/** Movements (newest first, as the history call answers) under their day headings, in the same order. */
export function groupHistory<T extends { created_at: string }>(
  items: readonly T[],
  now: Date,
): { label: string; items: T[] }[] {
  const groups: { label: string; items: T[] }[] = [];
  for (const item of items) {
    const label = historyGroupLabel(new Date(item.created_at), now);
    const last = groups.at(-1);
    if (last?.label === label) last.items.push(item);
    else groups.push({ label, items: [item] });
  }
  return groups;
}
