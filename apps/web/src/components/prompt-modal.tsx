import * as Dialog from '@radix-ui/react-dialog';
import './prompt-modal.css';

/**
 * Spec §2 "Other modals": the generic prompt — a title (default 'Oops!'), a message and one button
 * (default 'OK'). Also the cart prompt ('… removed from cart') and delivery-update errors (CLOSE).
 */
export function PromptModal({
  open,
  onClose,
  title = 'Oops!',
  message,
  buttonText = 'OK',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title?: string;
  message: string;
  buttonText?: string;
  children?: React.ReactNode;
}) {
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
