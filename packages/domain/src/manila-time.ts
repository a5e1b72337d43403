/**
 * Asia/Manila wall-clock time, whatever the machine's zone. The Philippines keeps UTC+8 all year
 * (no daylight saving), so a fixed offset is exact.
 */
export const MANILA_OFFSET_MINUTES = 8 * 60;

export const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

export type ManilaClock = {
  /** 'YYYY-MM-DD' in Manila. */
  date: string;
  weekday: WeekdayName;
  /** Minutes since Manila midnight, 0–1439. */
  minuteOfDay: number;
};

export function manilaClock(instant: Date): ManilaClock {
  const shifted = new Date(instant.getTime() + MANILA_OFFSET_MINUTES * 60_000);
  return {
    date: shifted.toISOString().slice(0, 10),
    weekday: WEEKDAY_NAMES[shifted.getUTCDay()] as WeekdayName,
    minuteOfDay: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** '08:30' → 510. */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * A Manila wall-clock time as a merchant writes it — 'YYYY-MM-DD HH:mm' (seconds optional), or a date
 * alone for its midnight — as the instant it names. Undefined for anything else (a date that does not
 * exist, like 2026-02-30, included).
 */
export function manilaInstant(wallClock: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(wallClock);
  if (!m) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1).map((part) => Number(part ?? 0));
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const utc = Date.UTC(year as number, (month as number) - 1, day, hour, minute, second);
  // Date.UTC rolls 2026-02-30 over to March: such a date is refused rather than moved.
  if (new Date(utc).getUTCDate() !== day) return undefined;
  return new Date(utc - MANILA_OFFSET_MINUTES * 60_000);
}
