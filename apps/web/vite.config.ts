import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Alias, defineConfig } from 'vite';
import { CHUNK_GROUPS } from './build/chunk-groups';
import { compileHints } from './build/compile-hints';
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

export default defineConfig(({ command }) => ({
  plugins: [react(), compileHints(), precompress()],
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
        // Fewer, larger chunks for HTTP/1.1's six connections (issue 28): build/chunk-groups.ts.
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
}));
