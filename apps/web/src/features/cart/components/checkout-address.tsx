import { FIELD_LIMITS } from '@storefront/contracts/limits';
import type { ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { Field } from '@/components/fields';
import type { CustomerLocation } from '@/lib/customer-location';
import type { CheckoutValues } from './checkout-form';

/** A saved address as the checkout takes it: the place and its house no./street. */
export type ChosenAddress = { label: string; lat: number; lng: number; notes: string };

/**
 * The signed-in customer's saved addresses (from the accounts feature, through the route): given the
 * address the checkout holds and what to do with the one chosen.
 */
export type SavedAddressSlot = (props: {
  chosen: { label: string; notes: string } | null;
  onChoose: (address: ChosenAddress) => void;
}) => ReactNode;

/** The server's field names for the address, whose messages sit in this section. */
export const ADDRESS_FIELDS = ['address', 'address.label', 'address.notes'];

/**
 * Checkout's Delivery Address: a signed-in customer's saved addresses, the chosen location (or the
 * picker to choose one) and the house no. and street the rider needs (required for delivery).
 */
export function DeliveryAddressSection({
  location,
  addressPicker,
  savedAddresses,
  register,
  fieldError,
}: {
  location: CustomerLocation | null;
  /** Where a customer without a location chooses one. */
  addressPicker: ReactNode;
  savedAddresses: ReactNode;
  register: UseFormRegister<CheckoutValues>;
  fieldError: (name: string) => string | undefined;
}) {
  return (
    <section className="checkout-section stack" aria-labelledby="checkout-address">
      <h2 id="checkout-address" className="checkout-section__title">
        Delivery Address
      </h2>
      {savedAddresses}
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
        label="House no., street, landmark"
        autoComplete="street-address"
        required
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
