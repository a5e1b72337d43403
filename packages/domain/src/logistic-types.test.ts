import { describe, expect, it } from 'vitest';
import {
  effectiveType,
  enabledTypes,
  isDelivery,
  isNow,
  isScheduled,
  LOGISTIC_TYPE_LABELS,
  LOGISTIC_TYPES,
} from './logistic-types';

describe('logistic types', () => {
  it('has the four types and their labels', () => {
    expect(LOGISTIC_TYPES).toEqual(['deliver_now', 'pickup_now', 'scheduled_delivery', 'scheduled_pickup']);
    expect(LOGISTIC_TYPE_LABELS).toEqual({
      deliver_now: 'Delivery',
      pickup_now: 'Pickup',
      scheduled_delivery: 'Scheduled Delivery',
      scheduled_pickup: 'Scheduled Pickup',
    });
  });

  it('lists the enabled types in order', () => {
    const branch = {
      deliver_now: { enable: false },
      scheduled_delivery: { enable: true },
      pickup_now: { enable: true },
      scheduled_pickup: { enable: false },
    };
    expect(enabledTypes(branch)).toEqual(['pickup_now', 'scheduled_delivery']);
    expect(enabledTypes({})).toEqual([]);
    expect(enabledTypes({ deliver_now: null, scheduled_pickup: { enable: true } })).toEqual(['scheduled_pickup']);
  });

  it('keeps the current type when enabled, else takes the first enabled one', () => {
    expect(effectiveType('scheduled_delivery', ['pickup_now', 'scheduled_delivery'])).toBe('scheduled_delivery');
    expect(effectiveType('deliver_now', ['pickup_now', 'scheduled_delivery'])).toBe('pickup_now');
    expect(effectiveType(null, ['scheduled_pickup'])).toBe('scheduled_pickup');
    expect(effectiveType('teleport', ['deliver_now'])).toBe('deliver_now');
  });

  it('has no type when none is enabled', () => {
    expect(effectiveType('deliver_now', [])).toBeNull();
  });

  it('tells scheduled from now types', () => {
    expect(LOGISTIC_TYPES.filter(isScheduled)).toEqual(['scheduled_delivery', 'scheduled_pickup']);
    expect(LOGISTIC_TYPES.filter(isNow)).toEqual(['deliver_now', 'pickup_now']);
    expect(LOGISTIC_TYPES.filter(isDelivery)).toEqual(['deliver_now', 'scheduled_delivery']);
  });
});
