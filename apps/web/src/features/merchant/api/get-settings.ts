import type { MerchantSettings, MerchantSettingsResponse } from '@storefront/contracts/merchant';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** GET /api/merchant/settings. */
export function getSettings(signal?: AbortSignal): Promise<MerchantSettings> {
  return apiClient
    .get<z.infer<typeof MerchantSettingsResponse>>('/api/merchant/settings', { signal })
    .then((r) => r.data);
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: ['merchant-settings'], queryFn: ({ signal }) => getSettings(signal), staleTime: 60_000 });

/** The settings are loaded before any merchant screen renders, so this never suspends in practice. */
export const useSettings = () => useSuspenseQuery(settingsQueryOptions()).data;

export const isTopupEnabled = (settings: MerchantSettings, code: MerchantSettings['topups'][number]['code']) =>
  settings.topups.some((t) => t.code === code && t.enable);
