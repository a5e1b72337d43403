import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text, and big enough that the saving beats the extra file. */
const TEXT = /\.(js|mjs|css|svg|json|html|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of the build, which the server
 * sends to browsers that accept them (@fastify/static `preCompressed`). Compressed once here at the
 * highest levels instead of on every request: on a slow phone link the first load's JavaScript is the
 * page's largest cost (issue 28), and Brotli roughly quarters it.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'storefront-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      if (!fs.existsSync(assets)) return;
      for (const name of fs.readdirSync(assets)) {
        if (!TEXT.test(name)) continue;
        const file = path.join(assets, name);
        const bytes = fs.readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        // Quality 11 is slow on megabytes (HEIC conversion, loaded only when used): 9 is nearly as small.
        const quality = bytes.length > 1_000_000 ? 9 : zlib.constants.BROTLI_MAX_QUALITY;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(bytes, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
