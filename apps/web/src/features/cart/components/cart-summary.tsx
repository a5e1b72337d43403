import type { Cart } from '@storefront/contracts/cart';
import { specialDiscountLabel } from '@storefront/contracts/special-discount-words';
import { deliveryFeeLabel, formatPesos } from '@storefront/domain/money';
import { pointsLabel } from '@storefront/domain/points-label';
import { promoLabel } from '@storefront/domain/promo-codes';
import { DELIVERY_FEE, deliveryWaived, feeLines } from '../cart-view';

/**
 * Spec §2 summary, one line each with the label left and the amount right, the same on the Cart screen,
 * the mini cart and Checkout: Subtotal; each fee (Delivery Fee FREE when empty, struck through for a
 * free_delivery promo code); 'Medicine Wallet Credits' (what the credits on the cart pay, in all);
 * 'Points Redeemed' (pay with points: the pesos off, the points under the label; the unit is the coin
 * merchant's UCOINS, else Pts.); the Promo (code) line; the special discount line ('Senior Citizen',
 * 'PWD', or both on one line: the server gives one amount); and Total. The numbers are the server's: its
 * total already has the discounts off (spec §9: computed total minus the special discount, floored at 0).
 * Discount lines show only to signed-in customers (vouchers and IDs are theirs alone).
 */
export function CartSummary({
  cart,
  signedIn,
  isCoinMerchant = false,
}: {
  cart: Cart;
  signedIn: boolean;
  /** The points' unit on the 'Points Redeemed' line: UCOINS for the coin merchant, else Pts. */
  isCoinMerchant?: boolean;
}) {
  const voucher = signedIn ? cart.voucher_info : null;
  const wallet = signedIn && cart.wallet_credits_amount > 0 ? cart : null;
  const points = signedIn && cart.points_used > 0 ? cart : null;
  const special = signedIn ? cart.special_discount : null;
  const waived = voucher !== null && deliveryWaived(voucher);
  return (
    <dl className="cart-summary">
      <div className="cart-summary__line">
        <dt>Subtotal</dt>
        <dd>{formatPesos(cart.subtotal)}</dd>
      </div>
      {feeLines(cart).map((fee) => (
        <div key={fee.name} className="cart-summary__line">
          <dt>{fee.name}</dt>
          <dd>
            {/* A free_delivery code waives the Delivery Fee; a fee that is already FREE has nothing to strike. */}
            {waived && fee.name === DELIVERY_FEE && fee.centavos ? (
              <>
                <del className="cart-summary__waived">{deliveryFeeLabel(fee.centavos)}</del>
                {/* Most screen readers do not announce a deletion: say it. */}
                <span className="visually-hidden"> (waived)</span>
              </>
            ) : (
              deliveryFeeLabel(fee.centavos)
            )}
          </dd>
        </div>
      ))}
      {/* Spec §2's order: the medicine wallet credits line, Points Redeemed, then Promo. */}
      {wallet && (
        <div className="cart-summary__line cart-summary__discount">
          <dt>Medicine Wallet Credits</dt>
          <dd>{formatPesos(-wallet.wallet_credits_amount)}</dd>
        </div>
      )}
      {points && (
        <div className="cart-summary__line cart-summary__discount">
          <dt>
            Points Redeemed
            <span className="cart-summary__points"> ({pointsLabel(points.points_used, isCoinMerchant)})</span>
          </dt>
          <dd>{formatPesos(-points.points_value)}</dd>
        </div>
      )}
      {voucher && (
        <div className="cart-summary__line cart-summary__discount">
          <dt title={voucher.code}>Promo ({promoLabel(voucher.code)})</dt>
          <dd>{formatPesos(-cart.voucher_amount)}</dd>
        </div>
      )}
      {special && (
        <div className="cart-summary__line cart-summary__discount">
          <dt>{specialDiscountLabel(special.special_discount_types)}</dt>
          <dd>{formatPesos(-special.special_discount_computed_amount)}</dd>
        </div>
      )}
      <div className="cart-summary__line cart-summary__total">
        <dt>Total</dt>
        <dd>{formatPesos(cart.cart_total_amount)}</dd>
      </div>
    </dl>
  );
}
