/**
 * The guest cart id (spec §3 "Persisted locally: … cart_uuid cookie (2 days)"): the server's cart id
 * for a guest, kept in a site-wide cookie and renewed whenever the cart changes.
 */
import { CART_COOKIE, cookieValue } from '@storefront/contracts/page-cookies';
import { cookieAttributes } from './cookie-attributes';

const TWO_DAYS_SECONDS = 2 * 24 * 60 * 60;

export function getCartId(): string | null {
  return cookieValue(document.cookie, CART_COOKIE) || null;
}

export function saveCartId(uuid: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one expiring write; the Cookie Store API is not everywhere.
  document.cookie = `${CART_COOKIE}=${encodeURIComponent(uuid)}; Max-Age=${TWO_DAYS_SECONDS}; ${cookieAttributes()}`;
}

export function clearCartId(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one expiring write; the Cookie Store API is not everywhere.
  document.cookie = `${CART_COOKIE}=; Max-Age=0; ${cookieAttributes()}`;
}
