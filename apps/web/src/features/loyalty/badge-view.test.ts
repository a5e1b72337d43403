import { describe, expect, it } from 'vitest';
import { showsPointsBalance } from './api/get-points-balance';
import { badgeName } from './badge-view';

describe('the points badge', () => {
  it('is named by the balance in the merchant’s unit', () => {
    expect(badgeName(5, true)).toBe('5 UCOINS — your points');
    expect(badgeName(1, true)).toBe('1 UCOIN — your points');
    expect(badgeName(0, false)).toBe('0 Pt. — your points');
    expect(badgeName(12_345, false)).toBe('12,345 Pts. — your points');
  });

  it('shows only for a signed-in customer with the points view on (spec §2)', () => {
    expect(showsPointsBalance('c-1', true)).toBe(true);
    expect(showsPointsBalance(null, true)).toBe(false);
    expect(showsPointsBalance('c-1', false)).toBe(false);
  });
});
