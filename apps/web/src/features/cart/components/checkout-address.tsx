import type { ReactNode } from 'react';
import { Field } from '@/components/fields';
import type { CustomerLocation } from '@/lib/customer-location';

/** The server's field names for the address, whose messages sit in this section. */
export const ADDRESS_FIELDS = ['address', 'address.label', 'address.notes'];

/**
 * Checkout's Delivery Address: the customer's chosen location (or the picker to choose one) and the
 * free-text details the rider needs.
 */
export function DeliveryAddressSection({
  location,
  addressPicker,
  notes,
  onNotesChange,
  fieldError,
}: {
  location: CustomerLocation | null;
  /** Where a customer without a location chooses one. */
  addressPicker: ReactNode;
  notes: string;
  onNotesChange: (notes: string) => void;
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
        maxLength={300}
        value={notes}
        onChange={(e) => onNotesChange(e.currentTarget.value)}
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
