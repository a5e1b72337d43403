import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

export default defineConfig({
  test: {
    // Server test files each boot an app on their own database; PGlite is CPU-heavy: one worker per core.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], env: { TZ: 'America/New_York' } } },
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TZ: 'America/New_York' },
        },
      },
      {
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          environment: 'node',
          // MSW for every file: requests no handler answers fail the test (apps/web/README.md, Tests).
          setupFiles: [`${webSrc}/test/setup.ts`],
        },
      },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
