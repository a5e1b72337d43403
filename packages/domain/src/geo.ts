/** Great-circle distance in kilometres (haversine), rounded to one decimal for display. */
export type Position = { lat: number; lng: number };

const EARTH_RADIUS_KM = 6371.0088;

export function distanceKm(a: Position, b: Position): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
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
  private readonly sorted: { lat: number; lng: number; item: T }[];

  constructor(items: Iterable<T>, positionOf: (item: T) => Position) {
    this.sorted = [...items].map((item) => ({ ...positionOf(item), item })).sort((a, b) => a.lat - b.lat);
  }

  /** The items inside the box (edges included), south to north. */
  within(box: Box): T[] {
    const sorted = this.sorted;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((sorted[mid] as (typeof sorted)[number]).lat < box.minLat) low = mid + 1;
      else high = mid;
    }
    const found: T[] = [];
    for (let i = low; i < sorted.length; i++) {
      const p = sorted[i] as (typeof sorted)[number];
      if (p.lat > box.maxLat) break;
      if (p.lng >= box.minLng && p.lng <= box.maxLng) found.push(p.item);
    }
    return found;
  }
}
