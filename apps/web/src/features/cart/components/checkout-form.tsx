import type { Cart } from '@storefront/contracts/cart';
import { CART_MESSAGES } from '@storefront/contracts/cart-messages';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { type CustomerLocation, setCustomerLocation } from '@/lib/customer-location';
import { applyServerErrors, fieldMessage, formMessage, SERVER_ERROR } from '@/lib/forms/server-errors';
import { useContractForm } from '@/lib/forms/use-contract-form';
import type { CustomerPosition } from '@/lib/position';
import type { StoredUser } from '@/lib/stored-user';
import { type CheckoutTenderError, TENDER_FIELDS, tenderError } from '@/lib/tenders';
import { usePlaceOrder } from '../api/place-order';
import { shortPartNoticeIds } from '../cart-view';
import { type CheckoutDraft, clearDraft, readDraft, withDraft, writeDraft } from '../checkout-draft';
import { defaultMethod, methodOptions, needsAddress, needsBilling, nextPath } from '../checkout-view';
import { CartContents } from './cart-contents';
import { ADDRESS_FIELDS, DeliveryAddressSection, PickupSection, type SavedAddressSlot } from './checkout-address';
import { BILLING_FIELDS, BillingSection, EMPTY_BILLING, type RegionSlot } from './checkout-billing';
import { CONTACT_FIELDS, ContactSection } from './checkout-contact';
import { CheckoutSummary } from './checkout-summary';
import { PaymentMethodOptions } from './payment-method-options';
import { PlaceOrderButton } from './place-order-button';
import { StickyActionBar } from './sticky-action-bar';
import './checkout.css';

/** Every field whose server message sits under it; the rest go above the button. */
const SHOWN_FIELDS = [
  ...CONTACT_FIELDS,
  ...ADDRESS_FIELDS,
  'payment_method',
  ...BILLING_FIELDS.map((f) => `billing.${f}`),
];

/**
 * The checkout call's own rules for what the customer types (checkout-schema.ts), loaded when the form
 * first validates: zod and the contracts' schemas do not hold up Checkout's first screen (issue 28).
 */
const loadSchema = (delivers: boolean, billed: boolean) => () =>
  import('../checkout-schema').then((m) => m.checkoutSchema(delivers, billed));

/** What the checkout form holds (billing stays filled in while another method is chosen, as before). */
export type CheckoutValues = CheckoutDraft;

/** The billing fields copied from the contact and address while the customer has not typed their own. */
const mirroredBilling = (values: CheckoutValues, location: CustomerLocation | null) => ({
  name: values.contact.name,
  email: values.contact.email,
  phone: values.contact.mobile_number,
  line1: [values.address.notes.trim(), location?.label].filter(Boolean).join(', '),
});

/** Each branch's logistic type and schedule: when it changes, a 'Please select a schedule.' may be stale. */
const scheduleState = (cart: Cart) =>
  cart.list.map((e) => `${e.branch_uuid}:${e.delivery_type}:${e.pickup_datetime}`).join('|');

/**
 * The form's id, which the phone's Place Order outside it names. Fixed, as the sections' are: one
 * checkout per page, and a generated id could repeat one in a lazily loaded part of the page.
 */
const FORM_ID = 'checkout-form';

