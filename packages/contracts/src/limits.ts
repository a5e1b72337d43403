/**
 * Field limits, once: the schemas enforce them and the web's inputs take them as `maxLength`. This
 * module imports nothing, so the client may import it as a value without shipping zod.
 */
export const FIELD_LIMITS = {
  /** A person's first or last name, or a billing name. */
  name: 70,
  /** A customer's e-mail (RFC 5321's path limit). */
  email: 254,
  /** A mobile number as the server reads it (spaces and dashes allowed). */
  mobileNumber: 20,
  /** A mobile number as typed: +63 917 123 4567 with its spaces is 16. */
  mobileNumberInput: 16,
  /** The sign-in PIN. */
  pin: 4,
  /** A one-time code. */
  otp: 6,
  /** A street address, a delivery address's label or its notes. */
  address: 300,
  /** A Philippine ZIP code. */
  zipCode: 4,
  /** A tax identification number. */
  tin: 20,
  /** The checkout's contact and billing names. */
  contactName: 120,
  /** The checkout's contact and billing e-mails. */
  contactEmail: 200,
  /** A deposit slip's reference number. */
  referenceNumber: 40,
  /** What the 'Deliver to' address search accepts. */
  addressQuery: 100,
  /** A promo code as typed. */
  promoCode: 40,
} as const;
