import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundingBox, DEFAULT_POSITION, distanceKm, LatitudeIndex, type Position } from './geo';

describe('distanceKm', () => {
  it('is zero for the same point', () => {
    expect(distanceKm(DEFAULT_POSITION, DEFAULT_POSITION)).toBe(0);
  });

  it('measures Makati (Ayala) to Quezon City (Cubao) at about 8 km', () => {
    const ayala = { lat: 14.5547, lng: 121.0244 };
    const cubao = { lat: 14.6197, lng: 121.0537 };
    expect(distanceKm(ayala, cubao)).toBeCloseTo(7.9, 0);
  });

  it('rounds to one decimal', () => {
    const d = distanceKm({ lat: 14.5, lng: 121 }, { lat: 14.51, lng: 121 });
    expect(d).toBe(1.1);
  });
});

describe('boundingBox', () => {
  const inside = (box: ReturnType<typeof boundingBox>, p: { lat: number; lng: number }) =>
    p.lat >= box.minLat && p.lat <= box.maxLat && p.lng >= box.minLng && p.lng <= box.maxLng;

  it('holds every point distanceKm counts as within the radius', () => {
    const position = fc.record({
      lat: fc.double({ min: -80, max: 80, noNaN: true }),
      lng: fc.double({ min: -179, max: 179, noNaN: true }),
    });
    fc.assert(
      fc.property(
        position,
        fc.double({ min: 0.5, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (centre, km, fraction, bearing) => {
          // A point at a distance up to the radius (and a little past it), in any direction.
          const reach = km * 1.02 * fraction;
          const lat = centre.lat + (reach / 111.2) * Math.cos(bearing);
          const lng = centre.lng + ((reach / 111.2) * Math.sin(bearing)) / Math.cos((centre.lat * Math.PI) / 180);
          const point = { lat, lng };
          if (distanceKm(centre, point) <= km) expect(inside(boundingBox(centre, km), point)).toBe(true);
        },
      ),
    );
  });

  it('is no wider than it needs to be: Makati with 8 km spans about 16 km each way', () => {
    const box = boundingBox({ lat: 14.5547, lng: 121.0244 }, 8);
    expect((box.maxLat - box.minLat) * 111.2).toBeCloseTo(16.1, 0);
    expect(inside(box, { lat: 14.6197, lng: 121.0537 })).toBe(true); // Cubao, 7.9 km
    expect(inside(box, { lat: 14.4, lng: 121.0244 })).toBe(false);
  });
});

describe('LatitudeIndex', () => {
  const point = fc.record({
    lat: fc.double({ min: -10, max: 10, noNaN: true }),
    lng: fc.double({ min: -10, max: 10, noNaN: true }),
  });
  const visited = <T>(index: LatitudeIndex<T>, centre: Position, km: number) => {
    const found: { item: T; distance: number }[] = [];
    index.forEachWithin(centre, km, (item, distance) => found.push({ item, distance }));
    return found;
  };

  it('visits exactly the points distanceKm puts within the distance, with that distance', () => {
    fc.assert(
      fc.property(
        fc.array(point, { maxLength: 200 }),
        point,
        fc.double({ min: 0, max: 800, noNaN: true }),
        (points, centre, km) => {
          const named = points.map((p, i) => ({ ...p, name: i }));
          const expected = named
            .map((p) => ({ name: p.name, distance: distanceKm(centre, p) }))
            .filter((p) => p.distance <= km);
          const found = visited(new LatitudeIndex(named, (p) => p), centre, km)
            .map(({ item, distance }) => ({ name: item.name, distance }))
            .sort((a, b) => a.name - b.name);
          expect(found).toEqual(expected);
        },
      ),
    );
  });

  it('counts a point at the distance as within, and finds points sharing a latitude', () => {
    const centre = { lat: 1, lng: 1 };
    const index = new LatitudeIndex(
      [
        { lat: 1, lng: 1 },
        { lat: 1, lng: 1.01 },
        { lat: 1.01, lng: 1 },
        { lat: 3, lng: 1 },
      ],
      (p) => p,
    );
    const km = distanceKm(centre, { lat: 1.01, lng: 1 });
    expect(visited(index, centre, km)).toEqual([
      { item: { lat: 1, lng: 1 }, distance: 0 },
      { item: { lat: 1, lng: 1.01 }, distance: km },
      { item: { lat: 1.01, lng: 1 }, distance: km },
    ]);
    expect(visited(index, { lat: 6, lng: 1 }, 100)).toEqual([]);
  });
});
