/**
 * What a shared link previews (ADR 0033): from a merchant page's path, what the page shows — the
 * merchant's home, a brand, a category, a store (branch & brand) or a product at a store — with its
 * title, description, image, canonical URL and schema.org data, rendered as <head> tags.
 *
 * Only the services' cached reads are used (the branch listing, the catalogue's read and listing
 * caches), so a page load costs no new query in the usual case. Anything unknown or hidden falls back:
 * a product to its store, anything else to the merchant, and a fallback page names no canonical URL.
 */
import { shareImage } from '@storefront/contracts/media-renditions';
import { startsWithBrand } from '@storefront/domain/branch-label';
import type { FastifyRequest } from 'fastify';
import { escapeHtml, scriptJson } from '../lib/html';
import { UUID_PATTERN as UUID } from '../lib/uuid';
import type { BranchesService } from '../modules/branches/service';
import type { CatalogService } from '../modules/catalog/service';
import type { Merchant } from '../modules/merchants/service';
import { merchantLd, pricesOf, productLd, storeLd, storeTypeOf } from './schema-org';

export type PageMeta = {
  title: string;
  description: string;
  /** Absolute. */
  image: string | null;
  /** Absolute; only for a page that shows something it names (not a fallback). */
  canonical: string | null;
  type: 'website' | 'product';
  /** The lowest price now, for a product's og tags. */
  price?: number;
  jsonLd: Record<string, unknown> | null;
};

/** A Host header as a URL may carry it; anything else is not repeated back in links. */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin a merchant's links are written on: the request's protocol (X-Forwarded-Proto behind a
 * trusted proxy, TRUST_PROXY) with the merchant's first custom domain when it has one (route rule 2
 * serves it only there), else the request's own host; the request's port is kept either way.
 */
export function originOf(request: FastifyRequest, merchant: Pick<Merchant, 'profile'> | null): string {
  const host = HOST.test(request.host) ? request.host : 'localhost';
  const domain = merchant?.profile.domains[0];
  const port = host.match(/:(\d+)$/)?.[1];
  return `${request.protocol}://${domain ? `${domain}${port ? `:${port}` : ''}` : host}`;
}

/** The merchant's paths as the client spells them (apps/web/src/lib/paths.ts). */
export const pagePaths = {
  home: (sub: string) => `/${sub}/`,
  store: (sub: string, branchUuid: string, brandUuid: string) => `/${sub}/store/${branchUuid}&${brandUuid}`,
  sitemap: (sub: string) => `/${sub}/sitemap.xml`,
};

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
};

/**
 * A store's name: the branch's own name when it already starts with its brand ('Lutong Bahay - Ayala
 * Makati'), else '{brand} - {branch}'. The brand must end at a word's end: 'Kape' does not start 'Kapetolyo'.
 */
export function storeName(b: { name: string; brand_name: string }): string {
  return startsWithBrand(b.brand_name, b.name) ? b.name : `${b.brand_name.trim()} - ${b.name}`;
}

/** The merchant's own title (the home page's): screens put their name before it (the client reads application-name). */
export const merchantTitle = (merchant: Merchant) =>
  merchant.profile.design.snippet_details.title || merchant.profile.design.title || merchant.name;

