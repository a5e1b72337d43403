/**
 * The payment calls of the full-screen payment routes (ADR 0010). Store calls come in the signed-in and
 * the guest ('public/') family like the cart's; the Payments service's calls are one path for both
 * (the client adds the customer's Authorization when signed in, and the server checks the order's owner).
 */
import type {
  Payment,
  PaymentOrderSummary,
  PaymentOrderSummaryResponse,
  PaymentResponse,
} from '@storefront/contracts/payment';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getStoredUser, isSignedIn } from '@/lib/stored-user';

const storeFamily = () => (isSignedIn() ? '' : 'public/');
const PAYMENTS = '/api/payments/v1/customer';

/** GET …/payment/order/{order}: amount, method, provider and whether a new attempt may start. */
export const paymentSummaryQueryOptions = (orderUuid: string) =>
  queryOptions({
    queryKey: ['payments', 'summary', getStoredUser()?.customer.uuid ?? 'guest', orderUuid],
    queryFn: ({ signal }) =>
      apiClient
        .get<PaymentOrderSummaryResponse>(`${PAYMENTS}/payment/order/${encodeURIComponent(orderUuid)}`, { signal })
        .then((r) => r.data),
    retry: false,
    staleTime: 0,
  });

/**
 * Starts a new attempt for the order's method: paymongo/add for cards (with the payment method made at
 * PayMongo in PayMongo mode), paymongo/add/source for e-wallets, transact/paynamics(/gcash) for Paynamics.
 */
export async function startPayment(summary: PaymentOrderSummary, paymentMethodId?: string): Promise<Payment> {
  const body = { order_uuid: summary.order_uuid, ...(paymentMethodId ? { payment_method_id: paymentMethodId } : {}) };
  let url: string;
  if (summary.provider === 'paynamics')
    url = `/api/payments/transact/paynamics${summary.route === 'card' ? '' : `/${summary.route}`}`;
  else if (summary.route === 'card') url = `/api/store/v1/${storeFamily()}customer/estore/payment/paymongo/add`;
  else url = `/api/store/v1/${storeFamily()}customer/estore/payment/paymongo/add/source`;
  return (await apiClient.post<PaymentResponse>(url, body)).data;
}

/** GET …/paymongo/payment/intents/{transaction}: the attempt's state, as the provider says. */
export const paymentStatusQueryOptions = (transactionNumber: string) =>
  queryOptions({
    queryKey: ['payments', 'status', transactionNumber],
    queryFn: ({ signal }) =>
      apiClient
        .get<PaymentResponse>(`${PAYMENTS}/paymongo/payment/intents/${encodeURIComponent(transactionNumber)}`, {
          signal,
        })
        .then((r) => r.data),
    retry: 2,
  });

/** DELETE …/paymongo/payment/methods/{transaction}: gives up a pending attempt to choose again. */
export const cancelPayment = (transactionNumber: string) =>
  apiClient.delete<PaymentResponse>(`${PAYMENTS}/paymongo/payment/methods/${encodeURIComponent(transactionNumber)}`);
