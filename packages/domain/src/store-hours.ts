/**
 * Whether a branch is open at an instant, from its weekly store hours in Manila time.
 * A closing time not later than the opening time means the branch closes on the next day
 * ('18:00'–'02:00' runs past midnight; '00:00'–'00:00' is open around the clock).
 */
import { manilaClock, minutesOf, WEEKDAY_NAMES, type WeekdayName } from './manila-time';

export type StoreHoursDay = {
  opening: string;
  closing: string;
  temporary_closed?: boolean;
  hide?: boolean;
};
export type StoreHours = Partial<Record<WeekdayName, StoreHoursDay>>;

const DAY = 24 * 60;

/** The day's open window in minutes from that day's midnight; the end may pass 1440. */
function window(day: StoreHoursDay | undefined): [number, number] | null {
  if (!day || day.temporary_closed || day.hide) return null;
  const open = minutesOf(day.opening);
  let close = minutesOf(day.closing);
  if (close <= open) close += DAY;
  return [open, close];
}

export function isOpenAt(hours: StoreHours, instant: Date): boolean {
  const { weekday, minuteOfDay } = manilaClock(instant);
  const todayIndex = WEEKDAY_NAMES.indexOf(weekday);
  const yesterday = WEEKDAY_NAMES[(todayIndex + 6) % 7] as WeekdayName;

  const today = window(hours[weekday]);
  if (today && minuteOfDay >= today[0] && minuteOfDay < today[1]) return true;
  // Yesterday's hours may run past midnight into today.
  const previous = window(hours[yesterday]);
  return previous !== null && minuteOfDay + DAY < previous[1];
}
