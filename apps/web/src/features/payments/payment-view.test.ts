import type { Payment } from '@storefront/contracts/payment';
import { describe, expect, it } from 'vitest';
import { afterStart, cardDigits, destinationOf, orderReference, parseExpiry, qrToShow } from './payment-view';

const payment = (redirect: string | null): Payment => ({
  transaction_number: 't',
  order_uuid: 'o',
  provider: 'sandbox',
  payment_method: 'CC_PAYMONGO',
  payment_intent_id: 'pi_sbx_1',
  amount: 199,
  status: 'pending',
  redirect_url: redirect,
  checkout_url: null,
  qr_code: null,
  order_payment_status: 'pending',
});

describe('payment view', () => {
  it('quotes an order by the first 8 characters of its uuid', () => {
    expect(orderReference('1a2b3c4d-0000-4000-8000-000000000000')).toBe('1A2B3C4D');
  });

  it("sends the customer to the provider's page, or straight on when nothing is left to do", () => {
    expect(afterStart(payment('/api/payments/sandbox/pi_sbx_1'))).toEqual({
      kind: 'provider',
      url: '/api/payments/sandbox/pi_sbx_1',
    });
    expect(afterStart(payment(null))).toEqual({ kind: 'progress' });
  });

  it('shows a QR Ph code on the waiting step, even when the sandbox names its stand-in page', () => {
    const qr = {
      ...payment('/api/payments/sandbox/qr_sbx_1'),
      payment_method: 'QRPH_XENDIT',
      qr_code: 'SANDBOX-QRPH|1',
    };
    expect(afterStart(qr)).toEqual({ kind: 'progress' });
    expect(afterStart({ ...qr, redirect_url: null })).toEqual({ kind: 'progress' });
    expect(qrToShow(qr)).toEqual({ code: 'SANDBOX-QRPH|1', testPage: '/api/payments/sandbox/qr_sbx_1' });
    expect(qrToShow({ ...qr, redirect_url: null })).toEqual({ code: 'SANDBOX-QRPH|1', testPage: null });
    // Nothing to scan once answered, or without a code.
    expect(qrToShow({ ...qr, status: 'paid' })).toBeNull();
    expect(qrToShow(payment(null))).toBeNull();
    expect(qrToShow(undefined)).toBeNull();
  });

  it('leaves the waiting step only on an answer', () => {
    expect(destinationOf('pending')).toBeNull();
    expect(destinationOf('paid')).toBe('success');
    expect(destinationOf('failed')).toBe('failed');
    expect(destinationOf('cancelled')).toBe('failed');
  });

  it('reads card expiry dates and numbers as typed', () => {
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry(' 3 / 2031 ')).toEqual({ month: 3, year: 2031 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('1230')).toBeNull();
    expect(cardDigits('4343 4343-4343 4345')).toBe('4343434343434345');
  });
});
