import type { Cart } from '@storefront/contracts/cart';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { ChevronRightIcon } from '@/components/icons';
import type { CustomerPosition } from '@/lib/position';
import { appliedDiscount } from '../discount-view';
import type { SpecialDiscountSlot } from './discount-modal';
import './apply-discount.css';

// The modal (with the form library and the contract's schema) loads when the customer reaches for the
// button, so Checkout's first load carries only this row.
const loadModal = () => import('./discount-modal');
const DiscountModal = lazy(loadModal);

/**
 * Spec §2 Checkout, signed-in customers: 'Apply a discount', showing the applied discount (the promo code
 * or the Senior Citizen / PWD discount), opens the Discount modal. `refreshCart` refetches the cart, whose
 * summary shows the Promo or the special discount line.
 *
 * The screen may hold the modal's open state (`open`, `onOpenChange`): Checkout closes it while a
 * Senior Citizen / PWD dialog is open and opens it again afterwards (spec §4). Focus goes back to the
 * button only when the customer closed the modal; when the screen closed it, the next dialog takes it.
 */
export function ApplyDiscount({
  cart,
  position,
  refreshCart,
  open: openProp,
  onOpenChange,
  specialDiscount,
}: {
  cart: Cart;
  position: CustomerPosition;
  refreshCart: () => Promise<unknown>;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The Senior Citizen / PWD ID section, shown in the modal under the promo code (spec §2). */
  specialDiscount?: SpecialDiscountSlot;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const closedByCustomer = useRef(false);
  useEffect(() => {
    if (open) closedByCustomer.current = false;
  }, [open]);
  const setOpen = (next: boolean) => {
    closedByCustomer.current = !next;
    setOwnOpen(next);
    onOpenChange?.(next);
  };
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
            returnFocus={() => (closedByCustomer.current ? button.current : null)}
            specialDiscount={specialDiscount}
          />
        </Suspense>
      )}
    </div>
  );
}
