import type { OrderDetails } from '@storefront/contracts/order';
import { useId } from 'react';
import { headlineStatus, type StatusDesigns, statusColours, statusDesign, statusLabel } from '../order-view';

/**
 * The order's status at the top of the screen, in the merchant's design for it (image, colour,
 * label) when that design is enabled. It is a live region: the 5-second refresh announces a change.
 */
export function StatusBanner({
  order,
  designs,
  expired = false,
}: {
  /** The whole order, or on the Individual screen the one part shown. */
  order: Pick<OrderDetails, 'order_status' | 'orders'>;
  designs: StatusDesigns | null;
  /** The order's payment window closed unpaid: its failed parts read 'Payment Expired'. */
  expired?: boolean;
}) {
  const status = headlineStatus(order);
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
