import { describe, expect, it } from 'vitest';
import { paymongoRefundOutcome } from './paymongo-provider';
import { readPaymongoEvent } from './paymongo-webhook';

const event = (type: string, data: unknown, id = 'evt_1') => ({
  data: { id, type: 'event', attributes: { type, livemode: false, data, previous_data: {} } },
});
const refund = (id: string, status: string, updated_at = 1) => ({
  id,
  type: 'refund',
  attributes: { amount: 2000, payment_id: 'pay_1', reason: 'others', status, updated_at },
});

describe('readPaymongoEvent', () => {
  it('reads the payment kinds as before', () => {
    expect(readPaymongoEvent(event('source.chargeable', { id: 'src_1', attributes: {} }))).toEqual({
      id: 'evt_1',
      type: 'source.chargeable',
      kind: 'chargeable',
      ref: 'src_1',
    });
    const paid = { id: 'pay_1', attributes: { payment_intent_id: 'pi_1', source: null } };
    expect(readPaymongoEvent(event('payment.paid', paid))).toEqual({
      id: 'evt_1',
      type: 'payment.paid',
      kind: 'outcome',
      ref: 'pi_1',
      outcome: 'paid',
    });
    const failed = { id: 'pay_2', attributes: { payment_intent_id: null, source: { id: 'src_2' } } };
    expect(readPaymongoEvent(event('payment.failed', failed))).toMatchObject({ ref: 'src_2', outcome: 'failed' });
    expect(readPaymongoEvent(event('payment_intent.succeeded', { id: 'pi_1', attributes: {} }))).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      kind: 'ignored',
    });
  });

  it('reads payment.refund.updated: the refund whose status changed', () => {
    expect(readPaymongoEvent(event('payment.refund.updated', refund('ref_1', 'pending')))).toEqual({
      id: 'evt_1',
      type: 'payment.refund.updated',
      kind: 'refund',
      refundRef: 'ref_1',
      outcome: 'pending',
      paymentId: 'pay_1',
      refunds: [{ refundRef: 'ref_1', outcome: 'pending' }],
    });
    expect(readPaymongoEvent(event('payment.refund.updated', refund('ref_1', 'succeeded')))).toMatchObject({
      outcome: 'succeeded',
    });
    expect(readPaymongoEvent(event('payment.refund.updated', refund('ref_1', 'failed')))).toMatchObject({
      outcome: 'failed',
    });
  });

  it('reads payment.refunded: the payment with every refund, the latest updated first', () => {
    const payment = {
      id: 'pay_9',
      type: 'payment',
      attributes: {
        status: 'paid',
        refunds: [refund('ref_old', 'failed', 10), refund('ref_new', 'succeeded', 20)],
      },
    };
    expect(readPaymongoEvent(event('payment.refunded', payment, 'evt_9'))).toEqual({
      id: 'evt_9',
      type: 'payment.refunded',
      kind: 'refund',
      refundRef: 'ref_new',
      outcome: 'succeeded',
      paymentId: 'pay_9',
      refunds: [
        { refundRef: 'ref_old', outcome: 'failed' },
        { refundRef: 'ref_new', outcome: 'succeeded' },
      ],
    });
  });

  it('refuses a refund event that names no refund', () => {
    expect(readPaymongoEvent(event('payment.refund.updated', { id: 'ref_1', attributes: {} }))).toBeNull();
    expect(readPaymongoEvent(event('payment.refund.updated', null))).toBeNull();
    expect(readPaymongoEvent(event('payment.refunded', { id: 'pay_1', attributes: { refunds: [] } }))).toBeNull();
    expect(readPaymongoEvent(event('payment.refunded', { id: 'pay_1', attributes: {} }))).toBeNull();
  });

  it('maps refund statuses', () => {
    expect(paymongoRefundOutcome('succeeded')).toBe('succeeded');
    expect(paymongoRefundOutcome('failed')).toBe('failed');
    for (const s of ['pending', 'processing', 'unknown']) expect(paymongoRefundOutcome(s)).toBe('pending');
  });
});
