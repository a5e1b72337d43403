import {
  type ScheduleDate,
  type ScheduleSettings,
  type ScheduleStoreHours,
  scheduleDates,
} from '@storefront/domain/schedule';

/**
 * A branch's schedule dates without counts, worked out at most once a minute per settings (every cart
 * read shows each branch's delivery and pickup dates, weeks of them). Exact: the dates change only when
 * today or the first bookable day does, and lead times and store hours are whole minutes. Kept beside
 * the settings objects they came from (the branch listing's), so a reloaded listing starts afresh.
 * The lists are shared: callers apply counts with `withRemaining`, which copies.
 */
export function createScheduleDays() {
  const known = new WeakMap<ScheduleSettings, WeakMap<ScheduleStoreHours, { minute: number; dates: ScheduleDate[] }>>();
  return (settings: ScheduleSettings, storeHours: ScheduleStoreHours, now: Date): readonly ScheduleDate[] => {
    const minute = Math.floor(now.getTime() / 60_000);
    let byHours = known.get(settings);
    if (!byHours) {
      byHours = new WeakMap();
      known.set(settings, byHours);
    }
    const entry = byHours.get(storeHours);
    if (entry?.minute === minute) return entry.dates;
    const dates = scheduleDates(settings, storeHours, now);
    byHours.set(storeHours, { minute, dates });
    return dates;
  };
}
