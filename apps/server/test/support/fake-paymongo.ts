/**
 * A local HTTP server speaking the part of PayMongo's documented API the adapter uses
 * (https://developers.paymongo.com/reference): payment methods, payment intents (create, attach,
 * retrieve), sources (create, retrieve) and payments from a chargeable source, with Basic auth by key,
 * `{ data: { id, type, attributes } }` resources and `{ errors: [...] }` failures. The test plays the
 * customer on PayMongo's pages with `authorize`, and PayMongo's webhook deliveries with `event`.
 *
 * Test cards, as PayMongo's test cards behave: numbers ending 0002 are declined on attach, numbers
 * ending 0007 need 3-D Secure (a redirect), any other number succeeds at once.
 *
 * Refunds: POST /v1/refunds (of a paid payment, never more than is left to refund: else 400
 * `parameter_above_maximum` / `resource_failed_state`), GET /v1/refunds/{id}, and the payments they are
 * of (GET /v1/payments/{id} with `attributes.refunds`, GET /v1/payments?limit&after newest first). A
 * refund is made `succeeded` unless the test said otherwise with `nextRefund('pending' | 'failed')`;
 * `settleRefund` moves a pending one on and returns its `payment.refund.updated` delivery. `loseNext`
 * makes a call happen and its answer never arrive.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signPaymongo } from '../../src/modules/payments/providers/paymongo-webhook';

type Attrs = Record<string, unknown>;
type Resource = { id: string; type: string; attributes: Attrs };

export type FakePaymongo = Awaited<ReturnType<typeof startFakePaymongo>>;

const rid = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function startFakePaymongo(keys: { secretKey: string; publicKey: string; webhookSecret: string }) {
  const intents = new Map<string, Resource>();
  const methods = new Map<string, Resource>();
  const sources = new Map<string, Resource>();
  const payments = new Map<string, Resource>();
  const refunds = new Map<string, Resource>();
  /** Statuses the next refunds are made with (else succeeded). */
  const refundStatuses: ('pending' | 'succeeded' | 'failed')[] = [];
  /** Calls ("POST /v1/refunds") whose answer is dropped once, after the call was done. */
  const lost = new Map<string, number>();
  /** Every call made, for assertions ("POST /v1/payment_intents"). */
  const calls: { method: string; path: string; body: Attrs | null; key: string }[] = [];
  let base = '';

  const keyOf = (req: http.IncomingMessage) => {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return '';
    return Buffer.from(header.slice(6), 'base64').toString().replace(/:$/, '');
  };

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString();
    let attributes: Attrs | null = null;
    try {
      attributes = raw ? ((JSON.parse(raw) as { data?: { attributes?: Attrs } }).data?.attributes ?? null) : null;
    } catch {
      attributes = null;
    }
    const url = new URL(req.url ?? '/', base);
    const key = keyOf(req);
    calls.push({ method: req.method ?? '', path: url.pathname, body: attributes, key });
    const lose = lost.get(`${req.method} ${url.pathname}`) ?? 0;
    if (lose > 0) lost.set(`${req.method} ${url.pathname}`, lose - 1);
    const send = (status: number, body: object) => {
      if (lose > 0) return void res.socket?.destroy();
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const ok = (resource: Resource) => send(200, { data: resource });
    const fail = (status: number, code: string, detail: string) => send(status, { errors: [{ code, detail }] });

    const isSecret = key === keys.secretKey;
    const isPublic = key === keys.publicKey;
    if (!isSecret && !isPublic) return fail(401, 'authentication_failed', 'API key is invalid.');
    const parts = url.pathname.split('/').filter(Boolean); // ['v1', 'payment_intents', id, 'attach']
    const route = `${req.method} /${parts.slice(0, 2).join('/')}${parts[2] ? '/:id' : ''}${parts[3] ? `/${parts[3]}` : ''}`;
    const a = attributes ?? {};

    switch (route) {
      case 'POST /v1/payment_methods': {
        const details = (a.details ?? {}) as { card_number?: string };
        const pm: Resource = {
          id: rid('pm'),
          type: 'payment_method',
          attributes: {
            type: a.type,
            details: a.type === 'card' ? { last4: String(details.card_number ?? '').slice(-4) } : null,
            billing: a.billing ?? null,
            livemode: false,
          },
        };
        if (a.type === 'card' && !/^\d{15,16}$/.test(String(details.card_number ?? '')))
          return fail(400, 'parameter_invalid', 'details.card_number is invalid.');
        methods.set(pm.id, pm);
        return ok(pm);
      }
      case 'POST /v1/payment_intents': {
        if (!isSecret) return fail(401, 'authentication_failed', 'A secret key is required.');
        if (typeof a.amount !== 'number' || a.amount < 2000)
          return fail(400, 'parameter_below_minimum', 'amount cannot be less than 2000.');
        const id = rid('pi');
        const intent: Resource = {
          id,
          type: 'payment_intent',
          attributes: {
            amount: a.amount,
            currency: a.currency ?? 'PHP',
            description: a.description ?? null,
            payment_method_allowed: a.payment_method_allowed,
            status: 'awaiting_payment_method',
            client_key: `${id}_client_${randomBytes(8).toString('hex')}`,
            next_action: null,
            last_payment_error: null,
            payments: [],
            metadata: a.metadata ?? null,
            livemode: false,
          },
        };
        intents.set(id, intent);
        return ok(intent);
      }
      case 'POST /v1/payment_intents/:id/attach': {
        const intent = intents.get(parts[2] ?? '');
        if (!intent) return fail(404, 'resource_not_found', 'No such payment_intent.');
        if (!isSecret && a.client_key !== intent.attributes.client_key)
          return fail(400, 'parameter_invalid', 'client_key is invalid.');
        const pm = methods.get(String(a.payment_method ?? ''));
        if (!pm) return fail(400, 'resource_not_found', 'No such payment_method.');
        const last4 = (pm.attributes.details as { last4?: string } | null)?.last4 ?? '';
        if (last4 === '0002') {
          Object.assign(intent.attributes, {
            status: 'awaiting_payment_method',
            last_payment_error: { failed_code: 'card_declined', failed_message: 'The card was declined.' },
          });
        } else if (last4 === '0007' || pm.attributes.type === 'paymaya') {
          Object.assign(intent.attributes, {
            status: 'awaiting_next_action',
            payment_method: pm.id,
            next_action: {
              type: 'redirect',
              redirect: { url: `${base}/test/authorize/${intent.id}`, return_url: a.return_url },
            },
          });
        } else {
          succeed(intent);
        }
        return ok(intent);
      }
      case 'GET /v1/payment_intents/:id': {
        const intent = intents.get(parts[2] ?? '');
        return intent ? ok(intent) : fail(404, 'resource_not_found', 'No such payment_intent.');
      }
      case 'POST /v1/sources': {
        if (!['gcash', 'grab_pay'].includes(String(a.type))) return fail(400, 'parameter_invalid', 'type is invalid.');
        if (typeof a.amount !== 'number' || a.amount < 10000)
          return fail(400, 'parameter_below_minimum', 'amount cannot be less than 10000.');
        const id = rid('src');
        const redirect = (a.redirect ?? {}) as { success?: string; failed?: string };
        const source: Resource = {
          id,
          type: 'source',
          attributes: {
            amount: a.amount,
            currency: a.currency ?? 'PHP',
            type: a.type,
            status: 'pending',
            redirect: {
              checkout_url: `${base}/test/checkout/${id}`,
              success: redirect.success,
              failed: redirect.failed,
            },
            livemode: false,
          },
        };
        sources.set(id, source);
        return ok(source);
      }
      case 'GET /v1/sources/:id': {
        const source = sources.get(parts[2] ?? '');
        return source ? ok(source) : fail(404, 'resource_not_found', 'No such source.');
      }
      case 'POST /v1/payments': {
        if (!isSecret) return fail(401, 'authentication_failed', 'A secret key is required.');
        const ref = a.source as { id?: string } | undefined;
        const source = sources.get(ref?.id ?? '');
        if (!source) return fail(400, 'resource_not_found', 'No such source.');
        if (source.attributes.status !== 'chargeable')
          return fail(400, 'resource_not_chargeable_state', 'The source is not chargeable.');
        if (a.amount !== source.attributes.amount)
          return fail(400, 'parameter_invalid', 'amount does not match the source.');
        source.attributes.status = 'paid';
        const payment: Resource = {
          id: rid('pay'),
          type: 'payment',
          attributes: {
            amount: a.amount,
            currency: 'PHP',
            status: 'paid',
            source: { id: source.id, type: source.attributes.type },
            payment_intent_id: null,
            livemode: false,
          },
        };
        payments.set(payment.id, payment);
        return ok(payment);
      }
      case 'GET /v1/payments/:id': {
        const payment = payments.get(parts[2] ?? '');
        return payment ? ok(withRefunds(payment)) : fail(404, 'resource_not_found', 'No such payment.');
      }
      case 'GET /v1/payments': {
        if (!isSecret) return fail(401, 'authentication_failed', 'A secret key is required.');
        const limit = Math.min(100, Math.max(1, Number(url.searchParams.get('limit') ?? 10) || 10));
        const all = [...payments.values()].reverse(); // newest first
        const after = url.searchParams.get('after');
        const start = after ? all.findIndex((p) => p.id === after) + 1 : 0;
        const page = all.slice(start, start + limit).map(withRefunds);
        return send(200, { has_more: start + limit < all.length, data: page });
      }
      case 'POST /v1/refunds': {
        if (!isSecret) return fail(401, 'authentication_failed', 'A secret key is required.');
        const payment = payments.get(String(a.payment_id ?? ''));
        if (!payment) return fail(400, 'resource_not_found', 'No such payment.');
        if (payment.attributes.status !== 'paid')
          return fail(400, 'resource_failed_state', 'The payment cannot be refunded.');
        if (!['requested_by_customer', 'duplicate', 'fraudulent', 'others'].includes(String(a.reason)))
          return fail(400, 'parameter_invalid', 'reason is invalid.');
        if (typeof a.amount !== 'number' || !Number.isInteger(a.amount) || a.amount < 100)
          return fail(400, 'parameter_below_minimum', 'amount cannot be less than 100.');
        const left = (payment.attributes.amount as number) - refundedOf(payment.id);
        if (a.amount > left)
          return fail(
            400,
            'parameter_above_maximum',
            `The amount to refund cannot be more than the remaining refundable amount of ${left}.`,
          );
        const at = nowSeconds();
        const refund: Resource = {
          id: rid('ref'),
          type: 'refund',
          attributes: {
            amount: a.amount,
            currency: 'PHP',
            livemode: false,
            metadata: a.metadata ?? null,
            notes: a.notes ?? null,
            payment_id: payment.id,
            payout_id: null,
            reason: a.reason,
            status: refundStatuses.shift() ?? 'succeeded',
            created_at: at,
            updated_at: at,
          },
        };
        refunds.set(refund.id, refund);
        return ok(refund);
      }
      case 'GET /v1/refunds/:id': {
        const refund = refunds.get(parts[2] ?? '');
        return refund ? ok(refund) : fail(404, 'resource_not_found', 'No such refund.');
      }
      default:
        return fail(404, 'resource_not_found', `${req.method} ${url.pathname}`);
    }
  });

  const refundsOf = (paymentId: string) => [...refunds.values()].filter((r) => r.attributes.payment_id === paymentId);
  /** What is refunded or being refunded (a failed refund gives the amount back to refund). */
  const refundedOf = (paymentId: string) =>
    refundsOf(paymentId)
      .filter((r) => r.attributes.status !== 'failed')
      .reduce((sum, r) => sum + (r.attributes.amount as number), 0);
  const withRefunds = (payment: Resource): Resource => ({
    ...payment,
    attributes: { ...payment.attributes, refunds: refundsOf(payment.id) },
  });

  function succeed(intent: Resource) {
    const payment: Resource = {
      id: rid('pay'),
      type: 'payment',
      attributes: { amount: intent.attributes.amount, status: 'paid', payment_intent_id: intent.id, source: null },
    };
    payments.set(payment.id, payment);
    Object.assign(intent.attributes, { status: 'succeeded', next_action: null, payments: [payment] });
    return payment;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    calls,
    intents,
    sources,
    payments,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),

    /** Creates a card payment method as the browser would, with the public key. */
    async createCardMethod(cardNumber: string): Promise<string> {
      const res = await fetch(`${base}/v1/payment_methods`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${keys.publicKey}:`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          data: {
            attributes: {
              type: 'card',
              details: { card_number: cardNumber, exp_month: 12, exp_year: 2030, cvc: '123' },
            },
          },
        }),
      });
      return ((await res.json()) as { data: { id: string } }).data.id;
    },

    /**
     * The customer on PayMongo's page (3-D Secure or the e-wallet's): an intent succeeds or fails; a
     * source becomes chargeable or fails. Returns the resource PayMongo's webhook would carry.
     */
    authorize(id: string, result: 'succeed' | 'fail'): Resource {
      const intent = intents.get(id);
      if (intent) {
        if (result === 'succeed') return succeed(intent);
        Object.assign(intent.attributes, {
          status: 'awaiting_payment_method',
          next_action: null,
          last_payment_error: { failed_code: 'authentication_failed', failed_message: '3-D Secure failed.' },
        });
        return intent;
      }
      const source = sources.get(id);
      if (!source) throw new Error(`no intent or source ${id}`);
      source.attributes.status = result === 'succeed' ? 'chargeable' : 'failed';
      return source;
    },

    refunds,

    /** The next refunds are made with these statuses, in turn (then succeeded again). */
    nextRefund(...statuses: ('pending' | 'succeeded' | 'failed')[]) {
      refundStatuses.push(...statuses);
    },

    /** PayMongo finishes a refund: its status changes; returns the payment.refund.updated delivery. */
    settleRefund(id: string, status: 'succeeded' | 'failed') {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`no refund ${id}`);
      Object.assign(refund.attributes, { status, updated_at: nowSeconds() });
      return this.event('payment.refund.updated', refund);
    },

    /** The payment (with its refunds) as PayMongo's payment.refunded event carries it. */
    paymentWithRefunds(paymentId: string): Resource {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`no payment ${paymentId}`);
      return withRefunds(payment);
    },

    /** The next `times` `method path` calls are done, but their answer never arrives (a timeout). */
    loseNext(method: string, path: string, times = 1) {
      lost.set(`${method} ${path}`, times);
    },

    /** A webhook delivery as PayMongo signs it: the JSON body and its Paymongo-Signature header. */
    event(type: string, resource: Resource, options: { t?: number; secret?: string; id?: string } = {}) {
      const t = options.t ?? nowSeconds();
      const payload = JSON.stringify({
        data: {
          id: options.id ?? rid('evt'),
          type: 'event',
          attributes: { type, livemode: false, data: resource, previous_data: {}, created_at: t, updated_at: t },
        },
      });
      const signature = signPaymongo(options.secret ?? keys.webhookSecret, payload, t);
      return {
        payload,
        headers: { 'content-type': 'application/json', 'paymongo-signature': `t=${t},te=${signature},li=` },
      };
    },
  };
}
