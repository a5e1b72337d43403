/**
 * Payments service and the Store service's payment calls (spec §7; tag D; ADR 0010). A payment is one
 * attempt to pay an order through a provider; its transaction number is the `payments.uuid` the
 * status look-up and the DELETE call name. Amounts always come from the order the server priced: an
 * amount in a request body is never read.
 */
import { z } from 'zod';
import { Pesos } from './common';

export const PAYMENT_MESSAGES = {
  orderNotFound: 'Order not found.',
  paymentNotFound: 'Payment not found.',
  alreadyPaid: 'This order is already paid.',
  cancelled: 'This order was cancelled.',
  notProviderMethod: 'This order is not paid through this payment method.',
  belowMinimum: 'The amount is below the minimum for this payment method.',
  aboveMaximum: 'The amount is above the maximum for this payment method.',
  cardRequired: 'Please enter your card details.',
  notPending: 'This payment is no longer waiting to be paid.',
  providerFailed: 'The payment provider could not be reached. Please try again.',
  providerUnavailable: 'This payment method is not available at the moment. Please contact the store.',
  expired: 'The time to pay for this order ran out, so it was cancelled. Please order again.',
  billingSaved: 'Billing details saved.',
} as const;

const OrderUuid = z.uuid({ message: PAYMENT_MESSAGES.orderNotFound });

/** POST /v1/(public/)customer/estore/payment/paymongo/add: pay an order by card. */
export const CardPaymentBody = z.object({
  order_uuid: OrderUuid,
  /**
   * PayMongo mode: the payment method the browser created at PayMongo with the public key (pm_…), so
   * card numbers never reach this server. The sandbox needs none.
   */
  payment_method_id: z
    .string()
    .regex(/^pm_[A-Za-z0-9]{6,64}$/, { message: PAYMENT_MESSAGES.cardRequired })
    .optional(),
});
export type CardPaymentBody = z.input<typeof CardPaymentBody>;

/** E-wallet types paid through a redirect (PayMongo sources: gcash, grab_pay; Maya through an intent). */
export const EwalletType = z.enum(['gcash', 'grab_pay', 'paymaya']);
export type EwalletType = z.infer<typeof EwalletType>;

/** POST /v1/(public/)customer/estore/payment/paymongo/add/source: pay an order by e-wallet. */
export const SourcePaymentBody = z.object({
  order_uuid: OrderUuid,
  /** Optional: the order's method decides; a type that disagrees with it is refused. */
  type: EwalletType.optional(),
});
export type SourcePaymentBody = z.input<typeof SourcePaymentBody>;

/**
 * POST /api/payments/transact/xendit (path ours, ADR 0026): pay an order through Xendit; the order's
 * method decides how (card, e-wallet, QR Ph, UnionBank direct debit).
 */
export const XenditPaymentBody = z.object({
  order_uuid: OrderUuid,
  /**
   * Cards with Xendit: the single-use token xendit.js made in the browser with the public key, so card
   * numbers never reach this server, and its 3-D Secure authentication. The sandbox needs neither.
   */
  token_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{6,64}$/, { message: PAYMENT_MESSAGES.cardRequired })
    .optional(),
  authentication_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{6,64}$/)
    .optional(),
});
export type XenditPaymentBody = z.input<typeof XenditPaymentBody>;

/** POST /transact/paynamics and /transact/paynamics/gcash. */
export const PaynamicsPaymentBody = z.object({ order_uuid: OrderUuid });
export type PaynamicsPaymentBody = z.input<typeof PaynamicsPaymentBody>;

