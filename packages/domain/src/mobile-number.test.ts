import { describe, expect, it } from 'vitest';
import { localMobileNumber, maskMobileNumber, normalizeMobileNumber } from './mobile-number';

describe('normalizeMobileNumber', () => {
  it.each([
    ['09171234567', '+639171234567'],
    ['+639171234567', '+639171234567'],
    ['639171234567', '+639171234567'],
    ['0917 123 4567', '+639171234567'],
    ['0917-123-4567', '+639171234567'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normalizeMobileNumber(input)).toBe(expected);
  });

  it.each([
    '',
    '9171234567',
    '0917123456',
    '091712345678',
    '08171234567',
    '+649171234567',
    '0917123456a',
    '+63 917 123 45678',
  ])('refuses %j', (input) => {
    expect(normalizeMobileNumber(input)).toBeNull();
  });

  it('gives the local form back and masks for logs', () => {
    expect(localMobileNumber('+639171234567')).toBe('09171234567');
    expect(maskMobileNumber('+639171234567')).toBe('+63917****567');
  });
});
