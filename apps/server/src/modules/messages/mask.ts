/**
 * Addresses as logs show them: enough to tell whose message it was, not enough to be a contact list.
 * '+639171234567' → '+63917****567', 'juan@example.com' → 'j***@example.com'.
 */
export function maskAddress(to: string): string {
  const at = to.lastIndexOf('@');
  if (at > 0) return `${to[0]}***${to.slice(at)}`;
  if (at === 0) return `***${to}`;
  if (to.length >= 10) return `${to.slice(0, 6)}${'*'.repeat(to.length - 9)}${to.slice(-3)}`;
  if (to.length >= 5) return `${to.slice(0, 2)}${'*'.repeat(to.length - 4)}${to.slice(-2)}`;
  return '*'.repeat(to.length);
}
