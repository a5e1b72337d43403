/** Merchant service: token, settings, analytics code, maintenance. */
import { z } from 'zod';
import { TOPUP_CODES } from './merchant-config';

export const TokenBody = z.object({
  subdomain: z.string().min(1, 'The subdomain field is required.').max(60),
});
export const TokenResponse = z.object({ token: z.string() });

export const MerchantSettings = z.object({
  merchant_uuid: z.string(),
  subdomain: z.string(),
  name: z.string(),
  is_coin_merchant: z.boolean(),
  skip_location_lookup: z.boolean(),
  search_radius_km: z.number(),
  domains: z.array(z.string()),
  topups: z.array(z.object({ code: z.enum(TOPUP_CODES), enable: z.boolean() })),
  enable_points_view: z.boolean(),
  customizations: z.object({ estore_wallets: z.array(z.object({ type: z.string() })) }),
  maintenance: z.object({ status: z.boolean(), message: z.string().optional(), on_going: z.boolean() }),
  /** The merchant's own delivery site, an https URL; absent when it has none. */
  delivery_site_url: z.string().optional(),
});
export type MerchantSettings = z.infer<typeof MerchantSettings>;

export const MerchantSettingsResponse = z.object({ data: MerchantSettings });
export const MerchantSettingsBody = z.object({ role: z.literal('customer_web') });

export const AnalyticsCodeResponse = z.object({
  data: z.object({ is_enable: z.boolean(), code: z.string().nullable() }),
});

/** GET /api/merchant/maintenance — the spec's "maintenance lookup" (path ours). */
export const MaintenanceResponse = z.object({
  data: z.object({ status: z.boolean(), message: z.string().nullable() }),
});
