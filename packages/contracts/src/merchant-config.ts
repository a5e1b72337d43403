/**
 * The merchant configuration file: everything a merchant is, as data.
 * `npm run merchant -- import <file.json>` validates a file against `MerchantConfig` and loads it.
 * Documented in docs/merchant-config.md; the JSON Schema in docs/merchant-config.schema.json is
 * generated from this file (`npm run merchant -- schema`).
 *
 * Records refer to each other by `key` (a slug the merchant chooses), never by database id, so that
 * importing the same file again updates the same rows.
 */
import { manilaInstant } from '@storefront/domain/manila-time';
import { PAYMENT_METHOD_CODES } from '@storefront/domain/payment-methods';
import { PAYMENT_WINDOW_LIMITS, paymentWindowMinutes } from '@storefront/domain/payment-windows';
import { normalizePromoCode, PROMO_KINDS } from '@storefront/domain/promo-codes';
import { z } from 'zod';
import { FIELD_LIMITS } from './limits';
import { REWARD_PROMO_CODE_PREFIX } from './rewards';
import { SURVEY_LIMITS, SURVEY_QUESTION_TYPES } from './survey';

const KEY = z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'expected a key of lowercase letters, digits and dashes');
const HEX_COLOUR = z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'expected a colour like #ff8a00');
const HH_MM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a time like 08:30');
const ISO_DATE = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date like 2026-12-24');
/** An image: a file path relative to the configuration file, or an https URL. */
const IMAGE = z
  .string()
  .min(1)
  .max(500)
  .refine((s) => (!s.startsWith('/') && !s.includes('..') && !/^[a-z]+:/i.test(s)) || s.startsWith('https://'), {
    message: 'expected a relative file path inside the merchant folder or an https URL',
  });
/**
 * Where a feature banner leads: one of the merchant's own storefront pages, named by the file's keys —
 * `/category/{category key}` or `/brands/{brand key}` — or an https URL. It ends up in an href, so
 * nothing else is accepted (no javascript:, data:, http:, protocol-relative or other paths).
 */
export type BannerLink =
  | { kind: 'category'; key: string }
  | { kind: 'brand'; key: string }
  | { kind: 'external'; url: string };

const INTERNAL_BANNER_LINK = /^\/(category|brands)\/([a-z0-9][a-z0-9-]{0,62})$/;

/** The banner link's meaning, or null when it is none of the accepted forms. */
export function parseBannerLink(link: string): BannerLink | null {
  const internal = INTERNAL_BANNER_LINK.exec(link);
  if (internal) return { kind: internal[1] === 'category' ? 'category' : 'brand', key: internal[2] as string };
  const url = httpsUrl(link);
  return url === null ? null : { kind: 'external', url };
}

/** `link` as a normalised https URL another site serves, or null when it is anything else. */
export function httpsUrl(link: string): string | null {
  if (!link.startsWith('https://')) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  // Credentials in a link ('https://shop.example@evil.example') only serve to disguise where it goes.
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return null;
  return url.href;
}

const BANNER_LINK = z
  .string()
  .max(500)
  .refine((link) => parseBannerLink(link) !== null, {
    message: 'expected /category/{category key}, /brands/{brand key} or an https:// URL',
  });

/** Pesos with at most two decimals, as a merchant writes them; stored as integer centavos. */
const PESOS = z
  .number()
  .nonnegative()
  .max(10_000_000)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'expected at most two decimals');
const HTML = z.string().max(200_000);
/** An attribute value ('Large'): variation codes join values with '_', so a value cannot hold one. */
const ATTRIBUTE_VALUE = z
  .string()
  .min(1)
  .max(60)
  .refine((v) => !v.includes('_'), 'must not contain "_" (it joins the values of a variation code)');

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const Toggle = z.strictObject({ enable: z.boolean(), weight: z.number().int().min(0).max(100) });

