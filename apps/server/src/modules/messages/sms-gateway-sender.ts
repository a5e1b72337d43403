/**
 * SMS through an HTTP gateway speaking Semaphore's API (semaphore.co, the common Philippine one):
 * `POST {url}/api/v4/messages` with the form fields apikey, number, message and sendername; it answers 200 with
 * an array of message objects ({ message_id, recipient, status, … }) and 4xx with an error body.
 */
import { MessageDeliveryError } from './delivery-error';
import type { MessageSender, OutgoingMessage } from './message';

export type SmsGatewayOptions = {
  /** The gateway's origin, e.g. https://api.semaphore.co (a path prefix is kept). */
  url: string;
  /** Sent as `apikey`; never appears in an error. */
  token: string;
  senderName?: string | undefined;
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 10_000;
/** Semaphore's answers for messages it took but will not deliver. */
const FAILED_STATUSES = new Set(['failed', 'refunded']);

/** '+639171234567' → '639171234567'. One number only: the gateway reads commas as several recipients. */
export function gatewayNumber(to: string): string {
  const digits = to.replace(/^\+/, '');
  if (!/^\d{10,15}$/.test(digits)) throw new MessageDeliveryError('sms', 'The SMS recipient is not a mobile number.');
  return digits;
}

export function createSmsGatewaySender(options: SmsGatewayOptions): MessageSender {
  const endpoint = `${options.url.replace(/\/+$/, '')}/api/v4/messages`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return {
    async send(message: OutgoingMessage) {
      // Some gateways echo the request in their errors: the key and the text (a one-time code) are cut out.
      const redact = (text: string) => {
        let safe = text;
        if (options.token) safe = safe.replaceAll(options.token, '[redacted]');
        if (message.text) safe = safe.replaceAll(message.text, '[message]');
        return safe.replace(/\s+/g, ' ').slice(0, 300);
      };
      const fail = (reason: string, cause?: unknown) =>
        new MessageDeliveryError('sms', redact(reason), cause === undefined ? undefined : { cause });
      const form = new URLSearchParams({
        apikey: options.token,
        number: gatewayNumber(message.to),
        message: message.text,
      });
      if (options.senderName) form.set('sendername', options.senderName);

      let status: number;
      let body: string;
      try {
        const res = await fetch(endpoint, {
          method: 'POST',
          headers: { accept: 'application/json' },
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = res.status;
        body = await res.text();
      } catch (error) {
        if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
          throw fail(`The SMS gateway did not answer within ${timeoutMs / 1000} s.`);
        const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
        throw fail(`The SMS gateway could not be reached (${cause?.code ?? String(error)}).`, cause);
      }

      if (status < 200 || status > 299) throw fail(`The SMS gateway refused the message (HTTP ${status}): ${body}`);
      let messages: unknown;
      try {
        messages = JSON.parse(body);
      } catch {
        throw fail(`The SMS gateway answered HTTP ${status} with something other than JSON: ${body}`);
      }
      // A 200 with an object instead of the array is a validation error ({"number": ["…is invalid"]}).
      if (!Array.isArray(messages) || messages.length === 0)
        throw fail(`The SMS gateway did not accept the message: ${body}`);
      const failed = messages.find(
        (m) => typeof m?.status === 'string' && FAILED_STATUSES.has((m.status as string).toLowerCase()),
      );
      if (failed) throw fail(`The SMS gateway did not accept the message (status ${failed.status}).`);
    },
  };
}
