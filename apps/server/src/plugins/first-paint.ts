/**
 * What a merchant's page shows before any script runs (ADR 0036): the bar with the merchant's logo and,
 * on Home, the top of the screen (its title, its lead and the first banner), in the same markup and
 * classes as the client's FirstPaint and Home, which replace it on their first render. On a slow phone
 * the customer sees the merchant, and Home its largest picture, while the script downloads.
 */
import type { FeatureBanner } from '@storefront/contracts/design';
import { BANNER_SIZES, LOGO_SIZES } from '@storefront/contracts/media-renditions';
import { isTopupEnabled } from '@storefront/contracts/topups';
import { escapeHtml } from '../lib/html';
import type { Merchant } from '../modules/merchants/service';
import { imageAttributes, imagePreload } from './image-markup';

/**
 * Home's top, as the Home screen draws it. The banner is a picture here (its link comes with the
 * script): it is shown a second or two sooner, not made a link sooner.
 */
function homeTop(merchant: Merchant, banner: FeatureBanner | undefined): string {
  const { title, description } = merchant.profile.design.snippet_details;
  const lead = description ? `<p class="home__lead">${escapeHtml(description)}</p>` : '';
  const picture = banner
    ? `<section class="feature-banner"><ul class="list-reset feature-banner__track"><li class="feature-banner__slide">` +
      `<img ${imageAttributes(banner.image, BANNER_SIZES)} alt="${escapeHtml(banner.title)}" width="1200" height="400" loading="eager" fetchpriority="high" class="feature-banner__image">` +
      `</li></ul></section>`
    : '';
  return `<div class="container page home"><div class="home__intro"><h1 class="home__title">${escapeHtml(title || merchant.name)}</h1>${lead}</div>${picture}</div>`;
}

/**
 * Where the navbar shows 'Deliver to' (its 'store_ordering' top-up), a phone's navbar has it as a second
 * row: the bar keeps its place, an empty pill of the same classes and height.
 */
const DELIVER_ROW =
  '<span class="deliver-to navbar__deliver first-paint__deliver" aria-hidden="true"><span class="deliver-to__text">' +
  '<span class="deliver-to__label">Deliver to</span><span class="deliver-to__value">Deliver to</span></span></span>';

/** The page's root with its first paint; `home` when the page is the merchant's Home, with its banners. */
export function firstPaint(merchant: Merchant, home: { banners: FeatureBanner[] } | null): string {
  const logo = `<img ${imageAttributes(merchant.profile.design.logo, LOGO_SIZES)} alt="${escapeHtml(merchant.name)}" height="40">`;
  const bar = isTopupEnabled(merchant.profile.settings, 'store_ordering')
    ? `<div class="first-paint__bar first-paint__bar--deliver">${logo}${DELIVER_ROW}</div>`
    : `<div class="first-paint__bar">${logo}</div>`;
  const top = home ? homeTop(merchant, home.banners[0]) : '';
  return `<div id="root"><div class="first-paint" aria-busy="true">${bar}${top}</div></div>`;
}

/**
 * The first paint's pictures, asked for before the screen's chunks: discovered only in the body, they
 * waited behind every modulepreload of the head for one of HTTP/1.1's six connections (Checkout's 26:
 * its first paint came 0.5 s after the other screens'). Home's largest is its first banner.
 */
export function firstPaintPreloads(merchant: Merchant, home: { banners: FeatureBanner[] } | null): string {
  const banner = home?.banners[0];
  return (
    imagePreload(merchant.profile.design.logo, LOGO_SIZES) + (banner ? imagePreload(banner.image, BANNER_SIZES) : '')
  );
}
