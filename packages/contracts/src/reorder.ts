/**
 * Reorder (issue 27, ADR 0032): 'Order again' on a past order puts its lines back into the caller's cart
 * through the cart's own rules, at today's prices. The spec leaves the call out; ours is
 * POST /api/store/v1/(public/)customer/estore/order/reorder.
 */
import { z } from 'zod';

/** Why a line of the order did not go back into the cart (or not all of it): short, for the cart's notice. */
export const REORDER_REASONS = {
  unavailable: 'No longer available',
  soldOut: 'Sold out',
  onlyLeft: (left: number) => `Only ${left} left`,
  maxOrder: (most: number) => `At most ${most} per order`,
  addOns: 'Its add-ons changed',
  notTakingOrders: 'The store is not taking orders right now',
  otherBranch: 'Your cart has items from another branch',
} as const;

export const REORDER_MESSAGES = {
  allAdded: 'The items of your order are back in your cart.',
  someAdded: 'Some items of your order are back in your cart.',
  noneAdded: 'None of the items of your order could be added to your cart.',
} as const;

export const ReorderBody = z.object({
  order_uuid: z.uuid({ message: 'Order not found.' }),
  /** A guest's cart (the public call); a new one is made when it is missing or expired. */
  cart_uuid: z.uuid({ message: 'Cart not found.' }).optional(),
});
export type ReorderBody = z.input<typeof ReorderBody>;

/** A line of the order that did not go back whole: `added_quantity` of its `quantity` did (often 0). */
export const NotReadded = z.object({
  name: z.string(),
  /** The variation's values as ordered ('Large, Spicy'); '' for a simple product. */
  variation: z.string(),
  quantity: z.number().int(),
  added_quantity: z.number().int(),
  reason: z.string(),
});
export type NotReadded = z.infer<typeof NotReadded>;

export const ReorderResponse = z.object({
  message: z.string(),
  data: z.object({
    /** The cart the lines went into (guests keep it in their cookie). */
    cart_uuid: z.string(),
    cart_count: z.number().int(),
    /** Units put back into the cart. */
    added_count: z.number().int(),
    not_added: z.array(NotReadded),
  }),
});
export type ReorderResponse = z.infer<typeof ReorderResponse>;
