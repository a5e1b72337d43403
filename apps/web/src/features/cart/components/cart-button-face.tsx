import { CartIcon } from '@/components/icons';

/**
 * The cart icon with its count: drawn by the mini cart's button and by the navbar's stand-in until it loads.
 * An empty cart shows no badge (a red '0' reads as an alert); the button's name still says 'Cart, 0 items'.
 */
export function CartButtonFace({ count }: { count: number }) {
  return (
    <>
      <CartIcon />
      {count > 0 && (
        <span className="navbar__cart-count" aria-hidden="true">
          {count}
        </span>
      )}
    </>
  );
}

/** The cart button's name: 'Cart, 1 item', 'Cart, 0 items'. */
export const cartLabel = (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
