import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert, formErrors, MobileField, PinField } from '@/components/fields';
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
  const [mobile, setMobile] = useState(initial);
  const [pin, setPin] = useState('');
  const [rememberMe, setRememberMe] = useState(initial !== '');
  const login = useLogin();
  const errors = formErrors(login.error, ['mobile_number', 'pin'], { mpin: 'pin' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { mobile_number: mobile.trim(), pin },
      {
        onSuccess: async (session) => {
          remember(rememberMe ? mobile.trim() : null);
          await saveStoredUser({ token: session.token, customer: session.customer, subdomain });
          onSignedIn();
        },
      },
    );
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={login.isPending}>
      <MobileField
        label="Mobile number"
        name="mobile_number"
        value={mobile}
        onChange={(e) => setMobile(e.currentTarget.value)}
        error={errors.fields.mobile_number}
      />
      <PinField label="PIN" name="pin" value={pin} onValueChange={setPin} error={errors.fields.pin} />
      <div className="auth-form__row">
        <label className="checkbox">
          <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.currentTarget.checked)} />
          Remember me
        </label>
        <Link to={links.forgot} className="auth-form__link">
          Forgot PIN?
        </Link>
      </div>
      <FormAlert message={errors.form} />
      <button type="submit" className="btn btn-primary btn-block" disabled={login.isPending}>
        Sign In
      </button>
      <p className="auth-form__switch">
        New here? <Link to={links.signup}>Create Account</Link>
      </p>
    </form>
  );
}
