/**
 * A slip photo as we keep it: recognised by its bytes (never its name or declared type), decoded and
 * re-encoded by sharp — turned upright by its EXIF orientation, every metadata block dropped (phones
 * put the place and time the photo was taken there), bounded in size — and always stored as JPEG.
 */
import { DEPOSIT_SLIP_MESSAGES, MAX_DEPOSIT_SLIP_BYTES } from '@storefront/contracts/deposit-slip';
import sharp from 'sharp';

export type StoredImage = { contentType: 'image/jpeg'; bytes: Buffer; width: number; height: number };

/** Long enough to read a slip's small print, small enough to keep rows light (~200–600 KB). */
const MAX_SIDE = 2000;
/** Refuses decompression bombs: a few KB of PNG can claim gigapixels. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The kinds accepted, by magic bytes. HEIC is not among them: this build of sharp (libvips' prebuilt
 * binaries) decodes AVIF but has no HEVC decoder, so iPhones' HEIC would fail later anyway; iOS
 * Safari converts HEIC to JPEG when the input accepts only JPEG/PNG/WebP.
 */
const KINDS = [
  { type: 'image/jpeg', magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/png',
    magic: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/webp',
    magic: (b: Buffer) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
] as const;

export const recognisedImageType = (bytes: Buffer): string | null => KINDS.find((k) => k.magic(bytes))?.type ?? null;

/** The image to store, or the message for file_upload that says why not. */
export async function reencodeSlipImage(bytes: Buffer): Promise<StoredImage | string> {
  if (bytes.length === 0) return DEPOSIT_SLIP_MESSAGES.required;
  if (bytes.length > MAX_DEPOSIT_SLIP_BYTES) return DEPOSIT_SLIP_MESSAGES.tooLarge;
  if (!recognisedImageType(bytes)) return DEPOSIT_SLIP_MESSAGES.notSupported;
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate() // upright by EXIF orientation, before the orientation tag goes with the metadata
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' }) // a transparent PNG becomes white, not black, as JPEG
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { contentType: 'image/jpeg', bytes: data, width: info.width, height: info.height };
  } catch {
    // Magic bytes right but not decodable (truncated, corrupt, too many pixels): not an image we take.
    return DEPOSIT_SLIP_MESSAGES.notSupported;
  }
}
