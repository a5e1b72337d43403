/**
 * The image files a merchant may ship: recognised by their bytes, SVGs that could run code refused, and
 * their renditions (packages/contracts media-renditions.ts) rendered.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';

export type MediaFile = { hash: string; contentType: string; bytes: Buffer; url: string };

const KINDS = [
  {
    ext: 'png',
    type: 'image/png',
    magic: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { ext: 'jpg', type: 'image/jpeg', magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: 'webp',
    type: 'image/webp',
    magic: (b: Buffer) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
  { ext: 'svg', type: 'image/svg+xml', magic: (b: Buffer) => /<svg[\s>]/i.test(b.toString('utf8', 0, 2048)) },
] as const;

export const MAX_MEDIA_BYTES = 2 * 1024 * 1024;

/** A media file from its bytes, or the reason it is refused. */
export function toMediaFile(bytes: Buffer): MediaFile | string {
  if (bytes.length > MAX_MEDIA_BYTES) return 'image is larger than 2 MB';
  const kind = KINDS.find((k) => k.magic(bytes));
  if (!kind) return 'not a PNG, JPEG, WebP or SVG image';
  if (kind.ext === 'svg') {
    const text = bytes.toString('utf8');
    if (/<script|<foreignObject|\son[a-z]+\s*=|javascript:|<iframe|<embed|<object/i.test(text))
      return 'SVG images must not contain scripts, event handlers or embedded documents';
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return { hash, contentType: kind.type, bytes, url: `/media/${hash}.${kind.ext}` };
}

/** Refuses decompression bombs, and vectors drawn absurdly tall at a rendition's width. */
const MAX_RENDERED_PIXELS = 50_000_000;

/** WebP for pages; JPEG for link previews, which some apps read in no other format. */
export type RenditionFormat = 'webp' | 'jpg';

export const RENDITION_TYPES: Record<RenditionFormat, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/**
 * An image at one of MEDIA_WIDTHS: a photo scaled down (never up: a small photo stays its size) and
 * turned upright by its EXIF orientation, a vector drawn at that width (at the density that draws it
 * sharp, not drawn small and stretched). A JPEG, having no transparency, is laid on white. Metadata is
 * dropped, as sharp does by default.
 */
export async function renderRendition(
  original: { contentType: string; bytes: Buffer },
  width: number,
  format: RenditionFormat,
) {
  const vector = original.contentType === 'image/svg+xml';
  // librsvg draws an SVG at 72 dpi by default: its natural width at that density tells the one needed.
  const natural = vector ? ((await sharp(original.bytes).metadata()).width ?? width) : width;
  const image = sharp(original.bytes, {
    limitInputPixels: MAX_RENDERED_PIXELS,
    ...(vector ? { density: Math.min(100_000, (72 * width) / natural) } : {}),
  })
    .rotate()
    .resize({ width, withoutEnlargement: !vector })
    // A vector of heavy filters can take librsvg long: it is answered as it is instead.
    .timeout({ seconds: 10 });
  return (
    format === 'jpg' ? image.flatten({ background: '#ffffff' }).jpeg({ quality: 82 }) : image.webp({ quality: 80 })
  ).toBuffer();
}