export const HOME_SECTIONS = ['categories', 'our_brands', 'about_us', 'whats_nearby'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

export const ORDER_STATUS_DESIGN_KEYS = [
  'pending',
  'processing',
  'dispatched',
  'pick_up',
  'delivered',
  'claimed',
] as const;

const OrderStatusDesign = z.strictObject({
  enable: z.boolean(),
  label: z.string().max(60).optional(),
  image: IMAGE.optional(),
  color: HEX_COLOUR.optional(),
});

/** What kind of business a merchant is (design.business_type). */
export const BUSINESS_TYPES = ['restaurant', 'grocery', 'pharmacy', 'store'] as const;

export const DesignConfig = z.strictObject({
  main_color: HEX_COLOUR.default('#ff8a00'),
  button_text_color: HEX_COLOUR.default('#fff'),
  logo: IMAGE,
  favicon: IMAGE.optional(),
  /** The page title; the merchant's name when absent. */
  title: z.string().max(120).optional(),
  published: z.boolean().default(true),
  snippet_details: z.strictObject({ title: z.string().max(120), description: z.string().max(300) }),
  /**
   * What kind of business the merchant's stores are, for search engines: a store page's schema.org type
   * (restaurant: Restaurant, grocery: GroceryStore, pharmacy: Pharmacy, store or absent: Store).
   */
  business_type: z.enum(BUSINESS_TYPES).optional(),
  feature_banner: z
    .array(
      z.strictObject({
        image: IMAGE,
        /** The banner's alt text; with a link, the link's accessible name. */
        title: z.string().max(120),
        /** Where tapping the banner leads (BANNER_LINK); absent: the banner is a picture only. */
        link: BANNER_LINK.optional(),
      }),
    )
    .max(10)
    .default([]),
  pop_ups: z
    .array(
      z.strictObject({
        key: KEY,
        enable: z.boolean(),
        title: z.string().max(120),
        message: z.string().max(1000),
        image: IMAGE.optional(),
      }),
    )
    .max(10)
    .default([]),
  layout: z.strictObject({
    home: z.strictObject({
      categories: Toggle,
      our_brands: Toggle,
      about_us: Toggle,
      whats_nearby: Toggle,
    }),
    about_us: z.strictObject({ title: z.string().max(120), html: HTML, image: IMAGE.optional() }),
  }),
  order_status_designs: z.strictObject(
    Object.fromEntries(ORDER_STATUS_DESIGN_KEYS.map((k) => [k, OrderStatusDesign])) as Record<
      (typeof ORDER_STATUS_DESIGN_KEYS)[number],
      typeof OrderStatusDesign
    >,
  ),
});

/** Known top-up codes: 'estore' (orders, transaction history), 'store_ordering' ('Deliver to' picker). */
export const TOPUP_CODES = ['estore', 'store_ordering', 'loyalty'] as const;

export const MerchantSettingsConfig = z.strictObject({
  topups: z.array(z.strictObject({ code: z.enum(TOPUP_CODES), enable: z.boolean() })).default([]),
  enable_points_view: z.boolean().default(false),
  customizations: z
    .strictObject({ estore_wallets: z.array(z.strictObject({ type: z.string().max(40) })).default([]) })
    .default({ estore_wallets: [] }),
  maintenance: z
    .strictObject({ status: z.boolean(), message: z.string().max(300).optional() })
    .default({ status: false }),
  /**
   * The merchant's own delivery site (spec §2 "An external link entry for a delivery site"): the
   * storefront's /{subdomain}/delivery sends customers there, and the menus link to it. An https URL only:
   * it ends up in an href and a redirect.
   */
  delivery_site_url: z
    .string()
    .max(500)
    .refine((link) => httpsUrl(link) !== null, 'expected an https:// URL')
    .optional(),
});

export const StoreDetailsConfig = z.strictObject({
  allow_purchase_multiple: z.boolean().default(true),
  special_discount: z
    .array(
      z.strictObject({
        is_enabled: z.boolean(),
        channels: z.array(z.string().max(40)),
        discount_types: z.array(z.enum(['senior', 'pwd'])),
        discount_terms: z.string().max(5000).optional(),
        discount_terms_item: z.string().max(5000).optional(),
        /**
         * The merchant is VAT-registered: eligible items are also VAT-exempt (domain special-discount).
         * Most pharmacies and restaurants are; a small seller under the VAT threshold sets false.
         */
        vat_registered: z.boolean().default(true),
        /** "For their own use": units of one product each ID covers (absent: no cap). */
        max_units_per_product: z.number().int().min(1).max(1000).optional(),
        /** Units of one category's products each ID covers, by category key (a restaurant: one meal set). */
        max_units_per_category: z.record(KEY, z.number().int().min(1).max(1000)).default({}),
      }),
    )
    .max(1)
    .default([]),
  cancellation_reasons: z.array(z.string().min(1).max(200)).default([]),
  bank_accounts: z
    .array(
      z.strictObject({
        key: KEY,
        bank: z.string().max(80),
        account_name: z.string().max(120),
        account_number: z.string().max(40),
      }),
    )
    .default([]),
  /**
   * The payment methods checkout offers, in the order shown. Card and e-wallets go through the
   * configured provider (in development the built-in sandbox stands in for one that is not; production
   * refuses such a method); DEPOSIT_SLIP needs a signed-in customer and bank_accounts.
   */
  payment_methods: z.array(z.enum(PAYMENT_METHOD_CODES)).min(1).default(['COD']),
  /**
   * Minutes an order paid online may wait for its payment before it expires and gives its stock back,
   * per method (domain payment-windows.ts has the defaults: 30, or 60 for Paynamics and UnionBank).
   */
  payment_window_minutes: z
    .partialRecord(
      z.enum(PAYMENT_METHOD_CODES),
      z.number().int().min(PAYMENT_WINDOW_LIMITS.min).max(PAYMENT_WINDOW_LIMITS.max),
    )
    .refine((windows) => Object.keys(windows).every((method) => paymentWindowMinutes(method) !== null), {
      message: 'Only methods paid online (cards, e-wallets, QR Ph, direct debit) have a payment window.',
    })
    .default({}),
  pay_with_points_estore_enabled: z.boolean().default(false),
  /** What one point pays at checkout while pay_with_points_estore_enabled, in pesos (U-Shop: ₱1). */
  points_value: PESOS.refine((v) => v > 0, 'expected more than 0').default(1),
  points_earning_enabled: z.boolean().default(false),
  /**
   * What a completed order earns while points_earning_enabled: `points` for every `per_amount` pesos of
   * its paid subtotal (items after discounts; fees never earn), in whole steps, rounded down.
   */
  points_earning_rate: z
    .strictObject({
      points: z.number().int().min(1).max(10_000),
      per_amount: PESOS.refine((v) => v > 0, 'expected more than 0'),
    })
    .default({ points: 1, per_amount: 100 }),
  enable_estore: z.boolean().default(true),
  enable_loyalty: z.boolean().default(false),
});

const StoreHoursDay = z.strictObject({
  opening: HH_MM,
  /** Not later than opening means the branch closes on the next day. */
  closing: HH_MM,
  cut_off_time: HH_MM.optional(),
  temporary_closed: z.boolean().default(false),
  hide: z.boolean().default(false),
});

const PreOrderDay = z.strictObject({ enable: z.boolean(), start: HH_MM, end: HH_MM });

const ScheduleSettings = z.strictObject({
  minimum_lead_time_value: z.number().int().min(0).max(10_000),
  minimum_lead_time: z.enum(['hours', 'minutes', 'days']),
  duration_lead_time_value: z.number().int().min(1).max(366),
  duration_lead_time: z.enum(['days']).default('days'),
  schedule_type: z.enum(['days_and_time']).default('days_and_time'),
  /** Orders the branch accepts per day for this fulfilment; absent means no limit. */
  orders_per_day: z.number().int().positive().optional(),
  /** Dates the merchant closed in advance (holidays). */
  closed_dates: z.array(ISO_DATE).default([]),
  pre_order_schedules: z.strictObject(
    Object.fromEntries(WEEKDAYS.map((d) => [d, PreOrderDay])) as Record<Weekday, typeof PreOrderDay>,
  ),
});

/** Bounds of a branch's delivery time estimate, in minutes: a delivery within 5 minutes to 4 hours. */
export const DELIVERY_TIME_LIMITS = { min: 5, max: 240 } as const;

export const LOGISTIC_TYPES = ['deliver_now', 'pickup_now', 'scheduled_delivery', 'scheduled_pickup'] as const;
export type LogisticType = (typeof LOGISTIC_TYPES)[number];

export const BranchConfig = z.strictObject({
  key: KEY,
  brand: KEY,
  name: z.string().min(1).max(120),
  address: z.string().min(1).max(300),
  city: z.string().min(1).max(80),
  contact_number: z.string().max(40).optional(),
  lat: z.number().min(4).max(22),
  long: z.number().min(116).max(127),
  visibility: z.boolean().default(true),
  brand_visibility: z.boolean().default(true),
  logistic_types: z.strictObject({
    deliver_now: z.boolean(),
    pickup_now: z.boolean(),
    scheduled_delivery: z.boolean(),
    scheduled_pickup: z.boolean(),
  }),
  store_hours: z.strictObject(
    Object.fromEntries(WEEKDAYS.map((d) => [d, StoreHoursDay])) as Record<Weekday, typeof StoreHoursDay>,
  ),
  delivery_settings: ScheduleSettings.optional(),
  pickup_settings: ScheduleSettings.optional(),
  /** Most units of one item a customer may order at once. */
  max_order: z.number().int().min(1).max(999).default(20),
  /** Delivery fee rule: base fee plus a per-kilometre fee over the road-distance estimate. */
  delivery_fee: z
    .strictObject({
      base: PESOS,
      per_km: PESOS.default(0),
      /** Orders at or above this subtotal deliver free. */
      free_from_subtotal: PESOS.optional(),
    })
    .optional(),
  /**
   * How long delivering now takes, order to door, as the store page states it ('25–40 min'): an estimate
   * the merchant keeps, not a promise the server times (ADR 0034).
   */
  delivery_time: z
    .strictObject({
      min_minutes: z.number().int().min(DELIVERY_TIME_LIMITS.min).max(DELIVERY_TIME_LIMITS.max),
      max_minutes: z.number().int().min(DELIVERY_TIME_LIMITS.min).max(DELIVERY_TIME_LIMITS.max),
    })
    .refine((t) => t.min_minutes <= t.max_minutes, {
      message: 'min_minutes must not be more than max_minutes',
      path: ['max_minutes'],
    })
    .optional(),
  /**
   * The smallest items' subtotal, in pesos, a delivery from this branch takes (before promo codes and
   * Senior Citizen / PWD discounts, without the fee). Pickup has none (ADR 0034).
   */
  minimum_order: PESOS.refine((v) => v > 0, 'expected more than 0').optional(),
});

const AddOn = z.strictObject({
  key: KEY,
  name: z.string().min(1).max(120),
  price: PESOS,
  is_free: z.boolean().default(false),
});

const AddOnCategory = z.strictObject({
  key: KEY,
  name: z.string().min(1).max(120),
  /** How many add-ons of this category one item may carry. */
  limit: z.number().int().min(1).max(50),
  add_ons: z.array(AddOn).min(1).max(100),
});

/** Stock of a product at a branch: a count, or 'unlimited'. `variation` narrows it to one variation. */
const InventoryEntry = z.strictObject({
  branch: KEY,
  stock: z.union([z.number().int().min(0).max(1_000_000), z.literal('unlimited')]),
  variation: z.string().max(200).optional(),
});

const Variation = z.strictObject({
  /** One value per attribute, in the order of `attributes`. */
  values: z.array(ATTRIBUTE_VALUE).min(1),
  price: PESOS,
  sale_price: PESOS.optional(),
});

export const ProductConfig = z.strictObject({
  key: KEY,
  brand: KEY,
  category: KEY,
  name: z.string().min(1).max(160),
  description: z.string().max(5000).default(''),
  type: z.enum(['simple', 'variable']),
  /** Simple products: the price. Variable products price each variation. */
  price: PESOS.optional(),
  sale_price: PESOS.optional(),
  sale_until: z.iso.datetime({ offset: true }).optional(),
  images: z.array(IMAGE).max(10).default([]),
  attributes: z
    .array(z.strictObject({ name: z.string().min(1).max(60), values: z.array(ATTRIBUTE_VALUE).min(1) }))
    .max(4)
    .default([]),
  variations: z.array(Variation).max(200).default([]),
  add_on_categories: z.array(AddOnCategory).max(20).default([]),
  enable_special_discount: z.boolean().default(false),
  inventory: z.array(InventoryEntry).min(1),
});

/** A Manila wall-clock time ('2026-12-01 08:00'), or a date alone for its midnight. */
const MANILA_TIME = z
  .string()
  .refine((s) => manilaInstant(s) !== undefined, "expected a Manila time like '2026-12-01 08:00' (or a date alone)");

/**
 * A promo code the merchant offers (docs/adr/0016-promo-codes.md). `value` is a percent for
 * `percentage` and pesos for `fixed_amount` and `delivery_discount`; `free_delivery` takes none.
 * Codes match without regard to case. Absent limits, windows, branches and categories mean none.
 */
export const PromoCodeConfig = z.strictObject({
  code: z
    .string()
    .min(1)
    .max(FIELD_LIMITS.promoCode)
    .regex(/^[A-Za-z0-9_-]+$/, 'expected letters, digits, dashes and underscores'),
  promo_code_type: z.enum(PROMO_KINDS),
  value: z.number().positive().max(10_000_000).optional(),
  /** The most a `percentage` code takes off, in pesos. */
  max_discount: PESOS.optional(),
  /** The covered items' subtotal must reach this (pesos). */
  min_subtotal: PESOS.default(0),
  /** Manila time it starts (inclusive) and ends (exclusive). */
  starts_at: MANILA_TIME.optional(),
  ends_at: MANILA_TIME.optional(),
  total_uses: z.number().int().min(0).max(10_000_000).optional(),
  uses_per_customer: z.number().int().min(1).max(10_000).optional(),
  /** Branch keys it covers; absent means every branch. */
  branches: z.array(KEY).min(1).optional(),
  /** Category keys whose items it covers; absent means every category. */
  categories: z.array(KEY).min(1).optional(),
  /** Shown in 'Available Promo Codes'; a hidden code works for those who know it. */
  listed: z.boolean().default(false),
  terms_and_conditions: z.string().max(5000).default(''),
});
export type PromoCodeConfig = z.output<typeof PromoCodeConfig>;

/**
 * A reward customers redeem with points (docs/adr/0023-rewards-and-ecodes.md): an item the store hands
 * over on seeing the claim code, or — with `discount` — a promo code for that customer alone, usable
 * `valid_days` after redeeming. Absent stock, limit and window mean none.
 */
export const RewardConfig = z.strictObject({
  key: KEY,
  name: z.string().min(1).max(120),
  description: z.string().max(2000).default(''),
  image: IMAGE.optional(),
  points_cost: z.number().int().min(1).max(10_000_000),
  /** How many can be redeemed in all (a re-import with a new figure keeps those already redeemed). */
  stock: z.number().int().min(0).max(10_000_000).optional(),
  per_customer_limit: z.number().int().min(1).max(10_000).optional(),
  /** Manila time redeeming opens (inclusive) and closes (exclusive). */
  starts_at: MANILA_TIME.optional(),
  ends_at: MANILA_TIME.optional(),
  terms: z.string().max(5000).default(''),
  discount: z
    .strictObject({
      promo_code_type: z.enum(PROMO_KINDS),
      value: z.number().positive().max(10_000_000).optional(),
      max_discount: PESOS.optional(),
      min_subtotal: PESOS.default(0),
      valid_days: z.number().int().min(1).max(366).default(30),
    })
    .optional(),
});
export type RewardConfig = z.output<typeof RewardConfig>;

/** A question of the coin merchant's registration survey. */
const SurveyQuestionConfig = z.strictObject({
  key: KEY,
  label: z.string().min(1).max(200),
  type: z.enum(SURVEY_QUESTION_TYPES),
  options: z.array(z.string().min(1).max(200)).max(SURVEY_LIMITS.options).default([]),
  required: z.boolean().default(true),
});

/** The coin merchant's registration survey: answering it unlocks the 5 free U-COINs (spec §2, §9). */
export const SurveyConfig = z.strictObject({
  title: z.string().min(1).max(120),
  questions: z.array(SurveyQuestionConfig).min(1).max(SURVEY_LIMITS.questions),
});

export const MerchantConfig = z
  .strictObject({
    /** The merchant identifier: the first path segment, /{subdomain}/. */
    subdomain: z.string().regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'expected 2–40 lowercase letters, digits and dashes'),
    name: z.string().min(1).max(120),
    /** The coin merchant shows points as U-COINs, has a survey prompt and a 'points' menu. */
    is_coin_merchant: z.boolean().default(false),
    /** Skip the automatic location lookup on first visit. */
    skip_location_lookup: z.boolean().default(false),
    /** Kilometres from the customer within which branches count as nearby. */
    search_radius_km: z.number().positive().max(1000).default(8),
    /** Host names that serve this merchant alone (route rule 2). */
    domains: z
      .array(z.string().regex(/^(?=.{1,253}$)([a-z0-9-]{1,63}\.)+[a-z0-9-]{2,63}$/, 'expected a host name'))
      .default([]),
    design: DesignConfig,
    settings: MerchantSettingsConfig.default({
      topups: [],
      enable_points_view: false,
      customizations: { estore_wallets: [] },
      maintenance: { status: false },
    }),
    store_details: StoreDetailsConfig,
    pages: z.strictObject({ privacy_policy: HTML, terms_use: HTML, guideline: HTML.default('') }),
    /**
     * The merchant's Google Analytics 4 property: `code` is its measurement id, never script or HTML
     * (the storefront loads Google's gtag.js for it; apps/web features/analytics).
     */
    analytics: z
      .strictObject({
        is_enable: z.boolean(),
        code: z.string().regex(/^G-[A-Z0-9]{4,20}$/, 'expected a measurement id like G-ABC123'),
      })
      .optional(),
    brands: z
      .array(
        z.strictObject({
          key: KEY,
          name: z.string().min(1).max(120),
          description: z.string().max(2000).default(''),
          logo: IMAGE,
        }),
      )
      .min(1),
    categories: z.array(z.strictObject({ key: KEY, name: z.string().min(1).max(120), image: IMAGE.optional() })).min(1),
    branches: z.array(BranchConfig).min(1),
    products: z.array(ProductConfig),
    promo_codes: z.array(PromoCodeConfig).max(500).default([]),
    /** Rewards customers redeem with points, in the order My Points lists them. */
    rewards: z.array(RewardConfig).max(500).default([]),
    /** The coin merchant's registration survey (only the coin merchant has one). */
    survey: SurveyConfig.optional(),
  })
  .superRefine(checkReferences);

