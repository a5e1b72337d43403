import { describe, expect, it } from 'vitest';
import { manilaDueTime, payByText } from './pay-by';

describe('payByText', () => {
  const now = new Date('2026-11-03T07:15:00.000Z'); // 3:15 PM in Manila

  it('says the closing time in Manila, whatever the machine zone', () => {
    expect(payByText('2026-11-03T07:45:00.000Z', now)).toBe('Pay by 3:45 PM');
    expect(payByText('2026-11-03T04:05:00.000Z', now)).toBe('Pay by 12:05 PM');
    expect(manilaDueTime('2026-11-02T16:30:00.000Z', new Date('2026-11-02T16:10:00.000Z'))).toBe('12:30 AM');
  });

  it('names the day when the window closes on another Manila day', () => {
    // 11:50 PM on Nov 03 in Manila, closing 12:20 AM on Nov 04.
    expect(payByText('2026-11-03T16:20:00.000Z', new Date('2026-11-03T15:50:00.000Z'))).toBe('Pay by Nov 04, 12:20 AM');
  });

  it('says nothing without a time', () => {
    expect(payByText(null, now)).toBeNull();
    expect(payByText(undefined, now)).toBeNull();
    expect(payByText('not a time', now)).toBeNull();
  });
});
