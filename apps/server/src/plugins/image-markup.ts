/**
 * A merchant's picture in the first HTML, named as the page's `<img>` names it (a rendition set for a
 * photo, a vector as it is): the browser fetches it once, for the markup and the script alike.
 */
import { imageSources } from '@storefront/contracts/media-renditions';
import { escapeHtml } from '../lib/html';

/** The `src`, `srcset` and `sizes` attributes of an `<img>` (escaped: merchant data). */
export function imageAttributes(url: string, sizes: string): string {
  const { src, srcSet } = imageSources(url, sizes);
  const set = srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(sizes)}"` : '';
  return `src="${escapeHtml(src)}"${set}`;
}

/** A first-screen picture asked for with the page, before the script that draws it. */
export function imagePreload(url: string, sizes: string): string {
  const { src, srcSet } = imageSources(url, sizes);
  const set = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(src)}"${set}>`;
}
