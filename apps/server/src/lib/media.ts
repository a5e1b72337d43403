/** Recognises the image files a merchant may ship, by their bytes, and refuses SVGs that could run code. */
import { createHash } from 'node:crypto';

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
