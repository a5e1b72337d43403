import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex } from '@/lib/color';
import {
  awaitsOnlinePayment,
  cancelRefundNote,
  formatEventTime,
  formatOrderDate,
  fulfilmentText,
  headlineStatus,
  isFinished,
  lineDetails,
  PAYMENT_EXPIRED_NOTE,
  payByNote,
  paymentProblem,
  payNowRoute,
  pointsNote,
  REFUND_STATUS_LABELS,
  refundTone,
  specialDiscountNote,
  specialDiscountStands,
  statusColours,
  statusDesign,
  statusLabel,
  summaryBranches,
  timelineSteps,
  withPaymentProblem,
} from './order-view';
import { designs, order, subOrder } from './test-orders';

describe('status label and design', () => {
  it("uses the merchant's label and design for a designed status when it is enabled", () => {
    expect(statusLabel(designs(), 'pending')).toBe('Order received');
    expect(statusDesign(designs(), 'processing')?.color).toBe('#d7263d');
  });

  it('falls back to our label, with no design, when the design is off, has no label, or is missing', () => {
    const off = designs({ processing: { enable: false, label: 'Cooking', color: '#000', image: null } });
    expect(statusDesign(off, 'processing')).toBeNull();
    expect(statusLabel(off, 'processing')).toBe('Processing');
    const blank = designs({ delivered: { enable: true, label: '  ', color: null, image: null } });
    expect(statusLabel(blank, 'delivered')).toBe('Delivered');
    expect(statusLabel(null, 'pick_up')).toBe('Ready for Pick Up');
  });

  it('never designs cancelled or failed orders', () => {
    expect(statusDesign(designs(), 'cancelled')).toBeNull();
    expect(statusLabel(designs(), 'cancelled')).toBe('Cancelled');
    expect(statusLabel(designs(), 'payment_failed')).toBe('Payment Failed');
  });

  it("shows a completed order as delivered, or claimed when nothing was delivered (the merchant's design)", () => {
    const delivered = order({ order_status: 'completed', orders: [subOrder({ order_status: 'delivered' })] });
    expect(headlineStatus(delivered)).toBe('delivered');
    const claimed = order({
      order_status: 'completed',
      orders: [subOrder({ order_status: 'claimed', delivery_type: 'pickup_now' })],
    });
    expect(headlineStatus(claimed)).toBe('claimed');
    expect(statusLabel(designs(), headlineStatus(claimed))).toBe('Picked up');
    const mixed = order({
      order_status: 'completed',
      orders: [subOrder({ order_status: 'claimed' }), subOrder({ order_status: 'delivered' })],
    });
    expect(headlineStatus(mixed)).toBe('delivered');
    expect(headlineStatus(order({ order_status: 'processing' }))).toBe('processing');
  });

  it('keeps badge text readable (AA) on any merchant colour', () => {
    for (const color of ['#ffd166', '#f4a259', '#1b998b', '#2e7d32', '#ff8a00', '#ffffff', '#000000']) {
      const colours = statusColours(color);
      const bg = parseHex(colours?.background ?? '');
      const fg = parseHex(colours?.color ?? '');
      expect(bg && fg && contrastRatio(bg, fg)).toBeGreaterThanOrEqual(4.5);
    }
    expect(statusColours(null)).toBeNull();
    expect(statusColours('not a colour')).toBeNull();
  });
});

describe('timeline', () => {
  it('lists the steps passed with their times, then those ahead on a delivery', () => {
    const steps = timelineSteps(
      subOrder({
        order_status: 'processing',
        timeline: [
          { order_status: 'pending', at: '2026-11-03T06:30:00.000Z' },
          { order_status: 'processing', at: '2026-11-03T06:40:00.000Z' },
        ],
      }),
    );
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['pending', 'done'],
      ['processing', 'current'],
      ['dispatched', 'upcoming'],
      ['delivered', 'upcoming'],
    ]);
    expect(steps[1]?.at).toBe('2026-11-03T06:40:00.000Z');
    expect(steps[2]?.at).toBeNull();
  });

  it('uses the pickup names ahead on a pickup', () => {
    const steps = timelineSteps(subOrder({ delivery_type: 'scheduled_pickup' }));
    expect(steps.map((s) => s.status)).toEqual(['pending', 'processing', 'pick_up', 'claimed']);
  });

  it('ends at a cancellation, with nothing ahead; a repeated status keeps its first time', () => {
    const steps = timelineSteps(
      subOrder({
        order_status: 'cancelled',
        timeline: [
          { order_status: 'pending', at: '2026-11-03T06:30:00.000Z' },
          { order_status: 'pending', at: '2026-11-03T06:35:00.000Z' },
          { order_status: 'cancelled', at: '2026-11-03T06:45:00.000Z' },
        ],
      }),
    );
    expect(steps.map((s) => [s.status, s.state, s.at])).toEqual([
      ['pending', 'done', '2026-11-03T06:30:00.000Z'],
      ['cancelled', 'current', '2026-11-03T06:45:00.000Z'],
    ]);
  });

  it('shows the current status even when the timeline has not recorded it', () => {
    const steps = timelineSteps(subOrder({ order_status: 'dispatched', timeline: [] }));
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['dispatched', 'current'],
      ['delivered', 'upcoming'],
    ]);
  });
});

