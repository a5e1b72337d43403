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
