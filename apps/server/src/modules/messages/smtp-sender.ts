/** E-mail over SMTP (nodemailer), to any server reachable by an smtp:// or smtps:// URL. */
import { createTransport } from 'nodemailer';
import { MessageDeliveryError } from './delivery-error';
import type { MessageSender, OutgoingMessage } from './message';

export type SmtpOptions = {
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://user:pass@host:465. */
  url: string;
  /** The From header, e.g. 'Storefront <no-reply@storefront.local>'. */
  from: string;
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 10_000;

export function createSmtpSender(options: SmtpOptions): MessageSender {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Nodemailer waits minutes by default; a customer waiting for a code should hear of a dead server sooner.
  const transport = createTransport(
    { url: options.url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs * 3 },
    { from: options.from },
  );
  const password = safeDecode(URL.canParse(options.url) ? new URL(options.url).password : '');

  return {
    async send(message: OutgoingMessage) {
      try {
        await transport.sendMail({ to: message.to, subject: message.subject, text: message.text });
      } catch (error) {
        let reason = error instanceof Error ? error.message : String(error);
        if (password) reason = reason.replaceAll(password, '[redacted]');
        throw new MessageDeliveryError('email', `The e-mail could not be sent over SMTP: ${reason}`);
      }
    },
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
