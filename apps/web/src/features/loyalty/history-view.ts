/** How a movement's points read in Transaction History (spec §3, §9), tested on their own. */
import { formatPointsAmount, pointsUnit } from '@storefront/domain/points-label';

/** A movement's points, signed, with the unit of their size: '+5 UCOINS', '−10 Pts.', '+1 Pt.'. */
export function signedPoints(points: number, isCoinMerchant: boolean): string {
  const size = Math.abs(points);
  // U+2212 MINUS SIGN: as wide as the plus, and read "minus".
  const sign = points < 0 ? '−' : '+';
  return `${sign}${formatPointsAmount(size)} ${pointsUnit(size, isCoinMerchant)}`;
}
