/**
 * What our logs may hold about a request or an error: never a customer's name, mobile number or
 * e-mail (DESIGN: security is part of the feature). Request bodies are never logged; a URL loses its
 * query string and any path segment that is a phone number or an address; an error keeps its type,
 * code, message and stack but loses the query parameters Drizzle writes into its message (a failed
 * insert's parameters are the customer's details) and PostgreSQL's `detail` ("Key (mobile_number)=…").
 */
import type { FastifyRequest } from 'fastify';

/** Headers that carry secrets; pino replaces them with "[Redacted]". */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-merchant-token"]',
  'req.headers["x-admin-key"]',
];

/** A path segment that names a person: a mobile number (+639…, 09…) or an e-mail address. */
const PERSONAL_SEGMENT = /^\+?\d{10,13}$|@/;

export function safeUrl(url: string): string {
  const [path = ''] = url.split('?', 1);
  return path
    .split('/')
    .map((segment) => {
      let text = segment;
      try {
        text = decodeURIComponent(segment);
      } catch {}
      return PERSONAL_SEGMENT.test(text) ? '[redacted]' : segment;
    })
    .join('/');
}

/** Drizzle's "Failed query: …\nparams: …" — the parameters run up to the stack's first frame. */
const scrub = (text: string | undefined) => text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');

type SafeError = { type: string; message: string; stack: string; code?: string; cause?: SafeError };

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: scrub(error.message) ?? '',
    stack: scrub(error.stack) ?? '',
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: safeError(error.cause, depth + 1) } : {}),
  };
}

/** The logger's serializers: pino calls them for `req` and `err` in every line. */
export const LOG_SERIALIZERS = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: safeUrl(request.url),
    hostname: request.hostname,
    remoteAddress: request.ip,
  }),
  err: (error: unknown) => safeError(error),
};