export const PaymentStatus = z.enum(['pending', 'paid', 'failed', 'cancelled']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export const Payment = z.object({
  /** Our id of this attempt (payments.uuid): what the status look-up and the DELETE call take. */
  transaction_number: z.string(),
  order_uuid: z.string(),
  provider: z.enum(['sandbox', 'paymongo', 'paynamics', 'xendit']),
  payment_method: z.string(),
  /** The provider's id (payment intent, source or request). */
  payment_intent_id: z.string(),
  amount: Pesos,
  status: PaymentStatus,
  /** Where the browser goes next: the provider's page (3-D Secure, e-wallet, hosted page). */
  redirect_url: z.string().nullable(),
  /** Same as redirect_url, for sources (PayMongo's name). */
  checkout_url: z.string().nullable(),
  /**
   * QR Ph: the code to show for the customer's app to scan while the attempt waits. On the sandbox
   * redirect_url is then its page standing in for the customer's app.
   */
  qr_code: z.string().nullable(),
  /** The order's payment status after this attempt's outcome was recorded. */
  order_payment_status: z.enum(['unpaid', 'pending', 'paid', 'failed']),
});
export type Payment = z.infer<typeof Payment>;
export const PaymentResponse = z.object({ message: z.string(), data: Payment });
export type PaymentResponse = z.infer<typeof PaymentResponse>;

export const PaymentIdParams = z.object({ id: z.uuid({ message: PAYMENT_MESSAGES.paymentNotFound }) });
export const TransactionNumberParams = z.object({
  transactionNumber: z.uuid({ message: PAYMENT_MESSAGES.paymentNotFound }),
});
export const OrderUuidParams = z.object({ order_uuid: OrderUuid });

/**
 * GET /v1/customer/payment/order/{order_uuid} (path ours, ADR 0010): what the payment screens show
 * and how the card form works here.
 */
export const PaymentOrderSummary = z.object({
  order_uuid: z.string(),
  /** A guest's order (paid through the public calls). */
  guest: z.boolean(),
  amount: Pesos,
  payment_method: z.string(),
  payment_method_label: z.string(),
  payment_status: z.enum(['unpaid', 'pending', 'paid', 'failed']),
  /**
   * The full-screen route: 'card', 'gcash', 'grab_pay', 'paymaya', 'shopeepay', 'qrph', 'unionbank';
   * null for cash and slips.
   */
  route: z.string().nullable(),
  /** Who takes the payment: the built-in sandbox (no card form), PayMongo or Xendit (card form, public key), Paynamics. */
  provider: z.enum(['sandbox', 'paymongo', 'paynamics', 'xendit']).nullable(),
  /** PayMongo mode: the browser creates the card's payment method at PayMongo with these. */
  paymongo: z.object({ public_key: z.string(), api_url: z.string() }).nullable(),
  /** Xendit mode, cards: the browser loads xendit.js from js_url and makes a single-use token with the public key. */
  xendit: z.object({ public_key: z.string(), js_url: z.string() }).nullable(),
  /** When the payment window closes (ISO time; ADR 0027); null without one. */
  payment_due_at: z.string().nullable(),
  /** Whether a new attempt may start: a provider method, not paid, not cancelled, not expired, amount in range. */
  can_pay: z.boolean(),
  /** Why not, when can_pay is false. */
  reason: z.string().nullable(),
  /** The newest attempt's outcome (e.g. to show why a payment failed). */
  last_payment: z.object({ transaction_number: z.string(), status: PaymentStatus }).nullable(),
});
export type PaymentOrderSummary = z.infer<typeof PaymentOrderSummary>;
export const PaymentOrderSummaryResponse = z.object({ data: PaymentOrderSummary });
export type PaymentOrderSummaryResponse = z.infer<typeof PaymentOrderSummaryResponse>;

/** POST /v1/(public/)customer/estore/address/billing/add: billing details on an order before a card payment. */
export const BillingAddBody = z.object({
  order_uuid: OrderUuid,
  name: z.string().trim().min(1, { message: 'This field is required.' }).max(120),
  email: z.email({ message: 'Enter a valid e-mail address.' }).max(200),
  phone: z.string().trim().min(1, { message: 'This field is required.' }).max(20),
  line1: z.string().trim().min(1, { message: 'This field is required.' }).max(300),
  city: z.string().trim().min(1, { message: 'This field is required.' }).max(80),
  province: z.string().trim().min(1, { message: 'This field is required.' }).max(80),
  postal_code: z.string().regex(/^\d{4}$/, { message: 'Enter a 4-digit ZIP code.' }),
});
export type BillingAddBody = z.input<typeof BillingAddBody>;
export const BillingAddResponse = z.object({
  message: z.string(),
  data: BillingAddBody.omit({ order_uuid: true }),
});
export type BillingAddResponse = z.infer<typeof BillingAddResponse>;

/**
 * POST /transact/paynamics/response: Paynamics' notification. Signed (ADR 0010):
 * signature = hex SHA-512 of merchant_id + request_id + response_id + response_code + response_message
 * + timestamp + the merchant key.
 */
export const PaynamicsNotification = z.object({
  merchant_id: z.string().max(100),
  /** Our transaction number. */
  request_id: z.string().max(100),
  response_id: z.string().max(100),
  /** GR001/GR002 paid; GR033 pending; anything else failed. */
  response_code: z.string().max(20),
  response_message: z.string().max(500).default(''),
  timestamp: z.string().max(40),
  signature: z.string().max(200),
});
export type PaynamicsNotification = z.input<typeof PaynamicsNotification>;

export const WebhookAck = z.object({ received: z.boolean() });
