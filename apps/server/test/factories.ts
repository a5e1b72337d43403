/** Merchant configurations for tests: valid by default, with what a test cares about overridden. */
import type { MerchantConfigInput } from '@storefront/contracts/merchant-config';

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const hours = (opening: string, closing: string, extra: object = {}) =>
  Object.fromEntries(WEEK.map((d) => [d, { opening, closing, ...extra }])) as Record<
    (typeof WEEK)[number],
    { opening: string; closing: string }
  >;
export const ALWAYS_OPEN = hours('00:00', '00:00');
export const ALWAYS_CLOSED = hours('00:00', '00:00', { temporary_closed: true });

const preOrder = Object.fromEntries(WEEK.map((d) => [d, { enable: true, start: '09:00', end: '20:00' }]));
const scheduleSettings = {
  minimum_lead_time_value: 1,
  minimum_lead_time: 'hours' as const,
  duration_lead_time_value: 7,
  pre_order_schedules: preOrder as never,
};

/** Scheduled delivery or pickup settings: 1 hour lead, 7 days ahead, 09:00–20:00 every day, unless overridden. */
export const schedule = (overrides: Partial<NonNullable<Branch['delivery_settings']>> = {}) => ({
  ...scheduleSettings,
  ...overrides,
});

type Branch = MerchantConfigInput['branches'][number];
type Product = MerchantConfigInput['products'][number];

export function branch(key: string, overrides: Partial<Branch> = {}): Branch {
  return {
    key,
    brand: 'grill',
    name: `Grill ${key}`,
    address: '1 Ayala Ave',
    city: 'Makati',
    lat: 14.5547,
    long: 121.0244,
    logistic_types: { deliver_now: true, pickup_now: true, scheduled_delivery: true, scheduled_pickup: false },
    store_hours: ALWAYS_OPEN,
    delivery_settings: scheduleSettings,
    ...overrides,
  };
}

export function product(key: string, overrides: Partial<Product> = {}): Product {
  return {
    key,
    brand: 'grill',
    category: 'mains',
    name: `Product ${key}`,
    type: 'simple',
    price: 100,
    images: [`images/${key}.svg`],
    inventory: [{ branch: 'makati', stock: 'unlimited' }],
    ...overrides,
  };
}

export function merchantConfig(overrides: Partial<MerchantConfigInput> = {}): MerchantConfigInput {
  const toggle = (enable: boolean, weight: number) => ({ enable, weight });
  const status = { enable: true };
  return {
    subdomain: 'testmerchant',
    name: 'Test Merchant',
    search_radius_km: 8,
    design: {
      main_color: '#123456',
      logo: 'images/logo.svg',
      favicon: 'images/favicon.svg',
      snippet_details: { title: 'Test Merchant — order online', description: 'Grilled food delivered.' },
      layout: {
        home: {
          categories: toggle(true, 2),
          our_brands: toggle(true, 1),
          about_us: toggle(false, 3),
          whats_nearby: toggle(true, 4),
        },
        about_us: { title: 'About us', html: '<p>Since 1999.</p><script>alert(1)</script>' },
      },
      order_status_designs: {
        pending: status,
        processing: status,
        dispatched: status,
        pick_up: status,
        delivered: status,
        claimed: status,
      },
    },
    store_details: { cancellation_reasons: ['Changed my mind'] },
    pages: {
      privacy_policy: '<h2>Privacy</h2><p>We keep little.</p>',
      terms_use:
        '<p>Be nice.</p><script>window.x=1</script><img src="x" onerror="window.x=2"><a href="javascript:alert(1)">bad</a>',
    },
    brands: [{ key: 'grill', name: 'The Grill', logo: 'images/grill.svg' }],
    categories: [
      { key: 'mains', name: 'Mains' },
      { key: 'drinks', name: 'Drinks' },
    ],
    branches: [branch('makati')],
    products: [product('burger')],
    ...overrides,
  };
}
