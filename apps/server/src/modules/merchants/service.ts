/**
 * Merchants: who the merchant is (token, subdomain, custom domains) and everything configured about
 * it that customers see whole — settings, design, layouts, pages, store details, media files.
 */
import { randomBytes } from 'node:crypto';
import type { GetDesignResponse, Layout, OrderStatusDesignResponse } from '@storefront/contracts/design';
import type { MerchantSettings } from '@storefront/contracts/merchant';
import type { StoreDetails } from '@storefront/contracts/store';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { RENDITION_TYPES, renderRendition } from '../../lib/media';
import { watchStamp } from '../../lib/stamp-watch';
import { TtlCache } from '../../lib/ttl-cache';
import { hasUnsafeText } from '../../lib/unsafe-text';
import { stableUuid } from '../../lib/uuid';
import type { MerchantProfile } from './profile';
import { type MerchantRow, type RenditionKey, merchantsRepository as repo } from './repository';

/** What every merchant-scoped request knows about its merchant. */
export type Merchant = {
  id: number;
  uuid: string;
  subdomain: string;
  name: string;
  token: string;
  isCoinMerchant: boolean;
  searchRadiusKm: number;
  profile: MerchantProfile;
  updatedAt: Date;
};

function toMerchant(row: MerchantRow): Merchant {
  return {
    id: row.id,
    uuid: row.uuid,
    subdomain: row.subdomain,
    name: row.name,
    token: row.token,
    isCoinMerchant: row.isCoinMerchant,
    searchRadiusKm: row.searchRadiusMeters / 1000,
    profile: row.profile,
    updatedAt: row.updatedAt,
  };
}

/**
 * Merchants are kept until one is imported: every IMPORTS_CHECK_MS one small aggregate over the merchants
 * table (read in the background, no caller waits) tells whether any was, here or on another instance,
 * and a change forgets them all. Re-reading each merchant every few seconds instead cost a fifth of the
 * cart's throughput with 200 merchants (bench/scale.mjs) and gave every request new merchant objects.
 * CACHE_MS bounds how long one is kept whatever the stamp says.
 */
const IMPORTS_CHECK_MS = 5_000;
const CACHE_MS = 5 * 60_000;

/**
 * Tells other caches of what only an import changes (the catalogue's) that a merchant was imported:
 * the same background stamp read as the merchants' own, not one more per cache.
 */
export type ImportsWatch = {
  /** Starts a background read of the stamp when one is due; call it where a cached read is served. */
  check(): void;
  /** `listener` runs whenever the stamp changed. */
  onChange(listener: () => void): void;
};

