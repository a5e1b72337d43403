/**
 * Store service, checkout and orders (spec §7; tag D). Checkout places the caller's cart as one order
 * with a sub-order per branch; the server prices it and ignores any amount the client sends.
 */
import { z } from 'zod';
import { LogisticType, VoucherInfo } from './cart';
import { CustomerPosition, Pesos } from './common';
import { MobileNumber } from './customer';
import { FIELD_LIMITS } from './limits';

export const ORDER_MESSAGES = {
  emptyCart: 'Your cart is empty.',
  cartChanged: 'Your cart changed. Please review it before placing your order.',
  addressRequired: 'Please choose a delivery address.',
  /** A rider needs more than a city: the house no. and street are asked for every delivery. */
  houseStreetRequired: 'Please enter your house no. and street.',
  unknownMethod: 'Please choose a payment method.',
  methodNotOffered: 'This payment method is not available.',
  signInForDeposit: 'Please sign in to pay by bank deposit.',
  placed: 'Order placed successfully.',
} as const;

const Text = (max: number) => z.string().trim().max(max);

/**
 * The house no., street and landmark of a delivery address (the `notes` of the checkout's address): the
 * form and the checkout flow both require it when a branch delivers; a pickup order is sent no address.
 */
export const HouseStreet = Text(FIELD_LIMITS.address).min(1, { message: ORDER_MESSAGES.houseStreetRequired });

export const CheckoutBody = z.object({
  /** One per checkout attempt, from the client: a retried submit with the same key returns the same order. */
  idempotency_key: z.string().min(8, { message: 'expected an idempotency key' }).max(100),
  payment_method: z.string().min(1, { message: ORDER_MESSAGES.unknownMethod }).max(40),
  contact: z.object({
    name: Text(FIELD_LIMITS.contactName).min(1, { message: 'This field is required.' }),
    mobile_number: MobileNumber,
    email: z.email({ message: 'Enter a valid e-mail address.' }).max(FIELD_LIMITS.contactEmail).nullish(),
  }),
  /**
   * Where to deliver: needed when a branch of the cart delivers, with its house no. and street in `notes`
   * (the flow checks `HouseStreet` then; the field stays optional here, as pickup needs none).
   */
  address: z
    .object({
      label: Text(FIELD_LIMITS.address).min(1, { message: ORDER_MESSAGES.addressRequired }),
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
      notes: Text(FIELD_LIMITS.address).default(''),
    })
    .nullish(),
  /** Billing details, asked for when paying by card. */
  billing: z
    .object({
      name: Text(FIELD_LIMITS.contactName).min(1, { message: 'This field is required.' }),
      email: z.email({ message: 'Enter a valid e-mail address.' }).max(FIELD_LIMITS.contactEmail),
      phone: Text(20).min(1, { message: 'This field is required.' }),
      line1: Text(FIELD_LIMITS.address).min(1, { message: 'This field is required.' }),
      city: Text(80).min(1, { message: 'This field is required.' }),
      province: Text(80).min(1, { message: 'This field is required.' }),
      postal_code: z.string().regex(/^\d{4}$/, { message: 'Enter a 4-digit ZIP code.' }),
    })
    .nullish(),
  ...CustomerPosition,
  cart_uuid: z.uuid({ message: 'Cart not found.' }).optional(),
});
export type CheckoutBody = z.input<typeof CheckoutBody>;

