import type { MerchantSettings } from '@storefront/contracts/merchant';
import { isTopupEnabled } from '@/features/merchant/api/get-settings';
import { paths } from '@/lib/paths';

export interface AccountLink {
  label: string;
  to: string;
}

/**
 * Whether a signed-in account screen shows itself at this merchant rather than the 404 page. The
 * routes decide with these, and the menus show a link only when its route would show its screen, so
 * a customer is never sent from our own menu to a 404 (ADR 0030).
 */
export const accountScreenShown = {
  /** Spec §2 route table: the points view must be on, else the 404 page. */
  transactionHistory: (settings: MerchantSettings) => settings.enable_points_view,
  /** The coin merchant's alone (routes/my-points.tsx). */
  myPoints: (settings: MerchantSettings) => settings.is_coin_merchant,
};

/**
 * The signed-in account links of both menus, the navbar's and the mobile sidebar's (spec §2): My
 * Profile; My Orders (e-store only); Transaction History (points view only); My Points (coin merchant
 * only). Sign Out is a button after them. The sidebar's spec line ("My Orders and Transaction History
 * only if e-store top-up is on") would link a merchant without the points view to the 404 page: both
 * menus follow this one rule instead (ADR 0030).
 */
export function accountLinks(settings: MerchantSettings, subdomain: string): AccountLink[] {
  return [
    { label: 'My Profile', to: paths.myProfile(subdomain) },
    ...(isTopupEnabled(settings, 'estore') ? [{ label: 'My Orders', to: paths.orders(subdomain) }] : []),
    ...(accountScreenShown.transactionHistory(settings)
      ? [{ label: 'Transaction History', to: paths.transactionHistory(subdomain) }]
      : []),
    ...(accountScreenShown.myPoints(settings) ? [{ label: 'My Points', to: paths.myPoints(subdomain) }] : []),
  ];
}
