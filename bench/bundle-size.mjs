// First-load JavaScript and CSS per route, gzip: the entry chunk, plus the layout for screens inside
// it, plus the route's own chunk, each with everything it imports statically. Reads Vite's manifest.
//   npm run build -w apps/web && node bench/bundle-size.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const LIMIT_KB = 100;

const gzip = new Map();
const gzipKb = (file) => {
  if (!gzip.has(file))
    gzip.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024);
  return gzip.get(file);
};

/** Every chunk a manifest entry loads before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
/** A module's chunk, or the entry when it has none of its own (it was bundled into the entry). */
const keyOf = (suffix) =>
  Object.keys(manifest).find((k) => k.endsWith(`${suffix}.tsx`) || k.endsWith(`${suffix}.ts`)) ?? entryKey;
const LAYOUT = 'src/app/layout/app-layout';
const ROUTES = [
  ['Home  /{m}/', [LAYOUT, 'src/app/routes/home']],
  ['Brands  /{m}/brands/{uuid}', [LAYOUT, 'src/app/routes/brand']],
  ['Category  /{m}/category/{uuid}/{id}', [LAYOUT, 'src/app/routes/category']],
  ['Store  /{m}/store/{id}', [LAYOUT, 'src/app/routes/store']],
  ['My Profile', [LAYOUT, 'src/app/routes/my-profile']],
  ['Placeholders (cart, orders…)', [LAYOUT, 'src/app/routes/placeholder']],
  ['Terms of Use', ['src/app/routes/terms-of-use']],
  ['Privacy Policy', ['src/app/routes/privacy-policy']],
  ['Sign in / Create Account / Forgot PIN', ['src/app/routes/auth']],
  ['Maintenance', ['src/app/routes/maintenance']],
  ['404', ['src/app/routes/not-found']],
];

const rows = ROUTES.map(([route, parts]) => {
  const keys = new Set();
  for (const k of [entryKey, ...parts.map(keyOf)]) closure(k, keys);
  const js = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const css = [...keys].flatMap((k) => manifest[k].css ?? []);
  const jsKb = js.reduce((sum, f) => sum + gzipKb(f), 0);
  return {
    route,
    'JS gzip KB': Number(jsKb.toFixed(1)),
    'CSS gzip KB': Number(css.reduce((sum, f) => sum + gzipKb(f), 0).toFixed(1)),
    chunks: js.length,
  };
});

console.log('First-load assets per route (entry + layout + route chunk, with static imports), gzip -9:');
console.table(rows);
const home = rows[0]['JS gzip KB'];
console.log(
  `Home first-load JavaScript: ${home} KB gzip (target ≤ ${LIMIT_KB} KB): ${home <= LIMIT_KB ? 'met' : 'NOT met'}.`,
);
const lazy = Object.values(manifest).filter((c) => c.isDynamicEntry).length;
console.log(`${lazy} lazily loaded chunks in all.`);
