import { STOCK_MESSAGE } from '@storefront/domain/cart-rules';
import { useId, useState } from 'react';
import { StockModal } from '@/components/stock-modal';
import { showToast } from '@/components/toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import type { ProductInventory } from '../api/get-inventory';
import {
  type AddOnSelection,
  addOnsByCategory,
  clampQuantity,
  findEntry,
  initialSelection,
  isAvailable,
  isStockBound,
  lineTotalCentavos,
  maxQuantity,
  type Selection,
  selectionOf,
  stockOf,
} from '../product-options';
import { AddOnOptions } from './add-on-options';
import { ProductGallery } from './product-gallery';
import { ProductHeading } from './product-heading';
import { ProductNotes } from './product-notes';
import { ProductSubmit } from './product-submit';
import { QuantityStepper } from './quantity-stepper';
import { VariationOptions } from './variation-options';

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

/** The toast after adding a line: short, the product's name last so a long one can be cut. */
export const addedMessage = (productName: string) => `Added to cart: ${productName}`;

/**
 * The product modal's form: holds the choices (variation, add-ons, notes, quantity), works out the
 * line and its amount, and sends it; each part of the form only shows its choices.
 */
export function ProductForm({
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
      // Every add confirms itself, after the dialog has given the page back (issue 27).
      onDone();
      if (action.label === 'ADD TO CART') showToast(addedMessage(product.name));
    } catch (e) {
      if (isApiError(e) && e.fieldErrors.quantity === STOCK_MESSAGE) setStockModal(true);
      else setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="product-modal__layout">
      <ProductGallery images={product.images.map((i) => i.image_name)} name={product.name} />
      <form
        className="product-modal__body"
        aria-describedby={product.description ? descriptionId : undefined}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <ProductHeading product={product} entry={entry} available={available} descriptionId={descriptionId} />
        <VariationOptions product={product} inventory={inventory} selection={selection} onChange={setSelection} />
        <AddOnOptions product={product} addOns={addOns} onChange={setAddOns} />
        <ProductNotes notes={notes} onChange={setNotes} />

        <div className="product-modal__footer">
          <QuantityStepper
            quantity={quantity}
            max={max}
            available={available}
            stockBound={stockBound}
            onDecrease={() => setQuantity(quantity - 1)}
            onIncrease={() => changeQuantity(quantity + 1)}
            onEnter={changeQuantity}
          />
          <ProductSubmit label={action.label} total={total} available={available} busy={busy} error={error} />
        </div>
        {entry && <StockModal open={stockModal} onClose={() => setStockModal(false)} stock={stockOf(entry) ?? 0} />}
      </form>
    </div>
  );
}
