import * as Dialog from '@radix-ui/react-dialog';
import type { CancelOrderResponse } from '@storefront/contracts/order';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCancelOrder } from '../api/cancel-order';
import { type StatusDesigns, statusLabel } from '../order-view';

/**
 * Cancel order (spec §4): the customer picks one of the merchant's reasons; the server answers with a
 * message and the order's new status, which the dialog shows before it closes.
 */
export function CancelOrderDialog({
  orderUuid,
  cancellable,
  reasons,
  designs,
}: {
  orderUuid: string;
  /** The button shows only while the order may be cancelled; the dialog outlives it to show the result. */
  cancellable: boolean;
  reasons: readonly string[];
  designs: StatusDesigns | null;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<CancelOrderResponse | null>(null);
  const cancel = useCancelOrder();
  const errorId = useId();

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason(null);
      setError(null);
      setResult(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError('Please choose a reason.');
      return;
    }
    setError(null);
    cancel.mutate(
      { order_uuid: orderUuid, reason },
      {
        onSuccess: setResult,
        onError: (e) => setError((isApiError(e) && e.fieldErrors.reason) || errorMessage(e)),
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      {cancellable && <Dialog.Trigger className="btn btn-outline order-cancel-trigger">Cancel Order</Dialog.Trigger>}
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
            <form onSubmit={submit} className="order-dialog__form" noValidate>
              <Dialog.Title className="order-dialog__title">Cancel this order?</Dialog.Title>
              <Dialog.Description className="order-dialog__message">
                Tell us why you are cancelling. This cannot be undone.
              </Dialog.Description>
              <fieldset
                className="order-reasons"
                aria-describedby={error ? errorId : undefined}
                aria-invalid={error ? true : undefined}
              >
                <legend className="order-reasons__legend">Reason for cancelling</legend>
                {reasons.map((r) => (
                  <label key={r} className="order-reason">
                    <input
                      type="radio"
                      name="cancel-reason"
                      value={r}
                      checked={reason === r}
                      onChange={() => setReason(r)}
                    />
                    <span>{r}</span>
                  </label>
                ))}
              </fieldset>
              {error && (
                <p id={errorId} className="order-dialog__error" role="alert">
                  {error}
                </p>
              )}
              <div className="order-dialog__actions">
                <Dialog.Close type="button" className="btn btn-outline">
                  Keep Order
                </Dialog.Close>
                <button type="submit" className="btn btn-primary" disabled={cancel.isPending}>
                  {cancel.isPending ? 'Cancelling…' : 'Confirm Cancellation'}
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
