/**
 * Provinces and cities/municipalities of the Philippines, from the PSGC (Philippine Standard
 * Geographic Code) data of @aivangogh/ph-address (lib/ph-psgc.ts). Metro Manila is a region without provinces, so it
 * is offered as one "province" whose cities are the NCR's.
 */
import { NCR_CODE, psgcMunicipalities, psgcProvinces } from '../../lib/ph-psgc';

export type Province = { code: string; name: string };
export type City = { code: string; name: string; province_code: string };

const METRO_MANILA: Province = { code: NCR_CODE, name: 'Metro Manila' };

let provinces: Province[] | undefined;

export function allProvinces(): Province[] {
  provinces ??= [METRO_MANILA, ...psgcProvinces()];
  return provinces;
}

/** Cities and municipalities of a province, by name; empty for an unknown code. */
export function citiesOf(provinceCode: string): City[] {
  if (!allProvinces().some((p) => p.code === provinceCode)) return [];
  return psgcMunicipalities(provinceCode).map((m) => ({ code: m.code, name: m.name, province_code: provinceCode }));
}

export function isKnownCity(provinceCode: string, cityCode: string): boolean {
  return citiesOf(provinceCode).some((c) => c.code === cityCode);
}
