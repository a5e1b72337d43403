/**
 * The payment calls of the full-screen payment routes (ADR 0010). Store calls come in the signed-in and
 * the guest ('public/') family like the cart's; the Payments service's calls are one path for both
 * (the client adds the customer's Authorization when signed in, and the server checks the order's owner).
 */
import { queryOptions } from '@tanstack/react-query';
import { api, type ResponseOf } from '@/lib/api-client';
import { getStoredUser, isSignedIn } from '@/lib/stored-user';

export type PaymentOrderSummary = ResponseOf<'get', '/api/payments/v1/customer/payment/order/{order_uuid}'>['data'];

/** GET …/payment/order/{order}: amount, method, provider and whether a new attempt may start. */
export const paymentSummaryQueryOptions = (orderUuid: string) =>
  queryOptions({
    queryKey: ['payments', 'summary', getStoredUser()?.customer.uuid ?? 'guest', orderUuid],
    queryFn: ({ signal }) =>
      api
        .get('/api/payments/v1/customer/payment/order/{order_uuid}', { path: { order_uuid: orderUuid }, signal })
        .then((r) => r.data),
    retry: false,
    staleTime: 0,
  });

/** What a new attempt sends beside the order: the card made at PayMongo, or Xendit's token. */
export type StartDetails = { payment_method_id?: string; token_id?: string; authentication_id?: string };

/**
 * A Xendit method: transact/xendit, whoever serves it (Xendit itself, or the sandbox standing in, whose
 * summary says 'sandbox'; the Store's paymongo calls refuse XENDIT methods).
 */
export const isXenditMethod = (summary: Pick<PaymentOrderSummary, 'provider' | 'payment_method'>) =>
  summary.provider === 'xendit' || summary.payment_method.endsWith('_XENDIT');

/** The call that starts an attempt for the order's provider and route (card, an e-wallet, QR Ph, a bank). */
function startCall(summary: PaymentOrderSummary, details: StartDetails) {
  const guest = !isSignedIn();
  const order_uuid = summary.order_uuid;
  if (isXenditMethod(summary)) {
    const { token_id, authentication_id } = details;
    return api.post('/api/payments/transact/xendit', {
      body: { order_uuid, ...(token_id ? { token_id } : {}), ...(authentication_id ? { authentication_id } : {}) },
    });
  }
  const body = { order_uuid, ...(details.payment_method_id ? { payment_method_id: details.payment_method_id } : {}) };
  if (summary.provider === 'paynamics')
    return summary.route === 'card'
      ? api.post('/api/payments/transact/paynamics', { body })
      : api.post('/api/payments/transact/paynamics/gcash', { body });
  if (summary.route === 'card')
    return guest
      ? api.post('/api/store/v1/public/customer/estore/payment/paymongo/add', { body })
      : api.post('/api/store/v1/customer/estore/payment/paymongo/add', { body });
  return guest
    ? api.post('/api/store/v1/public/customer/estore/payment/paymongo/add/source', { body })
    : api.post('/api/store/v1/customer/estore/payment/paymongo/add/source', { body });
}

/**
 * Starts a new attempt for the order's method: paymongo/add for cards (with the payment method made at
 * PayMongo in PayMongo mode), paymongo/add/source for e-wallets, transact/paynamics(/gcash) for Paynamics,
 * transact/xendit for any Xendit method (with xendit.js' token for a card in Xendit mode).
 */
export async function startPayment(summary: PaymentOrderSummary, details: StartDetails = {}) {
  return (await startCall(summary, details)).data;
}

/** GET …/paymongo/payment/intents/{transaction}: the attempt's state, as the provider says. */
export const paymentStatusQueryOptions = (transactionNumber: string) =>
  queryOptions({
    queryKey: ['payments', 'status', transactionNumber],
    queryFn: ({ signal }) =>
      api
        .get('/api/payments/v1/customer/paymongo/payment/intents/{id}', { path: { id: transactionNumber }, signal })
        .then((r) => r.data),
    retry: 2,
  });

/** DELETE …/paymongo/payment/methods/{transaction}: gives up a pending attempt to choose again. */
export const cancelPayment = (transactionNumber: string) =>
  api.delete('/api/payments/v1/customer/paymongo/payment/methods/{transactionNumber}', {
    path: { transactionNumber },
  });
