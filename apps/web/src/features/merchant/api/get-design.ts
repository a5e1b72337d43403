import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/design/customer/web/get-design: colours, logo, title, snippet. */
export function getDesign(signal?: AbortSignal) {
  return api.get('/api/design/customer/web/get-design', { signal });
}

export const designQueryOptions = () =>
  queryOptions({ queryKey: ['design'], queryFn: ({ signal }) => getDesign(signal), staleTime: 5 * 60_000 });

export const useDesign = () => useSuspenseQuery(designQueryOptions()).data;
