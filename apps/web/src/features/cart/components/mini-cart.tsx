import type { Cart } from '@storefront/contracts/cart';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { CartIcon } from '@/components/icons';
import './cart.css';

/**
 * The dropdown's contents load when the customer reaches for the cart (pointer or focus on the button)
 * or opens it: Home's first load carries only the icon and its count.
 */
const loadPanel = () => import('./mini-cart-panel');
const MiniCartPanel = lazy(loadPanel);

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
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <CartIcon />
        <span className="navbar__cart-count" aria-hidden="true">
          {count}
        </span>
      </button>
      {open && (
        <Suspense
          fallback={<section id={panelId} className="mini-cart__panel" aria-label="My Cart" aria-busy="true" />}
        >
          <MiniCartPanel
            id={panelId}
            cart={cart}
            cartPath={cartPath}
            checkoutPath={checkoutPath}
            onNavigate={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
