import * as Popover from '@radix-ui/react-popover';
import type { Cart } from '@storefront/contracts/cart';
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CartButtonFace, cartLabel } from './cart-button-face';
import './cart.css';

/**
 * The dropdown's contents (the lines with their edit dialogs, the summary) load when the customer
 * reaches for the cart (pointer or focus on the button) or opens it.
 */
const loadPanel = () => import('./mini-cart-panel');
const MiniCartPanel = lazy(loadPanel);

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]';

/** The elements Tab stops at inside `root` (or the page), in order. */
const tabbables = (root: ParentNode) =>
  [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0);

/**
 * The navbar's cart icon with its count, opening the 'My Cart' dropdown (spec §2 "Navbar"): branch
 * count or 'Brand · Branch', the items, Clear Cart, View Cart and Checkout. Radix Popover owns focus
 * (into the panel on opening, back to the button on Escape), closing on a click outside, and placing
 * the panel inside the screen. The navbar loads this module once the page has settled or the customer
 * reaches for the cart (navbar.tsx CartButton).
 */
export type MiniCartProps = {
  cart: Cart;
  cartPath: string;
  checkoutPath: string;
  /** The unit on the summary's 'Points Redeemed' line. */
  isCoinMerchant?: boolean;
  /** Opened as it arrives: the navbar's stand-in button was pressed while this loaded. */
  openAtOnce?: boolean;
  /** The stand-in had the focus: this button takes it over. */
  focusAtOnce?: boolean;
};

export default function MiniCart({
  cart,
  cartPath,
  checkoutPath,
  isCoinMerchant = false,
  openAtOnce = false,
  focusAtOnce = false,
}: MiniCartProps) {
  const [open, setOpen] = useState(openAtOnce);
  const count = cart.cart_count;
  const trigger = useRef<HTMLButtonElement>(null);
  // Taken over from the stand-in once, as this replaces it (an open panel takes the focus itself).
  const takeFocus = useRef(focusAtOnce && !openAtOnce);
  useEffect(() => {
    if (takeFocus.current) trigger.current?.focus();
    takeFocus.current = false;
  }, []);
  // Set when Tab leaves the panel forwards: focus then goes on past the cart button, not back to it.
  const leftForward = useRef(false);

  /**
   * The panel is portalled to the end of the page, so Tab from its last control went to the browser and
   * the dropdown stayed open (issue 26). Tab past the last control, or Shift+Tab before the first,
   * closes it and goes on from the cart button, as if the panel sat right after it.
   */
  const leaveOnTab = (event: KeyboardEvent<HTMLDivElement>) => {
    // A dialog opened from a line is portalled elsewhere, but its keys bubble here through React.
    if (event.key !== 'Tab' || event.defaultPrevented || !event.currentTarget.contains(event.target as Node)) return;
    const stops = tabbables(event.currentTarget);
    const onEdge = event.shiftKey
      ? event.target === event.currentTarget || event.target === stops[0]
      : stops.length === 0 || event.target === stops[stops.length - 1];
    if (!onEdge) return;
    event.preventDefault();
    leftForward.current = !event.shiftKey;
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        ref={trigger}
        className="navbar__cart"
        aria-label={cartLabel(count)}
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
          onKeyDown={leaveOnTab}
          onCloseAutoFocus={(event) => {
            if (!leftForward.current) return;
            leftForward.current = false;
            const button = trigger.current;
            const stops = tabbables(document);
            const next = button ? stops[stops.indexOf(button) + 1] : undefined;
            if (!next) return;
            event.preventDefault();
            next.focus();
          }}
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
