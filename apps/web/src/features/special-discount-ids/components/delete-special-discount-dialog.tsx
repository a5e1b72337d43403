import * as Dialog from '@radix-ui/react-dialog';
import type { SpecialDiscountId } from '@storefront/contracts/special-discount';
import { FormAlert } from '@/components/fields';
import { errorMessage } from '@/lib/api-client';
import { useDeleteSpecialDiscountId } from '../api/delete-special-discount-id';
import { idHeading } from '../special-discount-view';
import { returnFocusOrStay } from './focus';
import '@/components/prompt-modal.css';
import './special-discount-modal.css';

export type DeleteSpecialDiscountDialogProps = {
  id: SpecialDiscountId;
  customerUuid: string;
  refreshCart: () => Promise<unknown>;
  onClose: (message?: string) => void;
  returnFocus: () => HTMLElement | null;
};

/**
 * Spec §2 "Delete SC/PWD ID confirmation": 'Delete SC/PWD ID?', 'Are you sure you want to delete this
 * special discount?', Keep and Delete. An alert dialog in the generic prompt's look; Keep (the safe
 * choice) has focus first. Delete refreshes the list and the cart before the dialog closes (spec §4).
 */
export default function DeleteSpecialDiscountDialog({
  id,
  customerUuid,
  refreshCart,
  onClose,
  returnFocus,
}: DeleteSpecialDiscountDialogProps) {
  const remove = useDeleteSpecialDiscountId(customerUuid, refreshCart);
  const confirm = () => remove.mutate(id.uuid, { onSuccess: (result) => onClose(result.message) });

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay prompt-overlay" />
        <Dialog.Content
          id="confirm-delete-special-discount-modal"
          data-testid="confirm-delete-special-discount-modal"
          className="prompt-modal sd-confirm"
          role="alertdialog"
          onCloseAutoFocus={returnFocusOrStay(returnFocus)}
        >
          <Dialog.Title className="prompt-modal__title">Delete SC/PWD ID?</Dialog.Title>
          <Dialog.Description className="prompt-modal__message">
            Are you sure you want to delete this special discount?
          </Dialog.Description>
          <p className="prompt-modal__detail sd-confirm__detail">
            {idHeading(id)}: {id.customer_id_full_name}
          </p>
          <FormAlert message={remove.isError ? errorMessage(remove.error) : null} />
          <div className="sd-confirm__actions">
            <Dialog.Close className="btn btn-outline" disabled={remove.isPending}>
              Keep
            </Dialog.Close>
            <button type="button" className="btn sd-btn-danger" disabled={remove.isPending} onClick={confirm}>
              {remove.isPending ? 'Deleting…' : 'Delete'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
