import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The contracts are zod schemas: one value import from them into the client ships zod with it (it once
 * took Home's first load from 89 to 116 KB gzip). The client imports their types only; the one value
 * module allowed, empty-cart, imports nothing but types itself.
 */
const ALLOWED_VALUE_MODULES = new Set(['@storefront/contracts/empty-cart']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the web client', () => {
  it('imports only types from the contracts', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(path.resolve(import.meta.dirname, '../../../apps/web/src'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s+(type\s+)?[^;]*?from\s+'(@storefront\/contracts\/[^']+)'/g)) {
        if (!match[1] && !ALLOWED_VALUE_MODULES.has(match[2] ?? '')) offenders.push(`${file}: ${match[2]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
