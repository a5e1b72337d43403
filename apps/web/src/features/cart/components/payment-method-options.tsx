import { useId } from 'react';
import type { MethodOption } from '../checkout-view';

/**
 * The merchant's payment methods as one radio group (spec §9 labels). Where two methods share a label
 * (cards through PayMongo and Xendit), a smaller second line names the provider, and the radio's name
 * carries it after the label ('Local Debit/Credit Cards via PayMongo'), so the two are told apart by ear
 * too. A method that cannot take this order stays listed, disabled, with the reason under it.
 */
export function PaymentMethodOptions({
  options,
  value,
  onChange,
  error,
}: {
  options: MethodOption[];
  value: string | null;
  onChange: (code: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset className="checkout-methods" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="checkout-section__title">Payment Method</legend>
      {options.map((option) => {
        const reasonId = `${id}-${option.code}-reason`;
        const labelId = `${id}-${option.code}-label`;
        const providerId = `${id}-${option.code}-provider`;
        const disabled = option.disabledReason !== null;
        return (
          <label key={option.code} className={`checkout-method${disabled ? ' checkout-method--disabled' : ''}`}>
            <input
              type="radio"
              name={`${id}-method`}
              value={option.code}
              checked={value === option.code}
              disabled={disabled}
              aria-labelledby={option.provider ? `${labelId} ${providerId}` : labelId}
              aria-describedby={disabled ? reasonId : undefined}
              onChange={() => onChange(option.code)}
            />
            <span className="checkout-method__text">
              <span id={labelId} className="checkout-method__label">
                {option.label}
              </span>
              {option.provider && (
                <span id={providerId} className="checkout-method__provider">
                  via {option.provider}
                </span>
              )}
              {disabled && (
                <span id={reasonId} className="checkout-method__reason">
                  {option.disabledReason}
                </span>
              )}
            </span>
          </label>
        );
      })}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
