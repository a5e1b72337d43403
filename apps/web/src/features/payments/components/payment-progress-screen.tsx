/**
 * /checkout/card/payment and /checkout/{paymongo_type}/payment (?order=…&transaction=…): where the
 * provider sends the customer back. The way back proves nothing, so this asks our server, which asks
 * the provider, until the attempt is paid or failed, then goes to the success or failure page.
 * QR Ph (/checkout/qrph/payment) waits here too: while the attempt is pending this shows its code to
 * scan with the amount, and keeps asking until the customer's app has paid it.
 */
import { formatPesos } from '@storefront/domain/money';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubdomain } from '@/lib/use-subdomain';
import { paymentStatusQueryOptions, paymentSummaryQueryOptions } from '../api/payments-api';
import { destinationOf, POLL_INTERVAL_MS, POLL_PATIENCE_MS, qrToShow } from '../payment-view';
import { PaymentShell } from './payment-shell';

// The QR encoder is only in this chunk's own lazy part: loaded when a code is to be shown.
const QrCode = lazy(() => import('./qr-code'));

export function PaymentProgressScreen() {
  const subdomain = useSubdomain();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderUuid = params.get('order') ?? '';

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
  const qr = nothingToWaitFor ? null : qrToShow(status.data);
  useDocumentTitle(qr ? 'Pay with QR Ph' : 'Payment');
  if (qr && status.data)
    return (
      <PaymentShell title="Pay with QR Ph">
        <p className="payment__amount-due">
          Amount due <strong className="payment__amount">{formatPesos(status.data.amount)}</strong>
        </p>
        <div className="payment-qr">
          <Suspense fallback={<div className="payment__spinner" role="status" aria-label="Loading" />}>
            <QrCode value={qr.code} label="QR Ph code" />
          </Suspense>
        </div>
        <p className="status-page__text">Scan this code with your banking or e-wallet app to pay.</p>
        {/* Scanning takes the customer as long as it takes: no 'taking longer than usual' here. */}
        <p className="payment__note" role="status">
          This page moves on by itself once you have paid.
        </p>
        {qr.testPage && (
          <a className="payment__test-link" href={qr.testPage} target="_blank" rel="noopener">
            Open the test payment page
          </a>
        )}
        <Link to={paths.order(subdomain, orderUuid)} className="btn btn-ghost btn-block">
          View my order
        </Link>
      </PaymentShell>
    );
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