describe('finished orders (no more live refresh)', () => {
  it('is finished when completed or every sub-order is delivered, claimed, cancelled or failed', () => {
    expect(isFinished(order({ order_status: 'completed' }))).toBe(true);
    expect(isFinished(order({ order_status: 'cancelled', orders: [subOrder({ order_status: 'cancelled' })] }))).toBe(
      true,
    );
    expect(
      isFinished(
        order({ orders: [subOrder({ order_status: 'delivered' }), subOrder({ order_status: 'dispatched' })] }),
      ),
    ).toBe(false);
    expect(isFinished(order())).toBe(false);
  });
});

describe('wording', () => {
  it("names 'Brand · Branch', the fulfilment label and a scheduled slot as the cart does", () => {
    expect(
      summaryBranches({ orders: [subOrder(), subOrder({ brand_name: 'Kape Tayo', branch_name: 'Ortigas' })] }),
    ).toBe('Lutong Bahay · Ayala Makati, Kape Tayo · Ortigas');
    expect(fulfilmentText(subOrder())).toBe('Delivery');
    expect(
      fulfilmentText(subOrder({ delivery_type: 'scheduled_pickup', delivery_datetime: '2026-11-23 14:30:00' })),
    ).toBe('Scheduled Pickup · Nov 23, 2:30 PM');
  });

  it('lists variation and add-ons of a line', () => {
    expect(lineDetails(subOrder().items[0] as never)).toEqual(['Size - Large', 'Extra Rice + Gravy']);
  });

  it('shows times in Manila whatever the machine zone', () => {
    expect(formatOrderDate('2026-11-03T06:30:00.000Z')).toBe('Nov 03, 2026, 2:30 PM');
    expect(formatOrderDate('2026-12-31T16:05:00.000Z')).toBe('Jan 01, 2027, 12:05 AM');
    expect(formatEventTime('2026-11-03T06:30:00.000Z')).toBe('Nov 03, 2:30 PM');
    expect(formatOrderDate('nonsense')).toBe('');
  });
});

describe('Pay now', () => {
  it("offers the provider's route for an unpaid provider order only", () => {
    const card = {
      payment_method: 'CC_PAYMONGO',
      order_status: 'pending' as const,
      awaiting_special_discount_validation: false,
      payment_expired: false,
    };
    expect(payNowRoute({ ...card, payment_status: 'pending' })).toBe('card');
    expect(payNowRoute({ ...card, payment_status: 'failed', payment_method: 'GCASH_PAYMONGO' })).toBe('gcash');
    expect(payNowRoute({ ...card, payment_status: 'paid' })).toBeNull();
    expect(payNowRoute({ ...card, payment_status: 'pending', order_status: 'cancelled' })).toBeNull();
    expect(payNowRoute({ ...card, payment_status: 'unpaid', payment_method: 'COD' })).toBeNull();
    expect(payNowRoute({ ...card, payment_status: 'pending', payment_method: 'DEPOSIT_SLIP' })).toBeNull();
  });

  it('is not offered while the store checks the Senior Citizen / PWD ID', () => {
    expect(
      payNowRoute({
        payment_method: 'GCASH_PAYMONGO',
        payment_status: 'pending',
        order_status: 'pending',
        awaiting_special_discount_validation: true,
        payment_expired: false,
      }),
    ).toBeNull();
  });

  it('is not offered once the payment window closed unpaid', () => {
    expect(
      payNowRoute({
        payment_method: 'GCASH_PAYMONGO',
        payment_status: 'failed',
        order_status: 'payment_failed',
        awaiting_special_discount_validation: false,
        payment_expired: true,
      }),
    ).toBeNull();
  });
});

