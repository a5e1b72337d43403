import type { Cart } from '@storefront/contracts/cart';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { ChevronRightIcon } from '@/components/icons';
import type { CustomerPosition } from '@/lib/position';
import { appliedDiscount } from '../discount-view';
import './apply-discount.css';

// The modal (with the form library and the contract's schema) loads when the customer reaches for the
// button, so Checkout's first load carries only this row.
const loadModal = () => import('./discount-modal');
const DiscountModal = lazy(loadModal);

/**
 * Spec §2 Checkout, signed-in customers: 'Apply a discount', showing the applied discount, opens the
 * Discount modal. `refreshCart` refetches the cart, whose summary shows the Promo line.
 */
export function ApplyDiscount({
  cart,
  position,
  refreshCart,
}: {
  cart: Cart;
  position: CustomerPosition;
  refreshCart: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const appliedId = useId();
  const applied = appliedDiscount(cart);

  return (
    <div className="apply-discount">
      <button
        ref={button}
        type="button"
        className="apply-discount__button"
        aria-haspopup="dialog"
        aria-labelledby={titleId}
        aria-describedby={applied ? appliedId : undefined}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
      >
        <span className="apply-discount__text">
          <span id={titleId} className="apply-discount__title">
            Apply a discount
          </span>
          {applied && (
            <span id={appliedId} className="apply-discount__applied">
              {applied.label}: <span className="apply-discount__amount">{applied.amount}</span>
            </span>
          )}
        </span>
        <ChevronRightIcon size={18} />
      </button>
      {/* The modal has closed by the time a code is applied: the page says so. */}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {open && (
        <Suspense fallback={null}>
          <DiscountModal
            open={open}
            onOpenChange={setOpen}
            cart={cart}
            position={position}
            refreshCart={refreshCart}
            onApplied={setAnnouncement}
            returnFocus={() => button.current}
          />
        </Suspense>
      )}
    </div>
  );
}
