/**
 * Where the customer wants their order: a label and its coordinates, chosen in the 'Deliver to'
 * picker or found by the browser's geolocation. Kept in localStorage (spec §3 "Persisted locally: …
 * location, coordinates"), so it survives reloads and is shared by every merchant and tab; changes
 * notify subscribers, so whatever reads it re-renders and refetches (nearby branches key their
 * queries on the position).
 */
import { useSyncExternalStore } from 'react';
import { afterPageSettles } from './after-page-settles';
import type { CustomerPosition } from './position';
import { mirrorPositionCookie } from './position-cookie';

export type CustomerLocation = { label: string; lat: number; lng: number };

export const LOCATION_STORAGE_KEY = 'storefront.location';

type Snapshot = { location: CustomerLocation | null; position: CustomerPosition };
const EMPTY: Snapshot = { location: null, position: null };

function parse(text: string | null): CustomerLocation | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<CustomerLocation> | null;
    const { label, lat, lng } = value ?? {};
    if (typeof label !== 'string' || !label.trim()) return null;
    if (typeof lat !== 'number' || !Number.isFinite(lat) || Math.abs(lat) > 90) return null;
    if (typeof lng !== 'number' || !Number.isFinite(lng) || Math.abs(lng) > 180) return null;
    return { label, lat, lng };
  } catch {
    return null;
  }
}

const snapshotOf = (location: CustomerLocation | null): Snapshot =>
  location ? { location, position: { lat: location.lat, lng: location.lng } } : EMPTY;

/**
 * The store over any Storage (localStorage in the app, a fake in tests). Snapshots are replaced, never
 * mutated, so useSyncExternalStore sees a change exactly when there is one. `onPositionChange` hears
 * every new position (the app mirrors it into a cookie).
 */
export function createLocationStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
  onPositionChange?: (position: CustomerPosition) => void,
) {
  let snapshot: Snapshot | undefined;
  const listeners = new Set<() => void>();

  const read = (): Snapshot => {
    if (snapshot) return snapshot;
    let stored: string | null = null;
    try {
      stored = storage?.getItem(LOCATION_STORAGE_KEY) ?? null;
    } catch {
      // storage blocked (private mode, policies): no stored location
    }
    snapshot = snapshotOf(parse(stored));
    return snapshot;
  };
  const publish = (next: Snapshot) => {
    snapshot = next;
    onPositionChange?.(next.position);
    for (const listener of listeners) listener();
  };

  return {
    get: (): CustomerLocation | null => read().location,
    /** The coordinates alone; the same object until the location changes. */
    getPosition: (): CustomerPosition => read().position,

    set(location: CustomerLocation): void {
      const next = { label: location.label.trim(), lat: location.lat, lng: location.lng };
      const current = read().location;
      if (current && current.label === next.label && current.lat === next.lat && current.lng === next.lng) return;
      try {
        storage?.setItem(LOCATION_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // storage full or blocked: the location lasts as long as the tab
      }
      publish(snapshotOf(next));
    },

    clear(): void {
      try {
        storage?.removeItem(LOCATION_STORAGE_KEY);
      } catch {
        // nothing stored
      }
      if (read().location) publish(EMPTY);
    },

    /** Another tab changed the stored location (the `storage` event): take its value. */
    syncFromStorage(value: string | null): void {
      const location = parse(value);
      const current = read().location;
      if (JSON.stringify(location) !== JSON.stringify(current)) publish(snapshotOf(location));
    },

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type LocationStore = ReturnType<typeof createLocationStore>;

const browserStorage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** The app's one store; its position mirrored into a cookie, from the start too (a location kept before). */
export const locationStore = createLocationStore(browserStorage(), mirrorPositionCookie);
// Only the next page load reads the cookie: written once this one is usable, not in its first task
// (document.cookie is a synchronous round trip to the browser's cookie store, ~18 ms at 4× CPU).
if (typeof window !== 'undefined') afterPageSettles(() => mirrorPositionCookie(locationStore.getPosition()), 0);

if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === LOCATION_STORAGE_KEY || event.key === null) locationStore.syncFromStorage(event.newValue);
  });

export const getCustomerLocation = locationStore.get;
export const getCustomerPosition = locationStore.getPosition;
export const setCustomerLocation = locationStore.set;
export const clearCustomerLocation = locationStore.clear;
export const subscribeCustomerLocation = locationStore.subscribe;

export function useCustomerLocation(): CustomerLocation | null {
  return useSyncExternalStore(locationStore.subscribe, locationStore.get, locationStore.get);
}

export function useCustomerPosition(): CustomerPosition {
  return useSyncExternalStore(locationStore.subscribe, locationStore.getPosition, locationStore.getPosition);
}
