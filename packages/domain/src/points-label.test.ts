import { describe, expect, it } from 'vitest';
import { formatPointsAmount, pointsLabel, pointsUnit } from './points-label';

describe('pointsLabel', () => {
  it.each([
    [0, false, '0 Pt.'],
    [0.5, false, '0.5 Pt.'],
    [1, false, '1 Pt.'],
    [1.5, false, '1.5 Pts.'],
    [2, false, '2 Pts.'],
    [1000, false, '1,000 Pts.'],
    [1234, false, '1,234 Pts.'],
    [1_000_000, false, '1,000,000 Pts.'],
    [1234567.25, false, '1,234,567.25 Pts.'],
    [0, true, '0 UCOIN'],
    [1, true, '1 UCOIN'],
    [5, true, '5 UCOINS'],
    [2, true, '2 UCOINS'],
    [1000, true, '1,000 UCOINS'],
    [12500, true, '12,500 UCOINS'],
    [1_000_000, true, '1,000,000 UCOINS'],
  ])('balance %s (coin merchant: %s) → %s', (balance, coin, label) => {
    expect(pointsLabel(balance, coin)).toBe(label);
  });

  it('is singular at 1 or less and plural above', () => {
    expect(pointsUnit(1, false)).toBe('Pt.');
    expect(pointsUnit(1.01, false)).toBe('Pts.');
    expect(pointsUnit(-3, true)).toBe('UCOIN');
  });

  it('formats amounts with thousands separators and trims trailing zeros', () => {
    expect(formatPointsAmount(1000)).toBe('1,000');
    expect(formatPointsAmount(1000.1)).toBe('1,000.1');
    expect(formatPointsAmount(999.999)).toBe('1,000');
    expect(formatPointsAmount(-2500)).toBe('-2,500');
    expect(formatPointsAmount(Number.NaN)).toBe('0');
  });
});
