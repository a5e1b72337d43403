/**
 * The PayMongo adapter (https://developers.paymongo.com/reference): real HTTP with the secret key
 * (Basic auth, key as user, empty password), amounts in centavos as PayMongo takes them.
 *   card:         POST /v1/payment_intents → POST /v1/payment_intents/{id}/attach (the browser's pm_…,
 *                 return_url) → next_action.redirect.url (3-D Secure) or succeeded at once;
 *   gcash, grab_pay: POST /v1/sources (redirect.success / redirect.failed) → redirect.checkout_url; once
 *                 the customer authorised it the source is chargeable and POST /v1/payments charges it;
 *   paymaya:      an intent with a server-made payment method of type paymaya, attached with return_url.
 * Status: GET /v1/payment_intents/{id}, GET /v1/sources/{id}.
 */
import type {
  CardPaymentInput,
  EwalletPaymentInput,
  PaymentProvider,
  ProviderOutcome,
  ProviderPayment,
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
type PaymentAttributes = { status: string; amount: number };

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
    const json = (await response.json().catch(() => null)) as { data?: Resource<A>; errors?: unknown } | null;
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

  const provider: PaymentProvider & { config: PaymongoConfig } = {
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
  };
  return provider;
}

export type PaymongoProvider = ReturnType<typeof createPaymongoProvider>;
