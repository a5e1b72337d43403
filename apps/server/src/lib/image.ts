/**
 * Uploaded photos as we keep them (DESIGN §5): recognised by their bytes (never a name or a declared
 * type), decoded and re-encoded by sharp — turned upright by their EXIF orientation, every metadata
 * block dropped (phones put the place and time a photo was taken there), bounded in size — and always
 * stored as JPEG. Each upload (deposit slips, SC/PWD IDs) says which kinds it takes, how large, and in
 * which words it refuses.
 */
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';

export type StoredImage = { contentType: 'image/jpeg'; bytes: Buffer; width: number; height: number };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The kinds we can tell by their magic bytes. HEIC is not among them: this build of sharp (libvips'
 * prebuilt binaries) decodes AVIF but has no HEVC decoder, so an iPhone's HEIC would fail later anyway;
 * browsers convert it to JPEG first (iOS Safari does, for inputs that accept only JPEG/PNG/WebP).
 */
const MAGIC = {
  'image/jpeg': (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b: Buffer) => b.subarray(0, 8).equals(PNG_SIGNATURE),
  'image/webp': (b: Buffer) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  'image/gif': (b: Buffer) => b.toString('latin1', 0, 6) === 'GIF87a' || b.toString('latin1', 0, 6) === 'GIF89a',
} as const;

export type ImageKind = keyof typeof MAGIC;

/** The kind the bytes say they are, whatever an upload accepts; null for none we know. */
export const recognisedImageType = (bytes: Buffer): ImageKind | null =>
  (Object.keys(MAGIC) as ImageKind[]).find((kind) => MAGIC[kind](bytes)) ?? null;

export type ImageRules = {
  /** What this upload takes, by magic bytes. */
  kinds: readonly ImageKind[];
  /** The largest file taken, in bytes (as uploaded, before re-encoding). */
  maxBytes: number;
  /** The customer's words: no file, a file too large, anything else (another kind, or not decodable). */
  messages: { required: string; tooLarge: string; notSupported: string };
  /** The long side of what is stored, in pixels; smaller images are kept as large as they are. */
  maxSide?: number;
  /** Refuses decompression bombs: a few KB of PNG can claim gigapixels. */
  maxInputPixels?: number;
  /** JPEG quality of what is stored. */
  quality?: number;
};

/** Long enough to read small print, small enough to keep rows light (~200–600 KB). */
const MAX_SIDE = 2000;
const MAX_INPUT_PIXELS = 50_000_000;

export function imageReencoder(rules: ImageRules) {
  const { messages } = rules;

  /** Why the bytes are refused before any decoding (cheap), or null when they may be decoded. */
  function refusal(bytes: Buffer): string | null {
    if (bytes.length === 0) return messages.required;
    if (bytes.length > rules.maxBytes) return messages.tooLarge;
    const kind = recognisedImageType(bytes);
    if (!kind || !rules.kinds.includes(kind)) return messages.notSupported;
    return null;
  }

  /** The image to store, or the message that says why not. */
  async function reencode(bytes: Buffer): Promise<StoredImage | string> {
    const refused = refusal(bytes);
    if (refused) return refused;
    const side = rules.maxSide ?? MAX_SIDE;
    try {
      const { data, info } = await sharp(bytes, {
        limitInputPixels: rules.maxInputPixels ?? MAX_INPUT_PIXELS,
        failOn: 'error',
      })
        .rotate() // upright by EXIF orientation, before the orientation tag goes with the metadata
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' }) // a transparent PNG becomes white, not black, as JPEG
        .jpeg({ quality: rules.quality ?? 82, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      return { contentType: 'image/jpeg', bytes: data, width: info.width, height: info.height };
    } catch {
      // Magic bytes right but not decodable (truncated, corrupt, too many pixels): not an image we take.
      return messages.notSupported;
    }
  }

  return { refusal, reencode };
}

export type ImageReencoder = ReturnType<typeof imageReencoder>;

/**
 * Sends a stored image reached through a signed link: cached only by the browser that asked, and only
 * while the link lasts; never sniffed as another type; never embedded by another site.
 */
export function sendPrivateImage(
  reply: FastifyReply,
  image: { contentType: string; bytes: Buffer; secondsLeft: number },
): FastifyReply {
  return reply
    .header('Content-Type', image.contentType)
    .header('Cache-Control', `private, max-age=${image.secondsLeft}`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .header('Content-Disposition', 'inline')
    .send(image.bytes);
}
