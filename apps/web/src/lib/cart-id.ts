/**
 * The guest cart id (spec §3 "Persisted locally: … cart_uuid cookie (2 days)"): the server's cart id
 * for a guest, kept in a site-wide cookie and renewed whenever the cart changes.
 */
export const CART_COOKIE = 'cart_uuid';
const TWO_DAYS_SECONDS = 2 * 24 * 60 * 60;

export function getCartId(): string | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${CART_COOKIE}=([^;]*)`));
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** Over HTTPS the cookie is Secure, so it is never sent in clear; plain http (a laptop) cannot set Secure ones. */
const attributes = () => `Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;

export function saveCartId(uuid: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one expiring write; the Cookie Store API is not everywhere.
  document.cookie = `${CART_COOKIE}=${encodeURIComponent(uuid)}; Max-Age=${TWO_DAYS_SECONDS}; ${attributes()}`;
}

export function clearCartId(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one expiring write; the Cookie Store API is not everywhere.
  document.cookie = `${CART_COOKIE}=; Max-Age=0; ${attributes()}`;
}
