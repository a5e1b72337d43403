/**
 * View logic of the schedule modal that is not a schedule rule: merging the server's per-date
 * capacity into the domain's dates, choosing what is preselected, laying out calendar months and
 * moving between dates with the keyboard. The rules themselves (which dates, which slots, cut-off)
 * live in `@storefront/domain/schedule`; dates here are plain 'YYYY-MM-DD' strings, so nothing
 * depends on the machine's time zone.
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
  return selectable[0]?.date ?? null;
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

/** What a screen reader hears for a date: 'Today, Tuesday, November 3, 2026, 2 slots left'. */
export function dateAccessibleName(entry: ScheduleDate): string {
  const relative = entry.label === 'Today' || entry.label === 'Tomorrow' ? `${entry.label}, ` : '';
  const info = slotInfoText(entry);
  return `${relative}${fullDateLabel(entry.date)}${info ? `, ${info}` : ''}`;
}

/** '2026-12' → 'December 2026'. */
export function monthTitle(month: string): string {
  const d = utcDate(`${month}-01`);
  return `${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** The months ('YYYY-MM') that the given dates fall in, in order. */
export function monthsOf(dates: readonly ScheduleDate[]): string[] {
  return [...new Set(dates.map((d) => d.date.slice(0, 7)))];
}

/** A month as weeks of seven cells, Sunday first; cells outside the month are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const lead = utcDate(first).getUTCDay();
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let date = first; date.startsWith(month); date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/**
 * Arrow keys in the calendar: `days` away from `from`, or the nearest selectable date beyond it in
 * the same direction (closed and full dates are skipped). Null when there is none.
 */
export function stepDate(selectable: readonly string[], from: string, days: number): string | null {
  const target = addDays(from, days);
  if (days > 0) return selectable.find((d) => d >= target) ?? null;
  return selectable.findLast((d) => d <= target) ?? null;
}

/** Arrow keys in the date pills: the next or previous selectable pill, wrapping round like radio buttons. */
export function stepPill(selectable: readonly string[], from: string | null, step: 1 | -1): string | null {
  if (selectable.length === 0) return null;
  const index = from === null ? -1 : selectable.indexOf(from);
  if (index === -1) return (step === 1 ? selectable[0] : selectable.at(-1)) ?? null;
  return selectable[(index + step + selectable.length) % selectable.length] ?? null;
}

/** The message of whatever `onSelect` threw, shown verbatim in the modal. */
export function rejectionMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return GENERIC_ERROR_MESSAGE;
}
