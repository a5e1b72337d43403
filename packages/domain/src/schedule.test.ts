import { describe, expect, it } from 'vitest';
import {
  CUT_OFF_MESSAGE,
  calendarDates,
  defaultSlot,
  formatScheduleDisplay,
  INITIAL_PILL_LIMIT,
  initialPills,
  isBookable,
  isCutOff,
  isSelectable,
  type PreOrderDay,
  type ScheduleDate,
  type ScheduleSettings,
  type ScheduleStoreHours,
  SLOT_STEP_MINUTES,
  scheduleDates,
  slotInfoText,
  timeSlots,
  withRemaining,
} from './schedule';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const everyDay = (opening: string, closing: string, extra: object = {}): ScheduleStoreHours =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, { opening, closing, ...extra }]));

/** Pre-order all day ('00:00'–'00:00' runs round the clock) unless told otherwise. */
const preOrders = (day: PreOrderDay = { enable: true, start: '00:00', end: '00:00' }) =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, day]));

const settings = (extra: Partial<ScheduleSettings> = {}): ScheduleSettings => ({
  minimum_lead_time_value: 0,
  minimum_lead_time: 'minutes',
  duration_lead_time_value: 7,
  pre_order_schedules: preOrders(),
  ...extra,
});

/** A Manila wall-clock instant, whatever zone the test machine is in (vitest runs this in New York). */
const manila = (iso: string) => new Date(`${iso}+08:00`);

const values = (date: string, s: ScheduleSettings, hours: ScheduleStoreHours, now: Date) =>
  timeSlots(date, s, hours, now).map((slot) => slot.value);

// 2026-11-23 is a Monday in Manila.
const MONDAY_10AM = manila('2026-11-23T10:00:00');

