/**
 * The demo merchants' files (merchants/<subdomain>/merchant.json), read the way a test needs them:
 * expected colours, pop-ups, home-section order, and the stable uuids the server derives from keys.
 * Tests compare the page with these files, so a change to a demo merchant moves the expectation too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { stableUuid } from '../../apps/server/src/lib/uuid';

export const DEMO_MERCHANTS = ['kainan', 'ushop', 'botika'] as const;
export type DemoMerchant = (typeof DEMO_MERCHANTS)[number];

const MERCHANTS_DIR = path.resolve(import.meta.dirname, '../../merchants');

type HomeKey = 'categories' | 'our_brands' | 'about_us' | 'whats_nearby';

/** Only the parts of the merchant file these tests read. */
export interface MerchantFile {
  subdomain: string;
  name: string;
  is_coin_merchant?: boolean;
  domains?: string[];
  design: {
    main_color: string;
    button_text_color: string;
    pop_ups?: { key: string; enable: boolean; title: string; message: string }[];
    layout: {
      home: Record<HomeKey, { enable: boolean; weight: number }>;
      about_us: { title?: string };
    };
  };
  settings?: { maintenance?: { status: boolean; message?: string } };
  brands: { key: string; name: string }[];
  branches: { key: string; brand: string; name: string; visibility?: boolean; brand_visibility?: boolean }[];
  products: { key: string; name: string; brand: string }[];
  [key: string]: unknown;
}

const cache = new Map<string, MerchantFile>();

/** The merchant's file as the server loaded it on start (a fresh parse each call would be slow). */
export function merchantFile(subdomain: string): MerchantFile {
  let file = cache.get(subdomain);
  if (!file) {
    file = JSON.parse(fs.readFileSync(path.join(MERCHANTS_DIR, subdomain, 'merchant.json'), 'utf8')) as MerchantFile;
    cache.set(subdomain, file);
  }
  return file;
}

/** A deep copy of the file, to import changed under another subdomain. */
export function merchantFileCopy(subdomain: string): MerchantFile {
  return structuredClone(merchantFile(subdomain));
}

/** Every file the merchant file names (logo, favicon, banners, product pictures…), base64 by relative path. */
export function merchantImages(subdomain: string): Record<string, string> {
  const refs = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      for (const [key, v] of Object.entries(value)) {
        if ((key === 'image' || key === 'logo' || key === 'favicon') && typeof v === 'string') refs.add(v);
        else if (key === 'images' && Array.isArray(v)) for (const ref of v) refs.add(String(ref));
        else walk(v);
      }
  };
  walk(merchantFile(subdomain));
  return Object.fromEntries(
    [...refs].map((ref) => [ref, fs.readFileSync(path.join(MERCHANTS_DIR, subdomain, ref)).toString('base64')]),
  );
}

/** '#d7263d' → 'rgb(215, 38, 61)', the form getComputedStyle reports. */
export function hexToRgb(hex: string): string {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The merchant's first enabled pop-up (the one the storefront shows once per session), if any. */
export function sessionPopUp(subdomain: string): { title: string; message: string } | null {
  return merchantFile(subdomain).design.pop_ups?.find((p) => p.enable) ?? null;
}

/**
 * Home's section headings in the order the spec says they show: enabled sections by ascending weight;
 * none enabled → What's Nearby alone.
 */
export function expectedHomeHeadings(subdomain: string): string[] {
  const { home, about_us } = merchantFile(subdomain).design.layout;
  const headings: Record<HomeKey, string> = {
    categories: 'Categories',
    our_brands: 'Our Brands',
    about_us: about_us.title || 'About Us',
    whats_nearby: "What's Nearby",
  };
  const order: HomeKey[] = ['categories', 'our_brands', 'about_us', 'whats_nearby'];
  const enabled = order.filter((key) => home[key].enable).sort((a, b) => home[a].weight - home[b].weight);
  return (enabled.length ? enabled : (['whats_nearby'] as HomeKey[])).map((key) => headings[key]);
}

export function branch(subdomain: string, key: string) {
  const found = merchantFile(subdomain).branches.find((b) => b.key === key);
  if (!found) throw new Error(`${subdomain} has no branch ${key}`);
  return found;
}

export function brandName(subdomain: string, key: string): string {
  const found = merchantFile(subdomain).brands.find((b) => b.key === key);
  if (!found) throw new Error(`${subdomain} has no brand ${key}`);
  return found.name;
}

/** Names of the brand's branches a customer may see (visible, brand visible). */
export function visibleBranchNames(subdomain: string, brandKey: string): string[] {
  return merchantFile(subdomain)
    .branches.filter((b) => b.brand === brandKey && b.visibility !== false && b.brand_visibility !== false)
    .map((b) => b.name);
}

/** The uuids the server derives from keys (apps/server/src/lib/uuid.ts): same key, same uuid. */
export const uuidOf = {
  branch: (subdomain: string, key: string) => stableUuid(`${subdomain}/branch/${key}`),
  brand: (subdomain: string, key: string) => stableUuid(`${subdomain}/brand/${key}`),
  product: (subdomain: string, key: string) => stableUuid(`${subdomain}/product/${key}`),
};

/** The store page of a branch, /{subdomain}/store/{branch_uuid}&{brand_uuid}, found by the branch's key. */
export function storePath(subdomain: string, branchKey: string): string {
  const b = branch(subdomain, branchKey);
  return `/${subdomain}/store/${uuidOf.branch(subdomain, b.key)}&${uuidOf.brand(subdomain, b.brand)}`;
}

/** Money as the storefront prints it: 'PHP 1,234.50'. */
export const PESO_AMOUNT = /^PHP \d{1,3}(,\d{3})*\.\d{2}$/;
