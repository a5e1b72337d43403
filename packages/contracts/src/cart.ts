/**
 * Store service, cart calls (spec §3 "Cart", "Cart branch entry", "Cart item", §7 "Cart"). Guests use the
 * public family with `cart_uuid` in the payload; signed-in customers the other family with their
 * Authorization header. Money is pesos with two decimals on the wire.
 */

import { codePointLength, NOTES_MAX_LENGTH } from '@storefront/domain/cart-rules';
import { LOGISTIC_TYPES } from '@storefront/domain/logistic-types';
import { z } from 'zod';
import { CART_MESSAGES } from './cart-messages';
import { CustomerPosition, Pesos } from './common';
import { CartWalletCredit } from './med-padala';
import { ScheduleSettings, StoreHoursDay } from './organization';
import { CartSpecialDiscount } from './special-discount';
import { InventoryEntry, ProductDetails } from './store';

export { CART_MESSAGES };

const CartUuid = z.uuid({ message: CART_MESSAGES.cartNotFound });
const ItemUuid = z.uuid({ message: CART_MESSAGES.itemNotFound });

export const Quantity = z
  .number({ message: CART_MESSAGES.quantityWhole })
  .int({ message: CART_MESSAGES.quantityWhole })
  .min(1, { message: CART_MESSAGES.quantityMinimum })
  .max(1_000_000, { message: CART_MESSAGES.quantityWhole });

/** Notes (remarks): at most 149 characters, counted as the customer sees them (code points). */
export const Remarks = z
  .string()
  .max(NOTES_MAX_LENGTH * 2, { message: CART_MESSAGES.notesTooLong })
  .refine((text) => codePointLength(text) <= NOTES_MAX_LENGTH, { message: CART_MESSAGES.notesTooLong });

const AddOnUuids = z.array(z.uuid({ message: 'expected an add-on uuid' })).max(50);

/** The line a customer builds in the product modal. */
const LineChoice = {
  /** Attribute values joined by '_' as in the inventory; '' for a simple product. */
  variation_code: z.string().max(200).default(''),
  quantity: Quantity,
  remarks: Remarks.default(''),
  add_ons: AddOnUuids.default([]),
};

export const CartItemAddBody = z.object({
  branch_uuid: z.uuid({ message: 'expected a branch uuid' }),
  product_uuid: z.uuid({ message: 'expected a product uuid' }),
  ...LineChoice,
  ...CustomerPosition,
  cart_uuid: CartUuid.optional(),
});
export type CartItemAddBody = z.input<typeof CartItemAddBody>;

/**
 * What every cart change answers: the cart id (guests keep it in a cookie), the line changed and the
 * new unit count. Prices and totals come from the list call, which the client makes next.
 */
export const CartChangeResponse = z.object({
  message: z.string(),
  cart_uuid: z.string().nullable(),
  cart_item_uuid: z.string().nullable(),
  cart_count: z.number().int(),
});
export type CartChangeResponse = z.infer<typeof CartChangeResponse>;

/** Edit of a line: quantity and notes, and optionally another variation or add-on choice. */
const LineUpdate = {
  quantity: Quantity,
  remarks: Remarks.default(''),
  variation_code: z.string().max(200).optional(),
  add_ons: AddOnUuids.optional(),
  ...CustomerPosition,
};
export const CartItemUpdateParams = z.object({ cart_item_uuid: ItemUuid });
export const CartItemUpdateBody = z.object(LineUpdate);
export type CartItemUpdateBody = z.infer<typeof CartItemUpdateBody>;
export const PublicCartItemUpdateBody = z.object({ ...LineUpdate, cart_item_uuid: ItemUuid, cart_uuid: CartUuid });
export type PublicCartItemUpdateBody = z.input<typeof PublicCartItemUpdateBody>;

