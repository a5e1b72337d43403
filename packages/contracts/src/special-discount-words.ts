/**
 * The Senior Citizen / PWD discount's words (ADR 0019, 0020): what its calls say and how its types read.
 * A module of plain values with no imports, so the web client's summaries (the mini cart, My Cart, the
 * order screen) use them without loading zod; special-discount.ts re-exports them.
 */

/** How the discount types read (the special discount line's labels, spec §2). */
export const DISCOUNT_TYPE_LABELS: Record<'senior' | 'pwd', string> = { senior: 'Senior Citizen', pwd: 'PWD' };

/** 'Senior Citizen', 'PWD', or 'Senior Citizen / PWD' for both (one line: the server gives one amount). */
export function specialDiscountLabel(types: readonly string[]): string {
  const named = (['senior', 'pwd'] as const)
    .filter((type) => types.includes(type))
    .map((type) => DISCOUNT_TYPE_LABELS[type]);
  return named.length > 0 ? named.join(' / ') : `${DISCOUNT_TYPE_LABELS.senior} / ${DISCOUNT_TYPE_LABELS.pwd}`;
}

/** What the special discount calls say (ours: the spec names none). */
export const SPECIAL_DISCOUNT_CART_MESSAGES = {
  applied: 'Special discount applied.',
  cleared: 'Special discount removed.',
  preview: 'Special discount computed.',
  /** The section's conditions (spec §2) do not hold: not offered on the e-store, no eligible item, several branches. */
  notAvailable: 'The Senior Citizen / PWD discount is not available for this cart.',
  noId: 'Register an ID for this discount first.',
  invalidId: 'This ID can no longer be used: the store does not offer its discount.',
  /** A cart note when a saved selection stopped applying (a second branch, the ID deleted, …). */
  removed: 'The Senior Citizen / PWD discount was removed from cart.',
  /** An online payment waits for the store to check the ID (the order is charged only once it is validated). */
  awaitingValidation: 'The store is checking your Senior Citizen / PWD ID. You can pay once it is confirmed.',
  approved: 'The special discount was approved.',
  rejected: 'The special discount was rejected.',
  alreadyValidated: 'This order’s special discount was already checked.',
  noSpecialDiscount: 'This order has no special discount.',
} as const;
