/**
 * Pay with points (spec §2 cart summary 'Points Redeemed'; §3 Cart points_used, points_value; §7
 * `pay-with-points/details`, `pay-with-points/redeem`; issue 21). Points are a tender: they pay part of
 * what is due after the promo code and the special discount (domain deductions.ts), never more, and are
 * spent when the order is placed. Server side: docs/adr/0024-pay-with-points.md.
 */
import { z } from 'zod';
import { Pesos } from './common';
import { PAY_WITH_POINTS_MESSAGES } from './pay-with-points-messages';

export { PAY_WITH_POINTS_MESSAGES };

/** Where the customer is, as on the cart list: fees (and so what is due) depend on it. */
const Position = {
  customer_lat: z.coerce.number().min(-90).max(90).optional(),
  customer_lng: z.coerce.number().min(-180).max(180).optional(),
};

/** POST /api/store/v1/customer/pay-with-points/details. */
export const PayWithPointsDetailsBody = z.object(Position);
export const PayWithPointsDetailsResponse = z.object({
  data: z.object({
    /** The customer's points now. */
    balance: z.number().int().nonnegative(),
    /** What one point pays, in pesos. */
    value_per_point: Pesos,
    /** The most points this cart can take now: what is due after discounts, and the balance. */
    max_points: z.number().int().nonnegative(),
    /** Points on the cart now, and what they pay. */
    points_used: z.number().int().nonnegative(),
    points_value: Pesos,
  }),
});
export type PayWithPointsDetailsResponse = z.infer<typeof PayWithPointsDetailsResponse>;

/** POST /api/store/v1/customer/pay-with-points/redeem: put `points` on the cart (0 takes them off). */
export const PayWithPointsRedeemBody = z.object({
  points: z
    .number({ message: 'Enter the points to use.' })
    .int('Enter whole points.')
    .min(0, 'Enter whole points.')
    .max(100_000_000, 'Enter whole points.'),
  ...Position,
});
export type PayWithPointsRedeemBody = z.input<typeof PayWithPointsRedeemBody>;
export const PayWithPointsRedeemResponse = z.object({
  message: z.string(),
  points_used: z.number().int().nonnegative(),
  points_value: Pesos,
  /** What is left to pay. */
  cart_total_amount: Pesos,
});
export type PayWithPointsRedeemResponse = z.infer<typeof PayWithPointsRedeemResponse>;
