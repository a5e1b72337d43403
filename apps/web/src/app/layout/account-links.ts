import type { MerchantSettings } from '@storefront/contracts/merchant';
import { isTopupEnabled } from '@/features/merchant/api/get-settings';
import { paths } from '@/lib/paths';

export interface AccountLink {
  label: string;
  to: string;
}

/**
 * Spec §2 navbar menu when signed in: My Profile; My Orders (e-store only); Transaction History
 * (points view only); My Points (coin merchant only). Sign Out is a button after them.
 */
export function navbarAccountLinks(settings: MerchantSettings, subdomain: string): AccountLink[] {
  return [
    { label: 'My Profile', to: paths.myProfile(subdomain) },
    ...(isTopupEnabled(settings, 'estore') ? [{ label: 'My Orders', to: paths.orders(subdomain) }] : []),
    ...(settings.enable_points_view ? [{ label: 'Transaction History', to: paths.transactionHistory(subdomain) }] : []),
    ...(settings.is_coin_merchant ? [{ label: 'My Points', to: paths.myPoints(subdomain) }] : []),
  ];
}

/**
 * Spec §2 mobile sidebar when signed in: My Profile; My Orders and Transaction History (only if
 * e-store top-up is on); My Points (coin merchant only).
 */
export function sidebarAccountLinks(settings: MerchantSettings, subdomain: string): AccountLink[] {
  const estore = isTopupEnabled(settings, 'estore');
  return [
    { label: 'My Profile', to: paths.myProfile(subdomain) },
    ...(estore
      ? [
          { label: 'My Orders', to: paths.orders(subdomain) },
          { label: 'Transaction History', to: paths.transactionHistory(subdomain) },
        ]
      : []),
    ...(settings.is_coin_merchant ? [{ label: 'My Points', to: paths.myPoints(subdomain) }] : []),
  ];
}
