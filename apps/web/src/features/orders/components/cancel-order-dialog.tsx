import * as Dialog from '@radix-ui/react-dialog';
import type { CancelOrderResponse } from '@storefront/contracts/order';
import { lazy, Suspense, useState } from 'react';
import { type StatusDesigns, statusLabel } from '../order-view';

// The form (react-hook-form and the contract's zod) loads when the customer reaches for the button,
// so the order screen's first load does not carry it.
const loadForm = () => import('./cancel-order-form');
const CancelOrderForm = lazy(() => loadForm().then((m) => ({ default: m.CancelOrderForm })));

/**
 * Cancel order (spec §4): the customer picks one of the merchant's reasons; the server answers with a
 * message and the order's new status, which the dialog shows before it closes. An order already paid is
 * told before it confirms that the payment will be refunded (the server's answer says so too).
 */
export function CancelOrderDialog({
  orderUuid,
  cancellable,
  reasons,
  designs,
  refundNote = null,
}: {
  orderUuid: string;
  /** The button shows only while the order may be cancelled; the dialog outlives it to show the result. */
  cancellable: boolean;
  reasons: readonly string[];
  designs: StatusDesigns | null;
  /** For an order already paid: that the payment will be refunded (order-view's cancelRefundNote). */
  refundNote?: string | null;
}) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<CancelOrderResponse | null>(null);

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) setResult(null);
  };

  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      {cancellable && (
        <Dialog.Trigger
          className="btn btn-outline order-cancel-trigger"
          onPointerEnter={() => void loadForm()}
          onFocus={() => void loadForm()}
        >
          Cancel Order
        </Dialog.Trigger>
      )}
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content className="order-dialog">
          {result ? (
            <>
              <Dialog.Title className="order-dialog__title">Order cancelled</Dialog.Title>
              <Dialog.Description className="order-dialog__message">{result.message}</Dialog.Description>
              <p className="order-dialog__status">
                Status: <strong>{statusLabel(designs, result.order_status)}</strong>
              </p>
              <Dialog.Close className="btn btn-primary order-dialog__button">OK</Dialog.Close>
            </>
          ) : (
            <Suspense fallback={<Dialog.Title className="order-dialog__title">Cancel this order?</Dialog.Title>}>
              <CancelOrderForm
                orderUuid={orderUuid}
                reasons={reasons}
                refundNote={refundNote}
                onCancelled={setResult}
              />
            </Suspense>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
