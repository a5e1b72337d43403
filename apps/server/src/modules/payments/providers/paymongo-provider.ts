/**
 * The PayMongo adapter (https://developers.paymongo.com/reference): real HTTP with the secret key
 * (Basic auth, key as user, empty password), amounts in centavos as PayMongo takes them.
 *   card:         POST /v1/payment_intents → POST /v1/payment_intents/{id}/attach (the browser's pm_…,
 *                 return_url) → next_action.redirect.url (3-D Secure) or succeeded at once;
 *   gcash, grab_pay: POST /v1/sources (redirect.success / redirect.failed) → redirect.checkout_url; once
 *                 the customer authorised it the source is chargeable and POST /v1/payments charges it;
 *   paymaya:      an intent with a server-made payment method of type paymaya, attached with return_url.
 * Status: GET /v1/payment_intents/{id}, GET /v1/sources/{id}.
 * Refunds (ADR 0028): POST /v1/refunds { amount, payment_id, reason, notes, metadata } → ref_… (pending,
 *   succeeded or failed); GET /v1/refunds/{id}. A refund is of PayMongo's *payment* (pay_…): an intent's is
 *   `attributes.payments[]` of GET /v1/payment_intents/{id}; a source's is found by paging GET /v1/payments
 *   (newest first) for the one whose `attributes.source.id` is the source — PayMongo documents no filter
 *   by source, so the search stops after REFUND_SEARCH_PAGES pages and refuses (ProviderError) beyond.
 *   PayMongo takes no idempotency key on refunds: our reference goes in the refund's metadata, and every
 *   create first reads the payment's `attributes.refunds` (GET /v1/payments/{id}, documented; a list of
 *   refunds filtered by payment is not) for one made under that reference, which it answers instead. A
 *   create whose answer was lost is thus found on the retry rather than made twice. Two calls with the
 *   same reference at the same moment would both create: the caller holds one refund row at a time.
 */
import type {
  CardPaymentInput,
  EwalletPaymentInput,
  PaymentProvider,
  ProviderOutcome,
  ProviderPayment,
  ProviderRefund,
  RefundInput,
  RefundingProvider,
  RefundOutcome,
} from '../provider';
import { ProviderError } from '../provider';

export type PaymongoConfig = {
  secretKey: string;
  publicKey: string;
  webhookSecret: string;
  /** https://api.paymongo.com unless pointed elsewhere (tests: a local fake). */
  apiUrl: string;
};

const TIMEOUT_MS = 15_000;

type Resource<A> = { id: string; type: string; attributes: A };
type IntentAttributes = {
  status: string;
  client_key: string;
  amount: number;
  next_action?: { type: string; redirect?: { url: string; return_url: string } } | null;
  last_payment_error?: unknown;
};
type SourceAttributes = {
  status: string;
  amount: number;
  type: string;
  redirect: { checkout_url: string; success: string; failed: string };
};
type PaymentAttributes = {
  status: string;
  amount: number;
  source?: { id?: string; type?: string } | null;
  payment_intent_id?: string | null;
  refunds?: Resource<RefundAttributes>[] | null;
};
export type RefundAttributes = {
  amount: number;
  payment_id: string;
  reason: string;
  notes?: string | null;
  status: string;
  metadata?: Record<string, string> | null;
};

/** Pages of 100 payments searched for a source's payment before giving up (a refund is of a recent payment). */
export const REFUND_SEARCH_PAGES = 10;

/** A refund's status in our words (PayMongo's: pending, processing, succeeded, failed). */
export function paymongoRefundOutcome(status: string): RefundOutcome {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed') return 'failed';
  return 'pending';
}

/** Our reason in PayMongo's list (requested_by_customer, duplicate, fraudulent, others). */
const REFUND_REASONS: Record<RefundInput['reason'], string> = {
  requested_by_customer: 'requested_by_customer',
  duplicate: 'duplicate',
  cancelled: 'others',
};

const asRefund = (refund: Resource<RefundAttributes>): ProviderRefund => {
  const outcome = paymongoRefundOutcome(refund.attributes.status);
  return {
    ref: refund.id,
    outcome,
    failureReason: outcome === 'failed' ? (refund.attributes.notes ?? 'refund failed at PayMongo') : undefined,
  };
};

