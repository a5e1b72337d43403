import { describe, expect, it } from 'vitest';
import { deliveryFee, ROAD_DETOUR_FACTOR, roadDistanceKm } from './delivery-fee';
import { deliveryFeeLabel } from './money';

describe('road distance estimate', () => {
  it('is the straight line × 1.3, rounded up to 0.1 km', () => {
    expect(ROAD_DETOUR_FACTOR).toBe(1.3);
    expect(roadDistanceKm(0)).toBe(0);
    expect(roadDistanceKm(1)).toBe(1.3);
    expect(roadDistanceKm(3)).toBe(3.9);
    expect(roadDistanceKm(10)).toBe(13);
    expect(roadDistanceKm(2.5)).toBe(3.3); // 3.25 → 3.3
    expect(roadDistanceKm(1.01)).toBe(1.4); // 1.313 → 1.4
    expect(roadDistanceKm(0.01)).toBe(0.1); // 0.013 → 0.1
    expect(roadDistanceKm(9)).toBe(11.7); // 9 × 1.3 × 10 is 117.00000000000001 in floating point
  });

  it('refuses distances that are not distances', () => {
    expect(() => roadDistanceKm(-1)).toThrow(RangeError);
    expect(() => roadDistanceKm(Number.NaN)).toThrow(RangeError);
  });
});

describe('delivery fee', () => {
  const rule = { base: 49, per_km: 10.5, free_from_subtotal: 1000 };

  it('is null without a rule (shown as FREE)', () => {
    expect(deliveryFee({ rule: undefined, distanceKm: 5, subtotal: 10_000 })).toBeNull();
    expect(deliveryFee({ rule: null, distanceKm: 5, subtotal: 10_000 })).toBeNull();
  });

  it('is base + per km × road km rounded up, in centavos', () => {
    expect(deliveryFee({ rule, distanceKm: 0, subtotal: 50_000 })).toBe(4_900);
    expect(deliveryFee({ rule, distanceKm: 3, subtotal: 50_000 })).toBe(4_900 + 3 * 1_050);
    expect(deliveryFee({ rule, distanceKm: 3.1, subtotal: 50_000 })).toBe(4_900 + 4 * 1_050);
    expect(deliveryFee({ rule, distanceKm: roadDistanceKm(3), subtotal: 50_000 })).toBe(4_900 + 4 * 1_050);
    expect(deliveryFee({ rule: { base: 60 }, distanceKm: 12.4, subtotal: 50_000 })).toBe(6_000);
  });

  it('is free at or above the free-from subtotal, not below', () => {
    expect(deliveryFee({ rule, distanceKm: 3, subtotal: 100_000 })).toBe(0);
    expect(deliveryFee({ rule, distanceKm: 3, subtotal: 100_001 })).toBe(0);
    expect(deliveryFee({ rule, distanceKm: 3, subtotal: 99_999 })).toBe(4_900 + 3 * 1_050);
    expect(deliveryFee({ rule: { base: 49, per_km: 0 }, distanceKm: 3, subtotal: 10_000_000 })).toBe(4_900);
  });

  it('refuses bad inputs', () => {
    expect(() => deliveryFee({ rule, distanceKm: -1, subtotal: 0 })).toThrow(RangeError);
    expect(() => deliveryFee({ rule, distanceKm: 1, subtotal: 10.5 })).toThrow(RangeError);
  });
});

describe('delivery fee as the customer reads it', () => {
  it('words what deliveryFee computes: FREE without a rule or above the free-from subtotal', () => {
    const rule = { base: 49, per_km: 10.5, free_from_subtotal: 1000 };
    expect(deliveryFeeLabel(deliveryFee({ rule: null, distanceKm: 3, subtotal: 50_000 }))).toBe('FREE');
    expect(deliveryFeeLabel(deliveryFee({ rule, distanceKm: 3, subtotal: 100_000 }))).toBe('FREE');
    expect(deliveryFeeLabel(deliveryFee({ rule, distanceKm: 3, subtotal: 50_000 }))).toBe('PHP 80.50');
  });
});
