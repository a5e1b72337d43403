/** Paying with points' messages (pay-with-points.ts), zod-free: screens show them without loading the schemas. */
export const PAY_WITH_POINTS_MESSAGES = {
  applied: 'Points applied.',
  removed: 'Points removed.',
  notOffered: 'Paying with points is not available at this store.',
  /** More than the customer holds, or than the cart can take. */
  tooMany: (most: number) => `You can use at most ${most.toLocaleString('en-US')} points on this cart.`,
  emptyCart: 'Add items to your cart to pay with points.',
} as const;
