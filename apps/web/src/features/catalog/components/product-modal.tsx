import * as Dialog from '@radix-ui/react-dialog';
import { NOTES_MAX_LENGTH, STOCK_MESSAGE } from '@storefront/domain/cart-rules';
import { formatCentavos } from '@storefront/domain/money';
import { useId, useState } from 'react';
import { CloseIcon, MinusIcon, PlusIcon } from '@/components/icons';
import { Media } from '@/components/media';
import { Skeleton } from '@/components/skeleton';
import { StockModal } from '@/components/stock-modal';
import { errorMessage, isApiError } from '@/lib/api-client';
import { focusedElement, returnFocusTo } from '@/lib/return-focus';
import { type ProductInventory, useInventory } from '../api/get-inventory';
import {
  type AddOnSelection,
  addOnLegend,
  addOnPriceCentavos,
  addOnsByCategory,
  choose,
  clampQuantity,
  findEntry,
  initialSelection,
  isAvailable,
  isStockBound,
  lineTotalCentavos,
  maxQuantity,
  optionState,
  type Selection,
  selectionOf,
  stockOf,
  toggleAddOn,
} from '../product-options';
import { Price } from './price';
import './catalog.css';
import './product-modal.css';

/** The line the modal builds, as the cart calls take it. */
export type ProductLine = { variation_code: string; add_ons: string[]; remarks: string; quantity: number };

/** What the modal's button does: add to the cart, or update a line being edited (spec §2 product edit modal). */
export type ProductModalAction = {
  label: 'ADD TO CART' | 'UPDATE CART';
  /** The line being edited. */
  initial?: ProductLine;
  /** Resolves when the cart took the line (the modal then closes); rejects with the server's error. */
  submit: (line: ProductLine) => Promise<unknown>;
};

