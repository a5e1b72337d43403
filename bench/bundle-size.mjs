// First-load JavaScript and CSS per route, gzip: the entry chunk, plus the layout for screens inside
// it, plus the route's own chunk, each with everything it imports statically. Reads Vite's manifest.
//   npm run build -w apps/web && node bench/bundle-size.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// WEB_DIST: another build (one made beside apps/web/dist, say).
const dist = path.resolve(process.env.WEB_DIST ?? path.join(import.meta.dirname, '../apps/web/dist'));
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
// Issue 28: Home's first-load JavaScript stays within 90 KB gzip.
const LIMIT_KB = 90;

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
const web = path.resolve(import.meta.dirname, '../apps/web');
/** A module's chunk, or the entry when it has none of its own (it was bundled into the entry). */
function keyOf(module) {
  // A renamed or removed screen fails here rather than quietly measuring the entry under its old name.
  if (!['.tsx', '.ts'].some((ext) => fs.existsSync(path.join(web, `${module}${ext}`))))
    throw new Error(`${module} is not a module of apps/web: update ROUTES`);
  return Object.keys(manifest).find((k) => k === `${module}.tsx` || k === `${module}.ts`) ?? entryKey;
}
const LAYOUT = 'src/app/layout/app-layout';
const screen = (name) => `src/app/routes/${name}`;
/** Every screen of the route table (apps/web/src/app/router.tsx): its name, its path, what it loads first. */
const ROUTES = [
  ['Home  /{m}/', [LAYOUT, screen('home')]],
  ['Brand  /{m}/brands/{uuid}', [LAYOUT, screen('brand')]],
  ['Category  /{m}/category/{uuid}/{id}', [LAYOUT, screen('category')]],
  ['Store  /{m}/store/{id}/{product?}', [LAYOUT, screen('store')]],
  ['My Cart  /{m}/cart', [LAYOUT, screen('cart')]],
  ['Checkout  /{m}/checkout', [LAYOUT, screen('checkout')]],
  ['Upcoming Orders  /{m}/orders/upcoming', [LAYOUT, screen('orders-upcoming')]],
  ['Past Orders  /{m}/orders/past', [LAYOUT, screen('orders-past')]],
  ['Order Details  /{m}/orders/{id}/{uuid?}', [LAYOUT, screen('order-details')]],
  ['My Profile  /{m}/my-profile', [LAYOUT, screen('my-profile')]],
  ['Transaction History  /{m}/transaction-history', [LAYOUT, screen('transaction-history')]],
  ['My Points  /{m}/my-points', [LAYOUT, screen('my-points')]],
  ['Reward Details  /{m}/rewards/{id}', [LAYOUT, screen('reward-details')]],
  ['Payment Details  /{m}/checkout/{type}/details', [screen('payment-details')]],
  ['Payment  /{m}/checkout/{type}/payment', [screen('payment-progress')]],
  ['Payment successful  /{m}/checkout/payment/success', [screen('payment-success')]],
  ['Payment failed  /{m}/checkout/payment/failed', [screen('payment-failed')]],
  ['App payment successful  /app/payment/success', [screen('payment-app-success')]],
  ['App payment failed  /app/payment/failed', [screen('payment-app-failed')]],
  ['Terms of Use  /{m}/terms-of-use', [screen('terms-of-use')]],
  ['Privacy Policy  /{m}/privacy-policy', [screen('privacy-policy')]],
  ['Sign In, Create Account, Forgot PIN', [screen('auth')]],
  ['Maintenance  /{m}/maintenance', [screen('maintenance')]],
  ['404', [screen('not-found')]],
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
