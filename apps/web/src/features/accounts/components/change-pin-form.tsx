import { PinUpdateBody } from '@storefront/contracts/customer';
import { useState } from 'react';
import { FormAlert, FormSuccess, PinField } from '@/components/fields';
import { applyServerErrors, formMessage } from '@/lib/forms/server-errors';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useUpdatePin } from '../api/update-pin';

const EMPTY = { oldPin: '', pin: '', confirmPin: '' };

/** Change PIN (spec §5 PIN): messages on oldPin, pin and confirmPin, verbatim. */
export function ChangePinForm() {
  const form = useContractForm(PinUpdateBody, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const [done, setDone] = useState<string | null>(null);
  const update = useUpdatePin();

  const submit = form.handleSubmit((values) => {
    setDone(null);
    update.mutate(values, {
      onSuccess: ({ message }) => {
        form.reset(EMPTY);
        setDone(message);
      },
      onError: (error) => applyServerErrors(form, error),
    });
  });

  return (
    <section className="profile-card" aria-labelledby="change-pin-title">
      <h2 id="change-pin-title" className="profile-card__title">
        Change PIN
      </h2>
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={update.isPending}>
        <PinField label="Current PIN" {...form.register('oldPin')} error={errors.oldPin?.message} />
        <PinField label="New PIN" autoComplete="new-password" {...form.register('pin')} error={errors.pin?.message} />
        <PinField
          label="Confirm PIN"
          autoComplete="new-password"
          {...form.register('confirmPin')}
          error={errors.confirmPin?.message}
        />
        <FormAlert message={formMessage(errors)} />
        <FormSuccess message={done} />
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          Change PIN
        </button>
      </form>
    </section>
  );
}
