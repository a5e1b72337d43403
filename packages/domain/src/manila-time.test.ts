import { describe, expect, it } from 'vitest';
import { manilaClock, manilaInstant } from './manila-time';

describe('manilaInstant', () => {
  it('reads Manila wall-clock times as UTC+8, whatever the machine zone', () => {
    expect(manilaInstant('2026-12-01 00:00')?.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(manilaInstant('2026-12-01T08:30:15')?.toISOString()).toBe('2026-12-01T00:30:15.000Z');
    expect(manilaInstant('2026-12-01')?.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    const instant = manilaInstant('2027-01-01 23:59') as Date;
    expect(manilaClock(instant)).toMatchObject({ date: '2027-01-01', minuteOfDay: 23 * 60 + 59 });
  });

  it('refuses what is not a time', () => {
    for (const bad of ['2026-02-30', '2026-12-01 24:00', '2026-12-01 8:30', '01/12/2026', '2026-12-01Z', ''])
      expect(manilaInstant(bad), bad).toBeUndefined();
  });
});