describe('timeSlots', () => {
  it('steps every 30 minutes from opening, the closing minute itself excluded', () => {
    expect(SLOT_STEP_MINUTES).toBe(30);
    const slots = timeSlots('2026-11-25', settings(), everyDay('08:00', '10:00'), MONDAY_10AM);
    expect(slots).toEqual([
      { value: '2026-11-25 08:00:00', label: '8:00 AM' },
      { value: '2026-11-25 08:30:00', label: '8:30 AM' },
      { value: '2026-11-25 09:00:00', label: '9:00 AM' },
      { value: '2026-11-25 09:30:00', label: '9:30 AM' },
    ]);
  });

  it('anchors the 30-minute grid at the opening time', () => {
    expect(values('2026-11-25', settings(), everyDay('08:15', '10:00'), MONDAY_10AM)).toEqual([
      '2026-11-25 08:15:00',
      '2026-11-25 08:45:00',
      '2026-11-25 09:15:00',
      '2026-11-25 09:45:00',
    ]);
  });

  it('labels afternoon, noon and midnight slots with h:mm A', () => {
    const slots = timeSlots('2026-11-25', settings(), everyDay('11:30', '13:00'), MONDAY_10AM);
    expect(slots.map((s) => s.label)).toEqual(['11:30 AM', '12:00 PM', '12:30 PM']);
    const night = timeSlots('2026-11-25', settings(), everyDay('23:30', '00:30'), MONDAY_10AM);
    expect(night.map((s) => s.label)).toEqual(['11:30 PM', '12:00 AM']);
  });

  it('runs an 18:00–02:00 day past midnight into the next date', () => {
    const v = values('2026-11-25', settings(), everyDay('18:00', '02:00'), MONDAY_10AM);
    expect(v).toHaveLength(16);
    expect(v[0]).toBe('2026-11-25 18:00:00');
    expect(v).toContain('2026-11-25 23:30:00');
    expect(v).toContain('2026-11-26 00:00:00');
    expect(v[15]).toBe('2026-11-26 01:30:00');
  });

  it('moves today’s start to now + an hours lead time, rounded up to the next slot', () => {
    const s = settings({ minimum_lead_time: 'hours', minimum_lead_time_value: 2 });
    // 10:10 + 2 h = 12:10 → first slot 12:30.
    const v = values('2026-11-23', s, everyDay('08:00', '14:00'), manila('2026-11-23T10:10:00'));
    expect(v).toEqual(['2026-11-23 12:30:00', '2026-11-23 13:00:00', '2026-11-23 13:30:00']);
  });

  it('moves today’s start to now + a minutes lead time; a slot exactly at now + lead is kept', () => {
    const hours = everyDay('08:00', '12:00');
    const s45 = settings({ minimum_lead_time: 'minutes', minimum_lead_time_value: 45 });
    // 10:00 + 45 min = 10:45 → 11:00.
    expect(values('2026-11-23', s45, hours, MONDAY_10AM)).toEqual(['2026-11-23 11:00:00', '2026-11-23 11:30:00']);
    const s30 = settings({ minimum_lead_time: 'minutes', minimum_lead_time_value: 30 });
    expect(values('2026-11-23', s30, hours, MONDAY_10AM)[0]).toBe('2026-11-23 10:30:00');
  });

  it('starts at the opening when now + lead is before the window', () => {
    const s = settings({ minimum_lead_time: 'hours', minimum_lead_time_value: 1 });
    expect(values('2026-11-23', s, everyDay('08:00', '09:00'), manila('2026-11-23T06:00:00'))).toEqual([
      '2026-11-23 08:00:00',
      '2026-11-23 08:30:00',
    ]);
  });

  it('offers no slot today when the lead time pushes past the window, and none is preselected', () => {
    const s = settings({ minimum_lead_time: 'hours', minimum_lead_time_value: 2 });
    const now = manila('2026-11-23T20:00:00');
    const slots = timeSlots('2026-11-23', s, everyDay('08:00', '21:00'), now);
    expect(slots).toEqual([]);
    expect(defaultSlot(slots)).toBeNull();
    // Tomorrow is unaffected.
    expect(values('2026-11-24', s, everyDay('08:00', '21:00'), now)[0]).toBe('2026-11-24 08:00:00');
  });

  it('never offers a slot in the past, even with a days lead of 0', () => {
    const s = settings({ minimum_lead_time: 'days', minimum_lead_time_value: 0 });
    expect(values('2026-11-23', s, everyDay('08:00', '11:30'), manila('2026-11-23T10:10:00'))).toEqual([
      '2026-11-23 10:30:00',
      '2026-11-23 11:00:00',
    ]);
  });

  it('caps the slots at the cut-off time', () => {
    const hours = everyDay('08:00', '21:00', { cut_off_time: '10:00' });
    expect(values('2026-11-25', settings(), hours, MONDAY_10AM)).toEqual([
      '2026-11-25 08:00:00',
      '2026-11-25 08:30:00',
      '2026-11-25 09:00:00',
      '2026-11-25 09:30:00',
    ]);
  });

  it('puts a cut-off earlier than the opening on the next day', () => {
    const hours = everyDay('18:00', '02:00', { cut_off_time: '01:00' });
    const v = values('2026-11-25', settings(), hours, MONDAY_10AM);
    expect(v).toHaveLength(14);
    expect(v[13]).toBe('2026-11-26 00:30:00');
  });

  it('narrows the store hours to the pre-order start and end', () => {
    const s = settings({ pre_order_schedules: preOrders({ enable: true, start: '10:00', end: '12:00' }) });
    expect(values('2026-11-25', s, everyDay('08:00', '21:00'), MONDAY_10AM)).toEqual([
      '2026-11-25 10:00:00',
      '2026-11-25 10:30:00',
      '2026-11-25 11:00:00',
      '2026-11-25 11:30:00',
    ]);
    // A wider pre-order window leaves the store hours as the bound.
    const wide = settings({ pre_order_schedules: preOrders({ enable: true, start: '06:00', end: '23:00' }) });
    const v = values('2026-11-25', wide, everyDay('08:00', '10:00'), MONDAY_10AM);
    expect([v[0], v.at(-1)]).toEqual(['2026-11-25 08:00:00', '2026-11-25 09:30:00']);
  });

  it('treats 00:00–00:00 store hours as round the clock: 48 slots', () => {
    const v = values('2026-11-25', settings(), everyDay('00:00', '00:00'), MONDAY_10AM);
    expect([v.length, v[0], v[47]]).toEqual([48, '2026-11-25 00:00:00', '2026-11-25 23:30:00']);
  });

  it('narrows an overnight day to a pre-order end past midnight', () => {
    const s = settings({ pre_order_schedules: preOrders({ enable: true, start: '20:00', end: '01:00' }) });
    const v = values('2026-11-25', s, everyDay('18:00', '02:00'), MONDAY_10AM);
    expect([v[0], v.at(-1), v.length]).toEqual(['2026-11-25 20:00:00', '2026-11-26 00:30:00', 10]);
  });

  it('offers nothing on closed days', () => {
    const closedDate = settings({ closed_dates: ['2026-11-25'] });
    expect(values('2026-11-25', closedDate, everyDay('08:00', '21:00'), MONDAY_10AM)).toEqual([]);
    const disabled = settings({ pre_order_schedules: preOrders({ enable: false, start: '08:00', end: '21:00' }) });
    expect(values('2026-11-25', disabled, everyDay('08:00', '21:00'), MONDAY_10AM)).toEqual([]);
    expect(values('2026-11-25', settings(), everyDay('08:00', '21:00', { hide: true }), MONDAY_10AM)).toEqual([]);
  });
});

