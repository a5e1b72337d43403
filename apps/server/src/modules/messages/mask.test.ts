import { describe, expect, it } from 'vitest';
import { maskAddress } from './mask';

describe('maskAddress', () => {
  it('keeps the start and the last three digits of a mobile number', () => {
    expect(maskAddress('+639171234567')).toBe('+63917****567');
  });

  it('keeps the first letter and the domain of an e-mail address', () => {
    expect(maskAddress('juan.dela.cruz@example.com')).toBe('j***@example.com');
    expect(maskAddress('j@example.com')).toBe('j***@example.com');
  });

  it('hides most of anything else', () => {
    expect(maskAddress('12345')).toBe('12*45');
    expect(maskAddress('123')).toBe('***');
    expect(maskAddress('')).toBe('');
  });
});
