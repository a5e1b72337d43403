import { FIELD_LIMITS } from '@storefront/contracts/limits';
import type { UseFormRegister } from 'react-hook-form';
import { Field } from '@/components/fields';
import type { CheckoutValues } from './checkout-form';

export const BILLING_FIELDS = ['name', 'email', 'phone', 'line1', 'city', 'province', 'postal_code'] as const;
export type Billing = Record<(typeof BILLING_FIELDS)[number], string>;

const BILLING_LABELS: Billing = {
  name: 'Name on card',
  email: 'E-mail',
  phone: 'Phone',
  line1: 'Billing address',
  city: 'City',
  province: 'Province',
  postal_code: 'ZIP code',
};

export const EMPTY_BILLING: Billing = {
  name: '',
  email: '',
  phone: '',
  line1: '',
  city: '',
  province: '',
  postal_code: '',
};

/** Checkout's Billing Information, asked for card payments only (the provider's fraud checks want it). */
export function BillingSection({
  register,
  fieldError,
}: {
  register: UseFormRegister<CheckoutValues>;
  fieldError: (name: string) => string | undefined;
}) {
  return (
    <section className="checkout-section stack" aria-labelledby="checkout-billing">
      <h2 id="checkout-billing" className="checkout-section__title">
        Billing Information
      </h2>
      <div className="checkout-billing">
        {BILLING_FIELDS.map((name) => (
          <Field
            key={name}
            label={BILLING_LABELS[name]}
            required
            className={name === 'line1' ? 'checkout-billing__wide' : undefined}
            {...(name === 'email' ? { type: 'email', autoComplete: 'email' } : {})}
            {...(name === 'phone' ? { type: 'tel', autoComplete: 'tel' } : {})}
            {...(name === 'postal_code' ? { inputMode: 'numeric', maxLength: FIELD_LIMITS.zipCode } : {})}
            {...register(`billing.${name}`)}
            error={fieldError(`billing.${name}`)}
          />
        ))}
      </div>
    </section>
  );
}
