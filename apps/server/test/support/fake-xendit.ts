/**
 * A local HTTP server speaking the part of Xendit's documented API the adapter uses
 * (https://developers.xendit.co/api-reference): the Payment Requests API (create with an
 * `idempotency-key`, retrieve) for e-wallets, QR Ph and UnionBank's direct debit, and card charges
 * (create with an `x-idempotency-key`, retrieve), with Basic auth by the secret key and
 * `{ error_code, message }` failures.
 *
 * The test plays the customer (and Xendit's callbacks) with `pay`, `fail` and `expire`, which change a
 * payment request's state and return the callback Xendit would then deliver; `delivery` builds any other
 * (forged, redelivered, out of order).
 *
 * Test card tokens: a token id ending in 'declined' is declined (FAILED), one ending in 'invalid' is
 * refused (400 INVALID_TOKEN_ID_ERROR); any other is CAPTURED at once. `failNext` makes a call fail or
 * lose its answer.
 *
 * Refunds: POST /refunds (a payment request's, `idempotency-key`) → PENDING, GET /refunds/{id}; and
 * POST /credit_card_charges/{id}/refunds (`x-idempotency-key`) → REQUESTED,
 * GET /credit_card_charges/{id}/refunds/{refund}. A refund of what is not paid is refused (400
 * INELIGIBLE_TRANSACTION / CHARGE_NOT_CAPTURED_ERROR — the fake's names), more than is left to refund too
 * (400 REFUND_AMOUNT_EXCEEDED / REFUND_AMOUNT_EXCEEDED_ERROR). `settleRefund(id, 'SUCCEEDED' | 'FAILED')`
 * finishes one and returns the refund.succeeded / refund.failed callback for a payment request's refund
 * (null for a card's: Xendit's card refunds are looked up, this API sends them no refund.* callback).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

export type FakeXendit = Awaited<ReturnType<typeof startFakeXendit>>;

export type FakePaymentRequest = {
  id: string;
  reference_id: string;
  business_id: string;
  amount: number;
  currency: string;
  country: string;
  description: string | null;
  metadata: Json | null;
  status: 'REQUIRES_ACTION' | 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'CANCELED';
  actions: { action: string; url_type: string; method: string; url: string }[];
  payment_method: {
    id: string;
    type: string;
    reusability: string;
    ewallet?: { channel_code: string; channel_properties: Json } | null;
    qr_code?: { channel_code: string; channel_properties: { qr_string: string } } | null;
    direct_debit?: { channel_code: string; channel_properties: Json } | null;
  };
  failure_code: string | null;
  created: string;
  updated: string;
};

export type FakeCardCharge = {
  id: string;
  external_id: string;
  business_id: string;
  amount: number;
  currency: string;
  status: 'CAPTURED' | 'FAILED';
  failure_reason: string | null;
  authentication_id: string | null;
  token_id: string;
  created: string;
};

export type FakeRefund = {
  id: string;
  /** A payment request's refund; null for a card charge's. */
  payment_request_id: string | null;
  /** A card charge's refund: the charge; null for a payment request's. */
  credit_card_charge_id: string | null;
  reference_id: string;
  amount: number;
  currency: string;
  reason: string | null;
  status: 'PENDING' | 'REQUESTED' | 'SUCCEEDED' | 'FAILED';
  failure_code: string | null;
  created: string;
  updated: string;
};

/** A callback as Xendit delivers it: the JSON body and its headers. */
export type XenditDelivery = { body: Json; headers: Record<string, string> };

const CHANNELS: Record<string, readonly string[]> = {
  EWALLET: ['GCASH', 'GRABPAY', 'PAYMAYA', 'SHOPEEPAY'],
  QR_CODE: ['QRPH'],
  DIRECT_DEBIT: ['UBP'],
};
const BUSINESS_ID = '5f27a14a9bf05c73dd040bc8';

const hex = (n: number) => randomBytes(n).toString('hex');
const uuidLike = () => `${hex(4)}-${hex(2)}-${hex(2)}-${hex(2)}-${hex(6)}`;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const headerOf = (req: http.IncomingMessage, name: string) => {
  const v = req.headers[name];
  return typeof v === 'string' ? v : undefined;
};

