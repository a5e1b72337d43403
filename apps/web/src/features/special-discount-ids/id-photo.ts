/**
 * The ID photo, made ready in the browser before it travels as base64 in the upload's JSON (spec §5
 * "Special discount upload form", §9): .jpg/.jpeg/.png as they are; HEIC/HEIF (iPhones) converted to
 * JPEG; anything over 2 MB compressed to a JPEG under it. The converter and the compressor are loaded
 * only when a file needs them: heic-to alone is ~3 MB of script.
 */
import { MAX_SPECIAL_DISCOUNT_FILE_BYTES, SPECIAL_DISCOUNT_MESSAGES } from '@storefront/contracts/special-discount';

export type PhotoKind = 'jpeg' | 'png' | 'heic';

const TYPES: Record<string, PhotoKind> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/png': 'png',
  'image/heic': 'heic',
  'image/heif': 'heic',
  'image/heic-sequence': 'heic',
  'image/heif-sequence': 'heic',
};
const EXTENSIONS: Record<string, PhotoKind> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', heic: 'heic', heif: 'heic' };

/**
 * What the chosen file is, by its type or else its extension (pickers on some phones report no type,
 * or application/octet-stream); null for anything else (.gif, .webp, .pdf…). The server checks the
 * bytes again.
 */
export function photoKind(file: { name: string; type: string }): PhotoKind | null {
  const byType = TYPES[file.type.toLowerCase()];
  if (byType) return byType;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return EXTENSIONS[extension] ?? null;
}

/** The largest photo sent (spec §9: 2 MB). */
export const PHOTO_LIMIT_BYTES = MAX_SPECIAL_DISCOUNT_FILE_BYTES;
/**
 * What the compressor aims for, in its MB (1024²): just under the limit, so that its estimate landing
 * a little high still fits.
 */
export const COMPRESS_TARGET_MB = 1.9;
/**
 * Longest sides tried in turn while the photo is still too large: an ID stays readable at each, and
 * the compressor lowers the quality within each before the next, smaller one is tried.
 */
export const COMPRESS_SIDES = [4096, 2560, 1600] as const;

type HeicTo = (args: { blob: Blob; type: 'image/jpeg'; quality?: number }) => Promise<Blob>;
type Compressor = (
  file: File,
  options: {
    maxSizeMB: number;
    maxWidthOrHeight: number;
    fileType: string;
    initialQuality: number;
    useWebWorker: boolean;
  },
) => Promise<Blob>;

/** Where the two libraries come from: dynamic imports, so each is its own chunk, fetched on first use. */
export type PhotoLoaders = {
  heic: () => Promise<{ heicTo: HeicTo }>;
  compressor: () => Promise<{ default: Compressor }>;
};

export const PHOTO_LOADERS: PhotoLoaders = {
  // The CSP-friendly build: no eval; it decodes in a worker it starts from a blob: URL (worker-src blob:).
  heic: () => import('heic-to/csp'),
  compressor: () => import('browser-image-compression'),
};

export type PreparedPhoto =
  | { ok: true; file: File; base64: string }
  | { ok: false; message: (typeof SPECIAL_DISCOUNT_MESSAGES)['fileRequired' | 'fileType' | 'fileSize'] };

const asJpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'id-photo'}.jpg`;

/** The file's bytes as a data URL ('data:image/jpeg;base64,…'), which the upload call takes as it is. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unread')));
    reader.onerror = () => reject(reader.error ?? new Error('unread'));
    reader.readAsDataURL(file);
  });
}

/**
 * Checks, converts and shrinks the chosen file, then reads it as base64. A missing, empty or unreadable
 * file (or a HEIC the converter cannot decode) → 'Upload the required file type and try again.'; another
 * kind → "This file type isn't supported."; still over 2 MB after compressing → 'File size should be less
 * than 2 MB.'
 */
export async function prepareIdPhoto(
  chosen: File | null | undefined,
  loaders: PhotoLoaders = PHOTO_LOADERS,
): Promise<PreparedPhoto> {
  const unreadable = { ok: false, message: SPECIAL_DISCOUNT_MESSAGES.fileRequired } as const;
  if (!chosen || chosen.size === 0) return unreadable;
  const kind = photoKind(chosen);
  if (!kind) return { ok: false, message: SPECIAL_DISCOUNT_MESSAGES.fileType };

  let file = chosen;
  try {
    if (kind === 'heic') {
      const { heicTo } = await loaders.heic();
      const jpeg = await heicTo({ blob: chosen, type: 'image/jpeg', quality: 0.92 });
      file = new File([jpeg], asJpegName(chosen.name), { type: 'image/jpeg' });
    }
    if (file.size > PHOTO_LIMIT_BYTES) {
      const { default: compress } = await loaders.compressor();
      const original = file;
      for (const side of COMPRESS_SIDES) {
        const smaller = await compress(original, {
          maxSizeMB: COMPRESS_TARGET_MB,
          maxWidthOrHeight: side,
          fileType: 'image/jpeg',
          initialQuality: 0.9,
          // Its worker would load the library from a CDN (importScripts), which our policy refuses.
          useWebWorker: false,
        });
        file = new File([smaller], asJpegName(original.name), { type: 'image/jpeg' });
        if (file.size <= PHOTO_LIMIT_BYTES) break;
      }
      if (file.size > PHOTO_LIMIT_BYTES) return { ok: false, message: SPECIAL_DISCOUNT_MESSAGES.fileSize };
    }
    return { ok: true, file, base64: await readAsDataUrl(file) };
  } catch {
    return unreadable;
  }
}
