/**
 * The built-in sandbox provider (development only, DESIGN §5): it speaks the PaymentProvider interface
 * in process, keeps its intents and sources in `sandbox_payments` (so every server instance sees the
 * same outcome), and serves its own hosted page where the customer who started the payment chooses Pay
 * or Fail. Production has no sandbox: the payments service never builds it there.
 *
 * Refunds succeed at once for a paid payment: the row's status becomes 'refunded' (its payment still
 * reads 'paid': the money was taken) and the refund's ref is `rf_sbx_<the payment's id>`, the same on every
 * retry. The sandbox keeps one refund per payment (no partial refunds after a first one): a second
 * refund of a refunded payment answers the first. An unpaid payment, or more than its amount, is refused.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type {
  CardPaymentInput,
  DirectDebitPaymentInput,
  EwalletPaymentInput,
  PaymentProvider,
  ProviderOutcome,
  ProviderPayment,
  ProviderRefund,
  QrPaymentInput,
  RefundInput,
  RefundingProvider,
} from '../provider';
import { ProviderError } from '../provider';
import { sandboxPayments } from '../tables';
import { hashPageKey, newPageKey } from './sandbox-key';

export type SandboxPayment = typeof sandboxPayments.$inferSelect;

/** The hosted page of one sandbox payment. */
export const sandboxPagePath = (id: string) => `/api/payments/sandbox/${encodeURIComponent(id)}`;

/** Statuses still waiting for the customer (PayMongo's words, by kind). */
const WAITING = ['awaiting_next_action', 'pending'];
const PAID = ['succeeded', 'paid'];

/** A refunded payment's status; the payment itself was made, so it still reads paid. */
export const SANDBOX_REFUNDED = 'refunded';
const REFUND_PREFIX = 'rf_sbx_';
/** The sandbox refund of a payment: one per payment, so its ref is the payment's id behind a prefix. */
export const sandboxRefundRef = (paymentId: string) => `${REFUND_PREFIX}${paymentId}`;

export function sandboxOutcome(status: string): ProviderOutcome {
  if (PAID.includes(status) || status === SANDBOX_REFUNDED) return 'paid';
  if (status === 'failed') return 'failed';
  return 'pending';
}

/** What the sandbox's QR Ph code says: no bank would accept it, so it can never take real money. */
export const sandboxQrString = (id: string, amount: number) => `SANDBOX-QRPH|${id}|PHP|${(amount / 100).toFixed(2)}`;

export function createSandboxProvider(db: Db) {
  /** A new payment, and the key to its page that only the starting browser receives (sandbox-key.ts). */
  async function create(
    row: Omit<SandboxPayment, 'createdAt' | 'updatedAt' | 'ownerKeyHash'>,
  ): Promise<ProviderPayment> {
    const key = newPageKey();
    await db.insert(sandboxPayments).values({ ...row, ownerKeyHash: hashPageKey(key) });
    const path = sandboxPagePath(row.id);
    return { ref: row.id, outcome: 'pending', redirectUrl: path, pageKey: { path, key } };
  }

  const provider: PaymentProvider &
    RefundingProvider & {
      find(id: string): Promise<SandboxPayment | undefined>;
      decide(id: string, choice: 'pay' | 'fail'): Promise<SandboxPayment | undefined>;
    } = {
    name: 'sandbox',

    startCard: (input: CardPaymentInput) =>
      create({
        id: `pi_sbx_${randomBytes(12).toString('hex')}`,
        kind: 'intent',
        type: 'card',
        amount: input.amount,
        status: 'awaiting_next_action',
        successUrl: input.returnUrl,
        failedUrl: input.returnUrl,
        description: input.description,
      }),

    startEwallet: (input: EwalletPaymentInput) =>
      create({
        id: `src_sbx_${randomBytes(12).toString('hex')}`,
        kind: 'source',
        type: input.type,
        amount: input.amount,
        status: 'pending',
        successUrl: input.successUrl,
        failedUrl: input.failedUrl,
        description: input.description,
      }),

    /**
     * A QR Ph code: the customer's app would scan it and pay; here the hosted page (its key only for
     * the browser that started it) stands in for that app, so the attempt keeps its page as redirectUrl
     * while the code is what the customer is shown.
     */
    async startQr(input: QrPaymentInput) {
      const id = `src_sbx_${randomBytes(12).toString('hex')}`;
      const started = await create({
        id,
        kind: 'source',
        type: 'qrph',
        amount: input.amount,
        status: 'pending',
        successUrl: '',
        failedUrl: '',
        description: input.description,
      });
      return { ...started, qrCode: sandboxQrString(id, input.amount) };
    },

    startDirectDebit: (input: DirectDebitPaymentInput) =>
      create({
        id: `src_sbx_${randomBytes(12).toString('hex')}`,
        kind: 'source',
        type: input.bank,
        amount: input.amount,
        status: 'pending',
        successUrl: input.successUrl,
        failedUrl: input.failedUrl,
        description: input.description,
      }),

    async lookUp(ref: string) {
      const row = await provider.find(ref);
      return row ? sandboxOutcome(row.status) : 'failed';
    },

    async cancel(ref: string) {
      await db
        .update(sandboxPayments)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(and(eq(sandboxPayments.id, ref), inArray(sandboxPayments.status, WAITING)));
    },

    async refund(input: RefundInput): Promise<ProviderRefund> {
      const row = await provider.find(input.paymentRef);
      if (!row) throw new ProviderError(`sandbox: no payment ${input.paymentRef}`);
      const ref = sandboxRefundRef(row.id);
      if (row.status === SANDBOX_REFUNDED) return { ref, outcome: 'succeeded' };
      if (!PAID.includes(row.status)) throw new ProviderError(`sandbox: payment ${row.id} is not paid`);
      if (!Number.isInteger(input.amount) || input.amount < 1 || input.amount > row.amount)
        throw new ProviderError(`sandbox: cannot refund ${input.amount} of a payment of ${row.amount}`);
      const [updated] = await db
        .update(sandboxPayments)
        .set({ status: SANDBOX_REFUNDED, updatedAt: new Date() })
        .where(and(eq(sandboxPayments.id, row.id), inArray(sandboxPayments.status, PAID)))
        .returning();
      // Refunded by a call running alongside: the same refund.
      if (!updated && (await provider.find(row.id))?.status !== SANDBOX_REFUNDED)
        throw new ProviderError(`sandbox: payment ${row.id} changed while refunding`);
      return { ref, outcome: 'succeeded' };
    },

    async lookUpRefund(ref: string, paymentRef: string): Promise<ProviderRefund> {
      const row = await provider.find(paymentRef);
      if (!row || ref !== sandboxRefundRef(row.id)) throw new ProviderError(`sandbox: no refund ${ref}`);
      return row.status === SANDBOX_REFUNDED
        ? { ref, outcome: 'succeeded' }
        : { ref, outcome: 'failed', failureReason: 'not refunded' };
    },

    async find(id: string) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).limit(1);
      return row;
    },

    /** The hosted page's buttons: only a payment still waiting changes, and only once. */
    async decide(id: string, choice: 'pay' | 'fail') {
      const row = await provider.find(id);
      if (!row) return undefined;
      const status = choice === 'fail' ? 'failed' : row.kind === 'intent' ? 'succeeded' : 'paid';
      const [updated] = await db
        .update(sandboxPayments)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(sandboxPayments.id, id), inArray(sandboxPayments.status, WAITING)))
        .returning();
      return updated ?? row;
    },
  };
  return provider;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
