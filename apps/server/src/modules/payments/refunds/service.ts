/**
 * Refunds (issue 24, ADR 0028): money the store gives back on an order, owed in the transaction that
 * decided it (a cancel of paid parts, a payment not owed), then sent to the provider outside any
 * transaction — at once after the cancel, and by the 'submit-refunds' job every minute after that.
 *
 * How much a release owes (`oweForRelease`), from what the order was paid online (the paid attempt, or the
 * order's total for a deposit slip) less what earlier refunds of it gave back already:
 * - the last parts released (every part of the order is released now): all that is left of the payment;
 * - some parts only: their share — each part's subtotal and delivery fee less its shares of the promo code
 *   and the special discount — capped at what is left of the payment. Points and wallet credits paid the
 *   order as a whole and stay spent on a partial cancel (orders/pay-with-points.ts), so the money goes
 *   back first; the release of the last part returns them.
 *
 * Providers with a refund API (PayMongo, Xendit, the sandbox) are asked to refund, keyed by the refund's
 * uuid so a retry never refunds twice; Paynamics and deposit slips are 'manual': the order is flagged and
 * the operator refunds by hand and marks it done. A request that cannot reach the provider is tried again
 * after 1, 5, 15, 60 and 240 minutes, and is 'failed' (flagged) after the sixth try. Each send or look-up
 * first claims its row with a lease on `next_attempt_at` (a conditional update), so two instances never
 * send one refund twice; a claimer that dies leaves the row to be claimed again when the lease passes.
 */
