import { type FormEvent, useState } from 'react';
import { FormAlert, FormSuccess, formErrors, PinField } from '@/components/fields';
import { useUpdatePin } from '../api/update-pin';

/** Change PIN (spec §5 PIN): messages on oldPin, pin and confirmPin, verbatim. */
export function ChangePinForm() {
  const [form, setForm] = useState({ oldPin: '', pin: '', confirmPin: '' });
  const [done, setDone] = useState<string | null>(null);
  const update = useUpdatePin();
  const errors = formErrors(update.error, ['oldPin', 'pin', 'confirmPin']);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    update.mutate(form, {
      onSuccess: ({ message }) => {
        setForm({ oldPin: '', pin: '', confirmPin: '' });
        setDone(message);
      },
    });
  };

  return (
    <section className="profile-card" aria-labelledby="change-pin-title">
      <h2 id="change-pin-title" className="profile-card__title">
        Change PIN
      </h2>
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={update.isPending}>
        <PinField
          label="Current PIN"
          name="oldPin"
          value={form.oldPin}
          onValueChange={(oldPin) => setForm({ ...form, oldPin })}
          error={errors.fields.oldPin}
        />
        <PinField
          label="New PIN"
          name="pin"
          autoComplete="new-password"
          value={form.pin}
          onValueChange={(pin) => setForm({ ...form, pin })}
          error={errors.fields.pin}
        />
        <PinField
          label="Confirm PIN"
          name="confirmPin"
          autoComplete="new-password"
          value={form.confirmPin}
          onValueChange={(confirmPin) => setForm({ ...form, confirmPin })}
          error={errors.fields.confirmPin}
        />
        <FormAlert message={errors.form} />
        <FormSuccess message={done} />
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          Change PIN
        </button>
      </form>
    </section>
  );
}
