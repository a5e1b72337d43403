/**
 * Loads one merchant configuration: validate it, gather its images, sanitise its HTML, then write the
 * merchant, its branches and its catalogue in one transaction — all of it or nothing. Importing the
 * same merchant again updates it in place (records are matched by their keys).
 */
import { formatIssuePath, MerchantConfig } from '@storefront/contracts/merchant-config';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { httpsOrigins } from '../lib/content-security-policy';
import { type MediaFile, toMediaFile } from '../lib/media';
import { sanitizeMerchantHtml } from '../lib/sanitize';
import type { BranchesService } from '../modules/branches/service';
import type { CatalogService } from '../modules/catalog/service';
import type { DiscountsService } from '../modules/discounts/service';
import type { RewardsService } from '../modules/loyalty/rewards/service';
import type { MerchantProfile } from '../modules/merchants/profile';
import type { MerchantsService } from '../modules/merchants/service';
import type { PaymentsService } from '../modules/payments/service';

/** Every problem found in a file, each as 'json.path: message'. */
export class ImportError extends Error {
  constructor(readonly problems: string[]) {
    super(`The merchant file has ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ImportError';
  }
}

/** Reads a file named in the configuration, relative to it; undefined when it doesn't exist. */
export type ReadMerchantFile = (relativePath: string) => Promise<Buffer | undefined>;

export type ImportDeps = {
  db: Db;
  merchants: MerchantsService;
  branches: BranchesService;
  catalog: CatalogService;
  discounts: Pick<DiscountsService, 'syncFromConfig' | 'forget'>;
  rewards: Pick<RewardsService, 'syncFromConfig'>;
  /** Which payment methods could be paid here (none on the sandbox in production). */
  payments: Pick<PaymentsService, 'unconfiguredMethods'>;
};

export type ImportSummary = {
  subdomain: string;
  created: boolean;
  brands: number;
  branches: number;
  categories: number;
  products: number;
  promoCodes: number;
  rewards: number;
  images: number;
};

// Step 1: the file's shape and cross-references, and a provider for every payment method.
export function validateMerchantConfig(json: unknown): MerchantConfig {
  const parsed = MerchantConfig.safeParse(json);
  if (!parsed.success)
    throw new ImportError(parsed.error.issues.map((i) => `${formatIssuePath(i.path) || '(file)'}: ${i.message}`));
  return parsed.data;
}

/**
 * Every offered payment method needs a provider to take it. Production has no sandbox, so a method
 * whose provider is not configured would reach customers unpayable: refused, naming the setting.
 */
function checkPaymentProviders(config: MerchantConfig, payments: ImportDeps['payments']): void {
  const problems = config.store_details.payment_methods.flatMap((method, i) =>
    payments
      .unconfiguredMethods([method])
      .map(
        ({ setting }) =>
          `${formatIssuePath(['store_details', 'payment_methods', i])}: ${method} cannot be paid without its provider (production has no sandbox); set ${setting}`,
      ),
  );
  if (problems.length) throw new ImportError(problems);
}

const IMAGE_FIELDS = new Set(['image', 'logo', 'favicon']);

export type ImageRef = { path: (string | number)[]; ref: string };

/**
 * Every image reference in the configuration with its JSON path. One walk with one path stack, copied
 * only at a reference: a chain's file holds millions of inventory entries, and a new path per value
 * was most of the import's time in Node before its first write.
 */
export function imageRefs(config: unknown): ImageRef[] {
  const found: ImageRef[] = [];
  const path: (string | number)[] = [];
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        path.push(i);
        walk(value[i]);
        path.pop();
      }
      return;
    }
    for (const key in value) {
      const v = (value as Record<string, unknown>)[key];
      if (IMAGE_FIELDS.has(key) && typeof v === 'string') found.push({ path: [...path, key], ref: v });
      else if (key === 'images' && Array.isArray(v))
        v.forEach((ref, i) => {
          found.push({ path: [...path, key, i], ref: String(ref) });
        });
      else {
        path.push(key);
        walk(v);
        path.pop();
      }
    }
  };
  walk(config);
  return found;
}

/** Replaces every image reference with its URL. */
function rewriteImages<T>(value: T, url: (ref: string) => string): T {
  if (Array.isArray(value)) return value.map((v) => rewriteImages(v, url)) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      if (IMAGE_FIELDS.has(key) && typeof v === 'string') return [key, url(v)];
      if (key === 'images' && Array.isArray(v)) return [key, v.map((ref) => url(String(ref)))];
      return [key, rewriteImages(v, url)];
    }),
  ) as T;
}

// Step 2: read, check and address every image the file names.
async function gatherMedia(refs: ImageRef[], read: ReadMerchantFile): Promise<Map<string, MediaFile>> {
  const media = new Map<string, MediaFile>();
  const problems: string[] = [];
  for (const { path, ref } of refs) {
    if (ref.startsWith('https://') || media.has(ref)) continue;
    const bytes = await read(ref);
    const file = bytes ? toMediaFile(bytes) : `file not found: ${ref}`;
    if (typeof file === 'string') problems.push(`${formatIssuePath(path)}: ${file}`);
    else media.set(ref, file);
  }
  if (problems.length) throw new ImportError(problems);
  return media;
}

/** The sources of the images in sanitised merchant HTML (sanitize-html writes src="…"). */
const htmlImageSources = (html: string) => [...html.matchAll(/<img\s[^>]*\bsrc="([^"]*)"/g)].map((m) => m[1] ?? '');

// Step 3: the stored profile, with images addressed and HTML sanitised.
function profileOf(config: MerchantConfig, refs: ImageRef[], url: (ref: string) => string): MerchantProfile {
  const design = rewriteImages(config.design, url);
  const aboutUs = sanitizeMerchantHtml(design.layout.about_us.html);
  const pages = {
    privacy_policy: sanitizeMerchantHtml(config.pages.privacy_policy),
    terms_use: sanitizeMerchantHtml(config.pages.terms_use),
    guideline: sanitizeMerchantHtml(config.pages.guideline),
  };
  return {
    skip_location_lookup: config.skip_location_lookup,
    domains: config.domains,
    design: { ...design, layout: { ...design.layout, about_us: { ...design.layout.about_us, html: aboutUs } } },
    settings: config.settings,
    store_details: config.store_details,
    pages,
    analytics: config.analytics ?? null,
    ...(config.survey ? { survey: config.survey } : {}),
    // Every image the merchant's pages may show, so their policy allows exactly these hosts.
    image_origins: httpsOrigins([
      ...refs.map((r) => r.ref),
      ...[aboutUs, ...Object.values(pages)].flatMap(htmlImageSources),
    ]),
  };
}

export async function importMerchant(deps: ImportDeps, json: unknown, read: ReadMerchantFile): Promise<ImportSummary> {
  const config = validateMerchantConfig(json);
  checkPaymentProviders(config, deps.payments);
  const refs = imageRefs(config);
  const media = await gatherMedia(refs, read);
  const url = (ref: string) => media.get(ref)?.url ?? ref;
  const profile = profileOf(config, refs, url);

  // Step 4: one transaction across the modules.
  const result = await deps.db
    .transaction(async (tx) => {
      const merchant = await deps.merchants.upsertFromImport(tx, {
        subdomain: config.subdomain,
        name: config.name,
        isCoinMerchant: config.is_coin_merchant,
        searchRadiusKm: config.search_radius_km,
        profile,
        media: [...media.values()].map(({ hash, contentType, bytes }) => ({ hash, contentType, bytes })),
      });
      const scope = { id: merchant.id, subdomain: config.subdomain };
      const ids = await deps.branches.syncFromConfig(tx, scope, config, url);
      const { categoryIds } = await deps.catalog.syncFromConfig(tx, scope, config, ids, url);
      await deps.catalog.rebuildListings(tx, merchant.id);
      await deps.discounts.syncFromConfig(tx, scope, config, { branchUuids: ids.branchUuids, categoryIds });
      await deps.rewards.syncFromConfig(tx, scope, config, url);
      return merchant;
    })
    .catch((error: unknown) => {
      if (error instanceof AppError && error.details.errors)
        throw new ImportError(Object.entries(error.details.errors).map(([field, [message]]) => `${field}: ${message}`));
      throw error;
    });

  await deps.catalog.tidy();
  deps.merchants.invalidate();
  deps.branches.invalidate();
  deps.catalog.invalidate();
  deps.discounts.forget();
  return {
    subdomain: config.subdomain,
    created: result.created,
    brands: config.brands.length,
    branches: config.branches.length,
    categories: config.categories.length,
    products: config.products.length,
    promoCodes: config.promo_codes.length,
    rewards: config.rewards.length,
    images: media.size,
  };
}
