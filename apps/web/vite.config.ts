import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Alias, defineConfig } from 'vite';
import { precompress } from './build/precompress';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/**
 * The client is written against React's API and types, and runs on preact/compat — in development
 * and production alike, so what is tested is what ships. It halves the first-load JavaScript
 * (docs/adr/0005-preact-compat-runtime.md).
 */
function preactCompat(): Alias[] {
  const preact = packageDir('preact');
  return [
    { find: /^react-dom\/client$/, replacement: join(preact, 'compat/client.mjs') },
    { find: /^react-dom$/, replacement: join(preact, 'compat/dist/compat.module.js') },
    { find: /^react\/jsx-(dev-)?runtime$/, replacement: join(preact, 'jsx-runtime/dist/jsxRuntime.module.js') },
    // preact/compat with a useId whose ids are unique across Suspense boundaries (react-runtime.mjs).
    { find: /^react$/, replacement: fileURLToPath(new URL('./react-runtime.mjs', import.meta.url)) },
  ];
}

/**
 * Small modules that many screens import, in two chunks instead of one each (issue 28, ADR 0036): on
 * a slow phone's HTTP/1.1 link every request waits its turn for one of six connections, and each
 * costs a round trip, so Checkout's 26 chunks and 7 stylesheets were six rounds before its first
 * render. Each group is small and light: what a captured module imports comes along into its chunk,
 * so nothing here may import zod, a dialog or a form library (bench/bundle-size.mjs shows it at once).
 */
/** What the ordering screens (Cart, Checkout, orders, payments) share: their rules, words and fields. */
const ORDERING_PARTS = [
  /packages\/domain\/src\/(schedule|payment-methods|points|points-label|order-status-label|order-date|promo-codes)\.ts$/,
  /packages\/contracts\/src\/[^/]*(words|messages|limits)\.ts$/,
  /apps\/web\/src\/lib\/(forms\/server-errors|forms\/allowed-characters|tenders|pay-by)\.ts$/,
  /apps\/web\/src\/components\/fields\./,
  /apps\/web\/src\/features\/cart\/components\/(cart\.css|sticky-action-bar\.(tsx|css))$/,
];
/** What screens of every kind share: the other domain rules, the app's helpers and small components. */
const SHARED_PARTS = [
  /packages\/domain\/src\//,
  /apps\/web\/src\/lib\/(?!forms\/use-contract-form)/,
  /apps\/web\/src\/components\/(?!prompt-dialog|stock-modal)/,
  /apps\/web\/src\/app\/routes\/screens\.css$/,
];
const partOf = (parts: RegExp[]) => (id: string) => parts.some((part) => part.test(id));

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...preactCompat(),
      // react-router exports only its development build to bundlers; production uses its production build.
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: join(packageDir('react-router'), 'dist/production/index.mjs') }]
        : []),
    ],
  },
  // `npx vite` for development: API calls and merchant media go to a running server (no bootstrap in
  // the page, so the client takes the token-call path).
  server: {
    proxy: Object.fromEntries(
      ['/api', '/media'].map((prefix) => [prefix, process.env.API_ORIGIN ?? 'http://localhost:8080']),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      output: {
        // What the entry imports statically in one chunk instead of a dozen small ones: on a slow phone's
        // HTTP/1.1 link each request waits its turn for one of six connections (issue 28).
        codeSplitting: {
          // A module two groups match goes to the higher priority's.
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 3 },
            { name: 'ordering', test: partOf(ORDERING_PARTS), priority: 2 },
            { name: 'shared', test: partOf(SHARED_PARTS), priority: 1 },
          ],
        },
      },
    },
  },
}));
