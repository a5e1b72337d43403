// Writes apps/server/src/lib/ph-psgc.json: the PSGC provinces and their cities and municipalities
// (codes and names), all the server reads of @aivangogh/ph-address. The package decompresses every
// barangay of the country when it is imported (~68 MB of the server's memory for lists it never reads),
// so the server reads this extract instead; a test checks that it matches the package.
//   node scripts/ph-psgc.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** The National Capital Region has no provinces; PSGC lists its cities under this code. */
const NCR_CODE = '1300000000';

export async function psgcExtract() {
  const require = createRequire(path.join(root, 'apps/server/package.json'));
  const { getAllProvinces, getMunicipalitiesByProvince } = await import(require.resolve('@aivangogh/ph-address'));
  const provinces = getAllProvinces().map((p) => ({ code: p.psgcCode, name: p.name }));
  const municipalities = Object.fromEntries(
    [...provinces.map((p) => p.code), NCR_CODE].map((code) => [
      code,
      getMunicipalitiesByProvince(code).map((m) => ({ code: m.psgcCode, name: m.name })),
    ]),
  );
  return { provinces, municipalities };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = path.join(root, 'apps/server/src/lib/ph-psgc.json');
  fs.writeFileSync(out, `${JSON.stringify(await psgcExtract())}\n`);
  console.log(`wrote ${path.relative(root, out)} (${fs.statSync(out).size} bytes)`);
}
