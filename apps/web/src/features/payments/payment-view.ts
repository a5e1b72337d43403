/** What the payment screens decide, kept pure so it is tested on its own. */
import type { Payment, PaymentStatus } from '@storefront/contracts/payment';

/** The short number customers quote: the order uuid's first 8 characters, upper case. */
export const orderReference = (orderUuid: string) => orderUuid.slice(0, 8).toUpperCase();

/**
 * After starting an attempt: the provider's page, or straight to the waiting step when nothing is left
 * to do here. A QR Ph code is shown on the waiting step, whatever else the attempt names (the sandbox's
 * page standing in for the customer's phone is only linked from there).
 */
export function afterStart(payment: Payment): { kind: 'provider'; url: string } | { kind: 'progress' } {
  return payment.redirect_url && !payment.qr_code
    ? { kind: 'provider', url: payment.redirect_url }
    : { kind: 'progress' };
}

/** While the attempt waits and has a QR Ph code: the code to show, and the sandbox's stand-in page if any. */
export function qrToShow(payment: Payment | undefined): { code: string; testPage: string | null } | null {
  if (payment?.status !== 'pending' || !payment.qr_code) return null;
  return { code: payment.qr_code, testPage: payment.redirect_url };
}

/** Where the waiting step goes once the provider has answered; null while it has not. */
export function destinationOf(status: PaymentStatus): 'success' | 'failed' | null {
  if (status === 'paid') return 'success';
  if (status === 'failed' || status === 'cancelled') return 'failed';
  return null;
}

/** 'MM/YY' or 'MM/YYYY' → month and four-digit year; null when it is not a date. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]?.length === 2 ? `20${match[2]}` : match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card number as typed, digits only. */
export const cardDigits = (value: string) => value.replace(/\D/g, '');

/** How long the waiting step asks the provider before it says the answer is late. */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_PATIENCE_MS = 120_000;
