import { describe, expect, it } from 'vitest';
import { DEFAULT_POSITION, distanceKm } from './geo';

describe('distanceKm', () => {
  it('is zero for the same point', () => {
    expect(distanceKm(DEFAULT_POSITION, DEFAULT_POSITION)).toBe(0);
  });

  it('measures Makati (Ayala) to Quezon City (Cubao) at about 8 km', () => {
    const ayala = { lat: 14.5547, lng: 121.0244 };
    const cubao = { lat: 14.6197, lng: 121.0537 };
    expect(distanceKm(ayala, cubao)).toBeCloseTo(7.9, 0);
  });

  it('rounds to one decimal', () => {
    const d = distanceKm({ lat: 14.5, lng: 121 }, { lat: 14.51, lng: 121 });
    expect(d).toBe(1.1);
  });
});
