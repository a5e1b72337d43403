// Bundles the server into dist/main.js (workspace packages inlined, npm packages left external).
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', merchant: 'src/cli/merchant.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // Workspace packages are TypeScript sources: inline them rather than leave them external.
  plugins: [
    {
      name: 'inline-workspace',
      setup(b) {
        b.onResolve({ filter: /^@storefront\// }, async (args) => {
          const resolved = await b.resolve(
            args.path.replace(/^@storefront\/(\w+)\/(.*)$/, '../../packages/$1/src/$2.ts'),
            {
              kind: args.kind,
              resolveDir: import.meta.dirname,
            },
          );
          return { path: resolved.path };
        });
      },
    },
  ],
  // Aliased so that a module importing createRequire itself does not clash with the banner.
  banner: {
    js: "import { createRequire as __bannerRequire } from 'node:module'; const require = __bannerRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('server built: apps/server/dist/main.js');
