/**
 * Paynamics' web payment request (PayGate "WPF", ADR 0010): an XML <Request> whose `signature` is the
 * hex SHA-512 of mid, request_id, ip_address, notification_url, response_url, fname, lname, mname,
 * address1, address2, city, state, country, zip, email, phone, client_ip, amount, currency and secure3d
 * concatenated in that order with the merchant key last. The browser posts it base64-encoded as the
 * form field `paymentrequest` to Paynamics' gateway. Also the signed SOAP `query` for a payment's
 * status. Pure: no I/O, so the fixed vectors in the tests pin the algorithm.
 */
import { createHash } from 'node:crypto';
import { escapeXml } from './paynamics-xml';

export type PaynamicsRequestFields = {
  mid: string;
  request_id: string;
  ip_address: string;
  notification_url: string;
  response_url: string;
  cancel_url: string;
  mtac_url: string;
  descriptor_note: string;
  fname: string;
  lname: string;
  mname: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  country: string;
  zip: string;
  secure3d: string;
  trxtype: string;
  email: string;
  phone: string;
  mobile: string;
  client_ip: string;
  /** Pesos with two decimals, e.g. "199.00". */
  amount: string;
  currency: string;
  mlogo_url: string;
  pmethod: string;
};

export type PaynamicsItem = { itemname: string; quantity: number; amount: string };

/** The fields the request signature covers, in Paynamics' order (the merchant key follows). */
export const REQUEST_SIGNED: readonly (keyof PaynamicsRequestFields)[] = [
  'mid',
  'request_id',
  'ip_address',
  'notification_url',
  'response_url',
  'fname',
  'lname',
  'mname',
  'address1',
  'address2',
  'city',
  'state',
  'country',
  'zip',
  'email',
  'phone',
  'client_ip',
  'amount',
  'currency',
  'secure3d',
];

/** The element order of <Request> after <orders>, as Paynamics' samples write it. */
const REQUEST_ORDER: readonly (keyof PaynamicsRequestFields)[] = [
  'mid',
  'request_id',
  'ip_address',
  'notification_url',
  'response_url',
  'cancel_url',
  'mtac_url',
  'descriptor_note',
  'fname',
  'lname',
  'mname',
  'address1',
  'address2',
  'city',
  'state',
  'country',
  'zip',
  'secure3d',
  'trxtype',
  'email',
  'phone',
  'mobile',
  'client_ip',
  'amount',
  'currency',
  'mlogo_url',
  'pmethod',
];

const sha512 = (s: string) => createHash('sha512').update(s, 'utf8').digest('hex');

/** Centavos as Paynamics' amount: pesos with exactly two decimals, no grouping ("1234.50"). */
export function pesos(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0) throw new RangeError(`not an amount: ${centavos}`);
  return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

export function signRequest(f: PaynamicsRequestFields, merchantKey: string): string {
  return sha512(REQUEST_SIGNED.map((k) => f[k]).join('') + merchantKey);
}

/** The signed <Request> document. Values are escaped in the XML; the signature covers them as they are. */
export function requestXml(f: PaynamicsRequestFields, items: PaynamicsItem[], merchantKey: string): string {
  const el = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  const orders = items
    .map(
      (i) =>
        `<Items>${el('itemname', i.itemname)}${el('quantity', String(i.quantity))}${el('amount', i.amount)}</Items>`,
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="utf-8" ?><Request>' +
    `<orders><items>${orders}</items></orders>` +
    REQUEST_ORDER.map((k) => el(k, f[k])).join('') +
    el('signature', signRequest(f, merchantKey)) +
    '</Request>'
  );
}

/** What the browser posts as `paymentrequest`. */
export const encodeRequest = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');

/** The SOAP namespace of Paynamics' query service. */
export const QUERY_NAMESPACE = 'https://testpti.payserv.net/pnxquery';

export type PaynamicsQuery = {
  merchantid: string;
  /** A fresh id of this query. */
  request_id: string;
  /** Paynamics' response id of the payment, when known. */
  org_trxid: string;
  /** Our request id of the payment. */
  org_trxid2: string;
};

export const signQuery = (q: PaynamicsQuery, merchantKey: string) =>
  sha512(q.merchantid + q.request_id + q.org_trxid + q.org_trxid2 + merchantKey);

/** The SOAP 1.1 envelope of `query`. */
export function queryEnvelope(q: PaynamicsQuery, merchantKey: string): string {
  const el = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
    `<soap:Body><query xmlns="${QUERY_NAMESPACE}">` +
    el('merchantid', q.merchantid) +
    el('request_id', q.request_id) +
    el('org_trxid', q.org_trxid) +
    el('org_trxid2', q.org_trxid2) +
    el('signature', signQuery(q, merchantKey)) +
    '</query></soap:Body></soap:Envelope>'
  );
}
