import { describe, expect, it } from 'vitest';
import { minimumOrderMessage, minimumOrderShortfall } from './minimum-order';

describe('minimum order shortfall', () => {
  const delivery = { deliveryType: 'deliver_now' as const, minimum: 30_000 };

  it('is what the items lack of the minimum, for delivery now or scheduled', () => {
    expect(minimumOrderShortfall({ ...delivery, subtotal: 25_500 })).toBe(4_500);
    expect(minimumOrderShortfall({ ...delivery, deliveryType: 'scheduled_delivery', subtotal: 1 })).toBe(29_999);
    expect(minimumOrderShortfall({ ...delivery, subtotal: 0 })).toBe(30_000);
  });

  it('is 0 at exactly the minimum and above it', () => {
    expect(minimumOrderShortfall({ ...delivery, subtotal: 30_000 })).toBe(0);
    expect(minimumOrderShortfall({ ...delivery, subtotal: 30_001 })).toBe(0);
  });

  it('is 0 for pickup (no rider) and without a minimum', () => {
    expect(minimumOrderShortfall({ ...delivery, deliveryType: 'pickup_now', subtotal: 100 })).toBe(0);
    expect(minimumOrderShortfall({ ...delivery, deliveryType: 'scheduled_pickup', subtotal: 100 })).toBe(0);
    expect(minimumOrderShortfall({ ...delivery, minimum: null, subtotal: 100 })).toBe(0);
  });

  it('refuses amounts that are not centavos', () => {
    expect(() => minimumOrderShortfall({ ...delivery, subtotal: 10.5 })).toThrow(RangeError);
    expect(() => minimumOrderShortfall({ ...delivery, minimum: 0.5, subtotal: 10 })).toThrow(RangeError);
  });
});

describe('minimum order message', () => {
  it("names the branch as 'Brand · Branch' (the brand once) and both amounts in pesos", () => {
    expect(
      minimumOrderMessage({
        brandName: 'Lutong Bahay',
        branchName: 'Lutong Bahay - Ayala Makati',
        shortBy: 4_500,
        minimum: 30_000,
      }),
    ).toBe('Add PHP 45.00 more from Lutong Bahay · Ayala Makati to reach its PHP 300.00 minimum for delivery.');
    expect(minimumOrderMessage({ brandName: 'Grill', branchName: 'Makati', shortBy: 1, minimum: 123_456 })).toBe(
      'Add PHP 0.01 more from Grill · Makati to reach its PHP 1,234.56 minimum for delivery.',
    );
  });
});
