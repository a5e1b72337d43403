/**
 * The sizes the server renders a merchant's hosted image at, and how a page asks for them (zod-free:
 * the first load's pictures use it). An image imported from the merchant's file is served at
 * `/media/<hash>.<ext>` as shipped, and at `/media/<hash>-<width>.<webp|jpg>` for each width below,
 * rendered on first request and kept (docs/adr/0038-media-renditions.md).
 */

/** The widths a rendition may have, in pixels; the media route refuses any other. */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;

const HOSTED = /^\/media\/([0-9a-f]{32})\.(svg|png|jpg|webp)$/;

export type ImageSources = { src: string; srcSet?: string; sizes?: string };

/**
 * What an `<img>` of a merchant's image asks for. A photo: every WebP rendition with the slot's width
 * (`sizes`, CSS lengths as in the HTML attribute), the browser picking the one its screen needs — a
 * merchant's 2 MB photo is a few KB in a product card. Left as they are: a vector (a few KB of SVG at
 * any size, where a raster of the slot is four to five times the bytes on a slow link) and an image
 * hosted elsewhere (an https URL in the merchant's file).
 */
export function imageSources(url: string, sizes: string): ImageSources {
  const hash = HOSTED.exec(url)?.[1];
  if (!hash || url.endsWith('.svg')) return { src: url };
  return { src: url, srcSet: MEDIA_WIDTHS.map((w) => `/media/${hash}-${w}.webp ${w}w`).join(', '), sizes };
}

/**
 * The picture a shared link's preview shows: a hosted image as a 1280-pixel JPEG, which every app that
 * draws previews reads (several take no SVG or WebP). An image hosted elsewhere is named as it is.
 */
export function shareImage(url: string): string {
  const hash = HOSTED.exec(url)?.[1];
  return hash ? `/media/${hash}-1280.jpg` : url;
}

// The slots whose first pictures the server's first HTML preloads: a preload names the same sources
// and sizes as the page's <img>, or the browser fetches the picture twice.

/** A product card: two columns on a phone; a column of the grid (190 px and up) on a larger screen. */
export const PRODUCT_CARD_SIZES = '(max-width: 844.98px) 50vw, 240px';

/** Home's feature banner: the page's width, up to the layout's 1,200 px. */
export const BANNER_SIZES = '(max-width: 1200px) 100vw, 1200px';

/** A merchant's logo: 36–56 px tall, as wide as its shape; 240 px holds one six times as wide as tall. */
export const LOGO_SIZES = '240px';
