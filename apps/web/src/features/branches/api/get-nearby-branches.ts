import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type CustomerPosition, positionParams } from '@/lib/position';

/** POST /api/store/v2/public/customer/estore/branch/nearby: branches near the customer, open first. */
export function getNearbyBranches(position: CustomerPosition, brandUuid?: string, signal?: AbortSignal) {
  const body = { ...positionParams(position), ...(brandUuid ? { brand_uuid: brandUuid } : {}) };
  return api.post('/api/store/v2/public/customer/estore/branch/nearby', { body, signal }).then((r) => r.nearby);
}

export const nearbyBranchesQueryOptions = (position: CustomerPosition, brandUuid?: string) =>
  queryOptions({
    queryKey: ['nearby-branches', position, brandUuid ?? null],
    queryFn: ({ signal }) => getNearbyBranches(position, brandUuid, signal),
    staleTime: 60_000,
  });

export const useNearbyBranches = (position: CustomerPosition, brandUuid?: string) =>
  useQuery(nearbyBranchesQueryOptions(position, brandUuid));
