import { describe, expect, it } from 'vitest';
import { EXPIRED_STATUS_LABEL, headlineStatus, ORDER_STATUS_LABELS, orderStatusLabel } from './order-status-label';

describe('orderStatusLabel', () => {
  const designs = {
    pending: { enable: true, label: 'Order received' },
    processing: { enable: false, label: 'Cooking' },
    delivered: { enable: true, label: '  ' },
  };

  it("says the merchant's label for a status it designed and enabled", () => {
    expect(orderStatusLabel(designs, 'pending')).toBe('Order received');
  });

  it('says ours for a design switched off or blank, a status without one, and no designs', () => {
    expect(orderStatusLabel(designs, 'processing')).toBe('Processing');
    expect(orderStatusLabel(designs, 'delivered')).toBe('Delivered');
    expect(orderStatusLabel(designs, 'cancelled')).toBe('Cancelled');
    expect(orderStatusLabel(null, 'pick_up')).toBe(ORDER_STATUS_LABELS.pick_up);
  });

  it("says 'Payment Expired' for a failed order whose window closed", () => {
    expect(orderStatusLabel(designs, 'payment_failed', { expired: true })).toBe(EXPIRED_STATUS_LABEL);
    expect(orderStatusLabel(designs, 'payment_failed')).toBe('Payment Failed');
  });
});

describe('headlineStatus', () => {
  it('shows a completed order as delivered, or claimed when every part was claimed', () => {
    expect(headlineStatus('completed', ['delivered', 'claimed'])).toBe('delivered');
    expect(headlineStatus('completed', ['claimed'])).toBe('claimed');
    expect(headlineStatus('processing', ['processing'])).toBe('processing');
  });
});
