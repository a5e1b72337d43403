import { CartIcon } from '@/components/icons';

/**
 * The cart icon with its count: drawn by the mini cart's button and by its placeholder while it loads.
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
