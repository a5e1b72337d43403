import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type ResponseOf } from '@/lib/api-client';
import { nextRewardsPage } from '../rewards-view';

export type RewardsPage = ResponseOf<'post', '/api/rewards/rewards/customer/all/{page}'>;
export type RewardSummary = RewardsPage['list'][number];

/**
 * POST /api/rewards/rewards/customer/all/{page} with `{ platform: 'web' }` (spec §7 rewards service):
 * one page (from 1) of the merchant's rewards, with whether the signed-in customer may redeem each now.
 */
export function getRewards(page: number, signal?: AbortSignal): Promise<RewardsPage> {
  return api.post('/api/rewards/rewards/customer/all/{page}', { path: { page }, body: { platform: 'web' }, signal });
}

export const rewardsQueryOptions = (customerUuid: string) =>
  infiniteQueryOptions({
    // Under LOYALTY_QUERY_KEY (get-points-balance.ts): points moving (a redeem, an e-code) refreshes it too.
    queryKey: ['loyalty', 'rewards', customerUuid],
    queryFn: ({ pageParam, signal }) => getRewards(pageParam, signal),
    initialPageParam: 1,
    // Spec §4: current page = previous page + 1, while one follows (rewards-view.ts).
    getNextPageParam: (_last, pages, lastPageParam) => nextRewardsPage(pages, lastPageParam),
    retry: false,
    staleTime: 30_000,
  });

export const useRewards = (customerUuid: string) => useInfiniteQuery(rewardsQueryOptions(customerUuid));
