import type { Cart } from '@storefront/contracts/cart';
import { CheckoutBody } from '@storefront/contracts/order';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { isApiError } from '@/lib/api-client';
import type { CustomerLocation } from '@/lib/customer-location';
import { applyServerErrors, fieldMessage, formMessage } from '@/lib/forms/server-errors';
import { type FormSchema, useContractForm } from '@/lib/forms/use-contract-form';
import type { CustomerPosition } from '@/lib/position';
import type { StoredUser } from '@/lib/stored-user';
import { type CheckoutTenderError, TENDER_FIELDS, tenderError } from '@/lib/tenders';
import { usePlaceOrder } from '../api/place-order';
import { defaultMethod, methodOptions, needsAddress, needsBilling, nextPath } from '../checkout-view';
import { CartContents } from './cart-contents';
import { ADDRESS_FIELDS, DeliveryAddressSection, PickupSection } from './checkout-address';
import { BILLING_FIELDS, type Billing, BillingSection, EMPTY_BILLING } from './checkout-billing';
import { CONTACT_FIELDS, ContactSection } from './checkout-contact';
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

/** The checkout call's own rules for what the customer types; an empty contact e-mail is sent as null. */
const Body = CheckoutBody.shape;
const ContactFields = Body.contact.extend({ email: z.literal('').or(Body.contact.shape.email) });
const WithoutBilling = z.object({
  contact: ContactFields,
  address: z.object({ notes: Body.address.unwrap().unwrap().shape.notes }),
});
const WithBilling = WithoutBilling.extend({ billing: Body.billing.unwrap().unwrap() });

/** What the checkout form holds (billing stays filled in while another method is chosen, as before). */
export type CheckoutValues = {
  contact: { name: string; mobile_number: string; email: string };
  address: { notes: string };
  billing: Billing;
};

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
  discount,
  tenders,
  isCoinMerchant,
  onCheckoutError,
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
  /** 'Apply a discount' (the discounts feature's), shown to signed-in customers above the summary. */
  discount?: ReactNode;
  /** The tenders (pay with points, the medicine wallet), above the summary for signed-in customers. */
  tenders?: ReactNode;
  /** The unit on the summary's 'Points Redeemed' line. */
  isCoinMerchant?: boolean;
  /**
   * Spec §4: a failed checkout's message, copied to the tenders' error state ('Not enough points.' when
   * the balance dropped; the wallet's refusal), with the tender field it was on; null as a new attempt
   * starts (lib/tenders: `tenderError`).
   */
  onCheckoutError?: (error: CheckoutTenderError) => void;
  /** A refusal about the cart itself (it changed, it emptied): shown in the prompt, the cart refetched. */
  onCartProblem: (message: string) => void;
}) {
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const [attemptKey] = useState(newAttemptKey);
  const formRef = useRef<HTMLFormElement>(null);
  const options = useMemo(
    () => methodOptions(paymentMethods, cart.cart_total_amount, user !== null),
    [paymentMethods, cart.cart_total_amount, user],
  );
  const [picked, setPicked] = useState<string | null>(null);
  // A pick the new total no longer allows falls back to the first method that fits.
  const method =
    picked && options.some((o) => o.code === picked && o.disabledReason === null) ? picked : defaultMethod(options);
  const delivers = needsAddress(cart);
  const billed = needsBilling(method);
  // Billing is checked only when the method asks for it (the schema without it ignores those values).
  const schema = (billed ? WithBilling : WithoutBilling) as unknown as FormSchema<CheckoutValues>;
  const form = useContractForm(schema, {
    defaultValues: {
      contact: {
        name: user ? `${user.customer.firstname} ${user.customer.lastname}`.trim() : '',
        mobile_number: user?.customer.mobile_number ?? '',
        email: '',
      },
      address: { notes: '' },
      billing: EMPTY_BILLING,
    },
  });
  const { errors } = form.formState;
  const fieldError = (name: string) => fieldMessage(errors, name);

  const submit = form.handleSubmit(async ({ contact, address, billing }) => {
    if (!method || place.isPending) return;
    onCheckoutError?.(null);
    try {
      const placed = await place.mutateAsync({
        idempotency_key: attemptKey,
        payment_method: method,
        contact: { name: contact.name, mobile_number: contact.mobile_number, email: contact.email || null },
        address:
          delivers && location
            ? { label: location.label, lat: location.lat, lng: location.lng, notes: address.notes }
            : null,
        billing: billed ? billing : null,
        ...(position ? { customer_lat: position.lat, customer_lng: position.lng } : {}),
      });
      navigate(nextPath(subdomain, placed.data, { withSpecialDiscount: cart.special_discount !== null }), {
        replace: true,
      });
    } catch (error) {
      // A refusal about the cart itself goes to the prompt, not under a field.
      applyServerErrors(form, error, { fields: [...SHOWN_FIELDS, 'cart'] });
      onCheckoutError?.(tenderError(error, TENDER_FIELDS));
      const cartMessage = isApiError(error) ? error.fieldErrors.cart : undefined;
      if (cartMessage) onCartProblem(cartMessage);
      // The first field to fix gets the focus (on a phone it may be screens away from the button).
      else requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  });

  return (
    <form ref={formRef} className="checkout" onSubmit={submit} noValidate>
      <div className="checkout__main stack">
        <section className="checkout-section" aria-labelledby="checkout-items">
          <h2 id="checkout-items" className="checkout-section__title">
            Your Order
          </h2>
          <CartContents cart={cart} variant="checkout" />
        </section>

        <ContactSection register={form.register} fieldError={fieldError} />

        {delivers ? (
          <DeliveryAddressSection
            location={location}
            addressPicker={addressPicker}
            register={form.register}
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

        {billed && <BillingSection register={form.register} fieldError={fieldError} />}
      </div>

      <CheckoutSummary
        cart={cart}
        signedIn={user !== null}
        discount={discount}
        tenders={tenders}
        isCoinMerchant={isCoinMerchant}
        message={formMessage(errors) ?? null}
        canPlace={Boolean(method)}
        placing={place.isPending}
      />
    </form>
  );
}