export type MerchantConfigInput = z.input<typeof MerchantConfig>;
export type MerchantConfig = z.output<typeof MerchantConfig>;
export type ProductConfig = z.output<typeof ProductConfig>;
export type BranchConfig = z.output<typeof BranchConfig>;

type Config = z.output<typeof MerchantConfig>;

/** Cross-record rules a field schema can't see: unique keys and references between records. */
function checkReferences(c: Config, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  const uniqueKeys = (list: { key: string }[], field: string) => {
    const seen = new Set<string>();
    list.forEach((item, i) => {
      if (seen.has(item.key)) issue([field, i, 'key'], `duplicate key "${item.key}"`);
      seen.add(item.key);
    });
    return seen;
  };
  const brands = uniqueKeys(c.brands, 'brands');
  const categories = uniqueKeys(c.categories, 'categories');
  const branches = uniqueKeys(c.branches, 'branches');
  uniqueKeys(c.products, 'products');
  const branchBrand = new Map(c.branches.map((b) => [b.key, b.brand]));

  c.branches.forEach((b, i) => {
    if (!brands.has(b.brand)) issue(['branches', i, 'brand'], `unknown brand "${b.brand}"`);
    if (!Object.values(b.logistic_types).some(Boolean))
      issue(['branches', i, 'logistic_types'], 'enable at least one logistic type');
    if (
      (b.logistic_types.scheduled_delivery || b.logistic_types.deliver_now) &&
      !b.delivery_settings &&
      b.logistic_types.scheduled_delivery
    )
      issue(['branches', i, 'delivery_settings'], 'scheduled delivery needs delivery_settings');
    if (b.logistic_types.scheduled_pickup && !b.pickup_settings)
      issue(['branches', i, 'pickup_settings'], 'scheduled pickup needs pickup_settings');
  });

  checkBannerLinks(c, issue, brands, categories);
  checkPromoCodes(c, issue, branches, categories);
  checkSurvey(c, issue);
  checkRewards(c, issue);
  c.store_details.special_discount.forEach((setting, i) => {
    for (const key of Object.keys(setting.max_units_per_category))
      if (!categories.has(key))
        issue(['store_details', 'special_discount', i, 'max_units_per_category', key], `unknown category "${key}"`);
  });

  c.products.forEach((p, i) => {
    const at = (...rest: (string | number)[]) => ['products', i, ...rest];
    if (!brands.has(p.brand)) issue(at('brand'), `unknown brand "${p.brand}"`);
    if (!categories.has(p.category)) issue(at('category'), `unknown category "${p.category}"`);
    if (p.type === 'simple') {
      if (p.price === undefined) issue(at('price'), 'a simple product needs a price');
      if (p.attributes.length || p.variations.length) issue(at('variations'), 'a simple product has no variations');
      if (p.sale_price !== undefined && p.price !== undefined && p.sale_price > p.price)
        issue(at('sale_price'), 'the sale price must not exceed the price');
    } else {
      if (!p.attributes.length) issue(at('attributes'), 'a variable product needs at least one attribute');
      if (!p.variations.length) issue(at('variations'), 'a variable product needs at least one variation');
      const seen = new Set<string>();
      p.variations.forEach((v, j) => {
        if (v.values.length !== p.attributes.length) {
          issue(at('variations', j, 'values'), `expected ${p.attributes.length} value(s), one per attribute`);
          return;
        }
        v.values.forEach((value, k) => {
          const attribute = p.attributes[k];
          if (attribute && !attribute.values.includes(value))
            issue(at('variations', j, 'values', k), `"${value}" is not a value of attribute "${attribute.name}"`);
        });
        const code = v.values.join('_');
        if (seen.has(code)) issue(at('variations', j, 'values'), `duplicate variation "${code}"`);
        seen.add(code);
        if (v.sale_price !== undefined && v.sale_price > v.price)
          issue(at('variations', j, 'sale_price'), 'the sale price must not exceed the price');
      });
    }
    const codes = new Set(p.variations.map((v) => v.values.join('_')));
    p.inventory.forEach((inv, j) => {
      if (!branches.has(inv.branch)) issue(at('inventory', j, 'branch'), `unknown branch "${inv.branch}"`);
      else if (branchBrand.get(inv.branch) !== p.brand)
        issue(at('inventory', j, 'branch'), `branch "${inv.branch}" belongs to another brand`);
      if (inv.variation !== undefined && (p.type === 'simple' || !codes.has(inv.variation)))
        issue(at('inventory', j, 'variation'), `unknown variation "${inv.variation}"`);
    });
    const addOnKeys = new Set<string>();
    p.add_on_categories.forEach((cat, j) => {
      cat.add_ons.forEach((a, k) => {
        if (addOnKeys.has(a.key)) issue(at('add_on_categories', j, 'add_ons', k, 'key'), `duplicate key "${a.key}"`);
        addOnKeys.add(a.key);
      });
    });
  });
}

