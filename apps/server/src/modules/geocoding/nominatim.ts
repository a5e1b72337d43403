/**
 * A geocoder speaking Nominatim's API (nominatim.org/release-docs/latest/api/), the OpenStreetMap one,
 * self-hosted or a provider's: `GET {url}/search?q=&format=jsonv2&countrycodes=ph&limit=&addressdetails=1`
 * answers an array of places; `GET {url}/reverse?lat=&lon=&format=jsonv2&addressdetails=1` answers one
 * place, or `{"error": "Unable to geocode"}` when nothing is there. Coordinates come as strings.
 */
import type { Geocoder, Place, Position } from './geocoder';
import { isInPhilippines } from './geocoder';

export type NominatimOptions = {
  /** The service's base URL, e.g. https://nominatim.openstreetmap.org (a path prefix is kept). */
  url: string;
  timeoutMs?: number;
  /** Nominatim's usage policy asks every application to name itself. */
  userAgent?: string;
};

const DEFAULT_TIMEOUT_MS = 5_000;
export const NOMINATIM_USER_AGENT = 'Storefront/1.0 (multi-merchant online ordering; address search for delivery)';

/** The geocoder failed, refused or was too slow. Its text names no customer input, so it can be logged. */
export class GeocoderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeocoderUnavailableError';
  }
}

type NominatimAddress = Partial<
  Record<
    | 'house_number'
    | 'road'
    | 'neighbourhood'
    | 'quarter'
    | 'suburb'
    | 'village'
    | 'town'
    | 'city'
    | 'municipality'
    | 'province'
    | 'state'
    | 'region'
    | 'country_code',
    string
  >
>;

type NominatimPlace = {
  lat?: string;
  lon?: string;
  name?: string;
  display_name?: string;
  address?: NominatimAddress;
};

/** 'Ayala Avenue, Makati, Metro Manila': the place, its city or town, its province (or region). */
export function labelOf(place: NominatimPlace): string {
  const a = place.address ?? {};
  const street = a.road && a.house_number ? `${a.house_number} ${a.road}` : a.road;
  const parts = [
    place.name || street || a.neighbourhood || a.quarter || a.suburb,
    a.city ?? a.town ?? a.municipality ?? a.village,
    a.province ?? a.state ?? a.region,
  ].filter((p): p is string => Boolean(p?.trim()));
  const unique = parts.filter((p, i) => parts.indexOf(p) === i);
  if (unique.length > 0) return unique.join(', ');
  return (place.display_name ?? '').replace(/,\s*Philippines$/i, '');
}

/** A result we can show: in the Philippines, with coordinates and a label. */
function toPlace(raw: NominatimPlace): Place | null {
  const lat = Number(raw.lat);
  const lng = Number(raw.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || !isInPhilippines({ lat, lng })) return null;
  const country = raw.address?.country_code;
  if (country && country.toLowerCase() !== 'ph') return null;
  const label = labelOf(raw);
  return label ? { label, lat, lng } : null;
}

export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const base = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function getJson(path: string, params: Record<string, string>): Promise<unknown> {
    const url = `${base}${path}?${new URLSearchParams(params)}`;
    let res: Response;
    try {
      res = await fetch(url, {
        headers: {
          accept: 'application/json',
          'accept-language': 'en',
          'user-agent': options.userAgent ?? NOMINATIM_USER_AGENT,
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        throw new GeocoderUnavailableError(`The geocoder did not answer within ${timeoutMs / 1000} s.`);
      const code = error instanceof Error ? (error.cause as { code?: string } | undefined)?.code : undefined;
      throw new GeocoderUnavailableError(`The geocoder could not be reached (${code ?? String(error)}).`, {
        cause: error,
      });
    }
    const text = await res.text().catch(() => '');
    if (!res.ok) throw new GeocoderUnavailableError(`The geocoder answered HTTP ${res.status} to ${path}.`);
    try {
      return JSON.parse(text);
    } catch {
      throw new GeocoderUnavailableError(`The geocoder answered ${path} with something other than JSON.`);
    }
  }

  return {
    async search(query, limit) {
      const body = await getJson('/search', {
        q: query,
        format: 'jsonv2',
        countrycodes: 'ph',
        limit: String(limit),
        addressdetails: '1',
      });
      if (!Array.isArray(body)) throw new GeocoderUnavailableError('The geocoder answered /search without a list.');
      const places: Place[] = [];
      for (const raw of body as NominatimPlace[]) {
        const place = toPlace(raw);
        if (place && !places.some((p) => p.label === place.label)) places.push(place);
      }
      return places.slice(0, limit);
    },

    async reverse(position: Position) {
      if (!isInPhilippines(position)) return null;
      const body = await getJson('/reverse', {
        lat: String(position.lat),
        lon: String(position.lng),
        format: 'jsonv2',
        addressdetails: '1',
      });
      if (!body || typeof body !== 'object' || 'error' in body) return null; // nothing there (open sea)
      return toPlace(body as NominatimPlace);
    },
  };
}
