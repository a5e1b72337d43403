/**
 * The one interface card and e-wallet payments go through (DESIGN §5). Its words are PayMongo's:
 * a card is paid through a payment intent with a payment method attached (the provider may send the
 * customer to a 3-D Secure page); an e-wallet through a source with a checkout page, charged once the
 * customer authorised it. Adapters: the built-in sandbox (development only), PayMongo and Paynamics.
 *
 * Only these answers move a payment to paid or failed — never what the browser says on its way back.
 */

export type ProviderName = 'sandbox' | 'paymongo' | 'paynamics';

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
};

export type CardPaymentInput = {
  amount: number; // centavos
  description: string;
  /** Where the provider sends the customer back (absolute for a real provider). */
  returnUrl: string;
  /** PayMongo: the payment method the browser created with the public key. */
  paymentMethodId?: string | undefined;
  /** Our transaction number, for a provider that takes the merchant's own id (Paynamics' request_id). */
  reference?: string | undefined;
  metadata: Record<string, string>;
};

export type EwalletPaymentInput = {
  type: 'gcash' | 'grab_pay' | 'paymaya';
  amount: number; // centavos
  description: string;
  successUrl: string;
  failedUrl: string;
  /** As for cards. */
  reference?: string | undefined;
  metadata: Record<string, string>;
};

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Creates a payment intent and, with a payment method, attaches it. */
  startCard(input: CardPaymentInput): Promise<ProviderPayment>;
  /** Creates a source (or an e-wallet intent) whose checkout page the customer visits. */
  startEwallet(input: EwalletPaymentInput): Promise<ProviderPayment>;
  /** Looks the payment's state up at the provider. */
  lookUp(ref: string): Promise<ProviderOutcome>;
  /** Withdraws a payment still waiting, where the provider allows it (PayMongo sources simply expire). */
  cancel?(ref: string): Promise<void>;
}

/** The provider could not be reached or refused in a way the customer cannot fix: try again later. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
}
