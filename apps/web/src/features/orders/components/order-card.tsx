import type { OrderSummary } from '@storefront/contracts/order';
import { formatPesos } from '@storefront/domain/money';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import {
  formatOrderDate,
  headlineStatus,
  paymentProblem,
  payNowRoute,
  type StatusDesigns,
  summaryBranches,
  withPaymentProblem,
} from '../order-view';
import { ReorderButton } from './reorder-button';
import { StatusBadge } from './status-badge';

/**
 * One order in My Orders; its heading links to the order (the whole card is clickable). A payment that
 * failed reads 'Payment Failed' (not the merchant's pending wording) and, while the order can still be
 * paid, Pay Now goes straight to its payment screen (issue 26). A past order has 'Order again' (issue 27).
 */
export function OrderCard({
  order,
  to,
  subdomain,
  designs,
  canReorder = false,
}: {
  order: OrderSummary;
  to: string;
  subdomain: string;
  designs: StatusDesigns | null;
  /** A past order: 'Order again' puts its lines back into the cart (issue 27). */
  canReorder?: boolean;
}) {
  const titleId = useId();
  const payment = paymentProblem(order);
  const payRoute = payNowRoute(order);
  return (
    <article className="order-card order-summary-card" aria-labelledby={titleId}>
      <div className="order-summary-card__head">
        <h2 className="order-summary-card__title" id={titleId}>
          <Link to={to} className="order-summary-card__link">
            Order #{order.reference}
          </Link>
        </h2>
        <StatusBadge
          status={withPaymentProblem(headlineStatus(order), payment)}
          designs={designs}
          expired={payment === 'expired'}
        />
      </div>
      <p className="order-summary-card__branches">{summaryBranches(order)}</p>
      <div className="order-summary-card__meta">
        <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
        <span>{order.payment_method_label}</span>
      </div>
      <p className="order-summary-card__total">
        <span className="visually-hidden">Total </span>
        {formatPesos(order.total)}
      </p>
      {payRoute && (
        <Link
          to={paths.paymentDetails(subdomain, payRoute, order.uuid)}
          className="btn btn-primary order-summary-card__pay"
        >
          Pay Now<span className="visually-hidden"> for order #{order.reference}</span>
        </Link>
      )}
      {canReorder && (
        <div className="order-summary-card__pay">
          <ReorderButton
            orderUuid={order.uuid}
            subdomain={subdomain}
            reference={order.reference}
            className="btn btn-outline"
          />
        </div>
      )}
    </article>
  );
}
