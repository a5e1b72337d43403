import { describe, expect, it } from 'vitest';
import {
  maximumPesos,
  methodAvailability,
  minimumPesos,
  parseMethod,
  paymentFlow,
  paymentMethodLabel,
  paymentMethodLabels,
} from './payment-methods';

describe('payment method labels', () => {
  it("uses the spec's label for the kind, whatever the provider", () => {
    expect(paymentMethodLabel('COD')).toBe('Cash on Delivery');
    expect(paymentMethodLabel('CC_PAYMONGO')).toBe('Local Debit/Credit Cards');
    expect(paymentMethodLabel('GRAB_PAY_PAYMONGO')).toBe('GrabPay');
    expect(paymentMethodLabel('GCASH_XENDIT')).toBe('GCash');
    expect(paymentMethodLabel('PAYMAYA_XENDIT')).toBe('Maya');
    expect(paymentMethodLabel('SHOPEEPAY_XENDIT')).toBe('ShopeePay');
    expect(paymentMethodLabel('QRPH_PAYMONGO')).toBe('QR Ph');
    expect(paymentMethodLabel('UNIONBANK_XENDIT')).toBe('UnionBank - Direct Debit');
    expect(paymentMethodLabel('DEPOSIT_SLIP')).toBe('Bank Deposit');
    expect(paymentMethodLabel('BITCOIN')).toBe('BITCOIN');
  });

  it('splits a code into kind and provider', () => {
    expect(parseMethod('GRAB_PAY_PAYMONGO')).toEqual({ kind: 'GRAB_PAY', provider: 'PAYMONGO' });
    expect(parseMethod('COD')).toEqual({ kind: 'COD', provider: null });
  });
});

describe('payment method ranges (§9)', () => {
  it('has the minimums: PayMongo 100, CC_XENDIT 20, other Xendit 1, otherwise 0', () => {
    expect(minimumPesos('GCASH_PAYMONGO')).toBe(100);
    expect(minimumPesos('CC_PAYMONGO')).toBe(100);
    expect(minimumPesos('CC_XENDIT')).toBe(20);
    expect(minimumPesos('GCASH_XENDIT')).toBe(1);
    expect(minimumPesos('COD')).toBe(0);
  });

  it('has the maximums: PAYMAYA_XENDIT and UNIONBANK_XENDIT 100,000, others 50,000', () => {
    expect(maximumPesos('PAYMAYA_XENDIT')).toBe(100_000);
    expect(maximumPesos('UNIONBANK_XENDIT')).toBe(100_000);
    expect(maximumPesos('PAYMAYA_PAYMONGO')).toBe(50_000);
    expect(maximumPesos('COD')).toBe(50_000);
  });

  it('accepts amounts from the minimum to the maximum, both included', () => {
    expect(methodAvailability('GCASH_PAYMONGO', 10_000)).toEqual({ available: true });
    expect(methodAvailability('GCASH_PAYMONGO', 9_999)).toEqual({
      available: false,
      reason: 'below_minimum',
      limit: 10_000,
    });
    expect(methodAvailability('COD', 5_000_000)).toEqual({ available: true });
    expect(methodAvailability('COD', 5_000_001)).toEqual({
      available: false,
      reason: 'above_maximum',
      limit: 5_000_000,
    });
    expect(methodAvailability('UNIONBANK_XENDIT', 10_000_000)).toEqual({ available: true });
  });
});

describe('paymentFlow', () => {
  it('sends cards to the card route and e-wallets to their PayMongo type', () => {
    expect(paymentFlow('COD')).toEqual({ kind: 'cash' });
    expect(paymentFlow('DEPOSIT_SLIP')).toEqual({ kind: 'slip' });
    expect(paymentFlow('CC_PAYMONGO')).toEqual({ kind: 'provider', route: 'card' });
    expect(paymentFlow('GRAB_PAY_PAYMONGO')).toEqual({ kind: 'provider', route: 'grab_pay' });
    expect(paymentFlow('GCASH_PAYNAMICS')).toEqual({ kind: 'provider', route: 'gcash' });
  });

  it('gives each Xendit method its own route', () => {
    expect(paymentFlow('CC_XENDIT')).toEqual({ kind: 'provider', route: 'card' });
    expect(paymentFlow('SHOPEEPAY_XENDIT')).toEqual({ kind: 'provider', route: 'shopeepay' });
    expect(paymentFlow('QRPH_XENDIT')).toEqual({ kind: 'provider', route: 'qrph' });
    expect(paymentFlow('UNIONBANK_XENDIT')).toEqual({ kind: 'provider', route: 'unionbank' });
  });
});

describe('paymentMethodLabels', () => {
  it('names the provider on a second line only where two offered methods share a label', () => {
    expect(paymentMethodLabels(['COD', 'CC_PAYMONGO', 'GCASH_PAYMONGO', 'CC_PAYNAMICS', 'QRPH_XENDIT'])).toEqual([
      { code: 'COD', label: 'Cash on Delivery', provider: null },
      { code: 'CC_PAYMONGO', label: 'Local Debit/Credit Cards', provider: 'PayMongo' },
      { code: 'GCASH_PAYMONGO', label: 'GCash', provider: null },
      { code: 'CC_PAYNAMICS', label: 'Local Debit/Credit Cards', provider: 'Paynamics' },
      { code: 'QRPH_XENDIT', label: 'QR Ph', provider: null },
    ]);
    expect(paymentMethodLabels(['GCASH_PAYNAMICS', 'GCASH_XENDIT']).map((m) => m.provider)).toEqual([
      'Paynamics',
      'Xendit',
    ]);
  });
});
