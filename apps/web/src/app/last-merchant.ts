/**
 * The merchant the customer last visited, remembered in this browser: the top-level /terms-of-use and
 * /privacy-policy (spec §2, outside any merchant) show that merchant's page. Only the identifier is
 * kept; it names a storefront the customer opened, nothing about them.
 */
import { useEffect } from 'react';

const LAST_MERCHANT_KEY = 'storefront.last-merchant';
const SUBDOMAIN = /^[a-z0-9][a-z0-9-]{1,39}$/;

export function getLastMerchant(): string | null {
  try {
    const value = localStorage.getItem(LAST_MERCHANT_KEY);
    // A value that is no merchant identifier (edited by hand, an old format) is as good as none.
    return value && SUBDOMAIN.test(value) ? value : null;
  } catch {
    return null; // storage blocked: no memory of a visit
  }
}

export function rememberMerchant(subdomain: string): void {
  try {
    localStorage.setItem(LAST_MERCHANT_KEY, subdomain.toLowerCase());
  } catch {
    // storage blocked or full: the top-level pages then show their short page
  }
}

/** Remembers the merchant of the screen being shown (its loader found it). */
export function useRememberMerchant(subdomain: string): void {
  useEffect(() => rememberMerchant(subdomain), [subdomain]);
}
