/**
 * Adding many lines at once (reorder, ADR 0032) by the same rules as one add, but answering per line
 * instead of refusing the whole call: what fits goes in, and what does not says why.
 */
import { quantityLimit, validateAddOns } from '@storefront/domain/cart-rules';
import type { FulfilmentBranch } from '../branches/service';
import type { Offer } from '../catalog/service';

/** One line to add, named by the inventory row it takes (product + branch + variation). */
export type BulkLine = { branchId: number; inventoryId: number; quantity: number; remarks: string; addOns: string[] };

/** Why a line went in only in part, or not at all. */
export type BulkRefusal =
  | { kind: 'unavailable' }
  | { kind: 'not_taking_orders' }
  | { kind: 'other_branch' }
  | { kind: 'add_ons' }
  | { kind: 'sold_out' }
  /** Limited stock: `left` units may be in the cart in all (some may be there already). */
  | { kind: 'only_left'; left: number }
  /** The branch's max order (or the line cap with unlimited stock). */
  | { kind: 'max_order'; most: number };

export type BulkOutcome = { added: number; refusal: BulkRefusal | null };

/**
 * How many units of `line` may go in, given the offer as it is now and the units of the same stock
 * already in the cart: `inLine` in the identical line it would join, `elsewhere` in the cart's other lines.
 */
export function fitLine(q: {
  line: BulkLine;
  offer: Offer | undefined;
  branch: FulfilmentBranch | undefined;
  /** The merchant takes one branch per cart and the cart already holds another branch's items. */
  otherBranchInCart: boolean;
  inLine: number;
  elsewhere: number;
}): BulkOutcome {
  const { line, offer, branch } = q;
  const none = (refusal: BulkRefusal): BulkOutcome => ({ added: 0, refusal });
  if (!offer || !branch || offer.branchId !== branch.id) return none({ kind: 'unavailable' });
  if (!branch.logisticTypes.length) return none({ kind: 'not_taking_orders' });
  if (q.otherBranchInCart) return none({ kind: 'other_branch' });
  // The add-ons as ordered, or nothing: a line without its add-ons is not what the customer ordered.
  if (validateAddOns(line.addOns, offer.addOnCategories).length) return none({ kind: 'add_ons' });
  if (offer.stock !== null && offer.stock <= 0) return none({ kind: 'sold_out' });
  const limit = quantityLimit({
    maxOrder: branch.maxOrder,
    stock: Math.max(0, (offer.stock ?? 0) - q.elsewhere),
    isLimitedStock: offer.stock !== null,
  });
  const added = Math.max(0, Math.min(line.quantity, limit.max - q.inLine));
  if (added === line.quantity) return { added, refusal: null };
  return {
    added,
    refusal:
      limit.bound === 'stock'
        ? { kind: 'only_left', left: offer.stock as number }
        : { kind: 'max_order', most: limit.max },
  };
}
