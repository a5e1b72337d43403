import { describe, expect, it } from 'vitest';
import {
  type EarningPart,
  groupHistory,
  historyGroupLabel,
  historyShortDate,
  MOVEMENT_TYPES,
  paidSubtotalCentavos,
  pointsEarned,
  SPEC_MOVEMENT_TYPES,
} from './points';

const PER_100_PESOS = { points: 1, perCentavos: 10_000 };

describe('pointsEarned', () => {
  it('earns one point per ₱100 of the paid subtotal, rounded down', () => {
    expect(pointsEarned(10_000, PER_100_PESOS)).toBe(1);
    expect(pointsEarned(19_999, PER_100_PESOS)).toBe(1);
    expect(pointsEarned(20_000, PER_100_PESOS)).toBe(2);
    expect(pointsEarned(9_999, PER_100_PESOS)).toBe(0);
    expect(pointsEarned(123_456_700, PER_100_PESOS)).toBe(12_345);
  });

  it('earns in whole steps of other rates', () => {
    // 5 points per ₱50: ₱149.99 is two steps.
    expect(pointsEarned(14_999, { points: 5, perCentavos: 5_000 })).toBe(10);
  });

  it('earns nothing on nothing, or on a rate of 0 points', () => {
    expect(pointsEarned(0, PER_100_PESOS)).toBe(0);
    expect(pointsEarned(-500, PER_100_PESOS)).toBe(0);
    expect(pointsEarned(50_000, { points: 0, perCentavos: 10_000 })).toBe(0);
  });

  it('refuses amounts that are not centavos and rates that are not rates', () => {
    expect(() => pointsEarned(100.5, PER_100_PESOS)).toThrow(RangeError);
    expect(() => pointsEarned(100, { points: 1, perCentavos: 0 })).toThrow(RangeError);
    expect(() => pointsEarned(100, { points: -1, perCentavos: 100 })).toThrow(RangeError);
  });
});

describe('historyGroupLabel', () => {
  // 2026-11-24 09:00 in Manila.
  const now = new Date('2026-11-24T01:00:00Z');

  it("says 'Today', 'Yesterday, Mon D' or 'Mon D' by the Manila day", () => {
    expect(historyGroupLabel(new Date('2026-11-24T00:10:00Z'), now)).toBe('Today');
    expect(historyGroupLabel(new Date('2026-11-23T03:00:00Z'), now)).toBe('Yesterday, Nov 23');
    expect(historyGroupLabel(new Date('2026-11-21T03:00:00Z'), now)).toBe('Nov 21');
    expect(historyGroupLabel(new Date('2026-01-05T03:00:00Z'), now)).toBe('Jan 5');
  });

  it('draws midnight in Manila, not in UTC', () => {
    // 15:59Z is 23:59 on the 23rd in Manila; 16:00Z is midnight of the 24th.
    expect(historyGroupLabel(new Date('2026-11-23T15:59:00Z'), now)).toBe('Yesterday, Nov 23');
    expect(historyGroupLabel(new Date('2026-11-23T16:00:00Z'), now)).toBe('Today');
    // Seen at 00:30 Manila, a movement at 23:30 the evening before is yesterday's.
    expect(historyGroupLabel(new Date('2026-11-23T15:30:00Z'), new Date('2026-11-23T16:30:00Z'))).toBe(
      'Yesterday, Nov 23',
    );
  });

  it('knows the day before the first of a month and of a year', () => {
    expect(historyGroupLabel(new Date('2026-11-30T04:00:00Z'), new Date('2026-12-01T04:00:00Z'))).toBe(
      'Yesterday, Nov 30',
    );
    expect(historyGroupLabel(new Date('2026-12-31T04:00:00Z'), new Date('2027-01-01T04:00:00Z'))).toBe(
      'Yesterday, Dec 31',
    );
  });
});

describe('groupHistory', () => {
  it('puts movements under their day headings, keeping their order', () => {
    const now = new Date('2026-11-24T01:00:00Z');
    const items = [
      { id: 1, created_at: '2026-11-24T00:30:00Z' },
      { id: 2, created_at: '2026-11-23T16:05:00Z' },
      { id: 3, created_at: '2026-11-23T10:00:00Z' },
      { id: 4, created_at: '2026-11-20T10:00:00Z' },
    ];
    expect(groupHistory(items, now).map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Today', [1, 2]],
      ['Yesterday, Nov 23', [3]],
      ['Nov 20', [4]],
    ]);
    expect(groupHistory([], now)).toEqual([]);
  });
});

