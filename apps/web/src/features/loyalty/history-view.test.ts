import { describe, expect, it } from 'vitest';
import { signedPoints } from './history-view';

describe('a movement’s points', () => {
  it('are signed, with the unit of their size', () => {
    expect(signedPoints(5, true)).toBe('+5 UCOINS');
    expect(signedPoints(1, true)).toBe('+1 UCOIN');
    expect(signedPoints(-10, false)).toBe('−10 Pts.');
    expect(signedPoints(-1, false)).toBe('−1 Pt.');
    expect(signedPoints(2500, false)).toBe('+2,500 Pts.');
  });
});
