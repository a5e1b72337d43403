/**
 * Reconciliation (issue 24): for a range of Manila dates (by when the payment was started: an attempt's
 * created_at, a deposit slip's upload), every payment on which the provider and the order disagree, each
 * with its kind and a line saying why. Read-only: nothing is recorded, sent or flagged — the operator
 * acts on what it lists (`npm run order -- show <order>`, the refund tools).
 *
 * - paid_but_released: a paid attempt (or accepted deposit slip) on an order whose every part is released
 *   (cancelled, payment failed), with no refund owed for it — not one under way, given back or marked done
 *   (a refund still open is listed under its own kind below);
 * - paid_after_expiry: paid after the order's payment window closed and the order could not be revived
 *   (the refund reason says so, or the order is still expired) — unless refunded;
 * - paid_twice: a second paid attempt on one order (the later one), unless refunded;
 * - refund_pending: a refund still pending more than a day after it was owed, or not accepted by its
 *   provider yet (the request could not reach it);
 * - refund_failed: the provider refused the refund, or every try failed: the store refunds it by hand;
 * - refund_manual: a provider without a refund API (Paynamics, deposit slips): waiting for the operator;
 * - with `checkProviders` only: provider_paid_not_recorded, an attempt held pending, cancelled or failed
 *   that its provider says is paid; provider_unreachable, an attempt whose provider could not be asked.
 *
 * Reached by `GET /api/admin/payments/reconciliation` and `npm run order -- reconcile`.
 */
import { fromCentavos, formatCentavos as pesos } from '@storefront/domain/money';
import { isAllReleased } from '@storefront/domain/order-status';
import { paymentMethodLabel } from '@storefront/domain/payment-methods';
import { AppError } from '../lib/app-error';
import type { OrdersService } from '../modules/orders/service';
import { referenceOf } from '../modules/orders/views';
import { ProviderError } from '../modules/payments/provider';
import type { PaymentsService } from '../modules/payments/service';

export const RECONCILIATION_KINDS = [
  'paid_but_released',
  'paid_after_expiry',
  'paid_twice',
  'refund_pending',
  'refund_failed',
  'refund_manual',
  'provider_paid_not_recorded',
  'provider_unreachable',
] as const;
export type ReconciliationKind = (typeof RECONCILIATION_KINDS)[number];

export type ReconciliationItem = {
  kind: ReconciliationKind;
  order_uuid: string;
  reference: string;
  /** The attempt's transaction number; null for a deposit slip. */
  transaction_number: string | null;
  /** sandbox, paymongo, paynamics, xendit or deposit_slip. */
  provider: string;
  /** Pesos: the payment's amount, or the refund's. */
  amount: number;
  detail: string;
  /** When what is listed happened (paid, owed), ISO 8601. */
  at: string;
};

export type ReconcileDeps = {
  payments: Pick<PaymentsService, 'reconciliationRecords' | 'lookUpAttempt'>;
  orders: Pick<OrdersService, 'byId' | 'subOrdersOf'>;
};

/** The longest range one call covers, in days (a quarter). */
export const RECONCILE_MAX_DAYS = 92;
/** A refund still pending after this long is listed. */
export const REFUND_PENDING_AFTER_MS = 24 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight starting `date` in Manila (UTC+8, no daylight saving), or undefined when it is no calendar date. */
function manilaMidnight(date: string): Date | undefined {
  if (!DATE.test(date)) return undefined;
  const at = new Date(`${date}T00:00:00+08:00`);
  if (Number.isNaN(at.getTime())) return undefined;
  // 2026-02-30 parses as 2026-03-02: refused.
  if (new Date(at.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10) !== date) return undefined;
  return at;
}

export const RANGE_MESSAGES = {
  date: 'Give the date as YYYY-MM-DD (a Manila calendar date).',
  order: "'to' must not be before 'from'.",
  tooLong: `The range covers at most ${RECONCILE_MAX_DAYS} days; split it.`,
} as const;

/** What is wrong with a range, by field (for the route's query validation and the command); undefined when none. */
export function rangeProblem(from: string, to: string): { field: 'from' | 'to'; message: string } | undefined {
  const start = manilaMidnight(from);
  if (!start) return { field: 'from', message: RANGE_MESSAGES.date };
  const end = manilaMidnight(to);
  if (!end) return { field: 'to', message: RANGE_MESSAGES.date };
  if (end < start) return { field: 'to', message: RANGE_MESSAGES.order };
  if ((end.getTime() - start.getTime()) / DAY_MS + 1 > RECONCILE_MAX_DAYS)
    return { field: 'to', message: RANGE_MESSAGES.tooLong };
  return undefined;
}

/** The instants a Manila date range covers: `from` inclusive, `until` (the day after `to`) exclusive. */
export function manilaRange(from: string, to: string): { from: Date; until: Date } {
  const problem = rangeProblem(from, to);
  if (problem) throw AppError.field(problem.field, problem.message);
  const start = manilaMidnight(from) as Date;
  return { from: start, until: new Date((manilaMidnight(to) as Date).getTime() + DAY_MS) };
}