/** Each promo code's value fits its kind, its window is in order, and its keys exist. */
/** A promo code's value (or a discount reward's) fits its kind: none, a whole percent, or pesos. */
function checkPromoValue(
  p: { promo_code_type: (typeof PROMO_KINDS)[number]; value?: number | undefined; max_discount?: number | undefined },
  at: (...rest: (string | number)[]) => (string | number)[],
  issue: (path: (string | number)[], message: string) => void,
): void {
  if (p.promo_code_type === 'free_delivery') {
    if (p.value !== undefined) issue(at('value'), 'free_delivery waives the fee: it takes no value');
  } else if (p.value === undefined) {
    issue(
      at('value'),
      `${p.promo_code_type} needs a value (${p.promo_code_type === 'percentage' ? 'a percent' : 'pesos'})`,
    );
  } else if (p.promo_code_type === 'percentage') {
    if (!Number.isInteger(p.value) || p.value > 100) issue(at('value'), 'expected a whole percent from 1 to 100');
  } else if (Math.abs(Math.round(p.value * 100) - p.value * 100) > 1e-6) {
    issue(at('value'), 'expected pesos with at most two decimals');
  }
  if (p.max_discount !== undefined && p.promo_code_type !== 'percentage')
    issue(at('max_discount'), 'only a percentage code has a max_discount');
}

