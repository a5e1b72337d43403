import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+; to other engines, a comment): every function of a script
 * that starts with it is compiled while the script streams in, on a background thread. Without it V8
 * compiles each function when first called, on the main thread, inside the page's first long tasks.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** A screen of the route table: each is a lazy chunk of its own (src/app/router.tsx). */
const SCREEN = /\/src\/app\/routes\/[^/]+\.tsx$/;

/** What the hint needs of a chunk of the build's output. */
export interface OutputChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * The chunks whose code runs as soon as they load: the entry, every screen, and what they import
 * statically. Not the parts a screen loads only when used (a map, HEIC conversion, a dialog): most of
 * their functions may never run.
 */
export function chunksRunAtLoad(bundle: Record<string, OutputChunk | { type: 'asset' }>): Set<string> {
  const chunks = new Map<string, OutputChunk>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || found.has(fileName)) return;
    found.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const chunk of chunks.values()) {
    if (chunk.isEntry || SCREEN.test(chunk.facadeModuleId ?? '')) visit(chunk.fileName);
  }
  return found;
}

/**
 * Starts the chunks that run at load with the compile hint (issue 28): on Lighthouse's slow phone their
 * first-call compiling was a large part of the first tasks' time (TBT home / store / cart / checkout
 * 69–174 / 167–206 / 65–86 / 123–162 ms → 35 / 66 / 11 / 9 with the first render apart too, ADR 0036).
 */
export function compileHints(): Plugin {
  return {
    name: 'storefront-compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own, which rewrites the chunks that load others (their preload lists).
      order: 'post',
      handler(_options, bundle) {
        const hinted = chunksRunAtLoad(bundle as unknown as Record<string, OutputChunk | { type: 'asset' }>);
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk' || !hinted.has(item.fileName)) continue;
          item.code = COMPILE_HINT + item.code;
          // A source map's lines move down by the one added (the map is an asset of its own by now).
          const map = bundle[`${item.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
