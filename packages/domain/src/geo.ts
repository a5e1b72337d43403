/** Great-circle distance in kilometres (haversine), rounded to one decimal for display. */
export type Position = { lat: number; lng: number };

const EARTH_RADIUS_KM = 6371.0088;

const RAD = Math.PI / 180;

export function distanceKm(a: Position, b: Position): number {
  return haversineKm(a, Math.cos(a.lat * RAD), b.lat, b.lng, Math.cos(b.lat * RAD));
}

/** distanceKm with both latitudes' cosines given (a LatitudeIndex keeps its points'): the same figure. */
function haversineKm(a: Position, cosA: number, lat: number, lng: number, cosB: number): number {
  const dLat = (lat - a.lat) * RAD;
  const dLng = (lng - a.lng) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + cosA * cosB * Math.sin(dLng / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(km * 10) / 10;
}

/** The spec's default map centre (Manila), used while the customer has not set a location. */
export const DEFAULT_POSITION: Position = { lat: 14.5813, lng: 120.9762 };

/** A latitude/longitude box: a quick filter before the exact distance. */
export type Box = { minLat: number; maxLat: number; minLng: number; maxLng: number };

/**
 * The smallest box holding every point within `km` of `centre` on the sphere distanceKm measures on,
 * widened by the 0.05 km that distanceKm's rounding lets in. Near a pole, or across the antimeridian,
 * longitude is not bounded.
 */
export function boundingBox(centre: Position, km: number): Box {
  const deg = 180 / Math.PI;
  const angle = (km + 0.05) / EARTH_RADIUS_KM;
  const minLat = centre.lat - angle * deg;
  const maxLat = centre.lat + angle * deg;
  const sinRatio = Math.sin(angle) / Math.cos(centre.lat / deg);
  if (minLat <= -90 || maxLat >= 90 || sinRatio >= 1) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  const dLng = Math.asin(sinRatio) * deg;
  const minLng = centre.lng - dLng;
  const maxLng = centre.lng + dLng;
  if (minLng < -180 || maxLng > 180) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  return { minLat, maxLat, minLng, maxLng };
}

/**
 * Points kept in latitude order, so the ones inside a box are found by a binary search to the box's
 * southern edge and a walk to its northern one: a chain's thousand branches cost a customer's search
 * only the few in their latitude band.
 */
export class LatitudeIndex<T> {
  private readonly sorted: { lat: number; lng: number; cosLat: number; item: T }[];

  constructor(items: Iterable<T>, positionOf: (item: T) => Position) {
    this.sorted = [...items]
      .map((item) => {
        const { lat, lng } = positionOf(item);
        return { lat, lng, cosLat: Math.cos(lat * RAD), item };
      })
      .sort((a, b) => a.lat - b.lat);
  }

  /**
   * Calls `visit` with each item within `km` of `centre` as distanceKm measures it, and that distance,
   * south to north: the box's points, each measured once, with no list or position object built (a
   * chain's nearby measures a city's branches on every call).
   */
  forEachWithin(centre: Position, km: number, visit: (item: T, distance: number) => void): void {
    const box = boundingBox(centre, km);
    const cosCentre = Math.cos(centre.lat * RAD);
    const sorted = this.sorted;
    for (let i = this.firstAtOrNorthOf(box.minLat); i < sorted.length; i++) {
      const p = sorted[i] as (typeof sorted)[number];
      if (p.lat > box.maxLat) break;
      if (p.lng < box.minLng || p.lng > box.maxLng) continue;
      const distance = haversineKm(centre, cosCentre, p.lat, p.lng, p.cosLat);
      if (distance <= km) visit(p.item, distance);
    }
  }

  /** The first point at `lat` or north of it (binary search). */
  private firstAtOrNorthOf(lat: number): number {
    const sorted = this.sorted;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((sorted[mid] as (typeof sorted)[number]).lat < lat) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
