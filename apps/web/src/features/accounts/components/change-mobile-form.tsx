import { OtpSmsBody, UpdateMobileBody } from '@storefront/contracts/customer';
import { FIELD_LIMITS } from '@storefront/contracts/limits';
import { useState } from 'react';
import { FormAlert, FormSuccess, MobileField, OtpField } from '@/components/fields';
import { applyServerErrors, formMessage } from '@/lib/forms/server-errors';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useConfirmMobileChange, useRequestMobileChange } from '../api/change-mobile';

const CodeForm = UpdateMobileBody.pick({ otp: true });

/** Change mobile number (spec §5 Other): validate with the server → code to the new number → confirm. */
export function ChangeMobileForm() {
  const numberForm = useContractForm(OtpSmsBody, { defaultValues: { mobile_number: '' } });
  const codeForm = useContractForm(CodeForm, { defaultValues: { otp: '' } });
  const numberErrors = numberForm.formState.errors;
  const codeErrors = codeForm.formState.errors;
  const otp = codeForm.watch('otp');
  const [mobile, setMobile] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const request = useRequestMobileChange();
  const confirm = useConfirmMobileChange();

  const submitNumber = numberForm.handleSubmit(({ mobile_number }) => {
    setDone(null);
    const typed = mobile_number.trim();
    request.mutate(typed, {
      onSuccess: ({ message }) => {
        setMobile(typed);
        codeForm.reset({ otp: '' });
        setSent(message);
      },
      // The validate call names the number `mobile`; the code call `mobile_number`.
      onError: (error) => applyServerErrors(numberForm, error, { aliases: { mobile: 'mobile_number' } }),
    });
  });
  const submitCode = codeForm.handleSubmit((values) => {
    confirm.mutate(
      { mobile_number: mobile, otp: values.otp },
      {
        onSuccess: () => {
          setSent(null);
          numberForm.reset({ mobile_number: '' });
          setDone('Your mobile number has been updated.');
        },
        // A refusal of the number itself shows under the code, the only field of this step.
        onError: (error) => applyServerErrors(codeForm, error, { aliases: { mobile: 'otp', mobile_number: 'otp' } }),
      },
    );
  });

  return (
    <section className="profile-card" aria-labelledby="change-mobile-title">
      <h2 id="change-mobile-title" className="profile-card__title">
        Change Mobile Number
      </h2>
      <FormSuccess message={done} />
      {sent ? (
        <form className="auth-form" onSubmit={submitCode} noValidate aria-busy={confirm.isPending}>
          <FormSuccess message={sent} />
          <OtpField label={`Code sent to ${mobile}`} {...codeForm.register('otp')} error={codeErrors.otp?.message} />
          <FormAlert message={formMessage(codeErrors)} />
          <div className="profile-card__actions">
            <button
              type="submit"
              className="btn btn-primary"
              disabled={confirm.isPending || otp.length !== FIELD_LIMITS.otp}
            >
              Confirm
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setSent(null)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <form className="auth-form" onSubmit={submitNumber} noValidate aria-busy={request.isPending}>
          <MobileField
            label="New mobile number"
            autoComplete="off"
            {...numberForm.register('mobile_number')}
            error={numberErrors.mobile_number?.message}
          />
          <FormAlert message={formMessage(numberErrors)} />
          <button type="submit" className="btn btn-primary" disabled={request.isPending}>
            Send code
          </button>
        </form>
      )}
    </section>
  );
}
