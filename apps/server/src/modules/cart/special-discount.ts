/**
 * The Senior Citizen / PWD discount on a customer's cart (spec §2, §4, §9; ADR 0019). The cart stores
 * the selected discount types (`carts.special_discount_types`); each names the customer's saved ID of
 * that type, which the discounts module prices (`SpecialDiscountPricer`). Here: whether the Discount
 * modal's section shows (`special_discount_available`), the cart's lines as the arithmetic reads them,
 * and what happens to a selection that stopped applying — dropped with a note (the list) or handed back
 * (apply, preview, checkout).
 */
import {
  type CartSpecialDiscount,
  DISCOUNT_TYPES,
  type DiscountType,
  SPECIAL_DISCOUNT_CART_MESSAGES,
} from '@storefront/contracts/special-discount';
import { effectiveUnitPrice, lineTotal } from '@storefront/domain/cart-rules';
import { fromCentavos } from '@storefront/domain/money';
import type { SpecialDiscountLine } from '@storefront/domain/special-discount';
import type { Db, Executor } from '../../db/client';
import type { Offer } from '../catalog/service';
import type {
  AppliedSpecialDiscount,
  SpecialDiscountOutcome,
  SpecialDiscountPriceQuery,
} from '../discounts/special-discount-ids/pricing';
import { type CartItemRow, cartRepository as repo } from './repository';

/** Prices a selection (the discounts module answers): the IDs, the merchant's policy, the arithmetic. */
export type SpecialDiscountPricer = {
  /** The types the merchant offers on the e-store now; none when special discounts are off. */
  offered(merchantId: number): Promise<readonly DiscountType[]>;
  price(q: SpecialDiscountPriceQuery, executor?: Executor): Promise<SpecialDiscountOutcome>;
  /** Holds the customer's IDs until the transaction ends, so a delete waits for what is stored. */
  holdIds(tx: Executor, customerId: number): Promise<void>;
};

/**
 * Which types to price and what to do when they no longer apply: 'drop' takes them off the cart with a
 * note (the list); 'report' leaves the cart alone and hands the refusal back.
 */
export type SpecialDiscountChoice = { types: readonly DiscountType[] | null; onRefusal: 'drop' | 'report' };

/** The discount as checkout writes it onto the order (amounts in centavos). */
export type CartSpecialDiscountSnapshot = {
  types: ('senior' | 'pwd')[];
  /** special_discount_ids rows selected (discounts module), one per type. */
  ids: { id: number; uuid: string; discountType: 'senior' | 'pwd' }[];
  /** centavos */
  amount: number;
  vatExemption: number;
  vatExemptSale: number;
  branchUuid: string;
};

export type SpecialDiscountState = {
  /** The Discount modal's section shows: offered on the e-store, an eligible item, one branch (spec §2). */
  available: boolean;
  /** The selection priced; null when nothing is selected (always for a guest's cart). */
  outcome: SpecialDiscountOutcome | null;
  /** The cart's one branch, when it has exactly one. */
  branchUuid: string | null;
};

/** The types as stored and compared: senior, then PWD, each once; anything else ignored. */
export const discountTypesOf = (stored: readonly string[] | null | undefined): DiscountType[] =>
  DISCOUNT_TYPES.filter((type) => stored?.includes(type));

/**
 * A cart's lines as the arithmetic reads them: one unit at its regular price and, while a sale runs, at
 * its sale price — add-ons included in both (they follow their item; free ones cost nothing), as the
 * cart's line total counts them.
 */
export function discountLines(items: readonly CartItemRow[], offers: ReadonlyMap<number, Offer>, at: Date) {
  const lines: SpecialDiscountLine[] = [];
  for (const item of items) {
    const offer = offers.get(item.inventoryId);
    if (!offer) continue;
    const addOnPrices = offer.addOnCategories.flatMap((c) => c.add_ons.filter((a) => item.addOns.includes(a.uuid)));
    const unit = (unitPrice: number) => lineTotal({ unitPrice, addOnPrices, quantity: 1 });
    const effective = effectiveUnitPrice(offer, at);
    lines.push({
      key: item.uuid,
      productUuid: offer.product.uuid,
      categoryId: offer.product.categoryId,
      eligible: offer.product.enableSpecialDiscount,
      quantity: item.quantity,
      unitRegular: unit(offer.regularPrice),
      unitSale: effective < offer.regularPrice ? unit(effective) : null,
    });
  }
  return lines;
}

export function createCartSpecialDiscount(deps: { db: Db; pricer: SpecialDiscountPricer | undefined }) {
  const { db, pricer } = deps;

  return {
    /**
     * The section's conditions and the selection priced on the cart (reconciled already). With 'drop', a
     * selection that stopped applying leaves the cart and `notes` says so once; an emptied cart lets it
     * go quietly.
     */
    async state(q: {
      merchantId: number;
      cartId: number;
      customerId: number | null;
      items: readonly CartItemRow[];
      branchUuids: readonly string[];
      offers: ReadonlyMap<number, Offer>;
      choice: SpecialDiscountChoice;
      notes: string[];
      at: Date;
    }): Promise<SpecialDiscountState> {
      const types = q.choice.types ?? [];
      const branchUuid = q.branchUuids.length === 1 ? (q.branchUuids[0] as string) : null;
      if (!pricer || q.customerId === null) return { available: false, outcome: null, branchUuid };
      const drop = q.choice.onRefusal === 'drop';
      if (!q.items.length) {
        if (drop && types.length) await repo.dropSpecialDiscount(db, q.cartId, types);
        return { available: false, outcome: null, branchUuid };
      }
      const lines = discountLines(q.items, q.offers, q.at);
      const available =
        branchUuid !== null && lines.some((line) => line.eligible) && (await pricer.offered(q.merchantId)).length > 0;
      if (!types.length) return { available, outcome: null, branchUuid };

      const outcome: SpecialDiscountOutcome = available
        ? await pricer.price({ merchantId: q.merchantId, customerId: q.customerId, types, lines })
        : { applies: false, types: [...types], message: SPECIAL_DISCOUNT_CART_MESSAGES.notAvailable };
      if (!outcome.applies && drop) {
        await repo.dropSpecialDiscount(db, q.cartId, types);
        q.notes.push(SPECIAL_DISCOUNT_CART_MESSAGES.removed);
      }
      return { available, outcome, branchUuid };
    },
  };
}

/** What checkout writes onto the order; null without a discount that applies. */
export function snapshotOf(state: SpecialDiscountState): CartSpecialDiscountSnapshot | null {
  const { outcome, branchUuid } = state;
  if (!outcome?.applies || branchUuid === null) return null;
  return {
    types: outcome.types,
    ids: outcome.ids.map((id) => ({ id: id.id, uuid: id.uuid, discountType: id.discountType })),
    amount: outcome.result.total,
    vatExemption: outcome.result.vatExemption,
    vatExemptSale: outcome.result.vatExemptSale,
    branchUuid,
  };
}

/** The discount as the cart shows it (pesos); null without one that applies. */
export function cartSpecialDiscount(outcome: SpecialDiscountOutcome | null): CartSpecialDiscount | null {
  if (!outcome?.applies) return null;
  const applied: AppliedSpecialDiscount = outcome;
  return {
    uuid: applied.ids[0]?.uuid ?? '',
    ids: applied.ids.map((id) => ({ uuid: id.uuid, discount_type: id.discountType })),
    special_discount_types: applied.types,
    special_discount_computed_amount: fromCentavos(applied.result.total),
    vat_exemption: fromCentavos(applied.result.vatExemption),
    vat_exempt_sale: fromCentavos(applied.result.vatExemptSale),
  };
}
