import type { OrderDetails } from '@storefront/contracts/order';
import { useId } from 'react';
import {
  headlineStatus,
  type PaymentProblem,
  type StatusDesigns,
  statusColours,
  statusDesign,
  statusLabel,
  withPaymentProblem,
} from '../order-view';

/**
 * The order's status at the top of the screen, in the merchant's design for it (image, colour,
 * label) when that design is enabled. It is a live region: the 5-second refresh announces a change.
 */
export function StatusBanner({
  order,
  designs,
  payment = null,
}: {
  /** The whole order, or on the Individual screen the one part shown. */
  order: Pick<OrderDetails, 'order_status' | 'orders'>;
  designs: StatusDesigns | null;
  /**
   * Trouble with the order's payment (issue 26): 'failed' reads 'Payment Failed' rather than the pending
   * design; 'expired' (the window closed unpaid) makes its failed parts read 'Payment Expired'.
   */
  payment?: PaymentProblem;
}) {
  const status = withPaymentProblem(headlineStatus(order), payment);
  const expired = payment === 'expired';
  const design = statusDesign(designs, status);
  const colours = statusColours(design?.color);
  const captionId = useId();
  return (
    <div
      className={`order-status-banner order-status-banner--${status}`}
      style={colours ? { background: colours.background, color: colours.color } : undefined}
    >
      {design?.image && <img className="order-status-banner__image" src={design.image} alt="" width={72} height={72} />}
      <div>
        <p className="order-status-banner__caption" id={captionId}>
          Order status
        </p>
        <p className="order-status-banner__label" role="status" aria-labelledby={captionId}>
          {statusLabel(designs, status, { expired })}
        </p>
      </div>
    </div>
  );
}
