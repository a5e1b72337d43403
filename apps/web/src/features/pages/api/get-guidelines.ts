import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/pages/pages/customer/guidelines: the merchant's mechanics, sanitised HTML from the server. */
export function getGuidelines(signal?: AbortSignal): Promise<string> {
  return api.get('/api/pages/pages/customer/guidelines', { signal }).then((r) => r.guideline);
}

export const guidelinesQueryOptions = () =>
  queryOptions({
    queryKey: ['pages-guidelines'],
    queryFn: ({ signal }) => getGuidelines(signal),
    staleTime: 5 * 60_000,
  });

export const useGuidelines = () => useQuery(guidelinesQueryOptions());
