import { describe, expect, it } from 'vitest';
import {
  ECODE_ALPHABET,
  ECODE_LENGTH,
  ecodeHash,
  formatEcode,
  generateEcode,
  isWellFormedEcode,
  normaliseEcode,
} from './code';

describe('e-code text', () => {
  it('uses no character a receipt reader could mistake', () => {
    for (const c of '0O1IL') expect(ECODE_ALPHABET).not.toContain(c);
    expect(new Set(ECODE_ALPHABET).size).toBe(ECODE_ALPHABET.length);
    expect(ECODE_ALPHABET).toHaveLength(31);
  });

  it('draws 12 characters of the alphabet, each character turning up', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const code = generateEcode();
      expect(code).toHaveLength(ECODE_LENGTH);
      expect(isWellFormedEcode(code)).toBe(true);
      for (const c of code) seen.add(c);
    }
    expect(seen.size).toBe(ECODE_ALPHABET.length);
  });

  it('prints in groups of four and reads back however it is typed', () => {
    expect(formatEcode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
    expect(normaliseEcode('abcd efgh-jkmn')).toBe('ABCDEFGHJKMN');
    expect(normaliseEcode(' ABCD - EFGH\tJKMN ')).toBe('ABCDEFGHJKMN');
    expect(ecodeHash(normaliseEcode('abcd-efgh-jkmn'))).toBe(ecodeHash('ABCDEFGHJKMN'));
    expect(ecodeHash('ABCDEFGHJKMN')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('knows text that cannot be a code', () => {
    expect(isWellFormedEcode('ABCDEFGHJKM')).toBe(false);
    expect(isWellFormedEcode('ABCDEFGHJKMNP')).toBe(false);
    expect(isWellFormedEcode('ABCDEFGHJKM0')).toBe(false);
    expect(isWellFormedEcode('abcdefghjkmn')).toBe(false);
  });
});
