/**
 * What a customer typed on Checkout, kept per merchant in sessionStorage while they are on it (issue 26:
 * nothing typed is lost, also across a reload): the contact, the house no./street, the billing details.
 * Never a card number (the card form is another screen and keeps nothing). sessionStorage, not
 * localStorage: the draft lasts as long as the tab, so a shared computer does not hand it to the next
 * person. Cleared once the order is placed.
 */
import type { Billing } from './components/checkout-billing';

export type CheckoutDraft = {
  contact: { name: string; mobile_number: string; email: string };
  address: { notes: string };
  billing: Billing;
};

/** Everything kept, with its fields (only strings of these names are read back). */
const SHAPE = {
  contact: ['name', 'mobile_number', 'email'],
  address: ['notes'],
  billing: ['name', 'email', 'phone', 'line1', 'city', 'province', 'postal_code'],
} as const;

export const draftKey = (subdomain: string) => `storefront.checkout-draft.${subdomain}`;

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

type Group = keyof typeof SHAPE;
export type PartialDraft = { [G in Group]?: Partial<Record<(typeof SHAPE)[G][number], string>> };

/** The kept draft, reduced to known string fields; null when there is none (or it is unreadable). */
export function readDraft(subdomain: string): PartialDraft | null {
  try {
    const text = storage()?.getItem(draftKey(subdomain));
    if (!text) return null;
    const stored = JSON.parse(text) as Record<string, Record<string, unknown> | undefined> | null;
    if (!stored || typeof stored !== 'object') return null;
    const draft: Record<string, Record<string, string>> = {};
    for (const [group, fields] of Object.entries(SHAPE)) {
      const values = stored[group];
      if (!values || typeof values !== 'object') continue;
      const kept: Record<string, string> = {};
      for (const field of fields) {
        const value = values[field];
        if (typeof value === 'string') kept[field] = value;
      }
      draft[group] = kept;
    }
    return draft as PartialDraft;
  } catch {
    return null;
  }
}

export function writeDraft(subdomain: string, values: PartialDraft): void {
  try {
    storage()?.setItem(draftKey(subdomain), JSON.stringify(values));
  } catch {
    // storage full or blocked: the draft lasts as long as the page
  }
}

export function clearDraft(subdomain: string): void {
  try {
    storage()?.removeItem(draftKey(subdomain));
  } catch {
    // nothing kept
  }
}

/** The form's starting values: the draft's non-empty fields over the given ones (a profile's name). */
export function withDraft(base: CheckoutDraft, draft: PartialDraft | null): CheckoutDraft {
  if (!draft) return base;
  const merge = <T extends Record<string, string>>(into: T, from: Partial<T> | undefined): T => {
    const out = { ...into };
    for (const [key, value] of Object.entries(from ?? {})) if (value) (out as Record<string, string>)[key] = value;
    return out;
  };
  return {
    contact: merge(base.contact, draft.contact),
    address: merge(base.address, draft.address),
    billing: merge(base.billing, draft.billing),
  };
}
