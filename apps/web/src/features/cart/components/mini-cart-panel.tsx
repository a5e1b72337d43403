import type { Cart } from '@storefront/contracts/cart';
import { Link } from 'react-router';
import { useStoredUser } from '@/lib/stored-user';
import { miniCartSubtitle } from '../cart-view';
import { CartContents } from './cart-contents';
import { CartSummary } from './cart-summary';
import { CheckoutLink } from './checkout-link';

/** The 'My Cart' dropdown's contents, inside its popover (mini-cart.tsx loads them lazily). */
export default function MiniCartPanel({
  cart,
  cartPath,
  checkoutPath,
  isCoinMerchant,
  onNavigate,
}: {
  cart: Cart;
  cartPath: string;
  checkoutPath: string;
  isCoinMerchant?: boolean;
  onNavigate: () => void;
}) {
  const count = cart.cart_count;
  const signedIn = useStoredUser() !== null;
  return (
    <>
      <div className="mini-cart__head">
        <h2 className="mini-cart__title">My Cart</h2>
        {count > 0 && <p className="mini-cart__subtitle">{miniCartSubtitle(cart)}</p>}
      </div>
      {count === 0 ? (
        <p className="cart-empty">No items in the cart yet.</p>
      ) : (
        <>
          <div className="mini-cart__scroll">
            <CartContents cart={cart} variant="dropdown" />
          </div>
          <CartSummary cart={cart} signedIn={signedIn} isCoinMerchant={isCoinMerchant} />
          <div className="mini-cart__actions">
            <Link to={cartPath} className="btn btn-outline" onClick={onNavigate}>
              View Cart
            </Link>
            <CheckoutLink
              cart={cart}
              variant="dropdown"
              to={checkoutPath}
              className="btn btn-primary"
              onClick={onNavigate}
            />
          </div>
        </>
      )}
    </>
  );
}
