import type { StoreDetails, StoreDetailsResponse } from '@storefront/contracts/store';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** GET /api/store/v1/public/customer/estore/settings/store/details. */
export function getStoreDetails(signal?: AbortSignal): Promise<StoreDetails> {
  return apiClient
    .get<z.infer<typeof StoreDetailsResponse>>('/api/store/v1/public/customer/estore/settings/store/details', {
      signal,
    })
    .then((r) => r.details);
}

export const storeDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['store-details'],
    queryFn: ({ signal }) => getStoreDetails(signal),
    staleTime: 5 * 60_000,
  });

export const useStoreDetails = () => useQuery(storeDetailsQueryOptions());
