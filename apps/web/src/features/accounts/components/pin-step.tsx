import { PinChoice } from '@storefront/contracts/customer';
import { FormAlert, PinField } from '@/components/fields';
import { applyServerErrors, formMessage } from '@/lib/forms/server-errors';
import { useContractForm } from '@/lib/forms/use-contract-form';

/** New PIN + Confirm PIN; `submit` is the flow's pin/set call. Messages show on pin / confirmPin. */
export function PinStep({
  submit,
  submitLabel,
}: {
  submit: (pin: string, confirmPin: string) => Promise<unknown>;
  submitLabel: string;
}) {
  const form = useContractForm(PinChoice, { defaultValues: { pin: '', confirmPin: '' } });
  const { errors, isSubmitting } = form.formState;

  // Held busy until the flow moves on: a success unmounts this step.
  const onSubmit = form.handleSubmit(async ({ pin, confirmPin }) => {
    try {
      await submit(pin, confirmPin);
    } catch (e) {
      applyServerErrors(form, e);
    }
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <p className="auth-form__lead">Choose a 4-digit PIN. You will use it to sign in.</p>
      <PinField label="New PIN" autoComplete="new-password" {...form.register('pin')} error={errors.pin?.message} />
      <PinField
        label="Confirm PIN"
        autoComplete="new-password"
        {...form.register('confirmPin')}
        error={errors.confirmPin?.message}
      />
      <FormAlert message={formMessage(errors)} />
      <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
        {submitLabel}
      </button>
    </form>
  );
}