export async function startFakeXendit(keys: { secretKey: string; callbackToken: string }) {
  const requests = new Map<string, FakePaymentRequest>();
  const charges = new Map<string, FakeCardCharge>();
  /** Idempotency keys seen: key → the id it created (per API). */
  const requestKeys = new Map<string, string>();
  const chargeKeys = new Map<string, string>();
  const refunds = new Map<string, FakeRefund>();
  const refundKeys = new Map<string, string>();
  const cardRefundKeys = new Map<string, string>();
  /** Calls to fail once, by "METHOD /path": 'lose' does the call then drops the connection unanswered. */
  const faults = new Map<string, ('lose' | 500 | 503)[]>();
  /** Every call made, for assertions. */
  const calls: { method: string; path: string; body: Json | null; headers: Record<string, string>; key: string }[] = [];
  let base = '';

  const keyOf = (req: http.IncomingMessage) => {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return '';
    return Buffer.from(header.slice(6), 'base64').toString().replace(/:$/, '');
  };

  /** Why a POST /payment_requests body is not one Xendit would take, or null. */
  function invalidRequest(b: Json): string | null {
    if (b.currency !== 'PHP') return 'currency must be PHP';
    if (b.country !== 'PH') return 'country must be PH';
    if (typeof b.amount !== 'number' || !Number.isFinite(b.amount) || b.amount < 1) return 'amount must be at least 1';
    if (Math.round(b.amount * 100) !== b.amount * 100) return 'amount must have at most 2 decimals';
    if (typeof b.reference_id !== 'string' || b.reference_id.length < 1 || b.reference_id.length > 255)
      return 'reference_id is required';
    const pm = b.payment_method;
    if (!isObject(pm)) return 'payment_method is required';
    if (pm.reusability !== 'ONE_TIME_USE' && pm.reusability !== 'MULTIPLE_USE')
      return 'payment_method.reusability is invalid';
    const type = String(pm.type);
    const channels = CHANNELS[type];
    if (!channels) return 'payment_method.type is invalid';
    const detail = pm[type.toLowerCase()];
    if (!isObject(detail)) return `payment_method.${type.toLowerCase()} is required`;
    if (!channels.includes(String(detail.channel_code)))
      return `payment_method.${type.toLowerCase()}.channel_code is invalid`;
    if (type !== 'QR_CODE') {
      const props = detail.channel_properties;
      if (!isObject(props) || typeof props.success_return_url !== 'string')
        return `payment_method.${type.toLowerCase()}.channel_properties.success_return_url is required`;
    }
    return null;
  }

  function createRequest(b: Json): FakePaymentRequest {
    const pm = b.payment_method as Json;
    const type = String(pm.type);
    const detail = pm[type.toLowerCase()] as Json;
    const id = `pr-${uuidLike()}`;
    const at = new Date().toISOString();
    const qr = type === 'QR_CODE';
    const request: FakePaymentRequest = {
      id,
      reference_id: String(b.reference_id),
      business_id: BUSINESS_ID,
      amount: b.amount as number,
      currency: 'PHP',
      country: 'PH',
      description: typeof b.description === 'string' ? b.description : null,
      metadata: isObject(b.metadata) ? b.metadata : null,
      status: qr ? 'PENDING' : 'REQUIRES_ACTION',
      actions: qr ? [] : [{ action: 'AUTH', url_type: 'WEB', method: 'GET', url: `${base}/test/authorize/${id}` }],
      payment_method: {
        id: `pm-${uuidLike()}`,
        type,
        reusability: String(pm.reusability),
        ewallet: type === 'EWALLET' ? (detail as FakePaymentRequest['payment_method']['ewallet']) : null,
        qr_code: qr
          ? {
              channel_code: 'QRPH',
              channel_properties: { qr_string: `00020101021228XENDITFAKE${id}5303608540${b.amount}5802PH6304ABCD` },
            }
          : null,
        direct_debit: type === 'DIRECT_DEBIT' ? (detail as FakePaymentRequest['payment_method']['direct_debit']) : null,
      },
      failure_code: null,
      created: at,
      updated: at,
    };
    requests.set(id, request);
    return request;
  }

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString();
    let body: Json | null = null;
    let malformed = false;
    if (raw) {
      try {
        const parsed = JSON.parse(raw) as unknown;
        body = isObject(parsed) ? parsed : null;
        malformed = body === null;
      } catch {
        malformed = true;
      }
    }
    const url = new URL(req.url ?? '/', base);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers[name] = value;
    const key = keyOf(req);
    calls.push({ method: req.method ?? '', path: url.pathname, body, headers, key });
    const fault = faults.get(`${req.method} ${url.pathname}`)?.shift();
    const send = (status: number, payload: object) => {
      // The call was done, but its answer never reaches the caller (a timeout or a reset on the way back).
      if (fault === 'lose') return void res.socket?.destroy();
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const fail = (status: number, error_code: string, message: string) => send(status, { error_code, message });

    if (typeof fault === 'number') return fail(fault, 'SERVER_ERROR', 'Something went wrong.');
    if (key !== keys.secretKey) return fail(401, 'INVALID_API_KEY', 'API key is invalid.');
    if (malformed) return fail(400, 'API_VALIDATION_ERROR', 'The request body is not valid JSON.');
    const parts = url.pathname.split('/').filter(Boolean);
    const route = `${req.method} /${parts[0] ?? ''}${parts[1] ? '/:id' : ''}${parts[2] ? `/${parts[2]}` : ''}${parts[3] ? '/:refund' : ''}`;
    const b = body ?? {};

    switch (route) {
      case 'POST /payment_requests': {
        const idempotencyKey = headerOf(req, 'idempotency-key');
        const earlier = idempotencyKey ? requests.get(requestKeys.get(idempotencyKey) ?? '') : undefined;
        if (earlier) return send(200, earlier);
        const invalid = invalidRequest(b);
        if (invalid) return fail(400, 'API_VALIDATION_ERROR', invalid);
        const request = createRequest(b);
        if (idempotencyKey) requestKeys.set(idempotencyKey, request.id);
        return send(201, request);
      }
      case 'GET /payment_requests/:id': {
        const request = requests.get(decodeURIComponent(parts[1] ?? ''));
        return request ? send(200, request) : fail(404, 'DATA_NOT_FOUND', 'Payment request not found.');
      }
      case 'POST /credit_card_charges': {
        const idempotencyKey = headerOf(req, 'x-idempotency-key');
        const earlier = idempotencyKey ? charges.get(chargeKeys.get(idempotencyKey) ?? '') : undefined;
        if (earlier) return send(200, earlier);
        if (typeof b.token_id !== 'string' || !b.token_id)
          return fail(400, 'API_VALIDATION_ERROR', 'token_id is required');
        if (typeof b.external_id !== 'string' || !b.external_id)
          return fail(400, 'API_VALIDATION_ERROR', 'external_id is required');
        if (typeof b.amount !== 'number' || b.amount < 1)
          return fail(400, 'API_VALIDATION_ERROR', 'amount must be at least 1');
        if (b.currency !== undefined && b.currency !== 'PHP')
          return fail(400, 'API_VALIDATION_ERROR', 'currency is not supported');
        if (b.token_id.endsWith('invalid'))
          return fail(400, 'INVALID_TOKEN_ID_ERROR', 'The token id is invalid or was used already.');
        const declined = b.token_id.endsWith('declined');
        const charge: FakeCardCharge = {
          id: hex(12),
          external_id: b.external_id,
          business_id: BUSINESS_ID,
          amount: b.amount,
          currency: 'PHP',
          status: declined ? 'FAILED' : 'CAPTURED',
          failure_reason: declined ? 'CARD_DECLINED' : null,
          authentication_id: typeof b.authentication_id === 'string' ? b.authentication_id : null,
          token_id: b.token_id,
          created: new Date().toISOString(),
        };
        charges.set(charge.id, charge);
        if (idempotencyKey) chargeKeys.set(idempotencyKey, charge.id);
        return send(200, charge);
      }
      case 'GET /credit_card_charges/:id': {
        const charge = charges.get(decodeURIComponent(parts[1] ?? ''));
        return charge ? send(200, charge) : fail(404, 'CREDIT_CARD_CHARGE_NOT_FOUND_ERROR', 'Charge not found.');
      }
      case 'POST /refunds': {
        const idempotencyKey = headerOf(req, 'idempotency-key');
        const earlier = idempotencyKey ? refunds.get(refundKeys.get(idempotencyKey) ?? '') : undefined;
        if (earlier) return send(200, earlier);
        const request = requests.get(String(b.payment_request_id ?? ''));
        if (!request) return fail(404, 'DATA_NOT_FOUND', 'Payment request not found.');
        if (!['REQUESTED_BY_CUSTOMER', 'DUPLICATE', 'CANCELLATION', 'FRAUDULENT', 'OTHERS'].includes(String(b.reason)))
          return fail(400, 'API_VALIDATION_ERROR', 'reason is invalid');
        if (b.currency !== undefined && b.currency !== request.currency)
          return fail(400, 'API_VALIDATION_ERROR', 'currency does not match the payment');
        if (request.status !== 'SUCCEEDED')
          return fail(400, 'INELIGIBLE_TRANSACTION', 'Only a succeeded payment request can be refunded.');
        const amount = b.amount === undefined ? request.amount - refundedOf(request.id) : b.amount;
        if (typeof amount !== 'number' || amount <= 0 || Math.round(amount * 100) !== amount * 100)
          return fail(400, 'API_VALIDATION_ERROR', 'amount is invalid');
        if (amount > request.amount - refundedOf(request.id))
          return fail(400, 'REFUND_AMOUNT_EXCEEDED', 'The refund amount exceeds the amount left to refund.');
        const refund = newRefund(request.id, null, String(b.reference_id ?? ''), amount, String(b.reason), 'PENDING');
        if (idempotencyKey) refundKeys.set(idempotencyKey, refund.id);
        return send(200, refund);
      }
      case 'GET /refunds/:id': {
        const refund = refunds.get(decodeURIComponent(parts[1] ?? ''));
        return refund?.payment_request_id ? send(200, refund) : fail(404, 'DATA_NOT_FOUND', 'Refund not found.');
      }
      case 'POST /credit_card_charges/:id/refunds': {
        const idempotencyKey = headerOf(req, 'x-idempotency-key');
        const earlier = idempotencyKey ? refunds.get(cardRefundKeys.get(idempotencyKey) ?? '') : undefined;
        if (earlier) return send(200, cardRefundView(earlier));
        const charge = charges.get(decodeURIComponent(parts[1] ?? ''));
        if (!charge) return fail(404, 'CREDIT_CARD_CHARGE_NOT_FOUND_ERROR', 'Charge not found.');
        if (typeof b.external_id !== 'string' || !b.external_id)
          return fail(400, 'API_VALIDATION_ERROR', 'external_id is required');
        if (typeof b.amount !== 'number' || b.amount <= 0)
          return fail(400, 'API_VALIDATION_ERROR', 'amount must be more than 0');
        if (charge.status !== 'CAPTURED')
          return fail(400, 'CHARGE_NOT_CAPTURED_ERROR', 'Only a captured charge can be refunded.');
        if (b.amount > charge.amount - refundedOf(charge.id))
          return fail(400, 'REFUND_AMOUNT_EXCEEDED_ERROR', 'The refund amount exceeds the amount left to refund.');
        const refund = newRefund(null, charge.id, b.external_id, b.amount, null, 'REQUESTED');
        if (idempotencyKey) cardRefundKeys.set(idempotencyKey, refund.id);
        return send(200, cardRefundView(refund));
      }
      case 'GET /credit_card_charges/:id/refunds/:refund': {
        const refund = refunds.get(decodeURIComponent(parts[3] ?? ''));
        return refund && refund.credit_card_charge_id === decodeURIComponent(parts[1] ?? '')
          ? send(200, cardRefundView(refund))
          : fail(404, 'REFUND_NOT_FOUND_ERROR', 'Refund not found.');
      }
      default:
        return fail(404, 'NOT_FOUND', `${req.method} ${url.pathname}`);
    }
  });

  /** What is refunded or being refunded of a payment request or charge (a failed refund frees its amount). */
  const refundedOf = (paymentId: string) =>
    [...refunds.values()]
      .filter((r) => (r.payment_request_id ?? r.credit_card_charge_id) === paymentId && r.status !== 'FAILED')
      .reduce((sum, r) => Math.round((sum + r.amount) * 100) / 100, 0);

  function newRefund(
    requestId: string | null,
    chargeId: string | null,
    reference: string,
    amount: number,
    reason: string | null,
    status: FakeRefund['status'],
  ): FakeRefund {
    const at = new Date().toISOString();
    const refund: FakeRefund = {
      id: requestId ? `rfd-${uuidLike()}` : hex(12),
      payment_request_id: requestId,
      credit_card_charge_id: chargeId,
      reference_id: reference,
      amount,
      currency: 'PHP',
      reason,
      status,
      failure_code: null,
      created: at,
      updated: at,
    };
    refunds.set(refund.id, refund);
    return refund;
  }

  /** A card charge's refund in that API's shape. */
  const cardRefundView = (r: FakeRefund) => ({
    id: r.id,
    credit_card_charge_id: r.credit_card_charge_id,
    external_id: r.reference_id,
    amount: r.amount,
    status: r.status,
    failure_reason: r.failure_code,
    created: r.created,
    updated: r.updated,
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const requestOf = (id: string) => {
    const request = requests.get(id);
    if (!request) throw new Error(`no payment request ${id}`);
    return request;
  };

  /**
   * A callback delivery in Xendit's shape, for any event and data (defaults: our token, a fresh
   * webhook-id); pass `webhookId: null` to leave the header out.
   */
  function delivery(
    event: string,
    data: Json,
    options: { token?: string | null; webhookId?: string | null } = {},
  ): XenditDelivery {
    const token = options.token === undefined ? keys.callbackToken : options.token;
    const webhookId = options.webhookId === undefined ? `wh-${uuidLike()}` : options.webhookId;
    return {
      body: { event, business_id: BUSINESS_ID, created: new Date().toISOString(), api_version: 'v1', data },
      headers: {
        'content-type': 'application/json',
        ...(token !== null ? { 'x-callback-token': token } : {}),
        ...(webhookId !== null ? { 'webhook-id': webhookId } : {}),
      },
    };
  }

  /** The payment Xendit's payment.* callbacks carry for a request. */
  function paymentData(request: FakePaymentRequest, status: 'SUCCEEDED' | 'FAILED'): Json {
    return {
      id: `py-${uuidLike()}`,
      payment_request_id: request.id,
      reference_id: request.reference_id,
      business_id: BUSINESS_ID,
      amount: request.amount,
      currency: request.currency,
      country: request.country,
      status,
      failure_code: request.failure_code,
      payment_method: request.payment_method,
      channel_properties: null,
      metadata: request.metadata,
      created: new Date().toISOString(),
      updated: new Date().toISOString(),
    };
  }

  const touch = (request: FakePaymentRequest, status: FakePaymentRequest['status'], failure: string | null) => {
    Object.assign(request, { status, failure_code: failure, actions: [], updated: new Date().toISOString() });
  };

  return {
    url: base,
    calls,
    requests,
    charges,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    delivery,

    /**
     * The next `times` `method path` calls fail: 'lose' does the call and drops the connection unanswered
     * (as a timeout would leave it); a status answers that error without doing anything.
     */
    failNext(method: string, path: string, fault: 'lose' | 500 | 503, times = 1) {
      faults.set(
        `${method} ${path}`,
        Array.from({ length: times }, () => fault),
      );
    },

    /** The customer paid (authorised on the e-wallet or bank page, or scanned the code): SUCCEEDED. */
    pay(id: string, options: { webhookId?: string | null } = {}): XenditDelivery {
      const request = requestOf(id);
      touch(request, 'SUCCEEDED', null);
      return delivery('payment.succeeded', paymentData(request, 'SUCCEEDED'), options);
    },

    refunds,

    /**
     * Xendit finishes a refund. Returns the refund.succeeded / refund.failed callback of a payment
     * request's refund (data: the refund); null for a card charge's (looked up, no callback).
     */
    settleRefund(
      id: string,
      status: 'SUCCEEDED' | 'FAILED',
      options: { failureCode?: string; webhookId?: string | null } = {},
    ): XenditDelivery | null {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`no refund ${id}`);
      const failure = status === 'FAILED' ? (options.failureCode ?? 'REFUND_FAILED') : null;
      Object.assign(refund, { status, failure_code: failure, updated: new Date().toISOString() });
      if (!refund.payment_request_id) return null;
      const event = status === 'SUCCEEDED' ? 'refund.succeeded' : 'refund.failed';
      return delivery(event, { ...refund, credit_card_charge_id: undefined }, { webhookId: options.webhookId });
    },

    /** The payment failed (declined, insufficient balance, …): FAILED with Xendit's failure code. */
    fail(id: string, code = 'USER_DECLINED_PAYMENT', options: { webhookId?: string | null } = {}): XenditDelivery {
      const request = requestOf(id);
      touch(request, 'FAILED', code);
      return delivery('payment.failed', paymentData(request, 'FAILED'), options);
    },

    /** The request expired unpaid: Xendit says FAILED and sends payment_request.expiry (data: the request). */
    expire(id: string, options: { webhookId?: string | null } = {}): XenditDelivery {
      const request = requestOf(id);
      touch(request, 'FAILED', 'PAYMENT_REQUEST_EXPIRED');
      return delivery('payment_request.expiry', { ...request }, options);
    },
  };
}