export const CheckoutResponse = z.object({
  message: z.string(),
  data: z.object({
    order_uuid: z.string(),
    /** '-' for a guest's order (spec §3), else the customer's uuid. */
    customer_uuid: z.string(),
    payment_method: z.string(),
    payment_status: z.enum(['unpaid', 'pending', 'paid', 'failed']),
    total: z.number(),
    sub_orders: z.array(z.object({ uuid: z.string(), branch_name: z.string(), status: z.string() })),
  }),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

// ——— Order views (spec §3 "Order", §4 "Order statuses shown") ———

/** Statuses as customers see them (domain order-status `shownStatus`), plus 'completed' for a whole order. */
export const ShownStatus = z.enum([
  'pending',
  'processing',
  'dispatched',
  'delivered',
  'pick_up',
  'claimed',
  'cancelled',
  'payment_failed',
]);
export const OverallStatus = z.union([ShownStatus, z.literal('completed')]);

export const OrderLine = z.object({
  product_uuid: z.string(),
  name: z.string(),
  variation: z.array(z.object({ attribute: z.string(), value: z.string() })),
  add_ons: z.array(z.object({ uuid: z.string(), name: z.string(), price: Pesos })),
  remarks: z.string(),
  quantity: z.number().int(),
  total_amount: Pesos,
});

/** One branch's part of an order (the spec's orders[] entry). */
export const SubOrder = z.object({
  uuid: z.string(),
  branch_name: z.string(),
  brand_name: z.string(),
  delivery_type: LogisticType,
  /** Manila wall clock 'YYYY-MM-DD HH:mm:ss' for a scheduled type, else null. */
  delivery_datetime: z.string().nullable(),
  /** As stored: payment_pending, pending, processing, dispatched, delivered, cancelled, payment_failed. */
  status: z.string(),
  /** As shown (spec §4). */
  order_status: ShownStatus,
  subtotal: Pesos,
  delivery_fee: Pesos.nullable(),
  /** This branch's share of the promo code's discount (0 without one). */
  voucher_amount: Pesos,
  items: z.array(OrderLine),
  follow_up_sent: z.boolean(),
  cancel_reason: z.string().nullable(),
  /** Statuses it passed through, oldest first (ISO times). */
  timeline: z.array(z.object({ order_status: ShownStatus, at: z.string() })),
});
export type SubOrder = z.infer<typeof SubOrder>;

export const OrderDetails = z.object({
  uuid: z.string(),
  /** Short number customers quote: the first 8 characters of the uuid, upper case. */
  reference: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** '-' for a guest's order (route rule 4). */
  customer_uuid: z.string(),
  contact: z.object({ name: z.string(), mobile_number: z.string(), email: z.string().nullable() }),
  address: z.object({ label: z.string(), lat: z.number(), lng: z.number(), notes: z.string() }).nullable(),
  payment_method: z.string(),
  payment_method_label: z.string(),
  payment_status: z.enum(['unpaid', 'pending', 'paid', 'failed']),
  /**
   * When the payment window closes (ISO time; ADR 0027): an order paid online and not paid by then
   * expires and gives back what it held. Null without a window (cash, slips) or while an SC/PWD ID waits.
   */
  payment_due_at: z.string().nullable(),
  /** The window closed unpaid: the order was released (its parts show payment_failed); order again. */
  payment_expired: z.boolean(),
  order_status: OverallStatus,
  subtotal: Pesos,
  fees: Pesos,
  total: Pesos,
  /** A printable invoice; the link itself authorises it (signed). */
  invoice_url: z.string(),
  /** Whether the customer may still cancel (every sub-order pending or awaiting payment). */
  cancellable: z.boolean(),
  orders: z.array(SubOrder),
  /**
   * The Senior Citizen / PWD discount (ADR 0019): what it takes off (0 without one), whether the store
   * approved it (null while it checks the ID, or without one; 1 approved; 0 rejected), the types, and
   * what the customer chose to happen on a rejection. While the store checks, an online payment waits
   * (`awaiting_special_discount_validation`): Pay Now opens with the right total once it is decided.
   * A rejected discount with 'proceed' leaves the total at the full price.
   */
  special_discount_computed_amount: Pesos,
  special_discount_approved: z.union([z.literal(0), z.literal(1)]).nullable(),
  special_discount_types: z.array(z.string()),
  special_discount_rejected_action: z.enum(['proceed', 'cancel']).nullable(),
  awaiting_special_discount_validation: z.boolean(),
  /** The promo code the order was placed with, and what it took off the whole order. */
  voucher_info: VoucherInfo.nullable(),
  voucher_amount: Pesos,
  /**
   * Points the customer paid part of the order with (pay with points, ADR 0024) and the pesos they paid:
   * the summary's 'Points Redeemed' line; 0 without. `total` is what was left to pay after them.
   */
  points_used: z.number().int().nonnegative(),
  points_value: Pesos,
  /** Medicine wallet credits that paid part of the order (ADR 0025): the summary's credits line; 0 without. */
  wallet_credits_amount: Pesos,
  /**
   * The points this order earns the customer (issue 19, ADR 0022): `pending` until every part not
   * cancelled is delivered or claimed (the points it would earn as it stands now: a cancelled part or a
   * rejected special discount shows at once); `earned` once credited — after the operator cancelled
   * some of its parts, what it still leaves with the customer (earned less what was taken back);
   * `taken_back` when the operator cancelled every part after it completed (`points`: what was taken
   * back — never more than the balance held then). null for a guest's order, a merchant that gives no
   * points on orders, or an order cancelled before it completed.
   */
  points: z
    .object({ status: z.enum(['pending', 'earned', 'taken_back']), points: z.number().int().nonnegative() })
    .nullable(),
  /**
   * Money the store gives back on this order (ADR 0028), oldest first: how much, where it stands, and
   * what happens to it in words for the customer (REFUND_MESSAGES). Empty when nothing is owed.
   */
  refunds: z.array(
    z.object({
      amount: Pesos,
      status: z.enum(['pending', 'succeeded', 'failed', 'manual']),
      message: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type OrderDetails = z.infer<typeof OrderDetails>;

/**
 * What the order screen says about a refund (ADR 0028), by where it stands: `{amount}` and `{method}`
 * are filled in (e.g. 'PHP 218.00', 'GCash').
 */
export const REFUND_MESSAGES = {
  pending: 'We are refunding {amount} to your {method}. It can take up to 7 banking days to reach you.',
  succeeded: '{amount} was refunded to your {method}.',
  failed: 'We could not refund {amount} to your {method} automatically. The store will contact you to refund it.',
  manual: 'The store will refund {amount} to you and contact you about it.',
} as const;
export const OrderDetailsResponse = z.object({ data: OrderDetails });
export type OrderDetailsResponse = z.infer<typeof OrderDetailsResponse>;
export const OrderIdParams = z.object({ id: z.uuid({ message: 'Order not found.' }) });

/** POST /v2/customer/estore/order: the signed-in customer's orders, newest first (path ours, ADR 0009). */
export const OrdersListBody = z.object({
  /** upcoming: anything not finished; past: completed, cancelled or payment failed. */
  status: z.enum(['upcoming', 'past']),
  page: z.number().int().min(1).max(10_000).default(1),
});
export type OrdersListBody = z.input<typeof OrdersListBody>;
export const OrderSummary = z.object({
  uuid: z.string(),
  reference: z.string(),
  created_at: z.string(),
  order_status: OverallStatus,
  /** The method's code: with the status, whether the card offers Pay Now and to which payment route (issue 26). */
  payment_method: z.string(),
  payment_method_label: z.string(),
  /** 'failed' while the parts still wait for a payment: the list says 'Payment Failed', with Pay Now. */
  payment_status: z.enum(['unpaid', 'pending', 'paid', 'failed']),
  /** The payment window closed unpaid (ADR 0027): the list says 'Payment Expired'. */
  payment_expired: z.boolean(),
  /** The store is checking the order's SC/PWD ID before an online payment: no Pay Now yet (as on OrderDetails). */
  awaiting_special_discount_validation: z.boolean(),
  total: Pesos,
  item_count: z.number().int(),
  orders: z.array(
    SubOrder.pick({
      uuid: true,
      branch_name: true,
      brand_name: true,
      delivery_type: true,
      delivery_datetime: true,
      order_status: true,
    }),
  ),
});
export type OrderSummary = z.infer<typeof OrderSummary>;
export const OrdersListResponse = z.object({
  list: z.array(OrderSummary),
  max_page: z.number().int(),
  next_page: z.number().int().nullable(),
});
export type OrdersListResponse = z.infer<typeof OrdersListResponse>;

/** POST /v1/customer/estore/order/cancel (spec §4: returns message and order_status). */
export const CancelOrderBody = z.object({
  order_uuid: z.uuid({ message: 'Order not found.' }),
  /** One of the merchant's cancellation_reasons. */
  reason: z.string().trim().min(1, { message: 'Please choose a reason.' }).max(200),
});
export type CancelOrderBody = z.input<typeof CancelOrderBody>;
export const CancelOrderResponse = z.object({ message: z.string(), order_status: OverallStatus });
export type CancelOrderResponse = z.infer<typeof CancelOrderResponse>;

/** GET /v1/customer/estore/order/send/follow_up/{uuid} (a sub-order's uuid). */
export const FollowUpParams = z.object({ uuid: z.uuid({ message: 'Order not found.' }) });
export const FollowUpResponse = z.object({ message: z.string(), follow_up_sent: z.boolean() });
export type FollowUpResponse = z.infer<typeof FollowUpResponse>;
