/**
 * The storefront page's Content-Security-Policy, built per merchant from what that merchant and this
 * instance actually use (DESIGN §4: every HTML page has a strict policy and cannot be framed).
 *
 * The base policy allows our own origin and nothing else: scripts only from 'self' (the bootstrap in
 * <head> is `type="application/json"`, data the browser never runs), styles from 'self' plus the one
 * per-request nonce that the server's `<style id="merchant-theme">` and the dialogs' scroll-lock style
 * carry, images from 'self', data: and blob: (the deposit-slip preview), API calls to 'self' (the address
 * search and the geocoder go through our API). `default-src 'none'` refuses every kind not named —
 * fonts, frames, media, manifests, workers' own fallback included — so a new kind of load is a visible
 * violation, never a silent widening.
 *
 * Everything beyond the base is a named `Contribution`, added only when it is used:
 * - 'map tiles': img-src gets the MAP_TILE_URL host when the instance has one;
 * - 'PayMongo card form': connect-src gets the PayMongo API origin when PayMongo is configured and the
 *   merchant offers CC_PAYMONGO (the browser creates the card's payment method there);
 * - 'Xendit card': when Xendit is configured and the merchant offers CC_XENDIT, script-src gets
 *   xendit.js' origin, connect-src the Xendit API origin (the token is made there), frame-src the API
 *   origin and, with Xendit's own API, https://*.xendit.co (the bank's 3-D Secure page is shown in a frame);
 * - 'merchant images': img-src gets the https origins the merchant's own images name;
 * - 'HEIC converter': worker-src gets blob: on a merchant's pages (the SC/PWD ID photo, below);
 * - 'Google Analytics': Google's hosts for GA4, only for a merchant that enabled its analytics (below).
 *
 * How a later feature adds what it needs: write one function beside these that returns its
 * Contribution — its name and exactly its own hosts per directive — or nothing when the merchant or
 * instance doesn't use it, and list it in `storefrontContributions`. For example:
 * - a payment provider's script or hosted card fields, when the merchant offers that method: see
 *   'Xendit card' below (`{ name, sources: { 'script-src': [its script origin], 'frame-src': [its
 *   iframe origin], 'connect-src': [its API origin] } }`);
 * - a HEIC converter running in a worker on the deposit-slip screen: `{ name: 'HEIC converter',
 *   sources: { 'worker-src': ["'self'", 'blob:'], 'script-src': ["'wasm-unsafe-eval'"] } }` (the latter
 *   only if it compiles WebAssembly).
 * The unit tests (content-security-policy.test.ts) pin that a merchant gets only what it uses; add a
 * case for the new contribution there. Never add 'unsafe-inline' or 'unsafe-eval' to script-src.
 */

export type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'connect-src'
  | 'font-src'
  | 'manifest-src'
  | 'worker-src'
  | 'frame-src'
  | 'media-src'
  | 'form-action'
  | 'object-src'
  | 'base-uri'
  | 'frame-ancestors';

/** What one feature needs: its name (for whoever reads the policy's source) and its sources per directive. */
export type Contribution = { name: string; sources: Partial<Record<Directive, readonly string[]>> };

/** Our own origin only; see the module's comment. */
const BASE: Contribution = {
  name: 'storefront',
  sources: {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'"],
    // The SPA's forms are handled in script; a form that did navigate may only post to us.
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  },
};

/**
 * Joins contributions into one policy: per directive the union of sources in order of appearance
 * ('none' dropped once anything is allowed). Over HTTPS, any http: URL a merchant's data names is
 * fetched over https instead of being blocked as mixed content.
 */
export function buildPolicy(contributions: readonly Contribution[], options: { https: boolean }): string {
  const directives = new Map<Directive, Set<string>>();
  for (const { sources } of contributions) {
    for (const [directive, list] of Object.entries(sources) as [Directive, readonly string[]][]) {
      const set = directives.get(directive) ?? new Set<string>();
      for (const source of list) set.add(source);
      directives.set(directive, set);
    }
  }
  const parts = [...directives].map(([directive, set]) => {
    const sources = set.size > 1 ? [...set].filter((s) => s !== "'none'") : [...set];
    return `${directive} ${sources.join(' ')}`;
  });
  if (options.https) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/** What the page's merchant uses; a page without a merchant (404, /app/…) uses nothing of a merchant's. */
export type MerchantUse = {
  /** The payment methods checkout offers ('CC_PAYMONGO', 'COD', …). */
  paymentMethods: readonly string[];
  /** https origins the merchant's images come from; undefined when not recorded (imported before it was). */
  imageOrigins: readonly string[] | undefined;
  /** The merchant enabled its Google Analytics (merchant-config `analytics.is_enable`). */
  analytics?: boolean;
};

/** What this server instance is configured with. */
export type InstanceUse = {
  /** MAP_TILE_URL, a {z}/{x}/{y} template; relative templates are our own origin. */
  mapTileUrl?: string | undefined;
  /** PAYMONGO_API_URL, when PayMongo is configured. */
  paymongoApiUrl?: string | undefined;
  /** XENDIT_API_URL and XENDIT_JS_URL, when Xendit is configured. */
  xendit?: { apiUrl: string; jsUrl: string } | undefined;
};

/**
 * A tile template's origin as a CSP source: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' →
 * 'https://*.tile.example.org' (Leaflet fills {s} with subdomains). Undefined for our own origin.
 */
export function tileSource(template: string): string | undefined {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!match) return undefined;
  const [, scheme, host] = match as unknown as [string, string, string];
  // Placeholders can only be a wildcard's leftmost labels.
  return `${scheme.toLowerCase()}://${host.replace(/^.*\}[^.]*\./, '*.').toLowerCase()}`;
}

