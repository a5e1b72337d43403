import type { CartItem } from '@storefront/contracts/cart';
import { formatPesos } from '@storefront/domain/money';
import { useRef, useState } from 'react';
import { Media } from '@/components/media';
import { addOnText, attributeLines } from '../cart-view';
import { InlineConfirm } from './inline-confirm';

/**
 * Spec §2: image, quantity badge, name, attributes, add-ons, notes, line amount, Edit and Remove. Edit and
 * Remove are buttons named for their item ('Edit Adobo', 'Remove Adobo'): a list of items has many.
 */
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
  // After 'No' the Remove button comes back and takes the focus again (it left the page while asking).
  const refocusRemove = useRef(false);
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
      </div>
      <p className="cart-item__amount">{formatPesos(item.total_amount)}</p>
      {/* Under the name and the amount both: room for two buttons side by side on a phone. */}
      <div className="cart-item__controls">
        {confirming ? (
          <InlineConfirm
            question="Remove this item?"
            busy={busy}
            onYes={() => void remove()}
            onNo={() => {
              refocusRemove.current = true;
              setConfirming(false);
            }}
          />
        ) : (
          <div className="cart-item__actions">
            {onEdit && (
              <button type="button" className="cart-item__action" onClick={() => onEdit(item)}>
                Edit<span className="visually-hidden"> {details.name}</span>
              </button>
            )}
            <button
              ref={(button) => {
                if (!button || !refocusRemove.current) return;
                refocusRemove.current = false;
                button.focus();
              }}
              type="button"
              className="cart-item__action cart-item__action--danger"
              onClick={() => setConfirming(true)}
            >
              Remove<span className="visually-hidden"> {details.name}</span>
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
