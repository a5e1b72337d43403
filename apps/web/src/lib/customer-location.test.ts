import { describe, expect, it, vi } from 'vitest';
import { createLocationStore, LOCATION_STORAGE_KEY } from './customer-location';

/** localStorage as a Map, shared by the stores made over it (a reload is a new store). */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const MAKATI = { label: 'Makati City, Metro Manila', lat: 14.55027, lng: 121.03269 };

describe('the customer location store', () => {
  it('starts empty: no location, no position', () => {
    const store = createLocationStore(memoryStorage());
    expect(store.get()).toBeNull();
    expect(store.getPosition()).toBeNull();
  });

  it('keeps the label and coordinates in localStorage, so they survive a reload', () => {
    const storage = memoryStorage();
    createLocationStore(storage).set(MAKATI);
    expect(JSON.parse(storage.items.get(LOCATION_STORAGE_KEY) ?? '')).toEqual(MAKATI);

    const afterReload = createLocationStore(storage);
    expect(afterReload.get()).toEqual(MAKATI);
    expect(afterReload.getPosition()).toEqual({ lat: 14.55027, lng: 121.03269 });
  });

  it('tells its position listener (the cookie mirror) of every new position, and of none once cleared', () => {
    const heard = vi.fn();
    const store = createLocationStore(memoryStorage(), heard);
    store.set(MAKATI);
    store.clear();
    expect(heard.mock.calls).toEqual([[{ lat: 14.55027, lng: 121.03269 }], [null]]);
  });

  it('tells subscribers about a change, once, and not about setting the same place again', () => {
    const store = createLocationStore(memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(MAKATI);
    store.set({ ...MAKATI });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set({ label: 'Manila, Metro Manila', lat: 14.6042, lng: 120.9822 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('hands out the same position object until the location changes (stable for React and query keys)', () => {
    const store = createLocationStore(memoryStorage());
    store.set(MAKATI);
    const first = store.getPosition();
    expect(store.getPosition()).toBe(first);
    store.set({ label: 'Manila, Metro Manila', lat: 14.6042, lng: 120.9822 });
    expect(store.getPosition()).not.toBe(first);
    expect(store.getPosition()).toEqual({ lat: 14.6042, lng: 120.9822 });
  });

  it('ignores a stored value it cannot read', () => {
    for (const stored of [
      'not json',
      '{"label":"X"}',
      '{"label":"","lat":1,"lng":2}',
      '{"label":"X","lat":"14","lng":121}',
    ])
      expect(createLocationStore(memoryStorage({ [LOCATION_STORAGE_KEY]: stored })).get(), stored).toBeNull();
  });

  it('forgets the location when cleared', () => {
    const storage = memoryStorage();
    const store = createLocationStore(storage);
    store.set(MAKATI);
    const listener = vi.fn();
    store.subscribe(listener);
    store.clear();
    expect(store.get()).toBeNull();
    expect(storage.items.has(LOCATION_STORAGE_KEY)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('follows another tab’s change', () => {
    const store = createLocationStore(memoryStorage());
    const listener = vi.fn();
    store.subscribe(listener);
    store.syncFromStorage(JSON.stringify(MAKATI));
    expect(store.get()).toEqual(MAKATI);
    store.syncFromStorage(JSON.stringify(MAKATI));
    expect(listener).toHaveBeenCalledTimes(1);
    store.syncFromStorage(null);
    expect(store.get()).toBeNull();
  });

  it('still works, for the tab’s lifetime, where storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createLocationStore(broken);
    expect(store.get()).toBeNull();
    store.set(MAKATI);
    expect(store.get()).toEqual(MAKATI);
  });
});
