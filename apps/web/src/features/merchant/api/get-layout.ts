import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/design/v2/api/customer/web-store/get-layout: home sections and about-us. */
export function getLayout(signal?: AbortSignal) {
  return api.get('/api/design/v2/api/customer/web-store/get-layout', { signal }).then((r) => r.data);
}

export const layoutQueryOptions = () =>
  queryOptions({ queryKey: ['layout'], queryFn: ({ signal }) => getLayout(signal), staleTime: 5 * 60_000 });

export const useLayout = () => useSuspenseQuery(layoutQueryOptions()).data;
