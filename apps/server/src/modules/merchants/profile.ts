import type { MerchantConfig } from '@storefront/contracts/merchant-config';

/**
 * The parts of a merchant's configuration that are read whole (design, settings, pages…), as stored:
 * image paths already replaced by media URLs, HTML already sanitised.
 */
export type MerchantProfile = {
  skip_location_lookup: boolean;
  domains: string[];
  design: MerchantConfig['design'];
  settings: MerchantConfig['settings'];
  store_details: MerchantConfig['store_details'];
  pages: MerchantConfig['pages'];
  analytics: MerchantConfig['analytics'] | null;
  /**
   * The https origins the merchant's images (config images and merchant HTML) come from: its pages'
   * img-src (lib/content-security-policy.ts). Absent on merchants imported before it was recorded.
   */
  image_origins?: string[];
  /**
   * The coin merchant's registration survey, as its file wrote it (the customers module asks it).
   * Absent when the merchant has none, and on merchants imported before surveys were recorded.
   */
  survey?: NonNullable<MerchantConfig['survey']>;
};
