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

/** The call that starts an attempt for the order's provider and route (card, an e-wallet). */
function startCall(summary: PaymentOrderSummary, body: { order_uuid: string; payment_method_id?: string }) {
  const guest = !isSignedIn();
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
 * PayMongo in PayMongo mode), paymongo/add/source for e-wallets, transact/paynamics(/gcash) for Paynamics.
 */
export async function startPayment(summary: PaymentOrderSummary, paymentMethodId?: string) {
  const body = { order_uuid: summary.order_uuid, ...(paymentMethodId ? { payment_method_id: paymentMethodId } : {}) };
  return (await startCall(summary, body)).data;
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
