import { describe, expect, it } from 'vitest';
import { isOpenAt, type StoreHours } from './store-hours';

const everyDay = (opening: string, closing: string, extra: object = {}): StoreHours =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      { opening, closing, ...extra },
    ]),
  );

/** A Manila wall-clock instant, whatever zone the test machine is in (vitest runs this in New York). */
const manila = (iso: string) => new Date(`${iso}+08:00`);

describe('isOpenAt', () => {
  it('is open inside the day window and closed at the closing minute', () => {
    const hours = everyDay('08:00', '21:00');
    expect(isOpenAt(hours, manila('2026-11-23T07:59:00'))).toBe(false);
    expect(isOpenAt(hours, manila('2026-11-23T08:00:00'))).toBe(true);
    expect(isOpenAt(hours, manila('2026-11-23T20:59:00'))).toBe(true);
    expect(isOpenAt(hours, manila('2026-11-23T21:00:00'))).toBe(false);
  });

  it('treats 00:00–00:00 as open around the clock', () => {
    const hours = everyDay('00:00', '00:00');
    expect(isOpenAt(hours, manila('2026-11-23T00:00:00'))).toBe(true);
    expect(isOpenAt(hours, manila('2026-11-23T23:59:00'))).toBe(true);
  });

  it('carries a closing time past midnight into the next day', () => {
    const hours = everyDay('18:00', '02:00');
    expect(isOpenAt(hours, manila('2026-11-23T01:30:00'))).toBe(true);
    expect(isOpenAt(hours, manila('2026-11-23T02:00:00'))).toBe(false);
    expect(isOpenAt(hours, manila('2026-11-23T17:59:00'))).toBe(false);
  });

  it('uses yesterday’s overnight hours even when today is closed', () => {
    const hours: StoreHours = {
      sunday: { opening: '18:00', closing: '03:00' },
      monday: { opening: '18:00', closing: '03:00', temporary_closed: true },
    };
    // 2026-11-23 is a Monday in Manila.
    expect(isOpenAt(hours, manila('2026-11-23T02:00:00'))).toBe(true);
    expect(isOpenAt(hours, manila('2026-11-23T19:00:00'))).toBe(false);
  });

  it('is closed on temporary_closed and hidden days, and on days with no hours', () => {
    expect(isOpenAt(everyDay('00:00', '00:00', { temporary_closed: true }), manila('2026-11-23T12:00:00'))).toBe(false);
    expect(isOpenAt(everyDay('00:00', '00:00', { hide: true }), manila('2026-11-23T12:00:00'))).toBe(false);
    expect(isOpenAt({}, manila('2026-11-23T12:00:00'))).toBe(false);
  });

  it('reads the weekday in Manila, not in the machine zone', () => {
    // 01:00 Tuesday in Manila is still Monday in New York and in UTC.
    const hours: StoreHours = { tuesday: { opening: '00:00', closing: '06:00' } };
    expect(isOpenAt(hours, manila('2026-11-24T01:00:00'))).toBe(true);
  });
});
