import type { Cart } from '@storefront/contracts/cart';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CartIcon } from '@/components/icons';
import { miniCartSubtitle } from '../cart-view';
import { CartContents } from './cart-contents';
import { CartSummary } from './cart-summary';
import './cart.css';

/**
 * The navbar's cart icon with its count, opening the 'My Cart' dropdown (spec §2 "Navbar"): branch
 * count or 'Brand (Branch)', the items, Clear Cart, View Cart and Checkout.
 */
export function MiniCart({ cart, cartPath, checkoutPath }: { cart: Cart; cartPath: string; checkoutPath: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const count = cart.cart_count;

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const closeOnEscape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="mini-cart" ref={root}>
      <button
        ref={button}
        type="button"
        className="navbar__cart"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
        onClick={() => setOpen((o) => !o)}
      >
        <CartIcon />
        <span className="navbar__cart-count" aria-hidden="true">
          {count}
        </span>
      </button>
      {open && (
        <section id={panelId} className="mini-cart__panel" aria-label="My Cart">
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
              <CartSummary cart={cart} />
              <div className="mini-cart__actions">
                <Link to={cartPath} className="btn btn-outline" onClick={() => setOpen(false)}>
                  View Cart
                </Link>
                <Link to={checkoutPath} className="btn btn-primary" onClick={() => setOpen(false)}>
                  Checkout
                </Link>
              </div>
            </>
          )}
        </section>
      )}
    </div>
  );
}
