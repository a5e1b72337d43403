import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ResponseOf } from '@/lib/api-client';

export type FeatureBanner = ResponseOf<'post', '/api/design/customer/get-design'>['feature_banner'][number];

/** POST /api/design/customer/get-design: the feature banner. */
export function getFeatureBanner(signal?: AbortSignal): Promise<FeatureBanner[]> {
  return api.post('/api/design/customer/get-design', { signal }).then((r) => r.feature_banner);
}

export const featureBannerQueryOptions = () =>
  queryOptions({
    queryKey: ['feature-banner'],
    queryFn: ({ signal }) => getFeatureBanner(signal),
    staleTime: 5 * 60_000,
  });

export const useFeatureBanner = () => useQuery(featureBannerQueryOptions());
