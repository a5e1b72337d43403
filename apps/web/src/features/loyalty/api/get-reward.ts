import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ResponseOf } from '@/lib/api-client';

export type RewardDetails = ResponseOf<'get', '/api/rewards/rewards/customer/view/{id}'>['data'];
export type RewardRedemption = RewardDetails['redemptions'][number];

/**
 * GET /api/rewards/rewards/customer/view/{id} (spec §7 rewards service): one reward in full — terms,
 * what a discount reward takes off, the per-customer limit — with the caller's own redemptions of it.
 */
export function getReward(id: string, signal?: AbortSignal): Promise<RewardDetails> {
  return api.get('/api/rewards/rewards/customer/view/{id}', { path: { id }, signal }).then((r) => r.data);
}

export const rewardQueryOptions = (customerUuid: string, id: string) =>
  queryOptions({
    // Under LOYALTY_QUERY_KEY (get-points-balance.ts): points moving refreshes it too.
    queryKey: ['loyalty', 'reward', customerUuid, id],
    queryFn: ({ signal }) => getReward(id, signal),
    retry: false,
    staleTime: 30_000,
  });

export const useReward = (customerUuid: string, id: string) => useQuery(rewardQueryOptions(customerUuid, id));