function checkPromoCodes(
  c: Config,
  issue: (path: (string | number)[], message: string) => void,
  branches: Set<string>,
  categories: Set<string>,
): void {
  const codes = new Set<string>();
  c.promo_codes.forEach((p, i) => {
    const at = (...rest: (string | number)[]) => ['promo_codes', i, ...rest];
    const code = normalizePromoCode(p.code);
    if (codes.has(code)) issue(at('code'), `duplicate code "${code}" (codes match without regard to case)`);
    codes.add(code);
    if (code.startsWith(REWARD_PROMO_CODE_PREFIX))
      issue(at('code'), `codes beginning with ${REWARD_PROMO_CODE_PREFIX} are kept for the codes rewards issue`);
    checkPromoValue(p, at, issue);
    const starts = p.starts_at ? manilaInstant(p.starts_at) : undefined;
    const ends = p.ends_at ? manilaInstant(p.ends_at) : undefined;
    if (starts && ends && ends <= starts) issue(at('ends_at'), 'ends_at must be after starts_at');
    p.branches?.forEach((key, j) => {
      if (!branches.has(key)) issue(at('branches', j), `unknown branch "${key}"`);
    });
    p.categories?.forEach((key, j) => {
      if (!categories.has(key)) issue(at('categories', j), `unknown category "${key}"`);
    });
  });
}

