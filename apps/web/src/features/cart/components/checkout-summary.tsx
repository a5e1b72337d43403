import type { Cart } from '@storefront/contracts/cart';
import { FormAlert } from '@/components/fields';
import { CartSummary } from './cart-summary';

/** Checkout's side: the server's summary of the cart, the form's message and the Place Order button. */
export function CheckoutSummary({
  cart,
  message,
  canPlace,
  placing,
}: {
  cart: Cart;
  /** A refusal no field shows (the cart's own go to the prompt instead). */
  message: string | null;
  canPlace: boolean;
  placing: boolean;
}) {
  return (
    <aside className="checkout__summary stack" aria-label="Order summary">
      <CartSummary cart={cart} />
      <FormAlert message={message} />
      <button type="submit" className="btn btn-primary btn-block" disabled={!canPlace || placing}>
        {placing ? 'Placing order…' : 'Place Order'}
      </button>
    </aside>
  );
}
