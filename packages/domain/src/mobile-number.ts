/**
 * Philippine mobile numbers: customers type 09XXXXXXXXX or +639XXXXXXXXX (spaces and dashes
 * allowed); we keep one form, +639XXXXXXXXX, so the same number is always the same account.
 */
const PATTERN = /^(?:\+?63|0)(9\d{9})$/;

export function normalizeMobileNumber(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  const match = PATTERN.exec(compact);
  return match ? `+63${match[1]}` : null;
}

/** +639171234567 → 09171234567, the form Filipino customers read. */
export function localMobileNumber(normalized: string): string {
  return normalized.startsWith('+63') ? `0${normalized.slice(3)}` : normalized;
}

/** +639171234567 → +63917****567, for logs and messages that must not show the whole number. */
export function maskMobileNumber(normalized: string): string {
  return normalized.length > 9 ? `${normalized.slice(0, 6)}****${normalized.slice(-3)}` : '****';
}