import { type OrderDetails, REFUND_MESSAGES } from '@storefront/contracts/order';
import { formatCentavos, fromCentavos } from '@storefront/domain/money';
import { isReleased } from '@storefront/domain/order-status';
import { paymentMethodLabel } from '@storefront/domain/payment-methods';
import type { Db, Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { OperatorRefundView, OrderRefunds } from '../../orders/refunds';
import type { OrdersService } from '../../orders/service';
import { type PaymentProvider, ProviderError, type ProviderRefund, type RefundInput } from '../provider';
import type { PaymentProviderName } from '../repository';
import { type PaidPaymentRow, type RefundRow, refundsRepository as repo } from './repository';

/** Minutes before the next try of a request that could not reach the provider, by tries made. */
export const RETRY_MINUTES = [1, 5, 15, 60, 240] as const;
/** Tries before a refund is given up as 'failed' (and flagged for the operator). */
export const MAX_ATTEMPTS = RETRY_MINUTES.length + 1;
/** How long a claimer holds a refund: longer than any provider call takes. */
export const LEASE_MS = 5 * 60_000;

const MINUTE = 60_000;

/** When a refund the provider accepted is looked up again: every 5 minutes the first hour, then hourly. */
const nextLookUp = (submittedAt: Date | null, at: Date) =>
  new Date(at.getTime() + (submittedAt && at.getTime() - submittedAt.getTime() > 60 * MINUTE ? 60 : 5) * MINUTE);

const PROVIDER_LABEL: Record<RefundRow['provider'], string> = {
  sandbox: 'the sandbox',
  paymongo: 'PayMongo',
  paynamics: 'Paynamics',
  xendit: 'Xendit',
  deposit_slip: 'bank deposit',
};

/** The provider's word for why (PayMongo's list; Xendit maps it). */
function providerReason(row: RefundRow): RefundInput['reason'] {
  if (row.reason.startsWith('paid twice')) return 'duplicate';
  if (row.reason.startsWith('cancelled by the customer')) return 'requested_by_customer';
  return 'cancelled';
}

export type SubmitResult = { submitted: number; succeeded: number; failed: number; retrying: number; settled: number };

type OrdersPort = Pick<OrdersService, 'byId' | 'subOrdersOf' | 'flagRefund' | 'touch'>;

export function createRefundsService(deps: {
  db: Db;
  orders: OrdersPort;
  /** The adapter behind a paid attempt (the payments service's), or undefined when not configured. */
  adapterOf: (provider: PaymentProviderName, paymentRef: string) => PaymentProvider | undefined;
  now: () => Date;
}) {
  const { db, orders } = deps;

  const flag = (tx: Executor, row: RefundRow, why: string) =>
    orders.flagRefund(tx, row.orderId, `refund ${formatCentavos(row.amount)} (${row.uuid}) ${why}`);

  /** Whether a refund through this attempt can go through the provider's API. */
  const refundable = (payment: PaidPaymentRow | undefined) => {
    if (!payment || payment.provider === 'paynamics') return false;
    return Boolean(deps.adapterOf(payment.provider, payment.providerRef)?.refund);
  };

  /** Owes `amount` back through `payment` (none: a deposit slip), once per key. */
  async function owe(
    tx: Executor,
    q: { key: string; orderId: number; payment: PaidPaymentRow | undefined; amount: number; reason: string },
  ): Promise<RefundRow | undefined> {
    if (q.amount <= 0) return undefined;
    const manual = !refundable(q.payment);
    const row = await repo.insert(tx, {
      key: q.key,
      orderId: q.orderId,
      paymentId: q.payment?.id ?? null,
      provider: q.payment?.provider ?? 'deposit_slip',
      amount: q.amount,
      reason: q.reason,
      status: manual ? 'manual' : 'pending',
    });
    if (row && manual) await flag(tx, row, `to refund by hand (${PROVIDER_LABEL[row.provider]}): ${q.reason}`);
    if (row) await orders.touch(tx, q.orderId);
    return row;
  }

  /** Moves a refund to what the provider said, noting it on the order (and flagging a failure). */
  async function settle(tx: Executor, row: RefundRow, answer: ProviderRefund, at: Date): Promise<boolean> {
    const final = answer.outcome !== 'pending';
    const moved = await repo.update(tx, row.id, ['pending'], {
      providerRef: answer.ref,
      submittedAt: row.submittedAt ?? at,
      status: answer.outcome,
      failureReason: answer.outcome === 'failed' ? (answer.failureReason ?? 'refused by the provider') : null,
      settledAt: final ? at : null,
      nextAttemptAt: final ? null : nextLookUp(row.submittedAt ?? at, at),
    });
    if (!moved) return false;
    if (answer.outcome === 'failed')
      await flag(tx, moved, `failed at ${PROVIDER_LABEL[moved.provider]} (${moved.failureReason}): refund it by hand`);
    if (moved.status !== row.status) await orders.touch(tx, row.orderId);
    return true;
  }

  /** Sends one claimed refund. */
  async function submitOne(row: RefundRow, at: Date, result: SubmitResult) {
    const payment = row.paymentId === null ? undefined : await repo.paymentById(db, row.paymentId);
    const adapter = payment && deps.adapterOf(payment.provider, payment.providerRef);
    if (!payment || !adapter?.refund || payment.provider === 'paynamics') {
      // The provider was turned off since: the operator refunds it.
      await db.transaction(async (tx) => {
        const moved = await repo.update(tx, row.id, ['pending'], { status: 'manual', nextAttemptAt: null });
        if (moved) await flag(tx, moved, `to refund by hand (${PROVIDER_LABEL[moved.provider]}): ${moved.reason}`);
      });
      return;
    }
    result.submitted += 1;
    let answer: ProviderRefund;
    try {
      answer = await adapter.refund({
        paymentRef: payment.providerRef,
        amount: row.amount,
        reason: providerReason(row),
        reference: row.uuid,
      });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      const attempts = row.attempts + 1;
      await db.transaction(async (tx) => {
        if (attempts >= MAX_ATTEMPTS) {
          const moved = await repo.update(tx, row.id, ['pending'], {
            attempts,
            status: 'failed',
            failureReason: error.message,
            nextAttemptAt: null,
            settledAt: at,
          });
          if (moved) {
            await flag(
              tx,
              moved,
              `could not reach ${PROVIDER_LABEL[moved.provider]} after ${attempts} tries: refund it by hand`,
            );
            await orders.touch(tx, row.orderId);
          }
          result.failed += 1;
        } else {
          const delay = RETRY_MINUTES[attempts - 1] as number;
          await repo.update(tx, row.id, ['pending'], {
            attempts,
            failureReason: error.message,
            nextAttemptAt: new Date(at.getTime() + delay * MINUTE),
          });
          result.retrying += 1;
        }
      });
      return;
    }
    await db.transaction(async (tx) => {
      await repo.update(tx, row.id, ['pending'], { attempts: row.attempts + 1 });
      await settle(tx, { ...row, attempts: row.attempts + 1 }, answer, at);
    });
    if (answer.outcome === 'succeeded') result.succeeded += 1;
    if (answer.outcome === 'failed') result.failed += 1;
  }

  /** Looks one claimed, accepted refund up at its provider. */
  async function lookUpOne(row: RefundRow, at: Date, result: SubmitResult) {
    const payment = row.paymentId === null ? undefined : await repo.paymentById(db, row.paymentId);
    const adapter = payment && deps.adapterOf(payment.provider, payment.providerRef);
    let answer: ProviderRefund | undefined;
    try {
      if (adapter?.lookUpRefund && row.providerRef)
        answer = await adapter.lookUpRefund(row.providerRef, (payment as PaidPaymentRow).providerRef);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
    }
    if (!answer || answer.outcome === 'pending') {
      await repo.update(db, row.id, ['pending'], { nextAttemptAt: nextLookUp(row.submittedAt, at) });
      return;
    }
    const settled = answer;
    if (await db.transaction((tx) => settle(tx, row, settled, at))) {
      result.settled += 1;
      if (settled.outcome === 'failed') result.failed += 1;
    }
  }

  const service = {
    /** See the module's header for how much. Called in the releasing transaction, after the parts moved. */
    async oweForRelease(tx: Executor, q: { orderId: number; subOrderIds: number[]; reason: string }) {
      const order = await orders.byId(q.orderId, tx);
      if (order?.paymentStatus !== 'paid' || order.paymentMethod === 'COD' || !q.subOrderIds.length) return;
      const owedBefore = await repo.ofOrder(tx, order.id);
      const notOwed = new Set(owedBefore.filter((r) => r.key.startsWith('payment:')).map((r) => r.paymentId));
      // The attempt that paid the order: the first paid one not itself refunded as not owed.
      const payment = (await repo.paidPaymentsOf(tx, order.id)).find((p) => !notOwed.has(p.id));
      if (!payment && order.paymentMethod !== 'DEPOSIT_SLIP') return; // paid in full by points or credits
      const paid = payment?.amount ?? order.total;
      const given = owedBefore
        .filter((r) => r.key.startsWith('order:') && r.paymentId === (payment?.id ?? null))
        .reduce((sum, r) => sum + r.amount, 0);
      const left = Math.max(0, paid - given);
      const subs = await orders.subOrdersOf(order.id, tx);
      const ids = [...q.subOrderIds].sort((a, b) => a - b);
      const share = subs
        .filter((s) => ids.includes(s.id))
        .reduce((sum, s) => sum + s.subtotal + (s.deliveryFee ?? 0) - s.voucherAmount - s.specialDiscountAmount, 0);
      const amount = subs.every((s) => isReleased(s.status)) ? left : Math.min(left, Math.max(0, share));
      await owe(tx, {
        key: `order:${order.id}:parts:${ids.join(',')}`,
        orderId: order.id,
        payment,
        amount,
        reason: q.reason,
      });
    },

    /** A payment not owed (paid twice, after the cancel, after the window closed): all of it goes back. */
    async owePayment(tx: Executor, payment: PaidPaymentRow, reason: string) {
      await owe(tx, {
        key: `payment:${payment.id}`,
        orderId: payment.orderId,
        payment,
        amount: payment.amount,
        reason,
      });
    },

    /**
     * Sends the refunds due at `at` (not accepted yet, their next try come), then looks up those the
     * provider accepted and still works on; only the order's with `orderId`. Each row is claimed first.
     */
    async submitDue(
      at: Date,
      options: { orderId?: number | undefined; signal?: AbortSignal | undefined; batchSize?: number } = {},
    ): Promise<SubmitResult> {
      const result: SubmitResult = { submitted: 0, succeeded: 0, failed: 0, retrying: 0, settled: 0 };
      const lease = new Date(at.getTime() + LEASE_MS);
      for (const stage of ['submit', 'look-up'] as const) {
        while (!options.signal?.aborted) {
          const due = await repo.due(db, stage, at, options.batchSize ?? 50, options.orderId);
          if (!due.length) break;
          for (const { id } of due) {
            if (options.signal?.aborted) break;
            // Claimed rows are due only after the lease: the loop ends.
            const row = await repo.claim(db, id, stage, at, lease);
            if (!row) continue;
            if (stage === 'submit') await submitOne(row, at, result);
            else await lookUpOne(row, at, result);
          }
        }
      }
      return result;
    },

    /**
     * A provider's callback about a refund (in the caller's transaction, once per event): the refund it
     * names moves to the outcome. False when it is not ours, or settled already.
     */
    async settleFromProvider(
      tx: Executor,
      provider: RefundRow['provider'],
      ref: string,
      outcome: ProviderRefund['outcome'],
      failureReason?: string,
    ): Promise<boolean> {
      const row = await repo.byRef(tx, provider, ref);
      if (!row || outcome === 'pending') return false;
      return settle(tx, row, { ref, outcome, failureReason }, deps.now());
    },

    /** The operator refunded a manual (or failed) refund by hand: it is succeeded now. 404 / 422 otherwise. */
    async markDone(uuid: string): Promise<OperatorRefundView> {
      const row = /^[0-9a-f-]{36}$/i.test(uuid) ? await repo.byUuid(db, uuid.toLowerCase()) : undefined;
      if (!row) throw AppError.notFound('Refund not found.');
      if (row.status === 'succeeded') return operatorView(row);
      if (row.status === 'pending')
        throw AppError.field('refund', 'This refund is being made through the payment provider; wait for its answer.');
      const done = await db.transaction(async (tx) => {
        const moved = await repo.update(tx, row.id, ['manual', 'failed'], {
          status: 'succeeded',
          settledAt: deps.now(),
          nextAttemptAt: null,
        });
        if (moved) await orders.touch(tx, row.orderId);
        return moved;
      });
      return operatorView(done ?? ((await repo.byUuid(db, row.uuid)) as RefundRow));
    },

    async refundsOf(orderId: number): Promise<OrderDetails['refunds']> {
      const rows = await repo.ofOrder(db, orderId);
      if (!rows.length) return [];
      const order = await orders.byId(orderId);
      const method = order ? paymentMethodLabel(order.paymentMethod) : 'payment';
      return rows.map((r) => ({
        amount: fromCentavos(r.amount),
        status: r.status,
        message: REFUND_MESSAGES[r.status].replace('{amount}', formatCentavos(r.amount)).replace('{method}', method),
        created_at: r.createdAt.toISOString(),
      }));
    },

    async operatorRefundsOf(orderId: number): Promise<OperatorRefundView[]> {
      return (await repo.ofOrder(db, orderId)).map(operatorView);
    },

    /** After a cancel committed: its refunds now, never failing the cancel (the job retries). */
    async submitFor(orderId: number): Promise<void> {
      await service.submitDue(deps.now(), { orderId }).catch(() => undefined);
    },
  } satisfies OrderRefunds & Record<string, unknown>;
  return service;
}

function operatorView(r: RefundRow): OperatorRefundView {
  return {
    uuid: r.uuid,
    amount: fromCentavos(r.amount),
    provider: r.provider,
    status: r.status,
    reason: r.reason,
    failure_reason: r.failureReason,
    attempts: r.attempts,
    created_at: r.createdAt.toISOString(),
    settled_at: r.settledAt?.toISOString() ?? null,
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