export function createMerchantsService(db: Db, options: { now?: () => number } = {}) {
  const { now } = options;
  // `null` is cached too, so a flood of bad tokens doesn't reach the database (at most 10,000 kept).
  const byToken = new TtlCache<string, Merchant | null>(CACHE_MS, 10_000, now);
  const bySubdomain = new TtlCache<string, Merchant | null>(CACHE_MS, 10_000, now);
  const byHost = new TtlCache<string, Merchant | null>(CACHE_MS, 10_000, now);
  const byId = new TtlCache<number, Merchant | null>(CACHE_MS, 10_000, now);
  // `standIn`: a rendition that could not be drawn, answered with the file as imported (see rendition()).
  const media = new TtlCache<string, { contentType: string; bytes: Buffer; standIn?: true } | null>(60_000, 500);
  const directory = new TtlCache<'all', { subdomain: string; domains: string[] }[]>(CACHE_MS, 1, now);
  const forgetMerchants = () => {
    byToken.clear();
    bySubdomain.clear();
    byHost.clear();
    byId.clear();
    directory.clear();
  };
  const importListeners: (() => void)[] = [forgetMerchants];
  const imports = watchStamp({
    everyMs: IMPORTS_CHECK_MS,
    stamp: () => repo.importsStamp(db),
    onChange: () => {
      for (const listener of importListeners) listener();
    },
    now,
  });

  return {
    // Keys come from headers and page paths. One holding text the database cannot take (a NUL) names
    // no merchant: it is not looked up, since the query would fail.
    findByToken: (token: string) => {
      imports.check();
      return byToken.getOrLoad(token, async () => {
        if (hasUnsafeText(token)) return null;
        const row = await repo.byToken(db, token);
        return row ? toMerchant(row) : null;
      });
    },

    findBySubdomain: (subdomain: string) => {
      imports.check();
      return bySubdomain.getOrLoad(subdomain.toLowerCase(), async () => {
        if (hasUnsafeText(subdomain)) return null;
        const row = await repo.bySubdomain(db, subdomain.toLowerCase());
        return row ? toMerchant(row) : null;
      });
    },

    /** The merchant a custom domain serves alone, if the host is one. */
    findByHostname: (hostname: string) => {
      imports.check();
      return byHost.getOrLoad(hostname.toLowerCase(), async () => {
        if (hasUnsafeText(hostname)) return null;
        const row = await repo.byHostname(db, hostname.toLowerCase());
        return row ? toMerchant(row) : null;
      });
    },

    /** By id, for work that knows only the merchant's id (pricing a cart's special discount at checkout). */
    findById: (id: number) => {
      imports.check();
      return byId.getOrLoad(id, async () => {
        const row = await repo.byId(db, id);
        return row ? toMerchant(row) : null;
      });
    },

    async tokenFor(subdomain: string): Promise<string> {
      const merchant = await this.findBySubdomain(subdomain);
      if (!merchant) throw AppError.notFound('Merchant not found');
      return merchant.token;
    },

    /**
     * Whether any merchant was imported (here or on another instance), for the caches of what only an
     * import changes (a merchant's branches, the catalogue's products and add-ons, its listings).
     */
    imports: {
      check: () => imports.check(),
      onChange: (listener) => void importListeners.push(listener),
    } satisfies ImportsWatch,

    media: (hash: string) => media.getOrLoad(hash, async () => (await repo.media(db, hash)) ?? null),

    /**
     * A media file at one of MEDIA_WIDTHS: the kept rendition, or one rendered now from the file and kept
     * (concurrent requests share one rendering). A file that cannot be drawn is answered as it is, so
     * the page still shows it, marked `standIn` (not kept: drawn again once the cache forgets it, a
     * minute on); `onFailure` hears why.
     */
    rendition: (key: RenditionKey, onFailure: (error: unknown) => void) =>
      media.getOrLoad(`${key.hash}-${key.width}.${key.format}`, async () => {
        const contentType = RENDITION_TYPES[key.format];
        const kept = await repo.rendition(db, key);
        if (kept) return { contentType, bytes: kept };
        const original = await repo.media(db, key.hash);
        if (!original) return null;
        const bytes = await renderRendition(original, key.width, key.format).catch((error: unknown) => {
          onFailure(error);
          return null;
        });
        if (!bytes) return { ...original, standIn: true as const };
        await repo.saveRendition(db, key, bytes);
        return { contentType, bytes };
      }),

    count: () => repo.count(db),

    /** Every merchant's subdomain and custom domains (robots.txt), cached like the merchants themselves. */
    directory: () => {
      imports.check();
      return directory.getOrLoad('all', () => repo.directory(db));
    },

    /** Every merchant's offered payment methods (start-up checks each has a provider). */
    paymentMethods: () => repo.paymentMethods(db),

    /** Forget cached merchants, after an import changed them. */
    invalidate: forgetMerchants,

    /** Creates or updates the merchant row from an import, keeping its token. Part of the import transaction. */
    async upsertFromImport(
      tx: Executor,
      input: {
        subdomain: string;
        name: string;
        isCoinMerchant: boolean;
        searchRadiusKm: number;
        profile: MerchantProfile;
        media: { hash: string; contentType: string; bytes: Buffer }[];
      },
    ): Promise<{ id: number; uuid: string; created: boolean }> {
      const existing = await repo.bySubdomain(tx, input.subdomain);
      for (const hostname of input.profile.domains) {
        const owner = await repo.domainOwner(tx, hostname);
        if (owner !== undefined && owner !== existing?.id)
          throw AppError.field('domains', `domain "${hostname}" already belongs to another merchant`);
      }
      const row = await repo.upsert(tx, {
        uuid: existing?.uuid ?? stableUuid(`${input.subdomain}/merchant`),
        subdomain: input.subdomain,
        name: input.name,
        token: existing?.token ?? randomBytes(24).toString('base64url'),
        isCoinMerchant: input.isCoinMerchant,
        searchRadiusMeters: Math.round(input.searchRadiusKm * 1000),
        profile: input.profile,
      });
      await repo.replaceDomains(tx, row.id, input.profile.domains);
      await repo.saveMedia(tx, row.id, input.media);
      return { id: row.id, uuid: row.uuid, created: !existing };
    },
  };
}

