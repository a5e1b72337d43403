import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ResponseOf } from '@/lib/api-client';

export type BranchView = ResponseOf<'get', '/api/organization/public/branch/view/{branch_uuid}'>;

/** GET /api/organization/public/branch/view/{branch_uuid}: what the store entry check reads. */
export function getBranchView(branchUuid: string, signal?: AbortSignal): Promise<BranchView> {
  return api.get('/api/organization/public/branch/view/{branch_uuid}', { path: { branch_uuid: branchUuid }, signal });
}

export const branchViewQueryOptions = (branchUuid: string) =>
  queryOptions({
    queryKey: ['branch-view', branchUuid],
    queryFn: ({ signal }) => getBranchView(branchUuid, signal),
    staleTime: 60_000,
    retry: false,
  });

export const useBranchView = (branchUuid: string) => useQuery(branchViewQueryOptions(branchUuid));

/** Spec §2 store entry check: the branch must be visible and so must its brand. */
export const isEnterable = (view: BranchView | undefined | null): boolean =>
  Boolean(view?.visibility && view.brand_visibility);
