import { VerifyMobileOtpBody } from '@storefront/contracts/customer';
import { FIELD_LIMITS } from '@storefront/contracts/limits';
import { useEffect, useState } from 'react';
import { FormAlert, FormSuccess, OtpField } from '@/components/fields';
import { applyServerErrors, formMessage } from '@/lib/forms/server-errors';
import { useContractForm } from '@/lib/forms/use-contract-form';

const OtpForm = VerifyMobileOtpBody.pick({ otp: true });

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
  const form = useContractForm(OtpForm, { defaultValues: { otp: '' } });
  const { errors } = form.formState;
  const otp = form.watch('otp');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(sentMessage);
  const [wait, setWait] = useState(RESEND_AFTER_SECONDS);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      await verify(values.otp);
    } catch (e) {
      applyServerErrors(form, e);
      setBusy(false);
    }
  });

  const again = async () => {
    setBusy(true);
    form.clearErrors();
    setNotice(null);
    try {
      const result = await resend();
      setNotice(result.message);
      setWait(RESEND_AFTER_SECONDS);
    } catch (e) {
      applyServerErrors(form, e);
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
      <OtpField label="One-time code (OTP)" {...form.register('otp')} error={errors.otp?.message} />
      <FormAlert message={formMessage(errors)} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy || otp.length !== FIELD_LIMITS.otp}>
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
