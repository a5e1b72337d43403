/**
 * Payment windows closing (issue 23, ADR 0027): an order paid online that is still unpaid when its
 * window closes expires, and gives back what it held (orders/payment-window.ts). Crosses two modules:
 * the provider is asked first (payments' settleBeforeExpiry) — a payment it already took is recorded
 * and the order is paid, not expired — then the order expires (orders' expireUnpaid, once only however
 * many instances sweep at once).
 *
 * The sweep runs as the 'expire-payment-windows' job every minute (jobs/server-jobs.ts); the operator
 * closes one order's window at once with `POST /api/admin/orders/:order/payment-window/close` or
 * `npm run order -- expire <order>`.
 */
import { AppError } from '../lib/app-error';
import { ORDER_VIEW_MESSAGES as M } from '../modules/orders/order-messages';
import type { OrdersService } from '../modules/orders/service';
import type { PaymentsService } from '../modules/payments/service';

export const EXPIRE_PAYMENT_WINDOWS_JOB = 'expire-payment-windows';
export const EXPIRE_PAYMENT_WINDOWS_CRON = '* * * * *';

export type PaymentWindowDeps = {
  orders: Pick<OrdersService, 'dueForExpiry' | 'expireUnpaid' | 'closePaymentWindow' | 'operator'>;
  payments: Pick<PaymentsService, 'settleBeforeExpiry'>;
};

/** What one order's window closing came to. */
export type WindowOutcome = 'expired' | 'paid' | 'unreachable' | 'gone';

/**
 * How long past its due time an order waits for a provider that cannot be asked. After that it expires
 * all the same: a payment the provider did take is then recorded as a late one (revived, or refunded),
 * while an outage never holds stock for ever.
 */
export const UNREACHABLE_GRACE_MS = 6 * 60 * 60 * 1000;

/** Asks the provider, then expires the order: 'gone' when another caller expired it (or it was paid) meanwhile. */
async function settleThenExpire(
  deps: PaymentWindowDeps,
  order: { id: number; dueAt: Date },
  now: Date,
): Promise<WindowOutcome> {
  const settled = await deps.payments.settleBeforeExpiry(order.id);
  if (settled === 'paid') return settled;
  if (settled === 'unreachable' && now.getTime() - order.dueAt.getTime() < UNREACHABLE_GRACE_MS) return settled;
  return (await deps.orders.expireUnpaid(order.id, now)) ? 'expired' : 'gone';
}

export type SweepResult = { expired: number; paid: number; unreachable: number; gone: number };

/**
 * Expires every order whose window closed by `now`, in batches, until none is left or `signal` aborts
 * (what is left is the next run's). Idempotent: an order expires once, whoever else sweeps. An order whose
 * provider could not be asked stays due for the next run (not asked twice in this one), until
 * UNREACHABLE_GRACE_MS past its due time.
 */
export async function expirePaymentWindows(
  deps: PaymentWindowDeps,
  options: { now: Date; signal?: AbortSignal | undefined; batchSize?: number },
): Promise<SweepResult> {
  const { now, signal, batchSize = 100 } = options;
  const result: SweepResult = { expired: 0, paid: 0, unreachable: 0, gone: 0 };
  // Orders handled in this run but possibly still due: passed over in the batches that follow.
  const left = new Set<number>();
  while (!signal?.aborted) {
    const due = (await deps.orders.dueForExpiry(now, batchSize + left.size)).filter((o) => !left.has(o.id));
    if (!due.length) break;
    for (const order of due) {
      if (signal?.aborted) break;
      const outcome = await settleThenExpire(deps, order, now);
      result[outcome] += 1;
      // Anything not expired by now may still read as due (its provider unreachable, or paid at the
      // provider but not recorded yet): passed over for the rest of this run, so the run always ends.
      if (outcome !== 'expired') left.add(order.id);
    }
  }
  return result;
}

/**
 * The operator closes an unpaid order's window now: its attempts are settled with their providers
 * first (a payment already taken pays the order: nothing expires), then it is due now and expires.
 * 422 on `order` when it has no open window (not paid online, SC/PWD ID being checked, paid, expired,
 * cancelled); 502 when a provider could not be asked.
 */
export async function closePaymentWindowNow(
  deps: PaymentWindowDeps,
  ref: string,
  now: Date,
): Promise<{ message: string; data: { expired: boolean } }> {
  const order = await deps.orders.operator.withOpenPaymentWindow(ref);
  const settled = await deps.payments.settleBeforeExpiry(order.id);
  if (settled === 'unreachable') throw new AppError('upstream_failed', M.windowProviderUnreachable);
  let expired = false;
  if (settled === 'open' && (await deps.orders.closePaymentWindow(order.id, now)))
    expired = await deps.orders.expireUnpaid(order.id, now);
  return { message: M.windowClosed, data: { expired } };
}
