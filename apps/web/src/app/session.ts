/**
 * The signed-in customer, as route rule 1 reads it ("guarded only by the presence of a stored user",
 * spec §6). Accounts arrive with the accounts issue; until then nobody is ever signed in.
 */

export interface StoredUser {
  uuid: string;
  token: string;
  firstname: string;
  lastname: string;
}

export function getStoredUser(): StoredUser | null {
  return null;
}

export function useStoredUser(): StoredUser | null {
  return getStoredUser();
}

/** Spec §4: logout clears token and user, then reloads. */
export function logout(): void {
  window.location.reload();
}
