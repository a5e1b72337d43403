import { formatPesos } from '@storefront/domain/money';
import { type OrderRefund, REFUND_STATUS_LABELS, refundTone } from '../order-view';

/**
 * The money the store gives back on the order (ADR 0028), oldest first: each refund's amount, a small
 * label saying where it stands, and the server's sentence for the customer. The sentence is a status
 * region, so the order screen's refresh (every 5 seconds) announces it moving on (in progress → refunded).
 * Nothing when no refund is owed. Keyed by when it was owed and how much (not by status: the region must
 * stay in place as the status moves, to be announced).
 */
export function OrderRefunds({ refunds }: { refunds: readonly OrderRefund[] }) {
  if (!refunds.length) return null;
  return (
    <div className="order-refunds">
      <h3 className="order-refunds__title">{refunds.length > 1 ? 'Refunds' : 'Refund'}</h3>
      <ul className="order-refunds__list">
        {refunds.map((refund) => (
          <li
            key={`${refund.created_at}|${refund.amount}`}
            className={`order-refund order-refund--${refundTone(refund.status)}`}
          >
            <div className="order-refund__head">
              <span className="order-refund__label">{REFUND_STATUS_LABELS[refund.status]}</span>
              <span className="order-refund__amount">{formatPesos(refund.amount)}</span>
            </div>
            <p className="order-refund__message" role="status">
              {refund.message}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
