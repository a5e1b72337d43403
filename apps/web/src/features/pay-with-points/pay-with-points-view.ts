/**
 * Pay with points' rules and words (spec §2 summary 'Points Redeemed'; §3 Cart points_used, points_value;
 * issue 21), as plain functions: what the customer typed, checked before the call; the unit is the
 * domain's (`pointsUnit`: UCOIN/UCOINS for the coin merchant, else Pt./Pts.).
 */
import { PAY_WITH_POINTS_MESSAGES } from '@storefront/contracts/pay-with-points-messages';
import { pointsLabel, pointsUnit } from '@storefront/domain/points-label';

/** The contract's own words for a missing or broken amount (PayWithPointsRedeemBody). */
export const POINTS_INPUT_MESSAGES = {
  required: 'Enter the points to use.',
  whole: 'Enter whole points.',
} as const;

/** Spec §2: offered to a signed-in customer of a merchant with pay with points on the e-store and the points view on. */
export const offersPayWithPoints = (
  signedIn: boolean,
  details: { pay_with_points_estore_enabled: boolean } | undefined,
  settings: { enable_points_view: boolean },
) => signedIn && details?.pay_with_points_estore_enabled === true && settings.enable_points_view;

/** What was typed, as whole points no more than `max`; or why not (said under the field). */
export function parsePoints(text: string, max: number): { points: number } | { error: string } {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return { error: POINTS_INPUT_MESSAGES.required };
  if (!/^\d+$/.test(trimmed)) return { error: POINTS_INPUT_MESSAGES.whole };
  const points = Number(trimmed);
  if (points === 0) return { error: POINTS_INPUT_MESSAGES.required };
  if (points > max) return { error: PAY_WITH_POINTS_MESSAGES.tooMany(max) };
  return { points };
}

/** '120 UCOINS', '1 Pt.' */
export const pointsCount = (points: number, isCoinMerchant: boolean) => pointsLabel(points, isCoinMerchant);

/** The field's label: 'UCOINS to use' / 'Pts. to use' (the plural unit). */
export const inputLabel = (isCoinMerchant: boolean) => `${pointsUnit(2, isCoinMerchant)} to use`;
