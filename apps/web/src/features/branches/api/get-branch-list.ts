import type { BranchListResponse } from '@storefront/contracts/organization';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type CustomerPosition, positionParams } from '@/lib/position';

/** GET /api/organization/branch/list: every visible brand with its visible branches, open first. */
export function getBranchList(position: CustomerPosition, signal?: AbortSignal): Promise<BranchListResponse['list']> {
  return apiClient
    .get<BranchListResponse>('/api/organization/branch/list', { query: positionParams(position), signal })
    .then((r) => r.list);
}

export const branchListQueryOptions = (position: CustomerPosition) =>
  queryOptions({
    queryKey: ['branch-list', position],
    queryFn: ({ signal }) => getBranchList(position, signal),
    staleTime: 60_000,
  });

export const useBranchList = (position: CustomerPosition) => useQuery(branchListQueryOptions(position));
