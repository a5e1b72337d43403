import { describe, expect, it } from 'vitest';
import {
  deliveryFeeLabel,
  FREE_DELIVERY_LABEL,
  formatCentavos,
  formatCentavosAmount,
  formatPesos,
  fromCentavos,
  groupThousands,
  sumToCentavos,
  toCentavos,
} from './money';

describe('formatPesos', () => {
  it.each([
    [0, 'PHP 0.00'],
    [5, 'PHP 5.00'],
    [15, 'PHP 15.00'],
    [99.9, 'PHP 99.90'],
    [999.99, 'PHP 999.99'],
    [1000, 'PHP 1,000.00'],
    [1234.5, 'PHP 1,234.50'],
    [123456.78, 'PHP 123,456.78'],
    [1234567.891, 'PHP 1,234,567.89'],
    [50000, 'PHP 50,000.00'],
  ])('formats %s as %s', (amount, text) => {
    expect(formatPesos(amount)).toBe(text);
  });

  it('rounds half a centavo away from zero despite binary floating point', () => {
    expect(formatPesos(1.005)).toBe('PHP 1.01');
    expect(formatPesos(0.1 + 0.2)).toBe('PHP 0.30');
    expect(formatPesos(-2.675)).toBe('-PHP 2.68');
  });

  it('puts the sign before the currency', () => {
    expect(formatPesos(-1234.5)).toBe('-PHP 1,234.50');
  });

  it('does not depend on the machine locale', () => {
    // de-DE would write 1.234,50; our output is fixed.
    const original = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = () => 'broken';
    try {
      expect(formatPesos(1234.5)).toBe('PHP 1,234.50');
    } finally {
      Number.prototype.toLocaleString = original;
    }
  });
});

describe('centavos', () => {
  it('converts pesos to integer centavos', () => {
    expect(toCentavos(12.34)).toBe(1234);
    expect(toCentavos(19.99)).toBe(1999);
    expect(toCentavos(0.07)).toBe(7);
    expect(toCentavos(-0.001)).toBe(0);
    expect(Object.is(toCentavos(-0.001), -0)).toBe(false);
  });

  it('converts centavos back to pesos', () => {
    expect(fromCentavos(1234)).toBe(12.34);
    expect(fromCentavos(toCentavos(1234.56))).toBe(1234.56);
    expect(() => fromCentavos(1.5)).toThrow(RangeError);
  });

  it('adds prices without floating point drift when summed in centavos', () => {
    const total = [0.1, 0.2, 0.3].map(toCentavos).reduce((a, b) => a + b, 0);
    expect(total).toBe(60);
    expect(formatCentavos(total * 3)).toBe('PHP 1.80');
  });

  it('sums amounts in pesos as integer centavos, where float pesos would drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3); // what summing in float pesos would show
    expect(sumToCentavos([0.1, 0.2])).toBe(30);
    expect(formatCentavos(sumToCentavos([0.1, 0.2]))).toBe('PHP 0.30');
    expect(sumToCentavos([49.1, 20.2])).toBe(6930);
    expect(sumToCentavos([1.005, 2.675])).toBe(101 + 268);
    expect(sumToCentavos([1234.56, -0.56])).toBe(123400);
    expect(sumToCentavos([])).toBe(0);
    expect(() => sumToCentavos([1, Number.NaN])).toThrow(RangeError);
  });

  it('rejects non-finite amounts', () => {
    expect(() => toCentavos(Number.NaN)).toThrow(RangeError);
    expect(() => toCentavos(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('formats centavos without the currency', () => {
    expect(formatCentavosAmount(100000000)).toBe('1,000,000.00');
    expect(formatCentavosAmount(5)).toBe('0.05');
    expect(groupThousands('1234567')).toBe('1,234,567');
    expect(groupThousands('123')).toBe('123');
  });
});

describe('delivery fee label', () => {
  it("reads FREE when there is no calculated amount or it is zero (spec §2 'Cart screen')", () => {
    expect(FREE_DELIVERY_LABEL).toBe('FREE');
    expect(deliveryFeeLabel(null)).toBe('FREE');
    expect(deliveryFeeLabel(0)).toBe('FREE');
  });

  it('reads the amount in pesos otherwise, from centavos', () => {
    expect(deliveryFeeLabel(1)).toBe('PHP 0.01');
    expect(deliveryFeeLabel(5_900)).toBe('PHP 59.00');
    expect(deliveryFeeLabel(6_930)).toBe('PHP 69.30');
    expect(deliveryFeeLabel(123_456)).toBe('PHP 1,234.56');
  });

  it('takes centavos, never pesos', () => {
    expect(() => deliveryFeeLabel(59.5)).toThrow(RangeError);
  });
});
