import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { OutgoingMessage } from './message';

/**
 * The local stand-in for SMS and e-mail (DESIGN §5): every message the outbox transport "sends" is kept here,
 * for a week at most, and read at /dev/outbox. No foreign key to merchants: a module owns only its tables.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    channel: text('channel').$type<OutgoingMessage['channel']>().notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Pruning on every insert reads this index (and the primary key), never the whole table.
    index('outbox_messages_created_at_idx').on(t.createdAt),
    check('outbox_messages_channel_check', sql`${t.channel} in ('sms', 'email')`),
  ],
);