describe('isCutOff', () => {
  const hours = everyDay('08:00', '21:00', { cut_off_time: '15:00' });

  it('cuts today off at and after the cut-off time, not before', () => {
    expect(isCutOff('2026-11-23', hours, manila('2026-11-23T14:59:00'))).toBe(false);
    expect(isCutOff('2026-11-23', hours, manila('2026-11-23T15:00:00'))).toBe(true);
    expect(isCutOff('2026-11-23', hours, manila('2026-11-23T18:00:00'))).toBe(true);
  });

  it('does not cut off a later date or a day without a cut-off time', () => {
    expect(isCutOff('2026-11-24', hours, manila('2026-11-23T18:00:00'))).toBe(false);
    expect(isCutOff('2026-11-23', everyDay('08:00', '21:00'), manila('2026-11-23T18:00:00'))).toBe(false);
  });

  it('leaves today without slots once cut off', () => {
    expect(values('2026-11-23', settings(), hours, manila('2026-11-23T14:00:00'))).toEqual([
      '2026-11-23 14:00:00',
      '2026-11-23 14:30:00',
    ]);
    expect(values('2026-11-23', settings(), hours, manila('2026-11-23T15:00:00'))).toEqual([]);
  });

  it('has the spec’s message', () => {
    expect(CUT_OFF_MESSAGE).toBe('Order cut off already. Please select another date and time.');
  });
});

describe('scheduleDates', () => {
  const hours = everyDay('08:00', '21:00');

  it('runs from today for duration days with an hours lead that stays inside today', () => {
    const s = settings({ minimum_lead_time: 'hours', minimum_lead_time_value: 2, duration_lead_time_value: 7 });
    const dates = scheduleDates(s, hours, MONDAY_10AM);
    expect(dates).toHaveLength(7);
    expect(dates[0]?.date).toBe('2026-11-23');
    expect(dates[6]?.date).toBe('2026-11-29');
  });

  it('starts later with a days lead: now + lead to now + lead + duration − 1 day', () => {
    const one = scheduleDates(settings({ minimum_lead_time: 'days', minimum_lead_time_value: 1 }), hours, MONDAY_10AM);
    expect([one[0]?.date, one.at(-1)?.date, one.length]).toEqual(['2026-11-24', '2026-11-30', 7]);
    const two = scheduleDates(settings({ minimum_lead_time: 'days', minimum_lead_time_value: 2 }), hours, MONDAY_10AM);
    expect([two[0]?.date, two.at(-1)?.date]).toEqual(['2026-11-25', '2026-12-01']);
  });

  it('starts tomorrow when now + a minutes lead passes Manila midnight', () => {
    const s = settings({ minimum_lead_time: 'minutes', minimum_lead_time_value: 30 });
    const dates = scheduleDates(s, hours, manila('2026-11-23T23:50:00'));
    expect(dates[0]).toMatchObject({ date: '2026-11-24', label: 'Tomorrow' });
  });

  it('labels pills Today, Tomorrow, then the short month, with day number and weekday', () => {
    const dates = scheduleDates(settings({ duration_lead_time_value: 9 }), hours, MONDAY_10AM);
    expect(dates.slice(0, 3).map(({ label, day, weekday }) => [label, day, weekday])).toEqual([
      ['Today', 23, 'Mon'],
      ['Tomorrow', 24, 'Tue'],
      ['Nov', 25, 'Wed'],
    ]);
    expect(dates[8]).toMatchObject({ date: '2026-12-01', label: 'Dec', day: 1, weekday: 'Tue' });
  });

  it('reads today in Manila when the machine zone is still on the previous day', () => {
    const now = manila('2026-11-24T00:30:00');
    // The test machine (New York) is still on Monday the 23rd.
    expect(now.getDate()).toBe(23);
    const tuesdayOnly: ScheduleStoreHours = { tuesday: { opening: '08:00', closing: '09:00' } };
    const dates = scheduleDates(settings(), tuesdayOnly, now);
    expect(dates[0]).toMatchObject({ date: '2026-11-24', label: 'Today', weekday: 'Tue', status: 'open' });
    expect(dates[1]).toMatchObject({ date: '2026-11-25', label: 'Tomorrow', status: 'closed' });
    expect(values('2026-11-24', settings(), tuesdayOnly, now)).toEqual(['2026-11-24 08:00:00', '2026-11-24 08:30:00']);
  });

  it('closes temporary_closed, hidden, hour-less, pre-order-disabled and closed_dates days', () => {
    const mixed: ScheduleStoreHours = {
      ...everyDay('08:00', '21:00'),
      tuesday: { opening: '08:00', closing: '21:00', temporary_closed: true },
      wednesday: { opening: '08:00', closing: '21:00', hide: true },
      thursday: undefined,
    };
    const s = settings({
      closed_dates: ['2026-11-28'],
      pre_order_schedules: { ...preOrders(), sunday: { enable: false, start: '00:00', end: '00:00' } },
    });
    const status = Object.fromEntries(scheduleDates(s, mixed, MONDAY_10AM).map((d) => [d.weekday, d.status]));
    expect(status).toEqual({
      Mon: 'open',
      Tue: 'closed',
      Wed: 'closed',
      Thu: 'closed',
      Fri: 'open',
      Sat: 'closed',
      Sun: 'closed',
    });
  });

  it('marks 0 remaining orders full and keeps the count otherwise', () => {
    const remaining: Record<string, number | null> = { '2026-11-23': 0, '2026-11-24': 3, '2026-11-25': 1 };
    const dates = scheduleDates(settings(), hours, MONDAY_10AM, {
      remainingOrders: (date) => remaining[date] ?? null,
    });
    expect(dates.slice(0, 4).map((d) => [d.status, d.remaining])).toEqual([
      ['full', 0],
      ['open', 3],
      ['open', 1],
      ['open', null],
    ]);
    expect(dates.slice(0, 4).map(isSelectable)).toEqual([false, true, true, true]);
  });

  it('defaults the remaining count to orders_per_day', () => {
    const dates = scheduleDates(settings({ orders_per_day: 5 }), hours, MONDAY_10AM);
    expect(dates[0]?.remaining).toBe(5);
  });

  it('gives the same dates when the counts are applied afterwards (withRemaining), leaving the first list as it was', () => {
    const closedTuesday: ScheduleStoreHours = {
      ...everyDay('08:00', '21:00'),
      tuesday: { opening: '08:00', closing: '21:00', temporary_closed: true },
    };
    const s = settings({ orders_per_day: 2 });
    const remaining = (date: string) => (date === '2026-11-25' ? 0 : date === '2026-11-24' ? 0 : 1);
    const base = scheduleDates(s, closedTuesday, MONDAY_10AM);
    const before = structuredClone(base);
    const applied = withRemaining(base, remaining);
    expect(applied).toEqual(scheduleDates(s, closedTuesday, MONDAY_10AM, { remainingOrders: remaining }));
    expect(applied.slice(0, 3).map((d) => [d.date, d.status, d.remaining])).toEqual([
      ['2026-11-23', 'open', 1],
      ['2026-11-24', 'closed', 0],
      ['2026-11-25', 'full', 0],
    ]);
    expect(base).toEqual(before);
  });
});

