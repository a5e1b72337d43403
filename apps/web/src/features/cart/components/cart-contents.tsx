import type { Cart, CartItem } from '@storefront/contracts/cart';
import { useState } from 'react';
import { Link } from 'react-router';
import { removeCartItems, useCartChange } from '../api/change-cart';
import { branchLabel } from '../cart-view';
import { CartItemRow } from './cart-item-row';
import { FulfilmentControl } from './fulfilment-control';
import { InlineConfirm } from './inline-confirm';
import './cart.css';

/**
 * The cart's branch groups (spec §2 "Cart screen"): a heading per group when there are several, the
 * fulfilment control, the items, and Clear Cart. In the navbar's dropdown ('dropdown') the fulfilment
 * control, Edit and 'Add more items' are left out; on Checkout ('checkout') the fulfilment control stays
 * and Edit, 'Add more items' and Clear Cart go (the order is being reviewed, not built).
 */
export function CartContents({
  cart,
  variant,
  storeLink,
  onEdit,
}: {
  cart: Cart;
  variant: 'page' | 'dropdown' | 'checkout';
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

  return (
    <div className={`cart-contents cart-contents--${variant}`}>
      {cart.list.map((entry) => (
        <section key={entry.branch_uuid} className="cart-group" aria-label={branchLabel(entry)}>
          {cart.list.length > 1 && <h2 className="cart-group__title">{branchLabel(entry)}</h2>}
          {fulfilment && <FulfilmentControl entry={entry} />}
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
            <Link to={storeLink(entry)} className="link-btn cart-group__more">
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
            <button type="button" className="link-btn link-btn--danger" onClick={() => setClearing(true)}>
              Clear Cart
            </button>
          )}
        </div>
      )}
    </div>
  );
}
