import { type FormEvent, useState } from 'react';
import { FormAlert, formErrors, PinField } from '@/components/fields';

/** New PIN + Confirm PIN; `submit` is the flow's pin/set call. Messages show on pin / confirmPin. */
export function PinStep({
  submit,
  submitLabel,
}: {
  submit: (pin: string, confirmPin: string) => Promise<unknown>;
  submitLabel: string;
}) {
  const [pin, setPin] = useState('');
  const [confirmPin, setConfirmPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const errors = formErrors(error, ['pin', 'confirmPin']);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await submit(pin, confirmPin);
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <p className="auth-form__lead">Choose a 4-digit PIN. You will use it to sign in.</p>
      <PinField
        label="New PIN"
        name="pin"
        autoComplete="new-password"
        value={pin}
        onValueChange={setPin}
        error={errors.fields.pin}
      />
      <PinField
        label="Confirm PIN"
        name="confirmPin"
        autoComplete="new-password"
        value={confirmPin}
        onValueChange={setConfirmPin}
        error={errors.fields.confirmPin}
      />
      <FormAlert message={errors.form} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