/** A banner links to a category or brand of this file, and a linked banner has a title to name the link. */
function checkBannerLinks(
  c: Config,
  issue: (path: (string | number)[], message: string) => void,
  brands: Set<string>,
  categories: Set<string>,
): void {
  c.design.feature_banner.forEach((banner, i) => {
    const at = ['design', 'feature_banner', i];
    if (banner.link === undefined) return;
    if (!banner.title.trim()) issue([...at, 'title'], 'a banner with a link needs a title: it names the link');
    const link = parseBannerLink(banner.link);
    if (link?.kind === 'category' && !categories.has(link.key))
      issue([...at, 'link'], `unknown category "${link.key}"`);
    if (link?.kind === 'brand' && !brands.has(link.key)) issue([...at, 'link'], `unknown brand "${link.key}"`);
  });
}

/** Formats zod issues the way the import command reports them: `products[3].variations[0].price: …`. */
export function formatIssuePath(path: PropertyKey[]): string {
  return path.reduce<string>((out, part) => {
    if (typeof part === 'number') return `${out}[${part}]`;
    return out ? `${out}.${String(part)}` : String(part);
  }, '');
}

/** Only the coin merchant has a survey; choice questions offer distinct options, text questions none. */
function checkSurvey(c: Config, issue: (path: (string | number)[], message: string) => void): void {
  if (!c.survey) return;
  if (!c.is_coin_merchant) issue(['survey'], 'only the coin merchant (is_coin_merchant) has a survey');
  const keys = new Set<string>();
  c.survey.questions.forEach((q, i) => {
    if (keys.has(q.key)) issue(['survey', 'questions', i, 'key'], `duplicate key "${q.key}"`);
    keys.add(q.key);
    if (q.type === 'text' && q.options.length)
      issue(['survey', 'questions', i, 'options'], 'a text question has no options');
    if (q.type !== 'text' && q.options.length < 2)
      issue(['survey', 'questions', i, 'options'], 'a choice question needs at least 2 options');
    if (new Set(q.options).size !== q.options.length) issue(['survey', 'questions', i, 'options'], 'duplicate option');
  });
}

/** Reward keys are unique; windows are ordered; a discount reward's value fits its kind, as a promo code's does. */
function checkRewards(c: Config, issue: (path: (string | number)[], message: string) => void): void {
  const keys = new Set<string>();
  c.rewards.forEach((r, i) => {
    if (keys.has(r.key)) issue(['rewards', i, 'key'], `duplicate key "${r.key}"`);
    keys.add(r.key);
    const from = r.starts_at ? manilaInstant(r.starts_at) : undefined;
    const until = r.ends_at ? manilaInstant(r.ends_at) : undefined;
    if (from && until && from >= until) issue(['rewards', i, 'ends_at'], 'ends_at must be after starts_at');
    if (r.discount) checkPromoValue(r.discount, (...rest) => ['rewards', i, 'discount', ...rest], issue);
  });
}
