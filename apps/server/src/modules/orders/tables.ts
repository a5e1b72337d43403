import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export type OrderContact = { name: string; mobile_number: string; email: string | null };
export type OrderAddress = { label: string; lat: number; lng: number; notes: string };
export type OrderBilling = {
  name: string;
  email: string;
  phone: string;
  line1: string;
  city: string;
  province: string;
  postal_code: string;
};

/**
 * An order: what one checkout placed, for one or more branches (one sub-order each). Amounts are
 * integer centavos, priced by the server at checkout and kept as they were.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    merchantId: integer('merchant_id').notNull(),
    /** The customer's id in the customers module; null for a guest's order. */
    customerId: integer('customer_id'),
    /** The client's key for this checkout attempt: a retried submit finds the order it made. */
    idempotencyKey: text('idempotency_key').notNull(),
    contact: jsonb('contact').$type<OrderContact>().notNull(),
    address: jsonb('address').$type<OrderAddress | null>(),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status', { enum: ['unpaid', 'pending', 'paid', 'failed'] }).notNull(),
    subtotal: integer('subtotal_centavos').notNull(),
    fees: integer('fees_centavos').notNull(),
    total: integer('total_centavos').notNull(),
    /** The promo code it was placed with (as typed by the merchant, upper case) and its kind; null without one. */
    voucherCode: text('voucher_code'),
    voucherType: text('voucher_type'),
    /** What the promo code took off the whole order (the sum of the sub-orders' shares). */
    voucherAmount: integer('voucher_centavos').notNull().default(0),
    /**
     * The Senior Citizen / PWD discount it was placed with (ADR 0019): the types, what it took off, and
     * its parts for the invoice. `specialDiscountApproved` is null while the store checks the ID, 1 once
     * approved, 0 once rejected (the customer's `specialDiscountRejectedAction` then applies).
     */
    specialDiscountTypes: text('special_discount_types').array().notNull().default(sql`'{}'::text[]`),
    specialDiscountAmount: integer('special_discount_centavos').notNull().default(0),
    specialDiscountVatExemption: integer('special_discount_vat_exemption_centavos').notNull().default(0),
    specialDiscountVatExemptSale: integer('special_discount_vat_exempt_sale_centavos').notNull().default(0),
    specialDiscountApproved: integer('special_discount_approved'),
    specialDiscountRejectedAction: text('special_discount_rejected_action', { enum: ['proceed', 'cancel'] }),
    specialDiscountValidatedAt: timestamp('special_discount_validated_at', { withTimezone: true }),
    /** Billing details a card payment asked for (customers' address/billing/add), else null. */
    billing: jsonb('billing').$type<OrderBilling | null>(),
    /**
     * Why the store owes the customer a refund (a payment arrived after the order was cancelled, or a
     * second attempt was paid too), for the operator to act on; null when nothing is owed.
     */
    refundReason: text('refund_reason'),
    /**
     * The merchant's earning rate when the order was placed (ADR 0022): `pointsRatePoints` for every
     * `pointsRateCentavos` of the paid subtotal. Null for a guest, or a merchant not earning on orders.
     */
    pointsRatePoints: integer('points_rate_points'),
    pointsRateCentavos: integer('points_rate_centavos'),
    /**
     * Points the customer paid with (ADR 0024: spent at checkout, 'Pay with Points', given back when the
     * whole order is released) and the centavos they paid.
     */
    pointsUsed: integer('points_used').notNull().default(0),
    pointsPaid: integer('points_paid_centavos').notNull().default(0),
    /**
     * Medicine wallet credits that paid part of it (ADR 0025: debited at checkout, credited back when the
     * whole order is released), in centavos; the wallets module keeps which credits.
     */
    walletPaid: integer('wallet_paid_centavos').notNull().default(0),
    /** The points credited once every part arrived; null until then. */
    pointsEarned: integer('points_earned'),
    /** The points taken back when the operator cancelled it after it completed; null unless so. */
    pointsTakenBack: integer('points_taken_back'),
    refundFlaggedAt: timestamp('refund_flagged_at', { withTimezone: true }),
    /**
     * When the payment window closes (ADR 0027): set at checkout for a method paid online, or when the
     * store decided on an SC/PWD ID (Pay Now opens then); null without a window or while it waits.
     */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /**
     * The window's length in minutes for this order's method, as the merchant's file set it at checkout
     * (or the default); null without a window. An SC/PWD order's window opens with it once the store decided.
     */
    paymentWindowMinutes: integer('payment_window_minutes'),
    /** When the window closed unpaid and the order gave back what it held; null otherwise. */
    paymentExpiredAt: timestamp('payment_expired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moves with every status or payment change: order screens poll for it. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_idempotency').on(t.merchantId, t.idempotencyKey),
    index('orders_customer_idx').on(t.merchantId, t.customerId, t.createdAt),
    // The expiry sweep reads only the orders whose window is still open: few, whatever the history.
    index('orders_payment_due_idx')
      .on(t.paymentDueAt)
      .where(sql`payment_due_at is not null and payment_expired_at is null and payment_status <> 'paid'`),
  ],
);

export const subOrders = pgTable(
  'sub_orders',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The branch's id in the branches module. */
    branchId: integer('branch_id').notNull(),
    branchName: text('branch_name').notNull(),
    brandName: text('brand_name').notNull(),
    deliveryType: text('delivery_type').notNull(),
    /** Manila wall clock 'YYYY-MM-DD HH:mm:ss' for a scheduled type, else null. */
    deliveryDatetime: text('delivery_datetime'),
    status: text('status').notNull(),
    subtotal: integer('subtotal_centavos').notNull(),
    deliveryFee: integer('delivery_fee_centavos'),
    /** This branch's share of the promo code's discount: off its items and its delivery fee. */
    voucherAmount: integer('voucher_centavos').notNull().default(0),
    /** This branch's share of the special discount (a cart with one has a single branch: all of it). */
    specialDiscountAmount: integer('special_discount_centavos').notNull().default(0),
    /** One of the merchant's cancellation reasons, once cancelled. */
    cancelReason: text('cancel_reason'),
    /** When the customer asked the branch to follow the order up (once per sub-order). */
    followUpSentAt: timestamp('follow_up_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sub_orders_order_idx').on(t.orderId),
    index('sub_orders_schedule_idx').on(t.branchId, t.deliveryType, t.deliveryDatetime),
  ],
);

export type OrderItemAddOn = { uuid: string; name: string; price: number };

/** A line as it was ordered: names and prices copied, so later catalogue changes do not rewrite it. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    subOrderId: integer('sub_order_id')
      .notNull()
      .references(() => subOrders.id),
    /** The product_inventory row's id in the catalog module. */
    inventoryId: integer('inventory_id').notNull(),
    productUuid: text('product_uuid').notNull(),
    productName: text('product_name').notNull(),
    variation: jsonb('variation').$type<{ attribute: string; value: string }[]>().notNull(),
    addOns: jsonb('add_ons').$type<OrderItemAddOn[]>().notNull(),
    remarks: text('remarks').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: integer('line_total_centavos').notNull(),
  },
  (t) => [index('order_items_sub_order_idx').on(t.subOrderId)],
);

/** Every status a sub-order passed through, for the order's timeline. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: serial('id').primaryKey(),
    subOrderId: integer('sub_order_id')
      .notNull()
      .references(() => subOrders.id),
    status: text('status').notNull(),
    /** Who moved it: 'customer', 'operator', 'payment', 'checkout'. */
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_events_sub_order_idx').on(t.subOrderId)],
);
