import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET customer/provinces. */
export function getProvinces(signal?: AbortSignal) {
  return api.get('/api/customer/customer/provinces', { signal }).then((r) => r.data);
}

export const provincesQueryOptions = () =>
  queryOptions({ queryKey: ['provinces'], queryFn: ({ signal }) => getProvinces(signal), staleTime: Infinity });

export const useProvinces = () => useQuery(provincesQueryOptions());
