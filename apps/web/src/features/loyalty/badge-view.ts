/**
 * The navbar badge's words (spec §2, §9): the domain's label — UCOIN/UCOINS for the coin merchant, else
 * Pt./Pts.; singular at 1 or less; thousands separators.
 */
import { pointsLabel } from '@storefront/domain/points-label';

/** The badge's accessible name: '5 UCOINS — your points'. */
export const badgeName = (balance: number, isCoinMerchant: boolean) =>
  `${pointsLabel(balance, isCoinMerchant)} — your points`;
