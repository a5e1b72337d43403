import type { Cart } from '@storefront/contracts/cart';
import type { ReactNode } from 'react';
import { FormAlert } from '@/components/fields';
import { CartSummary } from './cart-summary';
import { PlaceOrderButton } from './place-order-button';

/**
 * Checkout's side: 'Apply a discount' for signed-in customers, the tenders (the medicine wallet, pay with
 * points), the server's summary of the cart, the form's message and the Place Order button.
 */
export function CheckoutSummary({
  cart,
  signedIn,
  discount,
  tenders,
  isCoinMerchant,
  message,
  canPlace,
  placing,
  placeDescribedBy,
}: {
  cart: Cart;
  signedIn: boolean;
  /** The 'Apply a discount' section (the discounts feature's, composed by the screen). */
  discount?: ReactNode;
  /** What pays part of the total besides the payment method (the medicine wallet, pay with points), composed by the screen. */
  tenders?: ReactNode;
  isCoinMerchant?: boolean;
  /** A refusal no field shows (the cart's own go to the prompt instead). */
  message: string | null;
  canPlace: boolean;
  placing: boolean;
  /** Ids of the notices that keep Place Order off (parts short of their branch's minimum order). */
  placeDescribedBy?: string | undefined;
}) {
  return (
    <aside className="checkout__summary stack" aria-label="Order summary">
      {signedIn && discount}
      {signedIn && tenders}
      <CartSummary cart={cart} signedIn={signedIn} isCoinMerchant={isCoinMerchant} />
      <FormAlert message={message} />
      {/* Hidden on phones (checkout.css): the bar's copy pinned to the bottom takes its place there. */}
      <PlaceOrderButton
        canPlace={canPlace}
        placing={placing}
        describedBy={placeDescribedBy}
        className="btn-block checkout__place"
      />
    </aside>
  );
}
