import type { ScheduleDate, ScheduleSettings, ScheduleStoreHours } from '@storefront/domain/schedule';
import { afterEach, describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '@/lib/api-client';
import {
  dateAccessibleName,
  fromLocalDay,
  fullDateLabel,
  initialDate,
  initialSlot,
  offeredDates,
  rejectionMessage,
  slotsFor,
  toLocalDay,
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

  it('opens on the first date that still has a time when today has none left', () => {
    const slotsOnlyOn26 = (date: string) =>
      date === '2026-11-26' ? [{ value: '2026-11-26 09:00:00', label: '9:00 AM' }] : [];
    expect(initialDate(dates, null, slotsOnlyOn26)).toBe('2026-11-26');
  });

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
      'Today, Monday, November 23, 2026, 2 slot(s) left',
    );
    expect(dateAccessibleName(entry('2026-12-05', { status: 'closed' }))).toBe('Saturday, December 5, 2026, Closed');
    expect(dateAccessibleName(entry('2026-12-06'))).toBe('Sunday, December 6, 2026');
  });
});

describe("the calendar widget's dates", () => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = machineZone;
  });

  // The widget reads dates in the machine's zone: a day must survive the round trip in any of them.
  // Node applies a change of TZ at once, so each case runs as on a machine in that zone.
  it.each(['America/Los_Angeles', 'UTC', 'Asia/Manila', 'Pacific/Kiritimati'])('keep the day in %s', (zone) => {
    process.env.TZ = zone;
    const day = toLocalDay('2026-12-04');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2026, 11, 4, 0]);
    expect(fromLocalDay(day)).toBe('2026-12-04');
    expect(fromLocalDay(toLocalDay('2027-01-01'))).toBe('2027-01-01');
    expect(fromLocalDay(toLocalDay('2028-02-29'))).toBe('2028-02-29');
  });

  it('are not the UTC parse', () => {
    process.env.TZ = 'America/Los_Angeles';
    // What the widget would show for the UTC parse: the day before.
    expect(new Date('2026-12-04').getDate()).toBe(3);
    expect(toLocalDay('2026-12-04').getDate()).toBe(4);
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
