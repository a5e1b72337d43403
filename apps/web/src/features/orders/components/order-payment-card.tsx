import type { OrderDetails } from '@storefront/contracts/order';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { payByNote, payNowRoute } from '../order-view';
import { OrderRefunds } from './order-refunds';

const PAYMENT_STATUS_LABELS: Record<OrderDetails['payment_status'], string> = {
  unpaid: 'Unpaid',
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
};

/**
 * How the order is paid and what the customer can do about it: Pay Now while a provider payment is
 * owed, with by when (the payment window, Manila time; once it closed unpaid there is no Pay Now and the
 * status says so — the note under the order's status says what happened), the deposit slip panel for a bank deposit, and the invoice. While the store checks a Senior
 * Citizen / PWD ID before an online payment, the payment waits (the order screen's note says why): no Pay
 * Now, and no invoice yet (it would show a discount not yet accepted). Both appear with the order's next
 * refresh after the store decides. Money given back (a paid order cancelled, a payment not owed) is listed
 * under the status, each refund as it stands (ADR 0028).
 */
export function OrderPaymentCard({
  order,
  subdomain,
  depositSlipPanel,
}: {
  order: OrderDetails;
  subdomain: string;
  /** The deposit slip panel, shown for an order paid by bank deposit. */
  depositSlipPanel?: ReactNode;
}) {
  const payRoute = payNowRoute(order);
  const payBy = payByNote(order);
  const payById = useId();
  const awaiting = order.awaiting_special_discount_validation;
  return (
    <section className="order-card stack-sm" aria-labelledby="order-payment-title">
      <h2 id="order-payment-title" className="order-card__title">
        Payment
      </h2>
      <dl className="order-facts">
        <div>
          <dt>Method</dt>
          <dd>{order.payment_method_label}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            {awaiting
              ? 'Waiting for the ID check'
              : order.payment_expired
                ? 'Not paid in time'
                : PAYMENT_STATUS_LABELS[order.payment_status]}
          </dd>
        </div>
      </dl>
      {payRoute && payBy && (
        <p className="order-pay-by" id={payById}>
          {payBy}
        </p>
      )}
      {payRoute && (
        <Link
          to={paths.paymentDetails(subdomain, payRoute, order.uuid)}
          className="btn btn-primary btn-block"
          aria-describedby={payBy ? payById : undefined}
        >
          Pay Now
        </Link>
      )}
      <OrderRefunds refunds={order.refunds} />
      {order.payment_method === 'DEPOSIT_SLIP' && depositSlipPanel}
      {order.invoice_url && !awaiting && (
        <a href={order.invoice_url} target="_blank" rel="noopener noreferrer" className="btn btn-outline btn-block">
          View Invoice<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
    </section>
  );
}
