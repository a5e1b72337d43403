/**
 * The cookies the storefront keeps so that the server can answer a guest's first calls inside the page
 * (issue 28): the guest cart's id (spec §3 "cart_uuid cookie (2 days)") and the coordinates of the
 * delivery location chosen in the 'Deliver to' picker, mirrored from localStorage. Both only name what
 * the browser already sends in its API calls. Zod-free: the web client's first load reads it.
 */
export const CART_COOKIE = 'cart_uuid';
export const POSITION_COOKIE = 'storefront_position';

export type CookiePosition = { lat: number; lng: number };

/** '14.5547,121.0244': the numbers as JSON writes them, so the server rebuilds the client's very bodies. */
export const formatPositionCookie = (position: CookiePosition): string => `${position.lat},${position.lng}`;

export function parsePositionCookie(value: string | undefined | null): CookiePosition | null {
  const parts = value?.split(',') ?? [];
  if (parts.length !== 2 || parts.some((p) => !/^-?\d+(\.\d+)?(e-?\d+)?$/i.test(p))) return null;
  const [lat, lng] = parts.map(Number) as [number, number];
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** A cookie's value from a Cookie header (or document.cookie); null when it is not there. */
export function cookieValue(header: string | undefined | null, name: string): string | null {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}
