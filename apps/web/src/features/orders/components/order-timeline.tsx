import type { SubOrder } from '@storefront/contracts/order';
import { formatEventTime, type StatusDesigns, statusLabel, timelineSteps } from '../order-view';

/** A sub-order's progress: the steps passed (with their times), the current one, and those ahead. */
export function OrderTimeline({
  subOrder,
  designs,
  expired = false,
  paymentFailed = false,
}: {
  subOrder: SubOrder;
  designs: StatusDesigns | null;
  /** The order's payment window closed unpaid: its failed step reads 'Payment Expired'. */
  expired?: boolean;
  /** The part still waits for a payment that failed: 'Payment Failed' is its current step (issue 26). */
  paymentFailed?: boolean;
}) {
  const steps = timelineSteps(subOrder, { paymentFailed });
  return (
    <ol className="order-timeline" aria-label="Order progress">
      {steps.map((step) => (
        <li
          key={step.status}
          className={`order-timeline__step order-timeline__step--${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="order-timeline__dot" aria-hidden="true" />
          <span className="order-timeline__label">{statusLabel(designs, step.status, { expired })}</span>
          {step.at && (
            <time className="order-timeline__time" dateTime={step.at}>
              {formatEventTime(step.at)}
            </time>
          )}
        </li>
      ))}
    </ol>
  );
}
