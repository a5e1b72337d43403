import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script, without types
import { psgcExtract } from '../../../../scripts/ph-psgc.mjs';
import { NCR_CODE, psgcMunicipalities, psgcProvinces } from './ph-psgc';
import psgc from './ph-psgc.json' with { type: 'json' };

describe('the PSGC extract the server reads', () => {
  it('is what @aivangogh/ph-address lists (else: node scripts/ph-psgc.mjs)', async () => {
    expect(psgc).toEqual(await psgcExtract());
  });

  it('has every province, Metro Manila’s cities, and nothing for an unknown code', () => {
    expect(psgcProvinces().length).toBeGreaterThan(80);
    expect(psgcMunicipalities(NCR_CODE).map((m) => m.name)).toContain('Makati City');
    expect(psgcMunicipalities('9999999999')).toEqual([]);
  });
});
