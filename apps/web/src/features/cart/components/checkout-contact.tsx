import { FIELD_LIMITS } from '@storefront/contracts/limits';
import type { UseFormRegister } from 'react-hook-form';
import { Field, MobileField } from '@/components/fields';
import type { CheckoutValues } from './checkout-form';

/** The server's field names for the contact, whose messages sit under these fields. */
export const CONTACT_FIELDS = ['contact.name', 'contact.mobile_number', 'contact.email'];

/** Checkout's Contact Details: full name, mobile number and an optional e-mail. */
export function ContactSection({
  register,
  fieldError,
}: {
  register: UseFormRegister<CheckoutValues>;
  fieldError: (name: string) => string | undefined;
}) {
  return (
    <section className="checkout-section stack" aria-labelledby="checkout-contact">
      <h2 id="checkout-contact" className="checkout-section__title">
        Contact Details
      </h2>
      <Field
        label="Full name"
        autoComplete="name"
        required
        maxLength={FIELD_LIMITS.contactName}
        {...register('contact.name')}
        error={fieldError('contact.name')}
      />
      <MobileField
        label="Mobile number"
        {...register('contact.mobile_number')}
        error={fieldError('contact.mobile_number')}
      />
      <Field
        label="E-mail (optional)"
        type="email"
        autoComplete="email"
        maxLength={FIELD_LIMITS.contactEmail}
        {...register('contact.email')}
        error={fieldError('contact.email')}
      />
    </section>
  );
}
