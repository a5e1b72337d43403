import { LoginBody } from '@storefront/contracts/customer';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert, MobileField, PinField } from '@/components/fields';
import { applyServerErrors, formMessage } from '@/lib/forms/server-errors';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { saveStoredUser } from '@/lib/stored-user';
import { useSubdomain } from '@/lib/use-subdomain';
import { useLogin } from '../api/login';

/** Spec §3: the mobile number is kept locally when 'Remember me' is chosen. */
const REMEMBER_KEY = 'storefront.remember-mobile';

function rememberedMobile(): string {
  try {
    return localStorage.getItem(REMEMBER_KEY) ?? '';
  } catch {
    return '';
  }
}

function remember(mobile: string | null) {
  try {
    if (mobile) localStorage.setItem(REMEMBER_KEY, mobile);
    else localStorage.removeItem(REMEMBER_KEY);
  } catch {
    // storage unavailable: nothing remembered
  }
}

/** Sign in with mobile number + PIN (spec §5 Login: messages on mobile_number and mpin). */
export function SignInForm({
  onSignedIn,
  links,
}: {
  onSignedIn: () => void;
  links: { signup: string; forgot: string };
}) {
  const subdomain = useSubdomain();
  const [initial] = useState(rememberedMobile);
  const [rememberMe, setRememberMe] = useState(initial !== '');
  const login = useLogin();
  const form = useContractForm(LoginBody, { defaultValues: { mobile_number: initial, pin: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ mobile_number, pin }) => {
    const mobile = mobile_number.trim();
    login.mutate(
      { mobile_number: mobile, pin },
      {
        onSuccess: async (session) => {
          remember(rememberMe ? mobile : null);
          await saveStoredUser({ token: session.token, customer: session.customer, subdomain });
          onSignedIn();
        },
        onError: (error) => applyServerErrors(form, error, { aliases: { mpin: 'pin' } }),
      },
    );
  });

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={login.isPending}>
      <MobileField label="Mobile number" {...form.register('mobile_number')} error={errors.mobile_number?.message} />
      <PinField label="PIN" {...form.register('pin')} error={errors.pin?.message} />
      <div className="auth-form__row">
        <label className="checkbox">
          <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.currentTarget.checked)} />
          Remember me
        </label>
        <Link to={links.forgot} className="auth-form__link">
          Forgot PIN?
        </Link>
      </div>
      <FormAlert message={formMessage(errors)} />
      <button type="submit" className="btn btn-primary btn-block" disabled={login.isPending}>
        Sign In
      </button>
      <p className="auth-form__switch">
        New here? <Link to={links.signup}>Create Account</Link>
      </p>
    </form>
  );
}
