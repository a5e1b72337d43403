/**
 * Branches: a merchant's brands and the branches that sell them — where they are, when they are
 * open, how they fulfil orders, and which of them a customer may see.
 */
import type { MerchantConfig } from '@storefront/contracts/merchant-config';
import type { BranchDetails, BranchSummary, Brand } from '@storefront/contracts/organization';
import { DEFAULT_POSITION, distanceKm, type Position } from '@storefront/domain/geo';
import { enabledTypes, type LogisticType } from '@storefront/domain/logistic-types';
import { isOpenAt } from '@storefront/domain/store-hours';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { TtlCache } from '../../lib/ttl-cache';
import { stableUuid } from '../../lib/uuid';
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
};

type Entry = { branch: BranchRow; brand: BrandRow };

/** Store hours as the API shows them (branch details, the cart): a day without a cut-off time says null. */
export function shownStoreHours(storeHours: BranchRow['storeHours']) {
  return Object.fromEntries(
    Object.entries(storeHours).map(([day, h]) => [day, { ...h, cut_off_time: h.cut_off_time ?? null }]),
  );
}

const CACHE_MS = 5_000;

export function createBranchesService(db: Db, now: () => Date = () => new Date()) {
  const cache = new TtlCache<number, Entry[]>(CACHE_MS);
  const entriesOf = (merchantId: number) => cache.getOrLoad(merchantId, () => repo.allWithBrands(db, merchantId));
  const isPublic = (e: Entry) => e.branch.visibility && e.branch.brandVisibility;
  // Derived once per load of the entries (the cache hands out the same array until it reloads).
  const fulfilmentOf = new WeakMap<Entry[], Map<number, FulfilmentBranch>>();

  function summary(e: Entry, from: Position | null, at: Date): BranchSummary {
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
      is_open: isOpenAt(e.branch.storeHours, at),
      distance: from ? distanceKm(from, { lat: e.branch.lat, lng: e.branch.lng }) : null,
      visibility: e.branch.visibility,
      brand_visibility: e.branch.brandVisibility,
    };
  }

  /** Open branches first, then closed; nearer first within each; then the merchant's order. */
  const byOpenThenDistance = (a: BranchSummary, b: BranchSummary) =>
    Number(b.is_open) - Number(a.is_open) || (a.distance ?? 0) - (b.distance ?? 0);

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

  async function publicEntry(merchantId: number, uuid: string): Promise<Entry> {
    const entry = (await entriesOf(merchantId)).find((e) => e.branch.uuid === uuid);
    if (!entry || !isPublic(entry)) throw AppError.notFound('Branch not found');
    return entry;
  }

  return {
    /**
     * Public branches within the merchant's search radius of the customer, open ones first, nearest
     * first. Without the customer's position, every public branch (distance unknown).
     */
    async nearby(
      merchant: { id: number; searchRadiusKm: number },
      position: Position | null,
      brandUuid?: string,
    ): Promise<BranchSummary[]> {
      const at = now();
      return (await entriesOf(merchant.id))
        .filter((e) => isPublic(e) && (!brandUuid || e.brand.uuid === brandUuid))
        .map((e) => summary(e, position, at))
        .filter((b) => b.distance === null || b.distance <= merchant.searchRadiusKm)
        .sort(byOpenThenDistance);
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
      };
    },

    /** A public branch for other modules; 404 when it is unknown or hidden. */
    async publicBranch(merchantId: number, uuid: string): Promise<Branch> {
      return toBranch(await publicEntry(merchantId, uuid));
    },

    /** Every public branch with its fulfilment settings, by id (the cart's branches). */
    async fulfilmentBranches(merchantId: number): Promise<Map<number, FulfilmentBranch>> {
      const entries = await entriesOf(merchantId);
      const known = fulfilmentOf.get(entries);
      if (known) return known;
      const result = new Map<number, FulfilmentBranch>();
      fulfilmentOf.set(entries, result);
      for (const e of entries) {
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
        });
      }
      return result;
    },

    /**
     * How many scheduled deliveries or pickups a branch takes a day (hidden or not); null when it sets no
     * limit. Orders re-count a revived order's slot with it (orders/late-payment.ts).
     */
    async ordersPerDay(merchantId: number, branchId: number, kind: 'delivery' | 'pickup'): Promise<number | null> {
      const branch = (await entriesOf(merchantId)).find((e) => e.branch.id === branchId)?.branch;
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

    invalidate: () => cache.clear(),

    /** Writes brands and branches from a merchant file. Part of the import transaction. */
    async syncFromConfig(
      tx: Executor,
      merchant: { id: number; subdomain: string },
      config: Pick<MerchantConfig, 'brands' | 'branches'>,
      image: (ref: string) => string,
    ): Promise<{ brandIds: Map<string, number>; branchIds: Map<string, number>; branchUuids: Map<string, string> }> {
      const brandIds = new Map<string, number>();
      for (const [sort, b] of config.brands.entries()) {
        const row = await repo.upsertBrand(tx, {
          uuid: stableUuid(`${merchant.subdomain}/brand/${b.key}`),
          merchantId: merchant.id,
          key: b.key,
          name: b.name,
          description: b.description,
          logo: image(b.logo),
          sort,
        });
        brandIds.set(b.key, row.id);
      }
      const branchIds = new Map<string, number>();
      const branchUuids = new Map<string, string>();
      for (const [sort, b] of config.branches.entries()) {
        const row = await repo.upsertBranch(tx, {
          uuid: stableUuid(`${merchant.subdomain}/branch/${b.key}`),
          merchantId: merchant.id,
          brandId: brandIds.get(b.brand) as number,
          key: b.key,
          name: b.name,
          address: b.address,
          city: b.city,
          contactNumber: b.contact_number ?? null,
          lat: b.lat,
          lng: b.long,
          visibility: b.visibility,
          brandVisibility: b.brand_visibility,
          logisticTypes: b.logistic_types,
          storeHours: b.store_hours,
          deliverySettings: b.delivery_settings ?? null,
          pickupSettings: b.pickup_settings ?? null,
          maxOrder: b.max_order,
          deliveryFee: b.delivery_fee ?? null,
          sort,
        });
        branchIds.set(b.key, row.id);
        branchUuids.set(b.key, row.uuid);
      }
      await repo.deactivateBranchesExcept(tx, merchant.id, [...branchIds.keys()]);
      await repo.deactivateBrandsExcept(tx, merchant.id, [...brandIds.keys()]);
      return { brandIds, branchIds, branchUuids };
    },
  };
}

export type BranchesService = ReturnType<typeof createBranchesService>;
