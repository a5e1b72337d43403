import { describe, expect, it } from 'vitest';
import {
  buildPolicy,
  type InstanceUse,
  type MerchantUse,
  storefrontContributions,
  tileSource,
} from './content-security-policy';

/** The policy as a map of directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name, sources];
    }),
  );
}

const policyFor = (merchant: MerchantUse | null, instance: InstanceUse = {}, https = false) =>
  directives(buildPolicy(storefrontContributions(merchant, instance, 'N0NCE'), { https }));

const COD_ONLY: MerchantUse = { paymentMethods: ['COD'], imageOrigins: [] };
const PAYMONGO = { paymongoApiUrl: 'https://api.paymongo.com' };
const XENDIT: InstanceUse = {
  xendit: { apiUrl: 'https://api.xendit.co', jsUrl: 'https://js.xendit.co/v1/xendit.min.js' },
};

describe('the storefront policy', () => {
  it('allows our own origin and nothing else for a merchant that uses nothing outside', () => {
    expect(policyFor(COD_ONLY)).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'nonce-N0NCE'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'"],
      'form-action': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
      'worker-src': ['blob:'],
    });
  });

  it("lets a merchant's pages start the HEIC converter's blob: worker, and nothing more for it", () => {
    const policy = policyFor(COD_ONLY);
    expect(policy['worker-src']).toEqual(['blob:']);
    // No WebAssembly or eval for it: script-src stays our own origin.
    expect(policy['script-src']).toEqual(["'self'"]);
    // A page without a merchant (the 404, /app/…) has no form to convert a photo on.
    expect(policyFor(null)['worker-src']).toBeUndefined();
  });

  it('gives a merchant taking cards through PayMongo the PayMongo API origin in connect-src, and nothing else extra', () => {
    const merchant: MerchantUse = { paymentMethods: ['COD', 'CC_PAYMONGO', 'GCASH_PAYMONGO'], imageOrigins: [] };
    const withPaymongo = policyFor(merchant, { paymongoApiUrl: 'https://api.paymongo.com/v1/' });
    expect(withPaymongo['connect-src']).toEqual(["'self'", 'https://api.paymongo.com']);
    const { 'connect-src': _, ...rest } = withPaymongo;
    const { 'connect-src': __, ...base } = policyFor(COD_ONLY);
    expect(rest).toEqual(base);
  });

  it('does not open PayMongo to merchants without its card form, or on an instance without PayMongo', () => {
    expect(policyFor(COD_ONLY, PAYMONGO)['connect-src']).toEqual(["'self'"]);
    // E-wallets redirect to PayMongo's page: the browser never calls its API.
    expect(policyFor({ paymentMethods: ['GCASH_PAYMONGO'], imageOrigins: [] }, PAYMONGO)['connect-src']).toEqual([
      "'self'",
    ]);
    expect(policyFor({ paymentMethods: ['CC_PAYMONGO'], imageOrigins: [] })['connect-src']).toEqual(["'self'"]);
    expect(policyFor(null, PAYMONGO)['connect-src']).toEqual(["'self'"]);
  });

  it("gives a merchant taking cards through Xendit xendit.js' origin, the API to call, and the 3-D Secure frames", () => {
    const merchant: MerchantUse = { paymentMethods: ['COD', 'CC_XENDIT', 'QRPH_XENDIT'], imageOrigins: [] };
    const policy = policyFor(merchant, XENDIT);
    expect(policy['script-src']).toEqual(["'self'", 'https://js.xendit.co']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.xendit.co']);
    expect(policy['frame-src']).toEqual(['https://api.xendit.co', 'https://*.xendit.co']);
    const { 'script-src': _s, 'connect-src': _c, 'frame-src': _f, ...rest } = policy;
    const { 'script-src': _bs, 'connect-src': _bc, ...base } = policyFor(COD_ONLY);
    expect(rest).toEqual(base);
    // Still never inline or evaluated script, and still not framable itself.
    expect(policy['script-src']?.join(' ')).not.toMatch(/unsafe/);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it("frames only the API's own origin when Xendit's API is another (a test double)", () => {
    const policy = policyFor(
      { paymentMethods: ['CC_XENDIT'], imageOrigins: [] },
      { xendit: { apiUrl: 'http://localhost:9911/xendit', jsUrl: 'http://localhost:9912/xendit.min.js' } },
    );
    expect(policy['script-src']).toEqual(["'self'", 'http://localhost:9912']);
    expect(policy['connect-src']).toEqual(["'self'", 'http://localhost:9911']);
    expect(policy['frame-src']).toEqual(['http://localhost:9911']);
  });

  it('does not open Xendit to merchants without its card, or on an instance without Xendit', () => {
    const base = policyFor(COD_ONLY);
    // E-wallets, QR Ph and UnionBank are Xendit's pages or our own screen: the browser loads nothing of Xendit's.
    const noCard: MerchantUse = {
      paymentMethods: ['GCASH_XENDIT', 'SHOPEEPAY_XENDIT', 'QRPH_XENDIT', 'UNIONBANK_XENDIT'],
      imageOrigins: [],
    };
    expect(policyFor(noCard, XENDIT)).toEqual(base);
    expect(policyFor(COD_ONLY, XENDIT)).toEqual(base);
    expect(policyFor({ paymentMethods: ['CC_XENDIT'], imageOrigins: [] })).toEqual(base);
    expect(policyFor(null, XENDIT)['script-src']).toEqual(["'self'"]);
    expect(policyFor(null, XENDIT)['frame-src']).toBeUndefined();
    // PayMongo's card beside Xendit's: each gets its own.
    expect(
      policyFor({ paymentMethods: ['CC_PAYMONGO', 'CC_XENDIT'], imageOrigins: [] }, { ...PAYMONGO, ...XENDIT })[
        'connect-src'
      ],
    ).toEqual(["'self'", 'https://api.paymongo.com', 'https://api.xendit.co']);
  });

  it("gives a merchant that enabled Google Analytics Google's GA4 hosts, and no one else", () => {
    const policy = policyFor({ ...COD_ONLY, analytics: true });
    expect(policy['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.google-analytics.com',
      'https://*.googletagmanager.com',
    ]);
    const { 'script-src': _s, 'connect-src': _c, 'img-src': _i, ...rest } = policy;
    const { 'script-src': _bs, 'connect-src': _bc, 'img-src': _bi, ...base } = policyFor(COD_ONLY);
    expect(rest).toEqual(base);
    // gtag's bootstrap is our own bundle's: still no inline script.
    expect(policy['script-src']?.join(' ')).not.toMatch(/unsafe/);
    // A merchant with its analytics off (or none), and a page without a merchant, reach no Google host.
    expect(JSON.stringify(policyFor({ ...COD_ONLY, analytics: false }))).not.toMatch(/google/);
    expect(JSON.stringify(policyFor(COD_ONLY))).not.toMatch(/google/);
    expect(JSON.stringify(policyFor(null))).not.toMatch(/google/);
  });

  it('adds the map tile host when tiles are configured', () => {
    expect(policyFor(COD_ONLY, { mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' })['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
    ]);
    expect(policyFor(null, { mapTileUrl: '/tiles/{z}/{x}/{y}.png' })['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it("adds the merchant's own image hosts, and any https image for a merchant imported before they were recorded", () => {
    const cdn: MerchantUse = { paymentMethods: ['COD'], imageOrigins: ['https://cdn.example.com'] };
    expect(policyFor(cdn)['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.com']);
    expect(policyFor({ paymentMethods: ['COD'], imageOrigins: undefined })['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
    ]);
    expect(policyFor(null)['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('never lets inline or evaluated script run, and cannot be framed, whatever the merchant uses', () => {
    const everything = buildPolicy(
      storefrontContributions(
        { paymentMethods: ['CC_PAYMONGO'], imageOrigins: undefined },
        { ...PAYMONGO, mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' },
        'N0NCE',
      ),
      { https: true },
    );
    const policy = directives(everything);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(everything).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
  });

  it('upgrades insecure requests only over HTTPS', () => {
    expect(buildPolicy(storefrontContributions(null, {}, 'x'), { https: true })).toMatch(
      /; upgrade-insecure-requests$/,
    );
    expect(buildPolicy(storefrontContributions(null, {}, 'x'), { https: false })).not.toMatch(/upgrade/);
  });
});

describe('contributions', () => {
  it('join per directive without repeats, dropping none once something is allowed', () => {
    const policy = buildPolicy(
      [
        { name: 'a', sources: { 'worker-src': ["'none'"], 'img-src': ["'self'"] } },
        { name: 'b', sources: { 'worker-src': ['blob:'], 'img-src': ["'self'", 'https://x.example'] } },
      ],
      { https: false },
    );
    expect(policy).toBe("worker-src blob:; img-src 'self' https://x.example");
  });
});

describe('tile hosts', () => {
  it('turn subdomain placeholders into a wildcard', () => {
    expect(tileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
    expect(tileSource('https://Tiles.Example.com:8443/{z}/{x}/{y}.png')).toBe('https://tiles.example.com:8443');
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBeUndefined();
  });
});
