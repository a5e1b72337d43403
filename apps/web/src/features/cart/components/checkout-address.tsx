import { FIELD_LIMITS } from '@storefront/contracts/limits';
import type { ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { Field } from '@/components/fields';
import type { CustomerLocation } from '@/lib/customer-location';
import type { CheckoutValues } from './checkout-form';

/** The server's field names for the address, whose messages sit in this section. */
export const ADDRESS_FIELDS = ['address', 'address.label', 'address.notes'];

/**
 * Checkout's Delivery Address: the customer's chosen location (or the picker to choose one) and the
 * free-text details the rider needs.
 */
export function DeliveryAddressSection({
  location,
  addressPicker,
  register,
  fieldError,
}: {
  location: CustomerLocation | null;
  /** Where a customer without a location chooses one. */
  addressPicker: ReactNode;
  register: UseFormRegister<CheckoutValues>;
  fieldError: (name: string) => string | undefined;
}) {
  return (
    <section className="checkout-section stack" aria-labelledby="checkout-address">
      <h2 id="checkout-address" className="checkout-section__title">
        Delivery Address
      </h2>
      {location ? (
        <p className="checkout-address__label">{location.label}</p>
      ) : (
        <>
          <p className="checkout-address__missing">Choose where we deliver your order.</p>
          {addressPicker}
        </>
      )}
      {(fieldError('address') || fieldError('address.label')) && (
        <p className="field__error" role="alert">
          {fieldError('address') ?? fieldError('address.label')}
        </p>
      )}
      <Field
        label="House no., street, landmark (optional)"
        autoComplete="street-address"
        maxLength={FIELD_LIMITS.address}
        {...register('address.notes')}
        error={fieldError('address.notes')}
      />
    </section>
  );
}

/** Checkout when no branch delivers: nothing to ask, only where the order is collected. */
export function PickupSection() {
  return (
    <section className="checkout-section" aria-labelledby="checkout-pickup">
      <h2 id="checkout-pickup" className="checkout-section__title">
        Pickup
      </h2>
      <p>You pick up your order at the store shown above.</p>
    </section>
  );
}
