/**
 * Form pieces shared by the account, checkout and order screens: labelled inputs whose message (the
 * contract's or the server's, spec §5/§8, verbatim, the first one per field) sits under the field,
 * announced and tied to it with aria-describedby. They take react-hook-form's `register(...)` as they
 * are (name, ref, onChange, onBlur); `allow` refuses characters outside a pattern (lib/forms).
 */
import { FIELD_LIMITS } from '@storefront/contracts/limits';
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { isApiError } from '@/lib/api-client';
import { allowedCharacters, DIGITS, MOBILE_CHARACTERS } from '@/lib/forms/allowed-characters';
import './fields.css';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** One character that may be typed, e.g. /\d/: other keypresses are refused and pasted text filtered. */
  allow?: RegExp | undefined;
}

export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, className, allow, ...input },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
        {...(allow ? allowedCharacters(allow, input) : {})}
        ref={ref}
      />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
});

/** A 4-digit PIN: masked, numeric keypad, digits only (other keypresses refused). */
export const PinField = forwardRef<
  HTMLInputElement,
  FieldProps & { onValueChange?: ((value: string) => void) | undefined }
>(function PinField({ onValueChange, onChange, ...props }, ref) {
  return (
    <Field
      type="password"
      inputMode="numeric"
      maxLength={FIELD_LIMITS.pin}
      autoComplete="current-password"
      required
      allow={DIGITS}
      {...props}
      ref={ref}
      onChange={(e) => {
        onChange?.(e);
        onValueChange?.(e.currentTarget.value.slice(0, FIELD_LIMITS.pin));
      }}
    />
  );
});

/** A mobile number as typed (09XXXXXXXXX or +639XXXXXXXXX; the server normalises it). Letters are refused. */
export const MobileField = forwardRef<HTMLInputElement, FieldProps>(function MobileField(props, ref) {
  return (
    <Field
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="09XXXXXXXXX"
      maxLength={FIELD_LIMITS.mobileNumberInput}
      required
      allow={MOBILE_CHARACTERS}
      {...props}
      ref={ref}
    />
  );
});

/** A one-time code: six digits, numeric keypad, other keypresses refused. */
export const OtpField = forwardRef<HTMLInputElement, FieldProps>(function OtpField(props, ref) {
  return (
    <Field
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={FIELD_LIMITS.otp}
      required
      allow={DIGITS}
      {...props}
      ref={ref}
    />
  );
});

/** What a failed call means for a form: messages by field, and one for the form itself. */
export interface FormErrors {
  fields: Record<string, string>;
  form: string | null;
}

/**
 * Spec §8: a 422 gives field → first message; those on a field this form shows go under it
 * (`aliases` maps a server field to the form's, e.g. mpin → pin), the rest and every other error
 * (429 with the server's message, network, the generic message) go to the form.
 */
export function formErrors(error: unknown, shown: string[], aliases: Record<string, string> = {}): FormErrors {
  if (!error) return { fields: {}, form: null };
  if (!isApiError(error)) return { fields: {}, form: 'Something went wrong, please try again' };
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const target = aliases[field] ?? field;
    if (shown.includes(target) && !fields[target]) fields[target] = message;
    else rest.push(message);
  }
  const hasFields = Object.keys(fields).length > 0;
  return { fields, form: rest[0] ?? (hasFields ? null : error.message) };
}

export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form-alert" role="alert">
      {message}
    </p>
  );
}

export function FormSuccess({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form-success" role="status">
      {message}
    </p>
  );
}
