import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type CustomerPosition, positionParams } from '@/lib/position';

/** GET /api/organization/branch/list: every visible brand with its visible branches, open first. */
export function getBranchList(position: CustomerPosition, signal?: AbortSignal) {
  return api.get('/api/organization/branch/list', { query: positionParams(position), signal }).then((r) => r.list);
}

export const branchListQueryOptions = (position: CustomerPosition) =>
  queryOptions({
    queryKey: ['branch-list', position],
    queryFn: ({ signal }) => getBranchList(position, signal),
    staleTime: 60_000,
  });

export const useBranchList = (position: CustomerPosition) => useQuery(branchListQueryOptions(position));
