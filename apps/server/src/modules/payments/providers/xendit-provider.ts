/**
 * The Xendit adapter (https://developers.xendit.co/api-reference, ADR 0026): real HTTP with the secret
 * key (Basic auth, key as user, empty password), amounts in pesos as Xendit takes them, currency PHP,
 * our transaction number as `reference_id` and as the idempotency key of every create call (a retried
 * create returns the first one's answer, never a second charge).
 *   e-wallets (GCASH, GRABPAY, PAYMAYA, SHOPEEPAY), QR Ph (QRPH) and UnionBank's direct debit (UBP):
 *     the Payment Requests API, POST /payment_requests with `payment_method` of type EWALLET, QR_CODE or
 *     DIRECT_DEBIT, reusability ONE_TIME_USE, header `idempotency-key` → status REQUIRES_ACTION with an
 *     AUTH action whose url the customer visits (e-wallet, bank), or PENDING with the QR code's
 *     `qr_string` to scan; GET /payment_requests/{id} for the status.
 *   cards: the browser makes a single-use token with xendit.js and the public key (and its 3-D Secure
 *     authentication), so card numbers never reach us; POST /credit_card_charges with token_id,
 *     authentication_id and external_id, header `x-idempotency-key` → CAPTURED, or FAILED;
 *     GET /credit_card_charges/{id} for the status.
 * Payment request ids start 'pr-'; anything else we hold is a card charge's id.
 * Refunds (ADR 0028), our refund's uuid as the idempotency key (and reference/external id):
 *   payment requests: POST /refunds { payment_request_id, reference_id, amount, currency, reason } with
 *     `idempotency-key` → { id: 'rfd-…', status: PENDING | SUCCEEDED | FAILED, failure_code };
 *     GET /refunds/{id}; the refund.succeeded / refund.failed callbacks (xendit-callback.ts).
 *   card charges: POST /credit_card_charges/{charge}/refunds { amount, external_id } with
 *     `x-idempotency-key` → { id, status: REQUESTED | SUCCEEDED | FAILED, failure_reason };
 *     GET /credit_card_charges/{charge}/refunds/{id}.
 */
import type {
  CardPaymentInput,
  DirectDebitPaymentInput,
  EwalletPaymentInput,
  EwalletType,
  PaymentProvider,
  ProviderOutcome,
  ProviderPayment,
  ProviderRefund,
  QrPaymentInput,
  RefundInput,
  RefundingProvider,
  RefundOutcome,
} from '../provider';
import { ProviderError } from '../provider';

export type XenditConfig = {
  secretKey: string;
  /** xendit.js makes card tokens with it in the browser. */
  publicKey: string;
  /** Xendit sends it as x-callback-token on every callback: what proves a callback is Xendit's. */
  callbackToken: string;
  /** https://api.xendit.co unless pointed elsewhere (tests: a local fake). */
  apiUrl: string;
  /** Where the browser loads xendit.js from. */
  jsUrl: string;
};

const TIMEOUT_MS = 15_000;

/** Our e-wallet types as Xendit's channel codes. */
export const XENDIT_EWALLET_CHANNELS: Record<EwalletType, string> = {
  gcash: 'GCASH',
  grab_pay: 'GRABPAY',
  paymaya: 'PAYMAYA',
  shopeepay: 'SHOPEEPAY',
};

export type XenditAction = { action: string; url_type: string; method: string; url: string | null };

export type XenditPaymentRequest = {
  id: string;
  reference_id: string;
  amount: number;
  currency: string;
  status: string;
  actions?: XenditAction[] | null;
  payment_method?: {
    type: string;
    qr_code?: { channel_code: string; channel_properties?: { qr_string?: string } } | null;
  } | null;
  failure_code?: string | null;
};

type XenditCardCharge = { id: string; external_id: string; status: string; failure_reason?: string | null };

/** A payment request's refund (id 'rfd-…'). */
export type XenditRefund = {
  id: string;
  payment_request_id?: string;
  reference_id?: string;
  amount: number;
  status: string;
  failure_code?: string | null;
};
/** A card charge's refund. */
type XenditCardRefund = {
  id: string;
  external_id?: string;
  amount: number;
  status: string;
  failure_reason?: string | null;
};

