import type { Cart } from '@storefront/contracts/cart';
import { Link } from 'react-router';
import { type CartVariant, shortPartNoticeIds } from '../cart-view';

/**
 * The Cart screen's and the mini cart's Checkout. While a delivery part is short of its branch's minimum
 * order (ADR 0034) checkout would be refused, so it is not offered: a button that stays in the tab order,
 * marked disabled, described by the parts' notices (screen readers say why), and that brings the first
 * notice into view when pressed (on a phone it may be screens above the bar).
 */
export function CheckoutLink({
  cart,
  variant,
  to,
  className,
  onClick,
}: {
  cart: Pick<Cart, 'list'>;
  /** Where the parts' notices are shown (their ids differ per variant). */
  variant: CartVariant;
  to: string;
  className: string;
  onClick?: () => void;
}) {
  const notices = shortPartNoticeIds(cart, variant);
  if (!notices.length) {
    return (
      <Link to={to} className={className} onClick={onClick}>
        Checkout
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-disabled="true"
      aria-describedby={notices.join(' ')}
      onClick={() => document.getElementById(notices[0] as string)?.scrollIntoView({ block: 'center' })}
    >
      Checkout
    </button>
  );
}
