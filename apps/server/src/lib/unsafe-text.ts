/**
 * Text PostgreSQL cannot store: a NUL byte (its text type has none: the query fails) and a lone UTF-16
 * surrogate (half a character, with no UTF-8 form: drivers silently store U+FFFD instead). JSON and
 * URLs carry both easily ("\u0000", "\ud800", %00). plugins/unsafe-text refuses them in every call's
 * input; lookups by a header or a page path check with `hasUnsafeText`.
 */

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// Without the u flag the pattern sees UTF-16 code units, which is what makes lone halves visible.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL is what we are looking for
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'g');

export const hasUnsafeText = (text: string): boolean => UNSAFE.test(text);

/** The text with each unsafe character shown as �, to quote it back safely. */
export const withoutUnsafeText = (text: string): string => text.replace(UNSAFE_ALL, '\ufffd');