export function createPageMeta(deps: { branches: BranchesService; catalog: CatalogService }) {
  const { branches, catalog } = deps;

  return async function pageMeta(merchant: Merchant, pathname: string, origin: string): Promise<PageMeta> {
    const design = merchant.profile.design;
    // A hosted image as its link-preview rendition (a JPEG: a merchant's SVG logo previews nowhere).
    const absolute = (image: string | null | undefined) =>
      image ? new URL(shareImage(image), `${origin}/`).toString() : null;
    const sub = merchant.subdomain;
    const merchantMeta: PageMeta = {
      title: merchantTitle(merchant),
      description: design.snippet_details.description,
      image: absolute(design.logo),
      canonical: null,
      type: 'website',
      jsonLd: null,
    };
    const named = (title: string) => `${title} | ${merchant.name}`;
    const [, , page = '', first = '', second = '', ...rest] = pathname.split('/').map(decoded);

    if (!page && !first) {
      const url = `${origin}${pagePaths.home(sub)}`;
      return {
        ...merchantMeta,
        canonical: url,
        jsonLd: merchantLd({
          name: merchant.name,
          url,
          logo: merchantMeta.image,
          description: merchantMeta.description,
        }),
      };
    }

    if (page === 'brands' && UUID.test(first) && !second) {
      const brand = (await branches.brands(merchant.id)).find((b) => b.uuid === first.toLowerCase());
      if (!brand) return merchantMeta;
      return {
        ...merchantMeta,
        title: named(brand.name),
        description: brand.description || merchantMeta.description,
        image: absolute(brand.logo) ?? merchantMeta.image,
        canonical: `${origin}/${sub}/brands/${brand.uuid}`,
      };
    }

    if (page === 'category' && UUID.test(first) && /^\d+$/.test(second) && !rest.length) {
      const category = (await catalog.categories(merchant.id)).find(
        (c) => c.uuid === first.toLowerCase() && c.id === Number(second),
      );
      if (!category) return merchantMeta;
      return {
        ...merchantMeta,
        title: named(category.name),
        image: absolute(category.image) ?? merchantMeta.image,
        canonical: `${origin}/${sub}/category/${category.uuid}/${category.id}`,
      };
    }

    if (page !== 'store' || rest.length) return merchantMeta;
    const [branchUuid = ''] = first.split('&');
    if (!UUID.test(branchUuid)) return merchantMeta;
    // Hidden or unknown: the client shows the 404 page; AppError 404 here.
    const branch = await branches.details(merchant.id, branchUuid.toLowerCase()).catch(() => null);
    if (!branch) return merchantMeta;
    const brand = (await branches.brands(merchant.id)).find((b) => b.uuid === branch.brand_uuid);
    const name = storeName(branch);
    const storeUrl = `${origin}${pagePaths.store(sub, branch.uuid, branch.brand_uuid)}`;
    const storeImage = absolute(branch.brand_logo) ?? merchantMeta.image;
    const storeMeta: PageMeta = {
      ...merchantMeta,
      title: named(name),
      description: brand?.description || merchantMeta.description,
      image: storeImage,
      canonical: storeUrl,
      jsonLd: storeLd(branch, {
        type: storeTypeOf(design.business_type),
        name,
        url: storeUrl,
        image: storeImage,
        merchantName: merchant.name,
      }),
    };
    if (!second) return storeMeta;

    if (!UUID.test(second)) return storeMeta;
    // Not sold there, unknown or deactivated: the store itself is what the customer sees.
    const product = await catalog.inventory(merchant.id, second.toLowerCase(), branch.uuid).catch(() => null);
    if (!product) return storeMeta;
    const url = `${storeUrl}/${product.product_details.uuid}`;
    const images = product.product_details.images
      .map((i) => absolute(i.image_name))
      .filter((i): i is string => i !== null);
    const description = product.product_details.description || storeMeta.description;
    return {
      title: named(product.product_details.name),
      description,
      image: images[0] ?? storeImage,
      canonical: url,
      type: 'product',
      price: pricesOf(product.inventory)[0] ?? 0,
      jsonLd: productLd(product, { url, images, description }),
    };
  };
}

export type PageMetaResolver = ReturnType<typeof createPageMeta>;

/** The <head> tags of a page's meta: title, description, canonical, Open Graph, Twitter card, JSON-LD. */
export function metaTags(meta: PageMeta, merchant: Merchant): string {
  const tag = (attr: 'name' | 'property', key: string, value: string | null | undefined) =>
    value ? `<meta ${attr}="${key}" content="${escapeHtml(value)}">` : '';
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    meta.canonical ? `<link rel="canonical" href="${escapeHtml(meta.canonical)}">` : '',
    tag('name', 'application-name', merchantTitle(merchant)),
    tag('property', 'og:site_name', merchant.name),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:image', meta.image),
    tag('property', 'og:url', meta.canonical),
    meta.price !== undefined ? tag('property', 'product:price:amount', meta.price.toFixed(2)) : '',
    meta.price !== undefined ? tag('property', 'product:price:currency', 'PHP') : '',
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:image', meta.image),
    // A data block (not script): the page's script-src does not apply to it, as to the bootstrap JSON.
    meta.jsonLd ? `<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>` : '',
  ].join('');
}
