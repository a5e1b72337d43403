import type { OutgoingMessage } from './message';

/**
 * A message that could not be handed to its carrier (SMTP server, SMS gateway): refused, unreachable or too slow.
 * Its text never holds the message's text, a password or an API key, so it can be logged as is.
 */
export class MessageDeliveryError extends Error {
  constructor(
    readonly channel: OutgoingMessage['channel'],
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MessageDeliveryError';
  }
}
