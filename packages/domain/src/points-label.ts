/**
 * The points balance label (spec §2 navbar, §9): UCOIN/UCOINS for the coin merchant, otherwise
 * Pt./Pts.; singular when the balance is 1 or less; thousands separators.
 */
import { groupThousands } from './money';

/** The unit alone: 'Pt.', 'Pts.', 'UCOIN' or 'UCOINS'. */
export function pointsUnit(balance: number, isCoinMerchant: boolean): string {
  const singular = balance <= 1;
  if (isCoinMerchant) return singular ? 'UCOIN' : 'UCOINS';
  return singular ? 'Pt.' : 'Pts.';
}

/** 1234.5 → '1,234.5'; whole numbers without decimals; at most two decimals. */
export function formatPointsAmount(balance: number): string {
  if (!Number.isFinite(balance)) return '0';
  const rounded = Math.round(Math.abs(balance) * 100) / 100;
  const [whole = '0', fraction] = rounded.toFixed(2).split('.');
  const decimals = fraction?.replace(/0+$/, '') ?? '';
  const sign = balance < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${decimals ? `.${decimals}` : ''}`;
}

/** '1,234 Pts.', '1 Pt.', '0 Pt.', '2 UCOINS', '1 UCOIN'. */
export function pointsLabel(balance: number, isCoinMerchant: boolean): string {
  return `${formatPointsAmount(balance)} ${pointsUnit(balance, isCoinMerchant)}`;
}
