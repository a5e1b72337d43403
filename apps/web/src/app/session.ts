/**
 * The signed-in customer as the app shell uses it: route rule 1 ("guarded only by the presence of a
 * stored user", spec §6), logout (spec §4) and the merchant switch. The encrypted store itself is
 * `@/lib/stored-user` (features read it too).
 */
import { api } from '@/lib/api-client';
import { clearCartId } from '@/lib/cart-id';
import { clearStoredUser, getStoredUser, loadStoredUser, useStoredUser } from '@/lib/stored-user';

export type { StoredUser } from '@/lib/stored-user';
export { getStoredUser, loadStoredUser, useStoredUser };

let reloading = false;

/**
 * Spec §4: logout clears token and user, then reloads — once: a revoked session fails every call in
 * flight (the cart, the profile…), and each would otherwise start a reload of its own, the later one
 * replacing the page the first had already redirected.
 */
export function logout(): void {
  clearStoredUser();
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/** Sign Out from the menu: the server forgets the session (best effort), then logout. */
export async function signOut(): Promise<void> {
  if (getStoredUser()) await api.post('/api/customer/customer/logout').catch(() => undefined);
  logout();
}

/**
 * Spec §4: opening the storefront under another merchant identifier than the one the stored user
 * signed in under logs out and clears the guest cart cookie. Runs once the stored user is read.
 */
export async function enforceSameMerchant(subdomain: string): Promise<void> {
  const user = await loadStoredUser();
  if (user && user.subdomain.toLowerCase() !== subdomain.toLowerCase()) {
    clearStoredUser();
    clearCartId();
  }
}
