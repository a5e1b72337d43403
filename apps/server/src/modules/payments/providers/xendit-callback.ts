/**
 * Xendit's callbacks (ADR 0026). Xendit signs nothing: every callback carries the account's verification
 * token as `x-callback-token`, compared here in constant time before the body is read. The Payment
 * Requests API sends `payment.succeeded` and `payment.failed` (data: the payment, naming its
 * `payment_request_id`) and `payment_request.expiry` (data: the payment request); other events are
 * acknowledged and ignored. A redelivered callback carries the same `webhook-id`, so it is handled once.
 * Refunds of payment requests: `refund.succeeded` and `refund.failed` (data: the refund, id 'rfd-…', with
 * its `status` and `failure_code`), read as kind 'refund'.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ProviderOutcome, RefundOutcome } from '../provider';

export const CALLBACK_TOKEN_HEADER = 'x-callback-token';
export const WEBHOOK_ID_HEADER = 'webhook-id';

/** Whether the callback carries the account's token (hashed first, so lengths never leak through timing). */
export function verifyXenditToken(expected: string, received: string | undefined): boolean {
  if (!received || !expected) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(expected), digest(received));
}

export type XenditEvent =
  | { kind: 'outcome'; id: string; type: string; ref: string; outcome: ProviderOutcome; reason: string }
  | {
      kind: 'refund';
      id: string;
      type: string;
      /** Xendit's refund id ('rfd-…'), as ProviderRefund.ref. */
      refundRef: string;
      outcome: Exclude<RefundOutcome, 'pending'>;
      /** Xendit's failure code for a failed refund (or the event's name); '' for a succeeded one. */
      reason: string;
    }
  | { kind: 'ignored' };

type Body = {
  event?: unknown;
  data?: { id?: unknown; payment_request_id?: unknown; status?: unknown; failure_code?: unknown } | null;
};

const text = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 200 ? v : undefined);

/** The callback in our words; undefined when it is not a Xendit callback at all. */
export function readXenditEvent(body: unknown, webhookId: string | undefined): XenditEvent | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { event, data } = body as Body;
  const type = text(event);
  if (!type || !data || typeof data !== 'object') return undefined;
  if (type === 'refund.succeeded' || type === 'refund.failed') {
    const refundRef = text(data.id);
    if (!refundRef) return undefined;
    const outcome = type === 'refund.succeeded' ? 'succeeded' : 'failed';
    const reason = outcome === 'failed' ? (text(data.failure_code) ?? type) : '';
    return { kind: 'refund', id: text(webhookId) ?? `${type}:${refundRef}`, type, refundRef, outcome, reason };
  }
  const outcome: ProviderOutcome | undefined =
    type === 'payment.succeeded'
      ? 'paid'
      : type === 'payment.failed' || type === 'payment_request.expiry'
        ? 'failed'
        : undefined;
  if (!outcome) return { kind: 'ignored' };
  const ref = text(type === 'payment_request.expiry' ? data.id : data.payment_request_id);
  const dataId = text(data.id);
  if (!ref || !dataId) return undefined;
  const reason =
    text(data.failure_code) ?? (type === 'payment_request.expiry' ? 'expired' : outcome === 'failed' ? type : '');
  return { kind: 'outcome', id: text(webhookId) ?? `${type}:${dataId}`, type, ref, outcome, reason };
}