describe('MOVEMENT_TYPES', () => {
  it('are the seven the spec names, and the reversal of earned points', () => {
    expect(SPEC_MOVEMENT_TYPES).toHaveLength(7);
    expect(MOVEMENT_TYPES).toEqual([...SPEC_MOVEMENT_TYPES, 'Reverse Points']);
    expect(MOVEMENT_TYPES).toContain('Achievement Unlock');
  });
});

describe('paidSubtotalCentavos', () => {
  const part = (over: Partial<EarningPart> = {}): EarningPart => ({
    status: 'delivered',
    subtotal: 50_000,
    voucherAmount: 0,
    specialDiscountAmount: 0,
    ...over,
  });
  const plain = { promoTakesOffItems: false, specialDiscountTaken: false };

  it('adds the items of every part still standing', () => {
    expect(paidSubtotalCentavos([part(), part({ subtotal: 25_000 })], plain)).toBe(75_000);
  });

  it('leaves out cancelled and failed parts', () => {
    const parts = [part(), part({ status: 'cancelled' }), part({ status: 'payment_failed' })];
    expect(paidSubtotalCentavos(parts, plain)).toBe(50_000);
  });

  it('takes off an items promo code but not a delivery one', () => {
    const parts = [part({ voucherAmount: 10_000 })];
    expect(paidSubtotalCentavos(parts, { ...plain, promoTakesOffItems: true })).toBe(40_000);
    expect(paidSubtotalCentavos(parts, plain)).toBe(50_000);
  });

  it('takes off the special discount unless the store rejected it', () => {
    const parts = [part({ specialDiscountAmount: 14_286 })];
    expect(paidSubtotalCentavos(parts, { ...plain, specialDiscountTaken: true })).toBe(35_714);
    expect(paidSubtotalCentavos(parts, plain)).toBe(50_000);
  });

  it('never goes below zero for a part', () => {
    const parts = [part({ subtotal: 1_000, voucherAmount: 5_000 }), part()];
    expect(paidSubtotalCentavos(parts, { ...plain, promoTakesOffItems: true })).toBe(50_000);
  });

  it('earns on what was paid: ₱2,099.99 less a ₱100 code is ₱1,999.99, 19 points at 1 per ₱100', () => {
    const paid = paidSubtotalCentavos([part({ subtotal: 209_999, voucherAmount: 10_000 })], {
      promoTakesOffItems: true,
      specialDiscountTaken: false,
    });
    expect(pointsEarned(paid, PER_100_PESOS)).toBe(19);
  });

  it('leaves out what points paid, after the discounts, never below zero', () => {
    const parts = [part({ voucherAmount: 10_000 }), part()];
    expect(paidSubtotalCentavos(parts, { ...plain, promoTakesOffItems: true, pointsPaid: 30_000 })).toBe(60_000);
    expect(paidSubtotalCentavos(parts, { ...plain, pointsPaid: 200_000 })).toBe(0);
    expect(paidSubtotalCentavos(parts, { ...plain, pointsPaid: 0 })).toBe(100_000);
  });

  it('refuses points paid that are not whole centavos', () => {
    expect(() => paidSubtotalCentavos([part()], { ...plain, pointsPaid: -1 })).toThrow(RangeError);
    expect(() => paidSubtotalCentavos([part()], { ...plain, pointsPaid: 1.5 })).toThrow(RangeError);
  });
});

describe('historyShortDate', () => {
  it('shows the Manila day and a 12-hour time', () => {
    expect(historyShortDate(new Date('2026-11-24T07:05:00Z'))).toBe('Nov 24, 3:05 PM');
    expect(historyShortDate(new Date('2026-11-23T16:00:00Z'))).toBe('Nov 24, 12:00 AM');
    expect(historyShortDate(new Date('2026-11-24T04:30:00Z'))).toBe('Nov 24, 12:30 PM');
    expect(historyShortDate(new Date('2026-12-31T15:59:00Z'))).toBe('Dec 31, 11:59 PM');
  });
});
