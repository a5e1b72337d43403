import type { OrderDetails } from '@storefront/contracts/order';
import { specialDiscountLabel } from '@storefront/contracts/special-discount-words';
import { formatPesos } from '@storefront/domain/money';
import { promoLabel } from '@storefront/domain/promo-codes';
import { formatOrderDate, specialDiscountStands } from '../order-view';

/**
 * The order's number, when it was placed and its amounts as the server priced them. The Senior Citizen /
 * PWD line shows while the discount stands (the store is checking the ID, or approved it); after a
 * rejection nothing is taken off and the total is the server's full price.
 */
export function OrderSummaryCard({ order }: { order: OrderDetails }) {
  return (
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
        {order.voucher_info && (
          <div>
            <dt title={order.voucher_info.code}>Promo ({promoLabel(order.voucher_info.code)})</dt>
            <dd>{formatPesos(-order.voucher_amount)}</dd>
          </div>
        )}
        {specialDiscountStands(order) && (
          <div>
            <dt>{specialDiscountLabel(order.special_discount_types)}</dt>
            <dd>{formatPesos(-order.special_discount_computed_amount)}</dd>
          </div>
        )}
        <div className="order-totals__total">
          <dt>Total</dt>
          <dd>{formatPesos(order.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
