import type { Cart } from '@storefront/contracts/cart';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { formErrors } from '@/components/fields';
import type { CustomerLocation } from '@/lib/customer-location';
import type { CustomerPosition } from '@/lib/position';
import type { StoredUser } from '@/lib/stored-user';
import { usePlaceOrder } from '../api/place-order';
import { defaultMethod, methodOptions, needsAddress, needsBilling, nextPath } from '../checkout-view';
import { CartContents } from './cart-contents';
import { ADDRESS_FIELDS, DeliveryAddressSection, PickupSection } from './checkout-address';
import { BILLING_FIELDS, type Billing, BillingSection, EMPTY_BILLING } from './checkout-billing';
import { CONTACT_FIELDS, type Contact, ContactSection } from './checkout-contact';
import { CheckoutSummary } from './checkout-summary';
import { PaymentMethodOptions } from './payment-method-options';
import './checkout.css';

/** Every field whose server message sits under it; the rest go above the button. */
const SHOWN_FIELDS = [
  ...CONTACT_FIELDS,
  ...ADDRESS_FIELDS,
  'payment_method',
  ...BILLING_FIELDS.map((f) => `billing.${f}`),
];

/** One attempt's key: a double submit or a retry after a dropped answer finds the order it made. */
const newAttemptKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Spec §2 Checkout: the cart by branch with its fulfilment and schedule, contact, the delivery address
 * (the chosen location plus details) or pickup, the merchant's payment methods, billing details for a
 * card, and the server's summary. 'Place Order' sends choices only; the server prices the order.
 * This component holds the form's state and sends it; each section only shows its part.
 */
export function CheckoutForm({
  subdomain,
  cart,
  user,
  location,
  position,
  paymentMethods,
  addressPicker,
  onCartProblem,
}: {
  subdomain: string;
  cart: Cart;
  user: StoredUser | null;
  location: CustomerLocation | null;
  position: CustomerPosition;
  paymentMethods: readonly string[];
  /** Where a customer without a location chooses one (the location feature's 'Deliver to'). */
  addressPicker: ReactNode;
  /** A refusal about the cart itself (it changed, it emptied): shown in the prompt, the cart refetched. */
  onCartProblem: (message: string) => void;
}) {
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const [attemptKey] = useState(newAttemptKey);
  const [contact, setContact] = useState<Contact>({
    name: user ? `${user.customer.firstname} ${user.customer.lastname}`.trim() : '',
    mobile_number: user?.customer.mobile_number ?? '',
    email: '',
  });
  const [notes, setNotes] = useState('');
  const options = useMemo(
    () => methodOptions(paymentMethods, cart.cart_total_amount, user !== null),
    [paymentMethods, cart.cart_total_amount, user],
  );
  const [picked, setPicked] = useState<string | null>(null);
  // A pick the new total no longer allows falls back to the first method that fits.
  const method =
    picked && options.some((o) => o.code === picked && o.disabledReason === null) ? picked : defaultMethod(options);
  const [billing, setBilling] = useState<Billing>(EMPTY_BILLING);
  const delivers = needsAddress(cart);
  const billed = needsBilling(method);
  const errors = formErrors(place.error, SHOWN_FIELDS);
  const cartRefusal = formErrors(place.error, ['cart']).fields.cart;
  const fieldError = (name: string) => errors.fields[name];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!method || place.isPending) return;
    try {
      const placed = await place.mutateAsync({
        idempotency_key: attemptKey,
        payment_method: method,
        contact: { name: contact.name, mobile_number: contact.mobile_number, email: contact.email || null },
        address: delivers && location ? { label: location.label, lat: location.lat, lng: location.lng, notes } : null,
        billing: billed ? billing : null,
        ...(position ? { customer_lat: position.lat, customer_lng: position.lng } : {}),
      });
      navigate(nextPath(subdomain, placed.data), { replace: true });
    } catch (error) {
      const cartMessage = formErrors(error, ['cart']).fields.cart;
      if (cartMessage) onCartProblem(cartMessage);
      // The first field to fix gets the focus (on a phone it may be screens away from the button).
      else requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };

  return (
    <form className="checkout" onSubmit={submit} noValidate>
      <div className="checkout__main stack">
        <section className="checkout-section" aria-labelledby="checkout-items">
          <h2 id="checkout-items" className="checkout-section__title">
            Your Order
          </h2>
          <CartContents cart={cart} variant="checkout" />
        </section>

        <ContactSection contact={contact} onChange={setContact} fieldError={fieldError} />

        {delivers ? (
          <DeliveryAddressSection
            location={location}
            addressPicker={addressPicker}
            notes={notes}
            onNotesChange={setNotes}
            fieldError={fieldError}
          />
        ) : (
          <PickupSection />
        )}

        <section className="checkout-section stack">
          <PaymentMethodOptions
            options={options}
            value={method}
            onChange={setPicked}
            error={fieldError('payment_method')}
          />
        </section>

        {billed && <BillingSection billing={billing} onChange={setBilling} fieldError={fieldError} />}
      </div>

      <CheckoutSummary
        cart={cart}
        message={cartRefusal ? null : errors.form}
        canPlace={Boolean(method)}
        placing={place.isPending}
      />
    </form>
  );
}
