/**
 * Signed links to stored images. An <img> sends no Authorization header, so a call that has checked
 * the caller may see a thing (a slip, an ID) hands out a link that carries its own proof: an HMAC of
 * the link's purpose, the thing's uuid and an expiry. Links expire within 15–20 minutes; the expiry is
 * rounded up to 5 minutes so a page that refetches its list gets the same links and the browser reuses
 * the images it has.
 *
 * The key is derived (HKDF, the purpose as its info) from the server's configured secret, so every
 * instance sharing that secret accepts every instance's links and a link for one purpose is never good
 * for another; without a secret, a random key per process (links die with a restart).
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

const LIFETIME_S = 15 * 60;
const ROUND_S = 5 * 60;

export type SignedUrlOptions = {
  /** The server's secret (its admin key); absent: a random key for this process. */
  secret: string | undefined;
  /** What the links are for ('deposit-slip-image-url'): the HKDF info, and part of what is signed. */
  purpose: string;
  /** The link's path for a uuid, without a query string. */
  path: (uuid: string) => string;
  now?: (() => Date) | undefined;
};

export function createSignedUrls(options: SignedUrlOptions) {
  const { purpose, path } = options;
  const now = options.now ?? (() => new Date());
  const key = options.secret
    ? Buffer.from(hkdfSync('sha256', options.secret, 'storefront', purpose, 32))
    : randomBytes(32);
  const sign = (uuid: string, expires: number) =>
    createHmac('sha256', key).update(`${purpose}.${uuid}.${expires}`).digest('base64url');
  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  return {
    /** A link to the thing's image that works without headers until it expires. */
    url(uuid: string): string {
      const expires = Math.ceil((nowSeconds() + LIFETIME_S) / ROUND_S) * ROUND_S;
      return `${path(uuid)}?expires=${expires}&signature=${sign(uuid, expires)}`;
    },
    /** Seconds the link stays good, or null when it is forged or expired. */
    check(uuid: string, expires: number, signature: string): number | null {
      const left = expires - nowSeconds();
      if (left <= 0) return null;
      const expected = Buffer.from(sign(uuid, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? left : null;
    },
  };
}

export type SignedUrls = ReturnType<typeof createSignedUrls>;
