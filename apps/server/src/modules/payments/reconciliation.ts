/**
 * What payments hold about the orders paid in a time range, for reconciliation (issue 24,
 * flows/reconcile-payments.ts): read-only. The orders are those with an attempt started in the range or a
 * deposit slip uploaded in it (and accepted); for each, every attempt (an older paid one counts for
 * 'paid twice'), every refund, and the accepted slips.
 */
import { and, asc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { RefundRow } from './refunds/repository';
import type { PaymentRow } from './repository';
import { depositSlips, payments, refunds } from './tables';

export type ReconciliationRecords = {
  attempts: PaymentRow[];
  refunds: RefundRow[];
  slips: { orderId: number; uuid: string; createdAt: Date; reviewedAt: Date | null }[];
};

/** `from` inclusive, `until` exclusive. */
export async function reconciliationRecords(
  db: Executor,
  range: { from: Date; until: Date },
): Promise<ReconciliationRecords> {
  const startedIn = db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(gte(payments.createdAt, range.from), lt(payments.createdAt, range.until)));
  const slipIn = db
    .select({ orderId: depositSlips.orderId })
    .from(depositSlips)
    .where(
      and(
        eq(depositSlips.status, 'A'),
        gte(depositSlips.createdAt, range.from),
        lt(depositSlips.createdAt, range.until),
      ),
    );
  const [attempts, owed, slips] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(or(inArray(payments.orderId, startedIn), inArray(payments.orderId, slipIn)))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
    db
      .select()
      .from(refunds)
      .where(or(inArray(refunds.orderId, startedIn), inArray(refunds.orderId, slipIn)))
      .orderBy(asc(refunds.createdAt), asc(refunds.id)),
    db
      .select({
        orderId: depositSlips.orderId,
        uuid: depositSlips.uuid,
        createdAt: depositSlips.createdAt,
        reviewedAt: depositSlips.reviewedAt,
      })
      .from(depositSlips)
      .where(and(eq(depositSlips.status, 'A'), inArray(depositSlips.orderId, slipIn)))
      .orderBy(asc(depositSlips.createdAt)),
  ]);
  return { attempts, refunds: owed, slips };
}
