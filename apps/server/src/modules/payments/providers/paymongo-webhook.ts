/**
 * PayMongo webhooks: the `Paymongo-Signature` header is `t=<unix seconds>,te=<hex>,li=<hex>`, where the
 * test-mode (te) or live-mode (li) signature is HMAC-SHA256 over `<t>.<raw body>` keyed with the
 * webhook's secret. Verified on the raw bytes before anything is parsed or changed; a timestamp more
 * than five minutes away from now is refused too, so a captured delivery cannot be replayed later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

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

/** What a verified event means for us: which provider id it is about and what it says. */
export type PaymongoEvent =
  | { id: string; type: string; kind: 'chargeable'; ref: string }
  | { id: string; type: string; kind: 'outcome'; ref: string; outcome: 'paid' | 'failed' }
  | { id: string; type: string; kind: 'ignored' };

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
  return { id: event.id, type, kind: 'ignored' };
}
