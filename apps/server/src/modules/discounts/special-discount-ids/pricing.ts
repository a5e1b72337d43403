/**
 * The Senior Citizen / PWD discount on a cart (ADR 0019): the cart names discount types, each naming the
 * customer's saved ID of that type; this prices them — the IDs must exist and their types be offered now,
 * the merchant's policy (store_details.special_discount[0]: VAT-registered, caps per ID) applied to the
 * cart's lines by the law's arithmetic (domain special-discount). The cart's port, as `priceOnCart` is
 * for a promo code: the cart knows its lines and branches, this module the IDs and the policy.
 */
import type { DiscountType } from '@storefront/contracts/special-discount';
import {
  computeSpecialDiscount,
  type SpecialDiscountLine,
  type SpecialDiscountResult,
} from '@storefront/domain/special-discount';
import type { Db, Executor } from '../../../db/client';
import { specialDiscountIdRepository as repo, type SelectableId } from './repository';
import {
  capsByCategory,
  normalizeTypes,
  offeredDiscountTypes,
  policyOf,
  type SpecialDiscountSetting,
  selectionRefusal,
} from './rules';

/** What a selection takes off a cart now, or why it cannot (in the customer's words). */
export type SpecialDiscountOutcome =
  | { applies: true; types: DiscountType[]; ids: SelectableId[]; result: SpecialDiscountResult }
  | { applies: false; types: DiscountType[]; message: string };

export type AppliedSpecialDiscount = Extract<SpecialDiscountOutcome, { applies: true }>;

export type SpecialDiscountPriceQuery = {
  merchantId: number;
  customerId: number;
  types: readonly DiscountType[];
  lines: readonly SpecialDiscountLine[];
};

export function createSpecialDiscountPricing(deps: {
  db: Db;
  /** The merchant's `store_details.special_discount` as imported (a per-process cache answers). */
  settingsOf: (merchantId: number) => Promise<readonly SpecialDiscountSetting[]>;
  /** The catalogue's category ids by the file's keys; asked only when the policy caps categories. */
  categoryIdsOf: (merchantId: number) => Promise<ReadonlyMap<string, number>>;
}) {
  const { db } = deps;

  return {
    /** The types the merchant offers on the e-store now (none: the cart's section does not show). */
    async offered(merchantId: number): Promise<DiscountType[]> {
      return offeredDiscountTypes(await deps.settingsOf(merchantId));
    },

    /**
     * Prices a selection on a cart's lines: one query (the customer's IDs), and none when a type is
     * no longer offered. `executor`: a transaction that holds the customer's IDs (`holdIds`), so a
     * delete cannot slip between this look and what the caller stores.
     */
    async price(q: SpecialDiscountPriceQuery, executor: Executor = db): Promise<SpecialDiscountOutcome> {
      const types = normalizeTypes(q.types);
      const settings = await deps.settingsOf(q.merchantId);
      const offered = offeredDiscountTypes(settings);
      const early = selectionRefusal(
        types,
        offered,
        types.map((discountType) => ({ discountType })),
      );
      if (early) return { applies: false, types, message: early };
      const own = types.length ? await repo.selectable(executor, q.merchantId, q.customerId) : [];
      const refusal = selectionRefusal(types, offered, own);
      if (refusal) return { applies: false, types, message: refusal };
      const ids = types.map((type) => own.find((id) => id.discountType === type) as SelectableId);
      const [setting] = settings;
      const categoryIds = capsByCategory(setting) ? await deps.categoryIdsOf(q.merchantId) : new Map();
      const result = computeSpecialDiscount(q.lines, policyOf(setting, categoryIds), ids.length);
      return { applies: true, types, ids, result };
    },

    /** Holds the customer's IDs until the transaction ends (the lock uploads and deletes take). */
    holdIds: (tx: Executor, customerId: number) => repo.lockCustomer(tx, customerId),
  };
}

export type SpecialDiscountPricing = ReturnType<typeof createSpecialDiscountPricing>;
