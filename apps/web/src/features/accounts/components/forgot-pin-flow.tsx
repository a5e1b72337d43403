import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Field, FormAlert, formErrors, MobileField } from '@/components/fields';
import { useSubdomain } from '@/lib/use-subdomain';
import { forgotPin } from '../api/forgot-pin';
import { setPinAndSignIn } from '../api/set-pin';
import { type OtpTarget, verifyOtp } from '../api/verify-otp';
import { OtpStep } from './otp-step';
import { PinStep } from './pin-step';

type Step = { name: 'target' } | { name: 'otp'; target: OtpTarget; sent: string } | { name: 'pin'; token: string };

/** Forgot PIN: mobile number or e-mail → 6-digit code → new PIN (signs in, other browsers out). */
export function ForgotPinFlow({ onSignedIn, links }: { onSignedIn: () => void; links: { login: string } }) {
  const subdomain = useSubdomain();
  const [step, setStep] = useState<Step>({ name: 'target' });
  const [by, setBy] = useState<'mobile' | 'email'>('mobile');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const errors = formErrors(error, ['mobile_number', 'email']);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const target: OtpTarget = by === 'mobile' ? { mobile_number: value.trim() } : { email: value.trim() };
    setBusy(true);
    setError(null);
    try {
      const { message } = await forgotPin(target);
      setStep({ name: 'otp', target, sent: message });
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  if (step.name === 'otp') {
    const { target } = step;
    return (
      <OtpStep
        destination={'email' in target ? target.email : target.mobile_number}
        sentMessage={step.sent}
        resend={() => forgotPin(target)}
        verify={async (otp) => {
          const { token } = await verifyOtp({ target, otp });
          setStep({ name: 'pin', token });
        }}
      />
    );
  }

  if (step.name === 'pin') {
    return (
      <PinStep
        submitLabel="Set PIN"
        submit={async (pin, confirmPin) => {
          await setPinAndSignIn({ token: step.token, pin, confirmPin }, subdomain);
          onSignedIn();
        }}
      />
    );
  }

  const choose = (next: 'mobile' | 'email') => {
    setBy(next);
    setValue('');
    setError(null);
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      <p className="auth-form__lead">We will send a 6-digit code to reset your PIN.</p>
      <fieldset className="segmented">
        <legend className="visually-hidden">Send the code to</legend>
        <label className={`segmented__option${by === 'mobile' ? ' is-on' : ''}`}>
          <input type="radio" name="by" checked={by === 'mobile'} onChange={() => choose('mobile')} />
          By SMS
        </label>
        <label className={`segmented__option${by === 'email' ? ' is-on' : ''}`}>
          <input type="radio" name="by" checked={by === 'email'} onChange={() => choose('email')} />
          By e-mail
        </label>
      </fieldset>
      {by === 'mobile' ? (
        <MobileField
          label="Mobile number"
          name="mobile_number"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={errors.fields.mobile_number}
        />
      ) : (
        <Field
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={errors.fields.email}
        />
      )}
      <FormAlert message={errors.form} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        Send code
      </button>
      <p className="auth-form__switch">
        Remembered it? <Link to={links.login}>Sign In</Link>
      </p>
    </form>
  );
}
