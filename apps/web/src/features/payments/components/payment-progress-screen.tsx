/**
 * /checkout/card/payment and /checkout/{paymongo_type}/payment (?order=…&transaction=…): where the
 * provider sends the customer back. The way back proves nothing, so this asks our server, which asks
 * the provider, until the attempt is paid or failed, then goes to the success or failure page.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubdomain } from '@/lib/use-subdomain';
import { paymentStatusQueryOptions, paymentSummaryQueryOptions } from '../api/payments-api';
import { destinationOf, POLL_INTERVAL_MS, POLL_PATIENCE_MS } from '../payment-view';
import { PaymentShell } from './payment-shell';

export function PaymentProgressScreen() {
  const subdomain = useSubdomain();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderUuid = params.get('order') ?? '';
  useDocumentTitle('Payment');

  // Without a transaction number in the address, the order's newest attempt is the one.
  const summary = useQuery({
    ...paymentSummaryQueryOptions(orderUuid),
    enabled: orderUuid !== '' && !params.get('transaction'),
  });
  const transaction = params.get('transaction') ?? summary.data?.last_payment?.transaction_number ?? '';
  const status = useQuery({
    ...paymentStatusQueryOptions(transaction),
    enabled: transaction !== '',
    refetchInterval: (q) => (q.state.data && destinationOf(q.state.data.status) ? false : POLL_INTERVAL_MS),
    refetchIntervalInBackground: true,
  });

  const destination = status.data ? destinationOf(status.data.status) : null;
  useEffect(() => {
    if (destination === 'success') void navigate(paths.paymentSuccess(subdomain, orderUuid), { replace: true });
    if (destination === 'failed') void navigate(paths.paymentFailed(subdomain, orderUuid), { replace: true });
  }, [destination, navigate, subdomain, orderUuid]);

  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), POLL_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);

  const nothingToWaitFor = !orderUuid || status.isError || (summary.isSuccess && !transaction);
  return (
    <PaymentShell title="Confirming your payment">
      {nothingToWaitFor ? (
        <p className="status-page__text" role="alert">
          We could not find this payment.
        </p>
      ) : (
        <>
          <div className="payment__spinner" aria-hidden="true" />
          <p className="status-page__text" role="status">
            {late
              ? 'This is taking longer than usual. Your order will show the payment as soon as we receive it.'
              : 'Please wait while we confirm your payment. Do not close this page.'}
          </p>
        </>
      )}
      {orderUuid && (nothingToWaitFor || late) && (
        <Link to={paths.order(subdomain, orderUuid)} className="btn btn-primary btn-block">
          View my order
        </Link>
      )}
    </PaymentShell>
  );
}
