import { useEffect } from 'react';
import { getCustomerLocation, setCustomerLocation } from '@/lib/customer-location';

/** Set once the browser has been asked, so that a customer who said no is not asked on every page. */
const ASKED_KEY = 'storefront.location-asked';

function askOnce(): boolean {
  try {
    if (localStorage.getItem(ASKED_KEY)) return false;
    localStorage.setItem(ASKED_KEY, new Date().toISOString());
    return true;
  } catch {
    return false; // no storage, no memory of having asked: better not to ask on every page
  }
}

/**
 * On a first visit with no location yet, asks the browser where the customer is and names the place
 * (spec §4). Off for merchants that skip the automatic lookup (`skip_location_lookup`), and while the
 * location may not change (the cart has items).
 */
export function useAutomaticLocationLookup({ enabled }: { enabled: boolean }) {
  useEffect(() => {
    if (!enabled || getCustomerLocation() || !askOnce()) return;
    // The look-up code loads only when it runs (most visits have a location already).
    import('./current-position')
      // A position from the last few minutes will do here; 'Use Current Location' asks for a fresh one.
      .then(({ locateCustomer }) => locateCustomer({ maximumAgeMs: 5 * 60_000 }))
      .then(
        (place) => {
          // The customer may have picked a location meanwhile: theirs wins.
          if (place && !getCustomerLocation()) setCustomerLocation(place);
        },
        (error: unknown) => console.warn('Automatic location lookup failed', error),
      );
  }, [enabled]);
}
