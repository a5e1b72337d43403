/**
 * The built-in sandbox provider (development only, DESIGN §5): it speaks the PaymentProvider interface
 * in process, keeps its intents and sources in `sandbox_payments` (so every server instance sees the
 * same outcome), and serves its own hosted page where the customer who started the payment chooses Pay
 * or Fail. Production has no sandbox: the payments service never builds it there.
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
  QrPaymentInput,
} from '../provider';
import { sandboxPayments } from '../tables';
import { hashPageKey, newPageKey } from './sandbox-key';

export type SandboxPayment = typeof sandboxPayments.$inferSelect;

/** The hosted page of one sandbox payment. */
export const sandboxPagePath = (id: string) => `/api/payments/sandbox/${encodeURIComponent(id)}`;

/** Statuses still waiting for the customer (PayMongo's words, by kind). */
const WAITING = ['awaiting_next_action', 'pending'];
const PAID = ['succeeded', 'paid'];

export function sandboxOutcome(status: string): ProviderOutcome {
  if (PAID.includes(status)) return 'paid';
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

  const provider: PaymentProvider & {
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
