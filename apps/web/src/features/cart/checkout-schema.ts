import { CheckoutBody, HouseStreet } from '@storefront/contracts/order';
import { z } from 'zod';
import type { FormSchema } from '@/lib/forms/use-contract-form';
import type { CheckoutValues } from './components/checkout-form';

/**
 * The checkout call's own rules for what the customer types; an empty contact e-mail is sent as null.
 * A delivery needs the house no. and street (`HouseStreet`); pickup asks for no address. A chunk of its
 * own with zod and the contracts (checkout-form.tsx loads it when the form first validates).
 */
const Body = CheckoutBody.shape;
const ContactFields = Body.contact.extend({ email: z.literal('').or(Body.contact.shape.email) });

export function checkoutSchema(delivers: boolean, billed: boolean): FormSchema<CheckoutValues> {
  const base = z.object({
    contact: ContactFields,
    address: z.object({ notes: delivers ? HouseStreet : Body.address.unwrap().unwrap().shape.notes }),
  });
  // Billing is checked only when the method asks for it (the schema without it ignores those values).
  return (billed
    ? base.extend({ billing: Body.billing.unwrap().unwrap() })
    : base) as unknown as FormSchema<CheckoutValues>;
}
