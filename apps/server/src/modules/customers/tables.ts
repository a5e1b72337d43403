import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export type BillingInfo = {
  name: string;
  address: string;
  province_code: string;
  city_code: string;
  zip_code: string;
  tin?: string | undefined;
};

/**
 * A customer of one merchant: the same mobile number at two merchants is two accounts. A
 * registration that has not set its PIN yet is 'pending'; a deactivated account frees its number.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    merchantId: integer('merchant_id').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    email: text('email'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    /** argon2id; null until the customer sets a PIN. */
    pinHash: text('pin_hash'),
    status: text('status', { enum: ['pending', 'active', 'deactivated'] }).notNull(),
    profileImage: text('profile_image').notNull().default('/media/default-avatar'),
    surveyTaken: boolean('survey_taken').notNull().default(false),
    billingInfo: jsonb('billing_info').$type<BillingInfo | null>(),
    pinFailures: integer('pin_failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_merchant_mobile').on(t.merchantId, t.mobileNumber).where(sql`status <> 'deactivated'`),
    uniqueIndex('customers_merchant_email')
      .on(t.merchantId, t.email)
      .where(sql`status <> 'deactivated' and email is not null`),
  ],
);

/**
 * The coin merchant's registration survey as a customer answered it (issue 19): once per customer,
 * kept with the questions as they were asked.
 */
export const surveyResponses = pgTable('survey_responses', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  merchantId: integer('merchant_id').notNull(),
  /** Question key → its label as asked and the answer (one option, several, or text). */
  answers: jsonb('answers').$type<Record<string, { label: string; answer: string | string[] }>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A one-time code sent to a customer: stored hashed, single use, short-lived, few tries. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    purpose: text('purpose', { enum: ['register', 'forgot_pin', 'change_mobile'] }).notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_challenges_customer_idx').on(t.customerId, t.createdAt)],
);

/**
 * Single-use tokens that carry a customer from one step to the next: a registration to its OTP
 * calls, a verified OTP to setting the PIN. Only their SHA-256 is stored.
 */
export const stepTokens = pgTable('step_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  purpose: text('purpose', { enum: ['registration', 'register', 'forgot_pin'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A signed-in browser. The token is random; only its SHA-256 is stored, so a database leak signs no one in. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    merchantId: integer('merchant_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId)],
);

/**
 * A signed-in customer's address book (issue 26, ADR 0031): the delivery addresses they saved or last
 * ordered to, a few per customer (ADDRESS_BOOK_LIMIT), newest use first.
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The customer's name for it ('Home'); empty when they gave none. */
    name: text('name').notNull().default(''),
    /** The location's text, as the 'Deliver to' picker found it. */
    label: text('label').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** House no., street, landmark. */
    notes: text('notes').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_addresses_customer_idx').on(t.customerId, t.lastUsedAt)],
);
