import type { OrderSummary } from '@storefront/contracts/order';
import { formatPesos } from '@storefront/domain/money';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatOrderDate, headlineStatus, type StatusDesigns, summaryBranches } from '../order-view';
import { StatusBadge } from './status-badge';

/** One order in My Orders; its heading links to the order (the whole card is clickable). */
export function OrderCard({ order, to, designs }: { order: OrderSummary; to: string; designs: StatusDesigns | null }) {
  const titleId = useId();
  return (
    <article className="order-card order-summary-card" aria-labelledby={titleId}>
      <div className="order-summary-card__head">
        <h2 className="order-summary-card__title" id={titleId}>
          <Link to={to} className="order-summary-card__link">
            Order #{order.reference}
          </Link>
        </h2>
        <StatusBadge status={headlineStatus(order)} designs={designs} expired={order.payment_expired} />
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
    </article>
  );
}
