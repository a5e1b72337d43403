/**
 * PayMongo webhooks: the `Paymongo-Signature` header is `t=<unix seconds>,te=<hex>,li=<hex>`, where the
 * test-mode (te) or live-mode (li) signature is HMAC-SHA256 over `<t>.<raw body>` keyed with the
 * webhook's secret. Verified on the raw bytes before anything is parsed or changed; a timestamp more
 * than five minutes away from now is refused too, so a captured delivery cannot be replayed later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RefundOutcome } from '../provider';
import { paymongoRefundOutcome } from './paymongo-provider';

export const SIGNATURE_HEADER = 'paymongo-signature';
export const TOLERANCE_SECONDS = 300;

export function signPaymongo(secret: string, rawBody: string, t: number): string {
  return createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
}

const sameHex = (a: string, b: string) => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
};

export function verifyPaymongoSignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  now: Date,
): boolean {
  if (!header || !secret) return false;
  const parts = Object.fromEntries(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(now.getTime() / 1000 - t) > TOLERANCE_SECONDS) return false;
  const expected = signPaymongo(secret, rawBody, t);
  return [parts.te, parts.li].some(
    (sig) => typeof sig === 'string' && /^[0-9a-f]+$/i.test(sig) && sameHex(sig, expected),
  );
}

type EventResource = { id?: string; type?: string; attributes?: Record<string, unknown> };

/** One refund as a refund event carries it: PayMongo's id (ref_…) and its status in our words. */
export type PaymongoRefundState = { refundRef: string; outcome: RefundOutcome };

/**
 * What a verified event means for us: which provider id it is about and what it says. Refunds:
 * `payment.refund.updated` carries the refund (ref_…) whose status changed; `payment.refunded` carries the
 * payment (pay_…) with all its refunds in `attributes.refunds`. Either is read as kind 'refund':
 * `refunds` lists every refund carried, `refundRef`/`outcome` are the one changed (the updated refund, or
 * the payment's most recently updated one), `paymentId` the PayMongo payment they are of.
 */
export type PaymongoEvent =
  | { id: string; type: string; kind: 'chargeable'; ref: string }
  | { id: string; type: string; kind: 'outcome'; ref: string; outcome: 'paid' | 'failed' }
  | {
      id: string;
      type: string;
      kind: 'refund';
      refundRef: string;
      outcome: RefundOutcome;
      paymentId: string | null;
      refunds: PaymongoRefundState[];
    }
  | { id: string; type: string; kind: 'ignored' };

type RefundResource = { id?: unknown; attributes?: { status?: unknown; updated_at?: unknown } | null };

const refundState = (r: RefundResource | null | undefined): PaymongoRefundState | null =>
  r && typeof r.id === 'string' && r.id && typeof r.attributes?.status === 'string'
    ? { refundRef: r.id, outcome: paymongoRefundOutcome(r.attributes.status) }
    : null;

function readRefundEvent(id: string, type: string, resource: EventResource | undefined): PaymongoEvent | null {
  const a = resource?.attributes;
  if (!resource?.id || !a) return null;
  if (type === 'payment.refund.updated') {
    const state = refundState(resource as RefundResource);
    if (!state) return null;
    const paymentId = typeof a.payment_id === 'string' ? a.payment_id : null;
    return { id, type, kind: 'refund', ...state, paymentId, refunds: [state] };
  }
  const listed = Array.isArray(a.refunds) ? (a.refunds as RefundResource[]) : [];
  const latest = [...listed].sort(
    (x, y) => Number(y.attributes?.updated_at ?? 0) - Number(x.attributes?.updated_at ?? 0),
  )[0];
  const refunds = listed.map(refundState).filter((s): s is PaymongoRefundState => s !== null);
  const state = refundState(latest);
  if (!state) return null;
  return { id, type, kind: 'refund', ...state, paymentId: resource.id, refunds };
}

export function readPaymongoEvent(body: unknown): PaymongoEvent | null {
  const event = (body as { data?: EventResource } | null)?.data;
  const attributes = event?.attributes;
  if (!event?.id || !attributes || typeof attributes.type !== 'string') return null;
  const type = attributes.type;
  const resource = attributes.data as EventResource | undefined;
  if (type === 'source.chargeable' && resource?.id) return { id: event.id, type, kind: 'chargeable', ref: resource.id };
  if ((type === 'payment.paid' || type === 'payment.failed') && resource?.attributes) {
    const a = resource.attributes as { source?: { id?: string } | null; payment_intent_id?: string | null };
    const ref = a.payment_intent_id ?? a.source?.id;
    if (ref) return { id: event.id, type, kind: 'outcome', ref, outcome: type === 'payment.paid' ? 'paid' : 'failed' };
  }
  if (type === 'payment.refunded' || type === 'payment.refund.updated')
    return readRefundEvent(event.id, type, resource);
  return { id: event.id, type, kind: 'ignored' };
}
