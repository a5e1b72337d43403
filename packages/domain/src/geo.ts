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
