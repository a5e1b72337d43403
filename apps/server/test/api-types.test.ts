/**
 * The web client's call types (apps/web/src/lib/api-schema.d.ts) are generated from this server's
 * OpenAPI document (ADR 0013). A route or contract changed without regenerating them fails here.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { API_SCHEMA_FILE, API_TYPES_COMMAND, apiTypesSource } from '../../../scripts/api-types';

describe('the web client’s generated API types', () => {
  it('match the OpenAPI document', async () => {
    const committed = await readFile(API_SCHEMA_FILE, 'utf8').catch(() => '');
    const fresh = await apiTypesSource();
    expect(
      committed === fresh,
      `apps/web/src/lib/api-schema.d.ts is stale: run \`${API_TYPES_COMMAND}\` and commit the result`,
    ).toBe(true);
  });
});
