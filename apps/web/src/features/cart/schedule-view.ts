/**
 * View logic of the schedule modal that is not a schedule rule: merging the server's per-date
 * capacity into the domain's dates, choosing what is preselected, naming dates for screen readers.
 * The rules themselves (which dates, which slots, cut-off) live in `@storefront/domain/schedule`;
 * dates here are plain 'YYYY-MM-DD' strings, so nothing depends on the machine's time zone — except
 * at the calendar widget's edge (`toLocalDay`, `fromLocalDay`).
 */
import {
  isSelectable,
  type ScheduleDate,
  type ScheduleSettings,
  type ScheduleStoreHours,
  scheduleDates,
  slotInfoText,
  type TimeSlot,
  timeSlots,
} from '@storefront/domain/schedule';
import { GENERIC_ERROR_MESSAGE } from '@/lib/api-client';

/** The server's word on a date (it is the authority on capacity). */
export type ServerDate = { date: string; remaining_orders_accepted: number | null; closed: boolean };

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A calendar date as a UTC Date, for arithmetic and names only (never shown in the machine's zone). */
function utcDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function addDays(date: string, days: number): string {
  return new Date(utcDate(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The dates offered, with the server's remaining orders per date and its closed dates. A date the
 * server did not mention keeps the settings' orders_per_day (or no limit).
 */
export function offeredDates(
  settings: ScheduleSettings,
  storeHours: ScheduleStoreHours,
  serverDates: readonly ServerDate[],
  now: Date,
): ScheduleDate[] {
  const byDate = new Map(serverDates.map((d) => [d.date, d]));
  const dates = scheduleDates(settings, storeHours, now, {
    remainingOrders: (date) => {
      const server = byDate.get(date);
      return server ? server.remaining_orders_accepted : (settings.orders_per_day ?? null);
    },
  });
  return dates.map((entry) => (byDate.get(entry.date)?.closed ? { ...entry, status: 'closed' } : entry));
}

/** The date a value ('YYYY-MM-DD HH:mm:ss') is on when it is still offered, else the first selectable date. */
export function initialDate(
  dates: readonly ScheduleDate[],
  value: string | null,
  slotsOf: (date: string) => readonly TimeSlot[],
): string | null {
  const selectable = dates.filter(isSelectable);
  if (value) {
    const valueDate = value.slice(0, 10);
    // An overnight slot carries the next date but belongs to the previous date's window.
    const owner = selectable.find(
      (d) =>
        (d.date === valueDate || d.date === addDays(valueDate, -1)) && slotsOf(d.date).some((s) => s.value === value),
    );
    if (owner) return owner.date;
    if (selectable.some((d) => d.date === valueDate)) return valueDate;
  }
  // Late in the day, today may have no time left: open on the first date that still has one.
  return (selectable.find((d) => slotsOf(d.date).length > 0) ?? selectable[0])?.date ?? null;
}

/** The slot preselected for a date: the current value when the date offers it, else the first slot. */
export function initialSlot(slots: readonly TimeSlot[], value: string | null): string | null {
  return slots.find((s) => s.value === value)?.value ?? slots[0]?.value ?? null;
}

/** A date's slots, bound to one schedule and clock (what the component asks for on every date change). */
export function slotsFor(settings: ScheduleSettings, storeHours: ScheduleStoreHours, now: Date) {
  return (date: string) => timeSlots(date, settings, storeHours, now);
}

/** '2026-11-03' → 'Tuesday, November 3, 2026'. */
export function fullDateLabel(date: string): string {
  const d = utcDate(date);
  return `${WEEKDAY_NAMES[d.getUTCDay()]}, ${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** What a screen reader hears for a date: 'Today, Tuesday, November 3, 2026, 2 slot(s) left'. */
export function dateAccessibleName(entry: ScheduleDate): string {
  const relative = entry.label === 'Today' || entry.label === 'Tomorrow' ? `${entry.label}, ` : '';
  const info = slotInfoText(entry);
  return `${relative}${fullDateLabel(entry.date)}${info ? `, ${info}` : ''}`;
}

/**
 * A 'YYYY-MM-DD' date as the calendar widget's Date: local midnight of that day, built from its parts.
 * Parsing the string would give UTC midnight, which is the previous day west of Greenwich.
 */
export function toLocalDay(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** The calendar widget's Date back to 'YYYY-MM-DD', read in the same local time it was made in. */
export function fromLocalDay(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The message of whatever `onSelect` threw, shown verbatim in the modal. */
export function rejectionMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return GENERIC_ERROR_MESSAGE;
}
