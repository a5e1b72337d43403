import { describe, expect, it } from 'vitest';
import { DISCOUNT_TYPE_LABELS, specialDiscountLabel } from './special-discount-words';

describe('specialDiscountLabel', () => {
  it("names the line by the discount's type, as the contract words it", () => {
    expect(specialDiscountLabel(['senior'])).toBe(DISCOUNT_TYPE_LABELS.senior);
    expect(specialDiscountLabel(['pwd'])).toBe(DISCOUNT_TYPE_LABELS.pwd);
    expect(specialDiscountLabel(['senior'])).toBe('Senior Citizen');
    expect(specialDiscountLabel(['pwd'])).toBe('PWD');
  });

  it('gives both types one line, Senior Citizen first, whatever order they come in', () => {
    expect(specialDiscountLabel(['pwd', 'senior'])).toBe('Senior Citizen / PWD');
    expect(specialDiscountLabel(['senior', 'pwd'])).toBe('Senior Citizen / PWD');
  });

  it('falls back to both names when the types are missing or unknown', () => {
    expect(specialDiscountLabel([])).toBe('Senior Citizen / PWD');
    expect(specialDiscountLabel(['student'])).toBe('Senior Citizen / PWD');
  });
});
