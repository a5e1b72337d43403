import { describe, expect, it } from 'vitest';
import { buildIndex, createGazetteerGeocoder, nearestInIndex, searchIndex } from './gazetteer';
import { normalize } from './normalize';
import type { GazetteerPlace } from './ph-places';

const place = (name: string, province: string, lat: number, lng: number, population: number): GazetteerPlace => ({
  name,
  label: `${name}, ${province}`,
  lat,
  lng,
  population,
});

const PLACES = [
  place('Quezon', 'Bukidnon', 7.73, 125.1, 27_212),
  place('Quezon', 'Isabela', 16.98, 121.63, 9_485),
  place('Quezon City', 'Metro Manila', 14.6488, 121.0509, 2_761_720),
  place('Makati City', 'Metro Manila', 14.55027, 121.03269, 510_383),
  place('Las Piñas', 'Metro Manila', 14.45056, 120.98278, 590_000),
  place('San Jose del Monte', 'Bulacan', 14.81389, 121.04528, 574_089),
  place('San Jose', 'Nueva Ecija', 15.79, 120.99, 138_808),
  place('Manila', 'Metro Manila', 14.6042, 120.9822, 1_600_000),
  place('Mandaluyong City', 'Metro Manila', 14.5832, 121.0409, 305_576),
];
const index = buildIndex(PLACES);
const labels = (query: string, limit = 10) => searchIndex(index, query, limit).map((p) => p.label);

describe('normalize', () => {
  it('ignores case, accents and punctuation', () => {
    expect(normalize('  Las PIÑAS, Metro-Manila ')).toBe('las pinas metro manila');
    expect(normalize('Parañaque')).toBe('paranaque');
  });
});

describe('gazetteer search', () => {
  it('finds a place by the start of its name, with its coordinates', () => {
    expect(searchIndex(index, 'makat', 5)).toEqual([
      { label: 'Makati City, Metro Manila', lat: 14.55027, lng: 121.03269 },
    ]);
  });

  it('matches without case or accents', () => {
    expect(labels('LAS PINAS')).toEqual(['Las Piñas, Metro Manila']);
    expect(labels('las piñ')).toEqual(['Las Piñas, Metro Manila']);
  });

  it('puts the name itself first, a city before towns of the same name, then bigger places', () => {
    // 'quezon' is Quezon City's name without 'City': the exact tier, and the biggest of it.
    expect(labels('quezon')).toEqual(['Quezon City, Metro Manila', 'Quezon, Bukidnon', 'Quezon, Isabela']);
    // Names that start with 'man' before places whose province does.
    expect(labels('man')).toEqual([
      'Manila, Metro Manila',
      'Mandaluyong City, Metro Manila',
      'Quezon City, Metro Manila',
      'Las Piñas, Metro Manila',
      'Makati City, Metro Manila',
    ]);
  });

  it('ranks an exact name above a longer name that starts with it', () => {
    expect(labels('san jose')).toEqual(['San Jose, Nueva Ecija', 'San Jose del Monte, Bulacan']);
  });

  it('matches every word typed, in the name or the province', () => {
    expect(labels('jose monte')).toEqual(['San Jose del Monte, Bulacan']);
    expect(labels('quezon isabela')).toEqual(['Quezon, Isabela']);
    expect(labels('metro manila', 3)).toEqual([
      'Quezon City, Metro Manila',
      'Manila, Metro Manila',
      'Las Piñas, Metro Manila',
    ]);
  });

  it('finds nothing for a word that starts no name, and honours the limit', () => {
    expect(labels('tokyo')).toEqual([]);
    expect(labels('ezon')).toEqual([]); // words match from their start only
    expect(labels('', 5)).toEqual([]);
    expect(labels('quezon', 1)).toHaveLength(1);
  });
});

describe('gazetteer reverse', () => {
  it('gives the nearest place', () => {
    expect(nearestInIndex(index, { lat: 14.555, lng: 121.03 })?.label).toBe('Makati City, Metro Manila');
    expect(nearestInIndex(index, { lat: 14.6, lng: 120.985 })?.label).toBe('Manila, Metro Manila');
  });

  it('gives nothing outside the Philippines', () => {
    expect(nearestInIndex(index, { lat: 35.68, lng: 139.76 })).toBeNull(); // Tokyo
    expect(nearestInIndex(index, { lat: 1.35, lng: 103.82 })).toBeNull(); // Singapore
  });
});

describe('the gazetteer geocoder', () => {
  it('loads its data once, on first use', async () => {
    let loads = 0;
    const geocoder = createGazetteerGeocoder(() => {
      loads += 1;
      return PLACES;
    });
    expect(loads).toBe(0);
    await geocoder.search('makati', 5);
    await geocoder.reverse({ lat: 14.6, lng: 121 });
    expect(loads).toBe(1);
  });

  it('loads its data ahead when warmed, and the searches after it do not load it again', async () => {
    let loads = 0;
    const geocoder = createGazetteerGeocoder(() => {
      loads += 1;
      return PLACES;
    });
    await geocoder.warm?.();
    expect(loads).toBe(1);
    expect((await geocoder.search('makati', 5)).map((p) => p.label)).toEqual(['Makati City, Metro Manila']);
    expect(loads).toBe(1);
  });

  it('tries a load that failed while warming again on the next search', async () => {
    let loads = 0;
    const geocoder = createGazetteerGeocoder(() => {
      loads += 1;
      if (loads === 1) throw new Error('out of memory');
      return PLACES;
    });
    await expect(geocoder.warm?.()).rejects.toThrow('out of memory');
    expect((await geocoder.search('makati', 5)).map((p) => p.label)).toEqual(['Makati City, Metro Manila']);
    expect(loads).toBe(2);
  });
});
