/**
 * Scheduled delivery / pickup: which dates a branch can be booked for and which 30-minute time slots
 * each date offers (spec §2 "Schedule modal", §4 "Schedule slots", §5 "Schedule", §9). Everything is
 * Asia/Manila wall-clock time whatever the machine's zone; instants are built from Manila wall times
 * with the fixed +08:00 offset (the Philippines has no daylight saving).
 *
 * Readings of the spec chosen here:
 * - Date range: from the Manila date of (now + minimum lead time) for `duration_lead_time_value` days,
 *   i.e. up to start + duration − 1 day. "(plus the number of initial dates)" is read as where the
 *   calendar begins: the first up to 14 dates are pills (`initialPills`), the calendar offers the rest
 *   (`calendarDates`), starting at start + number of pills.
 * - Slots run on a 30-minute grid anchored at the window's start (opening, or the pre-order start if
 *   later); the closing / pre-order end / cut-off minute itself is not a slot (as `isOpenAt` is closed
 *   at the closing minute).
 * - With an hours or minutes lead time, a slot must start at or after now + lead time; this moves
 *   today's start to the first grid slot at or after now + lead (rounding up to the step). With a days
 *   lead time the whole first date is bookable, but a slot in the past never is.
 * - The cut-off time caps every date's slots (a cut-off earlier than the opening falls on the next
 *   day, like the closing); at or after the cut-off, the date offers no slot at all (`isCutOff`).
 * - Pre-order start/end narrow the store hours (intersection); an end not later than the start falls on the
 *   next day, and equal start and end ('00:00'–'00:00') means round the clock, i.e. no narrowing.
 * - A date's overnight slots (after midnight) carry the next date in their value and belong to the
 *   date whose opening they follow.
 * - Slot info: 'Closed', 'Full', 'N slot(s) left' (the spec's words, for 1 too); no text when there is no limit.
 */

import { MANILA_OFFSET_MINUTES, manilaClock, minutesOf, WEEKDAY_NAMES, type WeekdayName } from './manila-time';
import type { StoreHoursDay } from './store-hours';

/** Minutes between two time slots (§9). */
export const SLOT_STEP_MINUTES = 30;
/** Most date pills shown before the calendar is offered (§9). */
export const INITIAL_PILL_LIMIT = 14;
/** Shown when same-day selection is past the cut-off time (§2). */
export const CUT_OFF_MESSAGE = 'Order cut off already. Please select another date and time.';

export type ScheduleStoreDay = StoreHoursDay & { cut_off_time?: string };
export type ScheduleStoreHours = Partial<Record<WeekdayName, ScheduleStoreDay>>;
export type PreOrderDay = { enable: boolean; start: string; end: string };

/** A branch's delivery_settings or pickup_settings (mirrors the merchant configuration). */
export type ScheduleSettings = {
  minimum_lead_time_value: number;
  minimum_lead_time: 'hours' | 'minutes' | 'days';
  /** Days ahead a customer may book. */
  duration_lead_time_value: number;
  orders_per_day?: number | null;
  closed_dates?: readonly string[];
  pre_order_schedules: Partial<Record<WeekdayName, PreOrderDay>>;
};

export type ScheduleOptions = {
  /** Orders still accepted on a date ('YYYY-MM-DD'); null means no limit. Default: `orders_per_day` or null. */
  remainingOrders?: (date: string) => number | null;
};

export type DateStatus = 'open' | 'closed' | 'full';

export type ScheduleDate = {
  /** 'YYYY-MM-DD' in Manila. */
  date: string;
  /** Top line of the pill: 'Today', 'Tomorrow' or the short month ('Nov'). */
  label: string;
  /** Day of the month, 1–31. */
  day: number;
  /** Short weekday: 'Mon'. */
  weekday: string;
  status: DateStatus;
  /** Orders still accepted that day; null when unlimited. */
  remaining: number | null;
};

export type TimeSlot = {
  /** Manila wall clock 'YYYY-MM-DD HH:mm:ss', the value sent to the server. */
  value: string;
  /** 'h:mm A', e.g. '2:30 PM'. */
  label: string;
};

const DAY_MINUTES = 24 * 60;
const MINUTE_MS = 60_000;
const DAY_MS = DAY_MINUTES * MINUTE_MS;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const VALUE_PATTERN = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** UTC midnight of a 'YYYY-MM-DD' calendar date, used only for calendar arithmetic. */
function calendarMs(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1);
}