/** A refund's status in our words: Xendit's PENDING (payment requests) and REQUESTED (cards) are pending. */
export function xenditRefundOutcome(status: string): RefundOutcome {
  if (status === 'SUCCEEDED') return 'succeeded';
  if (status === 'FAILED' || status === 'CANCELLED') return 'failed';
  return 'pending';
}

/** Our reason in Xendit's list (REQUESTED_BY_CUSTOMER, DUPLICATE, CANCELLATION, FRAUDULENT, OTHERS). */
const REFUND_REASONS: Record<RefundInput['reason'], string> = {
  requested_by_customer: 'REQUESTED_BY_CUSTOMER',
  duplicate: 'DUPLICATE',
  cancelled: 'CANCELLATION',
};

const asRefund = (id: string, status: string, failure: string | null | undefined): ProviderRefund => {
  const outcome = xenditRefundOutcome(status);
  return { ref: id, outcome, failureReason: outcome === 'failed' ? (failure ?? status) : undefined };
};

/** A payment request's status in our words (Xendit's statuses: PENDING, REQUIRES_ACTION, SUCCEEDED, FAILED, …). */
export function paymentRequestOutcome(status: string): ProviderOutcome {
  if (status === 'SUCCEEDED') return 'paid';
  if (['FAILED', 'CANCELED', 'EXPIRED', 'VOIDED'].includes(status)) return 'failed';
  return 'pending';
}

/** A card charge's: CAPTURED is paid (we never authorise without capturing). */
export function cardChargeOutcome(status: string): ProviderOutcome {
  if (status === 'CAPTURED') return 'paid';
  if (status === 'FAILED' || status === 'REVERSED') return 'failed';
  return 'pending';
}

/** Where the customer authorises: the web page, else the mobile one (never a deep link into an app the browser may lack). */
function authUrl(actions: XenditAction[] | null | undefined): string | null {
  const auth = (actions ?? []).filter((a) => a.action === 'AUTH' && a.method === 'GET' && a.url);
  return (auth.find((a) => a.url_type === 'WEB') ?? auth.find((a) => a.url_type === 'MOBILE'))?.url ?? null;
}

/** No answer came (the connection failed or timed out) or Xendit failed (5xx): the call may have been done. */
class LostAnswer extends ProviderError {}

/** Centavos as Xendit's peso amount (PHP takes two decimals). */
const pesos = (centavos: number) => centavos / 100;

