import { describe, expect, it } from 'vitest';
import { readXenditEvent, verifyXenditToken } from './xendit-callback';
import { cardChargeOutcome, paymentRequestOutcome, xenditRefundOutcome } from './xendit-provider';

describe('verifyXenditToken', () => {
  it('accepts only the exact token', () => {
    expect(verifyXenditToken('tok-123', 'tok-123')).toBe(true);
    expect(verifyXenditToken('tok-123', 'tok-124')).toBe(false);
    expect(verifyXenditToken('tok-123', 'tok-1234')).toBe(false);
    expect(verifyXenditToken('tok-123', 'TOK-123')).toBe(false);
    expect(verifyXenditToken('tok-123', '')).toBe(false);
    expect(verifyXenditToken('tok-123', undefined)).toBe(false);
  });

  it('refuses everything when no token is configured', () => {
    expect(verifyXenditToken('', '')).toBe(false);
    expect(verifyXenditToken('', 'anything')).toBe(false);
  });
});

describe('readXenditEvent', () => {
  const payment = (status: string, extra: object = {}) => ({
    id: 'py-1111',
    payment_request_id: 'pr-2222',
    reference_id: 'our-transaction',
    status,
    ...extra,
  });

  it('reads payment.succeeded as the request paid, keyed by the webhook id', () => {
    expect(readXenditEvent({ event: 'payment.succeeded', data: payment('SUCCEEDED') }, 'wh-1')).toEqual({
      kind: 'outcome',
      id: 'wh-1',
      type: 'payment.succeeded',
      ref: 'pr-2222',
      outcome: 'paid',
      reason: '',
    });
  });

  it('reads payment.failed as failed, with Xendit’s failure code when there is one', () => {
    const body = { event: 'payment.failed', data: payment('FAILED', { failure_code: 'INSUFFICIENT_BALANCE' }) };
    expect(readXenditEvent(body, 'wh-2')).toMatchObject({
      ref: 'pr-2222',
      outcome: 'failed',
      reason: 'INSUFFICIENT_BALANCE',
    });
    expect(readXenditEvent({ event: 'payment.failed', data: payment('FAILED') }, 'wh-3')).toMatchObject({
      outcome: 'failed',
      reason: 'payment.failed',
    });
  });

  it('reads payment_request.expiry by the request’s own id', () => {
    const body = { event: 'payment_request.expiry', data: { id: 'pr-3333', status: 'FAILED' } };
    expect(readXenditEvent(body, undefined)).toEqual({
      kind: 'outcome',
      id: 'payment_request.expiry:pr-3333',
      type: 'payment_request.expiry',
      ref: 'pr-3333',
      outcome: 'failed',
      reason: 'expired',
    });
  });

  it('keys a callback without a (usable) webhook id on the event and the payment’s id', () => {
    const body = { event: 'payment.succeeded', data: payment('SUCCEEDED') };
    expect(readXenditEvent(body, undefined)).toMatchObject({ id: 'payment.succeeded:py-1111' });
    expect(readXenditEvent(body, '')).toMatchObject({ id: 'payment.succeeded:py-1111' });
    expect(readXenditEvent(body, 'x'.repeat(201))).toMatchObject({ id: 'payment.succeeded:py-1111' });
  });

  const refund = (status: string, extra: object = {}) => ({
    id: 'rfd-4444',
    payment_request_id: 'pr-2222',
    reference_id: 'our-refund',
    amount: 500,
    currency: 'PHP',
    status,
    failure_code: null,
    ...extra,
  });

  it('reads refund.succeeded and refund.failed as the refund’s outcome', () => {
    expect(readXenditEvent({ event: 'refund.succeeded', data: refund('SUCCEEDED') }, 'wh-r1')).toEqual({
      kind: 'refund',
      id: 'wh-r1',
      type: 'refund.succeeded',
      refundRef: 'rfd-4444',
      outcome: 'succeeded',
      reason: '',
    });
    const failed = { event: 'refund.failed', data: refund('FAILED', { failure_code: 'INSUFFICIENT_BALANCE' }) };
    expect(readXenditEvent(failed, undefined)).toEqual({
      kind: 'refund',
      id: 'refund.failed:rfd-4444',
      type: 'refund.failed',
      refundRef: 'rfd-4444',
      outcome: 'failed',
      reason: 'INSUFFICIENT_BALANCE',
    });
    expect(readXenditEvent({ event: 'refund.failed', data: refund('FAILED') }, 'wh')).toMatchObject({
      reason: 'refund.failed',
    });
    expect(readXenditEvent({ event: 'refund.succeeded', data: { status: 'SUCCEEDED' } }, 'wh')).toBeUndefined();
  });

  it('ignores other events', () => {
    expect(readXenditEvent({ event: 'payment_method.activated', data: { id: 'pm-1' } }, 'wh')).toEqual({
      kind: 'ignored',
    });
  });

  it('refuses what is no callback', () => {
    for (const body of [
      null,
      'payment.succeeded',
      [],
      {},
      { event: 'payment.succeeded' },
      { event: 'payment.succeeded', data: null },
      { event: 42, data: payment('SUCCEEDED') },
      { event: 'payment.succeeded', data: { id: 'py-1', status: 'SUCCEEDED' } },
      { event: 'payment.succeeded', data: { payment_request_id: 'pr-1' } },
      { event: 'payment.succeeded', data: payment('SUCCEEDED', { payment_request_id: 7 }) },
      { event: 'payment_request.expiry', data: { status: 'FAILED' } },
    ])
      expect(readXenditEvent(body, 'wh'), JSON.stringify(body)).toBeUndefined();
  });
});

describe('Xendit statuses in our words', () => {
  it('maps payment request statuses', () => {
    expect(paymentRequestOutcome('SUCCEEDED')).toBe('paid');
    for (const s of ['FAILED', 'CANCELED', 'EXPIRED', 'VOIDED']) expect(paymentRequestOutcome(s)).toBe('failed');
    for (const s of ['PENDING', 'REQUIRES_ACTION', 'AWAITING_CAPTURE', 'UNKNOWN'])
      expect(paymentRequestOutcome(s)).toBe('pending');
  });

  it('maps refund statuses', () => {
    expect(xenditRefundOutcome('SUCCEEDED')).toBe('succeeded');
    expect(xenditRefundOutcome('FAILED')).toBe('failed');
    expect(xenditRefundOutcome('CANCELLED')).toBe('failed');
    for (const s of ['PENDING', 'REQUESTED', 'UNKNOWN']) expect(xenditRefundOutcome(s)).toBe('pending');
  });

  it('maps card charge statuses', () => {
    expect(cardChargeOutcome('CAPTURED')).toBe('paid');
    expect(cardChargeOutcome('FAILED')).toBe('failed');
    expect(cardChargeOutcome('REVERSED')).toBe('failed');
    expect(cardChargeOutcome('AUTHORIZED')).toBe('pending');
  });
});
