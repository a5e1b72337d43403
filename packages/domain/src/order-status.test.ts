import { describe, expect, it } from 'vitest';
import { isCompleted, shownStatus } from './order-status';

describe('order statuses shown (§4)', () => {
  it('shows payment_pending as pending', () => {
    expect(shownStatus('payment_pending', 'deliver_now')).toBe('pending');
    expect(shownStatus('payment_pending', 'pickup_now')).toBe('pending');
  });

  it('names dispatched and delivered pick_up and claimed for pickup orders only', () => {
    expect(shownStatus('dispatched', 'pickup_now')).toBe('pick_up');
    expect(shownStatus('delivered', 'scheduled_pickup')).toBe('claimed');
    expect(shownStatus('dispatched', 'deliver_now')).toBe('dispatched');
    expect(shownStatus('delivered', 'scheduled_delivery')).toBe('delivered');
    expect(shownStatus('processing', 'pickup_now')).toBe('processing');
  });

  it('is completed when every sub-order is delivered or claimed', () => {
    expect(
      isCompleted([
        { status: 'delivered', deliveryType: 'deliver_now' },
        { status: 'delivered', deliveryType: 'pickup_now' },
      ]),
    ).toBe(true);
    expect(
      isCompleted([
        { status: 'delivered', deliveryType: 'deliver_now' },
        { status: 'dispatched', deliveryType: 'pickup_now' },
      ]),
    ).toBe(false);
    expect(isCompleted([])).toBe(false);
  });
});