export function createXenditProvider(config: XenditConfig, fetcher: typeof fetch = fetch) {
  const auth = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: object, headers?: Record<string, string>) {
    let response: Response;
    try {
      response = await fetcher(new URL(path, config.apiUrl), {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (cause) {
      throw new LostAnswer(`Xendit ${method} ${path}: ${(cause as Error).message}`);
    }
    const json = (await response.json().catch(() => null)) as (T & { error_code?: string; message?: string }) | null;
    if (!response.ok || !json)
      throw new (response.status >= 500 ? LostAnswer : ProviderError)(
        `Xendit ${method} ${path}: ${response.status} ${json?.error_code ?? ''} ${json?.message ?? ''}`,
      );
    return json as T;
  }

  /**
   * A create, sent once more when its answer was lost. The fix for what the idempotency key promised
   * but nothing did: without a second send with the same key, a card charge whose answer timed out was
   * taken at Xendit yet never recorded here (a card charge has no callback), and the customer, told to
   * try again, was charged a second time. With it, Xendit answers the first create's result.
   */
  async function create<T>(path: string, body: object, headers: Record<string, string>) {
    try {
      return await call<T>('POST', path, body, headers);
    } catch (error) {
      if (!(error instanceof LostAnswer)) throw error;
      return call<T>('POST', path, body, headers);
    }
  }

  /** One POST /payment_requests for our attempt, keyed by its transaction number. */
  async function paymentRequest(
    reference: string,
    amount: number,
    description: string,
    metadata: Record<string, string>,
    paymentMethod: object,
  ): Promise<ProviderPayment> {
    const request = await create<XenditPaymentRequest>(
      '/payment_requests',
      {
        reference_id: reference,
        amount: pesos(amount),
        currency: 'PHP',
        country: 'PH',
        description,
        metadata,
        payment_method: { ...paymentMethod, reusability: 'ONE_TIME_USE' },
      },
      { 'idempotency-key': reference },
    );
    const qrCode = request.payment_method?.qr_code?.channel_properties?.qr_string;
    return {
      ref: request.id,
      outcome: paymentRequestOutcome(request.status),
      redirectUrl: authUrl(request.actions),
      qrCode,
    };
  }

  const required = (reference: string | undefined) => {
    if (!reference) throw new ProviderError('a Xendit payment needs our transaction number');
    return reference;
  };

  const provider: PaymentProvider & RefundingProvider & { config: XenditConfig } = {
    name: 'xendit',
    config,

    async startCard(input: CardPaymentInput) {
      if (!input.cardToken) throw new ProviderError('a Xendit card payment needs the token made in the browser');
      const reference = required(input.reference);
      const charge = await create<XenditCardCharge>(
        '/credit_card_charges',
        {
          token_id: input.cardToken.id,
          authentication_id: input.cardToken.authenticationId,
          external_id: reference,
          amount: pesos(input.amount),
          currency: 'PHP',
          descriptor: input.description.slice(0, 22),
          metadata: input.metadata,
        },
        { 'x-idempotency-key': reference },
      );
      return { ref: charge.id, outcome: cardChargeOutcome(charge.status), redirectUrl: null };
    },

    startEwallet: (input: EwalletPaymentInput) =>
      paymentRequest(required(input.reference), input.amount, input.description, input.metadata, {
        type: 'EWALLET',
        ewallet: {
          channel_code: XENDIT_EWALLET_CHANNELS[input.type],
          channel_properties: { success_return_url: input.successUrl, failure_return_url: input.failedUrl },
        },
      }),

    startQr: (input: QrPaymentInput) =>
      paymentRequest(input.reference, input.amount, input.description, input.metadata, {
        type: 'QR_CODE',
        qr_code: { channel_code: 'QRPH' },
      }),

    startDirectDebit: (input: DirectDebitPaymentInput) =>
      paymentRequest(input.reference, input.amount, input.description, input.metadata, {
        type: 'DIRECT_DEBIT',
        direct_debit: {
          channel_code: 'UBP',
          channel_properties: { success_return_url: input.successUrl, failure_return_url: input.failedUrl },
        },
      }),

    async lookUp(ref: string) {
      if (ref.startsWith('pr-')) {
        const request = await call<XenditPaymentRequest>('GET', `/payment_requests/${encodeURIComponent(ref)}`);
        return paymentRequestOutcome(request.status);
      }
      const charge = await call<XenditCardCharge>('GET', `/credit_card_charges/${encodeURIComponent(ref)}`);
      return cardChargeOutcome(charge.status);
    },

    /**
     * Refunds `amount` of the paid attempt, once per reference (a create whose answer was lost is sent
     * again under the same key, and Xendit answers the first). A refund Xendit refuses (not paid, more
     * than is left, …) throws ProviderError: no refund exists, the message carries Xendit's error code.
     * One accepted but not completed comes back 'failed' later (lookUpRefund, refund.failed callback).
     */
    async refund(input: RefundInput) {
      if (input.paymentRef.startsWith('pr-')) {
        const refund = await create<XenditRefund>(
          '/refunds',
          {
            payment_request_id: input.paymentRef,
            reference_id: input.reference,
            amount: pesos(input.amount),
            currency: 'PHP',
            reason: REFUND_REASONS[input.reason],
          },
          { 'idempotency-key': input.reference },
        );
        return asRefund(refund.id, refund.status, refund.failure_code);
      }
      const refund = await create<XenditCardRefund>(
        `/credit_card_charges/${encodeURIComponent(input.paymentRef)}/refunds`,
        { amount: pesos(input.amount), external_id: input.reference },
        { 'x-idempotency-key': input.reference },
      );
      return asRefund(refund.id, refund.status, refund.failure_reason);
    },

    async lookUpRefund(ref: string, paymentRef: string) {
      if (paymentRef.startsWith('pr-')) {
        const refund = await call<XenditRefund>('GET', `/refunds/${encodeURIComponent(ref)}`);
        return asRefund(refund.id, refund.status, refund.failure_code);
      }
      const refund = await call<XenditCardRefund>(
        'GET',
        `/credit_card_charges/${encodeURIComponent(paymentRef)}/refunds/${encodeURIComponent(ref)}`,
      );
      return asRefund(refund.id, refund.status, refund.failure_reason);
    },
  };
  return provider;
}

export type XenditProvider = ReturnType<typeof createXenditProvider>;
