import type { OrderDetails, SubOrder } from '@storefront/contracts/order';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import {
  awaitsOnlinePayment,
  PAYMENT_EXPIRED_NOTE,
  PAYMENT_FAILED_NOTE,
  paymentProblem,
  payNowRoute,
  type StatusDesigns,
  specialDiscountNote,
} from '../order-view';
import { ReorderButton } from './reorder-button';
import { StatusBanner } from './status-banner';
import { SubOrderSection } from './sub-order-section';

/**
 * The order's status, what became of its Senior Citizen / PWD discount (being checked, approved, rejected)
 * or of its payment — failed (try again: Pay Now) or its time to pay ran out (cancelled: Order again puts
 * its lines back into the cart, issue 27) —
 * and its branches' parts: every part on OrderDetails, only the focused one on Individual (with the way
 * back to the whole order). Follow Up only once an order paid online is paid (issue 26).
 */
export function OrderParts({
  order,
  focused,
  subdomain,
  signedIn,
  designs,
}: {
  order: OrderDetails;
  /** The sub-order the Individual route names, if any. */
  focused: SubOrder | null;
  subdomain: string;
  signedIn: boolean;
  designs: StatusDesigns | null;
}) {
  const subOrders = focused ? [focused] : order.orders;
  const note = specialDiscountNote(order);
  const payment = paymentProblem(order);
  const payRoute = payNowRoute(order);
  return (
    <div className="order-details__main">
      <div>
        <StatusBanner
          order={focused ? { order_status: focused.order_status, orders: [focused] } : order}
          designs={designs}
          payment={payment}
        />
        {/* A live region, there even when empty: the 5-second refresh announces the store's decision, a
            payment that failed, or that the time to pay ran out. */}
        <div role="status">
          {payment === 'failed' && payRoute && (
            <div className="order-note order-note--warning order-note--expired">
              <p>{PAYMENT_FAILED_NOTE}</p>
              <Link to={paths.paymentDetails(subdomain, payRoute, order.uuid)} className="btn btn-primary">
                Pay Now
              </Link>
            </div>
          )}
          {order.payment_expired && (
            <div className="order-note order-note--warning order-note--expired">
              <p>{PAYMENT_EXPIRED_NOTE}</p>
              <ReorderButton orderUuid={order.uuid} subdomain={subdomain} className="btn btn-primary" />
            </div>
          )}
          {note && <p className={`order-note order-note--${note.tone}`}>{note.text}</p>}
        </div>
      </div>
      {focused && (
        <p className="order-details__focus">
          Showing {focused.brand_name} ({focused.branch_name}) of this order.{' '}
          <Link to={paths.order(subdomain, order.uuid)} className="order-link">
            View the whole order
          </Link>
        </p>
      )}
      {subOrders.map((subOrder) => (
        <SubOrderSection
          key={subOrder.uuid}
          subOrder={subOrder}
          designs={designs}
          payment={payment}
          canFollowUp={signedIn && !awaitsOnlinePayment(order)}
          individualLink={
            focused || order.orders.length < 2 ? null : paths.subOrder(subdomain, order.uuid, subOrder.uuid)
          }
        />
      ))}
    </div>
  );
}
