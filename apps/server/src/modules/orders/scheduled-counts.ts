/**
 * Orders booked per branch and day on its scheduled delivery and pickup, as the cart shows them (how
 * many orders a day still takes, which days it offers). Only shown: checkout counts again under the
 * branch's lock before it books (repository's lockSchedule, in its transaction), so a count served here
 * a moment late never lets an order past the limit.
 *
 * A cart list needs the counts of every branch in the cart: with 800 branches in use, counts kept 2 s
 * and all forgotten on every order came to ~400 counting queries a second. So each branch's count is
 * kept COUNT_CACHE_MS, and forgotten only when it may have changed:
 * - this instance's own writes (an order placed, cancelled, expired or revived) forget the branches of
 *   the sub-orders they touched, once committed (`forget`): the next cart shows them at once;
 * - another instance's are found by one query every CHECK_MS, shared by all branches, that lists the
 *   branches whose scheduled sub-orders were placed or changed status since (sub-orders and status
 *   events past the ids the last reads saw: primary-key ranges, as cheap as what changed), and only
 *   those are forgotten. An id is taken before its transaction commits, so a write can appear below ids
 *   already seen: each read starts from where the one before it started, which catches every write that
 *   commits within an interval; COUNT_CACHE_MS bounds a longer one.
 * When no read has succeeded for two intervals (an idle or new process), a count waits for one, so
 * another instance's change is at most about two intervals late.
 */
import { isScheduled, type LogisticType } from '@storefront/domain/logistic-types';
import { manilaClock } from '@storefront/domain/manila-time';
import type { Db } from '../../db/client';
import { pollInBackground } from '../../lib/stamp-watch';
import { TtlCache } from '../../lib/ttl-cache';
import type { ScheduledOrderCounter } from '../cart/service';
import { ordersRepository as repo, type ScheduleMarks } from './repository';

const COUNT_CACHE_MS = 30_000;
const CHECK_MS = 2_000;

export const scheduledType = (kind: 'delivery' | 'pickup') =>
  kind === 'delivery' ? 'scheduled_delivery' : 'scheduled_pickup';

export function createScheduledCounts(
  db: Db,
  options: {
    /** The app's clock, for today's date in Manila (tests move it). */
    now?: (() => Date) | undefined;
    /** Milliseconds, for how long counts are kept and when to look for changes (tests move it). */
    clock?: (() => number) | undefined;
  } = {},
) {
  const today = () => manilaClock(options.now?.() ?? new Date()).date;
  // One entry per branch and first date: both kinds and every date from today on, keyed `type|date`.
  const counts = new TtlCache<string, Promise<Map<string, number>>>(COUNT_CACHE_MS, 5_000, options.clock);
  const keyOf = (branchId: number, from: string) => `${branchId}|${from}`;
  const forgetBranch = (branchId: number) => counts.delete(keyOf(branchId, today()));

  /** `seen`: the ids the last read saw; `from`: the ones the read before it saw, where the next starts. */
  let marks: { from: ScheduleMarks; seen: ScheduleMarks } | undefined;
  const changes = pollInBackground({
    everyMs: CHECK_MS,
    now: options.clock,
    read: async () => {
      const found = await repo.scheduleChangesSince(db, marks?.from ?? null);
      // The first read only learns where to start: what was counted before it is not known to be current.
      if (!marks) counts.clear();
      for (const branchId of found.branchIds) forgetBranch(branchId);
      marks = { from: marks?.seen ?? found.marks, seen: found.marks };
    },
  });

  const count: ScheduledOrderCounter = async (q) => {
    const reading = changes.poll();
    if (reading && changes.age() >= 2 * CHECK_MS) await reading;
    const from = today();
    const booked = await counts.memo(keyOf(q.branchId, from), async () => {
      const rows = await repo.scheduledFrom(db, { branchId: q.branchId, from });
      return new Map(rows.map((r) => [`${r.type}|${r.date}`, r.count]));
    });
    const type = scheduledType(q.kind);
    return new Map(q.dates.map((date) => [date, booked.get(`${type}|${date}`) ?? 0]));
  };

  return {
    /** The cart's capacity port: orders holding a slot per date, for one branch and kind. */
    count,
    /**
     * After a write that committed: the branches of these sub-orders that hold scheduled slots are
     * counted again at their next read (only those: every other branch keeps its count).
     */
    forget(parts: readonly { branchId: number; deliveryType: string }[]): void {
      for (const part of parts) if (isScheduled(part.deliveryType as LogisticType)) forgetBranch(part.branchId);
    },
  };
}

/** Forgets the counts of the branches of sub-orders a committed write touched (`forget` above). */
export type ForgetCounts = ReturnType<typeof createScheduledCounts>['forget'];
