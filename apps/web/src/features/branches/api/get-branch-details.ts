import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/organization/v2/public/customer/branch/view/details/{branchUuid}: hours, fulfilment options. */
export function getBranchDetails(branchUuid: string, signal?: AbortSignal) {
  return api
    .get('/api/organization/v2/public/customer/branch/view/details/{branchUuid}', { path: { branchUuid }, signal })
    .then((r) => r.data);
}

export const branchDetailsQueryOptions = (branchUuid: string) =>
  queryOptions({
    queryKey: ['branch-details', branchUuid],
    queryFn: ({ signal }) => getBranchDetails(branchUuid, signal),
    staleTime: 60_000,
  });

export const useBranchDetails = (branchUuid: string) => useQuery(branchDetailsQueryOptions(branchUuid));
