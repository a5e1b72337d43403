/**
 * /checkout/payment/success and /checkout/payment/failed (?order=…). Success links to the order;
 * failure offers a new attempt (back to the details step) and the way back to the order. What they say
 * about the order comes from the server, so an address typed by hand cannot claim a payment.
 */
import { formatPesos } from '@storefront/domain/money';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubdomain } from '@/lib/use-subdomain';
import { paymentSummaryQueryOptions } from '../api/payments-api';
import { orderReference } from '../payment-view';
import { FailedMark, PaymentFacts, PaymentShell, SuccessMark } from './payment-shell';

export function PaymentResultScreen({ outcome }: { outcome: 'success' | 'failed' }) {
  const subdomain = useSubdomain();
  const orderUuid = useSearchParams()[0].get('order') ?? '';
  const summary = useQuery({ ...paymentSummaryQueryOptions(orderUuid), enabled: orderUuid !== '' });
  const title = outcome === 'success' ? 'Payment successful' : 'Payment failed';
  useDocumentTitle(title);
  const order = summary.data;
  const facts = order && (
    <PaymentFacts
      amount={formatPesos(order.amount)}
      reference={orderReference(order.order_uuid)}
      method={order.payment_method_label}
    />
  );
  const orderLink = orderUuid ? (
    <Link
      to={paths.order(subdomain, orderUuid)}
      className={`btn btn-block ${outcome === 'success' ? 'btn-primary' : 'btn-outline'}`}
    >
      {outcome === 'success' ? 'View my order' : 'Back to my order'}
    </Link>
  ) : (
    <Link to={paths.home(subdomain)} className="btn btn-primary btn-block">
      Back to Home
    </Link>
  );

  // Opened by hand for an order that is not paid: say so rather than claim a success.
  const notYet = order !== undefined && order.payment_status !== 'paid';
  if (outcome === 'success')
    return (
      <PaymentShell title={notYet ? 'Waiting for your payment' : title} icon={notYet ? null : <SuccessMark />}>
        <p className="status-page__text">
          {notYet
            ? 'We have not received the payment for this order yet. Your order will show it as soon as we do.'
            : 'Thank you! We received your payment and your order is on its way to the store.'}
        </p>
        {facts}
        <div className="payment__actions">{orderLink}</div>
      </PaymentShell>
    );

  return (
    <PaymentShell title={title} icon={<FailedMark />}>
      <p className="status-page__text">
        {order?.payment_status === 'paid'
          ? 'This order has been paid after all. There is nothing more to do.'
          : 'Your payment did not go through. You can try again now, or later from your order.'}
      </p>
      {facts}
      <div className="payment__actions">
        {order?.can_pay && order.route && (
          <Link
            to={paths.paymentDetails(subdomain, order.route, order.order_uuid)}
            className="btn btn-primary btn-block"
          >
            Try again
          </Link>
        )}
        {orderLink}
      </div>
    </PaymentShell>
  );
}
