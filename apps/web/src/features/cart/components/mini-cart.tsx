import * as Popover from '@radix-ui/react-popover';
import type { Cart } from '@storefront/contracts/cart';
import { lazy, Suspense, useState } from 'react';
import { CartButtonFace } from './cart-button-face';
import './cart.css';

/**
 * The dropdown's contents (the lines with their edit dialogs, the summary) load when the customer
 * reaches for the cart (pointer or focus on the button) or opens it.
 */
const loadPanel = () => import('./mini-cart-panel');
const MiniCartPanel = lazy(loadPanel);

/**
 * The navbar's cart icon with its count, opening the 'My Cart' dropdown (spec §2 "Navbar"): branch
 * count or 'Brand (Branch)', the items, Clear Cart, View Cart and Checkout. Radix Popover owns focus
 * (into the panel on opening, back to the button on Escape), closing on a click outside, and placing
 * the panel inside the screen. The navbar loads this module after its first paint.
 */
export default function MiniCart({
  cart,
  cartPath,
  checkoutPath,
  isCoinMerchant = false,
}: {
  cart: Cart;
  cartPath: string;
  checkoutPath: string;
  /** The unit on the summary's 'Points Redeemed' line. */
  isCoinMerchant?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const count = cart.cart_count;

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className="navbar__cart"
        aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <CartButtonFace count={count} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="mini-cart__panel"
          aria-label="My Cart"
          align="end"
          sideOffset={8}
          collisionPadding={12}
        >
          <Suspense fallback={<p className="cart-empty">Loading your cart…</p>}>
            <MiniCartPanel
              cart={cart}
              cartPath={cartPath}
              checkoutPath={checkoutPath}
              isCoinMerchant={isCoinMerchant}
              onNavigate={() => setOpen(false)}
            />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
