/**
 * Address search and reverse geocoding for the 'Deliver to' picker: the configured geocoder behind a
 * per-address rate limit, with its failures turned into a 502 the picker can show.
 */
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import { enforce, type Limit, type RateLimiter } from '../../lib/rate-limiter';
import { createGazetteerGeocoder } from './gazetteer';
import type { Geocoder, Place, Position } from './geocoder';
import { createNominatimGeocoder, GeocoderUnavailableError } from './nominatim';

/** Suggestions shown under the address field. */
export const SEARCH_LIMIT = 6;
/** Generous: typing is debounced at 300 ms, so a customer makes a few calls a minute. */
export const LOOKUP_LIMIT: Limit = { name: 'address-lookup', max: 60, windowSeconds: 60 };
export const UNAVAILABLE_MESSAGE = 'Address search is not available right now. Please try again in a moment.';

/** The Nominatim-compatible service at `url`, or the offline gazetteer when there is none. */
export function createGeocoder(url: string | undefined): Geocoder {
  return url ? createNominatimGeocoder({ url }) : createGazetteerGeocoder();
}

export function createGeocodingService({ geocoder, limiter }: { geocoder: Geocoder; limiter: RateLimiter }) {
  async function ask<T>(run: () => Promise<T>, log: FastifyBaseLogger | undefined): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof GeocoderUnavailableError)) throw error;
      log?.warn({ err: error }, 'geocoder unavailable');
      throw new AppError('upstream_failed', UNAVAILABLE_MESSAGE);
    }
  }

  return {
    async search(query: string, clientIp: string, log?: FastifyBaseLogger): Promise<Place[]> {
      await enforce(limiter, LOOKUP_LIMIT, clientIp);
      return ask(() => geocoder.search(query, SEARCH_LIMIT), log);
    },

    async reverse(position: Position, clientIp: string, log?: FastifyBaseLogger): Promise<Place | null> {
      await enforce(limiter, LOOKUP_LIMIT, clientIp);
      return ask(() => geocoder.reverse(position), log);
    },
  };
}

export type GeocodingService = ReturnType<typeof createGeocodingService>;
