/**
 * Messages: how a one-time code reaches a customer. `createMessageSender` picks, per channel, the transport the
 * configuration names — the outbox (the default: stored, logged, read at /dev/outbox), SMTP for e-mail, an HTTP
 * gateway for SMS — and logs every message sent, with its address masked and never its text.
 */
import pino from 'pino';
import type { Config, MessagesConfig } from '../../config';
import type { Db } from '../../db/client';
import { maskAddress } from './mask';
import type { MessageSender, OutgoingMessage } from './message';
import { type OutboxRow, outboxRepository as repo } from './repository';
import { createSmsGatewaySender } from './sms-gateway-sender';
import { createSmtpSender } from './smtp-sender';

export { MessageDeliveryError } from './delivery-error';

/** The part of a logger this module uses; Fastify's `app.log` and pino loggers fit. */
export type MessageLog = { info(fields: object, message: string): void };

export type MessageSenderOptions = {
  /** Defaults to a pino logger on standard output at the configured LOG_LEVEL. */
  log?: MessageLog;
  now?: () => Date;
};

/** Outbox rows live a week, and there are never many more than this many of them. */
const OUTBOX_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const OUTBOX_MAX_ROWS = 10_000;

export type OutboxMessage = {
  id: number;
  merchantId: number;
  channel: OutgoingMessage['channel'];
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
};

function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    merchantId: row.merchantId,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    text: row.text,
    createdAt: row.createdAt,
  };
}

/**
 * What a developer types into `?to=` for a mobile number — '09171234567', '639171234567', or '+63…' whose
 * '+' the query string turned into a space — becomes the stored form '+639171234567'. Anything else is kept.
 */
export function normaliseOutboxAddress(to: string): string {
  const trimmed = to.trim();
  const digits = trimmed.replace(/[\s-]/g, '');
  if (/^09\d{9}$/.test(digits)) return `+63${digits.slice(1)}`;
  if (/^\+?63\d{10}$/.test(digits)) return `+${digits.replace(/^\+/, '')}`;
  if (/^\+?\d{7,15}$/.test(digits)) return `+${digits.replace(/^\+/, '')}`;
  return trimmed;
}

/** The outbox: a sender that keeps messages, and the reader behind the development page. */
export function createOutbox(db: Db, now: () => Date = () => new Date()) {
  return {
    async send(message: OutgoingMessage): Promise<void> {
      const row = await repo.insert(db, {
        merchantId: message.merchantId,
        channel: message.channel,
        to: message.to,
        subject: message.subject,
        text: message.text,
        createdAt: now(),
      });
      await repo.prune(db, {
        before: new Date(now().getTime() - OUTBOX_MAX_AGE_MS),
        newestId: row.id,
        keep: OUTBOX_MAX_ROWS,
      });
    },

    /** Newest first. */
    async latest(options: { to?: string | undefined; limit?: number } = {}): Promise<OutboxMessage[]> {
      const to = options.to === undefined ? undefined : normaliseOutboxAddress(options.to);
      const rows = await repo.latest(db, { to, limit: Math.min(options.limit ?? 50, 200) });
      return rows.map(toOutboxMessage);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** The sender the rest of the server uses: each message goes to its channel's configured transport. */
export function createMessageSender(
  config: { messages: MessagesConfig; logLevel?: Config['logLevel'] },
  db: Db,
  options: MessageSenderOptions = {},
): MessageSender {
  const log = options.log ?? pino({ name: 'messages', level: config.logLevel ?? 'info' });
  const outbox = createOutbox(db, options.now);
  const email = config.messages.email;
  const sms = config.messages.sms;
  const transports: Record<OutgoingMessage['channel'], { name: string; sender: MessageSender }> = {
    email:
      email.transport === 'smtp'
        ? { name: 'smtp', sender: createSmtpSender({ url: email.url, from: email.from }) }
        : { name: 'outbox', sender: outbox },
    sms:
      sms.transport === 'http'
        ? {
            name: 'http',
            sender: createSmsGatewaySender({ url: sms.url, token: sms.token, senderName: sms.senderName }),
          }
        : { name: 'outbox', sender: outbox },
  };

  return {
    async send(message: OutgoingMessage) {
      const transport = transports[message.channel];
      if (!transport) throw new Error(`Unknown message channel: ${String(message.channel)}`);
      await transport.sender.send(message);
      // Never the text: it holds a one-time code.
      log.info(
        {
          merchantId: message.merchantId,
          channel: message.channel,
          to: maskAddress(message.to),
          subject: message.subject,
          transport: transport.name,
        },
        transport.name === 'outbox' ? 'message kept in the outbox' : 'message sent',
      );
    },
  };
}
