/**
 * A local HTTP server speaking the part of Paynamics' PayGate API the adapter uses (ADR 0010):
 *   POST /webpaymentv2/default.aspx   the browser's form with `paymentrequest` (base64 <Request> XML);
 *                                     the signature is checked (400 "Invalid signature" otherwise) and
 *                                     its hosted page answers;
 *   POST /pnxquery/queryservice.asmx  the signed SOAP `query` by org_trxid2 (our request id).
 * The test plays the customer on Paynamics' page with `decide`, which also delivers Paynamics'
 * notification: `paymentresponse` (base64 <ServiceResponseWPF>, signed) posted to the request's
 * notification_url.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { REQUEST_SIGNED, signQuery } from '../../src/modules/payments/providers/paynamics-request';
import {
  type PaynamicsResponse,
  responseXml,
  signResponse,
} from '../../src/modules/payments/providers/paynamics-response';
import { xmlText } from '../../src/modules/payments/providers/paynamics-xml';

type Transaction = {
  request: Record<string, string>;
  response: PaynamicsResponse | null;
};

const FIELDS = [...REQUEST_SIGNED, 'cancel_url', 'trxtype', 'pmethod', 'signature'];

export type FakePaynamics = Awaited<ReturnType<typeof startFakePaynamics>>;

export async function startFakePaynamics(keys: { merchantId: string; merchantKey: string }) {
  const transactions = new Map<string, Transaction>();
  /** Every call, for assertions. */
  const calls: { path: string; status: number; reason?: string }[] = [];
  let base = '';

  const sha512 = (s: string) => createHash('sha512').update(s, 'utf8').digest('hex');

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString();
    const path = new URL(req.url ?? '/', base).pathname;
    const send = (status: number, type: string, body: string, reason?: string) => {
      calls.push({ path, status, ...(reason ? { reason } : {}) });
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };

    if (req.method === 'POST' && path === '/webpaymentv2/default.aspx') {
      const encoded = new URLSearchParams(raw).get('paymentrequest') ?? '';
      const xml = Buffer.from(encoded, 'base64').toString('utf8');
      const request: Record<string, string> = {};
      // The items carry their own <amount>: the request's own fields are read outside <orders>.
      const own = xml.replace(/<orders>[\s\S]*<\/orders>/, '');
      for (const k of FIELDS) request[k] = xmlText(own, ['Request', k]) ?? '';
      request.itemamount = xmlText(xml, ['Request', 'orders', 'items', 'Items', 'amount']) ?? '';
      const want = sha512(REQUEST_SIGNED.map((k) => request[k]).join('') + keys.merchantKey);
      if (request.mid !== keys.merchantId) return send(400, 'text/html', '<p>Invalid merchant.</p>', 'merchant');
      if ((request.signature ?? '').toLowerCase() !== want)
        return send(400, 'text/html', '<p>Invalid signature.</p>', 'signature');
      if (!/^\d+\.\d{2}$/.test(request.amount ?? '')) return send(400, 'text/html', '<p>Invalid amount.</p>', 'amount');
      if (transactions.has(request.request_id as string))
        return send(400, 'text/html', '<p>Duplicate request id.</p>', 'duplicate');
      transactions.set(request.request_id as string, { request, response: null });
      return send(200, 'text/html', `<h1>Paynamics</h1><p>Pay PHP ${request.amount}</p>`);
    }

    if (req.method === 'POST' && path === '/pnxquery/queryservice.asmx') {
      const q = ['Envelope', 'Body', 'query'];
      const query = {
        merchantid: xmlText(raw, [...q, 'merchantid']) ?? '',
        request_id: xmlText(raw, [...q, 'request_id']) ?? '',
        org_trxid: xmlText(raw, [...q, 'org_trxid']) ?? '',
        org_trxid2: xmlText(raw, [...q, 'org_trxid2']) ?? '',
      };
      const signature = xmlText(raw, [...q, 'signature']) ?? '';
      if (query.merchantid !== keys.merchantId || signature !== signQuery(query, keys.merchantKey))
        return send(200, 'text/xml', soap('QM004', 'Invalid signature.', null), 'signature');
      const found = transactions.get(query.org_trxid2)?.response;
      return send(
        200,
        'text/xml',
        found ? soap('QM001', 'Query successful.', found) : soap('QM002', 'No record.', null),
      );
    }

    send(404, 'text/plain', 'Not found.');
  });

  /** A SOAP queryResult, as Paynamics' query service answers. */
  function soap(code: string, message: string, r: PaynamicsResponse | null) {
    const txn = r
      ? `<txns><ServiceResponse><application><merchantid>${r.merchantid}</merchantid><request_id>${r.request_id}</request_id><response_id>${r.response_id}</response_id><timestamp>${r.timestamp}</timestamp></application><responseStatus><response_code>${r.response_code}</response_code><response_message>${r.response_message}</response_message><response_advise>${r.response_advise}</response_advise></responseStatus></ServiceResponse></txns>`
      : '';
    return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><queryResponse xmlns="https://testpti.payserv.net/pnxquery"><queryResult><responseStatus><response_code>${code}</response_code><response_message>${message}</response_message></responseStatus>${txn}</queryResult></queryResponse></soap:Body></soap:Envelope>`;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A notification as Paynamics signs it: the form body (`paymentresponse=…`). */
  function notification(r: PaynamicsResponse) {
    return new URLSearchParams({ paymentresponse: Buffer.from(responseXml(r)).toString('base64') }).toString();
  }

  return {
    url: base,
    gatewayUrl: `${base}/webpaymentv2/default.aspx`,
    queryUrl: `${base}/pnxquery/queryservice.asmx`,
    transactions,
    calls,
    notification,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),

    /** The browser posting our page's form to the gateway. */
    submit: (paymentrequest: string) =>
      fetch(`${base}/webpaymentv2/default.aspx`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ paymentrequest }).toString(),
      }),

    /**
     * The customer pays (GR001) or the payment fails (GR003) on Paynamics' page; Paynamics then posts the
     * signed notification to the request's notification_url unless `notify` is false. Returns the body.
     */
    async decide(requestId: string, result: 'pay' | 'fail', options: { notify?: boolean } = {}) {
      const txn = transactions.get(requestId);
      if (!txn) throw new Error(`no Paynamics request ${requestId}`);
      const unsigned = {
        merchantid: keys.merchantId,
        request_id: requestId,
        response_id: `RESP${randomBytes(6).toString('hex').toUpperCase()}`,
        response_code: result === 'pay' ? 'GR001' : 'GR003',
        response_message: result === 'pay' ? 'Transaction Successful' : 'Transaction Failed',
        response_advise: result === 'pay' ? 'Transaction is approved' : 'Transaction is declined',
        timestamp: new Date().toISOString(),
        rebill_id: '',
      };
      txn.response = { ...unsigned, signature: signResponse(unsigned, keys.merchantKey) };
      const body = notification(txn.response);
      if (options.notify !== false) {
        const res = await fetch(txn.request.notification_url as string, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        });
        calls.push({ path: `notify ${txn.request.notification_url}`, status: res.status });
      }
      return { body, response: txn.response };
    },
  };
}
