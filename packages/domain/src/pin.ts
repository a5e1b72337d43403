/** The customer's PIN (MPIN): exactly four digits. */
export const PIN_LENGTH = 4;
const PIN_PATTERN = /^\d{4}$/;

export const isValidPin = (pin: string): boolean => PIN_PATTERN.test(pin);

/** Wrong-PIN lockout: this many failures in a row locks the account for LOCKOUT_MINUTES. */
export const MAX_PIN_FAILURES = 5;
export const LOCKOUT_MINUTES = 15;

/** One-time codes: 6 digits, valid 5 minutes, 5 tries, one new code per 60 seconds. */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;

export type LockState = { failures: number; lockedUntil: Date | null };

/**
 * When a lock taken at `now` ends. Every sign-in or PIN check takes a try before the PIN is compared
 * (counted as a failure until it proves right); the try that reaches MAX_PIN_FAILURES locks the account
 * until then, and a right PIN clears the count. The database applies this in one statement
 * (customers repository `takePinTry`), so parallel guesses cannot slip past the count.
 */
export const lockoutEnd = (now: Date): Date => new Date(now.getTime() + LOCKOUT_MINUTES * 60_000);

/** Seconds until the account may try again; 0 when it is not locked. */
export function lockedForSeconds(state: LockState, now: Date): number {
  if (!state.lockedUntil) return 0;
  return Math.max(0, Math.ceil((state.lockedUntil.getTime() - now.getTime()) / 1000));
}

/** Seconds before another code may be sent, given when the last one was. */
export function resendWaitSeconds(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0;
  const elapsed = (now.getTime() - lastSentAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(OTP_RESEND_COOLDOWN_SECONDS - elapsed));
}
