import type { Cart, CartItem } from '@storefront/contracts/cart';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { removeCartItems, useCartChange } from '../api/change-cart';
import { branchLabel, type CartVariant } from '../cart-view';
import { CartItemRow } from './cart-item-row';
import { FulfilmentControl } from './fulfilment-control';
import { InlineConfirm } from './inline-confirm';
import { MinimumOrderNotice } from './minimum-order-notice';
import './cart.css';

/** Where the group headings sit in each variant's outline: under the page's h1, or under an h2. */
const HEADING = { page: 'h2', dropdown: 'h3', checkout: 'h3' } as const;

/**
 * The cart's branch groups (spec §2 "Cart screen"): a 'Brand · Branch' heading, the fulfilment control,
 * the items, and Clear Cart. The Cart screen and Checkout head every group, one branch too: the customer
 * must see where they order from. In the navbar's dropdown ('dropdown') a single branch is named by the
 * subtitle instead, and the fulfilment control, Edit and 'Add more items' are left out; on Checkout
 * ('checkout') the fulfilment control stays and Edit, 'Add more items' and Clear Cart go (the order is
 * being reviewed, not built). Checkout is each screen's primary action: these are quiet beside it. A
 * delivery part short of its branch's minimum order says so under its fulfilment control, on every variant.
 */
export function CartContents({
  cart,
  variant,
  storeLink,
  onEdit,
}: {
  cart: Cart;
  variant: CartVariant;
  storeLink?: (entry: Cart['list'][number]) => string;
  onEdit?: (item: CartItem, entry: Cart['list'][number]) => void;
}) {
  const remove = useCartChange(removeCartItems);
  const [clearing, setClearing] = useState(false);
  const current = { count: cart.cart_count, total: cart.cart_total_amount };
  const removeItems = (uuids: string[]) => remove.mutateAsync([uuids, current]);
  const allItems = cart.list.flatMap((e) => e.items.map((i) => i.uuid));
  const page = variant === 'page';
  const fulfilment = variant !== 'dropdown';
  const headed = variant !== 'dropdown' || cart.list.length > 1;
  const Heading = HEADING[variant];
  const ids = useId();

  return (
    <div className={`cart-contents cart-contents--${variant}`}>
      {cart.list.map((entry) => (
        <section
          key={entry.branch_uuid}
          className="cart-group"
          {...(headed ? { 'aria-labelledby': `${ids}-${entry.branch_uuid}` } : { 'aria-label': branchLabel(entry) })}
        >
          {headed && (
            <Heading id={`${ids}-${entry.branch_uuid}`} className="cart-group__title">
              {branchLabel(entry)}
            </Heading>
          )}
          {/* A delivery short of the branch's minimum (ADR 0034), under the Logistic Type it depends on. */}
          {fulfilment ? (
            <div className="cart-group__fulfilment">
              <FulfilmentControl entry={entry} />
              <MinimumOrderNotice entry={entry} variant={variant} />
            </div>
          ) : (
            entry.minimum_order_shortfall && <MinimumOrderNotice entry={entry} variant={variant} />
          )}
          <ul className="cart-group__items">
            {entry.items.map((item) => (
              <CartItemRow
                key={item.uuid}
                item={item}
                compact={!page}
                {...(page && onEdit ? { onEdit: (i: CartItem) => onEdit(i, entry) } : {})}
                onRemove={(i) => removeItems([i.uuid])}
              />
            ))}
          </ul>
          {page && storeLink && (
            <Link to={storeLink(entry)} className="btn btn-outline btn-sm cart-group__more">
              Add more items
            </Link>
          )}
        </section>
      ))}
      {variant !== 'checkout' && (
        <div className="cart-contents__clear">
          {clearing ? (
            <InlineConfirm
              question="Remove all items?"
              busy={remove.isPending}
              onYes={() => void removeItems(allItems).finally(() => setClearing(false))}
              onNo={() => setClearing(false)}
            />
          ) : (
            <button
              type="button"
              className="btn btn-ghost btn-sm cart-contents__clear-btn"
              onClick={() => setClearing(true)}
            >
              Clear Cart
            </button>
          )}
        </div>
      )}
    </div>
  );
}
