import { type FormEvent, useEffect, useState } from 'react';
import { Field, FormAlert, FormSuccess, formErrors } from '@/components/fields';

/** Spec: a new code can be requested 60 seconds after the last one (the server enforces it too). */
export const RESEND_AFTER_SECONDS = 60;

export const OTP_SENT = 'Successfully sent OTP.';

/**
 * The 6-digit code step: where it went, the code field, and 'Resend code' after a 60 s countdown.
 * `verify` and `resend` are the flow's calls; their errors show here.
 */
export function OtpStep({
  destination,
  sentMessage,
  verify,
  resend,
  submitLabel = 'Verify',
}: {
  destination: string;
  sentMessage: string | null;
  verify: (otp: string) => Promise<unknown>;
  resend: () => Promise<{ message: string }>;
  submitLabel?: string;
}) {
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(sentMessage);
  const [wait, setWait] = useState(RESEND_AFTER_SECONDS);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const errors = formErrors(error, ['otp']);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await verify(otp);
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  const again = async () => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const result = await resend();
      setNotice(result.message);
      setWait(RESEND_AFTER_SECONDS);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
      <p className="auth-form__lead">
        Enter the 6-digit code we sent to <strong>{destination}</strong>.
      </p>
      <FormSuccess message={notice} />
      <Field
        label="One-time code (OTP)"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        value={otp}
        onChange={(e) => setOtp(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
        error={errors.fields.otp}
      />
      <FormAlert message={errors.form} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy || otp.length !== 6}>
        {submitLabel}
      </button>
      <p className="auth-form__resend">
        {wait > 0 ? (
          <span aria-live="off">You can request a new code in {wait} s.</span>
        ) : (
          <button type="button" className="link-btn" onClick={again} disabled={busy}>
            Resend code
          </button>
        )}
      </p>
    </form>
  );
}