/** An intent's status in our words: succeeded is paid; back to awaiting a method after an error is failed. */
export function intentOutcome(a: Pick<IntentAttributes, 'status' | 'last_payment_error'>): ProviderOutcome {
  if (a.status === 'succeeded') return 'paid';
  if (a.status === 'cancelled') return 'failed';
  if (a.status === 'awaiting_payment_method' && a.last_payment_error) return 'failed';
  return 'pending';
}

export function createPaymongoProvider(config: PaymongoConfig, fetcher: typeof fetch = fetch) {
  const auth = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`;

  async function call<A>(method: 'GET' | 'POST', path: string, attributes?: object): Promise<Resource<A>> {
    return send<Resource<A>>(method, path, attributes);
  }

  async function send<T>(method: 'GET' | 'POST', path: string, attributes?: object): Promise<T> {
    let response: Response;
    try {
      response = await fetcher(new URL(path, config.apiUrl), {
        method,
        headers: { authorization: auth, accept: 'application/json', 'content-type': 'application/json' },
        body: attributes ? JSON.stringify({ data: { attributes } }) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (cause) {
      throw new ProviderError(`PayMongo ${method} ${path}: ${(cause as Error).message}`);
    }
    const json = (await response.json().catch(() => null)) as { data?: T; errors?: unknown } | null;
    if (!response.ok || !json?.data)
      throw new ProviderError(`PayMongo ${method} ${path}: ${response.status} ${JSON.stringify(json?.errors ?? null)}`);
    return json.data;
  }

  /** An attached intent: where the customer goes next, or its outcome when nothing is left to do. */
  function afterAttach(intent: Resource<IntentAttributes>): ProviderPayment {
    const redirect = intent.attributes.next_action?.redirect?.url ?? null;
    return { ref: intent.id, outcome: redirect ? 'pending' : intentOutcome(intent.attributes), redirectUrl: redirect };
  }

  async function createIntent(amount: number, allowed: string[], description: string, metadata: object) {
    return call<IntentAttributes>('POST', '/v1/payment_intents', {
      amount,
      currency: 'PHP',
      payment_method_allowed: allowed,
      payment_method_options: allowed.includes('card') ? { card: { request_three_d_secure: 'any' } } : undefined,
      capture_type: 'automatic',
      description,
      metadata,
    });
  }

  const attach = (intent: Resource<IntentAttributes>, paymentMethod: string, returnUrl: string) =>
    call<IntentAttributes>('POST', `/v1/payment_intents/${encodeURIComponent(intent.id)}/attach`, {
      payment_method: paymentMethod,
      client_key: intent.attributes.client_key,
      return_url: returnUrl,
    });

  /** Charges a chargeable source; a source already charged (by a webhook running alongside) is refused by PayMongo. */
  async function chargeSource(source: Resource<SourceAttributes>): Promise<ProviderOutcome> {
    try {
      const payment = await call<PaymentAttributes>('POST', '/v1/payments', {
        amount: source.attributes.amount,
        currency: 'PHP',
        source: { id: source.id, type: 'source' },
      });
      return payment.attributes.status === 'paid'
        ? 'paid'
        : payment.attributes.status === 'failed'
          ? 'failed'
          : 'pending';
    } catch {
      return 'pending';
    }
  }

  /** The PayMongo payment (pay_…) of our paid attempt: its intent's payment, or the one made from its source. */
  async function paymentIdOf(paymentRef: string): Promise<string> {
    if (paymentRef.startsWith('pay_')) return paymentRef;
    if (paymentRef.startsWith('src_')) {
      const source = await call<SourceAttributes>('GET', `/v1/sources/${encodeURIComponent(paymentRef)}`);
      if (source.attributes.status !== 'paid') throw new ProviderError(`PayMongo: source ${paymentRef} is not paid`);
      let after: string | undefined;
      for (let page = 0; page < REFUND_SEARCH_PAGES; page++) {
        const query = new URLSearchParams({ limit: '100', ...(after ? { after } : {}) });
        const list = await send<Resource<PaymentAttributes>[]>('GET', `/v1/payments?${query}`);
        const found = list.find((p) => p.attributes.source?.id === paymentRef);
        if (found) return found.id;
        if (list.length < 100) break;
        after = list[list.length - 1]?.id;
      }
      throw new ProviderError(`PayMongo: no payment found for source ${paymentRef}; refund it in the dashboard`);
    }
    const intent = await call<IntentAttributes & { payments?: Resource<PaymentAttributes>[] }>(
      'GET',
      `/v1/payment_intents/${encodeURIComponent(paymentRef)}`,
    );
    const payments = intent.attributes.payments ?? [];
    const paid = payments.find((p) => p.attributes.status === 'paid') ?? payments[0];
    if (intent.attributes.status !== 'succeeded' || !paid)
      throw new ProviderError(`PayMongo: payment intent ${paymentRef} is not paid`);
    return paid.id;
  }

  const provider: PaymentProvider & RefundingProvider & { config: PaymongoConfig } = {
    name: 'paymongo',
    config,

    async startCard(input: CardPaymentInput) {
      if (!input.paymentMethodId)
        throw new ProviderError('a card payment needs the payment method made in the browser');
      const intent = await createIntent(input.amount, ['card'], input.description, input.metadata);
      return afterAttach(await attach(intent, input.paymentMethodId, input.returnUrl));
    },

    async startEwallet(input: EwalletPaymentInput) {
      if (input.type === 'paymaya') {
        const intent = await createIntent(input.amount, ['paymaya'], input.description, input.metadata);
        const method = await call('POST', '/v1/payment_methods', { type: 'paymaya' });
        return afterAttach(await attach(intent, method.id, input.successUrl));
      }
      const source = await call<SourceAttributes>('POST', '/v1/sources', {
        amount: input.amount,
        currency: 'PHP',
        type: input.type,
        redirect: { success: input.successUrl, failed: input.failedUrl },
      });
      return { ref: source.id, outcome: 'pending', redirectUrl: source.attributes.redirect.checkout_url };
    },

    async lookUp(ref: string) {
      if (ref.startsWith('src_')) {
        const source = await call<SourceAttributes>('GET', `/v1/sources/${encodeURIComponent(ref)}`);
        const { status } = source.attributes;
        if (status === 'paid') return 'paid';
        if (status === 'cancelled' || status === 'expired' || status === 'failed') return 'failed';
        // Authorised but not charged yet (its webhook may be late): charge it now.
        if (status === 'chargeable') return chargeSource(source);
        return 'pending';
      }
      const intent = await call<IntentAttributes>('GET', `/v1/payment_intents/${encodeURIComponent(ref)}`);
      return intentOutcome(intent.attributes);
    },

    /**
     * Refunds `amount` of the paid attempt's payment. A refund PayMongo refuses (not paid, more than is
     * left to refund, below its minimum) throws ProviderError: no refund exists, the message says why.
     * One it accepted but could not complete comes back later as 'failed' (lookUpRefund, webhook).
     */
    async refund(input: RefundInput) {
      const paymentId = await paymentIdOf(input.paymentRef);
      // No idempotency header on refunds: a refund already made under our reference is answered again.
      const payment = await call<PaymentAttributes>('GET', `/v1/payments/${encodeURIComponent(paymentId)}`);
      const earlier = (payment.attributes.refunds ?? []).find(
        (r) => r.attributes.metadata?.reference === input.reference,
      );
      if (earlier) return asRefund(earlier);
      try {
        const refund = await call<RefundAttributes>('POST', '/v1/refunds', {
          amount: input.amount,
          payment_id: paymentId,
          reason: REFUND_REASONS[input.reason],
          notes: `${input.reason === 'cancelled' ? 'Order cancelled. ' : ''}Refund ${input.reference}`,
          metadata: { reference: input.reference },
        });
        return asRefund(refund);
      } catch (error) {
        // The answer may have been lost after PayMongo made the refund: look once more before giving up.
        const again = await call<PaymentAttributes>('GET', `/v1/payments/${encodeURIComponent(paymentId)}`).catch(
          () => null,
        );
        const made = again?.attributes.refunds?.find((r) => r.attributes.metadata?.reference === input.reference);
        if (made) return asRefund(made);
        throw error;
      }
    },

    async lookUpRefund(ref: string, _paymentRef: string) {
      return asRefund(await call<RefundAttributes>('GET', `/v1/refunds/${encodeURIComponent(ref)}`));
    },
  };
  return provider;
}

export type PaymongoProvider = ReturnType<typeof createPaymongoProvider>;
