/**
 * Google Analytics 4 through gtag.js. The snippet Google publishes is an inline <script>: the page's
 * Content-Security-Policy allows no inline script, so its two lines live here, in our bundle, and
 * gtag.js itself is an ordinary script element from www.googletagmanager.com (the CSP allows that host
 * only for a merchant that enabled analytics: apps/server lib/content-security-policy.ts).
 */

/** What the page queues for gtag.js; gtag.js reads it when it arrives and takes every later push. */
type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** The GA4 measurement ids the merchant file accepts (contracts merchant-config). */
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

export const GTAG_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Defines dataLayer and gtag(), configures the property and adds gtag.js. Page views are sent by us on
 * every route change (`send_page_view: false`, so the first one is not counted twice). Answers the gtag
 * function, or null when `id` is not a measurement id (nothing is loaded then).
 */
export function installGtag(id: string, win: Window = window): ((...args: unknown[]) => void) | null {
  if (!MEASUREMENT_ID.test(id)) return null;
  const w = win as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  const dataLayer = w.dataLayer;
  // gtag.js recognises its commands only as `arguments` objects, not as arrays: this is Google's snippet.
  w.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js reads Arguments objects (see above)
    dataLayer.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id, { send_page_view: false });
  const script = win.document.createElement('script');
  script.async = true;
  script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
  win.document.head.append(script);
  return w.gtag;
}
