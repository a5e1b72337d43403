import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/design/v2/api/customer/web-store/favicon. */
export function getFavicon(signal?: AbortSignal): Promise<string | null> {
  return api.get('/api/design/v2/api/customer/web-store/favicon', { signal }).then((r) => r.data.favicon);
}

export const faviconQueryOptions = () =>
  queryOptions({ queryKey: ['favicon'], queryFn: ({ signal }) => getFavicon(signal), staleTime: 5 * 60_000 });
