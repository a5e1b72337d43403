/**
 * Payments: starting an attempt to pay an order through a provider, learning its outcome from the
 * provider (status look-up, verified webhook or notification, the sandbox's own event) and recording it
 * on the order in one transaction with the attempt. ADR 0010.
 *
 * Rules every start shares: the order must be the caller's (a customer's own, or a guest order for the
 * guest variants — else 404), not paid, not cancelled, paid by a provider method of the call's kind
 * whose provider is there (configured, or the sandbox in development), with its amount inside the
 * method's range, and not waiting for the store to check a Senior Citizen / PWD ID (ADR 0020: an order
 * with that discount is charged once it is decided, so nothing is ever refunded or topped up). The
 * amount is always the order's total.
 */
import { randomUUID } from 'node:crypto';
import {
  type BillingAddBody,
  PAYMENT_MESSAGES,
  type Payment,
  type PaymentOrderSummary,
  type PaynamicsNotification,
} from '@storefront/contracts/payment';
import { SPECIAL_DISCOUNT_CART_MESSAGES } from '@storefront/contracts/special-discount';
import { isAllReleased } from '@storefront/domain/order-status';
import {
  methodAvailability,
  PAYMENT_METHOD_CODES,
  parseMethod,
  paymentFlow,
  paymentMethodLabel,
} from '@storefront/domain/payment-methods';
import { paymentWaitsForValidation } from '@storefront/domain/special-discount';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { OrdersService } from '../orders/service';
import {
  type EwalletType,
  type PaymentProvider,
  ProviderError,
  type ProviderOutcome,
  type ProviderPayment,
} from './provider';
import { createPaymongoProvider, type PaymongoConfig, type PaymongoProvider } from './providers/paymongo-provider';
import { readPaymongoEvent, verifyPaymongoSignature } from './providers/paymongo-webhook';
import { createPaynamicsProvider, type Payer, type PaynamicsProvider } from './providers/paynamics-provider';
import { type PaynamicsResponse, readNotification, verifyResponse } from './providers/paynamics-response';
import { paynamicsOutcome, verifyPaynamics } from './providers/paynamics-signature';
import { createSandboxProvider } from './providers/sandbox-provider';
import { readXenditEvent, verifyXenditToken } from './providers/xendit-callback';
import { createXenditProvider, type XenditConfig, type XenditProvider } from './providers/xendit-provider';
import { reconciliationRecords } from './reconciliation';
import { createRefundsService } from './refunds/service';
import { type PaymentProviderName, type PaymentRow, paymentsRepository as repo } from './repository';

export type PaymentsConfig = {
  /**
   * Whether the built-in sandbox takes the methods whose provider is not configured (development and
   * tests). Production has none: such methods cannot be paid, and start-up and imports refuse them.
   */
  sandbox: boolean;
  /** PayMongo takes PAYMONGO methods when configured; the sandbox otherwise (when there is one). */
  paymongo?: PaymongoConfig | undefined;
  /**
   * Paynamics notifications are signed with this key. With a gateway URL Paynamics methods go to
   * Paynamics itself (providers/paynamics-provider.ts); without one they run on the sandbox's hosted page.
   */
  paynamics: {
    merchantId: string;
    merchantKey: string;
    gatewayUrl?: string | undefined;
    queryUrl?: string | undefined;
    notificationBase?: string | undefined;
    serverIp?: string | undefined;
  };
  /** Xendit takes XENDIT methods when configured; the sandbox otherwise (when there is one). */
  xendit?: XenditConfig | undefined;
  /** Tests hand the adapter a fetch of their own; the real one otherwise. */
  fetch?: typeof fetch;
};

/** Who is asking: a signed-in customer, or a guest (who may only touch guest orders). */
export type Caller = { customerId: number } | { guest: true };

/** The full-screen route the provider sends the customer back to (built by the route, which knows the origin). */
export type ReturnUrl = (route: string, orderUuid: string, transactionNumber: string) => string;

/** Where Paynamics posts its notifications (under our public origin). */
export const PAYNAMICS_RESPONSE_PATH = '/api/payments/transact/paynamics/response';

type Kind = 'card' | 'ewallet' | 'paynamics_card' | 'paynamics_gcash' | 'xendit';

const KIND_METHODS: Record<Kind, readonly string[]> = {
  card: ['CC_PAYMONGO'],
  ewallet: ['GCASH_PAYMONGO', 'GRAB_PAY_PAYMONGO', 'PAYMAYA_PAYMONGO'],
  paynamics_card: ['CC_PAYNAMICS'],
  paynamics_gcash: ['GCASH_PAYNAMICS'],
  // Every Xendit method goes through one call (transact/xendit): the order's method decides how.
  xendit: PAYMENT_METHOD_CODES.filter((code) => parseMethod(code).provider === 'XENDIT'),
};

