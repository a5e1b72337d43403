import { describe, expect, it } from 'vitest';
import {
  hasLeftStore,
  isAllReleased,
  isCancellable,
  isCompleted,
  isReleased,
  operatorMayMove,
  operatorTarget,
  overallStatus,
  shownStatus,
} from './order-status';

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

describe("an order's overall status", () => {
  const d = (status: Parameters<typeof shownStatus>[0]) => ({ status, deliveryType: 'deliver_now' as const });
  const p = (status: Parameters<typeof shownStatus>[0]) => ({ status, deliveryType: 'pickup_now' as const });

  it('is completed when every part arrived, leaving cancelled parts out', () => {
    expect(overallStatus([d('delivered'), p('delivered')])).toBe('completed');
    expect(overallStatus([d('delivered'), d('cancelled')])).toBe('completed');
  });

  it('is cancelled only when every part is', () => {
    expect(overallStatus([d('cancelled'), p('cancelled')])).toBe('cancelled');
    expect(overallStatus([d('cancelled'), p('pending')])).toBe('pending');
  });

  it('follows the least advanced part, with the pickup names', () => {
    expect(overallStatus([d('delivered'), d('processing')])).toBe('processing');
    expect(overallStatus([p('dispatched'), d('delivered')])).toBe('pick_up');
    expect(overallStatus([d('payment_pending'), d('payment_pending')])).toBe('pending');
    expect(overallStatus([p('delivered'), d('dispatched')])).toBe('dispatched');
  });

  it('is payment_failed when no part waits for anything else', () => {
    expect(overallStatus([d('payment_failed')])).toBe('payment_failed');
    expect(overallStatus([d('payment_failed'), d('cancelled')])).toBe('payment_failed');
  });
});

describe('cancelling and moving orders', () => {
  it('lets the customer cancel only before anything is prepared', () => {
    expect(isCancellable([{ status: 'pending' }, { status: 'payment_pending' }])).toBe(true);
    expect(isCancellable([{ status: 'pending' }, { status: 'cancelled' }])).toBe(true);
    expect(isCancellable([{ status: 'pending' }, { status: 'processing' }])).toBe(false);
    expect(isCancellable([{ status: 'dispatched' }])).toBe(false);
    expect(isCancellable([{ status: 'cancelled' }])).toBe(false);
    expect(isCancellable([{ status: 'payment_failed' }])).toBe(false);
  });

  it('moves forward one step at a time, and cancels before dispatch or once delivered', () => {
    expect(operatorMayMove('pending', 'processing')).toBe(true);
    expect(operatorMayMove('processing', 'dispatched')).toBe(true);
    expect(operatorMayMove('dispatched', 'delivered')).toBe(true);
    expect(operatorMayMove('pending', 'delivered')).toBe(false);
    expect(operatorMayMove('pending', 'cancelled')).toBe(true);
    expect(operatorMayMove('processing', 'cancelled')).toBe(true);
    expect(operatorMayMove('dispatched', 'cancelled')).toBe(false);
    expect(operatorMayMove('delivered', 'cancelled')).toBe(true);
    expect(operatorMayMove('delivered', 'dispatched')).toBe(false);
    expect(operatorMayMove('cancelled', 'pending')).toBe(false);
    expect(operatorMayMove('cancelled', 'delivered')).toBe(false);
  });

  it('knows which parts left the store: those give no stock back when cancelled', () => {
    expect(hasLeftStore('dispatched')).toBe(true);
    expect(hasLeftStore('delivered')).toBe(true);
    for (const status of ['payment_pending', 'pending', 'processing', 'cancelled', 'payment_failed'])
      expect(hasLeftStore(status)).toBe(false);
  });

  it('leaves payment_pending only by a cancel (its payment moves it otherwise)', () => {
    expect(operatorMayMove('payment_pending', 'pending')).toBe(false);
    expect(operatorMayMove('payment_pending', 'processing')).toBe(false);
    expect(operatorMayMove('payment_pending', 'cancelled')).toBe(true);
  });

  it('reads the names an operator types, the pickup ones included', () => {
    expect(operatorTarget('Processing')).toBe('processing');
    expect(operatorTarget('pick-up')).toBe('dispatched');
    expect(operatorTarget('claimed')).toBe('delivered');
    expect(operatorTarget('pending')).toBeUndefined();
    expect(operatorTarget('shipped')).toBeUndefined();
  });
});

describe('released parts', () => {
  it('are cancelled or payment_failed, and an order holds nothing when every part is', () => {
    expect(isReleased('cancelled')).toBe(true);
    expect(isReleased('payment_failed')).toBe(true);
    expect(isReleased('pending')).toBe(false);
    expect(isAllReleased(['cancelled', 'payment_failed'])).toBe(true);
    expect(isAllReleased(['cancelled', 'pending'])).toBe(false);
    expect(isAllReleased([])).toBe(false);
  });
});
