import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ResponseOf } from '@/lib/api-client';

export type PopUp = ResponseOf<'get', '/api/design/customer/get-pop-ups'>['pop_ups'][number];

/** GET /api/design/customer/get-pop-ups: the merchant's enabled pop-ups. */
export function getPopUps(signal?: AbortSignal): Promise<PopUp[]> {
  return api.get('/api/design/customer/get-pop-ups', { signal }).then((r) => r.pop_ups);
}

export const popUpsQueryOptions = () =>
  queryOptions({ queryKey: ['pop-ups'], queryFn: ({ signal }) => getPopUps(signal), staleTime: 5 * 60_000 });

export const usePopUps = () => useQuery(popUpsQueryOptions());
