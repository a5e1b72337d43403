/**
 * Payment windows (issue 23, ADR 0027): how long an order paid through a provider may wait for its
 * payment before it expires and gives back what it holds (stock, a scheduled slot, a promo code use,
 * points, wallet credits). Cash on delivery and deposit slips have none: nothing is collected online.
 *
 * Defaults, in minutes, per method (a merchant's file may set its own per method, 5 to 1440):
 * - cards, e-wallets and QR Ph: 30 — a customer pays these within minutes, 3-D Secure included, and an
 *   order that held the last stock for longer keeps others from buying it;
 * - Paynamics' page and UnionBank's direct debit: 60 — more steps (the gateway's own forms, the bank's
 *   sign-in and approval).
 */
import { parseMethod, paymentFlow } from './payment-methods';

export const PAYMENT_WINDOW_LIMITS = { min: 5, max: 1440 } as const;

const LONGER_WINDOW_MINUTES = 60;
const DEFAULT_WINDOW_MINUTES = 30;

/** The method's window in minutes, or null when it is not paid online (no window). */
export function paymentWindowMinutes(
  method: string,
  overrides: Readonly<Record<string, number | undefined>> = {},
): number | null {
  if (paymentFlow(method).kind !== 'provider') return null;
  const own = overrides[method];
  if (own !== undefined) return own;
  const { kind, provider } = parseMethod(method);
  return provider === 'PAYNAMICS' || kind === 'UNIONBANK' ? LONGER_WINDOW_MINUTES : DEFAULT_WINDOW_MINUTES;
}

/** When a window opened at `opensAt` closes, or null without one. */
export function paymentDueAt(
  method: string,
  opensAt: Date,
  overrides: Readonly<Record<string, number | undefined>> = {},
): Date | null {
  const minutes = paymentWindowMinutes(method, overrides);
  return minutes === null ? null : new Date(opensAt.getTime() + minutes * 60_000);
}