describe('the payment window on the order', () => {
  const now = new Date('2026-11-03T07:15:00.000Z'); // 3:15 PM in Manila
  const gcash = (overrides: Parameters<typeof order>[0] = {}) =>
    order({
      payment_method: 'GCASH_PAYMONGO',
      payment_method_label: 'GCash',
      payment_status: 'pending',
      payment_due_at: '2026-11-03T07:45:00.000Z',
      ...overrides,
    });

  it('says by when to pay, in Manila time, while Pay Now is offered', () => {
    expect(payByNote(gcash(), now)).toBe('Pay by 3:45 PM');
    expect(payByNote(gcash({ payment_status: 'failed' }), now)).toBe('Pay by 3:45 PM');
  });

  it('says nothing without a window, once paid or expired, or while an ID is checked', () => {
    expect(payByNote(gcash({ payment_due_at: null }), now)).toBeNull();
    expect(payByNote(gcash({ payment_status: 'paid' }), now)).toBeNull();
    expect(payByNote(gcash({ payment_status: 'failed', payment_expired: true }), now)).toBeNull();
    expect(payByNote(gcash({ awaiting_special_discount_validation: true }), now)).toBeNull();
    expect(payByNote(order({ payment_due_at: '2026-11-03T07:45:00.000Z' }), now)).toBeNull();
  });

  it("reads 'Payment Expired' for a part released when the time to pay ran out", () => {
    expect(statusLabel(designs(), 'payment_failed', { expired: true })).toBe('Payment Expired');
    expect(statusLabel(designs(), 'payment_failed')).toBe('Payment Failed');
    expect(statusLabel(designs(), 'pending', { expired: true })).toBe('Order received');
    expect(PAYMENT_EXPIRED_NOTE).toBe(
      'The time to pay for this order ran out, so it was cancelled. Please order again.',
    );
  });
});

describe('the Senior Citizen / PWD discount on the order', () => {
  const discounted = (overrides: Parameters<typeof order>[0] = {}) =>
    order({ special_discount_computed_amount: 77.14, special_discount_types: ['senior'], ...overrides });

  it('stands while the store checks the ID and once it approved, not after a rejection', () => {
    expect(specialDiscountStands(discounted())).toBe(true);
    expect(specialDiscountStands(discounted({ special_discount_approved: 1 }))).toBe(true);
    expect(specialDiscountStands(discounted({ special_discount_approved: 0 }))).toBe(false);
    expect(specialDiscountStands(order())).toBe(false);
  });

  it('notes the wait, the approval, and what a rejection did', () => {
    expect(specialDiscountNote(discounted({ awaiting_special_discount_validation: true }))).toEqual({
      tone: 'info',
      text: 'The store is checking your Senior Citizen / PWD ID. You can pay once it is confirmed.',
    });
    expect(specialDiscountNote(discounted({ special_discount_approved: 1 }))?.text).toBe(
      'The special discount was approved.',
    );
    expect(
      specialDiscountNote(discounted({ special_discount_approved: 0, special_discount_rejected_action: 'proceed' })),
    ).toEqual({ tone: 'warning', text: 'The store could not accept your ID; your order goes on at the full price.' });
    expect(
      specialDiscountNote(discounted({ special_discount_approved: 0, special_discount_rejected_action: 'cancel' }))
        ?.text,
    ).toBe('The store could not accept your ID, so your order was cancelled.');
    // Nothing to say without a discount, or while one is checked on delivery (cash).
    expect(specialDiscountNote(order())).toBeNull();
    expect(specialDiscountNote(discounted())).toBeNull();
  });
});

describe('the order’s points', () => {
  it('say what the order will earn, earned, or lost, in the merchant’s unit', () => {
    expect(pointsNote({ status: 'pending', points: 19 }, false)).toBe(
      "You'll earn 19 Pts. when this order is completed",
    );
    expect(pointsNote({ status: 'earned', points: 19 }, false)).toBe('You earned 19 Pts. with this order');
    expect(pointsNote({ status: 'taken_back', points: 19 }, false)).toBe(
      '19 Pts. were taken back: this order was cancelled after it was completed',
    );
    expect(pointsNote({ status: 'pending', points: 1_250 }, true)).toBe(
      "You'll earn 1,250 UCOINS when this order is completed",
    );
    expect(pointsNote({ status: 'earned', points: 1 }, true)).toBe('You earned 1 UCOIN with this order');
    expect(pointsNote({ status: 'taken_back', points: 1 }, true)).toBe(
      '1 UCOIN was taken back: this order was cancelled after it was completed',
    );
  });

  it('say nothing for an order that earns none', () => {
    expect(pointsNote(null, true)).toBeNull();
    expect(pointsNote({ status: 'pending', points: 0 }, false)).toBeNull();
    expect(pointsNote({ status: 'earned', points: 0 }, false)).toBeNull();
  });
});

