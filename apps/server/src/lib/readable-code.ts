import { randomBytes } from 'node:crypto';

/**
 * Digits and capitals without 0/O and 1/I, which people misread when a code is shown at a counter or
 * typed from a screen. 32 symbols: five random bits pick one, so every symbol is equally likely.
 */
export const READABLE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A random code of `length` readable symbols (8 symbols: 2^40 codes). */
export function readableCode(length: number): string {
  let code = '';
  for (const byte of randomBytes(length)) code += READABLE_ALPHABET[byte & 31];
  return code;
}
