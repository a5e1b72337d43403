import type { MerchantSettings } from '@storefront/contracts/merchant';

/** The 'Powered by' link of the sidebar and footer. */
export const POWERED_BY = { label: 'Powered by Storefront', href: '/' } as const;

/** Spec §2: the footer's Privacy Policy link is labelled FAQ for the coin merchant. */
export const privacyLabel = (settings: Pick<MerchantSettings, 'is_coin_merchant'>) =>
  settings.is_coin_merchant ? 'FAQ' : 'Privacy Policy';
