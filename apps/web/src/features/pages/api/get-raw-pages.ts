import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ResponseOf } from '@/lib/api-client';

export type RawPages = ResponseOf<'get', '/api/pages/pages/customer/raw'>['data'];

/** GET /api/pages/pages/customer/raw: privacy policy and terms of use, sanitised HTML from the server. */
export function getRawPages(signal?: AbortSignal): Promise<RawPages> {
  return api.get('/api/pages/pages/customer/raw', { signal }).then((r) => r.data);
}

export const rawPagesQueryOptions = () =>
  queryOptions({ queryKey: ['pages-raw'], queryFn: ({ signal }) => getRawPages(signal), staleTime: 5 * 60_000 });

export const useRawPages = () => useQuery(rawPagesQueryOptions());
