import type { CartItem } from '@storefront/contracts/cart';
import { formatPesos } from '@storefront/domain/money';
import { useState } from 'react';
import { Media } from '@/components/media';
import { addOnText, attributeLines } from '../cart-view';
import { InlineConfirm } from './inline-confirm';

/** Spec §2: image, quantity badge, name, attributes, add-ons, notes, line amount, Edit and Remove. */
export function CartItemRow({
  item,
  onEdit,
  onRemove,
  compact = false,
}: {
  item: CartItem;
  onEdit?: (item: CartItem) => void;
  onRemove: (item: CartItem) => Promise<unknown>;
  compact?: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const details = item.product_inventory.product_details;
  const addOns = addOnText(item);
  const remove = async () => {
    setBusy(true);
    try {
      await onRemove(item);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <li className={`cart-item${compact ? ' cart-item--compact' : ''}`}>
      <div className="cart-item__image">
        <Media
          src={details.images[0]?.image_name ?? null}
          alt=""
          name={details.name}
          width={compact ? 56 : 80}
          height={compact ? 56 : 80}
        />
        <span className="cart-item__qty">
          <span className="visually-hidden">Quantity </span>
          {item.quantity}
        </span>
      </div>
      <div className="cart-item__body">
        <p className="cart-item__name">{details.name}</p>
        {attributeLines(item).map((line) => (
          <p key={line} className="cart-item__detail">
            {line}
          </p>
        ))}
        {addOns && <p className="cart-item__detail">{addOns}</p>}
        {item.remarks && <p className="cart-item__notes">Notes: {item.remarks}</p>}
        {confirming ? (
          <InlineConfirm
            question="Remove this item?"
            busy={busy}
            onYes={() => void remove()}
            onNo={() => setConfirming(false)}
          />
        ) : (
          <div className="cart-item__actions">
            {onEdit && (
              <button type="button" className="link-btn" onClick={() => onEdit(item)}>
                Edit<span className="visually-hidden"> {details.name}</span>
              </button>
            )}
            <button type="button" className="link-btn link-btn--danger" onClick={() => setConfirming(true)}>
              Remove<span className="visually-hidden"> {details.name}</span>
            </button>
          </div>
        )}
      </div>
      <p className="cart-item__amount">{formatPesos(item.total_amount)}</p>
    </li>
  );
}