export const CartItemDeleteBody = z.object({
  cart_items: z.array(ItemUuid).min(1, { message: CART_MESSAGES.itemNotFound }).max(500),
  /** Sent by signed-in clients (spec §6); the server counts for itself. */
  cart_count: z.number().optional(),
  cart_total_amount: z.number().optional(),
  cart_uuid: CartUuid.optional(),
});
export type CartItemDeleteBody = z.input<typeof CartItemDeleteBody>;

/**
 * List. Guests send their cart_uuid; a signed-in customer who sends one (the guest cart they built
 * before signing in) has it joined into their own cart.
 */
export const CartListBody = z.object({ ...CustomerPosition, cart_uuid: CartUuid.optional() }).default({});
export type CartListBody = z.input<typeof CartListBody>;

export const CartAddOn = z.object({
  uuid: z.string(),
  product_add_on_category_id: z.number(),
  name: z.string(),
  price: Pesos,
  is_free: z.boolean(),
});

export const CartItem = z.object({
  uuid: z.string(),
  quantity: z.number().int(),
  total_amount: Pesos,
  remarks: z.string(),
  branch_name: z.string(),
  brand_name: z.string(),
  add_ons: z.array(CartAddOn),
  product_inventory: InventoryEntry.extend({
    product_details: ProductDetails.pick({
      uuid: true,
      name: true,
      description: true,
      type: true,
      category_id: true,
      images: true,
      enable_special_discount: true,
    }),
  }),
  /** The most this line may hold now: min(stock, max order) with limited stock, else the max order. */
  max_quantity: z.number().int(),
});
export type CartItem = z.infer<typeof CartItem>;

export const LogisticType = z.enum(LOGISTIC_TYPES);

/** Dates the schedule modal offers, with what the server counts from orders (spec §3 initial_dates). */
export const InitialDate = z.object({
  date: z.string(),
  remaining_orders_accepted: z.number().int().nullable(),
  closed: z.boolean(),
});
export const CartScheduleSettings = ScheduleSettings.extend({ initial_dates: z.array(InitialDate) });
export type CartScheduleSettings = z.infer<typeof CartScheduleSettings>;

export const CartFee = z.object({
  name: z.string(),
  orig_value: Pesos.nullable(),
  /** Null when no fee rule applies: shown as FREE. */
  calculated_amount: Pesos.nullable(),
});

/**
 * A delivery part whose items are short of its branch's minimum order (ADR 0034), as the server counts
 * it: the part's items' subtotal before discounts, without the fee. Checkout refuses the cart with
 * `message` while any part has one; picking the part up clears it (pickup has no minimum).
 */
export const CartMinimumOrderShortfall = z.object({
  /** The branch's minimum for delivery. */
  minimum_order: Pesos,
  /** How much more of the branch's items the part needs (more than 0). */
  short_by: Pesos,
  /** 'Add PHP 45.00 more from Lutong Bahay · Ayala Makati to reach its PHP 300.00 minimum for delivery.' */
  message: z.string(),
});
export type CartMinimumOrderShortfall = z.infer<typeof CartMinimumOrderShortfall>;

export const CartBranchEntry = z.object({
  brand_name: z.string(),
  brand_uuid: z.string(),
  branch_name: z.string(),
  branch_uuid: z.string(),
  delivery_type: LogisticType,
  /** The chosen slot 'YYYY-MM-DD HH:mm:ss' for a scheduled type, else null. */
  pickup_datetime: z.string().nullable(),
  fees: z.array(CartFee),
  subtotal: Pesos,
  /** Null unless the part is delivered and its items are short of the branch's minimum order. */
  minimum_order_shortfall: CartMinimumOrderShortfall.nullable(),
  items: z.array(CartItem),
  /** The branch's enabled logistic types, in the order they are offered. */
  logistic_types: z.array(LogisticType),
  store_hours: z.record(z.string(), StoreHoursDay),
  delivery_settings: CartScheduleSettings.nullable(),
  pickup_settings: CartScheduleSettings.nullable(),
});
export type CartBranchEntry = z.infer<typeof CartBranchEntry>;

