import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { CloseIcon } from '@/components/icons';
import { Skeleton } from '@/components/skeleton';
import { errorMessage } from '@/lib/api-client';
import { focusedElement, returnFocusTo } from '@/lib/return-focus';
import { useInventory } from '../api/get-inventory';
import { ProductForm, type ProductModalAction } from './product-form';
import './catalog.css';
import './product-modal.css';

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
