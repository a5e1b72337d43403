/**
 * The photo of an ID's front (spec §5, §9): sent as base64 in JSON, with or without a `data:…;base64,`
 * prefix; JPEG or PNG by its bytes (the browser turns HEIC into JPEG first), at most 2 MB; re-encoded by
 * lib/image (upright, metadata dropped, bounded, stored as JPEG). Refusals are the form's words.
 */
import { MAX_SPECIAL_DISCOUNT_FILE_BYTES, SPECIAL_DISCOUNT_MESSAGES } from '@storefront/contracts/special-discount';
import { imageReencoder } from '../../../lib/image';

export const idImages = imageReencoder({
  kinds: ['image/jpeg', 'image/png'],
  maxBytes: MAX_SPECIAL_DISCOUNT_FILE_BYTES,
  messages: {
    required: SPECIAL_DISCOUNT_MESSAGES.fileRequired,
    tooLarge: SPECIAL_DISCOUNT_MESSAGES.fileSize,
    notSupported: SPECIAL_DISCOUNT_MESSAGES.fileType,
  },
  // Enough to read an ID's number and face; an ID card is small.
  maxSide: 1600,
});

/** The longest `data:<type>;<params>;base64,` prefix we read past. */
const MAX_PREFIX = 200;
/** Standard or URL-safe base64, padded or not; whitespace (line breaks) is dropped first. */
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;
const WHITESPACE = /[\t\n\r ]/g;

/** The file's bytes, or null when the text is no base64 (or a data URL that is not base64). */
export function decodeBase64Image(text: string): Buffer | null {
  let body = text;
  if (text.startsWith('data:')) {
    const comma = text.indexOf(',');
    if (comma < 0 || comma > MAX_PREFIX || !text.slice(0, comma).endsWith(';base64')) return null;
    body = text.slice(comma + 1);
  }
  body = body.replace(WHITESPACE, '');
  // A length of 4n+1 cannot be base64: some bits would be left over.
  if (!BASE64.test(body) || body.replace(/=+$/, '').length % 4 === 1) return null;
  return Buffer.from(body, 'base64');
}
