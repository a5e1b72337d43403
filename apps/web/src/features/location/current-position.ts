/**
 * The browser's idea of where the customer is (navigator.geolocation), and the place that is there.
 * Spec §8: geolocation failures are only logged — callers log, and may say so politely.
 */
import type { Place } from '@storefront/contracts/location';
import { reverseGeocode } from './api/reverse-geocode';

type Position = { lat: number; lng: number };

/** When the position is known but the place name is not (the geocoder failed). */
export const CURRENT_LOCATION_LABEL = 'Current Location';

/** `maximumAgeMs`: how old a position the browser may answer with (0: a fresh fix). */
export function getCurrentPosition({ maximumAgeMs = 0, timeoutMs = 15_000 } = {}): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error('This browser cannot tell its location.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      (error) => reject(error),
      // A city-level fix is enough to list nearby branches.
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: maximumAgeMs },
    );
  });
}

/**
 * Where the customer is, as a place: null when the position is outside the Philippines. If the name
 * cannot be had the coordinates still are, which is what the nearby branches need.
 */
export async function locateCustomer({ maximumAgeMs = 0 } = {}): Promise<Place | null> {
  const position = await getCurrentPosition({ maximumAgeMs });
  try {
    return await reverseGeocode(position);
  } catch (error) {
    console.warn('Could not name the current location', error);
    return { label: CURRENT_LOCATION_LABEL, ...position };
  }
}
