/**
 * The signed-in customer (spec §3 "encrypted stored user", §4 Session): customer + token + the
 * merchant identifier it was signed in under, kept in localStorage ENCRYPTED with AES-GCM.
 *
 * The key is generated once per browser as a NON-EXTRACTABLE WebCrypto key and kept in IndexedDB
 * (structured clone keeps CryptoKeys as they are). So the stored blob is useless when copied out of
 * localStorage (a backup, another profile, a leaked dump) and no script can read the key's bytes;
 * a script running on the page could still use it, which no browser-side storage prevents. Where
 * IndexedDB or WebCrypto is missing, the session lives in memory only (it ends with the tab).
 *
 * Reading is asynchronous (decryption), so `loadStoredUser()` runs once per page load and route
 * loaders await it; afterwards `getStoredUser()` is synchronous. Changes notify subscribers, so the
 * navbar and the rest re-render (`useStoredUser`).
 */
import type { Customer } from '@storefront/contracts/customer';
import { useSyncExternalStore } from 'react';

export interface StoredUser {
  token: string;
  customer: Customer;
  /** The merchant identifier the customer signed in under (spec §4: switching merchant logs out). */
  subdomain: string;
}

const STORAGE_KEY = 'storefront.user';
const DB_NAME = 'storefront-keys';
const DB_STORE = 'keys';
const KEY_ID = 'stored-user';

let current: StoredUser | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

// ——— the key ———

function idb<T>(run: (store: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode): Promise<T> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(DB_STORE);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const req = run(db.transaction(DB_STORE, mode).objectStore(DB_STORE));
      req.onsuccess = () => {
        resolve(req.result);
        db.close();
      };
      req.onerror = () => {
        reject(req.error);
        db.close();
      };
    };
  });
}

let keyPromise: Promise<CryptoKey | null> | null = null;
function getKey(): Promise<CryptoKey | null> {
  keyPromise ??= (async () => {
    if (typeof indexedDB === 'undefined' || !globalThis.crypto?.subtle) return null;
    const existing = await idb<CryptoKey | undefined>((s) => s.get(KEY_ID), 'readonly');
    if (existing) return existing;
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await idb((s) => s.put(key, KEY_ID), 'readwrite');
    return key;
  })().catch(() => null);
  return keyPromise;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function encrypt(user: StoredUser): Promise<string | null> {
  const key = await getKey();
  if (!key) return null;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(JSON.stringify(user))),
  );
  return JSON.stringify({ v: 1, iv: toBase64(iv), data: toBase64(data) });
}

async function decrypt(stored: string): Promise<StoredUser | null> {
  const key = await getKey();
  if (!key) return null;
  const { iv, data } = JSON.parse(stored) as { iv: string; data: string };
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, key, fromBase64(data));
  const user = JSON.parse(new TextDecoder().decode(plain)) as StoredUser;
  return typeof user?.token === 'string' && user.customer && typeof user.subdomain === 'string' ? user : null;
}

// ——— the store ———

let loading: Promise<StoredUser | null> | null = null;

/** Decrypts the stored user once per page load; route loaders await it. Never rejects. */
export function loadStoredUser(): Promise<StoredUser | null> {
  loading ??= (async () => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(STORAGE_KEY);
    } catch {
      return null;
    }
    if (!stored) return null;
    try {
      current = await decrypt(stored);
    } catch {
      current = null;
    }
    if (!current) localStorage.removeItem(STORAGE_KEY); // unreadable (another key, tampered): gone
    notify();
    return current;
  })();
  return loading;
}

export const getStoredUser = (): StoredUser | null => current;

/** Spec §6: a stored user decides the endpoint family (customer or public) of every call. */
export const isSignedIn = (): boolean => current !== null;

/** Signs in (or updates the stored customer): memory first, so the next call carries the token. */
export async function saveStoredUser(user: StoredUser): Promise<void> {
  current = user;
  loading = Promise.resolve(user);
  notify();
  try {
    const blob = await encrypt(user);
    if (blob && current === user) localStorage.setItem(STORAGE_KEY, blob);
  } catch {
    // Storage full or unavailable: the session lasts as long as the tab.
  }
}

/** Replaces the stored customer's details (after a profile change). */
export function updateStoredCustomer(customer: Customer): Promise<void> {
  return current ? saveStoredUser({ ...current, customer }) : Promise.resolve();
}

/** Clears token and user (spec §4); the caller decides whether to reload. */
export function clearStoredUser(): void {
  current = null;
  loading = Promise.resolve(null);
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
  notify();
}

export function subscribeStoredUser(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribeStoredUser, getStoredUser, getStoredUser);
}

/** Spec §2: a profile image path containing 'default' means no image. */
export const hasProfileImage = (customer: Pick<Customer, 'profile_image'>) =>
  Boolean(customer.profile_image) && !customer.profile_image.includes('default');

export const initialsOf = (customer: Pick<Customer, 'firstname' | 'lastname'>) =>
  `${customer.firstname.trim().charAt(0)}${customer.lastname.trim().charAt(0)}`.toUpperCase();
