import { describe, expect, it } from 'vitest';
import { paymentDueAt, paymentWindowMinutes } from './payment-windows';

describe('payment windows', () => {
  it('gives cards, e-wallets and QR Ph 30 minutes, Paynamics and UnionBank 60, cash and slips none', () => {
    expect(paymentWindowMinutes('CC_PAYMONGO')).toBe(30);
    expect(paymentWindowMinutes('GCASH_XENDIT')).toBe(30);
    expect(paymentWindowMinutes('QRPH_XENDIT')).toBe(30);
    expect(paymentWindowMinutes('CC_PAYNAMICS')).toBe(60);
    expect(paymentWindowMinutes('UNIONBANK_XENDIT')).toBe(60);
    expect(paymentWindowMinutes('COD')).toBeNull();
    expect(paymentWindowMinutes('DEPOSIT_SLIP')).toBeNull();
  });

  it("takes the merchant's own minutes for a method, and never gives cash a window", () => {
    expect(paymentWindowMinutes('QRPH_XENDIT', { QRPH_XENDIT: 15 })).toBe(15);
    expect(paymentWindowMinutes('CC_XENDIT', { QRPH_XENDIT: 15 })).toBe(30);
    expect(paymentWindowMinutes('COD', { COD: 15 })).toBeNull();
  });

  it('closes the window that many minutes after it opened', () => {
    const opened = new Date('2026-11-24T10:00:00Z');
    expect(paymentDueAt('GCASH_PAYMONGO', opened)?.toISOString()).toBe('2026-11-24T10:30:00.000Z');
    expect(paymentDueAt('GCASH_PAYMONGO', opened, { GCASH_PAYMONGO: 5 })?.toISOString()).toBe(
      '2026-11-24T10:05:00.000Z',
    );
    expect(paymentDueAt('COD', opened)).toBeNull();
  });
});
