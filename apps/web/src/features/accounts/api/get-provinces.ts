import type { ProvincesResponse } from '@storefront/contracts/customer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** GET customer/provinces. */
export function getProvinces(signal?: AbortSignal) {
  return apiClient
    .get<z.infer<typeof ProvincesResponse>>('/api/customer/customer/provinces', { signal })
    .then((r) => r.data);
}

export const provincesQueryOptions = () =>
  queryOptions({ queryKey: ['provinces'], queryFn: ({ signal }) => getProvinces(signal), staleTime: Infinity });

export const useProvinces = () => useQuery(provincesQueryOptions());
