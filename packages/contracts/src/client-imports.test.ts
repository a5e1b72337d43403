import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDERING_PARTS, partOf, SHARED_PARTS } from '../../../apps/web/build/chunk-groups';

/**
 * The contracts are zod schemas: one value import from them on Home's first load ships zod with it (it
 * once took Home's first load from 89 to 116 KB gzip). Forms validate with the contracts' schemas
 * (react-hook-form + the zod resolver), so those imports are allowed only where the screens load
 * lazily: nothing the entry or the Home screen imports statically may import a contract's values,
 * zod, or the form library. Cart and Checkout, landing pages too, may use the form library but load
 * zod only when a form validates (issue 28). The zod-free contract modules (messages and words kept
 * apart from their schemas) may be imported anywhere.
 */
const ZOD_FREE_MODULES = new Set([
  '@storefront/contracts/empty-cart',
  '@storefront/contracts/limits',
  '@storefront/contracts/special-discount-words',
  '@storefront/contracts/cart-messages',
  '@storefront/contracts/pay-with-points-messages',
  '@storefront/contracts/med-padala-words',
  '@storefront/contracts/page-cookies',
  '@storefront/contracts/media-renditions',
]);
const HEAVY_PACKAGES = /^(?:zod(?:\/|$)|react-hook-form$|@hookform\/)/;
/** What the shared chunks must not carry either: the dialog and select libraries. */
const WIDGET_PACKAGES = /^(?:@radix-ui\/react-dialog|downshift)$/;

const webSrc = path.resolve(import.meta.dirname, '../../../apps/web/src');
const FIRST_LOAD_ROOTS = ['main.tsx', 'app/routes/home.tsx'].map((f) => path.join(webSrc, f));

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(webSrc, specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** Static value imports of a file (type-only imports and dynamic import() are not followed). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^import\s+(type\s+)?(?:[^;]*?from\s+)?'([^']+)'/gm)]
    .filter((m) => !m[1])
    .map((m) => m[2] ?? '');
}

/**
 * Contract, zod and (unless allowed) form-library and dialog/select-library imports reachable from
 * `roots` through static imports.
 */
function heavyImports(roots: string[], { formLibrary, widgets = true }: { formLibrary: boolean; widgets?: boolean }) {
  const seen = new Set<string>();
  const offenders: string[] = [];
  const queue = [...roots];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      const where = `${path.relative(webSrc, file)}: ${specifier}`;
      if (specifier.startsWith('@storefront/contracts/')) {
        if (!ZOD_FREE_MODULES.has(specifier)) offenders.push(where);
      } else if (/^zod(?:\/|$)/.test(specifier)) offenders.push(where);
      else if (!formLibrary && HEAVY_PACKAGES.test(specifier)) offenders.push(where);
      else if (!widgets && WIDGET_PACKAGES.test(specifier)) offenders.push(where);
      else if (specifier.startsWith('@/') || specifier.startsWith('.')) {
        const next = resolveLocal(file, specifier);
        if (next) queue.push(next);
      }
    }
  }
  return { seen: seen.size, offenders };
}

describe('the web client', () => {
  it('keeps zod, the contracts’ schemas and the form library off the entry and Home', () => {
    const { seen, offenders } = heavyImports(FIRST_LOAD_ROOTS, { formLibrary: false });
    expect(seen).toBeGreaterThan(20); // the walk really followed the imports
    expect(offenders).toEqual([]);
  });

  it('keeps zod and the contracts’ schemas off Cart’s and Checkout’s first screen', () => {
    const roots = ['app/routes/cart.tsx', 'app/routes/checkout.tsx'].map((f) => path.join(webSrc, f));
    const { seen, offenders } = heavyImports(roots, { formLibrary: true });
    expect(seen).toBeGreaterThan(40);
    expect(offenders).toEqual([]);
  });

  it('keeps the zod-free contract modules free of imports', () => {
    for (const module of ZOD_FREE_MODULES) {
      const file = path.join(import.meta.dirname, `${module.split('/').at(-1)}.ts`);
      // The domain package is pure (no packages at all: Biome holds it to that).
      expect(
        valueImports(file).filter((s) => !s.startsWith('@storefront/domain/')),
        module,
      ).toEqual([]);
    }
  });

  it('keeps zod, the contracts’ schemas, dialogs and the form libraries out of the shared chunks', () => {
    // Whatever a module of build/chunk-groups.ts imports goes into its chunk, which every screen of its
    // kind loads: one such import there would put zod or a dialog library on Home's first load.
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
        .map((e) => path.join(e.parentPath, e.name));
    const inGroups = partOf([...ORDERING_PARTS, ...SHARED_PARTS]);
    const grouped = [...sources(webSrc), ...sources(path.resolve(import.meta.dirname, '../../domain/src'))].filter(
      inGroups,
    );
    expect(grouped.length).toBeGreaterThan(30);
    const { offenders } = heavyImports(grouped, { formLibrary: false, widgets: false });
    expect(offenders).toEqual([]);
  });
});