const mapTiles = (instance: InstanceUse): Contribution | undefined => {
  const source = instance.mapTileUrl ? tileSource(instance.mapTileUrl) : undefined;
  return source ? { name: 'map tiles', sources: { 'img-src': [source] } } : undefined;
};

/** The card form posts card details to PayMongo's API from the browser (features/payments/api/paymongo-card.ts). */
const paymongoCardForm = (merchant: MerchantUse | null, instance: InstanceUse): Contribution | undefined =>
  instance.paymongoApiUrl && merchant?.paymentMethods.includes('CC_PAYMONGO')
    ? { name: 'PayMongo card form', sources: { 'connect-src': [new URL(instance.paymongoApiUrl).origin] } }
    : undefined;

/**
 * Xendit's card form (features/payments/api/xendit-card.ts): xendit.js comes from Xendit, makes the
 * single-use token at Xendit's API, and shows the bank's 3-D Secure page in a frame (Xendit's own
 * pages on its *.xendit.co hosts; only the API's origin when the API is another, a test double's).
 */
const xenditCard = (merchant: MerchantUse | null, instance: InstanceUse): Contribution | undefined => {
  if (!instance.xendit || !merchant?.paymentMethods.includes('CC_XENDIT')) return undefined;
  const api = new URL(instance.xendit.apiUrl);
  const xenditOwn = api.protocol === 'https:' && api.hostname === 'api.xendit.co';
  return {
    name: 'Xendit card',
    sources: {
      'script-src': [new URL(instance.xendit.jsUrl).origin],
      'connect-src': [api.origin],
      'frame-src': xenditOwn ? [api.origin, 'https://*.xendit.co'] : [api.origin],
    },
  };
};

/**
 * Merchant images may be https URLs (merchant-config IMAGE), and merchant HTML may show https images.
 * A merchant imported before its origins were recorded may show any https image until it is imported again.
 */
const merchantImages = (merchant: MerchantUse | null): Contribution | undefined => {
  if (!merchant) return undefined;
  const origins = merchant.imageOrigins ?? ['https:'];
  return origins.length ? { name: 'merchant images', sources: { 'img-src': origins } } : undefined;
};

/**
 * The Senior Citizen / PWD ID form converts an iPhone photo (HEIC) to JPEG in the browser with heic-to's
 * CSP build (apps/web features/special-discount-ids/id-photo.ts). That build needs no eval and no
 * WebAssembly (libheif compiled to plain JavaScript, so no 'wasm-unsafe-eval'), but it decodes in a Worker
 * it starts from a blob: URL holding its own bundled code; without worker-src the worker falls under
 * script-src 'self', which refuses blob:. Only our own scripts run on the page (script-src 'self'), so
 * only they can make such a blob. Not keyed to the merchant's special discount setting: the page's
 * policy is built without it, and a merchant may turn the discount on at any time.
 */
const heicConverter = (merchant: MerchantUse | null): Contribution | undefined =>
  merchant ? { name: 'HEIC converter', sources: { 'worker-src': ['blob:'] } } : undefined;

/**
 * Google Analytics 4 (apps/web features/analytics): gtag.js comes from www.googletagmanager.com and
 * sends its hits to Google's collection hosts, by fetch/beacon or, as a fallback, an image. The hosts are
 * Google's documented list for GA4 ("Use Tag Manager with a Content Security Policy"), with script-src
 * narrowed to the one host we load gtag.js from. The bootstrap gtag snippet is not inline: our own bundle
 * defines dataLayer and gtag(), so script-src never needs 'unsafe-inline'. Only for a merchant that
 * enabled its analytics: every other merchant's pages cannot reach Google at all.
 */
const googleAnalytics = (merchant: MerchantUse | null): Contribution | undefined =>
  merchant?.analytics
    ? {
        name: 'Google Analytics',
        sources: {
          'script-src': ['https://www.googletagmanager.com'],
          'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
          'connect-src': [
            'https://*.google-analytics.com',
            'https://*.analytics.google.com',
            'https://*.googletagmanager.com',
          ],
        },
      }
    : undefined;

/** The storefront page's contributions for this merchant on this instance, plus the page's style nonce. */
export function storefrontContributions(
  merchant: MerchantUse | null,
  instance: InstanceUse,
  styleNonce: string,
): Contribution[] {
  const styles: Contribution = {
    name: 'inline styles of this response',
    sources: { 'style-src': [`'nonce-${styleNonce}'`] },
  };
  return [
    BASE,
    styles,
    mapTiles(instance),
    paymongoCardForm(merchant, instance),
    xenditCard(merchant, instance),
    merchantImages(merchant),
    heicConverter(merchant),
    googleAnalytics(merchant),
  ].filter((c): c is Contribution => c !== undefined);
}

/** The https origins named by image references ('https://cdn.example.com/a.png' → 'https://cdn.example.com'). */
export function httpsOrigins(urls: Iterable<string>): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url.startsWith('https://')) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not a URL: nothing it could load.
    }
  }
  return [...origins].sort();
}
