import type { OrderDetails } from '@storefront/contracts/order';
import { formatPesos } from '@storefront/domain/money';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { findSubOrder, formatOrderDate, payNowRoute, type StatusDesigns } from '../order-view';
import { CancelOrderDialog } from './cancel-order-dialog';
import { StatusBanner } from './status-banner';
import { SubOrderSection } from './sub-order-section';

const PAYMENT_STATUS_LABELS: Record<OrderDetails['payment_status'], string> = {
  unpaid: 'Unpaid',
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
};

/**
 * OrderDetails and Individual (spec §2): the order's status, each branch's part (or only the one the
 * Individual route names), amounts, contact, payment and the customer's actions.
 */
export function OrderDetailsView({
  order,
  subdomain,
  focusUuid,
  signedIn,
  designs,
  cancellationReasons,
  depositSlipPanel,
}: {
  order: OrderDetails;
  subdomain: string;
  /** The Individual route's sub-order uuid. */
  focusUuid?: string;
  signedIn: boolean;
  designs: StatusDesigns | null;
  cancellationReasons: readonly string[];
  /** The deposit slip panel for an order paid by bank deposit, given by the route (features meet in app/routes). */
  depositSlipPanel?: ReactNode;
}) {
  const focused = findSubOrder(order, focusUuid);
  const subOrders = focused ? [focused] : order.orders;
  const payRoute = payNowRoute(order);
  return (
    <div className="order-details">
      <div className="order-details__main">
        <StatusBanner
          order={focused ? { order_status: focused.order_status, orders: [focused] } : order}
          designs={designs}
        />
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
            canFollowUp={signedIn}
            individualLink={
              focused || order.orders.length < 2 ? null : paths.subOrder(subdomain, order.uuid, subOrder.uuid)
            }
          />
        ))}
      </div>
      <aside className="order-details__side" aria-label="Order summary">
        <section className="order-card stack-sm" aria-labelledby="order-summary-title">
          <h2 id="order-summary-title" className="order-card__title">
            Summary
          </h2>
          <dl className="order-facts">
            <div>
              <dt>Order number</dt>
              <dd>{order.reference}</dd>
            </div>
            <div>
              <dt>Placed</dt>
              <dd>{formatOrderDate(order.created_at)}</dd>
            </div>
          </dl>
          <dl className="order-totals">
            <div>
              <dt>Subtotal</dt>
              <dd>{formatPesos(order.subtotal)}</dd>
            </div>
            <div>
              <dt>Fees</dt>
              <dd>{formatPesos(order.fees)}</dd>
            </div>
            {order.special_discount_computed_amount > 0 && (
              <div>
                <dt>Special discount</dt>
                <dd>-{formatPesos(order.special_discount_computed_amount)}</dd>
              </div>
            )}
            <div className="order-totals__total">
              <dt>Total</dt>
              <dd>{formatPesos(order.total)}</dd>
            </div>
          </dl>
        </section>
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
              <dd>{PAYMENT_STATUS_LABELS[order.payment_status]}</dd>
            </div>
          </dl>
          {payRoute && (
            <Link to={paths.paymentDetails(subdomain, payRoute, order.uuid)} className="btn btn-primary btn-block">
              Pay Now
            </Link>
          )}
          {order.payment_method === 'DEPOSIT_SLIP' && depositSlipPanel}
          {order.invoice_url && (
            <a href={order.invoice_url} target="_blank" rel="noopener noreferrer" className="btn btn-outline btn-block">
              View Invoice<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
        </section>
        <section className="order-card stack-sm" aria-labelledby="order-contact-title">
          <h2 id="order-contact-title" className="order-card__title">
            Contact
          </h2>
          <dl className="order-facts order-facts--stacked">
            <div>
              <dt>Name</dt>
              <dd>{order.contact.name}</dd>
            </div>
            <div>
              <dt>Mobile number</dt>
              <dd>{order.contact.mobile_number}</dd>
            </div>
            {order.contact.email && (
              <div>
                <dt>E-mail</dt>
                <dd>{order.contact.email}</dd>
              </div>
            )}
            {order.address && (
              <div>
                <dt>Delivery address</dt>
                <dd>
                  {order.address.label}
                  {order.address.notes && <span className="order-facts__note">{order.address.notes}</span>}
                </dd>
              </div>
            )}
          </dl>
        </section>
        {signedIn && (
          <CancelOrderDialog
            orderUuid={order.uuid}
            cancellable={order.cancellable}
            reasons={cancellationReasons}
            designs={designs}
          />
        )}
      </aside>
    </div>
  );
}
