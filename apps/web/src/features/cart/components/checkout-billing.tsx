import { FIELD_LIMITS } from '@storefront/contracts/limits';
import type { ReactNode } from 'react';
import { type Control, type UseFormRegister, useController } from 'react-hook-form';
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

/**
 * The Province and City / Municipality pickers (the profile's, from the accounts feature through the
 * route), holding names: what the card's billing details send.
 */
export type RegionSlot = (props: {
  province: string;
  city: string;
  onChange: (value: { province: string; city: string }) => void;
  errors: { province?: string | undefined; city?: string | undefined };
}) => ReactNode;

/** The fields typed in; province and city are the region's pickers when given. */
const TYPED_FIELDS = ['name', 'email', 'phone', 'line1'] as const;

/**
 * Checkout's Billing Information, asked for card payments only (the provider's fraud checks want it).
 * The checkout form fills it from the contact details and address until the customer types their own.
 */
export function BillingSection({
  register,
  control,
  fieldError,
  region,
}: {
  register: UseFormRegister<CheckoutValues>;
  control: Control<CheckoutValues, unknown, CheckoutValues>;
  fieldError: (name: string) => string | undefined;
  region?: RegionSlot | undefined;
}) {
  const province = useController({ control, name: 'billing.province' }).field;
  const city = useController({ control, name: 'billing.city' }).field;
  const field = (name: (typeof BILLING_FIELDS)[number]) => (
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
  );
  return (
    <section className="checkout-section stack" aria-labelledby="checkout-billing">
      <h2 id="checkout-billing" className="checkout-section__title">
        Billing Information
      </h2>
      <div className="checkout-billing">
        {TYPED_FIELDS.map(field)}
        {region
          ? region({
              province: province.value,
              city: city.value,
              onChange: (next) => {
                province.onChange(next.province);
                city.onChange(next.city);
              },
              errors: { province: fieldError('billing.province'), city: fieldError('billing.city') },
            })
          : [field('province'), field('city')]}
        {field('postal_code')}
      </div>
    </section>
  );
}
