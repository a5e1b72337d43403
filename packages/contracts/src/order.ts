/**
 * Store service, checkout and orders (spec §7; tag D). Checkout places the caller's cart as one order
 * with a sub-order per branch; the server prices it and ignores any amount the client sends.
 */
import { z } from 'zod';
import { CustomerPosition } from './common';
import { MobileNumber } from './customer';

export const ORDER_MESSAGES = {
  emptyCart: 'Your cart is empty.',
  cartChanged: 'Your cart changed. Please review it before placing your order.',
  addressRequired: 'Please choose a delivery address.',
  unknownMethod: 'Please choose a payment method.',
  methodNotOffered: 'This payment method is not available.',
  signInForDeposit: 'Please sign in to pay by bank deposit.',
  placed: 'Order placed successfully.',
} as const;

const Text = (max: number) => z.string().trim().max(max);

export const CheckoutBody = z.object({
  /** One per checkout attempt, from the client: a retried submit with the same key returns the same order. */
  idempotency_key: z.string().min(8, { message: 'expected an idempotency key' }).max(100),
  payment_method: z.string().min(1, { message: ORDER_MESSAGES.unknownMethod }).max(40),
  contact: z.object({
    name: Text(120).min(1, { message: 'This field is required.' }),
    mobile_number: MobileNumber,
    email: z.email({ message: 'Enter a valid e-mail address.' }).max(200).nullish(),
  }),
  /** Where to deliver: needed when a branch of the cart delivers. */
  address: z
    .object({
      label: Text(300).min(1, { message: ORDER_MESSAGES.addressRequired }),
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
      notes: Text(300).default(''),
    })
    .nullish(),
  /** Billing details, asked for when paying by card. */
  billing: z
    .object({
      name: Text(120).min(1, { message: 'This field is required.' }),
      email: z.email({ message: 'Enter a valid e-mail address.' }).max(200),
      phone: Text(20).min(1, { message: 'This field is required.' }),
      line1: Text(300).min(1, { message: 'This field is required.' }),
      city: Text(80).min(1, { message: 'This field is required.' }),
      province: Text(80).min(1, { message: 'This field is required.' }),
      postal_code: z.string().regex(/^\d{4}$/, { message: 'Enter a 4-digit ZIP code.' }),
    })
    .nullish(),
  ...CustomerPosition,
  cart_uuid: z.uuid({ message: 'Cart not found.' }).optional(),
});
export type CheckoutBody = z.input<typeof CheckoutBody>;

export const CheckoutResponse = z.object({
  message: z.string(),
  data: z.object({
    order_uuid: z.string(),
    /** '-' for a guest's order (spec §3), else the customer's uuid. */
    customer_uuid: z.string(),
    payment_method: z.string(),
    payment_status: z.enum(['unpaid', 'pending', 'paid', 'failed']),
    total: z.number(),
    sub_orders: z.array(z.object({ uuid: z.string(), branch_name: z.string(), status: z.string() })),
  }),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;