describe('slotInfoText', () => {
  const entry = (status: ScheduleDate['status'], remaining: number | null): ScheduleDate => ({
    date: '2026-11-23',
    label: 'Today',
    day: 23,
    weekday: 'Mon',
    status,
    remaining,
  });

  it('says Closed, Full, N slot(s) left (for 1 too), or nothing when unlimited', () => {
    expect(slotInfoText(entry('closed', 3))).toBe('Closed');
    expect(slotInfoText(entry('full', 0))).toBe('Full');
    expect(slotInfoText(entry('open', 1))).toBe('1 slot(s) left');
    expect(slotInfoText(entry('open', 3))).toBe('3 slot(s) left');
    expect(slotInfoText(entry('open', null))).toBeNull();
  });
});

describe('initialPills and calendarDates', () => {
  it('shows up to 14 pills and leaves the rest of a 20-day range to the calendar', () => {
    expect(INITIAL_PILL_LIMIT).toBe(14);
    const dates = scheduleDates(settings({ duration_lead_time_value: 20 }), everyDay('08:00', '21:00'), MONDAY_10AM);
    const pills = initialPills(dates);
    const calendar = calendarDates(dates);
    expect(pills).toHaveLength(14);
    expect([pills[0]?.date, pills[13]?.date]).toEqual(['2026-11-23', '2026-12-06']);
    expect(calendar).toHaveLength(6);
    expect([calendar[0]?.date, calendar[5]?.date]).toEqual(['2026-12-07', '2026-12-12']);
  });

  it('shows every date as a pill when the range is shorter than 14 days', () => {
    const dates = scheduleDates(settings({ duration_lead_time_value: 7 }), everyDay('08:00', '21:00'), MONDAY_10AM);
    expect(initialPills(dates)).toHaveLength(7);
    expect(calendarDates(dates)).toEqual([]);
  });
});

