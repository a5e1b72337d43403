import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/store/v1/public/customer/estore/settings/store/details. */
export function getStoreDetails(signal?: AbortSignal) {
  return api.get('/api/store/v1/public/customer/estore/settings/store/details', { signal }).then((r) => r.details);
}

export const storeDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['store-details'],
    queryFn: ({ signal }) => getStoreDetails(signal),
    staleTime: 5 * 60_000,
  });

export const useStoreDetails = () => useQuery(storeDetailsQueryOptions());
