import type { Cart } from '@storefront/contracts/cart';
import { formatPesos } from '@storefront/domain/money';
import { Link, useLocation } from 'react-router';
import { ChevronRightIcon } from '@/components/icons';
import { useIsMobile } from '@/lib/use-media-query';
import './view-cart-bar.css';

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

/**
 * On phones, a bar at the bottom of every screen once the cart has items: the item count and
 * 'View cart · PHP x', x the subtotal as the server sent it, leading to the cart. Not on the
 * desktop layout (the navbar's cart is in reach there), nor on Cart and Checkout themselves.
 */
export function ViewCartBar({ cart, cartPath, checkoutPath }: { cart: Cart; cartPath: string; checkoutPath: string }) {
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const here = withoutTrailingSlash(pathname);
  const onCartScreens = [cartPath, checkoutPath].some((path) => withoutTrailingSlash(path) === here);
  if (!isMobile || cart.cart_count === 0 || onCartScreens) return null;
  const count = cart.cart_count;
  return (
    <div className="view-cart-bar">
      <Link to={cartPath} className="view-cart-bar__link">
        <span className="view-cart-bar__count">
          {count} {count === 1 ? 'item' : 'items'}
        </span>
        <span className="view-cart-bar__label">
          View cart · {formatPesos(cart.subtotal)}
          <ChevronRightIcon size={18} />
        </span>
      </Link>
    </div>
  );
}
