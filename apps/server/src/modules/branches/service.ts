/**
 * Branches: a merchant's brands and the branches that sell them — where they are, when they are
 * open, how they fulfil orders, and which of them a customer may see.
 */
import { type BranchDetails, BranchSummary, type Brand } from '@storefront/contracts/organization';
import { DEFAULT_POSITION, distanceKm, LatitudeIndex, type Position } from '@storefront/domain/geo';
import { enabledTypes, type LogisticType } from '@storefront/domain/logistic-types';
import { fromCentavos } from '@storefront/domain/money';
import { isOpenAt } from '@storefront/domain/store-hours';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { TtlCache } from '../../lib/ttl-cache';
import type { ImportsWatch } from '../merchants/service';
import { importBranches } from './import';
import { type BranchRow, type BrandRow, branchesRepository as repo } from './repository';

/** A branch as other modules use it. */
export type Branch = {
  id: number;
  uuid: string;
  name: string;
  brandId: number;
  brandUuid: string;
  brandName: string;
  maxOrder: number;
  /** Visible to the public: both the branch and its brand there are visible. */
  isPublic: boolean;
  position: Position;
};

/** A branch with how it fulfils orders, as the cart needs it. */
export type FulfilmentBranch = Branch & {
  /** Enabled logistic types in the order they are offered. */
  logisticTypes: LogisticType[];
  storeHours: BranchRow['storeHours'];
  deliverySettings: BranchRow['deliverySettings'];
  pickupSettings: BranchRow['pickupSettings'];
  deliveryFee: BranchRow['deliveryFee'];
  /** The smallest items' subtotal a delivery takes, centavos; null without one (ADR 0034). */
  minimumOrder: number | null;
};

/**
 * A merchant's public branches with their fulfilment settings, by id, and by uuid through `byUuid`
 * (a chain has a thousand: the cart's add and the checkout look one up per request).
 */
export class FulfilmentBranches extends Map<number, FulfilmentBranch> {
  private readonly uuids = new Map<string, FulfilmentBranch>();
  override set(id: number, branch: FulfilmentBranch): this {
    this.uuids.set(branch.uuid, branch);
    return super.set(id, branch);
  }
  byUuid(uuid: string): FulfilmentBranch | undefined {
    return this.uuids.get(uuid);
  }
}

type Entry = { branch: BranchRow; brand: BrandRow };
/** A branch nearby lists: whether it is open and how far (km; null without the customer's position). */
type Found = { e: Entry; is_open: boolean; distance: number | null };

/** A merchant's active branches as loaded once, with the lookups every request needs. */
type Listing = { entries: Entry[]; byUuid: Map<string, Entry>; byId: Map<number, Entry> };

const listingOf = (entries: Entry[]): Listing => ({
  entries,
  byUuid: new Map(entries.map((e) => [e.branch.uuid, e])),
  byId: new Map(entries.map((e) => [e.branch.id, e])),
});

/** Store hours as the API shows them (branch details, the cart): a day without a cut-off time says null. */
export function shownStoreHours(storeHours: BranchRow['storeHours']) {
  return Object.fromEntries(
    Object.entries(storeHours).map(([day, h]) => [day, { ...h, cut_off_time: h.cut_off_time ?? null }]),
  );
}

/**
 * A merchant's branch list changes only with an import: this instance's forgets it at once
 * (invalidate), another instance's is noticed through the merchants' imports watch — the one small
 * aggregate over every merchant read every few seconds, not a stamp read per merchant (with 200
 * merchants those were 40 queries a second). CACHE_MS bounds how long one is kept whatever the watch
 * says, and a list read this often is reloaded in the background before then (REFRESH_MS), so no
 * request waits for it.
 */
const CACHE_MS = 5 * 60_000;
const REFRESH_MS = 4 * 60_000;
/** Nearby lists at most this many branches, with or without the customer's position (ADR 0029). */
export const NEARBY_MAX = 20;
/** The circles nearby looks in, as shares of the merchant's radius, until NEARBY_MAX are open. */
const NEARBY_CIRCLES = [0.25, 0.5, 1];
/** More than any distance on Earth: a closed branch's place in nearby's order is after every open one. */
const CLOSED_AFTER_KM = 100_000;

