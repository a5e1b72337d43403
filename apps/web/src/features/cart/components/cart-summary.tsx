import type { Cart } from '@storefront/contracts/cart';
import { deliveryFeeLabel, formatPesos } from '@storefront/domain/money';
import { deliveryFeeTotal, hasDelivery } from '../cart-view';

/** Spec §2 summary: Subtotal, fees (Delivery Fee FREE when empty) and Total — the server's numbers. */
export function CartSummary({ cart }: { cart: Cart }) {
  return (
    <dl className="cart-summary">
      <div className="cart-summary__line">
        <dt>Subtotal</dt>
        <dd>{formatPesos(cart.subtotal)}</dd>
      </div>
      {hasDelivery(cart) && (
        <div className="cart-summary__line">
          <dt>Delivery Fee</dt>
          <dd>{deliveryFeeLabel(deliveryFeeTotal(cart))}</dd>
        </div>
      )}
      <div className="cart-summary__line cart-summary__total">
        <dt>Total</dt>
        <dd>{formatPesos(cart.cart_total_amount)}</dd>
      </div>
    </dl>
  );
}
