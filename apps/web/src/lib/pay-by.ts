/**
 * When a payment window closes (issue 23, ADR 0027), as the order and payment screens say it: 'Pay by
 * 3:45 PM' in Manila time, with the day ('Pay by Nov 04, 3:45 PM') when that is not today in Manila.
 */
import { MANILA_OFFSET_MINUTES } from '@storefront/domain/manila-time';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The instant shifted to Manila wall clock, read with the UTC getters. */
const manila = (time: number) => new Date(time + MANILA_OFFSET_MINUTES * 60_000);

/** An ISO time as Manila's '3:45 PM', or 'Nov 04, 3:45 PM' when it falls on another Manila day than `now`. */
export function manilaDueTime(iso: string, now: Date = new Date()): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const due = manila(time);
  const hours = due.getUTCHours();
  const clock = `${hours % 12 || 12}:${String(due.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  const today = manila(now.getTime()).toISOString().slice(0, 10);
  if (due.toISOString().slice(0, 10) === today) return clock;
  return `${MONTHS[due.getUTCMonth()]} ${String(due.getUTCDate()).padStart(2, '0')}, ${clock}`;
}

/** 'Pay by 3:45 PM' for a window closing at `iso`; null without a (readable) time. */
export function payByText(iso: string | null | undefined, now: Date = new Date()): string | null {
  const when = iso ? manilaDueTime(iso, now) : null;
  return when ? `Pay by ${when}` : null;
}
