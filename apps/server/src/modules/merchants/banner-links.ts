/**
 * Feature banner links, from the merchant file's form (`/category/{key}`, `/brands/{key}`, an https
 * URL: merchant-config's parseBannerLink) to the href the storefront puts on the banner.
 */
import type { FeatureBanner } from '@storefront/contracts/design';
import { parseBannerLink } from '@storefront/contracts/merchant-config';
import { stableUuid } from '../../lib/uuid';
import type { CatalogService } from '../catalog/service';
import type { Merchant } from './service';

/**
 * The banner's href: a path of the merchant's storefront (the uuids are the import's stable ones; a
 * category's route also needs its id) or the https URL. Null for no link, and for one that no longer
 * resolves or was stored before links were checked: a banner that leads nowhere is a picture.
 */
export function bannerHref(
  subdomain: string,
  link: string | undefined,
  categoryIds: ReadonlyMap<string, number>,
): string | null {
  const parsed = link === undefined ? null : parseBannerLink(link);
  if (!parsed) return null;
  const root = `/${encodeURIComponent(subdomain)}`;
  switch (parsed.kind) {
    case 'external':
      return parsed.url;
    case 'brand':
      return `${root}/brands/${stableUuid(`${subdomain}/brand/${parsed.key}`)}`;
    case 'category': {
      const id = categoryIds.get(parsed.key);
      return id === undefined ? null : `${root}/category/${stableUuid(`${subdomain}/category/${parsed.key}`)}/${id}`;
    }
  }
}

/** Whether any banner needs the merchant's category ids (a database read, cached by the catalogue). */
const needsCategoryIds = (banners: { link?: string | undefined }[]) =>
  banners.some((b) => b.link !== undefined && parseBannerLink(b.link)?.kind === 'category');

/**
 * The Home screen's feature banners as the storefront shows them (POST /api/design/customer/get-design,
 * and the first HTML's bootstrap so Home draws them in its first render: nothing moves down later).
 */
export async function featureBanners(
  merchant: Merchant,
  catalog: Pick<CatalogService, 'categoryIdsByKey'>,
): Promise<FeatureBanner[]> {
  const banners = merchant.profile.design.feature_banner;
  const categoryIds = needsCategoryIds(banners) ? await catalog.categoryIdsByKey(merchant.id) : new Map();
  return banners.map((b) => ({
    image: b.image,
    title: b.title,
    link: bannerHref(merchant.subdomain, b.link, categoryIds),
  }));
}
