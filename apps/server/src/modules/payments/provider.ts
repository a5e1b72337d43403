/**
 * The one interface card and e-wallet payments go through (DESIGN §5). Its words are PayMongo's:
 * a card is paid through a payment intent with a payment method attached (the provider may send the
 * customer to a 3-D Secure page); an e-wallet through a source with a checkout page, charged once the
 * customer authorised it. Adapters: the built-in sandbox (development only), PayMongo, Paynamics and
 * Xendit. Xendit adds two kinds PayMongo lacks: a QR Ph code the customer scans (`startQr`) and a bank's
 * direct debit authorised on the bank's page (`startDirectDebit`); an adapter without them cannot take
 * those methods.
 *
 * Only these answers move a payment to paid or failed — never what the browser says on its way back.
 */

export type ProviderName = 'sandbox' | 'paymongo' | 'paynamics' | 'xendit';

/** What the provider says about one payment, in our words. */
export type ProviderOutcome = 'pending' | 'paid' | 'failed';

export type ProviderPayment = {
  /** The provider's id: payment intent (pi_…) or source (src_…). */
  ref: string;
  outcome: ProviderOutcome;
  /** Where the customer goes to authorise; null when nothing is left to do (paid at once). */
  redirectUrl: string | null;
  /**
   * The sandbox's: a secret for the browser that started the payment, as a cookie on `path` (its page),
   * so that no one else may answer the page.
   */
  pageKey?: { path: string; key: string } | undefined;
  /** A QR Ph payment: the code's text, which the customer's banking or e-wallet app scans. */
  qrCode?: string | undefined;
};

export type CardPaymentInput = {
  amount: number; // centavos
  description: string;
  /** Where the provider sends the customer back (absolute for a real provider). */
  returnUrl: string;
  /** PayMongo: the payment method the browser created with the public key. */
  paymentMethodId?: string | undefined;
  /** Xendit: the single-use token xendit.js made in the browser, and its 3-D Secure authentication. */
  cardToken?: { id: string; authenticationId?: string | undefined } | undefined;
  /**
   * Our transaction number, for a provider that takes the merchant's own id (Paynamics' request_id,
   * Xendit's reference_id) and as the idempotency key of every create call.
   */
  reference?: string | undefined;
  metadata: Record<string, string>;
};

export type EwalletType = 'gcash' | 'grab_pay' | 'paymaya' | 'shopeepay';

export type EwalletPaymentInput = {
  type: EwalletType;
  amount: number; // centavos
  description: string;
  successUrl: string;
  failedUrl: string;
  /** As for cards. */
  reference?: string | undefined;
  metadata: Record<string, string>;
};

/** A QR Ph code for the amount: no page to visit; the provider says when it was paid. */
export type QrPaymentInput = {
  amount: number; // centavos
  description: string;
  reference: string;
  metadata: Record<string, string>;
};

/** A one-time direct debit: the customer signs in at the bank's page and approves this payment there. */
export type DirectDebitPaymentInput = {
  bank: 'unionbank';
  amount: number; // centavos
  description: string;
  successUrl: string;
  failedUrl: string;
  reference: string;
  metadata: Record<string, string>;
};

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Creates a payment intent and, with a payment method, attaches it. */
  startCard(input: CardPaymentInput): Promise<ProviderPayment>;
  /** Creates a source (or an e-wallet intent) whose checkout page the customer visits. */
  startEwallet(input: EwalletPaymentInput): Promise<ProviderPayment>;
  /** A QR Ph code to scan (Xendit, and the sandbox standing in for it). */
  startQr?(input: QrPaymentInput): Promise<ProviderPayment>;
  /** A bank's direct debit through the bank's own page (Xendit, and the sandbox standing in for it). */
  startDirectDebit?(input: DirectDebitPaymentInput): Promise<ProviderPayment>;
  /** Looks the payment's state up at the provider. */
  lookUp(ref: string): Promise<ProviderOutcome>;
  /** Withdraws a payment still waiting, where the provider allows it (PayMongo sources simply expire). */
  cancel?(ref: string): Promise<void>;
  /** Gives a paid payment's money back (ADR 0028), where the provider has a refund API. */
  refund?: RefundingProvider['refund'];
  lookUpRefund?: RefundingProvider['lookUpRefund'];
}

/** A refund in our words: the provider accepted it and works on it, finished it, or refused it. */
export type RefundOutcome = 'pending' | 'succeeded' | 'failed';

export type RefundInput = {
  /** The paid attempt's ref (ProviderPayment.ref): the payment whose money goes back. */
  paymentRef: string;
  amount: number; // centavos
  /** Why, in the provider's words where it has a list (customer request, cancellation, duplicate). */
  reason: 'requested_by_customer' | 'duplicate' | 'cancelled';
  /** Our refund's uuid: the idempotency key of the create call (a retry never refunds twice). */
  reference: string;
};

export type ProviderRefund = { ref: string; outcome: RefundOutcome; failureReason?: string | undefined };

/** What a provider with a refund API adds (PayMongo, Xendit, the sandbox); Paynamics has none here. */
export interface RefundingProvider {
  refund(input: RefundInput): Promise<ProviderRefund>;
  lookUpRefund(ref: string, paymentRef: string): Promise<ProviderRefund>;
}

/** The provider could not be reached or refused in a way the customer cannot fix: try again later. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
}
