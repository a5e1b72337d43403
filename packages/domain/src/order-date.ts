/**
 * When an order was placed, as every screen that shows it says it (the order screen's Summary, the
 * printable invoice): Manila wall clock in the schedule's words with the year, 'Nov 03, 2026, 2:30 PM'.
 */
import { manilaClock } from './manila-time';
import { formatScheduleDisplay } from './schedule';

const pad = (n: number) => String(n).padStart(2, '0');

export function formatOrderPlacedAt(instant: Date): string {
  if (Number.isNaN(instant.getTime())) return '';
  const { date, minuteOfDay } = manilaClock(instant);
  const [monthDay = '', time = ''] = formatScheduleDisplay(
    `${date} ${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}:00`,
  ).split(', ');
  return `${monthDay}, ${date.slice(0, 4)}, ${time}`;
}
