/**
 * NUL bytes and lone surrogates (lib/unsafe-text) are refused once, here, for every call, instead of
 * failing in the database as a 500. Every string a call's contract declares — body, query string,
 * path parameters — is checked before validation; the answer is the usual 422 naming each field
 * ('billing.name', 'products.0.remarks').
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { hasUnsafeText, withoutUnsafeText } from '../lib/unsafe-text';

export const UNSAFE_TEXT_MESSAGE = 'This field contains characters that are not allowed.';

/** At most this many fields are named, each at most so long: enough to fix a form, not a megabyte of paths. */
const MAX_FIELDS = 20;
const MAX_PATH = 200;
const shortened = (path: string) => (path.length > MAX_PATH ? `${path.slice(0, MAX_PATH)}…` : path);

/**
 * The dot-joined paths of the strings (values or keys) in `value` holding unsafe text. A loop, not
 * recursion: a 1 MB body can nest arrays deeper than the call stack. Bytes (a Buffer body) are not text.
 */
export function unsafeTextFields(value: unknown): string[] {
  const found: string[] = [];
  const queue: [unknown, string][] = [[value, '']];
  for (let i = 0; i < queue.length && found.length < MAX_FIELDS; i++) {
    const [item, path] = queue[i] as [unknown, string];
    if (typeof item === 'string') {
      if (hasUnsafeText(item)) found.push(shortened(path));
    } else if (typeof item === 'object' && item !== null && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        // A bad key is named with its bad characters shown as �, so the answer is clean text.
        if (hasUnsafeText(key)) found.push(shortened(withoutUnsafeText(childPath)));
        else queue.push([child, childPath]);
      }
    }
  }
  return found;
}

/** Throws the 422 if any string in `input` (a body, query or params) is unsafe; `whole` names a bare string. */
export function refuseUnsafeText(input: unknown, whole = 'body'): void {
  const fields = unsafeTextFields(input);
  if (fields.length === 0) return;
  const errors = Object.fromEntries(fields.map((field) => [field || whole, [UNSAFE_TEXT_MESSAGE]]));
  throw new AppError('validation', UNSAFE_TEXT_MESSAGE, { errors });
}

export const unsafeText = fp(async (app: FastifyInstance) => {
  // Only the parts a route declares a schema for: they are its contract (pages and files have none).
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const schema = request.routeOptions.schema;
    if (!schema) return;
    if (schema.params) refuseUnsafeText(request.params, 'params');
    if (schema.querystring) refuseUnsafeText(request.query, 'query');
    if (schema.body) refuseUnsafeText(request.body);
  });
});
