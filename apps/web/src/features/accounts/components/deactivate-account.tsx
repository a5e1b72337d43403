import * as Dialog from '@radix-ui/react-dialog';
import { DeactivateBody } from '@storefront/contracts/customer';
import { useState } from 'react';
import { FormAlert, PinField } from '@/components/fields';
import { applyServerErrors, formMessage } from '@/lib/forms/server-errors';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useDeactivateAccount } from '../api/deactivate-account';

/** Deactivate account: a confirmation dialog asking for the PIN; on success the caller signs out. */
export function DeactivateAccount({ onDeactivated }: { onDeactivated: () => void }) {
  const [open, setOpen] = useState(false);
  const form = useContractForm(DeactivateBody, { defaultValues: { pin: '' } });
  const { errors } = form.formState;
  const deactivate = useDeactivateAccount();

  const submit = form.handleSubmit(({ pin }) => {
    deactivate.mutate({ pin }, { onSuccess: onDeactivated, onError: (error) => applyServerErrors(form, error) });
  });

  return (
    <section className="profile-card" aria-labelledby="deactivate-title">
      <h2 id="deactivate-title" className="profile-card__title">
        Deactivate Account
      </h2>
      <p className="auth-form__lead">
        Deactivating signs you out and closes this account. You can register again with the same number later.
      </p>
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          form.reset({ pin: '' });
          deactivate.reset();
        }}
      >
        <Dialog.Trigger className="btn btn-danger">Deactivate Account</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="account-overlay" />
          <Dialog.Content className="account-dialog confirm-dialog">
            <Dialog.Title className="account-dialog__title">Deactivate your account?</Dialog.Title>
            <Dialog.Description className="account-dialog__text">Enter your PIN to confirm.</Dialog.Description>
            <form className="auth-form" onSubmit={submit} noValidate aria-busy={deactivate.isPending}>
              <PinField label="PIN" {...form.register('pin')} error={errors.pin?.message} />
              <FormAlert message={formMessage(errors)} />
              <div className="profile-card__actions">
                <button type="submit" className="btn btn-danger" disabled={deactivate.isPending}>
                  Deactivate
                </button>
                <Dialog.Close className="btn btn-outline">Cancel</Dialog.Close>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
