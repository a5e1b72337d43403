import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Field, FormAlert, formErrors, MobileField } from '@/components/fields';
import { useSubdomain } from '@/lib/use-subdomain';
import { useRegister } from '../api/register';
import { type OtpChannel, sendRegistrationOtp } from '../api/send-registration-otp';
import { setPinAndSignIn } from '../api/set-pin';
import { type OtpTarget, verifyOtp } from '../api/verify-otp';
import { OtpStep } from './otp-step';
import { PinStep } from './pin-step';

type Step =
  | { name: 'details' }
  | { name: 'channel' }
  | { name: 'otp'; channel: OtpChannel; sent: string }
  | { name: 'pin'; token: string };

/** Create Account: details → SMS or e-mail → 6-digit code → PIN (signs in). */
export function SignUpFlow({ onSignedIn, links }: { onSignedIn: () => void; links: { login: string } }) {
  const subdomain = useSubdomain();
  const [step, setStep] = useState<Step>({ name: 'details' });
  const [details, setDetails] = useState({ firstname: '', lastname: '', mobile_number: '', email: '' });
  const [registrationToken, setRegistrationToken] = useState('');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<unknown>(null);
  const register = useRegister();
  const errors = formErrors(register.error, ['firstname', 'lastname', 'mobile_number', 'email']);

  const input = () => ({
    firstname: details.firstname.trim(),
    lastname: details.lastname.trim(),
    mobile_number: details.mobile_number.trim(),
    ...(details.email.trim() ? { email: details.email.trim() } : {}),
  });

  const submitDetails = (event: FormEvent) => {
    event.preventDefault();
    register.mutate(input(), {
      onSuccess: ({ token }) => {
        setRegistrationToken(token);
        setStep({ name: 'channel' });
      },
    });
  };

  const send = async (channel: OtpChannel) => {
    setSending(true);
    setSendError(null);
    try {
      const { message } = await sendRegistrationOtp({ token: registrationToken, channel });
      setStep({ name: 'otp', channel, sent: message });
    } catch (e) {
      setSendError(e);
    } finally {
      setSending(false);
    }
  };

  if (step.name === 'channel') {
    const email = details.email.trim();
    const sendErrors = formErrors(sendError, []);
    return (
      <div className="auth-form" aria-busy={sending}>
        <p className="auth-form__lead">Where should we send your 6-digit verification code?</p>
        <button type="button" className="btn btn-primary btn-block" disabled={sending} onClick={() => send('sms')}>
          Send code by SMS
        </button>
        {email && (
          <button type="button" className="btn btn-outline btn-block" disabled={sending} onClick={() => send('email')}>
            Send code by e-mail
          </button>
        )}
        <FormAlert message={sendErrors.form} />
        <button type="button" className="link-btn" onClick={() => setStep({ name: 'details' })}>
          Back
        </button>
      </div>
    );
  }

  if (step.name === 'otp') {
    const target: OtpTarget =
      step.channel === 'email' ? { email: details.email.trim() } : { mobile_number: details.mobile_number.trim() };
    return (
      <OtpStep
        destination={'email' in target ? target.email : target.mobile_number}
        sentMessage={step.sent}
        resend={() => sendRegistrationOtp({ token: registrationToken, channel: step.channel })}
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
        submitLabel="Create Account"
        submit={async (pin, confirmPin) => {
          await setPinAndSignIn({ token: step.token, pin, confirmPin }, subdomain);
          onSignedIn();
        }}
      />
    );
  }

  const change = (key: keyof typeof details) => (e: { currentTarget: HTMLInputElement }) => {
    const value = e.currentTarget.value;
    setDetails((d) => ({ ...d, [key]: value }));
  };
  return (
    <form className="auth-form" onSubmit={submitDetails} noValidate aria-busy={register.isPending}>
      <div className="auth-form__pair">
        <Field
          label="First name"
          name="firstname"
          autoComplete="given-name"
          maxLength={70}
          required
          value={details.firstname}
          onChange={change('firstname')}
          error={errors.fields.firstname}
        />
        <Field
          label="Last name"
          name="lastname"
          autoComplete="family-name"
          maxLength={70}
          required
          value={details.lastname}
          onChange={change('lastname')}
          error={errors.fields.lastname}
        />
      </div>
      <MobileField
        label="Mobile number"
        name="mobile_number"
        value={details.mobile_number}
        onChange={change('mobile_number')}
        error={errors.fields.mobile_number}
      />
      <Field
        label="E-mail (optional)"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={details.email}
        onChange={change('email')}
        error={errors.fields.email}
      />
      <FormAlert message={errors.form} />
      <button type="submit" className="btn btn-primary btn-block" disabled={register.isPending}>
        Continue
      </button>
      <p className="auth-form__switch">
        Already have an account? <Link to={links.login}>Sign In</Link>
      </p>
    </form>
  );
}