/** Spec §2 product modal: choose a variation, add-ons, notes and quantity, then add or update the cart line. */
export default function ProductModal({
  productUuid,
  branchUuid,
  onClose,
  action,
}: {
  productUuid: string;
  branchUuid: string;
  onClose: () => void;
  action: ProductModalAction;
}) {
  const query = useInventory(productUuid, branchUuid);
  // Read on the first render, before the dialog takes focus: the product card that opened it.
  const [opener] = useState(focusedElement);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className="product-modal"
          aria-describedby={undefined}
          // Focus the dialog itself (its title is announced), not the close button.
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            (e.currentTarget as HTMLElement | null)?.focus();
          }}
          onCloseAutoFocus={returnFocusTo(() => opener)}
        >
          <Dialog.Close className="icon-btn product-modal__close" aria-label="Close">
            <CloseIcon />
          </Dialog.Close>
          {query.data ? (
            <ProductForm key={query.data.product_details.uuid} data={query.data} action={action} onDone={onClose} />
          ) : query.isError ? (
            <div className="product-modal__status">
              <Dialog.Title className="product-modal__title">Product unavailable</Dialog.Title>
              <p>{errorMessage(query.error)}</p>
              <Dialog.Close className="btn btn-outline">Back to the store</Dialog.Close>
            </div>
          ) : (
            <div className="product-modal__layout">
              <Dialog.Title className="visually-hidden">Loading product</Dialog.Title>
              <div className="product-modal__gallery">
                <Skeleton width="100%" height="100%" radius={0} />
              </div>
              <div className="product-modal__body">
                <Skeleton width="70%" height={28} />
                <Skeleton width="95%" height={14} style={{ marginTop: 16 }} />
                <Skeleton width="80%" height={14} style={{ marginTop: 8 }} />
                <Skeleton width="35%" height={22} style={{ marginTop: 20 }} />
              </div>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ProductForm({
  data,
  action,
  onDone,
}: {
  data: ProductInventory;
  action: ProductModalAction;
  onDone: () => void;
}) {
  const { product_details: product, inventory, max_order: maxOrder } = data;
  const { initial } = action;
  const descriptionId = useId();
  const notesId = useId();
  const [selection, setSelection] = useState<Selection>(() =>
    initial ? selectionOf(product, initial.variation_code) : initialSelection(product, inventory),
  );
  const [addOns, setAddOns] = useState<AddOnSelection>(() =>
    initial ? addOnsByCategory(product, initial.add_ons) : {},
  );
  const [notes, setNotes] = useState(initial?.remarks ?? '');
  const [quantityInput, setQuantity] = useState(initial?.quantity ?? 1);
  const [stockModal, setStockModal] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const entry = findEntry(product, inventory, selection);
  const available = isAvailable(entry);
  const max = maxQuantity(entry, maxOrder);
  const stockBound = isStockBound(entry, maxOrder);
  const quantity = clampQuantity(quantityInput, max);
  const total = lineTotalCentavos(entry, product, addOns, quantity);

  /** Going past the stock opens the stock modal (spec §2) instead of silently stopping. */
  const changeQuantity = (next: number) => {
    if (next > max && stockBound) setStockModal(true);
    setQuantity(next);
  };

  const submit = async () => {
    if (!entry || busy) return;
    setBusy(true);
    setError(null);
    try {
      await action.submit({
        variation_code: entry.variation_code,
        add_ons: Object.values(addOns).flat(),
        remarks: notes,
        quantity,
      });
      onDone();
    } catch (e) {
      if (isApiError(e) && e.fieldErrors.quantity === STOCK_MESSAGE) setStockModal(true);
      else setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="product-modal__layout">
      <Gallery images={product.images.map((i) => i.image_name)} name={product.name} />
      <form
        className="product-modal__body"
        aria-describedby={product.description ? descriptionId : undefined}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="product-modal__head">
          <Dialog.Title className="product-modal__title">{product.name}</Dialog.Title>
          {product.description && (
            <Dialog.Description id={descriptionId} className="product-modal__description">
              {product.description}
            </Dialog.Description>
          )}
          <p className="product-modal__price" aria-live="polite">
            {entry ? (
              <Price regular={entry.regular_price} sale={entry.sale_price} onSale={entry.on_sale} />
            ) : (
              <span className="product-modal__unavailable">Not available</span>
            )}
            {!available && entry && <span className="badge badge--closed badge--plain">Sold out</span>}
          </p>
        </div>

        {product.attributes.map((attribute) => (
          <fieldset key={attribute.name} className="option-group">
            <legend className="option-group__legend">
              Choose {attribute.name}
              <span className="option-group__hint">Required</span>
            </legend>
            <div className="option-group__options">
              {attribute.variations.map((variation) => {
                const state = optionState(product, inventory, selection, attribute.name, variation.name);
                const checked = selection[attribute.name] === variation.name;
                return (
                  <label key={variation.hash} className={`option${state !== 'available' ? ' option--disabled' : ''}`}>
                    <input
                      type="radio"
                      name={`attribute-${attribute.name}`}
                      value={variation.name}
                      checked={checked}
                      disabled={state !== 'available'}
                      onChange={() =>
                        setSelection((s) => choose(product, inventory, s, attribute.name, variation.name))
                      }
                    />
                    <span className="option__name">{variation.name}</span>
                    {state === 'sold-out' && <span className="option__tag">Sold out</span>}
                    {state === 'unavailable' && <span className="option__tag">Unavailable</span>}
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}

        {product.add_on_category.map((category) => {
          const chosen = addOns[category.id] ?? [];
          const full = chosen.length >= category.limit;
          return (
            <fieldset key={category.id} className="option-group">
              <legend className="option-group__legend">
                {addOnLegend(category, chosen.length)}
                <span className="option-group__hint">Optional · up to {category.limit}</span>
              </legend>
              <div className="option-group__options">
                {category.add_ons.map((addOn) => {
                  const checked = chosen.includes(addOn.uuid);
                  const price = addOnPriceCentavos(addOn);
                  return (
                    <label key={addOn.uuid} className={`option${!checked && full ? ' option--disabled' : ''}`}>
                      <input
                        type="checkbox"
                        checked={checked}
                        disabled={!checked && full}
                        onChange={() => setAddOns((s) => toggleAddOn(s, category, addOn.uuid))}
                      />
                      <span className="option__name">{addOn.name}</span>
                      <span className="option__price">{price === 0 ? 'FREE' : `+ ${formatCentavos(price)}`}</span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        })}

        <div className="option-group">
          <label htmlFor={notesId} className="option-group__legend">
            Notes
            <span className="option-group__hint">Optional</span>
          </label>
          <textarea
            id={notesId}
            className="notes"
            rows={3}
            maxLength={NOTES_MAX_LENGTH}
            placeholder="Anything the store should know?"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
          <p className="notes__count" aria-live="off">
            {notes.length}/{NOTES_MAX_LENGTH}
          </p>
        </div>

        <div className="product-modal__footer">
          <fieldset className="stepper">
            <legend className="visually-hidden">Quantity</legend>
            <button
              type="button"
              className="stepper__btn"
              aria-label="Decrease quantity"
              disabled={!available || quantity <= 1}
              onClick={() => setQuantity(quantity - 1)}
            >
              <MinusIcon />
            </button>
            <input
              className="stepper__value"
              type="number"
              inputMode="numeric"
              aria-label="Quantity"
              min={1}
              max={Math.max(1, max)}
              value={quantity}
              disabled={!available}
              onChange={(e) => changeQuantity(Number(e.target.value))}
            />
            <button
              type="button"
              className="stepper__btn"
              aria-label="Increase quantity"
              disabled={!available || (quantity >= max && !stockBound)}
              onClick={() => changeQuantity(quantity + 1)}
            >
              <PlusIcon />
            </button>
          </fieldset>
          <div className="product-modal__cta">
            <button type="submit" className="btn btn-primary btn-block" disabled={!available || busy} aria-busy={busy}>
              {action.label} - {formatCentavos(total)}
            </button>
            {!available && <p className="product-modal__soon">This item is sold out.</p>}
            {error && (
              <p className="product-modal__error" role="alert">
                {error}
              </p>
            )}
          </div>
        </div>
        {entry && <StockModal open={stockModal} onClose={() => setStockModal(false)} stock={stockOf(entry) ?? 0} />}
      </form>
    </div>
  );
}

function Gallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0] ?? null;
  return (
    <div className="product-modal__gallery">
      <Media src={current} alt={name} name={name} width={640} height={640} eager className="product-modal__image" />
      {images.length > 1 && (
        <div className="gallery-dots">
          {images.map((image, i) => (
            <button
              key={image}
              type="button"
              className="gallery-dots__dot"
              aria-label={`Show image ${i + 1} of ${images.length}`}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
