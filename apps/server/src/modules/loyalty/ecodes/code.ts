/**
 * What an e-code is as text: 12 characters from an alphabet a customer cannot misread off a receipt
 * (no 0/O, 1/I/L), printed in groups of four ('ABCD-EFGH-JKMN'), typed any way (lower case, spaces,
 * dashes). Only the SHA-256 of the normalised code is stored.
 */
import { createHash, randomInt } from 'node:crypto';

/** 23 letters and 8 digits: 31^12 ≈ 7.9 × 10^17 codes (59 bits), so guessing one is hopeless at our throttle. */
export const ECODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ECODE_LENGTH = 12;
const GROUP = 4;

/** A fresh code, each character drawn uniformly at random (crypto.randomInt draws without modulo bias). */
export function generateEcode(): string {
  let code = '';
  for (let i = 0; i < ECODE_LENGTH; i++) code += ECODE_ALPHABET[randomInt(ECODE_ALPHABET.length)];
  return code;
}

/** 'abcd efgh-jkmn' → 'ABCDEFGHJKMN': upper case, without the spaces and dashes people type or print. */
export function normaliseEcode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, '');
}

/** Whether a normalised code could be one we issued (no store look-up needed to refuse it). */
export function isWellFormedEcode(normalised: string): boolean {
  if (normalised.length !== ECODE_LENGTH) return false;
  for (const c of normalised) if (!ECODE_ALPHABET.includes(c)) return false;
  return true;
}

/** 'ABCDEFGHJKMN' → 'ABCD-EFGH-JKMN', as printed. */
export function formatEcode(normalised: string): string {
  const groups: string[] = [];
  for (let i = 0; i < normalised.length; i += GROUP) groups.push(normalised.slice(i, i + GROUP));
  return groups.join('-');
}

/** What is stored and looked up: the SHA-256 (hex) of the normalised code. */
export function ecodeHash(normalised: string): string {
  return createHash('sha256').update(normalised).digest('hex');
}
