/**
 * A page's HTML compressed for the browser that takes it (issue 28, ADR 0036). Pages are made per
 * request (the merchant's head, a guest's first answers), so unlike the assets they cannot be
 * compressed at build. Brotli makes a 12–28 KB page about a quarter of that: on a slow phone's link,
 * a round trip fewer (TCP's first window carries about 14 KB) before the browser can ask for the
 * scripts. Quality 5 takes a fraction of a millisecond for a page and compresses within a few percent
 * of the slowest setting; API answers stay uncompressed (they are small, and issue 25 measured what
 * per-request work costs them).
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

export type PageEncoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding to send a page in, by the request's Accept-Encoding (its q-values too); null: as it is. */
export const pageEncoding = (acceptEncoding: string | undefined): PageEncoding | null =>
  negotiate<PageEncoding>(acceptEncoding ?? '', ['br', 'gzip']);

export function compressPage(html: string, encoding: PageEncoding): Promise<Buffer> {
  const bytes = Buffer.from(html);
  return encoding === 'br'
    ? brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzip(bytes, { level: 6 });
}
