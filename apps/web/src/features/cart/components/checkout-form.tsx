import type { Cart } from '@storefront/contracts/cart';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Field, FormAlert, formErrors, MobileField } from '@/components/fields';
import type { CustomerLocation } from '@/lib/customer-location';
import type { CustomerPosition } from '@/lib/position';
import type { StoredUser } from '@/lib/stored-user';
import { usePlaceOrder } from '../api/place-order';
import { defaultMethod, methodOptions, needsAddress, needsBilling, nextPath } from '../checkout-view';
import { CartContents } from './cart-contents';
import { CartSummary } from './cart-summary';
import { PaymentMethodOptions } from './payment-method-options';
import './checkout.css';

const CONTACT_FIELDS = ['contact.name', 'contact.mobile_number', 'contact.email'];
const BILLING_FIELDS = ['name', 'email', 'phone', 'line1', 'city', 'province', 'postal_code'] as const;
type Billing = Record<(typeof BILLING_FIELDS)[number], string>;
const BILLING_LABELS: Billing = {
  name: 'Name on card',
  email: 'E-mail',
  phone: 'Phone',
  line1: 'Billing address',
  city: 'City',
  province: 'Province',
  postal_code: 'ZIP code',
};
const SHOWN_FIELDS = [
  ...CONTACT_FIELDS,
  'address',
  'address.label',
  'address.notes',
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
  const [contact, setContact] = useState({
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
  const [billing, setBilling] = useState<Billing>({
    name: '',
    email: '',
    phone: '',
    line1: '',
    city: '',
    province: '',
    postal_code: '',
  });
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

        <section className="checkout-section stack" aria-labelledby="checkout-contact">
          <h2 id="checkout-contact" className="checkout-section__title">
            Contact Details
          </h2>
          <Field
            label="Full name"
            autoComplete="name"
            required
            maxLength={120}
            value={contact.name}
            onChange={(e) => setContact({ ...contact, name: e.currentTarget.value })}
            error={fieldError('contact.name')}
          />
          <MobileField
            label="Mobile number"
            value={contact.mobile_number}
            onChange={(e) => setContact({ ...contact, mobile_number: e.currentTarget.value })}
            error={fieldError('contact.mobile_number')}
          />
          <Field
            label="E-mail (optional)"
            type="email"
            autoComplete="email"
            maxLength={200}
            value={contact.email}
            onChange={(e) => setContact({ ...contact, email: e.currentTarget.value })}
            error={fieldError('contact.email')}
          />
        </section>

        {delivers ? (
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
              onChange={(e) => setNotes(e.currentTarget.value)}
              error={fieldError('address.notes')}
            />
          </section>
        ) : (
          <section className="checkout-section" aria-labelledby="checkout-pickup">
            <h2 id="checkout-pickup" className="checkout-section__title">
              Pickup
            </h2>
            <p>You pick up your order at the store shown above.</p>
          </section>
        )}

        <section className="checkout-section stack">
          <PaymentMethodOptions
            options={options}
            value={method}
            onChange={setPicked}
            error={fieldError('payment_method')}
          />
        </section>

        {billed && (
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
                  {...(name === 'postal_code' ? { inputMode: 'numeric', maxLength: 4 } : {})}
                  value={billing[name]}
                  onChange={(e) => setBilling({ ...billing, [name]: e.currentTarget.value })}
                  error={fieldError(`billing.${name}`)}
                />
              ))}
            </div>
          </section>
        )}
      </div>

      <aside className="checkout__summary stack" aria-label="Order summary">
        <CartSummary cart={cart} />
        <FormAlert message={cartRefusal ? null : errors.form} />
        <button type="submit" className="btn btn-primary btn-block" disabled={!method || place.isPending}>
          {place.isPending ? 'Placing order…' : 'Place Order'}
        </button>
      </aside>
    </form>
  );
}
