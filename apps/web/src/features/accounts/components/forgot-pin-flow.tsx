import { ForgotPinEmailBody, ForgotPinMobileBody } from '@storefront/contracts/customer';
import { useState } from 'react';
import { Link } from 'react-router';
import { Field, FormAlert, MobileField } from '@/components/fields';
import { applyServerErrors, formMessage } from '@/lib/forms/server-errors';
import { useContractForm } from '@/lib/forms/use-contract-form';
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

  // Each way has its own form (and schema): switching starts the field and its message afresh.
  return (
    <TargetForm
      key={by}
      by={by}
      onBy={setBy}
      links={links}
      onSent={(target, sent) => setStep({ name: 'otp', target, sent })}
    />
  );
}

/** Where the code goes: a mobile number (By SMS) or an e-mail, checked by the forgot-PIN call's schema. */
function TargetForm({
  by,
  onBy,
  links,
  onSent,
}: {
  by: 'mobile' | 'email';
  onBy: (by: 'mobile' | 'email') => void;
  links: { login: string };
  onSent: (target: OtpTarget, sent: string) => void;
}) {
  const mobileForm = useContractForm(ForgotPinMobileBody, { defaultValues: { mobile_number: '' } });
  const emailForm = useContractForm(ForgotPinEmailBody, { defaultValues: { email: '' } });
  const errors = by === 'mobile' ? mobileForm.formState.errors : emailForm.formState.errors;
  const [busy, setBusy] = useState(false);

  const send = async (target: OtpTarget, form: typeof mobileForm | typeof emailForm) => {
    setBusy(true);
    try {
      const { message } = await forgotPin(target);
      onSent(target, message);
    } catch (e) {
      applyServerErrors(form as typeof mobileForm, e);
    } finally {
      setBusy(false);
    }
  };
  const submit =
    by === 'mobile'
      ? mobileForm.handleSubmit((v) => send({ mobile_number: v.mobile_number.trim() }, mobileForm))
      : emailForm.handleSubmit((v) => send({ email: v.email.trim() }, emailForm));

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      <p className="auth-form__lead">We will send a 6-digit code to reset your PIN.</p>
      <fieldset className="segmented">
        <legend className="visually-hidden">Send the code to</legend>
        <label className={`segmented__option${by === 'mobile' ? ' is-on' : ''}`}>
          <input type="radio" name="by" checked={by === 'mobile'} onChange={() => onBy('mobile')} />
          By SMS
        </label>
        <label className={`segmented__option${by === 'email' ? ' is-on' : ''}`}>
          <input type="radio" name="by" checked={by === 'email'} onChange={() => onBy('email')} />
          By e-mail
        </label>
      </fieldset>
      {by === 'mobile' ? (
        <MobileField
          label="Mobile number"
          {...mobileForm.register('mobile_number')}
          error={mobileForm.formState.errors.mobile_number?.message}
        />
      ) : (
        <Field
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          {...emailForm.register('email')}
          error={emailForm.formState.errors.email?.message}
        />
      )}
      <FormAlert message={formMessage(errors)} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        Send code
      </button>
      <p className="auth-form__switch">
        Remembered it? <Link to={links.login}>Sign In</Link>
      </p>
    </form>
  );
}
