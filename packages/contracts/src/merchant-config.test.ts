/** A branch's delivery time estimate and minimum order in the merchant file (ADR 0034). */
import { describe, expect, it } from 'vitest';
import { BranchConfig, DELIVERY_TIME_LIMITS, formatIssuePath } from './merchant-config';

const hours = { opening: '08:00', closing: '22:00' };
const branch = (extra: object) => ({
  key: 'ayala',
  brand: 'lutong-bahay',
  name: 'Lutong Bahay - Ayala Makati',
  address: '6750 Ayala Ave',
  city: 'Makati',
  lat: 14.5547,
  long: 121.0244,
  logistic_types: { deliver_now: true, pickup_now: true, scheduled_delivery: false, scheduled_pickup: false },
  store_hours: Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, hours]),
  ),
  ...extra,
});

/** 'field: message' for each problem, or [] when the branch is accepted. */
const problems = (extra: object) => {
  const parsed = BranchConfig.safeParse(branch(extra));
  return parsed.success ? [] : parsed.error.issues.map((i) => `${formatIssuePath(i.path)}: ${i.message}`);
};

describe('a branch in the merchant file', () => {
  it('takes neither: both are optional', () => {
    const parsed = BranchConfig.parse(branch({}));
    expect(parsed.delivery_time).toBeUndefined();
    expect(parsed.minimum_order).toBeUndefined();
  });

  it('takes a delivery time estimate in whole minutes, min not more than max', () => {
    expect(problems({ delivery_time: { min_minutes: 25, max_minutes: 40 } })).toEqual([]);
    expect(problems({ delivery_time: { min_minutes: 30, max_minutes: 30 } })).toEqual([]);
    expect(problems({ delivery_time: { min_minutes: 40, max_minutes: 25 } })).toEqual([
      'delivery_time.max_minutes: min_minutes must not be more than max_minutes',
    ]);
  });

  it(`keeps the estimate between ${DELIVERY_TIME_LIMITS.min} minutes and ${DELIVERY_TIME_LIMITS.max / 60} hours`, () => {
    expect(problems({ delivery_time: { min_minutes: 5, max_minutes: 240 } })).toEqual([]);
    expect(problems({ delivery_time: { min_minutes: 4, max_minutes: 30 } })).toHaveLength(1);
    expect(problems({ delivery_time: { min_minutes: 30, max_minutes: 241 } })).toHaveLength(1);
    expect(problems({ delivery_time: { min_minutes: 20.5, max_minutes: 30 } })).toHaveLength(1);
    expect(problems({ delivery_time: { min_minutes: 20 } })[0]).toMatch(/^delivery_time\.max_minutes: /);
    expect(problems({ delivery_time: { min_minutes: 20, max_minutes: 30, typical: 25 } })).toHaveLength(1);
  });

  it('takes a minimum order in pesos, more than 0, with at most two decimals', () => {
    expect(BranchConfig.parse(branch({ minimum_order: 300 })).minimum_order).toBe(300);
    expect(problems({ minimum_order: 199.5 })).toEqual([]);
    expect(problems({ minimum_order: 0 })).toEqual(['minimum_order: expected more than 0']);
    expect(problems({ minimum_order: -1 })).not.toEqual([]);
    expect(problems({ minimum_order: 99.999 })).toEqual(['minimum_order: expected at most two decimals']);
    expect(problems({ minimum_order: '300' })).toHaveLength(1);
  });
});
