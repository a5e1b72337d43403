import { Field, MobileField } from '@/components/fields';

/** Who the order is for, as the checkout call takes it (an empty e-mail is sent as null). */
export type Contact = { name: string; mobile_number: string; email: string };

/** The server's field names for the contact, whose messages sit under these fields. */
export const CONTACT_FIELDS = ['contact.name', 'contact.mobile_number', 'contact.email'];

/** Checkout's Contact Details: full name, mobile number and an optional e-mail. */
export function ContactSection({
  contact,
  onChange,
  fieldError,
}: {
  contact: Contact;
  onChange: (contact: Contact) => void;
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
        maxLength={120}
        value={contact.name}
        onChange={(e) => onChange({ ...contact, name: e.currentTarget.value })}
        error={fieldError('contact.name')}
      />
      <MobileField
        label="Mobile number"
        value={contact.mobile_number}
        onChange={(e) => onChange({ ...contact, mobile_number: e.currentTarget.value })}
        error={fieldError('contact.mobile_number')}
      />
      <Field
        label="E-mail (optional)"
        type="email"
        autoComplete="email"
        maxLength={200}
        value={contact.email}
        onChange={(e) => onChange({ ...contact, email: e.currentTarget.value })}
        error={fieldError('contact.email')}
      />
    </section>
  );
}
