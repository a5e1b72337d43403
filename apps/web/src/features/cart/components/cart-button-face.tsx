import { CartIcon } from '@/components/icons';

/** The cart icon with its count: drawn by the mini cart's button and by its placeholder while it loads. */
export function CartButtonFace({ count }: { count: number }) {
  return (
    <>
      <CartIcon />
      <span className="navbar__cart-count" aria-hidden="true">
        {count}
      </span>
    </>
  );
}
