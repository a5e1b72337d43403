/**
 * The merchant this page load serves. One page load serves one merchant: the token, the cached
 * settings and the theme all belong to it, and moving to another merchant identifier is a full
 * page load (so the server injects that merchant's bootstrap; spec §4 "switching … logs out").
 */
import type { Bootstrap } from '@storefront/contracts/bootstrap';

interface ActiveMerchant {
  subdomain: string;
  token: string;
}

let active: ActiveMerchant | null = null;
let bootstrapSeen = false;
let hostMerchant: string | null = null;

export const sameMerchant = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function getActiveMerchant(): ActiveMerchant | null {
  return active;
}

export function activateMerchant(subdomain: string, token: string): void {
  active = { subdomain: subdomain.toLowerCase(), token };
}

export function noteBootstrap(bootstrap: Bootstrap | null): void {
  bootstrapSeen = bootstrap !== null;
  hostMerchant = bootstrap?.host_merchant ?? null;
  if (bootstrap?.merchant) activateMerchant(bootstrap.merchant.settings.subdomain, bootstrap.merchant.token);
}

/** The server answered this page load and named no merchant for its path: route rule 5 without a call. */
export const serverFoundNoMerchant = () => bootstrapSeen && active === null;

export const getHostMerchant = () => hostMerchant;

/**
 * True when `subdomain` is not the merchant this page load serves, or this host serves one merchant
 * alone and `subdomain` is another (route rule 2 is the server's on page loads).
 */
export function needsFullLoad(subdomain: string): boolean {
  if (hostMerchant && !sameMerchant(hostMerchant, subdomain)) return true;
  return active !== null && !sameMerchant(active.subdomain, subdomain);
}
