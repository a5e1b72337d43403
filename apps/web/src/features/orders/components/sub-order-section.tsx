import type { SubOrder } from '@storefront/contracts/order';
import { deliveryFeeLabel, formatPesos, toCentavos } from '@storefront/domain/money';
import { useId } from 'react';
import { Link } from 'react-router';
import {
  branchLabel,
  fulfilmentText,
  isSubOrderFinished,
  lineDetails,
  type PaymentProblem,
  type StatusDesigns,
  withPaymentProblem,
} from '../order-view';

/** Lines have no id of their own; a cart never holds the same product with the same choices twice. */
const lineKey = (line: SubOrder['items'][number]) => [line.product_uuid, ...lineDetails(line), line.remarks].join('|');

import { FollowUpButton } from './follow-up-button';
import { OrderTimeline } from './order-timeline';
import { StatusBadge } from './status-badge';

/** One branch's part of an order: 'Brand · Branch', fulfilment, status, progress, items and its amounts. */
export function SubOrderSection({
  subOrder,
  designs,
  canFollowUp,
  individualLink,
  payment = null,
}: {
  subOrder: SubOrder;
  designs: StatusDesigns | null;
  /**
   * Trouble with the order's payment: 'failed' — a part still waiting for it reads 'Payment Failed'
   * (issue 26); 'expired' — the window closed unpaid, a failed part reads 'Payment Expired' (issue 23).
   */
  payment?: PaymentProblem;
  /** Signed-in customers may ask the branch about a part still on its way (once an online payment came in). */
  canFollowUp: boolean;
  /** The Individual screen of this sub-order, when not already on it. */
  individualLink: string | null;
}) {
  const titleId = useId();
  const name = branchLabel(subOrder);
  const followUp = canFollowUp && !isSubOrderFinished(subOrder);
  const expired = payment === 'expired';
  // Only a part still waiting for the payment failed with it (one cancelled meanwhile reads cancelled).
  const badgeStatus =
    subOrder.status === 'payment_pending' ? withPaymentProblem(subOrder.order_status, payment) : subOrder.order_status;
  return (
    <section className="order-card order-branch" aria-labelledby={titleId}>
      <header className="order-branch__head">
        <div>
          <h2 className="order-branch__title" id={titleId}>
            {name}
          </h2>
          <p className="order-branch__fulfilment">{fulfilmentText(subOrder)}</p>
        </div>
        <StatusBadge status={badgeStatus} designs={designs} expired={expired} />
      </header>
      <OrderTimeline
        subOrder={subOrder}
        designs={designs}
        expired={expired}
        paymentFailed={badgeStatus === 'payment_failed' && subOrder.order_status === 'pending'}
      />
      {subOrder.cancel_reason && <p className="order-branch__note">Reason for cancelling: {subOrder.cancel_reason}</p>}
      <ul className="order-lines" aria-label={`Items from ${name}`}>
        {subOrder.items.map((line) => (
          <li className="order-line" key={lineKey(line)}>
            <span className="order-line__qty">{line.quantity}×</span>
            <div className="order-line__body">
              <p className="order-line__name">{line.name}</p>
              {lineDetails(line).map((detail) => (
                <p key={detail} className="order-line__detail">
                  {detail}
                </p>
              ))}
              {line.remarks && <p className="order-line__notes">Notes: {line.remarks}</p>}
            </div>
            <span className="order-line__amount">{formatPesos(line.total_amount)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-totals order-totals--branch">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatPesos(subOrder.subtotal)}</dd>
        </div>
        {subOrder.delivery_fee !== null && (
          <div>
            <dt>Delivery Fee</dt>
            <dd>{deliveryFeeLabel(toCentavos(subOrder.delivery_fee))}</dd>
          </div>
        )}
        {/* This branch's share of the order's promo code (the order summary names the code). */}
        {subOrder.voucher_amount > 0 && (
          <div>
            <dt>Promo</dt>
            <dd>{formatPesos(-subOrder.voucher_amount)}</dd>
          </div>
        )}
      </dl>
      {(followUp || individualLink) && (
        <div className="order-branch__actions">
          {followUp && <FollowUpButton subOrderUuid={subOrder.uuid} sent={subOrder.follow_up_sent} branch={name} />}
          {individualLink && (
            <Link to={individualLink} className="order-link">
              View this part<span className="visually-hidden"> ({name})</span>
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
