import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANDING_SCREENS, type Manifest, preloadLinks, routeChunks } from './route-chunks';

/** A build's manifest in miniature: the entry with its vendor chunk, screens sharing a chunk. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'], css: ['assets/index-1.css'] },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  '_shared.js': { file: 'assets/shared-1.js', imports: ['_vendor.js', 'index.html'], css: ['assets/shared-1.css'] },
  'src/app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_shared.js'], css: ['assets/home-1.css'] },
  'src/app/routes/cart.tsx': { file: 'assets/cart-1.js', imports: ['_shared.js', 'index.html'] },
  'src/app/routes/store.tsx': { file: 'assets/store-1.js' },
};

describe("a page's own chunks", () => {
  it("are the screen's with what it imports, less what index.html already names", () => {
    expect(routeChunks(manifest, '/')).toEqual({
      scripts: ['/assets/home-1.js', '/assets/shared-1.js'],
      styles: ['/assets/home-1.css', '/assets/shared-1.css'],
    });
    expect(routeChunks(manifest, '/cart').scripts).toEqual(['/assets/cart-1.js', '/assets/shared-1.js']);
  });

  it('follow the store route with or without a product in the path', () => {
    for (const rest of ['/store/b&a', '/store/b&a/p', '/store/b&a/'])
      expect(routeChunks(manifest, rest).scripts).toContain('/assets/store-1.js');
  });

  it('are none for a screen not landed on, an unknown path, or a build without a manifest', () => {
    expect(routeChunks(manifest, '/my-profile')).toEqual({ scripts: [], styles: [] });
    expect(routeChunks(manifest, '/cart/extra')).toEqual({ scripts: [], styles: [] });
    expect(routeChunks(null, '/')).toEqual({ scripts: [], styles: [] });
  });

  it('are preloaded as module scripts and styles in the mode the client later asks for them', () => {
    expect(preloadLinks({ scripts: ['/assets/a.js'], styles: ['/assets/a.css'] })).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="preload" as="style" crossorigin href="/assets/a.css">',
    );
  });
});

it("names the web client's own modules, as its router imports them", () => {
  const web = path.resolve(import.meta.dirname, '../../../web');
  const router = fs.readFileSync(path.join(web, 'src/app/router.tsx'), 'utf8');
  for (const [, source] of LANDING_SCREENS) {
    expect(fs.existsSync(path.join(web, source)), source).toBe(true);
    expect(router).toContain(`import('./${source.replace('src/app/', '').replace(/\.tsx$/, '')}')`);
  }
});