describe('defaultSlot', () => {
  it('preselects the first slot', () => {
    const slots = timeSlots('2026-11-25', settings(), everyDay('08:00', '10:00'), MONDAY_10AM);
    expect(defaultSlot(slots)).toEqual({ value: '2026-11-25 08:00:00', label: '8:00 AM' });
  });
});

describe('formatScheduleDisplay', () => {
  it('formats MMM DD, LT', () => {
    expect(formatScheduleDisplay('2026-11-23 14:30:00')).toBe('Nov 23, 2:30 PM');
    expect(formatScheduleDisplay('2026-01-05 00:00:00')).toBe('Jan 05, 12:00 AM');
    expect(formatScheduleDisplay('2026-12-31 12:30:00')).toBe('Dec 31, 12:30 PM');
    expect(formatScheduleDisplay('2026-06-09 09:00:00')).toBe('Jun 09, 9:00 AM');
  });

  it('rejects anything but YYYY-MM-DD HH:mm:ss', () => {
    expect(() => formatScheduleDisplay('2026-11-23T14:30:00')).toThrow(RangeError);
    expect(() => formatScheduleDisplay('2026-13-23 14:30:00')).toThrow(RangeError);
  });
});

describe('isBookable', () => {
  const hours = everyDay('08:00', '21:00');
  const s = settings({ minimum_lead_time: 'hours', minimum_lead_time_value: 1, closed_dates: ['2026-11-25'] });

  it('accepts an offered slot', () => {
    expect(isBookable('2026-11-23 11:00:00', s, hours, MONDAY_10AM)).toBe(true);
    expect(isBookable('2026-11-24 08:00:00', s, hours, MONDAY_10AM)).toBe(true);
  });

  it('rejects a slot inside the lead time or in the past', () => {
    expect(isBookable('2026-11-23 10:30:00', s, hours, MONDAY_10AM)).toBe(false);
    expect(isBookable('2026-11-23 09:00:00', s, hours, MONDAY_10AM)).toBe(false);
    expect(isBookable('2026-11-22 12:00:00', s, hours, MONDAY_10AM)).toBe(false);
  });

  it('rejects a closed date, an off-step time, a time outside the hours and a date past the range', () => {
    expect(isBookable('2026-11-25 12:00:00', s, hours, MONDAY_10AM)).toBe(false);
    expect(isBookable('2026-11-24 12:15:00', s, hours, MONDAY_10AM)).toBe(false);
    expect(isBookable('2026-11-24 12:00:01', s, hours, MONDAY_10AM)).toBe(false);
    expect(isBookable('2026-11-24 21:00:00', s, hours, MONDAY_10AM)).toBe(false);
    expect(isBookable('2026-11-29 12:00:00', s, hours, MONDAY_10AM)).toBe(true);
    expect(isBookable('2026-11-30 12:00:00', s, hours, MONDAY_10AM)).toBe(false);
  });

  it('rejects a full date', () => {
    const options = { remainingOrders: (date: string) => (date === '2026-11-24' ? 0 : null) };
    expect(isBookable('2026-11-24 12:00:00', s, hours, MONDAY_10AM, options)).toBe(false);
    expect(isBookable('2026-11-26 12:00:00', s, hours, MONDAY_10AM, options)).toBe(true);
  });

  it('rejects a cut-off today', () => {
    const cut = everyDay('08:00', '21:00', { cut_off_time: '15:00' });
    expect(isBookable('2026-11-23 17:00:00', settings(), cut, manila('2026-11-23T14:00:00'))).toBe(false);
    expect(isBookable('2026-11-23 14:30:00', settings(), cut, manila('2026-11-23T14:00:00'))).toBe(true);
    expect(isBookable('2026-11-23 14:30:00', settings(), cut, manila('2026-11-23T15:00:00'))).toBe(false);
  });

  it('accepts an overnight slot that carries the next date', () => {
    const night = everyDay('18:00', '02:00');
    expect(isBookable('2026-11-24 01:30:00', settings(), night, MONDAY_10AM)).toBe(true);
    expect(isBookable('2026-11-24 02:00:00', settings(), night, MONDAY_10AM)).toBe(false);
  });

  it('rejects malformed and impossible values', () => {
    expect(isBookable('2026-11-24T12:00:00', s, hours, MONDAY_10AM)).toBe(false);
    expect(isBookable('2026-02-30 12:00:00', s, hours, MONDAY_10AM)).toBe(false);
    expect(isBookable('', s, hours, MONDAY_10AM)).toBe(false);
  });
});
