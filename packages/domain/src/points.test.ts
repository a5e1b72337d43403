import { describe, expect, it } from 'vitest';
import { groupHistory, historyGroupLabel, MOVEMENT_TYPES, pointsEarned } from './points';

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
  it('are the seven the history names', () => {
    expect(MOVEMENT_TYPES).toHaveLength(7);
    expect(MOVEMENT_TYPES).toContain('Achievement Unlock');
  });
});
