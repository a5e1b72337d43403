import type { CitiesResponse } from '@storefront/contracts/customer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** POST customer/cities {province_code}. */
export function getCities(provinceCode: string, signal?: AbortSignal) {
  return apiClient
    .post<z.infer<typeof CitiesResponse>>('/api/customer/customer/cities', { province_code: provinceCode }, { signal })
    .then((r) => r.data);
}

export const citiesQueryOptions = (provinceCode: string) =>
  queryOptions({
    queryKey: ['cities', provinceCode],
    queryFn: ({ signal }) => getCities(provinceCode, signal),
    staleTime: Infinity,
    enabled: provinceCode !== '',
  });

export const useCities = (provinceCode: string) => useQuery(citiesQueryOptions(provinceCode));
