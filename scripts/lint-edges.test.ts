/**
 * The architecture's edges hold by lint, not goodwill: each forbidden import below, written at a path
 * it is forbidden from, fails `biome lint` with its rule's message, and the allowed ones beside it pass.
 * The files are written to a scratch copy of the project layout with this repository's biome.json, so
 * the overrides (which match by path) apply exactly as they do in the tree.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIOME = path.join(ROOT, 'node_modules/.bin/biome');

const OTHER_MODULE = "A module talks to another through that module's service";
const NO_FLOWS = 'Modules never import flows or admin';
const OUTSIDE_TABLES = "Tables and repositories are their module's own";
const FEATURE_NO_APP = 'Features never import the app shell';
const LOWER_NO_FEATURES = 'lib and components are below features';
const FEATURES_APART = "Features don't reach into each other";

/** [file, import specifier, the refusal's message or null when allowed]. */
const CASES: [string, string, string | null][] = [
  // Server: a module reaches another only through its service.
  ['apps/server/src/modules/orders/x1.ts', '../cart/tables', OTHER_MODULE],
  ['apps/server/src/modules/orders/x2.ts', '../cart/repository', OTHER_MODULE],
  ['apps/server/src/modules/orders/x3.ts', '../../modules/cart/tables', OTHER_MODULE],
  ['apps/server/src/modules/orders/x4.ts', '../payments/routes', OTHER_MODULE],
  ['apps/server/src/modules/payments/deposit-slips/x5.ts', '../../orders/repository', OTHER_MODULE],
  ['apps/server/src/modules/orders/x16.ts', '../payments/deposit-slips/repository', OTHER_MODULE],
  ['apps/server/src/modules/orders/x17.ts', '../../modules/payments/deposit-slips/routes', OTHER_MODULE],
  ['apps/server/src/modules/orders/x6.ts', '../../flows/checkout', NO_FLOWS],
  ['apps/server/src/modules/payments/x7.ts', '../../admin/routes', NO_FLOWS],
  ['apps/server/src/modules/orders/ok1.ts', './tables', null],
  ['apps/server/src/modules/orders/ok2.ts', '../cart/service', null],
  ['apps/server/src/modules/orders/ok3.ts', '../../plugins/customer-auth', null],
  ['apps/server/src/modules/payments/deposit-slips/ok4.ts', '../tables', null],
  ['apps/server/src/modules/payments/deposit-slips/ok10.ts', './repository', null],
  ['apps/server/src/modules/payments/providers/ok11.ts', '../provider', null],
  // Server: outside modules, tables and repositories stay out of reach (the schema index excepted).
  ['apps/server/src/flows/x8.ts', '../modules/cart/tables', OUTSIDE_TABLES],
  ['apps/server/src/admin/x9.ts', '../modules/orders/repository', OUTSIDE_TABLES],
  ['apps/server/src/plugins/x10.ts', '../modules/payments/deposit-slips/repository', OUTSIDE_TABLES],
  ['apps/server/src/flows/ok5.ts', '../modules/cart/service', null],
  ['apps/server/src/db/ok6.ts', '../modules/cart/tables', null],
  // Web: app → features → components/lib, one way.
  ['apps/web/src/features/cart/x11.ts', '@/app/router', FEATURE_NO_APP],
  ['apps/web/src/features/cart/x12.ts', '@/features/orders/api/order', FEATURES_APART],
  ['apps/web/src/lib/x13.ts', '@/features/cart/api/cart', LOWER_NO_FEATURES],
  ['apps/web/src/components/x14.ts', '../features/cart/cart-view', LOWER_NO_FEATURES],
  ['apps/web/src/components/x15.ts', '@/app/layout/navbar', LOWER_NO_FEATURES],
  ['apps/web/src/features/cart/ok7.ts', '@/lib/api-client', null],
  ['apps/web/src/features/cart/ok8.ts', '@/components/icons', null],
  ['apps/web/src/app/routes/ok9.ts', '@/features/cart/cart-view', null],
];

type Diagnostic = { message: string; category: string; location: { path: string } };

let scratch: string;
let found: Map<string, string[]>;

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-edges-'));
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false }; // the scratch folder is no git checkout
  fs.writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
  for (const [file, specifier] of CASES) {
    fs.mkdirSync(path.join(scratch, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(scratch, file), `import { x } from '${specifier}';\n\nexport { x };\n`);
  }
  let output: string;
  try {
    output = execFileSync(BIOME, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
      cwd: scratch,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    output = (error as { stdout: string }).stdout; // exit 1: the refusals this test expects
  }
  found = new Map();
  for (const d of (JSON.parse(output) as { diagnostics: Diagnostic[] }).diagnostics) {
    if (d.category !== 'lint/style/noRestrictedImports') continue;
    found.set(d.location.path, [...(found.get(d.location.path) ?? []), d.message]);
  }
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('the import edges lint enforces', () => {
  it.each(CASES)('%s importing %s', (file, _specifier, refusal) => {
    const messages = found.get(file) ?? [];
    if (refusal === null) expect(messages).toEqual([]);
    else expect(messages).toContainEqual(expect.stringContaining(refusal));
  });
});
