/**
 * Writes apps/web/src/lib/api-schema.d.ts: TypeScript types for every documented call, generated
 * from the server's OpenAPI document (itself generated from the contracts' zod schemas). Types only,
 * so no zod reaches the browser (ADR 0013). Run after changing a route or a contract:
 *
 *   npm run api-types
 *
 * apps/server/test/api-types.test.ts fails while the committed file is stale.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';

export const API_SCHEMA_FILE = fileURLToPath(new URL('../apps/web/src/lib/api-schema.d.ts', import.meta.url));
export const API_TYPES_COMMAND = 'npm run api-types';

const HEADER = `/**
 * GENERATED from GET /api/docs/openapi.json by scripts/api-types.ts — do not edit by hand.
 * Regenerate with \`${API_TYPES_COMMAND}\` after changing a route or a contract (ADR 0013).
 */

`;

/** The server's OpenAPI document, from the real app on an in-memory database. */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const database = await openDatabase({});
  try {
    await database.migrate();
    const refuse = { send: () => Promise.reject(new Error('no messages')) };
    const { app } = await buildApp({ database, webDist: '/nonexistent-web-dist', messages: refuse });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
      if (response.statusCode !== 200) throw new Error(`openapi.json answered ${response.statusCode}`);
      return response.json();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** The text of api-schema.d.ts for the current routes. */
export async function apiTypesSource(): Promise<string> {
  // biome-ignore lint/suspicious/noExplicitAny: openapi-typescript takes its own OpenAPI3 type
  const ast = await openapiTS((await openApiDocument()) as any, { alphabetize: true });
  return HEADER + astToString(ast);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writeFile(API_SCHEMA_FILE, await apiTypesSource());
  console.log(`wrote ${API_SCHEMA_FILE}`);
}
