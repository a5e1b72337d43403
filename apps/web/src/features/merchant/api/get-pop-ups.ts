import type { PopUpsResponse } from '@storefront/contracts/design';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export type PopUp = z.infer<typeof PopUpsResponse>['pop_ups'][number];

/** GET /api/design/customer/get-pop-ups: the merchant's enabled pop-ups. */
export function getPopUps(signal?: AbortSignal): Promise<PopUp[]> {
  return apiClient
    .get<z.infer<typeof PopUpsResponse>>('/api/design/customer/get-pop-ups', { signal })
    .then((r) => r.pop_ups);
}

export const popUpsQueryOptions = () =>
  queryOptions({ queryKey: ['pop-ups'], queryFn: ({ signal }) => getPopUps(signal), staleTime: 5 * 60_000 });

export const usePopUps = () => useQuery(popUpsQueryOptions());
