import type { CartBranchEntry } from '@storefront/contracts/cart';
import { type CartVariant, minimumNoticeId } from '../cart-view';

/**
 * At a delivery part short of its branch's minimum order (ADR 0034): the server's own sentence ('Add PHP
 * 45.00 more from … to reach its PHP 300.00 minimum for delivery.'), the one checkout would refuse with.
 * Checkout and Place Order name it as the reason they are off (`minimumNoticeId`). Where the part's
 * fulfilment control shows (Cart, Checkout) the status region stays, empty while the part is not short, so
 * a part that falls short after a change (an item removed) is announced.
 */
export function MinimumOrderNotice({ entry, variant }: { entry: CartBranchEntry; variant: CartVariant }) {
  const shortfall = entry.minimum_order_shortfall;
  return (
    <div role="status">
      {shortfall && (
        <p id={minimumNoticeId(variant, entry.branch_uuid)} className="cart-group__minimum">
          {shortfall.message}
        </p>
      )}
    </div>
  );
}
