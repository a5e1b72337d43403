/**
 * Xendit mode, cards: the browser makes a single-use token at Xendit with xendit.js and the public key,
 * so card numbers never reach our server; only the token's id and its 3-D Secure authentication do.
 * xendit.js is Xendit's own script (not in our bundle, not on our origin): it is loaded from the
 * summary's js_url only when a card is paid, once per page (the storefront's policy lets that origin
 * in only for merchants offering CC_XENDIT on an instance with Xendit configured).
 */
import { CardRefused } from './paymongo-card';

/** What xendit.js answers: VERIFIED (use it), IN_REVIEW (3-D Secure page to show), FAILED. */
export interface XenditToken {
  id: string;
  status: 'VERIFIED' | 'IN_REVIEW' | 'FAILED' | (string & {});
  authentication_id?: string;
  payer_authentication_url?: string;
  failure_reason?: string;
}

export interface XenditError {
  error_code?: string;
  message?: string;
}

export interface XenditTokenData {
  amount: number;
  card_number: string;
  card_exp_month: string;
  card_exp_year: string;
  card_cvn: string;
  is_multiple_use: boolean;
  should_authenticate: boolean;
  currency: string;
}

/** The part of xendit.js used here (window.Xendit). */
export interface XenditJs {
  setPublishableKey(key: string): void;
  card: {
    createToken(data: XenditTokenData, callback: (err: XenditError | null, token?: XenditToken) => void): void;
  };
}

declare global {
  interface Window {
    Xendit?: XenditJs;
  }
}

export const XENDIT_MESSAGES = {
  unavailable: 'The card form could not load. Please check your connection and try again.',
  refused: 'Please check your card details.',
  notAuthenticated: 'Your card was not verified. Please try again.',
} as const;

let loading: Promise<XenditJs> | null = null;

/** xendit.js from `jsUrl`: one script element per page, added the first time a card is paid. */
export function loadXendit(jsUrl: string): Promise<XenditJs> {
  if (window.Xendit) return Promise.resolve(window.Xendit);
  loading ??= new Promise<XenditJs>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = jsUrl;
    script.async = true;
    script.dataset.xendit = '';
    const fail = () => {
      script.remove();
      loading = null; // a later try adds it again
      reject(new CardRefused(XENDIT_MESSAGES.unavailable));
    };
    script.addEventListener('load', () => (window.Xendit ? resolve(window.Xendit) : fail()));
    script.addEventListener('error', fail);
    document.head.append(script);
  });
  return loading;
}

export interface XenditCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/**
 * A single-use, 3-D Secure-authenticated token for `amount` pesos. While the card's bank asks the
 * customer (IN_REVIEW), `onAuthenticate` gets the bank's page to show; xendit.js calls back again with
 * the outcome. Aborting `signal` (the customer closed that page) gives up. Refusals reject with
 * CardRefused and the reason Xendit gave.
 */
export async function createXenditToken(
  xendit: { public_key: string; js_url: string },
  card: XenditCard,
  amount: number,
  { onAuthenticate, signal }: { onAuthenticate: (url: string) => void; signal?: AbortSignal },
): Promise<{ tokenId: string; authenticationId: string | undefined }> {
  const Xendit = await loadXendit(xendit.js_url);
  Xendit.setPublishableKey(xendit.public_key);
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', aborted);
      outcome();
    };
    const aborted = () => settle(() => reject(new CardRefused(XENDIT_MESSAGES.notAuthenticated)));
    if (signal?.aborted) return aborted();
    signal?.addEventListener('abort', aborted);

    Xendit.card.createToken(
      {
        amount,
        card_number: card.number,
        card_exp_month: String(card.expMonth).padStart(2, '0'),
        card_exp_year: String(card.expYear),
        card_cvn: card.cvc,
        is_multiple_use: false,
        should_authenticate: true,
        currency: 'PHP',
      },
      (err, token) => {
        if (err || !token) return settle(() => reject(new CardRefused(err?.message || XENDIT_MESSAGES.refused)));
        if (token.status === 'IN_REVIEW' && token.payer_authentication_url) {
          if (!settled) onAuthenticate(token.payer_authentication_url);
          return;
        }
        if (token.status === 'VERIFIED')
          return settle(() => resolve({ tokenId: token.id, authenticationId: token.authentication_id }));
        settle(() => reject(new CardRefused(token.failure_reason || XENDIT_MESSAGES.refused)));
      },
    );
  });
}

/** Tests only: forget the script being loaded. */
export function resetXenditLoader() {
  loading = null;
}
