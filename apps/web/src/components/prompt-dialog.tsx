import * as Dialog from '@radix-ui/react-dialog';
import './prompt-modal.css';

import type { PromptModalProps } from './prompt-modal';

/** PromptModal's dialog, in a chunk of its own (prompt-modal.tsx). */
export default function PromptDialog({
  open,
  onClose,
  title = 'Oops!',
  message,
  buttonText = 'OK',
  children,
}: PromptModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay prompt-overlay" />
        <Dialog.Content className="prompt-modal" role="alertdialog">
          <Dialog.Title className="prompt-modal__title">{title}</Dialog.Title>
          <Dialog.Description className="prompt-modal__message">{message}</Dialog.Description>
          {children}
          <Dialog.Close className="btn btn-primary prompt-modal__button">{buttonText}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
