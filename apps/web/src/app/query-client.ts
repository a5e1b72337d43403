import { QueryClient } from '@tanstack/react-query';
import { designQueryOptions } from '@/features/merchant/api/get-design';
import { faviconQueryOptions } from '@/features/merchant/api/get-favicon';
import { featureBannerQueryOptions } from '@/features/merchant/api/get-feature-banner';
import { layoutQueryOptions } from '@/features/merchant/api/get-layout';
import { settingsQueryOptions } from '@/features/merchant/api/get-settings';
import { isApiError } from '@/lib/api-client';
import type { BootstrapMerchant } from './bootstrap';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Only infrastructure failures are worth one more try; 4xx answers will not change.
      retry: (failures, error) =>
        failures < 1 && (!isApiError(error) || error.kind === 'network' || error.kind === 'server'),
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});

/** Puts the injected bootstrap in the cache so that the first load does not fetch it again. */
export function seedFromBootstrap(client: QueryClient, merchant: BootstrapMerchant): void {
  client.setQueryData(settingsQueryOptions().queryKey, merchant.settings);
  client.setQueryData(designQueryOptions().queryKey, merchant.design);
  client.setQueryData(layoutQueryOptions().queryKey, merchant.layout);
  client.setQueryData(faviconQueryOptions().queryKey, merchant.favicon);
  client.setQueryData(featureBannerQueryOptions().queryKey, merchant.feature_banner);
}
