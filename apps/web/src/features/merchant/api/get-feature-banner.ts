import type { FeatureBannerResponse } from '@storefront/contracts/design';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export type FeatureBanner = z.infer<typeof FeatureBannerResponse>['feature_banner'][number];

/** POST /api/design/customer/get-design: the feature banner. */
export function getFeatureBanner(signal?: AbortSignal): Promise<FeatureBanner[]> {
  return apiClient
    .post<z.infer<typeof FeatureBannerResponse>>('/api/design/customer/get-design', {}, { signal })
    .then((r) => r.feature_banner);
}

export const featureBannerQueryOptions = () =>
  queryOptions({
    queryKey: ['feature-banner'],
    queryFn: ({ signal }) => getFeatureBanner(signal),
    staleTime: 5 * 60_000,
  });

export const useFeatureBanner = () => useQuery(featureBannerQueryOptions());