const PROVIDER_LABEL: Record<string, string> = {
  sandbox: 'the sandbox',
  paymongo: 'PayMongo',
  paynamics: 'Paynamics',
  xendit: 'Xendit',
  deposit_slip: 'bank deposit',
};
const providerLabel = (provider: string) => PROVIDER_LABEL[provider] ?? provider;
const hours = (ms: number) =>
  ms >= DAY_MS ? `${Math.floor(ms / DAY_MS)} day(s)` : `${Math.max(1, Math.floor(ms / 3_600_000))} hour(s)`;

type Records = Awaited<ReturnType<PaymentsService['reconciliationRecords']>>;
type Attempt = Records['attempts'][number];
type Refund = Records['refunds'][number];

/**
 * Every disagreement in the range, by kind then time. Refused on `from` / `to` (422) for a range that is
 * not one (see rangeProblem). `checkProviders` asks each unpaid attempt's provider (slow: one call each).
 */
export async function reconcilePayments(
  deps: ReconcileDeps,
  input: { from: string; to: string; checkProviders?: boolean; now?: Date },
): Promise<ReconciliationItem[]> {
  const range = manilaRange(input.from, input.to);
  const now = input.now ?? new Date();
  const records = await deps.payments.reconciliationRecords(range);
  const inRange = (at: Date) => at >= range.from && at < range.until;

  // Only the orders something may be listed on: paid (an attempt or a slip), owed a refund, or — when
  // the providers are asked — with an attempt held unpaid.
  const orderIds = new Set<number>([
    ...records.attempts.filter((a) => input.checkProviders || a.status === 'paid').map((a) => a.orderId),
    ...records.slips.map((s) => s.orderId),
    ...records.refunds.map((r) => r.orderId),
  ]);
  const orders = new Map<
    number,
    { order: NonNullable<Awaited<ReturnType<OrdersService['byId']>>>; released: boolean }
  >();
  for (const id of orderIds) {
    const order = await deps.orders.byId(id);
    if (!order) continue;
    const subs = await deps.orders.subOrdersOf(id);
    orders.set(id, { order, released: isAllReleased(subs.map((s) => s.status)) });
  }

  const items: ReconciliationItem[] = [];
  const attemptById = new Map(records.attempts.map((a) => [a.id, a]));
  const push = (
    kind: ReconciliationKind,
    orderId: number,
    p: { transaction: string | null; provider: string; amount: number; detail: string; at: Date },
  ) => {
    const entry = orders.get(orderId);
    if (!entry) return;
    items.push({
      kind,
      order_uuid: entry.order.uuid,
      reference: referenceOf(entry.order.uuid),
      transaction_number: p.transaction,
      provider: p.provider,
      amount: fromCentavos(p.amount),
      detail: p.detail,
      at: p.at.toISOString(),
    });
  };

  // A refund covers the payment it names (or, without one, the order's deposit slip payment).
  const refundsOf = (orderId: number, paymentId: number | null) =>
    records.refunds.filter((r) => r.orderId === orderId && r.paymentId === paymentId);
  const refunded = (orderId: number, paymentId: number | null) =>
    refundsOf(orderId, paymentId).some((r) => r.status === 'succeeded');
  const refundOwed = (orderId: number, paymentId: number | null) => refundsOf(orderId, paymentId).length > 0;

  // Paid attempts, per order, oldest first.
  const paidByOrder = new Map<number, Attempt[]>();
  for (const attempt of records.attempts)
    if (attempt.status === 'paid')
      paidByOrder.set(attempt.orderId, [...(paidByOrder.get(attempt.orderId) ?? []), attempt]);

  for (const [orderId, paid] of paidByOrder) {
    const entry = orders.get(orderId);
    if (!entry) continue;
    const { order, released } = entry;
    paid.forEach((attempt, n) => {
      if (!inRange(attempt.createdAt) || refunded(orderId, attempt.id)) return;
      const base = {
        transaction: attempt.uuid,
        provider: attempt.provider,
        amount: attempt.amount,
        at: attempt.updatedAt,
      };
      const method = paymentMethodLabel(attempt.method);
      if (n > 0) {
        const first = paid[0] as Attempt;
        push('paid_twice', orderId, {
          ...base,
          detail: `Paid twice: ${pesos(attempt.amount)} by ${method} on ${providerLabel(attempt.provider)} after transaction ${first.uuid} had paid the order; give this one back.`,
        });
        return;
      }
      const lateReason = order.refundReason
        ?.split('; ')
        .find((r) => r.startsWith('paid after the payment window closed') && r.includes(attempt.uuid));
      const expired = order.paymentExpiredAt !== null && attempt.updatedAt > order.paymentExpiredAt;
      if (lateReason || expired) {
        if (refundOwed(orderId, attempt.id)) return;
        const why = lateReason
          ? lateReason.replace(/ \(transaction [^)]*\)$/, '')
          : 'paid after the payment window closed';
        const closed = order.paymentExpiredAt ? ` (the window closed ${order.paymentExpiredAt.toISOString()})` : '';
        push('paid_after_expiry', orderId, {
          ...base,
          detail: `${pesos(attempt.amount)} by ${method} on ${providerLabel(attempt.provider)} ${why}${closed}; no refund is owed for it yet.`,
        });
        return;
      }
      if (released && !refundOwed(orderId, attempt.id))
        push('paid_but_released', orderId, {
          ...base,
          detail: `${pesos(attempt.amount)} paid by ${method} on ${providerLabel(attempt.provider)}, but every part of the order is cancelled or expired, and no refund is owed for it.`,
        });
    });
  }

  // Orders paid by deposit slip, all of whose parts are released, with no refund owed.
  const slipOrders = new Set<number>();
  for (const slip of records.slips) {
    if (!inRange(slip.createdAt) || slipOrders.has(slip.orderId)) continue;
    slipOrders.add(slip.orderId);
    const entry = orders.get(slip.orderId);
    if (entry?.order.paymentStatus !== 'paid' || !entry.released) continue;
    if (refundOwed(slip.orderId, null)) continue;
    push('paid_but_released', slip.orderId, {
      transaction: null,
      provider: 'deposit_slip',
      amount: entry.order.total,
      at: slip.reviewedAt ?? slip.createdAt,
      detail: `${pesos(entry.order.total)} paid by bank deposit (slip accepted), but every part of the order is cancelled or expired, and no refund is owed for it.`,
    });
  }

  // Refunds still open, of payments started in the range.
  const refundInRange = (refund: Refund) => {
    if (refund.paymentId === null)
      return (
        records.slips.some((s) => s.orderId === refund.orderId && inRange(s.createdAt)) ||
        records.attempts.some((a) => a.orderId === refund.orderId && inRange(a.createdAt))
      );
    const attempt = attemptById.get(refund.paymentId);
    return attempt ? inRange(attempt.createdAt) : false;
  };
  for (const refund of records.refunds) {
    if (!refundInRange(refund)) continue;
    const attempt = refund.paymentId === null ? undefined : attemptById.get(refund.paymentId);
    const base = {
      transaction: attempt?.uuid ?? null,
      provider: refund.provider,
      amount: refund.amount,
      at: refund.createdAt,
    };
    const what = `Refund of ${pesos(refund.amount)} (${refund.reason}) through ${providerLabel(refund.provider)}`;
    if (refund.status === 'failed')
      push('refund_failed', refund.orderId, {
        ...base,
        detail: `${what} failed${refund.failureReason ? `: ${refund.failureReason}` : ''}; refund it by hand and mark it done.`,
      });
    else if (refund.status === 'manual')
      push('refund_manual', refund.orderId, {
        ...base,
        detail: `${what} waits for the operator: refund it by hand and mark it done.`,
      });
    else if (refund.status === 'pending') {
      const age = now.getTime() - refund.createdAt.getTime();
      if (refund.submittedAt === null)
        push('refund_pending', refund.orderId, {
          ...base,
          detail: `${what} not accepted by the provider yet (${refund.attempts} try/tries${refund.nextAttemptAt ? `, next ${refund.nextAttemptAt.toISOString()}` : ''}).`,
        });
      else if (age > REFUND_PENDING_AFTER_MS)
        push('refund_pending', refund.orderId, {
          ...base,
          detail: `${what} still pending at the provider ${hours(age)} after it was owed (ref ${refund.providerRef ?? 'none'}).`,
        });
    }
  }

  if (input.checkProviders) {
    for (const attempt of records.attempts) {
      if (attempt.status === 'paid' || !inRange(attempt.createdAt)) continue;
      const base = {
        transaction: attempt.uuid,
        provider: attempt.provider,
        amount: attempt.amount,
        at: attempt.createdAt,
      };
      let outcome: string | undefined;
      try {
        outcome = await deps.payments.lookUpAttempt(attempt);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        push('provider_unreachable', attempt.orderId, {
          ...base,
          detail: `${providerLabel(attempt.provider)} could not be asked about this ${attempt.status} attempt: check it again later.`,
        });
        continue;
      }
      if (outcome === 'paid')
        push('provider_paid_not_recorded', attempt.orderId, {
          ...base,
          detail: `${providerLabel(attempt.provider)} says ${pesos(attempt.amount)} was paid, but we hold the attempt as ${attempt.status}${attempt.failureReason ? ` (${attempt.failureReason})` : ''}.`,
        });
    }
  }

  const rank = (kind: ReconciliationKind) => RECONCILIATION_KINDS.indexOf(kind);
  return items.sort((a, b) => rank(a.kind) - rank(b.kind) || a.at.localeCompare(b.at));
}
