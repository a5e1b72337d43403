/**
 * The chosen delivery location's coordinates in a cookie beside localStorage (issue 28): with them the
 * server answers a guest's first position-keyed calls (nearby stores, the cart's fees) in the page
 * instead of a round trip later. Written whenever the location changes, and at start for a location
 * chosen before the cookie existed.
 */
import { cookieValue, formatPositionCookie, POSITION_COOKIE } from '@storefront/contracts/page-cookies';
import { cookieAttributes } from './cookie-attributes';
import type { CustomerPosition } from './position';

/** As long as a location is kept (localStorage has no expiry): a year, renewed on every change. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function mirrorPositionCookie(position: CustomerPosition): void {
  if (typeof document === 'undefined') return;
  const value = position ? formatPositionCookie(position) : null;
  if (cookieValue(document.cookie, POSITION_COOKIE) === value) return;
  // biome-ignore lint/suspicious/noDocumentCookie: one expiring write; the Cookie Store API is not everywhere.
  document.cookie = value
    ? `${POSITION_COOKIE}=${encodeURIComponent(value)}; Max-Age=${ONE_YEAR_SECONDS}; ${cookieAttributes()}`
    : `${POSITION_COOKIE}=; Max-Age=0; ${cookieAttributes()}`;
}
