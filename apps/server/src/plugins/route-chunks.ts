/**
 * The web client's chunks a page will ask for as soon as its first script runs: the screen of the path
 * (apps/web/src/app/router.tsx, where each screen is a lazy chunk; the app layout is in the entry). Named in the
 * first HTML as preloads, they download alongside the entry script instead of after it — on a slow
 * phone link that saves a whole round of requests before the screen can render (issue 28).
 */
import fs from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (.vite/manifest.json), by source path. */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** Screens inside the app layout by their path under /{subdomain}: the ones a customer lands on. */
export const LANDING_SCREENS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/?$/, 'src/app/routes/home.tsx'],
  [/^\/store\/[^/]+(\/[^/]+)?\/?$/, 'src/app/routes/store.tsx'],
  [/^\/brands\/[^/]+\/?$/, 'src/app/routes/brand.tsx'],
  [/^\/category\/[^/]+\/[^/]+\/?$/, 'src/app/routes/category.tsx'],
  [/^\/cart\/?$/, 'src/app/routes/cart.tsx'],
  [/^\/checkout\/?$/, 'src/app/routes/checkout.tsx'],
];

export function readManifest(webDist: string): Manifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null; // not built, or built without a manifest: pages simply name no chunks
  }
}

/** Every chunk `keys` load with their static imports, and the stylesheets they bring. */
function closure(manifest: Manifest, keys: string[]): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts, styles };
}

/**
 * The chunks and stylesheets of the screen at `rest` (the path after /{subdomain}) that index.html does
 * not already name (the entry and its imports), as URLs under /assets/. None for other paths.
 */
export function routeChunks(manifest: Manifest | null, rest: string): { scripts: string[]; styles: string[] } {
  const screen = LANDING_SCREENS.find(([pattern]) => pattern.test(rest))?.[1];
  if (!manifest || !screen) return { scripts: [], styles: [] };
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  const already = closure(manifest, entries);
  const wanted = closure(manifest, [screen]);
  const url = (file: string) => `/${file}`;
  return {
    scripts: [...wanted.scripts].filter((f) => !already.scripts.has(f)).map(url),
    styles: [...wanted.styles].filter((f) => !already.styles.has(f)).map(url),
  };
}

/** The preload links of routeChunks' answer (hashed file names: nothing to escape). */
export function preloadLinks(chunks: { scripts: string[]; styles: string[] }): string {
  return [
    ...chunks.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    // Preloads, not stylesheets: the merchant's bar paints without waiting for them; the chunk's own
    // loader adds each as a stylesheet when the screen renders, from the cache.
    ...chunks.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ].join('');
}
