import * as Dialog from '@radix-ui/react-dialog';
import type { InventoryEntry, ProductDetails } from '@storefront/contracts/store';
import { Price } from './price';

/** The modal's title (the product's name), its description and the chosen variation's price. */
export function ProductHeading({
  product,
  entry,
  available,
  descriptionId,
}: {
  product: ProductDetails;
  /** The variation the choices name; none when they name no variation. */
  entry: InventoryEntry | undefined;
  available: boolean;
  descriptionId: string;
}) {
  return (
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
  );
}
