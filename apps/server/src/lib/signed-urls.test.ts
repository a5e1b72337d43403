import { describe, expect, it } from 'vitest';
import { createSignedUrls } from './signed-urls';

const ONE = '5ad00a3a-2daf-4a5b-945b-39a7e12b4978';
const TWO = '0b6c1f8e-8a51-4c1e-9d7e-3b1f2a4c5d6e';
const at = new Date('2026-11-24T02:00:00Z');

const signer = (purpose: string, secret: string | null = 'server-secret', now = () => at) =>
  createSignedUrls({ secret: secret ?? undefined, purpose, path: (uuid) => `/things/${uuid}/image`, now });

const partsOf = (url: string) => {
  const parsed = new URL(url, 'http://x');
  return {
    path: parsed.pathname,
    expires: Number(parsed.searchParams.get('expires')),
    signature: parsed.searchParams.get('signature') as string,
  };
};

describe('signed links', () => {
  it('open their own thing until they expire, 15–20 minutes on, rounded to 5 minutes', () => {
    const slips = signer('slip');
    const { path, expires, signature } = partsOf(slips.url(ONE));
    expect(path).toBe(`/things/${ONE}/image`);
    expect(expires % 300).toBe(0);
    const left = slips.check(ONE, expires, signature);
    expect(left).toBeGreaterThanOrEqual(15 * 60);
    expect(left).toBeLessThanOrEqual(20 * 60);
    expect(slips.check(TWO, expires, signature)).toBeNull();
    expect(slips.check(ONE, expires + 300, signature)).toBeNull();
    expect(slips.check(ONE, expires, 'A'.repeat(43))).toBeNull();
    expect(slips.check(ONE, expires, signature.slice(1))).toBeNull();
    const later = signer('slip', 'server-secret', () => new Date(expires * 1000));
    expect(later.check(ONE, expires, signature)).toBeNull();
  });

  it('are good for their purpose only, and across instances that share the secret', () => {
    const { expires, signature } = partsOf(signer('slip').url(ONE));
    expect(signer('slip').check(ONE, expires, signature)).not.toBeNull();
    expect(signer('id').check(ONE, expires, signature)).toBeNull();
    expect(signer('slip', 'another-secret').check(ONE, expires, signature)).toBeNull();
    // Without a secret, a key of this signer's own.
    const random = signer('slip', null);
    const own = partsOf(random.url(ONE));
    expect(random.check(ONE, own.expires, own.signature)).not.toBeNull();
    expect(signer('slip', null).check(ONE, own.expires, own.signature)).toBeNull();
  });
});
