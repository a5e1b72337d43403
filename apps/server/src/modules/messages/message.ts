/**
 * A message to a customer: one-time codes by SMS or e-mail. Senders deliver it; which sender is used
 * is configuration (DESIGN §5): the outbox by default, SMTP and an SMS gateway in production.
 */
export type OutgoingMessage = {
  merchantId: number;
  channel: 'sms' | 'email';
  /** A normalised mobile number (+639XXXXXXXXX) or an e-mail address. */
  to: string;
  /** E-mail subject; SMS ignores it. */
  subject: string;
  text: string;
};

export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}
