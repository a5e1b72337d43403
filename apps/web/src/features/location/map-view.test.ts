import { describe, expect, it } from 'vitest';
import { formatLatLng, initialMapView } from './map-view';

describe('the map’s first view (spec §9)', () => {
  it('centres on Manila (14.5813, 120.9762) at zoom 5 when the customer has no location', () => {
    expect(initialMapView(null)).toEqual({ center: { lat: 14.5813, lng: 120.9762 }, zoom: 5 });
  });

  it('centres on the customer’s location at zoom 15', () => {
    expect(initialMapView({ lat: 14.55027, lng: 121.03269 })).toEqual({
      center: { lat: 14.55027, lng: 121.03269 },
      zoom: 15,
    });
  });

  it('reads a position with five decimals', () => {
    expect(formatLatLng({ lat: 14.5813, lng: 120.9762 })).toBe('14.58130, 120.97620');
  });
});
