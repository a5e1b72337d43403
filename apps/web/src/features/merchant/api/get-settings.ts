import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api, type ResponseOf } from '@/lib/api-client';

export type MerchantSettings = ResponseOf<'get', '/api/merchant/settings'>['data'];

/** GET /api/merchant/settings. */
export function getSettings(signal?: AbortSignal): Promise<MerchantSettings> {
  return api.get('/api/merchant/settings', { signal }).then((r) => r.data);
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: ['merchant-settings'], queryFn: ({ signal }) => getSettings(signal), staleTime: 60_000 });

/** The settings are loaded before any merchant screen renders, so this never suspends in practice. */
export const useSettings = () => useSuspenseQuery(settingsQueryOptions()).data;

export { isTopupEnabled } from '@storefront/contracts/topups';
