import * as Dialog from '@radix-ui/react-dialog';
import { CancelOrderBody, type CancelOrderResponse } from '@storefront/contracts/order';
import { useId } from 'react';
import { applyServerErrors, formMessage } from '@/lib/forms/server-errors';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useCancelOrder } from '../api/cancel-order';

const ReasonForm = CancelOrderBody.pick({ reason: true });

/**
 * The cancel dialog's form: one of the merchant's reasons, checked by the cancel call's schema. Its own
 * chunk (with the form library and zod), loaded when the dialog opens; closing the dialog unmounts it,
 * so each opening starts afresh.
 */
export function CancelOrderForm({
  orderUuid,
  reasons,
  refundNote = null,
  onCancelled,
}: {
  orderUuid: string;
  reasons: readonly string[];
  /** For an order already paid: that the payment will be refunded. */
  refundNote?: string | null;
  onCancelled: (result: CancelOrderResponse) => void;
}) {
  const form = useContractForm(ReasonForm, { defaultValues: { reason: '' } });
  const { errors } = form.formState;
  // One message under the reasons: the reason's own, or the call's.
  const error = errors.reason?.message ?? formMessage(errors);
  const cancel = useCancelOrder();
  const errorId = useId();

  const submit = form.handleSubmit(({ reason }) => {
    cancel.mutate(
      { order_uuid: orderUuid, reason },
      { onSuccess: onCancelled, onError: (e) => applyServerErrors(form, e) },
    );
  });

  return (
    <form onSubmit={submit} className="order-dialog__form" noValidate>
      <Dialog.Title className="order-dialog__title">Cancel this order?</Dialog.Title>
      <Dialog.Description className="order-dialog__message">
        Tell us why you are cancelling. This cannot be undone.{refundNote ? ` ${refundNote}` : ''}
      </Dialog.Description>
      <fieldset
        className="order-reasons"
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      >
        <legend className="order-reasons__legend">Reason for cancelling</legend>
        {reasons.map((r) => (
          <label key={r} className="order-reason">
            <input type="radio" value={r} {...form.register('reason')} />
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
  );
}
