import * as Dialog from '@radix-ui/react-dialog';
import { CloseIcon } from '@/components/icons';
import type { PopUp } from '../api/get-pop-ups';
import './merchant.css';

export default function PopUpDialog({ popUp, onClose }: { popUp: PopUp; onClose: () => void }) {
  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="pop-up-overlay" />
        <Dialog.Content
          className="pop-up"
          onOpenAutoFocus={(e) => {
            // Focus the dialog (its title is announced) rather than ringing the close button.
            e.preventDefault();
            (e.currentTarget as HTMLElement | null)?.focus();
          }}
        >
          <Dialog.Close className="icon-btn pop-up__close" aria-label="Close">
            <CloseIcon />
          </Dialog.Close>
          {popUp.image && <img className="pop-up__image" src={popUp.image} alt="" width={480} height={320} />}
          <div className="pop-up__body">
            <Dialog.Title className="pop-up__title">{popUp.title}</Dialog.Title>
            <Dialog.Description className="pop-up__message">{popUp.message}</Dialog.Description>
            <Dialog.Close className="btn btn-primary btn-block">OK</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
