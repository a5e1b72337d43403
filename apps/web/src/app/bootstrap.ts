/**
 * The merchant bootstrap the server injects into index.html (DESIGN §4, contracts/bootstrap.ts).
 *
 * The production bundle checks its shape by hand instead of with the contract's zod schema: zod and
 * the schemas it would pull in cost ~25 KB gzip on the first load, a quarter of the Home budget. The
 * server builds this JSON from the same schema, development builds still validate it with zod, and
 * bootstrap.test.ts keeps the hand check and the schema in agreement. Anything unexpected is treated
 * as "no bootstrap", and the app falls back to the token call.
 */
import type { Bootstrap } from '@storefront/contracts/bootstrap';

/** Must equal BOOTSTRAP_ELEMENT_ID in contracts/bootstrap.ts (checked by a test; importing it would pull zod in). */
export const BOOTSTRAP_ELEMENT_ID = 'storefront-bootstrap';

export type BootstrapMerchant = NonNullable<Bootstrap['merchant']>;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isString = (x: unknown): x is string => typeof x === 'string';
const isStringOrNull = (x: unknown) => x === null || isString(x);

function isMerchant(m: unknown): m is BootstrapMerchant {
  if (!isObject(m) || !isString(m.token) || !isStringOrNull(m.favicon)) return false;
  const { settings, design, layout } = m;
  if (!isObject(settings) || !isString(settings.subdomain) || !isString(settings.name)) return false;
  if (!Array.isArray(settings.topups) || !isObject(settings.maintenance) || !isObject(settings.customizations))
    return false;
  if (typeof settings.is_coin_merchant !== 'boolean' || typeof settings.enable_points_view !== 'boolean') return false;
  if (!isObject(design) || !isObject(design.design) || !isObject(design.snippet_details)) return false;
  if (
    !isString(design.design.main_color) ||
    !isString(design.design.button_text_color) ||
    !isString(design.design.logo)
  )
    return false;
  if (!isObject(layout) || !isObject(layout.home) || !isObject(layout.about_us)) return false;
  const banners = m.feature_banner;
  if (
    !Array.isArray(banners) ||
    !banners.every((b) => isObject(b) && isString(b.image) && isString(b.title) && isStringOrNull(b.link))
  )
    return false;
  return ['categories', 'our_brands', 'about_us', 'whats_nearby'].every((k) =>
    isObject((layout.home as Record<string, unknown>)[k]),
  );
}

const isFirstAnswers = (list: unknown) =>
  list === undefined ||
  (Array.isArray(list) && list.every((a) => isObject(a) && isString(a.method) && isString(a.url)));

export function isBootstrap(x: unknown): x is Bootstrap {
  return (
    isObject(x) &&
    isStringOrNull(x.host_merchant) &&
    (x.merchant === null || isMerchant(x.merchant)) &&
    isFirstAnswers(x.first_answers)
  );
}

/** The bootstrap in `text`, or null when absent or malformed. */
export function parseBootstrap(text: string | null | undefined): Bootstrap | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (import.meta.env.DEV) {
    void import('@storefront/contracts/bootstrap').then(({ Bootstrap }) => {
      const result = Bootstrap.safeParse(data);
      if (!result.success) console.error('storefront-bootstrap does not match the contract', result.error.issues);
    });
  }
  return isBootstrap(data) ? data : null;
}

export function readBootstrap(doc: Document): Bootstrap | null {
  return parseBootstrap(doc.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent);
}
