import type { ScheduleDate, ScheduleSettings, ScheduleStoreHours } from '@storefront/domain/schedule';
import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '@/lib/api-client';
import {
  dateAccessibleName,
  fullDateLabel,
  initialDate,
  initialSlot,
  monthsOf,
  monthTitle,
  monthWeeks,
  offeredDates,
  rejectionMessage,
  slotsFor,
  stepDate,
  stepPill,
} from './schedule-view';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const allDay = { enable: true, start: '00:00', end: '00:00' };

const storeHours: ScheduleStoreHours = Object.fromEntries(
  WEEKDAYS.map((d) => [d, { opening: '08:00', closing: '22:00', cut_off_time: '21:00' }]),
);

const settings = (extra: Partial<ScheduleSettings> = {}): ScheduleSettings => ({
  minimum_lead_time_value: 1,
  minimum_lead_time: 'hours',
  duration_lead_time_value: 7,
  orders_per_day: 30,
  pre_order_schedules: Object.fromEntries(WEEKDAYS.map((d) => [d, allDay])),
  ...extra,
});

/** Monday 23 November 2026, 10:00 in Manila, whatever the machine's zone. */
const NOW = new Date('2026-11-23T10:00:00+08:00');

const entry = (date: string, extra: Partial<ScheduleDate> = {}): ScheduleDate => ({
  date,
  label: 'Nov',
  day: Number(date.slice(8)),
  weekday: 'Wed',
  status: 'open',
  remaining: null,
  ...extra,
});

describe('offeredDates', () => {
  it("takes each date's remaining orders and closed flag from the server", () => {
    const dates = offeredDates(
      settings(),
      storeHours,
      [
        { date: '2026-11-23', remaining_orders_accepted: 2, closed: false },
        { date: '2026-11-24', remaining_orders_accepted: 0, closed: false },
        { date: '2026-11-25', remaining_orders_accepted: 5, closed: true },
        { date: '2026-11-26', remaining_orders_accepted: null, closed: false },
      ],
      NOW,
    );
    expect(dates.slice(0, 5).map((d) => [d.date, d.status, d.remaining])).toEqual([
      ['2026-11-23', 'open', 2],
      ['2026-11-24', 'full', 0],
      ['2026-11-25', 'closed', 5],
      ['2026-11-26', 'open', null],
      // Not mentioned by the server: the settings' orders per day.
      ['2026-11-27', 'open', 30],
    ]);
  });
});

describe('initialDate', () => {
  const dates = [
    entry('2026-11-23', { status: 'full' }),
    entry('2026-11-24'),
    entry('2026-11-25', { status: 'closed' }),
    entry('2026-11-26'),
  ];
  const noSlots = () => [];

  it("picks the value's date while it can still be chosen", () => {
    expect(initialDate(dates, '2026-11-26 14:00:00', noSlots)).toBe('2026-11-26');
  });

  it('falls back to the first selectable date when the value is gone, full, closed or absent', () => {
    expect(initialDate(dates, '2026-11-25 14:00:00', noSlots)).toBe('2026-11-24');
    expect(initialDate(dates, '2026-11-23 14:00:00', noSlots)).toBe('2026-11-24');
    expect(initialDate(dates, '2026-12-30 14:00:00', noSlots)).toBe('2026-11-24');
    expect(initialDate(dates, null, noSlots)).toBe('2026-11-24');
  });

  it('gives an overnight slot to the date whose window it belongs to', () => {
    const slotsOf = (date: string) =>
      date === '2026-11-24' ? [{ value: '2026-11-25 01:00:00', label: '1:00 AM' }] : [];
    expect(initialDate(dates, '2026-11-25 01:00:00', slotsOf)).toBe('2026-11-24');
  });

  it('is null when no date can be chosen', () => {
    expect(initialDate([entry('2026-11-23', { status: 'full' })], null, noSlots)).toBeNull();
  });
});

describe('initialSlot', () => {
  const slots = slotsFor(settings(), storeHours, NOW)('2026-11-24');

  it('keeps the current value when the date offers it, else the first slot', () => {
    expect(slots[0]).toEqual({ value: '2026-11-24 08:00:00', label: '8:00 AM' });
    expect(initialSlot(slots, '2026-11-24 14:30:00')).toBe('2026-11-24 14:30:00');
    expect(initialSlot(slots, '2026-11-24 21:30:00')).toBe('2026-11-24 08:00:00');
    expect(initialSlot(slots, null)).toBe('2026-11-24 08:00:00');
  });

  it('selects nothing on a date without slots', () => {
    expect(initialSlot([], '2026-11-24 14:30:00')).toBeNull();
  });
});

describe('date names', () => {
  it('spells out the full date for screen readers', () => {
    expect(fullDateLabel('2026-11-23')).toBe('Monday, November 23, 2026');
    expect(dateAccessibleName(entry('2026-11-23', { label: 'Today', remaining: 2 }))).toBe(
      'Today, Monday, November 23, 2026, 2 slots left',
    );
    expect(dateAccessibleName(entry('2026-12-05', { status: 'closed' }))).toBe('Saturday, December 5, 2026, Closed');
    expect(dateAccessibleName(entry('2026-12-06'))).toBe('Sunday, December 6, 2026');
  });
});

describe('calendar months', () => {
  it('lists the months the dates fall in', () => {
    expect(monthsOf([entry('2026-12-30'), entry('2026-12-31'), entry('2027-01-01')])).toEqual(['2026-12', '2027-01']);
    expect(monthTitle('2027-01')).toBe('January 2027');
  });

  it('lays a month out in Sunday-first weeks', () => {
    const weeks = monthWeeks('2026-12');
    // 1 December 2026 is a Tuesday; the 31st a Thursday.
    expect(weeks[0]).toEqual([null, null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(weeks.at(-1)).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(monthWeeks('2028-02').flat().filter(Boolean)).toHaveLength(29);
  });
});

describe('keyboard steps', () => {
  const selectable = ['2026-12-07', '2026-12-08', '2026-12-10', '2026-12-31', '2027-01-01'];

  it('moves a day or a week in the calendar, skipping dates that cannot be chosen', () => {
    expect(stepDate(selectable, '2026-12-08', 1)).toBe('2026-12-10');
    expect(stepDate(selectable, '2026-12-10', -1)).toBe('2026-12-08');
    expect(stepDate(selectable, '2026-12-08', 7)).toBe('2026-12-31');
    expect(stepDate(selectable, '2026-12-31', 1)).toBe('2027-01-01');
    expect(stepDate(selectable, '2027-01-01', 1)).toBeNull();
    expect(stepDate(selectable, '2026-12-07', -7)).toBeNull();
  });

  it('wraps round the pills like radio buttons', () => {
    const pills = ['2026-11-24', '2026-11-26'];
    expect(stepPill(pills, '2026-11-24', 1)).toBe('2026-11-26');
    expect(stepPill(pills, '2026-11-26', 1)).toBe('2026-11-24');
    expect(stepPill(pills, '2026-11-24', -1)).toBe('2026-11-26');
    // Nothing checked among the pills (a calendar date is chosen): start at an end.
    expect(stepPill(pills, null, 1)).toBe('2026-11-24');
    expect(stepPill(pills, null, -1)).toBe('2026-11-26');
    expect(stepPill([], null, 1)).toBeNull();
  });
});

describe('rejectionMessage', () => {
  it("shows the rejection's message, or the generic one", () => {
    expect(rejectionMessage(new Error('The selected schedule is already full.'))).toBe(
      'The selected schedule is already full.',
    );
    expect(rejectionMessage(undefined)).toBe(GENERIC_ERROR_MESSAGE);
  });
});
