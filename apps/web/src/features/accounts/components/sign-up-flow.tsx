import { RegisterBody } from '@storefront/contracts/customer';
import { FIELD_LIMITS } from '@storefront/contracts/limits';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { Field, FormAlert, formErrors, MobileField } from '@/components/fields';
import { applyServerErrors, formMessage } from '@/lib/forms/server-errors';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useSubdomain } from '@/lib/use-subdomain';
import { useRegister } from '../api/register';
import { type OtpChannel, sendRegistrationOtp } from '../api/send-registration-otp';
import { setPinAndSignIn } from '../api/set-pin';
import { type OtpTarget, verifyOtp } from '../api/verify-otp';
import { OtpStep } from './otp-step';
import { PinStep } from './pin-step';

/** The registration's fields as typed: an empty e-mail is left out of the call, not checked. */
const DetailsForm = RegisterBody.extend({ email: z.literal('').or(RegisterBody.shape.email) });
const EMPTY = { firstname: '', lastname: '', mobile_number: '', email: '' };

type Step =
  | { name: 'details' }
  | { name: 'channel' }
  | { name: 'otp'; channel: OtpChannel; sent: string }
  | { name: 'pin'; token: string };

/** Create Account: details → SMS or e-mail → 6-digit code → PIN (signs in). */
export function SignUpFlow({ onSignedIn, links }: { onSignedIn: () => void; links: { login: string } }) {
  const subdomain = useSubdomain();
  const [step, setStep] = useState<Step>({ name: 'details' });
  const form = useContractForm(DetailsForm, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const [details, setDetails] = useState(EMPTY);
  const [registrationToken, setRegistrationToken] = useState('');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<unknown>(null);
  const register = useRegister();

  const submitDetails = form.handleSubmit((values) => {
    const typed = {
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      mobile_number: values.mobile_number.trim(),
      email: (values.email ?? '').trim(),
    };
    register.mutate(
      {
        firstname: typed.firstname,
        lastname: typed.lastname,
        mobile_number: typed.mobile_number,
        ...(typed.email ? { email: typed.email } : {}),
      },
      {
        onSuccess: ({ token }) => {
          setDetails(typed);
          setRegistrationToken(token);
          setStep({ name: 'channel' });
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );
  });

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

  return (
    <form className="auth-form" onSubmit={submitDetails} noValidate aria-busy={register.isPending}>
      <div className="auth-form__pair">
        <Field
          label="First name"
          autoComplete="given-name"
          maxLength={FIELD_LIMITS.name}
          required
          {...form.register('firstname')}
          error={errors.firstname?.message}
        />
        <Field
          label="Last name"
          autoComplete="family-name"
          maxLength={FIELD_LIMITS.name}
          required
          {...form.register('lastname')}
          error={errors.lastname?.message}
        />
      </div>
      <MobileField label="Mobile number" {...form.register('mobile_number')} error={errors.mobile_number?.message} />
      <Field
        label="E-mail (optional)"
        type="email"
        autoComplete="email"
        maxLength={FIELD_LIMITS.email}
        {...form.register('email')}
        error={errors.email?.message}
      />
      <FormAlert message={formMessage(errors)} />
      <button type="submit" className="btn btn-primary btn-block" disabled={register.isPending}>
        Continue
      </button>
      <p className="auth-form__switch">
        Already have an account? <Link to={links.login}>Sign In</Link>
      </p>
    </form>
  );
}