describe('the order’s refunds', () => {
  it('label each refund by where it stands, in a tone', () => {
    expect(REFUND_STATUS_LABELS).toEqual({
      pending: 'Refund in progress',
      succeeded: 'Refunded',
      failed: 'Refund failed — the store will contact you',
      manual: 'Store will refund',
    });
    expect(refundTone('succeeded')).toBe('success');
    expect(refundTone('pending')).toBe('info');
    expect(refundTone('manual')).toBe('info');
    expect(refundTone('failed')).toBe('warning');
  });

  it('keep a finished order refreshing while a refund is with its provider', () => {
    const cancelled = { order_status: 'cancelled' as const, orders: [subOrder({ order_status: 'cancelled' })] };
    const refund = (status: 'pending' | 'succeeded' | 'failed' | 'manual') => ({
      amount: 218,
      status,
      message: '…',
      created_at: '2026-11-03T07:00:00.000Z',
    });
    expect(isFinished(order({ ...cancelled, refunds: [] }))).toBe(true);
    expect(isFinished(order({ ...cancelled, refunds: [refund('pending')] }))).toBe(false);
    expect(isFinished(order({ ...cancelled, refunds: [refund('succeeded'), refund('pending')] }))).toBe(false);
    for (const status of ['succeeded', 'failed', 'manual'] as const)
      expect(isFinished(order({ ...cancelled, refunds: [refund(status)] })), status).toBe(true);
  });

  it('tell a customer cancelling a paid order that the payment goes back, and no one else', () => {
    expect(cancelRefundNote(order({ payment_status: 'paid', payment_method_label: 'GCash' }))).toBe(
      'You paid by GCash: your payment will be refunded.',
    );
    expect(cancelRefundNote(order())).toBeNull();
    expect(cancelRefundNote(order({ payment_status: 'pending', payment_method_label: 'GCash' }))).toBeNull();
    expect(cancelRefundNote(order({ payment_status: 'failed', payment_method_label: 'GCash' }))).toBeNull();
  });
});

describe('trouble with an online payment (issue 26)', () => {
  it("is 'failed' while the order still waits for the payment, 'expired' once the window closed", () => {
    expect(paymentProblem(order({ payment_status: 'failed' }))).toBe('failed');
    expect(
      paymentProblem(order({ payment_status: 'failed', payment_expired: true, order_status: 'payment_failed' })),
    ).toBe('expired');
    // Cancelled since (or never waiting): the status says it.
    expect(paymentProblem(order({ payment_status: 'failed', order_status: 'cancelled' }))).toBeNull();
    expect(paymentProblem(order({ payment_status: 'pending' }))).toBeNull();
    expect(paymentProblem(order())).toBeNull();
  });

  it("shows a pending status of a failed payment as 'payment_failed', never the merchant's pending design", () => {
    expect(withPaymentProblem('pending', 'failed')).toBe('payment_failed');
    expect(statusLabel(designs(), withPaymentProblem('pending', 'failed'))).toBe('Payment Failed');
    expect(withPaymentProblem('cancelled', 'failed')).toBe('cancelled');
    expect(withPaymentProblem('pending', null)).toBe('pending');
  });

  it("puts 'Payment Failed' as the current step after 'received', with the way ahead still open", () => {
    const steps = timelineSteps(subOrder({ status: 'payment_pending' }), { paymentFailed: true });
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['pending', 'done'],
      ['payment_failed', 'current'],
      ['processing', 'upcoming'],
      ['dispatched', 'upcoming'],
      ['delivered', 'upcoming'],
    ]);
  });

  it('holds Follow Up back for an online order not paid yet, not for cash or a deposit slip', () => {
    expect(awaitsOnlinePayment({ payment_method: 'GCASH_PAYMONGO', payment_status: 'pending' })).toBe(true);
    expect(awaitsOnlinePayment({ payment_method: 'CC_PAYMONGO', payment_status: 'failed' })).toBe(true);
    expect(awaitsOnlinePayment({ payment_method: 'CC_PAYMONGO', payment_status: 'paid' })).toBe(false);
    expect(awaitsOnlinePayment({ payment_method: 'COD', payment_status: 'unpaid' })).toBe(false);
    expect(awaitsOnlinePayment({ payment_method: 'DEPOSIT_SLIP', payment_status: 'pending' })).toBe(false);
  });
});
