/**
 * The sandbox page answers only the browser that started its payment (ADR 0010): starting a payment
 * on the sandbox makes a random key, keeps its SHA-256 on the sandbox row, and hands the key to that
 * browser as an HttpOnly, SameSite=Strict cookie scoped to the payment's page. Whoever else learns the
 * page's address (a shared link, a guest order's uuid) cannot open it or press Pay or Fail.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const COOKIE = 'sandbox_key';

export const newPageKey = () => randomBytes(32).toString('base64url');

export const hashPageKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Whether the Cookie header carries the key whose hash was stored; no stored hash matches nothing. */
export function ownsPage(storedHash: string | null, cookieHeader: string | undefined): boolean {
  if (!storedHash) return false;
  return keysOf(cookieHeader).some((key) => sameHash(storedHash, hashPageKey(key)));
}

/** The Set-Cookie value handing the key to the browser, for the page at `path` and its buttons only. */
export function pageKeyCookie(path: string, key: string, secure: boolean): string {
  return `${COOKIE}=${key}; Path=${path}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The keys a Cookie header carries (a browser sends one per matching path; more is harmless). */
function keysOf(cookieHeader: string | undefined): string[] {
  return (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${COOKIE}=`))
    .map((part) => part.slice(COOKIE.length + 1));
}

/** Compared in constant time: how much of a guess matched must not show in the answer's timing. */
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
