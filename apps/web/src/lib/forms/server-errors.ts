import type { FieldErrors, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/lib/api-client';

/** Where a message that belongs to no field of the form is kept (RHF clears it on the next submit). */
export const SERVER_ERROR = 'root.server';

export interface ServerErrorOptions {
  /** The form's fields that can show a message; by default every field in its values (nested as a.b). */
  fields?: readonly string[];
  /** A server field → the form's field, e.g. { mpin: 'pin' }. */
  aliases?: Record<string, string>;
}

/** 'contact.name'-style paths of every leaf in a form's values. */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (!values || typeof values !== 'object' || Array.isArray(values) || values instanceof Blob)
    return prefix ? [prefix] : [];
  return Object.entries(values).flatMap(([key, value]) => fieldPaths(value, prefix ? `${prefix}.${key}` : key));
}

/**
 * Spec §8: a 422 gives field → first message. Each message on a field this form shows goes under that
 * field (`setError`); the rest, and every other failure (429 with the server's message, network, the
 * generic message), become the form's own message, read with `formMessage`.
 * Returns whether anything was left for the form-level message.
 */
export function applyServerErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, Values>, 'setError' | 'getValues'>,
  error: unknown,
  { fields, aliases = {} }: ServerErrorOptions = {},
): boolean {
  const shown = fields ?? fieldPaths(form.getValues());
  let message: string | null;
  if (!isApiError(error)) message = GENERIC_ERROR_MESSAGE;
  else {
    const placed = new Set<string>();
    const rest: string[] = [];
    for (const [field, text] of Object.entries(error.fieldErrors)) {
      const target = aliases[field] ?? field;
      if (shown.includes(target) && !placed.has(target)) {
        placed.add(target);
        form.setError(target as FieldPath<Values>, { type: 'server', message: text });
      } else rest.push(text);
    }
    message = rest[0] ?? (placed.size > 0 ? null : error.message);
  }
  if (message === null) return false;
  form.setError(SERVER_ERROR, { type: 'server', message });
  return true;
}

/** The form-level message `applyServerErrors` left, if any. */
export function formMessage(errors: FieldErrors): string | undefined {
  return errors.root?.server?.message;
}

/**
 * The message on `path` ('contact.name' reaches nested fields), for fields the form shows but its
 * values do not hold, such as a file chosen outside the form's state.
 */
export function fieldMessage(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  const message = node && typeof node === 'object' ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}
