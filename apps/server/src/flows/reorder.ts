/**
 * 'Order again' (issue 27, ADR 0032): a placed order's lines go back into the caller's current cart,
 * through the cart's own rules and at today's prices, in one transaction; lines that cannot go back (or
 * not whole) are answered with a short reason for the cart's notice. Crosses orders (what was ordered,
 * and whether the caller may see it) and cart (what may be added now).
 */
import { REORDER_MESSAGES, REORDER_REASONS, type ReorderResponse } from '@storefront/contracts/reorder';
import type { Db } from '../db/client';
import type { BulkRefusal, CartMerchant, CartOwner, CartService } from '../modules/cart/service';
import type { Viewer } from '../modules/orders/customer-orders';
import { orderToReorder } from '../modules/orders/reorder';

export function reasonOf(refusal: BulkRefusal): string {
  switch (refusal.kind) {
    case 'unavailable':
      return REORDER_REASONS.unavailable;
    case 'not_taking_orders':
      return REORDER_REASONS.notTakingOrders;
    case 'other_branch':
      return REORDER_REASONS.otherBranch;
    case 'add_ons':
      return REORDER_REASONS.addOns;
    case 'sold_out':
      return REORDER_REASONS.soldOut;
    case 'only_left':
      return REORDER_REASONS.onlyLeft(refusal.left);
    case 'max_order':
      return REORDER_REASONS.maxOrder(refusal.most);
  }
}

export function createReorder(deps: { db: Db; cart: Pick<CartService, 'addLines'> }) {
  return async function reorder(
    merchant: CartMerchant,
    owner: CartOwner,
    viewer: Viewer,
    orderUuid: string,
  ): Promise<ReorderResponse> {
    const order = await orderToReorder(deps.db, merchant.id, viewer, orderUuid);
    const result = await deps.cart.addLines(merchant, owner, order);
    const notAdded = order.lines.flatMap((line, i) => {
      const outcome = result.outcomes[i];
      if (!outcome?.refusal) return [];
      return [
        {
          name: line.productName,
          variation: line.variation,
          quantity: line.quantity,
          added_quantity: outcome.added,
          reason: reasonOf(outcome.refusal),
        },
      ];
    });
    const addedCount = result.outcomes.reduce((n, o) => n + o.added, 0);
    return {
      message: !notAdded.length
        ? REORDER_MESSAGES.allAdded
        : addedCount
          ? REORDER_MESSAGES.someAdded
          : REORDER_MESSAGES.noneAdded,
      data: { cart_uuid: result.cartUuid, cart_count: result.cartCount, added_count: addedCount, not_added: notAdded },
    };
  };
}

export type Reorder = ReturnType<typeof createReorder>;
