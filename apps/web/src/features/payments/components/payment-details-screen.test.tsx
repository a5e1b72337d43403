// @vitest-environment happy-dom
import { PAYMENT_MESSAGES, type PaymentOrderSummary } from '@storefront/contracts/payment';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { PaymentDetailsScreen } from './payment-details-screen';

const ORDER_UUID = '0b5c3f0e-6a4d-4f7a-9d55-2f6c1f0a9b01';
const SUMMARY = '/api/payments/v1/customer/payment/order/:uuid';

const summary = (overrides: Partial<PaymentOrderSummary> = {}): PaymentOrderSummary => ({
  order_uuid: ORDER_UUID,
  guest: true,
  amount: 329,
  payment_method: 'GCASH_PAYMONGO',
  payment_method_label: 'GCash',
  payment_status: 'pending',
  route: 'gcash',
  provider: 'sandbox',
  paymongo: null,
  xendit: null,
  payment_due_at: '2026-11-03T07:45:00.000Z',
  can_pay: true,
  reason: null,
  last_payment: null,
  ...overrides,
});

function renderDetails(data: PaymentOrderSummary) {
  mockApi('get', SUMMARY, json({ data }));
  return renderWithProviders(<PaymentDetailsScreen />, {
    route: `/kainan/checkout/gcash/details/?order=${ORDER_UUID}`,
    path: '/:subdomain/checkout/:paymongoType/details/',
  });
}

/** The facts as 'term: value'. */
const facts = () =>
  screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('the payment details screen and the payment window', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-03T07:20:00.000Z')); // 3:20 PM in Manila
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });

  it('says by when to pay among the facts while the order may be paid', async () => {
    renderDetails(summary());
    await screen.findByRole('button', { name: 'Pay PHP 329.00' });
    expect(facts()).toEqual(['Amount: PHP 329.00', 'Order: #0B5C3F0E', 'Payment method: GCash', 'Pay by: 3:45 PM']);
  });

  it('shows no time without a window', async () => {
    renderDetails(summary({ payment_due_at: null }));
    await screen.findByRole('button', { name: 'Pay PHP 329.00' });
    expect(screen.queryByText('Pay by')).toBeNull();
  });

  it('once expired: the reason, no pay button, no time, and the way back to the order', async () => {
    renderDetails(summary({ payment_status: 'failed', can_pay: false, reason: PAYMENT_MESSAGES.expired }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The time to pay for this order ran out, so it was cancelled. Please order again.',
    );
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.queryByText('Pay by')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to my order' }).getAttribute('href')).toBe(
      `/kainan/orders/${ORDER_UUID}`,
    );
  });
});
