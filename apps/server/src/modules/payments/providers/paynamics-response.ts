/**
 * What Paynamics sends back (ADR 0010). The notification is posted to our notification_url as the form
 * field `paymentresponse`: base64 of a <ServiceResponseWPF> whose application/signature is the hex
 * SHA-512 of merchantid, request_id, response_id, response_code, response_message, response_advise,
 * timestamp and rebill_id concatenated with the merchant key last. The status query answers a SOAP
 * <queryResult>: its own responseStatus (QM001 = found) and the payment's ServiceResponse. Pure.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { hasDtd, xmlText } from './paynamics-xml';

export type PaynamicsResponse = {
  merchantid: string;
  request_id: string;
  response_id: string;
  response_code: string;
  response_message: string;
  response_advise: string;
  timestamp: string;
  rebill_id: string;
  signature: string;
};

const APPLICATION = ['merchantid', 'request_id', 'response_id', 'timestamp', 'rebill_id', 'signature'] as const;
const STATUS = ['response_code', 'response_message', 'response_advise'] as const;

export function signResponse(r: Omit<PaynamicsResponse, 'signature'>, merchantKey: string): string {
  return createHash('sha512')
    .update(
      r.merchantid +
        r.request_id +
        r.response_id +
        r.response_code +
        r.response_message +
        r.response_advise +
        r.timestamp +
        r.rebill_id +
        merchantKey,
      'utf8',
    )
    .digest('hex');
}

/** The <ServiceResponseWPF> document Paynamics signs (the fake gateway writes it too). */
export function responseXml(r: PaynamicsResponse): string {
  const el = (name: string, value: string) =>
    `<${name}>${value.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] as string)}</${name}>`;
  return (
    '<?xml version="1.0" encoding="utf-8"?><ServiceResponseWPF>' +
    `<application>${APPLICATION.map((k) => el(k, r[k])).join('')}</application>` +
    `<responseStatus>${STATUS.map((k) => el(k, r[k])).join('')}</responseStatus>` +
    '</ServiceResponseWPF>'
  );
}

/**
 * Reads a `paymentresponse` form value. Form posts sometimes turn the base64 '+' into spaces (Paynamics'
 * own samples repair this), so whitespace is read as '+'. Undefined when it is not such a document.
 */
export function readNotification(paymentresponse: string): PaynamicsResponse | undefined {
  const b64 = paymentresponse.replace(/\s/g, '+');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) return undefined;
  const xml = Buffer.from(b64, 'base64').toString('utf8');
  if (hasDtd(xml) || xmlText(xml, ['ServiceResponseWPF']) === undefined) return undefined;
  const out: Record<string, string> = {};
  for (const k of APPLICATION) out[k] = xmlText(xml, ['ServiceResponseWPF', 'application', k]) ?? '';
  for (const k of STATUS) out[k] = xmlText(xml, ['ServiceResponseWPF', 'responseStatus', k]) ?? '';
  if (!out.request_id || !out.response_id || !out.response_code) return undefined;
  return out as PaynamicsResponse;
}

/** Constant-time check of a notification's signature with our key; no key means nothing verifies. */
export function verifyResponse(r: PaynamicsResponse, merchantKey: string): boolean {
  if (!merchantKey || !/^[0-9a-f]{128}$/i.test(r.signature)) return false;
  return timingSafeEqual(Buffer.from(signResponse(r, merchantKey), 'hex'), Buffer.from(r.signature, 'hex'));
}

/** The query's answer: the payment's response code, or null when Paynamics has no such payment (yet). */
export function readQueryResult(soap: string): { code: string; message: string } | null {
  const result = ['Envelope', 'Body', 'queryResponse', 'queryResult'];
  if (xmlText(soap, [...result, 'responseStatus', 'response_code']) !== 'QM001') return null;
  const status = [...result, 'txns', 'ServiceResponse', 'responseStatus'];
  const code = xmlText(soap, [...status, 'response_code']);
  if (!code) return null;
  return { code, message: xmlText(soap, [...status, 'response_message']) ?? '' };
}
