import { describe, expect, it } from 'vitest';
import { formatOrderPlacedAt } from './order-date';

describe('formatOrderPlacedAt', () => {
  it("says when an order was placed in Manila, with the year: 'Nov 03, 2026, 2:30 PM'", () => {
    expect(formatOrderPlacedAt(new Date('2026-11-03T06:30:00.000Z'))).toBe('Nov 03, 2026, 2:30 PM');
    expect(formatOrderPlacedAt(new Date('2026-12-31T16:05:00.000Z'))).toBe('Jan 01, 2027, 12:05 AM');
    expect(formatOrderPlacedAt(new Date('nonsense'))).toBe('');
  });
});
