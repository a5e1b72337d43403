/**
 * Signed image links. An <img> sends no Authorization header, so the list call (which knows the
 * caller owns the order) hands out links that carry their own proof: an HMAC of the slip's uuid and an
 * expiry. Links expire within 15–20 minutes; the expiry is rounded up to 5 minutes so a page that
 * refetches the list gets the same links and the browser reuses the images it has.
 *
 * The key is derived (HKDF) from the server's configured secret, so every instance sharing that secret
 * accepts every instance's links; without one, a random key per process (links die with a restart).
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

const LIFETIME_S = 15 * 60;
const ROUND_S = 5 * 60;

export type SlipUrlSigner = ReturnType<typeof createSlipUrlSigner>;

export function createSlipUrlSigner(secret: string | undefined, now: () => Date = () => new Date()) {
  const key = secret
    ? Buffer.from(hkdfSync('sha256', secret, 'storefront', 'deposit-slip-image-url', 32))
    : randomBytes(32);
  const sign = (uuid: string, expires: number) =>
    createHmac('sha256', key).update(`${uuid}.${expires}`).digest('base64url');
  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  return {
    /** A link to the slip's image that works without headers until it expires. */
    url(uuid: string): string {
      const expires = Math.ceil((nowSeconds() + LIFETIME_S) / ROUND_S) * ROUND_S;
      return `/api/store/v1/customer/estore/order/deposit_slip/${uuid}/image?expires=${expires}&signature=${sign(uuid, expires)}`;
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
