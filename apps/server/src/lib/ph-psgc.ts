/**
 * The PSGC (Philippine Standard Geographic Code) provinces and their cities and municipalities, codes
 * and names, from @aivangogh/ph-address through `scripts/ph-psgc.mjs`: the package itself keeps every
 * barangay of the country in memory once imported (~68 MB of the server's), for lists never read here.
 */
import psgc from './ph-psgc.json' with { type: 'json' };

export type PsgcPlace = { code: string; name: string };

/** The National Capital Region has no provinces; PSGC lists its cities under this code. */
export const NCR_CODE = '1300000000';

const municipalities: Record<string, PsgcPlace[] | undefined> = psgc.municipalities;

/** Every province (Metro Manila, a region without provinces, is not one). */
export const psgcProvinces = (): readonly PsgcPlace[] => psgc.provinces;

/** The cities and municipalities of a province, or of Metro Manila (NCR_CODE); empty for an unknown code. */
export const psgcMunicipalities = (provinceCode: string): readonly PsgcPlace[] => municipalities[provinceCode] ?? [];
