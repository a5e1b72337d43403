import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/columns';

/**
 * One attempt to pay an order through a provider (sandbox, PayMongo, Paynamics, Xendit). An order may have
 * several: a failed e-wallet payment is retried with a new attempt. Only the provider's word (a
 * status look-up or a verified webhook) moves an attempt to paid or failed.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** The transaction number customers and the DELETE call name. */
    uuid: uuid('uuid').notNull().unique(),
    orderId: integer('order_id').notNull(),
    provider: text('provider', { enum: ['sandbox', 'paymongo', 'paynamics', 'xendit'] }).notNull(),
    /** The order's payment method code, e.g. 'CC_PAYMONGO', 'GCASH_PAYMONGO'. */
    method: text('method').notNull(),
    /** The provider's id of the payment intent, source or request. */
    providerRef: text('provider_ref').notNull(),
    amount: integer('amount_centavos').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'cancelled'] }).notNull(),
    /** Where the customer goes to authorise (3-D Secure page, e-wallet page, hosted page). */
    redirectUrl: text('redirect_url'),
    /** A QR Ph attempt's code, shown to the customer to scan until it is paid. */
    qrCode: text('qr_code'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref').on(t.provider, t.providerRef),
    index('payments_order_idx').on(t.orderId),
  ],
);

/** Webhook events already handled, so a redelivered event changes nothing twice. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_webhook_events_unique').on(t.provider, t.eventId)],
);

/**
 * The built-in sandbox provider's own state: its payment intents and sources, kept in the database so
 * every server instance sees the same hosted page outcome.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  /** 'pi_sbx_…' for an intent, 'src_sbx_…' for a source. */
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['intent', 'source'] }).notNull(),
  /** e.g. 'card', 'gcash', 'grab_pay'. */
  type: text('type').notNull(),
  amount: integer('amount_centavos').notNull(),
  /** PayMongo's words: awaiting_payment_method, awaiting_next_action, succeeded, failed (intent); pending, chargeable, paid, failed (source). */
  status: text('status').notNull(),
  successUrl: text('success_url').notNull(),
  failedUrl: text('failed_url').notNull(),
  description: text('description').notNull(),
  /**
   * SHA-256 (hex) of the key the browser that started the payment holds as a cookie: only it may open
   * the page and press Pay or Fail. Null on rows made before the key existed (nobody may answer them).
   */
  ownerKeyHash: text('owner_key_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A deposit slip a customer uploaded for an order paid by bank deposit. Status: 'P' waiting for review,
 * 'A' accepted (the order is paid), 'R' rejected (the customer may upload again, three uploads at most).
 * The image is re-encoded on upload (metadata stripped) and served only to its owner.
 */
export const depositSlips = pgTable(
  'deposit_slips',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    orderId: integer('order_id').notNull(),
    customerId: integer('customer_id').notNull(),
    status: text('status', { enum: ['P', 'A', 'R'] }).notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The operator's note when rejecting. */
    note: text('note'),
    details: jsonb('details').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('deposit_slips_order_idx').on(t.orderId)],
);

/**
 * Money the store gives back on an order (issue 24, ADR 0028): one row per release that owes money (a
 * cancel of paid parts, a payment not owed), naming the payment it goes back through (`paymentId`; null
 * for an order paid by deposit slip). 'pending' until the provider says 'succeeded' or
 * 'failed'; a provider without a refund API (Paynamics, bank deposits) gets 'manual': the operator
 * refunds it and marks it done. `submittedAt` is null until the provider accepted the request; a
 * request that could not reach it is tried again (`attempts`, `nextAttemptAt`).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    /**
     * What is refunded, once however many cancels, callbacks or retries race for it: e.g.
     * 'order:12:parts:3,4' (the parts a cancel released), 'payment:7' (a payment that was not owed).
     */
    key: text('key').notNull(),
    orderId: integer('order_id').notNull(),
    /** The attempt whose money goes back; null for an order paid by deposit slip. */
    paymentId: integer('payment_id'),
    provider: text('provider', {
      enum: ['sandbox', 'paymongo', 'paynamics', 'xendit', 'deposit_slip'],
    }).notNull(),
    amount: integer('amount_centavos').notNull(),
    /** Why: 'cancelled by the customer', 'paid twice', … (shown to the operator). */
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'manual'] }).notNull(),
    /** The provider's id of the refund, once it accepted the request. */
    providerRef: text('provider_ref'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_key_unique').on(t.key),
    index('refunds_open_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`),
  ],
);
