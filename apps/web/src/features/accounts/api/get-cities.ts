import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST customer/cities {province_code}. */
export function getCities(provinceCode: string, signal?: AbortSignal) {
  return api
    .post('/api/customer/customer/cities', { body: { province_code: provinceCode }, signal })
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