function addDays(date: string, days: number): string {
  return new Date(calendarMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

function weekdayOf(date: string): WeekdayName {
  return WEEKDAY_NAMES[new Date(calendarMs(date)).getUTCDay()] as WeekdayName;
}

/** The instant (ms) of a Manila wall time given as minutes from the date's Manila midnight (may pass 1440). */
function manilaInstant(date: string, minutes: number): number {
  return calendarMs(date) + (minutes - MANILA_OFFSET_MINUTES) * MINUTE_MS;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** 870 → '2:30 PM' (moment's 'h:mm A'). */
function clockLabel(minuteOfDay: number): string {
  const h = Math.floor(minuteOfDay / 60) % 24;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${pad(minuteOfDay % 60)} ${h < 12 ? 'AM' : 'PM'}`;
}

function leadMs(settings: ScheduleSettings): number {
  const v = settings.minimum_lead_time_value;
  if (settings.minimum_lead_time === 'days') return v * DAY_MS;
  if (settings.minimum_lead_time === 'hours') return v * 60 * MINUTE_MS;
  return v * MINUTE_MS;
}

/** The cut-off in minutes from the date's midnight; one earlier than the opening falls on the next day. */
function cutOffMinute(day: ScheduleStoreDay): number | null {
  if (!day.cut_off_time) return null;
  const cut = minutesOf(day.cut_off_time);
  return cut < minutesOf(day.opening) ? cut + DAY_MINUTES : cut;
}

/** Closed by the day rules: no hours, temporary_closed, hide, no or disabled pre-order schedule, closed_dates. */
function isDayClosed(date: string, settings: ScheduleSettings, storeHours: ScheduleStoreHours): boolean {
  const weekday = weekdayOf(date);
  const day = storeHours[weekday];
  const preOrder = settings.pre_order_schedules[weekday];
  if (!day || day.temporary_closed || day.hide) return true;
  if (!preOrder?.enable) return true;
  return (settings.closed_dates ?? []).includes(date);
}

/** The bookable window of a date in minutes from its midnight: store hours ∩ pre-order hours, capped at the cut-off. */
function bookableWindow(
  date: string,
  settings: ScheduleSettings,
  storeHours: ScheduleStoreHours,
): [number, number] | null {
  if (isDayClosed(date, settings, storeHours)) return null;
  const weekday = weekdayOf(date);
  const day = storeHours[weekday] as ScheduleStoreDay;
  const preOrder = settings.pre_order_schedules[weekday] as PreOrderDay;
  const open = minutesOf(day.opening);
  let close = minutesOf(day.closing);
  if (close <= open) close += DAY_MINUTES;
  let start = open;
  let end = close;
  // A pre-order window with equal start and end runs round the clock and does not narrow the hours.
  if (preOrder.start !== preOrder.end) {
    const preStart = minutesOf(preOrder.start);
    let preEnd = minutesOf(preOrder.end);
    if (preEnd <= preStart) preEnd += DAY_MINUTES;
    start = Math.max(open, preStart);
    end = Math.min(close, preEnd);
  }
  const cut = cutOffMinute(day);
  if (cut !== null) end = Math.min(end, cut);
  return end > start ? [start, end] : null;
}

/** Bookable dates of a branch for one fulfilment, from now + minimum lead time for the duration in days. */
export function scheduleDates(
  settings: ScheduleSettings,
  storeHours: ScheduleStoreHours,
  now: Date,
  options: ScheduleOptions = {},
): ScheduleDate[] {
  const today = manilaClock(now).date;
  const tomorrow = addDays(today, 1);
  const start = manilaClock(new Date(now.getTime() + leadMs(settings))).date;
  const dates: ScheduleDate[] = [];
  const perDay = settings.orders_per_day ?? null;
  for (let i = 0; i < settings.duration_lead_time_value; i++) {
    const date = addDays(start, i);
    const calendar = new Date(calendarMs(date));
    dates.push({
      date,
      label: date === today ? 'Today' : date === tomorrow ? 'Tomorrow' : (MONTHS[calendar.getUTCMonth()] as string),
      day: calendar.getUTCDate(),
      weekday: SHORT_WEEKDAYS[calendar.getUTCDay()] as string,
      ...dayState(isDayClosed(date, settings, storeHours), perDay),
    });
  }
  return options.remainingOrders ? withRemaining(dates, options.remainingOrders) : dates;
}

/** A date's status and slots left: closed whatever is left, full when nothing is. */
function dayState(closed: boolean, limit: number | null): Pick<ScheduleDate, 'status' | 'remaining'> {
  const remaining = limit === null ? null : Math.max(0, limit);
  return { status: closed ? 'closed' : remaining === 0 ? 'full' : 'open', remaining };
}

/**
 * The same dates with the orders still accepted on each (new objects: `dates` may be shared). Lets a
 * caller work the dates out once and apply fresh counts to them.
 */
export function withRemaining(
  dates: readonly ScheduleDate[],
  remainingOrders: (date: string) => number | null,
): ScheduleDate[] {
  return dates.map((d) => ({ ...d, ...dayState(d.status === 'closed', remainingOrders(d.date)) }));
}

/** Whether a date pill may be chosen: closed and full dates cannot be selected. */
export function isSelectable(entry: ScheduleDate): boolean {
  return entry.status === 'open';
}

/** The pill's slot info: 'Closed', 'Full', 'N slot(s) left' (spec §2, verbatim), or null when unlimited. */
export function slotInfoText(entry: ScheduleDate): string | null {
  if (entry.status === 'closed') return 'Closed';
  if (entry.status === 'full') return 'Full';
  if (entry.remaining === null) return null;
  return `${entry.remaining} slot(s) left`;
}

/** The first dates shown as pills, at most 14 (§9). */
export function initialPills(dates: readonly ScheduleDate[]): ScheduleDate[] {
  return dates.slice(0, INITIAL_PILL_LIMIT);
}

/** The dates after the pills, offered in the calendar (from start + number of pills to the range end). */
export function calendarDates(dates: readonly ScheduleDate[]): ScheduleDate[] {
  return dates.slice(INITIAL_PILL_LIMIT);
}

/** Same-day cut-off: true when now is at or after the date's cut-off time; disables the time dropdown and select. */
export function isCutOff(date: string, storeHours: ScheduleStoreHours, now: Date): boolean {
  const day = storeHours[weekdayOf(date)];
  const cut = day ? cutOffMinute(day) : null;
  if (cut === null) return false;
  return now.getTime() >= manilaInstant(date, cut);
}

/** The 30-minute time slots of a date, no earlier than now (+ lead time for hours/minutes leads). */
export function timeSlots(
  date: string,
  settings: ScheduleSettings,
  storeHours: ScheduleStoreHours,
  now: Date,
): TimeSlot[] {
  const window = bookableWindow(date, settings, storeHours);
  if (!window || isCutOff(date, storeHours, now)) return [];
  const earliest = now.getTime() + (settings.minimum_lead_time === 'days' ? 0 : leadMs(settings));
  const slots: TimeSlot[] = [];
  for (let minute = window[0]; minute < window[1]; minute += SLOT_STEP_MINUTES) {
    if (manilaInstant(date, minute) < earliest) continue;
    const slotDate = addDays(date, Math.floor(minute / DAY_MINUTES));
    const minuteOfDay = minute % DAY_MINUTES;
    slots.push({
      value: `${slotDate} ${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}:00`,
      label: clockLabel(minuteOfDay),
    });
  }
  return slots;
}

/** The slot preselected when a date is chosen: the first, or null when the date has none. */
export function defaultSlot(slots: readonly TimeSlot[]): TimeSlot | null {
  return slots[0] ?? null;
}

/** 'YYYY-MM-DD HH:mm:ss' → 'MMM DD, LT' (moment), e.g. '2026-11-03 14:30:00' → 'Nov 03, 2:30 PM'. */
export function formatScheduleDisplay(value: string): string {
  const match = VALUE_PATTERN.exec(value);
  if (!match) throw new RangeError(`not a schedule value: ${value}`);
  const [, date = '', h = '0', m = '0'] = match;
  const month = MONTHS[Number(date.slice(5, 7)) - 1];
  if (!month) throw new RangeError(`not a schedule value: ${value}`);
  return `${month} ${date.slice(8, 10)}, ${clockLabel(Number(h) * 60 + Number(m))}`;
}

/** Whether a submitted 'YYYY-MM-DD HH:mm:ss' is one of the slots offered now (the server re-checks with this). */
export function isBookable(
  value: string,
  settings: ScheduleSettings,
  storeHours: ScheduleStoreHours,
  now: Date,
  options: ScheduleOptions = {},
): boolean {
  const match = VALUE_PATTERN.exec(value);
  const date = match?.[1];
  if (!date || addDays(date, 0) !== date) return false;
  const dates = scheduleDates(settings, storeHours, now, options);
  // An overnight slot carries the next date but belongs to the previous date's window.
  return [addDays(date, -1), date].some((candidate) => {
    const entry = dates.find((d) => d.date === candidate);
    return (
      entry !== undefined &&
      isSelectable(entry) &&
      timeSlots(candidate, settings, storeHours, now).some((slot) => slot.value === value)
    );
  });
}
