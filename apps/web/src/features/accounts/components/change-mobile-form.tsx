import { type FormEvent, useState } from 'react';
import { Field, FormAlert, FormSuccess, formErrors, MobileField } from '@/components/fields';
import { useConfirmMobileChange, useRequestMobileChange } from '../api/change-mobile';

/** Change mobile number (spec §5 Other): validate with the server → code to the new number → confirm. */
export function ChangeMobileForm() {
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const request = useRequestMobileChange();
  const confirm = useConfirmMobileChange();
  const requestErrors = formErrors(request.error, ['mobile_number'], { mobile: 'mobile_number' });
  const confirmErrors = formErrors(confirm.error, ['otp', 'mobile_number'], { mobile: 'mobile_number' });

  const submitNumber = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    request.mutate(mobile.trim(), { onSuccess: ({ message }) => setSent(message) });
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(
      { mobile_number: mobile.trim(), otp },
      {
        onSuccess: () => {
          setSent(null);
          setOtp('');
          setMobile('');
          setDone('Your mobile number has been updated.');
        },
      },
    );
  };

  return (
    <section className="profile-card" aria-labelledby="change-mobile-title">
      <h2 id="change-mobile-title" className="profile-card__title">
        Change Mobile Number
      </h2>
      <FormSuccess message={done} />
      {sent ? (
        <form className="auth-form" onSubmit={submitCode} noValidate aria-busy={confirm.isPending}>
          <FormSuccess message={sent} />
          <Field
            label={`Code sent to ${mobile.trim()}`}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={otp}
            onChange={(e) => setOtp(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
            error={confirmErrors.fields.otp ?? confirmErrors.fields.mobile_number}
          />
          <FormAlert message={confirmErrors.form} />
          <div className="profile-card__actions">
            <button type="submit" className="btn btn-primary" disabled={confirm.isPending || otp.length !== 6}>
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
            name="new_mobile_number"
            autoComplete="off"
            value={mobile}
            onChange={(e) => setMobile(e.currentTarget.value)}
            error={requestErrors.fields.mobile_number}
          />
          <FormAlert message={requestErrors.form} />
          <button type="submit" className="btn btn-primary" disabled={request.isPending}>
            Send code
          </button>
        </form>
      )}
    </section>
  );
}