export function createBranchesService(
  db: Db,
  options: {
    /** Tells when any merchant was imported, here or on another instance (the merchants service's). */
    imports: ImportsWatch;
    now?: (() => Date) | undefined;
  },
) {
  const now = options.now ?? (() => new Date());
  const listings = new TtlCache<number, Listing>(CACHE_MS, 10_000, undefined, REFRESH_MS);
  options.imports.onChange(() => listings.clear());
  const listingFor = (merchantId: number) => {
    options.imports.check();
    return listings.getOrLoad(merchantId, async () => listingOf(await repo.allWithBrands(db, merchantId)));
  };
  const entriesOf = async (merchantId: number) => (await listingFor(merchantId)).entries;
  const isPublic = (e: Entry) => e.branch.visibility && e.branch.brandVisibility;
  // Derived once per load of the listing (the cache hands out the same one until it reloads).
  const fulfilmentOf = new WeakMap<Listing, FulfilmentBranches>();
  // Whether each branch is open, worked out at most once a minute (store hours count whole minutes):
  // nearby compares every branch in the customer's box, hundreds of them in a chain's city.
  const openThisMinute = new WeakMap<Listing, { minute: number; open: Map<number, boolean> }>();
  function isOpenNow(listing: Listing, at: Date): (e: Entry) => boolean {
    const minute = Math.floor(at.getTime() / 60_000);
    let known = openThisMinute.get(listing);
    if (known?.minute !== minute) {
      known = { minute, open: new Map() };
      openThisMinute.set(listing, known);
    }
    const open = known.open;
    return (e) => {
      let isOpen = open.get(e.branch.id);
      if (isOpen === undefined) {
        isOpen = isOpenAt(e.branch.storeHours, at);
        open.set(e.branch.id, isOpen);
      }
      return isOpen;
    };
  }
  // The public branches by position, for nearby: a customer's search looks only at their latitude band.
  const byPosition = new WeakMap<Listing, LatitudeIndex<Entry>>();
  function positionsOf(listing: Listing): LatitudeIndex<Entry> {
    let index = byPosition.get(listing);
    if (!index) {
      index = new LatitudeIndex(listing.entries.filter(isPublic), (e) => ({ lat: e.branch.lat, lng: e.branch.lng }));
      byPosition.set(listing, index);
    }
    return index;
  }
  // Nearby without a position is the same for every guest of a merchant: built once a minute (is_open)
  // and kept with the listing it was built from, so a reloaded listing is never answered from an old one.
  const withoutPosition = new WeakMap<Listing, { minute: number; nearby: Found[] }>();
  // Each branch's summary as JSON but for is_open and distance, checked against the contract and written
  // once per load of the listing: nearby's answer is these joined, not 20 objects built, checked and
  // serialised per request (that was a third of a chain's nearby call).
  const fixedJson = new WeakMap<Entry, string>();
  function summaryJson(found: Found, at: Date): string {
    let fixed = fixedJson.get(found.e);
    if (fixed === undefined) {
      const { is_open: _open, distance: _distance, ...rest } = BranchSummary.parse(summary(found.e, null, at));
      fixed = JSON.stringify(rest).slice(0, -1);
      fixedJson.set(found.e, fixed);
    }
    return `${fixed},"is_open":${found.is_open},"distance":${JSON.stringify(found.distance)}}`;
  }

  /** `known`: whether it is open and how far, when the caller has already worked them out. */
  function summary(
    e: Entry,
    from: Position | null,
    at: Date,
    known?: { is_open: boolean; distance: number | null },
  ): BranchSummary {
    return {
      uuid: e.branch.uuid,
      name: e.branch.name,
      brand_uuid: e.brand.uuid,
      brand_name: e.brand.name,
      brand_logo: e.brand.logo,
      address: e.branch.address,
      city: e.branch.city,
      lat: e.branch.lat,
      long: e.branch.lng,
      is_open: known ? known.is_open : isOpenAt(e.branch.storeHours, at),
      distance: known ? known.distance : from ? distanceKm(from, { lat: e.branch.lat, lng: e.branch.lng }) : null,
      visibility: e.branch.visibility,
      brand_visibility: e.branch.brandVisibility,
    };
  }

  /** Open branches first, then closed; nearer first within each; then the merchant's order. */
  const byOpenThenDistance = (
    a: Pick<BranchSummary, 'is_open' | 'distance'>,
    b: Pick<BranchSummary, 'is_open' | 'distance'>,
  ) => Number(b.is_open) - Number(a.is_open) || (a.distance ?? 0) - (b.distance ?? 0);

  function toBranch(e: Entry): Branch {
    return {
      id: e.branch.id,
      uuid: e.branch.uuid,
      name: e.branch.name,
      brandId: e.brand.id,
      brandUuid: e.brand.uuid,
      brandName: e.brand.name,
      maxOrder: e.branch.maxOrder,
      isPublic: isPublic(e),
      position: { lat: e.branch.lat, lng: e.branch.lng },
    };
  }

  /**
   * Nearby's branches. With a position, only the branches inside the radius's bounding box are looked at
   * (found in the listing's latitude index), nearest circles first.
   */
  async function nearbyFound(
    merchant: { id: number; searchRadiusKm: number },
    position: Position | null,
    brandUuid: string | undefined,
    at: Date,
  ): Promise<Found[]> {
    const listing = await listingFor(merchant.id);
    const wanted = (e: Entry | undefined): e is Entry =>
      !!e && isPublic(e) && (!brandUuid || e.brand.uuid === brandUuid);
    const isOpen = isOpenNow(listing, at);
    if (!position) {
      const minute = Math.floor(at.getTime() / 60_000);
      const known = brandUuid ? undefined : withoutPosition.get(listing);
      if (known?.minute === minute) return known.nearby;
      const nearby = listing.entries
        .filter(wanted)
        .map((e) => ({ e, is_open: isOpen(e), distance: null }))
        .sort(byOpenThenDistance)
        .slice(0, NEARBY_MAX);
      if (!brandUuid) withoutPosition.set(listing, { minute, nearby });
      return nearby;
    }
    // A chain's city holds hundreds of branches within the radius; the answer is usually in a small part
    // of it. When NEARBY_MAX branches within a smaller circle are open, they are the answer: every branch
    // outside it is farther than each of them. Otherwise (at night, a brand's few branches) the next circle.
    // Sorted by one number (open ones first, then by distance), not by comparing two fields: most of a
    // chain's nearby call in Node was measuring and sorting a city's branches.
    let candidates: (Found & { order: number })[] = [];
    for (const share of NEARBY_CIRCLES) {
      const km = share * merchant.searchRadiusKm;
      candidates = [];
      let open = 0;
      positionsOf(listing).forEachWithin(position, km, (e, distance) => {
        if (!wanted(e)) return;
        const is_open = isOpen(e);
        if (is_open) open++;
        candidates.push({ e, is_open, distance, order: (is_open ? 0 : CLOSED_AFTER_KM) + distance });
      });
      if (open >= NEARBY_MAX) break;
    }
    return candidates.sort((a, b) => a.order - b.order).slice(0, NEARBY_MAX);
  }

  async function publicEntry(merchantId: number, uuid: string): Promise<Entry> {
    const entry = (await listingFor(merchantId)).byUuid.get(uuid);
    if (!entry || !isPublic(entry)) throw AppError.notFound('Branch not found');
    return entry;
  }

  return {
    /**
     * Public branches within the merchant's search radius of the customer, open ones first, nearest
     * first, at most NEARBY_MAX of them (ADR 0029). Without the customer's position: open ones first, in
     * the merchant's order (distance unknown; ADR 0003).
     */
    async nearby(
      merchant: { id: number; searchRadiusKm: number },
      position: Position | null,
      brandUuid?: string,
    ): Promise<BranchSummary[]> {
      const at = now();
      return (await nearbyFound(merchant, position, brandUuid, at)).map((c) => summary(c.e, position, at, c));
    },

    /** The same as nearby, as the API's answer (NearbyResponse) in JSON. */
    async nearbyJson(
      merchant: { id: number; searchRadiusKm: number },
      position: Position | null,
      brandUuid?: string,
    ): Promise<string> {
      const at = now();
      const found = await nearbyFound(merchant, position, brandUuid, at);
      return `{"nearby":[${found.map((c) => summaryJson(c, at)).join(',')}]}`;
    },

    /** Every public brand with its public branches (whatever the distance), open ones first. */
    async brandsWithBranches(merchantId: number, position: Position | null) {
      const at = now();
      const groups = new Map<number, { brand: Brand; branches: BranchSummary[] }>();
      for (const e of await entriesOf(merchantId)) {
        if (!isPublic(e)) continue;
        let group = groups.get(e.brand.id);
        if (!group) {
          group = {
            brand: { uuid: e.brand.uuid, name: e.brand.name, description: e.brand.description, logo: e.brand.logo },
            branches: [],
          };
          groups.set(e.brand.id, group);
        }
        group.branches.push(summary(e, position, at));
      }
      for (const g of groups.values()) g.branches.sort(byOpenThenDistance);
      return [...groups.values()];
    },

    async view(merchantId: number, uuid: string): Promise<BranchSummary> {
      return summary(await publicEntry(merchantId, uuid), null, now());
    },

    async details(merchantId: number, uuid: string): Promise<BranchDetails> {
      const e = await publicEntry(merchantId, uuid);
      const b = e.branch;
      const schedule = (s: BranchRow['deliverySettings']) =>
        s
          ? {
              ...s,
              orders_per_day: s.orders_per_day ?? null,
            }
          : null;
      return {
        ...summary(e, null, now()),
        contact_number: b.contactNumber,
        max_order: b.maxOrder,
        deliver_now: { enable: b.logisticTypes.deliver_now },
        pickup_now: { enable: b.logisticTypes.pickup_now },
        scheduled_delivery: { enable: b.logisticTypes.scheduled_delivery },
        scheduled_pickup: { enable: b.logisticTypes.scheduled_pickup },
        store_hours: shownStoreHours(b.storeHours),
        delivery_settings: schedule(b.deliverySettings),
        pickup_settings: schedule(b.pickupSettings),
        // The rule the cart prices delivery with, so the store page can state it before the cart does.
        delivery_fee: b.deliveryFee
          ? {
              base: b.deliveryFee.base,
              per_km: b.deliveryFee.per_km ?? 0,
              free_from_subtotal: b.deliveryFee.free_from_subtotal ?? null,
            }
          : null,
        delivery_time: b.deliveryTime
          ? { min_minutes: b.deliveryTime.min_minutes, max_minutes: b.deliveryTime.max_minutes }
          : null,
        minimum_order: b.minimumOrder === null ? null : fromCentavos(b.minimumOrder),
      };
    },

    /** A public branch for other modules; 404 when it is unknown or hidden. */
    async publicBranch(merchantId: number, uuid: string): Promise<Branch> {
      return toBranch(await publicEntry(merchantId, uuid));
    },

    /** Every public branch with its fulfilment settings, by id and uuid (the cart's branches). */
    async fulfilmentBranches(merchantId: number): Promise<FulfilmentBranches> {
      const listing = await listingFor(merchantId);
      const known = fulfilmentOf.get(listing);
      if (known) return known;
      const result = new FulfilmentBranches();
      fulfilmentOf.set(listing, result);
      for (const e of listing.entries) {
        if (!isPublic(e)) continue;
        result.set(e.branch.id, {
          ...toBranch(e),
          logisticTypes: enabledTypes(
            Object.fromEntries(Object.entries(e.branch.logisticTypes).map(([type, enable]) => [type, { enable }])),
          ),
          storeHours: e.branch.storeHours,
          deliverySettings: e.branch.deliverySettings,
          pickupSettings: e.branch.pickupSettings,
          deliveryFee: e.branch.deliveryFee,
          minimumOrder: e.branch.minimumOrder,
        });
      }
      return result;
    },

    /**
     * How many scheduled deliveries or pickups a branch takes a day (hidden or not); null when it sets no
     * limit. Orders re-count a revived order's slot with it (orders/late-payment.ts).
     */
    async ordersPerDay(merchantId: number, branchId: number, kind: 'delivery' | 'pickup'): Promise<number | null> {
      const branch = (await listingFor(merchantId)).byId.get(branchId)?.branch;
      const settings = kind === 'delivery' ? branch?.deliverySettings : branch?.pickupSettings;
      return settings?.orders_per_day ?? null;
    },

    /** Public branches with their distance from the customer, for listings across branches. */
    async publicBranches(
      merchantId: number,
      position: Position | null,
    ): Promise<(Branch & { distance: number; isOpen: boolean })[]> {
      const at = now();
      const from = position ?? DEFAULT_POSITION;
      return (await entriesOf(merchantId)).filter(isPublic).map((e) => ({
        ...toBranch(e),
        distance: distanceKm(from, toBranch(e).position),
        isOpen: isOpenAt(e.branch.storeHours, at),
      }));
    },

    async brands(merchantId: number): Promise<(Brand & { id: number })[]> {
      const seen = new Map<number, Brand & { id: number }>();
      for (const e of await entriesOf(merchantId))
        if (isPublic(e) && !seen.has(e.brand.id))
          seen.set(e.brand.id, {
            id: e.brand.id,
            uuid: e.brand.uuid,
            name: e.brand.name,
            description: e.brand.description,
            logo: e.brand.logo,
          });
      return [...seen.values()];
    },

    invalidate: () => listings.clear(),

    /** Writes brands and branches from a merchant file. Part of the import transaction. */
    syncFromConfig: importBranches,
  };
}

export type BranchesService = ReturnType<typeof createBranchesService>;
