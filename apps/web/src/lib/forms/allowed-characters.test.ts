import { describe, expect, it } from 'vitest';
import { DIGITS, keepAllowed, MOBILE_CHARACTERS } from './allowed-characters';

describe('keepAllowed', () => {
  it('keeps digits only for a PIN or code', () => {
    expect(keepAllowed('12a4', DIGITS)).toBe('124');
    expect(keepAllowed('abc', DIGITS)).toBe('');
  });

  it('keeps what a mobile number is typed with', () => {
    expect(keepAllowed('+63 917-123 4567', MOBILE_CHARACTERS)).toBe('+63 917-123 4567');
    expect(keepAllowed('0917x123y4567', MOBILE_CHARACTERS)).toBe('09171234567');
  });

  it('reads a global pattern the same way (no lastIndex state between characters)', () => {
    expect(keepAllowed('1a2b3', /\d/g)).toBe('123');
  });
});
