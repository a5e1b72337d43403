import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { returnFocusTo } from '@/lib/return-focus';
import './location.css';

/** Spec §8's wording, verbatim. */
export const LOCATION_BLOCKED_MESSAGE = 'Unable to Change Location. Please Remove Items From Your Cart.';

/**
 * Spec §4: while the cart has items the location cannot change; trying to opens this prompt
 * ('Oops!', the message, OK), as the generic prompt of spec §2 reads.
 */
export default function LocationBlockedDialog({
  onClose,
  returnFocus,
}: {
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay location-overlay" />
        <Dialog.Content
          className="location-dialog location-dialog--prompt"
          role="alertdialog"
          onCloseAutoFocus={returnFocus ? returnFocusTo(() => returnFocus.current) : undefined}
        >
          <Dialog.Title className="location-dialog__title">Oops!</Dialog.Title>
          <Dialog.Description className="location-dialog__message">{LOCATION_BLOCKED_MESSAGE}</Dialog.Description>
          <Dialog.Close className="btn btn-primary btn-block">OK</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
