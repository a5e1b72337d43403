import type { OrderDetails } from '@storefront/contracts/order';
import { specialDiscountLabel } from '@storefront/contracts/special-discount-words';
import { deliveryFeeLabel, formatPesos } from '@storefront/domain/money';
import { pointsLabel } from '@storefront/domain/points-label';
import { promoLabel } from '@storefront/domain/promo-codes';
import { CoinIcon } from '@/components/icons';
import { formatOrderDate, orderFeeLines, pointsNote, specialDiscountStands } from '../order-view';

/**
 * The order's number, when it was placed and its amounts as the server priced them (its fees one line per
 * name, 'Delivery Fee', as on the cart; 'Medicine Wallet
 * Credits' and 'Points Redeemed' for the wallet credits and points it was partly paid with, before the
 * Promo line as on the cart). The Senior Citizen /
 * PWD line shows while the discount stands (the store is checking the ID, or approved it); after a
 * rejection nothing is taken off and the total is the server's full price. Under the total, the points
 * the order earns (`pointsNote`), in a live region: the 5-second refresh announces them once earned.
 */
export function OrderSummaryCard({ order, isCoinMerchant }: { order: OrderDetails; isCoinMerchant: boolean }) {
  const points = pointsNote(order.points, isCoinMerchant);
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
        {orderFeeLines(order).map((fee) => (
          <div key={fee.name}>
            <dt>{fee.name}</dt>
            <dd>{deliveryFeeLabel(fee.centavos)}</dd>
          </div>
        ))}
        {/* Spec §2's order: the medicine wallet credits, Points Redeemed, then the Promo line. */}
        {order.wallet_credits_amount > 0 && (
          <div>
            <dt>Medicine Wallet Credits</dt>
            <dd>{formatPesos(-order.wallet_credits_amount)}</dd>
          </div>
        )}
        {order.points_used > 0 && (
          <div>
            <dt>
              Points Redeemed{' '}
              <span className="order-totals__points">({pointsLabel(order.points_used, isCoinMerchant)})</span>
            </dt>
            <dd>{formatPesos(-order.points_value)}</dd>
          </div>
        )}
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
      <div role="status" className="order-points-region">
        {points && order.points && (
          <p className={`order-points order-points--${order.points.status}`}>
            <CoinIcon className="order-points__icon" />
            <span>{points}</span>
          </p>
        )}
      </div>
    </section>
  );
}