const EWALLET_ROUTES: readonly string[] = ['gcash', 'grab_pay', 'paymaya', 'shopeepay'] satisfies EwalletType[];

/** The setting that turns each provider on, named when a method cannot be paid without the sandbox. */
const PROVIDER_SETTING: Record<string, string> = {
  PAYMONGO: 'PAYMONGO_SECRET_KEY (with PAYMONGO_PUBLIC_KEY and PAYMONGO_WEBHOOK_SECRET)',
  PAYNAMICS: 'PAYNAMICS_GATEWAY_URL (with PAYNAMICS_MERCHANT_ID and PAYNAMICS_MERCHANT_KEY)',
  XENDIT: 'XENDIT_SECRET_KEY (with XENDIT_PUBLIC_KEY and XENDIT_CALLBACK_TOKEN)',
};

type OrderRow = NonNullable<Awaited<ReturnType<OrdersService['byId']>>>;

const isCancelled = (statuses: string[]) => statuses.length > 0 && statuses.every((s) => s === 'cancelled');

export function createPaymentsService(deps: {
  db: Db;
  orders: OrdersService;
  config: PaymentsConfig;
  now?: (() => Date) | undefined;
}) {
  const { db, orders, config } = deps;
  const now = deps.now ?? (() => new Date());
  const sandbox = config.sandbox ? createSandboxProvider(db) : undefined;
  const paymongo: PaymongoProvider | undefined = config.paymongo
    ? createPaymongoProvider(config.paymongo, config.fetch)
    : undefined;
  const xendit: XenditProvider | undefined = config.xendit
    ? createXenditProvider(config.xendit, config.fetch)
    : undefined;

  const { gatewayUrl, queryUrl } = config.paynamics;
  const paynamics: PaynamicsProvider | undefined =
    gatewayUrl && queryUrl
      ? createPaynamicsProvider({ ...config.paynamics, gatewayUrl, queryUrl }, config.fetch)
      : undefined;

  /** Paynamics attempts started on the sandbox's page keep their sandbox ref (pi_sbx_…, src_sbx_…). */
  const onSandbox = (ref: string) => /^(pi|src)_sbx_/.test(ref);

  /** The adapter behind an attempt (its provider column, and for Paynamics where it was started). */
  const adapterOf = (provider: PaymentProviderName, ref: string): PaymentProvider | undefined => {
    if (provider === 'paymongo') return paymongo;
    if (provider === 'xendit') return xendit;
    if (provider === 'paynamics' && !onSandbox(ref)) return paynamics;
    return sandbox;
  };

  // Money given back (ADR 0028), through the adapter that took it.
  const refunds = createRefundsService({ db, orders, adapterOf, now });

  /** Which provider a new attempt for `method` goes to; none when it is not configured and there is no sandbox. */
  function providerFor(method: string): { name: PaymentProviderName; adapter: PaymentProvider } | undefined {
    const { provider } = parseMethod(method);
    if (provider === 'PAYNAMICS') {
      const adapter = paynamics ?? sandbox;
      return adapter && { name: 'paynamics', adapter };
    }
    if (provider === 'PAYMONGO' && paymongo) return { name: 'paymongo', adapter: paymongo };
    if (provider === 'XENDIT' && xendit) return { name: 'xendit', adapter: xendit };
    return sandbox && { name: 'sandbox', adapter: sandbox };
  }

  const ownedBy = (order: OrderRow, caller: Caller) =>
    'customerId' in caller ? order.customerId === caller.customerId : order.customerId === null;

  async function ownedOrder(merchantId: number, caller: Caller, orderUuid: string): Promise<OrderRow> {
    const order = await orders.byUuid(merchantId, orderUuid);
    if (!order || !ownedBy(order, caller)) throw AppError.notFound(PAYMENT_MESSAGES.orderNotFound);
    return order;
  }

  /** Why a new attempt may not start, or null. */
  async function refusal(order: OrderRow, kind: Kind | null): Promise<{ field: string; message: string } | null> {
    if (order.paymentStatus === 'paid') return { field: 'order_uuid', message: PAYMENT_MESSAGES.alreadyPaid };
    if (order.paymentExpiredAt) return { field: 'order_uuid', message: PAYMENT_MESSAGES.expired };
    const subOrders = await orders.subOrdersOf(order.id);
    if (isCancelled(subOrders.map((s) => s.status)))
      return { field: 'order_uuid', message: PAYMENT_MESSAGES.cancelled };
    const methods = kind ? KIND_METHODS[kind] : Object.values(KIND_METHODS).flat();
    if (!methods.includes(order.paymentMethod))
      return { field: 'payment_method', message: PAYMENT_MESSAGES.notProviderMethod };
    // The total is final once the store has checked the ID: until then nothing is charged.
    if (paymentWaitsForValidation(order))
      return { field: 'order_uuid', message: SPECIAL_DISCOUNT_CART_MESSAGES.awaitingValidation };
    // Never quietly on the sandbox: without it (production) an unconfigured provider takes nothing.
    if (!providerFor(order.paymentMethod))
      return { field: 'payment_method', message: PAYMENT_MESSAGES.providerUnavailable };
    const range = methodAvailability(order.paymentMethod, order.total);
    if (!range.available)
      return {
        field: 'amount',
        message: range.reason === 'below_minimum' ? PAYMENT_MESSAGES.belowMinimum : PAYMENT_MESSAGES.aboveMaximum,
      };
    return null;
  }

  function view(payment: PaymentRow, order: OrderRow): Payment {
    const ewallet = payment.providerRef.startsWith('src_');
    return {
      transaction_number: payment.uuid,
      order_uuid: order.uuid,
      provider: payment.provider,
      payment_method: payment.method,
      payment_intent_id: payment.providerRef,
      amount: payment.amount / 100,
      status: payment.status,
      redirect_url: payment.redirectUrl,
      checkout_url: ewallet ? payment.redirectUrl : null,
      qr_code: payment.status === 'pending' ? payment.qrCode : null,
      order_payment_status: order.paymentStatus,
    };
  }

  /**
   * Records what the provider said about an attempt, in `tx`: the attempt moves (only from a state it
   * may leave) and the order follows. A failed attempt fails the order only when nothing else is still
   * pending and the order is not paid already.
   */
  async function recordIn(tx: Executor, payment: PaymentRow, outcome: ProviderOutcome, reason?: string) {
    if (outcome === 'pending') return;
    const moved = await repo.settle(tx, payment.id, outcome, outcome === 'failed' ? (reason ?? 'declined') : null);
    if (!moved) return;
    if (outcome === 'paid') return recordPaid(tx, moved);
    const order = await orders.byId(payment.orderId, tx);
    if (!order || order.paymentStatus === 'paid') return;
    if ((await repo.pendingOf(tx, order.id)).length === 0) await orders.recordPayment(tx, order.id, 'failed');
  }

  /**
   * Money was taken, so it is always recorded — even late (the customer retried on the provider's page
   * after a failure, or paid a replaced attempt). When it pays for nothing kept (every sub-order gave
   * its stock and slot back) or for an order already paid, the order is flagged for the operator to
   * refund.
   *
   * Paid after its payment window closed (ADR 0027), the order is revived when it can be: its parts take
   * their stock (and slots) back and wait for the store as if paid in time, with nothing to refund. When
   * it cannot (sold out meanwhile, slot full, or it held a promo code, points or credits, which the
   * expiry gave back and which are not taken twice), the money is still recorded and the order flagged
   * with why — the customer is made whole by the refund, never by an order the store cannot fill.
   * Each of these owes the payment back in full (a refund row keyed by the payment, sent by the
   * 'submit-refunds' job; ADR 0028), besides the flag.
   */
  async function recordPaid(tx: Executor, payment: PaymentRow) {
    // Locked first, as a cancel does: a cancel running now is either seen here or waits for this.
    // The expiry locks them too, so an order is seen either before it expired or expired.
    const statuses = (await orders.lockSubOrders(tx, payment.orderId)).map((s) => s.status);
    const order = await orders.byId(payment.orderId, tx);
    if (!order) return;
    // Decided under the lock, once: a second delivery of the same payment finds the order paid (flagged
    // 'paid twice' only for another attempt, as the attempt itself settles once).
    const late =
      order.paymentStatus !== 'paid' && order.paymentExpiredAt ? await orders.reviveExpired(tx, order.id) : undefined;
    const refund =
      order.paymentStatus === 'paid'
        ? 'paid twice'
        : late
          ? late.revived
            ? undefined
            : `paid after the payment window closed: ${late.reason}`
          : isAllReleased(statuses)
            ? 'paid after the order was cancelled'
            : undefined;
    if (order.paymentStatus !== 'paid') await orders.recordPayment(tx, order.id, 'paid');
    if (refund) {
      await orders.flagRefund(tx, order.id, `${refund} (transaction ${payment.uuid})`);
      await refunds.owePayment(tx, payment, refund);
    }
  }

  const record = (payment: PaymentRow, outcome: ProviderOutcome, reason?: string) =>
    outcome === 'pending' ? Promise.resolve() : db.transaction((tx) => recordIn(tx, payment, outcome, reason));

  /** Asks the attempt's provider and records the answer; an unreachable provider leaves it pending. */
  async function refresh(payment: PaymentRow): Promise<PaymentRow> {
    if (payment.status !== 'pending') return payment;
    const adapter = adapterOf(payment.provider, payment.providerRef);
    if (!adapter) return payment;
    let outcome: ProviderOutcome;
    try {
      outcome = await adapter.lookUp(payment.providerRef);
    } catch (error) {
      if (error instanceof ProviderError) return payment;
      throw error;
    }
    await record(payment, outcome);
    return (await repo.byUuid(db, payment.uuid)) ?? payment;
  }

  /** Cancels a pending attempt here and, where the provider allows it, there (its page then pays nothing). */
  async function withdraw(payment: PaymentRow, reason: string) {
    await adapterOf(payment.provider, payment.providerRef)
      ?.cancel?.(payment.providerRef)
      .catch(() => {});
    await db.transaction((tx) => repo.settle(tx, payment.id, 'cancelled', reason));
  }

  /**
   * Before a new attempt: the customer may have paid an older one after all (then this order is paid);
   * otherwise older attempts still waiting are cancelled, so one attempt at a time is live.
   */
  async function settleOlderAttempts(order: OrderRow) {
    for (const older of await repo.pendingOf(db, order.id)) {
      const settled = await refresh(older);
      if (settled.status === 'paid') throw AppError.field('order_uuid', PAYMENT_MESSAGES.alreadyPaid);
      if (settled.status === 'pending') await withdraw(settled, 'replaced by a new attempt');
    }
  }

  async function start(
    merchant: { id: number; name: string },
    caller: Caller,
    orderUuid: string,
    kind: Kind,
    returnUrl: ReturnUrl,
    ask: (
      adapter: PaymentProvider,
      input: { amount: number; description: string; back: string; route: string; transactionNumber: string },
    ) => Promise<ProviderPayment>,
  ) {
    const order = await ownedOrder(merchant.id, caller, orderUuid);
    const refused = await refusal(order, kind);
    if (refused) throw AppError.field(refused.field, refused.message);
    await settleOlderAttempts(order);

    const chosen = providerFor(order.paymentMethod);
    if (!chosen) throw AppError.field('payment_method', PAYMENT_MESSAGES.providerUnavailable);
    const { name, adapter } = chosen;
    const flow = paymentFlow(order.paymentMethod);
    const route = flow.kind === 'provider' ? flow.route : 'card';
    const transactionNumber = randomUUID();
    const description = `${merchant.name} order ${order.uuid.slice(0, 8).toUpperCase()}`;
    let started: ProviderPayment;
    try {
      started = await ask(adapter, {
        amount: order.total,
        description,
        back: returnUrl(route, order.uuid, transactionNumber),
        route,
        transactionNumber,
      });
    } catch (error) {
      if (error instanceof ProviderError) throw new AppError('upstream_failed', PAYMENT_MESSAGES.providerFailed);
      throw error;
    }
    const payment = await db.transaction(async (tx) => {
      const row = await repo.insert(tx, {
        uuid: transactionNumber,
        orderId: order.id,
        provider: name,
        method: order.paymentMethod,
        providerRef: started.ref,
        amount: order.total,
        status: 'pending',
        redirectUrl: started.redirectUrl,
        qrCode: started.qrCode ?? null,
      });
      // A new attempt after a failed one: the order waits for payment again.
      if (order.paymentStatus === 'failed') await orders.recordPayment(tx, order.id, 'pending');
      await recordIn(tx, row, started.outcome);
      return row;
    });
    return { ...(await answer(payment.uuid, 'Payment started.')), pageKey: started.pageKey };
  }

  async function answer(transactionNumber: string, message: string) {
    const payment = (await repo.byUuid(db, transactionNumber)) as PaymentRow;
    const order = (await orders.byId(payment.orderId)) as OrderRow;
    return { message, data: view(payment, order) };
  }

  /** An attempt the caller may see, by transaction number (404 otherwise). */
  async function ownedPayment(merchantId: number, caller: Caller, transactionNumber: string) {
    const payment = await repo.byUuid(db, transactionNumber);
    const order = payment ? await orders.byId(payment.orderId) : undefined;
    if (!payment || !order || order.merchantId !== merchantId || !ownedBy(order, caller))
      throw AppError.notFound(PAYMENT_MESSAGES.paymentNotFound);
    return payment;
  }

  return {
    /** Undefined without the sandbox (production): its page and buttons are then not served at all. */
    sandbox,
    /** Reconciliation (flows/reconcile-payments.ts), read-only: the attempts, refunds and slips of orders paid in a range. */
    reconciliationRecords: (range: { from: Date; until: Date }) => reconciliationRecords(db, range),
    /**
     * Reconciliation's look-up, read-only: what the attempt's provider says of it now, recording nothing.
     * Undefined when no adapter takes it here (its provider is not configured); throws ProviderError when unreachable.
     */
    lookUpAttempt: (attempt: Pick<PaymentRow, 'provider' | 'providerRef'>): Promise<ProviderOutcome> | undefined =>
      adapterOf(attempt.provider, attempt.providerRef)?.lookUp(attempt.providerRef),
    /** Refunds (refunds/service.ts): owed by cancels and by payments not owed, sent by the 'submit-refunds' job. */
    refunds,
    paymongoPublic: paymongo ? { public_key: paymongo.config.publicKey, api_url: paymongo.config.apiUrl } : null,

    /**
     * Which of `methods` nothing could take: their provider is not configured and there is no sandbox
     * (production), with the setting that would turn it on. Empty whenever the sandbox runs.
     */
    unconfiguredMethods(methods: readonly string[]): { method: string; setting: string }[] {
      return methods.flatMap((method) => {
        const { provider } = parseMethod(method);
        if (!provider || providerFor(method)) return [];
        return [{ method, setting: PROVIDER_SETTING[provider] ?? `the ${provider} provider's settings` }];
      });
    },

    /** paymongo/add: a card payment (sandbox: its hosted page; PayMongo: intent + the browser's payment method). */
    startCard(
      merchant: { id: number; name: string },
      caller: Caller,
      input: { order_uuid: string; payment_method_id?: string | undefined },
      returnUrl: ReturnUrl,
    ) {
      return start(merchant, caller, input.order_uuid, 'card', returnUrl, (adapter, p) => {
        if (adapter.name === 'paymongo' && !input.payment_method_id)
          throw AppError.field('payment_method_id', PAYMENT_MESSAGES.cardRequired);
        return adapter.startCard({
          amount: p.amount,
          description: p.description,
          returnUrl: p.back,
          paymentMethodId: input.payment_method_id,
          metadata: { order_uuid: input.order_uuid },
        });
      });
    },

    /** paymongo/add/source: an e-wallet payment; the type follows the order's method. */
    startEwallet(
      merchant: { id: number; name: string },
      caller: Caller,
      input: { order_uuid: string; type?: 'gcash' | 'grab_pay' | 'paymaya' | undefined },
      returnUrl: ReturnUrl,
    ) {
      return start(merchant, caller, input.order_uuid, 'ewallet', returnUrl, (adapter, p) => {
        const type = p.route as 'gcash' | 'grab_pay' | 'paymaya';
        if (input.type && input.type !== type) throw AppError.field('type', PAYMENT_MESSAGES.notProviderMethod);
        return adapter.startEwallet({
          type,
          amount: p.amount,
          description: p.description,
          successUrl: p.back,
          failedUrl: p.back,
          metadata: { order_uuid: input.order_uuid },
        });
      });
    },

    /** transact/paynamics(/gcash): Paynamics' card or GCash (Paynamics' page when configured, else the sandbox's). */
    startPaynamics(
      merchant: { id: number; name: string },
      caller: Caller,
      input: { order_uuid: string },
      variant: 'card' | 'gcash',
      returnUrl: ReturnUrl,
    ) {
      const kind = variant === 'card' ? 'paynamics_card' : 'paynamics_gcash';
      return start(merchant, caller, input.order_uuid, kind, returnUrl, (adapter, p) =>
        variant === 'card'
          ? adapter.startCard({
              amount: p.amount,
              description: p.description,
              returnUrl: p.back,
              reference: p.transactionNumber,
              metadata: {},
            })
          : adapter.startEwallet({
              type: 'gcash',
              amount: p.amount,
              description: p.description,
              successUrl: p.back,
              failedUrl: p.back,
              reference: p.transactionNumber,
              metadata: {},
            }),
      );
    },

    /**
     * transact/xendit: any Xendit method, the order's deciding how — a card (xendit.js' token; the
     * sandbox's page without one), an e-wallet's page, a QR Ph code to scan, or UnionBank's page.
     */
    startXendit(
      merchant: { id: number; name: string },
      caller: Caller,
      input: { order_uuid: string; token_id?: string | undefined; authentication_id?: string | undefined },
      returnUrl: ReturnUrl,
    ) {
      return start(merchant, caller, input.order_uuid, 'xendit', returnUrl, (adapter, p) => {
        const common = { amount: p.amount, description: p.description, reference: p.transactionNumber, metadata: {} };
        if (p.route === 'card') {
          if (adapter.name === 'xendit' && !input.token_id)
            throw AppError.field('token_id', PAYMENT_MESSAGES.cardRequired);
          const cardToken = input.token_id
            ? { id: input.token_id, authenticationId: input.authentication_id }
            : undefined;
          return adapter.startCard({ ...common, returnUrl: p.back, cardToken });
        }
        if (EWALLET_ROUTES.includes(p.route))
          return adapter.startEwallet({
            ...common,
            type: p.route as EwalletType,
            successUrl: p.back,
            failedUrl: p.back,
          });
        if (p.route === 'qrph' && adapter.startQr) return adapter.startQr(common);
        if (p.route === 'unionbank' && adapter.startDirectDebit)
          return adapter.startDirectDebit({ ...common, bank: 'unionbank', successUrl: p.back, failedUrl: p.back });
        throw AppError.field('payment_method', PAYMENT_MESSAGES.providerUnavailable);
      });
    },

    /** intents/{id}: the attempt's state, asked of the provider (and recorded) while it is pending. */
    async status(merchantId: number, caller: Caller, transactionNumber: string) {
      const payment = await ownedPayment(merchantId, caller, transactionNumber);
      await refresh(payment);
      return answer(payment.uuid, 'Payment status retrieved.');
    },

    /** DELETE methods/{transactionNumber}: the customer gives up on a pending attempt to choose again. */
    async cancel(merchantId: number, caller: Caller, transactionNumber: string) {
      const payment = await ownedPayment(merchantId, caller, transactionNumber);
      const settled = await refresh(payment);
      if (settled.status !== 'pending') throw AppError.field('transaction_number', PAYMENT_MESSAGES.notPending);
      await withdraw(settled, 'cancelled by the customer');
      return answer(payment.uuid, 'Payment cancelled.');
    },

    /** address/billing/add: billing details on an order that still waits for its payment. */
    async saveBilling(merchantId: number, caller: Caller, input: z.output<typeof BillingAddBody>) {
      const { order_uuid, ...billing } = input;
      const order = await ownedOrder(merchantId, caller, order_uuid);
      if (order.paymentStatus === 'paid') throw AppError.field('order_uuid', PAYMENT_MESSAGES.alreadyPaid);
      if (isCancelled((await orders.subOrdersOf(order.id)).map((s) => s.status)))
        throw AppError.field('order_uuid', PAYMENT_MESSAGES.cancelled);
      await db.transaction((tx) => orders.setBilling(tx, order.id, billing));
      return { message: PAYMENT_MESSAGES.billingSaved, data: billing };
    },

    /** What the payment screens show for an order. */
    async summary(merchantId: number, caller: Caller, orderUuid: string): Promise<PaymentOrderSummary> {
      const order = await ownedOrder(merchantId, caller, orderUuid);
      const latest = await repo.latestOf(db, order.id);
      const current = latest ? await refresh(latest) : undefined;
      const fresh = (await orders.byId(order.id)) ?? order;
      const flow = paymentFlow(fresh.paymentMethod);
      const providerMethod = Object.values(KIND_METHODS).flat().includes(fresh.paymentMethod);
      const refused = await refusal(fresh, null);
      const provider = providerMethod ? (providerFor(fresh.paymentMethod)?.name ?? null) : null;
      return {
        order_uuid: fresh.uuid,
        guest: fresh.customerId === null,
        amount: fresh.total / 100,
        payment_method: fresh.paymentMethod,
        payment_method_label: paymentMethodLabel(fresh.paymentMethod),
        payment_status: fresh.paymentStatus,
        route: flow.kind === 'provider' ? flow.route : null,
        payment_due_at: fresh.paymentDueAt?.toISOString() ?? null,
        provider,
        paymongo:
          provider === 'paymongo' && paymongo
            ? { public_key: paymongo.config.publicKey, api_url: paymongo.config.apiUrl }
            : null,
        xendit:
          provider === 'xendit' && xendit ? { public_key: xendit.config.publicKey, js_url: xendit.config.jsUrl } : null,
        can_pay: refused === null,
        reason: refused?.message ?? null,
        last_payment: current ? { transaction_number: current.uuid, status: current.status } : null,
      };
    },

    /**
     * PayMongo's webhook: the signature is checked on the raw body before anything else; a redelivered
     * event (same id) changes nothing twice.
     */
    async paymongoWebhook(rawBody: string, signature: string | undefined) {
      if (!paymongo) throw AppError.notFound('Not found.');
      if (!verifyPaymongoSignature(paymongo.config.webhookSecret, signature, rawBody, now()))
        throw new AppError('unauthenticated', 'Invalid signature.');
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new AppError('bad_request', 'Invalid event.');
      }
      const event = readPaymongoEvent(body);
      if (!event) throw new AppError('bad_request', 'Invalid event.');
      if (event.kind === 'ignored' || (await repo.eventSeen(db, 'paymongo', event.id))) return { received: true };
      if (event.kind === 'refund') {
        // Every refund the event carries that is ours moves to its state (one not ours is acknowledged).
        const states = event.refunds.length ? event.refunds : [{ refundRef: event.refundRef, outcome: event.outcome }];
        await db.transaction(async (tx) => {
          if (!(await repo.markEvent(tx, 'paymongo', event.id, event.type))) return;
          for (const state of states) await refunds.settleFromProvider(tx, 'paymongo', state.refundRef, state.outcome);
        });
        return { received: true };
      }
      const payment = await repo.byRef(db, 'paymongo', event.ref);
      // Not ours (another integration on the same account): acknowledged, so PayMongo stops retrying.
      if (!payment) return { received: true };
      // A chargeable source is charged now (the look-up does it); the payment's own event follows.
      const outcome: ProviderOutcome = event.kind === 'chargeable' ? await paymongo.lookUp(event.ref) : event.outcome;
      await db.transaction(async (tx) => {
        if (!(await repo.markEvent(tx, 'paymongo', event.id, event.type))) return;
        const current = (await repo.byUuid(tx, payment.uuid)) as PaymentRow;
        await recordIn(tx, current, outcome, event.type);
      });
      return { received: true };
    },

    /**
     * Xendit's callback: the account's token is checked before anything else; a redelivered callback
     * (same webhook id) changes nothing twice, and one arriving after a later one moves nothing back
     * (an attempt leaves pending once, and only money taken moves a closed one, to paid).
     */
    async xenditCallback(body: unknown, token: string | undefined, webhookId: string | undefined) {
      if (!xendit) throw AppError.notFound('Not found.');
      if (!verifyXenditToken(xendit.config.callbackToken, token))
        throw new AppError('unauthenticated', 'Invalid callback token.');
      const event = readXenditEvent(body, webhookId);
      if (!event) throw new AppError('bad_request', 'Invalid event.');
      if (event.kind === 'ignored') return { received: true };
      if (event.kind === 'refund') {
        await db.transaction(async (tx) => {
          if (!(await repo.markEvent(tx, 'xendit', event.id, event.type))) return;
          await refunds.settleFromProvider(tx, 'xendit', event.refundRef, event.outcome, event.reason || undefined);
        });
        return { received: true };
      }
      const payment = await repo.byRef(db, 'xendit', event.ref);
      // Not ours (another integration on the same account): acknowledged, so Xendit stops retrying.
      if (!payment) return { received: true };
      await db.transaction(async (tx) => {
        if (!(await repo.markEvent(tx, 'xendit', event.id, event.type))) return;
        const current = (await repo.byUuid(tx, payment.uuid)) as PaymentRow;
        await recordIn(tx, current, event.outcome, event.reason);
      });
      return { received: true };
    },

    /**
     * Paynamics' notification, in Paynamics' own shape (form field `paymentresponse`, base64 XML) or our
     * JSON one: signature first, then the outcome, once per response id.
     */
    async paynamicsNotification(body: z.output<typeof PaynamicsNotification> | { paymentresponse: string }) {
      const { merchantId, merchantKey } = config.paynamics;
      let n: { merchant_id: string; request_id: string; response_id: string; code: string; message: string };
      if ('paymentresponse' in body) {
        const r: PaynamicsResponse | undefined = readNotification(body.paymentresponse);
        if (!r) throw new AppError('bad_request', 'Invalid notification.');
        if (r.merchantid !== merchantId || !verifyResponse(r, merchantKey))
          throw new AppError('unauthenticated', 'Invalid signature.');
        n = {
          merchant_id: r.merchantid,
          request_id: r.request_id,
          response_id: r.response_id,
          code: r.response_code,
          message: r.response_message,
        };
      } else {
        if (body.merchant_id !== merchantId || !verifyPaynamics(body, merchantKey))
          throw new AppError('unauthenticated', 'Invalid signature.');
        n = { ...body, code: body.response_code, message: body.response_message };
      }
      // Our transaction numbers are uuids; anything else is no attempt of ours (and no query to make).
      const payment = /^[0-9a-f-]{36}$/i.test(n.request_id) ? await repo.byUuid(db, n.request_id) : undefined;
      if (payment?.provider !== 'paynamics') throw AppError.notFound(PAYMENT_MESSAGES.paymentNotFound);
      await db.transaction(async (tx) => {
        if (!(await repo.markEvent(tx, 'paynamics', n.response_id, n.code))) return;
        const current = (await repo.byUuid(tx, payment.uuid)) as PaymentRow;
        await recordIn(tx, current, paynamicsOutcome(n.code), n.message || n.code);
      });
      return { received: true };
    },

    /**
     * The page that posts the signed request to Paynamics (providers/paynamics-page.ts), for a link we made:
     * 'page' with the form, 'back' (303 to the return address) when the attempt no longer waits, or
     * undefined (404) for anything else. The request is built now from the attempt and its order.
     */
    async paynamicsPage(p: { requestId: string; back: string; sig: string; clientIp: string; origin: string }) {
      if (!paynamics?.checkLink(p.requestId, p.back, p.sig)) return undefined;
      const payment = await repo.byUuid(db, p.requestId);
      if (payment?.provider !== 'paynamics' || onSandbox(payment.providerRef)) return undefined;
      if (payment.status !== 'pending') return { kind: 'back' as const, url: p.back };
      const order = (await orders.byId(payment.orderId)) as OrderRow;
      const payer: Payer = order.billing
        ? { ...order.billing, postalCode: order.billing.postal_code }
        : {
            name: order.contact.name,
            email: order.contact.email ?? '',
            phone: order.contact.mobile_number,
            line1: order.address?.label ?? '',
            city: '',
            province: '',
            postalCode: '',
          };
      const description = `Order ${order.uuid.slice(0, 8).toUpperCase()}`;
      const form = paynamics.request({
        requestId: payment.uuid,
        amount: payment.amount,
        description,
        back: p.back,
        notificationUrl: `${config.paynamics.notificationBase ?? p.origin}${PAYNAMICS_RESPONSE_PATH}`,
        clientIp: p.clientIp,
        payer,
      });
      return { kind: 'page' as const, ...form, description, gatewayUrl: paynamics.config.gatewayUrl };
    },

    /**
     * The sandbox's hosted page was answered: its outcome reaches the order through the provider's own
     * look-up (the same path as a status poll), not through anything the browser says.
     */
    async sandboxDecided(ref: string) {
      const payment = (await repo.byRef(db, 'sandbox', ref)) ?? (await repo.byRef(db, 'paynamics', ref));
      if (payment) await refresh(payment);
    },

    /**
     * Before an order's payment window closes on it (ADR 0027): each attempt still pending is asked of
     * its provider and the answer recorded. 'paid' when one was (or the order is paid already): it must
     * not expire. Otherwise the attempts still pending are withdrawn ('payment window closed'; a payment
     * the provider takes after all is still recorded, as a late one) and the answer is 'open' — or
     * 'unreachable' when a provider could not be asked: nothing is withdrawn then, the next sweep asks again.
     */
    async settleBeforeExpiry(orderId: number): Promise<'paid' | 'open' | 'unreachable'> {
      const pending = await repo.pendingOf(db, orderId);
      const asked: PaymentRow[] = [];
      for (const attempt of pending) {
        const adapter = adapterOf(attempt.provider, attempt.providerRef);
        let outcome: ProviderOutcome = 'pending';
        try {
          if (adapter) outcome = await adapter.lookUp(attempt.providerRef);
        } catch (error) {
          if (error instanceof ProviderError) return 'unreachable';
          throw error;
        }
        await record(attempt, outcome);
        const settled = (await repo.byUuid(db, attempt.uuid)) ?? attempt;
        if (settled.status === 'paid') return 'paid';
        if (settled.status === 'pending') asked.push(settled);
      }
      if ((await orders.byId(orderId))?.paymentStatus === 'paid') return 'paid';
      for (const attempt of asked) await withdraw(attempt, 'payment window closed');
      return 'open';
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
