import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../db/columns';
import type { MerchantProfile } from './profile';

export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique(),
  subdomain: text('subdomain').notNull().unique(),
  name: text('name').notNull(),
  /** The merchant token clients send as X-Merchant-Token; random, kept across re-imports. */
  token: text('token').notNull().unique(),
  isCoinMerchant: boolean('is_coin_merchant').notNull().default(false),
  /** Metres, so the column stays an integer. */
  searchRadiusMeters: integer('search_radius_m').notNull().default(8000),
  /** Design, settings, store details, pages and analytics: read whole, never queried into. */
  profile: jsonb('profile').$type<MerchantProfile>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const merchantDomains = pgTable('merchant_domains', {
  hostname: text('hostname').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' }),
});

/** Merchant images, stored in the database so every instance can serve them. Addressed by content hash. */
export const mediaFiles = pgTable(
  'media_files',
  {
    hash: text('hash').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('media_files_merchant_idx').on(t.merchantId)],
);

/**
 * A media file drawn at one of the rendition widths, as WebP for pages or JPEG for link previews:
 * rendered on its first request and kept, so no instance renders it twice. Goes with its file.
 */
export const mediaRenditions = pgTable(
  'media_renditions',
  {
    hash: text('hash')
      .notNull()
      .references(() => mediaFiles.hash, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    /** 'webp' or 'jpg', as in the file name. */
    format: text('format').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.width, t.format] })],
);