export type MerchantsService = ReturnType<typeof createMerchantsService>;

// ——— What customers read, shaped as the contracts say ———

export function settingsOf(m: Merchant): MerchantSettings {
  const s = m.profile.settings;
  return {
    merchant_uuid: m.uuid,
    subdomain: m.subdomain,
    name: m.name,
    is_coin_merchant: m.isCoinMerchant,
    skip_location_lookup: m.profile.skip_location_lookup,
    search_radius_km: m.searchRadiusKm,
    domains: m.profile.domains,
    topups: s.topups,
    enable_points_view: s.enable_points_view,
    customizations: s.customizations,
    maintenance: { status: s.maintenance.status, message: s.maintenance.message, on_going: s.maintenance.status },
    ...(s.delivery_site_url ? { delivery_site_url: s.delivery_site_url } : {}),
  };
}

export function designOf(m: Merchant): z.infer<typeof GetDesignResponse> {
  const d = m.profile.design;
  return {
    design: {
      uuid: stableUuid(`${m.subdomain}/design`),
      merchant_uuid: m.uuid,
      main_color: d.main_color,
      button_text_color: d.button_text_color,
      logo: d.logo,
      title: d.title ?? m.name,
      published: d.published,
      updated_at: m.updatedAt.toISOString(),
    },
    snippet_details: d.snippet_details,
  };
}

export function layoutOf(m: Merchant): Layout {
  const { home, about_us } = m.profile.design.layout;
  return { home, about_us: { title: about_us.title, html: about_us.html, image: about_us.image ?? null } };
}

export function orderStatusDesignsOf(m: Merchant): z.infer<typeof OrderStatusDesignResponse>['data'] {
  const designs = m.profile.design.order_status_designs;
  const entry = (d: (typeof designs)['pending']) => ({
    enable: d.enable,
    label: d.label ?? null,
    image: d.image ?? null,
    color: d.color ?? null,
  });
  return {
    pending: entry(designs.pending),
    processing: entry(designs.processing),
    dispatched: entry(designs.dispatched),
    pick_up: entry(designs.pick_up),
    delivered: entry(designs.delivered),
    claimed: entry(designs.claimed),
  };
}

export function storeDetailsOf(m: Merchant): StoreDetails {
  const s = m.profile.store_details;
  return {
    merchant_uuid: m.uuid,
    name: m.name,
    allow_purchase_multiple: s.allow_purchase_multiple,
    special_discount: s.special_discount.map((d) => ({
      is_enabled: d.is_enabled,
      channels: d.channels,
      discount_types: d.discount_types,
      discount_terms: d.discount_terms ?? '',
      discount_terms_item: d.discount_terms_item ?? '',
    })),
    cancellation_reasons: s.cancellation_reasons,
    bank_accounts: s.bank_accounts.map((b) => ({
      uuid: stableUuid(`${m.subdomain}/bank-account/${b.key}`),
      bank: b.bank,
      account_name: b.account_name,
      account_number: b.account_number,
    })),
    payment_methods: s.payment_methods,
    pay_with_points_estore_enabled: s.pay_with_points_estore_enabled,
    points_earning_enabled: s.points_earning_enabled,
    enable_estore: s.enable_estore,
    enable_loyalty: s.enable_loyalty,
  };
}
