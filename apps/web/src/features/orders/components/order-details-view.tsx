import type { OrderDetails } from '@storefront/contracts/order';
import type { ReactNode } from 'react';
import { cancelRefundNote, findSubOrder, isSubOrderFinished, type StatusDesigns } from '../order-view';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderContactCard } from './order-contact-card';
import { OrderParts } from './order-parts';
import { OrderPaymentCard } from './order-payment-card';
import { OrderSummaryCard } from './order-summary-card';
import { ReorderButton } from './reorder-button';

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
  isCoinMerchant = false,
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
  /** The coin merchant counts points in UCOINS (the merchant's settings, given by the route). */
  isCoinMerchant?: boolean;
}) {
  return (
    <div className="order-details">
      <OrderParts
        order={order}
        focused={findSubOrder(order, focusUuid)}
        subdomain={subdomain}
        signedIn={signedIn}
        designs={designs}
      />
      <aside className="order-details__side" aria-label="Order summary">
        <OrderSummaryCard order={order} isCoinMerchant={isCoinMerchant} />
        <OrderPaymentCard order={order} subdomain={subdomain} depositSlipPanel={depositSlipPanel} />
        <OrderContactCard order={order} />
        {/* A past order (every part delivered, claimed, cancelled or failed) can be ordered again; an
            expired payment's note offers it already, under the status. */}
        {order.orders.every(isSubOrderFinished) && !order.payment_expired && (
          <ReorderButton orderUuid={order.uuid} subdomain={subdomain} className="btn btn-primary btn-block" />
        )}
        {signedIn && (
          <CancelOrderDialog
            orderUuid={order.uuid}
            cancellable={order.cancellable}
            reasons={cancellationReasons}
            designs={designs}
            refundNote={cancelRefundNote(order)}
          />
        )}
      </aside>
    </div>
  );
}
