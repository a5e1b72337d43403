/** What the address search and the map need from a geocoder, whichever one answers (DESIGN §5). */
import type { Place } from '@storefront/contracts/location';

export type { Place };
export type Position = { lat: number; lng: number };

export interface Geocoder {
  /** Places in the Philippines matching what the customer typed, best first. */
  search(query: string, limit: number): Promise<Place[]>;
  /** The place at a position, or null when it is not in the Philippines. */
  reverse(position: Position): Promise<Place | null>;
  /** Loads ahead what the first look-up would otherwise wait for (the offline gazetteer's data). */
  warm?(): Promise<void>;
}

/**
 * A box around the Philippines (the same bounds the merchant file allows for branches). Cheap to test
 * before anything else: a point outside it is not a delivery address here.
 */
const PH_BOUNDS = { minLat: 4, maxLat: 22, minLng: 116, maxLng: 127 } as const;

export const isInPhilippines = ({ lat, lng }: Position) =>
  lat >= PH_BOUNDS.minLat && lat <= PH_BOUNDS.maxLat && lng >= PH_BOUNDS.minLng && lng <= PH_BOUNDS.maxLng;
