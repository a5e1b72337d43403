/**
 * The schema.org data a page carries for search engines (JSON-LD): the merchant on its home, a store
 * (its branch, as a local business with address and hours) and a product with its price in pesos.
 */
import type { BranchDetails } from '@storefront/contracts/organization';
import type { InventoryResponse } from '@storefront/contracts/store';
import { minutesOf, WEEKDAY_NAMES } from '@storefront/domain/manila-time';

type JsonLd = Record<string, unknown>;

/** design.business_type → the schema.org type of the merchant's stores (ADR 0033). */
const BUSINESS_TYPES = { restaurant: 'Restaurant', grocery: 'GroceryStore', pharmacy: 'Pharmacy', store: 'Store' };
export const storeTypeOf = (businessType: keyof typeof BUSINESS_TYPES | undefined) =>
  BUSINESS_TYPES[businessType ?? 'store'];

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Store hours (Manila wall clock) as schema.org opening hours, days with the same hours together. A
 * closed or hidden day is left out (schema.org: a day not listed is closed). Our '00:00'–'00:00' means
 * around the clock, which schema.org writes 00:00–23:59; a closing earlier than the opening runs past
 * midnight, which schema.org reads the same way.
 */
export function openingHours(storeHours: BranchDetails['store_hours']): JsonLd[] {
  const groups = new Map<string, { days: string[]; opens: string; closes: string }>();
  // Monday first, as people read a week.
  for (const day of [...WEEKDAY_NAMES.slice(1), WEEKDAY_NAMES[0]]) {
    const h = storeHours[day];
    if (!h || h.temporary_closed || h.hide) continue;
    const opens = minutesOf(h.opening);
    const closes = minutesOf(h.closing) === opens ? (opens + 24 * 60 - 1) % (24 * 60) : minutesOf(h.closing);
    const key = `${opens}-${closes}`;
    const group = groups.get(key) ?? { days: [], opens: hhmm(opens), closes: hhmm(closes) };
    group.days.push(`https://schema.org/${day[0]?.toUpperCase()}${day.slice(1)}`);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: g.days,
    opens: g.opens,
    closes: g.closes,
  }));
}

export function merchantLd(m: { name: string; url: string; logo: string | null; description: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: m.name,
    url: m.url,
    ...(m.logo ? { logo: m.logo } : {}),
    ...(m.description ? { description: m.description } : {}),
  };
}

export function storeLd(
  branch: BranchDetails,
  s: { type: string; name: string; url: string; image: string | null; merchantName: string },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': s.type,
    name: s.name,
    url: s.url,
    ...(s.image ? { image: s.image } : {}),
    brand: { '@type': 'Brand', name: branch.brand_name },
    parentOrganization: { '@type': 'Organization', name: s.merchantName },
    address: {
      '@type': 'PostalAddress',
      streetAddress: branch.address,
      addressLocality: branch.city,
      addressCountry: 'PH',
    },
    geo: { '@type': 'GeoCoordinates', latitude: branch.lat, longitude: branch.long },
    ...(branch.contact_number ? { telephone: branch.contact_number } : {}),
    openingHoursSpecification: openingHours(branch.store_hours),
  };
}

const pesos = (value: number) => value.toFixed(2);

/** The prices a product sells at now (a variation on sale at its sale price), lowest first. */
export const pricesOf = (inventory: InventoryResponse['data']['inventory']) =>
  inventory.map((i) => i.sale_price ?? i.regular_price).sort((a, b) => a - b);

/**
 * A product at one branch. One price: an Offer; variations at different prices: an AggregateOffer from
 * the lowest to the highest. In stock when any variation is (a stock of null is unlimited).
 */
export function productLd(
  data: InventoryResponse['data'],
  p: { url: string; images: string[]; description: string },
): JsonLd {
  const prices = pricesOf(data.inventory);
  const low = prices[0] ?? 0;
  const high = prices[prices.length - 1] ?? 0;
  const inStock = data.inventory.some((i) => i.stock === null || i.stock > 0);
  const availability = `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`;
  const offers =
    low === high
      ? { '@type': 'Offer', price: pesos(low), priceCurrency: 'PHP', availability, url: p.url }
      : {
          '@type': 'AggregateOffer',
          lowPrice: pesos(low),
          highPrice: pesos(high),
          offerCount: prices.length,
          priceCurrency: 'PHP',
          availability,
          url: p.url,
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: data.product_details.name,
    ...(p.description ? { description: p.description } : {}),
    ...(p.images.length ? { image: p.images } : {}),
    url: p.url,
    brand: { '@type': 'Brand', name: data.brand_name },
    offers,
  };
}