/**
 * What a promo code does (docs/adr/0016-promo-codes.md): the spec's free_delivery and delivery_discount,
 * and ours, percentage (of the covered items, optionally capped) and fixed_amount (off the covered items).
 */
export const PromoCodeType = z.enum(['free_delivery', 'delivery_discount', 'percentage', 'fixed_amount']);
export type PromoCodeType = z.infer<typeof PromoCodeType>;

/** The promo code applied to a cart or an order. */
export const VoucherInfo = z.object({
  code: z.string(),
  promo_code_type: PromoCodeType,
});
export type VoucherInfo = z.infer<typeof VoucherInfo>;

export const Cart = z.object({
  cart_uuid: z.string().nullable(),
  /** Units in the cart (the navbar badge). */
  cart_count: z.number().int(),
  /** What the customer pays: computed_total less discounts, floored at 0. */
  cart_total_amount: Pesos,
  /** Items plus fees. */
  computed_total: Pesos,
  subtotal: Pesos,
  list: z.array(CartBranchEntry),
  voucher_info: VoucherInfo.nullable(),
  voucher_amount: Pesos,
  /**
   * Whether the Discount modal's special discount section shows (spec §2): the merchant offers it on the
   * e-store, an item is eligible and the cart is from one branch.
   */
  special_discount_available: z.boolean(),
  /** The Senior Citizen / PWD discount on the cart (ADR 0019); null without one. */
  special_discount: CartSpecialDiscount.nullable(),
  /**
   * Points the customer put on the cart (pay with points, ADR 0024), as many as still fit what is due,
   * and the pesos they pay — a tender after the discounts: cart_total_amount is what is left.
   */
  points_used: z.number(),
  points_value: Pesos,
  /**
   * Medicine wallet credits on the cart (ADR 0025), each as much as still fits what is due after the
   * discounts and the points (and its balance): the summary's credits line is wallet_credits_amount.
   */
  wallet_credits: z.array(CartWalletCredit),
  wallet_credits_amount: Pesos,
  estore_wallets: z.array(z.object({ type: z.string() })),
  /** 'Successfully retrieved cart.', or what changed: '… removed from cart …' opens the prompt modal. */
  message: z.string(),
});
export type Cart = z.infer<typeof Cart>;

export const DeliveryTypeUpdateBody = z.object({
  branchuuid: z.uuid({ message: 'expected a branch uuid' }),
  branch_name: z.string().max(200).optional(),
  brand_uuid: z.string().max(200).optional(),
  brand_name: z.string().max(200).optional(),
  delivery_type: LogisticType,
  delivery_datetime: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, { message: CART_MESSAGES.scheduleFormat })
    .nullish(),
  cart_uuid: CartUuid.optional(),
});
export type DeliveryTypeUpdateBody = z.input<typeof DeliveryTypeUpdateBody>;
export const DeliveryTypeUpdateResponse = z.object({
  message: z.string(),
  data: z.object({ branch_uuid: z.string(), delivery_type: LogisticType, delivery_datetime: z.string().nullable() }),
});

export const CheckLocationBody = z.object({
  customer_lat: z.coerce.number().min(-90).max(90),
  customer_lng: z.coerce.number().min(-180).max(180),
  cart_uuid: CartUuid.optional(),
});
export type CheckLocationBody = z.input<typeof CheckLocationBody>;
/** Whether the location may change: not while the cart has items (spec §4 "Cart"). */
export const CheckLocationResponse = z.object({
  message: z.string(),
  locked: z.boolean(),
  cart_count: z.number().int(),
  /** The new position and its distance (km) to the farthest branch in the cart; null when the cart is empty. */
  coordinates: z.object({ lat: z.number(), long: z.number(), distance: z.number().nullable() }),
});
export type CheckLocationResponse = z.infer<typeof CheckLocationResponse>;
