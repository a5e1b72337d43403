import type { BranchDetails, BranchDetailsResponse } from '@storefront/contracts/organization';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** GET /api/organization/v2/public/customer/branch/view/details/{branchUuid}: hours, fulfilment options. */
export function getBranchDetails(branchUuid: string, signal?: AbortSignal): Promise<BranchDetails> {
  return apiClient
    .get<z.infer<typeof BranchDetailsResponse>>(
      `/api/organization/v2/public/customer/branch/view/details/${encodeURIComponent(branchUuid)}`,
      { signal },
    )
    .then((r) => r.data);
}

export const branchDetailsQueryOptions = (branchUuid: string) =>
  queryOptions({
    queryKey: ['branch-details', branchUuid],
    queryFn: ({ signal }) => getBranchDetails(branchUuid, signal),
    staleTime: 60_000,
  });

export const useBranchDetails = (branchUuid: string) => useQuery(branchDetailsQueryOptions(branchUuid));