/** After a refused order: focus on the first field to fix, else the form's message brought into view. */
const revealProblem = (form: HTMLFormElement | null) => {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (invalid) invalid.focus();
  else form?.querySelector('.form-alert')?.scrollIntoView({ block: 'nearest' });
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
  savedAddresses,
  billingRegion,
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
  /**
   * Where a customer without a location chooses one (the location feature's 'Deliver to'); given where
   * focus goes once a place is chosen (the picker's own button is gone then: the place shows instead).
   */
  addressPicker: (returnFocus: () => HTMLElement | null) => ReactNode;
  /** A signed-in customer's saved addresses (the accounts feature's), offered above the location. */
  savedAddresses?: SavedAddressSlot | undefined;
  /** The billing Province and City pickers (the profile's); text fields without them. */
  billingRegion?: RegionSlot | undefined;
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
  // A delivery part short of its branch's minimum (the server's flag, ADR 0034): no Place Order until the
  // customer adds items from that branch or picks the part up; its notice says which and by how much.
  const shortNotices = shortPartNoticeIds(cart, 'checkout').join(' ');
  const canPlace = Boolean(method) && !shortNotices;
  const billed = needsBilling(method);
  const schema = useMemo(() => loadSchema(delivers, billed), [delivers, billed]);
  // What was typed before a reload comes back (issue 26); a signed-in customer's name, mobile number and
  // e-mail come from their profile.
  const [startValues] = useState(() =>
    withDraft(
      {
        contact: {
          name: user ? `${user.customer.firstname} ${user.customer.lastname}`.trim() : '',
          mobile_number: user?.customer.mobile_number ?? '',
          email: user?.customer.email ?? '',
        },
        address: { notes: '' },
        billing: EMPTY_BILLING,
      },
      readDraft(subdomain),
    ),
  );
  const form = useContractForm(schema, { defaultValues: startValues });
  const { errors } = form.formState;
  const fieldError = (name: string) => fieldMessage(errors, name);

  // Card billing starts as the contact and address: each field follows them until the customer types
  // something else in it (the value last copied in tells the two apart).
  const copied = useRef<Record<string, string>>({});
  const fillBilling = useCallback(() => {
    for (const [field, value] of Object.entries(mirroredBilling(form.getValues(), location))) {
      const name = `billing.${field}` as `billing.${keyof CheckoutValues['billing']}`;
      const current = form.getValues(name);
      if (current !== '' && current !== copied.current[field]) continue;
      copied.current[field] = value;
      if (current !== value) form.setValue(name, value);
    }
  }, [form, location]);
  useEffect(() => {
    if (!billed) return;
    fillBilling();
    const watching = form.watch((_, { name }) => {
      if (name?.startsWith('contact.') || name === 'address.notes') fillBilling();
    });
    return () => watching.unsubscribe();
  }, [billed, fillBilling, form]);

  // Everything typed is kept as a draft of this merchant's checkout (checkout-draft.ts).
  useEffect(() => {
    const watching = form.watch((values) => writeDraft(subdomain, values as CheckoutValues));
    return () => watching.unsubscribe();
  }, [form, subdomain]);

  // 'Please select a schedule.' is about the cart as it was: once a schedule or type changes, it goes.
  const schedules = scheduleState(cart);
  const shownSchedules = useRef(schedules);
  useEffect(() => {
    if (shownSchedules.current === schedules) return;
    shownSchedules.current = schedules;
    if (formMessage(form.formState.errors)?.startsWith(CART_MESSAGES.scheduleRequired)) form.clearErrors(SERVER_ERROR);
  }, [schedules, form]);

  /** After a place is chosen, the customer goes on with its house no. and street. */
  const houseStreetField = () => formRef.current?.querySelector<HTMLElement>('[name="address.notes"]') ?? null;

  const chooseSaved = (saved: { label: string; lat: number; lng: number; notes: string }) => {
    setCustomerLocation({ label: saved.label, lat: saved.lat, lng: saved.lng });
    form.setValue('address.notes', saved.notes, { shouldDirty: true });
    if (billed) fillBilling();
  };

  const submit = form.handleSubmit(async ({ contact, address, billing }) => {
    if (!canPlace || !method || place.isPending) return;
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
      clearDraft(subdomain);
      navigate(nextPath(subdomain, placed.data, { withSpecialDiscount: cart.special_discount !== null }), {
        replace: true,
      });
    } catch (error) {
      // A refusal about the cart itself goes to the prompt, not under a field.
      applyServerErrors(form, error, { fields: [...SHOWN_FIELDS, 'cart'] });
      onCheckoutError?.(tenderError(error, TENDER_FIELDS));
      const cartMessage = isApiError(error) ? error.fieldErrors.cart : undefined;
      if (cartMessage) onCartProblem(cartMessage);
      // The first field to fix gets the focus (on a phone it may be screens away from the button); a
      // message no field shows sits in the summary, which on a phone may be screens away from the bar.
      else requestAnimationFrame(() => revealProblem(formRef.current));
    }
  });

  return (
    <>
      <form ref={formRef} id={FORM_ID} className="checkout" onSubmit={submit} noValidate>
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
              addressPicker={addressPicker(houseStreetField)}
              savedAddresses={
                savedAddresses?.({
                  chosen: location ? { label: location.label, notes: form.watch('address.notes') } : null,
                  onChoose: chooseSaved,
                }) ?? null
              }
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

          {billed && (
            <BillingSection
              register={form.register}
              control={form.control}
              fieldError={fieldError}
              region={billingRegion}
            />
          )}
        </div>

        <CheckoutSummary
          cart={cart}
          signedIn={user !== null}
          discount={discount}
          tenders={tenders}
          isCoinMerchant={isCoinMerchant}
          message={formMessage(errors) ?? null}
          canPlace={canPlace}
          placing={place.isPending}
          placeDescribedBy={shortNotices}
        />
      </form>
      <StickyActionBar total={cart.cart_total_amount}>
        <PlaceOrderButton
          form={FORM_ID}
          canPlace={canPlace}
          placing={place.isPending}
          describedBy={shortNotices}
          className="sticky-action-bar__action"
        />
      </StickyActionBar>
    </>
  );
}
