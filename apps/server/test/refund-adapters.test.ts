/**
 * The providers' refunds (ADR 0028), each adapter called directly: PayMongo and Xendit against their
 * local fakes (support/fake-paymongo.ts, support/fake-xendit.ts), the sandbox on a test database (PGlite,
 * or PostgreSQL with TEST_DATABASE_URL). A full refund of a paid card, e-wallet or QR payment; a retry with
 * the same reference making one refund at the provider; a failed refund; a pending one looked up later as
 * succeeded; and the refusals. A refund the provider refuses outright (the payment is not paid, the amount
 * is more than is left to refund) throws ProviderError: no refund exists, so there is no ref to answer
 * 'failed' with. 'failed' is for a refund the provider accepted and could not complete.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError, type RefundInput } from '../src/modules/payments/provider';
import { createPaymongoProvider, type PaymongoProvider } from '../src/modules/payments/providers/paymongo-provider';
import { readPaymongoEvent } from '../src/modules/payments/providers/paymongo-webhook';
import { createSandboxProvider, type SandboxProvider } from '../src/modules/payments/providers/sandbox-provider';
import { readXenditEvent } from '../src/modules/payments/providers/xendit-callback';
import { createXenditProvider, type XenditProvider } from '../src/modules/payments/providers/xendit-provider';
import { freshDatabase } from './helpers';
import { type FakePaymongo, startFakePaymongo } from './support/fake-paymongo';
import { type FakeXendit, startFakeXendit } from './support/fake-xendit';

const refundOf = (paymentRef: string, amount: number, extra: Partial<RefundInput> = {}): RefundInput => ({
  paymentRef,
  amount,
  reason: 'requested_by_customer',
  reference: randomUUID(),
  ...extra,
});

describe('PayMongo refunds', () => {
  const keys = { secretKey: 'sk_test_refunds', publicKey: 'pk_test_refunds', webhookSecret: 'whsk_refunds' };
  let fake: FakePaymongo;
  let provider: PaymongoProvider;

  beforeAll(async () => {
    fake = await startFakePaymongo(keys);
    provider = createPaymongoProvider({ ...keys, apiUrl: fake.url });
  });
  afterAll(() => fake.close());

  const paidCard = async (amount = 50_000) => {
    const started = await provider.startCard({
      amount,
      description: 'Order',
      returnUrl: 'https://shop.test/back',
      paymentMethodId: await fake.createCardMethod('4343434343434345'),
      metadata: {},
    });
    expect(started.outcome).toBe('paid');
    return started.ref;
  };
  const paidEwallet = async (type: 'gcash' | 'paymaya', amount = 50_000) => {
    const started = await provider.startEwallet({
      type,
      amount,
      description: 'Order',
      successUrl: 'https://shop.test/ok',
      failedUrl: 'https://shop.test/no',
      metadata: {},
    });
    fake.authorize(started.ref, 'succeed');
    expect(await provider.lookUp(started.ref)).toBe('paid');
    return started.ref;
  };
  const paymentIdOfIntent = (ref: string) => {
    const payments = (fake.intents.get(ref)?.attributes.payments ?? []) as { id: string }[];
    return String(payments[0]?.id);
  };
  const refundCalls = () => fake.calls.filter((c) => c.method === 'POST' && c.path === '/v1/refunds');

  it('refunds a paid card payment in full, of its payment (pay_…), with our reference in its metadata', async () => {
    const ref = await paidCard();
    const before = refundCalls().length;
    const input = refundOf(ref, 50_000);
    const refund = await provider.refund(input);
    expect(refund).toMatchObject({ ref: expect.stringMatching(/^ref_/), outcome: 'succeeded' });
    expect(refundCalls()).toHaveLength(before + 1);
    expect(refundCalls().at(-1)?.body).toMatchObject({
      amount: 50_000,
      payment_id: paymentIdOfIntent(ref),
      reason: 'requested_by_customer',
      metadata: { reference: input.reference },
    });
    expect(await provider.lookUpRefund(refund.ref, ref)).toEqual({ ref: refund.ref, outcome: 'succeeded' });
    // The payment itself was made: it still reads paid.
    expect(await provider.lookUp(ref)).toBe('paid');
  });

  it('refunds a GCash source (its payment found by source) and a Maya intent', async () => {
    const gcash = await paidEwallet('gcash');
    const refund = await provider.refund(refundOf(gcash, 50_000, { reason: 'cancelled' }));
    expect(refund.outcome).toBe('succeeded');
    const made = fake.refunds.get(refund.ref);
    const payment = fake.payments.get(String(made?.attributes.payment_id));
    expect(payment?.attributes.source).toMatchObject({ id: gcash });
    // 'cancelled' is not in PayMongo's list: others, with a note.
    expect(made?.attributes).toMatchObject({ reason: 'others', notes: expect.stringContaining('cancelled') });

    const maya = await paidEwallet('paymaya');
    expect(await provider.refund(refundOf(maya, 20_000, { reason: 'duplicate' }))).toMatchObject({
      outcome: 'succeeded',
    });
  });

  it('a retry with the same reference answers the first refund and makes no second one', async () => {
    const ref = await paidCard();
    const input = refundOf(ref, 30_000);
    const first = await provider.refund(input);
    const before = refundCalls().length;
    expect(await provider.refund(input)).toEqual(first);
    expect(refundCalls()).toHaveLength(before);
  });

  it('a refund whose answer was lost is found, not made twice', async () => {
    const ref = await paidCard();
    const input = refundOf(ref, 50_000);
    fake.loseNext('POST', '/v1/refunds');
    const refund = await provider.refund(input);
    expect(refund.outcome).toBe('succeeded');
    expect(await provider.refund(input)).toEqual(refund);
    const paymentId = paymentIdOfIntent(ref);
    expect([...fake.refunds.values()].filter((r) => r.attributes.payment_id === paymentId)).toHaveLength(1);
  });

  it('a pending refund is looked up later as succeeded, and its webhook reads as a refund', async () => {
    const ref = await paidCard();
    fake.nextRefund('pending');
    const refund = await provider.refund(refundOf(ref, 50_000));
    expect(refund.outcome).toBe('pending');
    expect((await provider.lookUpRefund(refund.ref, ref)).outcome).toBe('pending');
    const delivery = fake.settleRefund(refund.ref, 'succeeded');
    expect(await provider.lookUpRefund(refund.ref, ref)).toEqual({ ref: refund.ref, outcome: 'succeeded' });
    expect(readPaymongoEvent(JSON.parse(delivery.payload))).toMatchObject({
      kind: 'refund',
      type: 'payment.refund.updated',
      refundRef: refund.ref,
      outcome: 'succeeded',
      paymentId: paymentIdOfIntent(ref),
    });
  });

  it('a refund that fails at PayMongo reads failed; its amount may be refunded again', async () => {
    const ref = await paidCard();
    fake.nextRefund('failed');
    const failed = await provider.refund(refundOf(ref, 50_000));
    expect(failed).toMatchObject({ outcome: 'failed', failureReason: expect.any(String) });
    expect((await provider.lookUpRefund(failed.ref, ref)).outcome).toBe('failed');
    expect((await provider.refund(refundOf(ref, 50_000))).outcome).toBe('succeeded');
  });

  it('refuses (ProviderError) more than is left to refund, and a payment not paid', async () => {
    const ref = await paidCard();
    await provider.refund(refundOf(ref, 30_000));
    await expect(provider.refund(refundOf(ref, 20_001))).rejects.toThrow(/parameter_above_maximum/);
    await expect(provider.refund(refundOf(ref, 20_001))).rejects.toBeInstanceOf(ProviderError);
    expect((await provider.refund(refundOf(ref, 20_000))).outcome).toBe('succeeded');

    const declined = await provider.startCard({
      amount: 50_000,
      description: 'Order',
      returnUrl: 'https://shop.test/back',
      paymentMethodId: await fake.createCardMethod('4120000000000002'),
      metadata: {},
    });
    expect(declined.outcome).toBe('failed');
    await expect(provider.refund(refundOf(declined.ref, 50_000))).rejects.toBeInstanceOf(ProviderError);
    const unpaid = await provider.startEwallet({
      type: 'gcash',
      amount: 50_000,
      description: 'Order',
      successUrl: 'https://shop.test/ok',
      failedUrl: 'https://shop.test/no',
      metadata: {},
    });
    await expect(provider.refund(refundOf(unpaid.ref, 50_000))).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('Xendit refunds', () => {
  const keys = { secretKey: 'xnd_development_refunds', callbackToken: 'cb-token-refunds' };
  let fake: FakeXendit;
  let provider: XenditProvider;

  beforeAll(async () => {
    fake = await startFakeXendit(keys);
    provider = createXenditProvider({
      ...keys,
      publicKey: 'xnd_public_development_refunds',
      apiUrl: fake.url,
      jsUrl: 'https://js.xendit.co/v1/xendit.min.js',
    });
  });
  afterAll(() => fake.close());

  const paidCard = async (amount = 50_000, token = 'tok-good') => {
    const started = await provider.startCard({
      amount,
      description: 'Order',
      returnUrl: 'https://shop.test/back',
      cardToken: { id: `${randomUUID()}-${token}` },
      reference: randomUUID(),
      metadata: {},
    });
    return started;
  };
  const paidRequest = async (kind: 'ewallet' | 'qr', amount = 50_000) => {
    const started =
      kind === 'qr'
        ? await provider.startQr?.({ amount, description: 'Order', reference: randomUUID(), metadata: {} })
        : await provider.startEwallet({
            type: 'gcash',
            amount,
            description: 'Order',
            successUrl: 'https://shop.test/ok',
            failedUrl: 'https://shop.test/no',
            reference: randomUUID(),
            metadata: {},
          });
    if (!started) throw new Error('Xendit takes QR Ph');
    fake.pay(started.ref);
    expect(await provider.lookUp(started.ref)).toBe('paid');
    return started.ref;
  };
  const callsTo = (path: string) => fake.calls.filter((c) => c.method === 'POST' && c.path === path);

  it('refunds a paid e-wallet payment request in full: pending, then refund.succeeded', async () => {
    const ref = await paidRequest('ewallet');
    const input = refundOf(ref, 50_000);
    const refund = await provider.refund(input);
    expect(refund).toEqual({ ref: expect.stringMatching(/^rfd-/), outcome: 'pending', failureReason: undefined });
    const call = callsTo('/refunds').at(-1);
    expect(call?.body).toEqual({
      payment_request_id: ref,
      reference_id: input.reference,
      amount: 500,
      currency: 'PHP',
      reason: 'REQUESTED_BY_CUSTOMER',
    });
    expect(call?.headers['idempotency-key']).toBe(input.reference);
    const delivery = fake.settleRefund(refund.ref, 'SUCCEEDED');
    expect(readXenditEvent(delivery?.body, delivery?.headers['webhook-id'])).toEqual({
      kind: 'refund',
      id: delivery?.headers['webhook-id'],
      type: 'refund.succeeded',
      refundRef: refund.ref,
      outcome: 'succeeded',
      reason: '',
    });
    expect((await provider.lookUpRefund(refund.ref, ref)).outcome).toBe('succeeded');
    expect(await provider.lookUp(ref)).toBe('paid');
  });

  it('refunds a QR Ph payment, for a cancellation', async () => {
    const ref = await paidRequest('qr');
    const refund = await provider.refund(refundOf(ref, 50_000, { reason: 'cancelled' }));
    expect(callsTo('/refunds').at(-1)?.body).toMatchObject({ reason: 'CANCELLATION' });
    fake.settleRefund(refund.ref, 'SUCCEEDED');
    expect((await provider.lookUpRefund(refund.ref, ref)).outcome).toBe('succeeded');
  });

  it('refunds a paid card charge: REQUESTED, then looked up as succeeded', async () => {
    const charge = await paidCard();
    expect(charge.outcome).toBe('paid');
    const input = refundOf(charge.ref, 50_000);
    const refund = await provider.refund(input);
    expect(refund.outcome).toBe('pending');
    const path = `/credit_card_charges/${charge.ref}/refunds`;
    expect(callsTo(path).at(-1)?.body).toEqual({ amount: 500, external_id: input.reference });
    expect(callsTo(path).at(-1)?.headers['x-idempotency-key']).toBe(input.reference);
    expect(fake.settleRefund(refund.ref, 'SUCCEEDED')).toBeNull();
    expect(await provider.lookUpRefund(refund.ref, charge.ref)).toEqual({
      ref: refund.ref,
      outcome: 'succeeded',
      failureReason: undefined,
    });
  });

  it('a retry with the same reference, or a create whose answer was lost, makes one refund', async () => {
    const ref = await paidRequest('ewallet');
    const input = refundOf(ref, 50_000);
    fake.failNext('POST', '/refunds', 'lose');
    const first = await provider.refund(input);
    expect(await provider.refund(input)).toEqual(first);
    expect([...fake.refunds.values()].filter((r) => r.payment_request_id === ref)).toHaveLength(1);

    const charge = await paidCard();
    const cardInput = refundOf(charge.ref, 20_000);
    fake.failNext('POST', `/credit_card_charges/${charge.ref}/refunds`, 'lose');
    const card = await provider.refund(cardInput);
    expect(await provider.refund(cardInput)).toEqual(card);
    expect([...fake.refunds.values()].filter((r) => r.credit_card_charge_id === charge.ref)).toHaveLength(1);
  });

  it('a failed refund reads failed, with Xendit’s code, by look-up and by refund.failed', async () => {
    const ref = await paidRequest('ewallet');
    const refund = await provider.refund(refundOf(ref, 50_000));
    const delivery = fake.settleRefund(refund.ref, 'FAILED', { failureCode: 'INSUFFICIENT_BALANCE' });
    expect(readXenditEvent(delivery?.body, undefined)).toEqual({
      kind: 'refund',
      id: `refund.failed:${refund.ref}`,
      type: 'refund.failed',
      refundRef: refund.ref,
      outcome: 'failed',
      reason: 'INSUFFICIENT_BALANCE',
    });
    expect(await provider.lookUpRefund(refund.ref, ref)).toEqual({
      ref: refund.ref,
      outcome: 'failed',
      failureReason: 'INSUFFICIENT_BALANCE',
    });
  });

  it('refuses (ProviderError) a payment not paid and more than is left to refund', async () => {
    const unpaid = await provider.startEwallet({
      type: 'gcash',
      amount: 50_000,
      description: 'Order',
      successUrl: 'https://shop.test/ok',
      failedUrl: 'https://shop.test/no',
      reference: randomUUID(),
      metadata: {},
    });
    await expect(provider.refund(refundOf(unpaid.ref, 50_000))).rejects.toThrow(/INELIGIBLE_TRANSACTION/);

    const ref = await paidRequest('ewallet');
    await provider.refund(refundOf(ref, 30_000));
    await expect(provider.refund(refundOf(ref, 20_001))).rejects.toThrow(/REFUND_AMOUNT_EXCEEDED/);
    await expect(provider.refund(refundOf(ref, 20_001))).rejects.toBeInstanceOf(ProviderError);

    const declined = await paidCard(50_000, 'tok-declined');
    expect(declined.outcome).toBe('failed');
    await expect(provider.refund(refundOf(declined.ref, 50_000))).rejects.toBeInstanceOf(ProviderError);
    const charge = await paidCard();
    await expect(provider.refund(refundOf(charge.ref, 50_001))).rejects.toThrow(/REFUND_AMOUNT_EXCEEDED_ERROR/);
  });
});

describe('sandbox refunds', () => {
  let drop: () => Promise<void>;
  let sandbox: SandboxProvider;

  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    sandbox = createSandboxProvider(fresh.database.db);
  });
  afterAll(() => drop());

  const paid = async () => {
    const started = await sandbox.startCard({
      amount: 50_000,
      description: 'Order',
      returnUrl: '/back',
      metadata: {},
    });
    await sandbox.decide(started.ref, 'pay');
    return started.ref;
  };

  it('refunds a paid payment at once, the same refund on a retry; the payment still reads paid', async () => {
    const ref = await paid();
    const input = refundOf(ref, 50_000);
    const refund = await sandbox.refund(input);
    expect(refund).toEqual({ ref: `rf_sbx_${ref}`, outcome: 'succeeded' });
    expect(await sandbox.refund(input)).toEqual(refund);
    expect((await sandbox.find(ref))?.status).toBe('refunded');
    expect(await sandbox.lookUp(ref)).toBe('paid');
    expect(await sandbox.lookUpRefund(refund.ref, ref)).toEqual(refund);
  });

  it('refunds an e-wallet (source) payment', async () => {
    const started = await sandbox.startEwallet({
      type: 'gcash',
      amount: 30_000,
      description: 'Order',
      successUrl: '/ok',
      failedUrl: '/no',
      metadata: {},
    });
    await sandbox.decide(started.ref, 'pay');
    expect(await sandbox.refund(refundOf(started.ref, 30_000))).toEqual({
      ref: `rf_sbx_${started.ref}`,
      outcome: 'succeeded',
    });
  });

  it('refuses (ProviderError) a payment not paid, more than was paid, and an unknown one', async () => {
    const waiting = await sandbox.startCard({ amount: 50_000, description: 'Order', returnUrl: '/b', metadata: {} });
    await expect(sandbox.refund(refundOf(waiting.ref, 50_000))).rejects.toBeInstanceOf(ProviderError);
    await sandbox.decide(waiting.ref, 'fail');
    await expect(sandbox.refund(refundOf(waiting.ref, 50_000))).rejects.toBeInstanceOf(ProviderError);
    const ref = await paid();
    await expect(sandbox.refund(refundOf(ref, 50_001))).rejects.toBeInstanceOf(ProviderError);
    await expect(sandbox.refund(refundOf('pi_sbx_nothing', 100))).rejects.toBeInstanceOf(ProviderError);
    await expect(sandbox.lookUpRefund(`rf_sbx_${ref}`, ref)).resolves.toMatchObject({ outcome: 'failed' });
    await expect(sandbox.lookUpRefund('rf_sbx_other', ref)).rejects.toBeInstanceOf(ProviderError);
  });
});
